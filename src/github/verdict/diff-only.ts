import { checkContext } from "../../checks/index.js";
import { CHECK_DESCRIPTIONS } from "../../checks/descriptions.js";
import { editedFilesParse } from "../../checks/files-parse.js";
import { noWeakenedTests } from "../../checks/weakened-tests.js";
import { diffStats, parseUnifiedDiff } from "../../evidence/diff.js";
import { readBack } from "../../evidence/readback.js";
import { redactSecrets } from "../../evidence/redact.js";
import { EMPTY_USAGE, REPORT_SCHEMA, Report } from "../../model.js";
import { TrajectoryBuilder } from "../../transcript/builder.js";
import { cappedScore, evidenceScore, round } from "../../verdict/score.js";
import { NO_TRANSCRIPT_REASON } from "../context/identities.js";

/** Without a transcript, the diff is half the evidence at best: the score is scaled down so such PRs rank below verified ones. */
const NO_TRANSCRIPT_SCORE_FACTOR = 0.5;

/**
 * The verdict for an agent that publishes no transcript (Copilot, Devin, Cursor, Codex cloud):
 * the checks that read only the diff (and the checkout, when given) still run; a blocking finding
 * fails the PR, and otherwise it needs a person: never `pass`, since nothing shows the work was run.
 */
export async function diffOnlyReport(diffText: string | null, repoDir: string | null): Promise<Report> {
  const redacted = diffText === null ? null : redactSecrets(diffText);
  const diff = redacted === null ? null : parseUnifiedDiff(redacted.text);
  const paths = diff?.filter((file) => file.status !== "deleted").map((file) => file.path) ?? [];
  const files = repoDir === null || diff === null ? null : await readBack(repoDir, paths).catch(() => null);
  const context = checkContext(new TrajectoryBuilder("claude-code-jsonl").build(), diff, null, files);
  const checks = [noWeakenedTests(context), editedFilesParse(context)].map((check) => ({ ...check, description: CHECK_DESCRIPTIONS[check.id] ?? "" }));
  const blocked = checks.filter((check) => check.status === "fail" && check.blocking);
  const evidence = evidenceScore(checks);
  const score = evidence === null ? 0 : round((cappedScore(evidence, checks) ?? 0) * NO_TRANSCRIPT_SCORE_FACTOR);
  const verdict = blocked.length > 0 ? "fail" : "neutral";
  const bottom = verdict === "fail" ? "The diff has blocking problems." : "Nothing blocking in the diff; a person should review the work.";
  return Report.parse({
    schema: REPORT_SCHEMA,
    verdict,
    score,
    evidenceScore: evidence,
    judgeScore: null,
    baselineScore: null,
    summary: `Not verified: ${NO_TRANSCRIPT_REASON}. ${bottom}`,
    reasons: [...blocked.map((check) => check.summary), NO_TRANSCRIPT_REASON],
    transcript: null,
    diff: diff === null ? null : diffStats(diff),
    checks,
    criteria: [],
    judge: { status: "skipped", reason: "no transcript to judge", model: null },
    usage: EMPTY_USAGE,
    redactions: redacted?.count ?? 0,
    errors: [],
  });
}

