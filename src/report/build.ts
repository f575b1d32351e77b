import { gitWrites } from "./git-writes.js";
import { GIT_REWRITE_SAID } from "../checks/cut-writes.js";
import { EMPTY_USAGE, REPORT_SCHEMA, Report, type CheckResult, type DiffStats, type Trajectory } from "../model.js";
import { FAILS_ON_ORIGINAL, NOT_RUN_AGAIN, RUN_AGAIN_UNSHOWN } from "../checks/verified.js";
import { CUT_STOPPED } from "../checks/cut-stopped.js";
import type { Decision } from "../verdict/decide.js";
import { cutNote, editedFiles, ranChecks, tempFilesNote } from "./edit-count.js";
import { unpackedNote } from "./unpacked.js";
import { editorScriptNote } from "./editor-script-note.js";
import { patchNote } from "./patch-note.js";
import { plural } from "../words.js";

export interface ReportParts {
  trajectory: Trajectory;
  bytes: number;
  /** The file read out of a folder or archive of several, and why. */
  chosen?: { file: string; among: number; reason: string };
  redactions: number;
  diff: DiffStats | null;
  checks: CheckResult[];
  decision: Decision;
  evidenceScore: number | null;
  judge: Pick<Report, "judge" | "criteria" | "judgeScore" | "baselineScore" | "usage">;
  /** The one ranking number; the evidence score when no judge ran. */
  score: number | null;
  errors: string[];
  /** Facts a reader must see (a rubric that fell back to the default, a judge setting refused). */
  warnings: string[];
}

export function buildReport(parts: ReportParts): Report {
  const { trajectory } = parts;
  return Report.parse({
    schema: REPORT_SCHEMA,
    verdict: parts.decision.verdict,
    score: parts.score,
    evidenceScore: parts.evidenceScore,
    judgeScore: parts.judge.judgeScore,
    baselineScore: parts.judge.baselineScore,
    summary: summarize(trajectory, parts),
    reasons: parts.decision.reasons,
    transcript: {
      format: trajectory.format,
      toolCalls: trajectory.toolCalls.length,
      paired: trajectory.toolCalls.filter((call) => call.resultStep !== null).length,
      edits: trajectory.edits.length,
      bytes: parts.bytes,
      warnings: trajectory.warnings.length,
      stepBase: 0,
      ...(parts.chosen ? { chosen: parts.chosen } : {}),
    },
    diff: parts.diff,
    checks: parts.checks,
    criteria: parts.judge.criteria,
    judge: parts.judge.judge,
    usage: parts.judge.usage,
    redactions: parts.redactions,
    errors: parts.errors,
    warnings: parts.warnings,
  });
}

/** The report of a verification that could not run: the reason, and no score. */
export function errorReport(message: string): Report {
  return Report.parse({
    schema: REPORT_SCHEMA,
    verdict: "error",
    score: null,
    evidenceScore: null,
    judgeScore: null,
    baselineScore: null,
    summary: "The agent's work could not be verified: the transcript could not be read.",
    reasons: [message],
    transcript: null,
    diff: null,
    checks: [],
    criteria: [],
    judge: { status: "skipped", reason: "nothing to judge", model: null },
    usage: EMPTY_USAGE,
    redactions: 0,
    errors: [message],
  });
}

const BOTTOM_LINE: Record<Report["verdict"], string> = {
  // "final version", not "after its last edit": a check may have seen content a later edit put back
  pass: "Its checks passed on the final version of its work and nothing blocking was found.",
  fail: "Blocking problems were found: it should not be merged as it is.",
  neutral: "The evidence is not enough to approve or reject it: a person should review.",
  error: "It could not be verified.",
};

/**
 * The verdict in a sentence. An approval whose checks include a failure shown on the original code
 * too, or probes of the agent's own left failing, says so: "its checks passed" alone would hide a red
 * run the reader will find below.
 */
function bottomLine(parts: ReportParts): string {
  const verdict = parts.decision.verdict;
  const green = parts.checks.find((check) => check.id === "final_checks_green");
  if (verdict !== "pass" || green?.status !== "pass") return BOTTOM_LINE[verdict];
  const except = [
    ...(green.summary.includes(FAILS_ON_ORIGINAL) ? ["failures it showed on the original code too"] : []),
    ...(green.summary.includes(CUT_STOPPED) ? ["a command the recorder cut that the harness stopped at its time limit after the last change"] : []),
    // its own probes that failed before a later change and were not run again: later checks passed, these were left
    ...(green.summary.includes(NOT_RUN_AGAIN) ? ["checks of its own that failed earlier and were not run again"] : []),
    // the recorder cut the probe's code: a later line may have run it again, which the transcript cannot show
    ...(green.summary.includes(RUN_AGAIN_UNSHOWN) && !green.summary.includes(NOT_RUN_AGAIN)
      ? ["checks of its own that failed earlier, which may or may not have run again (the recorder cut their code)"] : []),
  ];
  if (except.length === 0) return BOTTOM_LINE[verdict];
  return `Its checks passed on the final version of its work, except ${except.join(" and ")}, and nothing blocking was found.`;
}

/** One to three plain sentences: what the agent did, and the bottom line. */
function summarize(trajectory: Trajectory, parts: ReportParts): string {
  // calls that ran a check: a line running several checks (or a loop of them) is one command
  // commands the recorder cut may have written files: the count is of what the transcript shows
  const shown = cutNote(trajectory);
  // each note sets itself off with commas; a patch note before " and ran" closes with one
  const edited = editedFiles(trajectory, parts.diff?.paths ?? null);
  // "edited 0 files" beside a tree its commands unpacked or built is not "made nothing" (unpacked.ts)
  const made = edited.startsWith("edited 0 files") && tempFilesNote(trajectory) === "" ? unpackedNote(trajectory) : "";
  // files a git merge or cherry-pick brought in are named by no command: said beside the count (git-writes.ts),
  // unless the cut note already gives git status's own count after that merge
  const gitWrote = shown.includes(GIT_REWRITE_SAID) ? [] : [gitWrites(trajectory)].filter(Boolean);
  const [patches, temp] = [`${patchNote(trajectory)}${editorScriptNote(trajectory)}`, tempFilesNote(trajectory, gitWrote) || made];
  const notes = patches !== "" && temp === "" ? `${patches},` : `${patches}${temp}`;
  const did = `The agent made ${plural(trajectory.toolCalls.length, "tool call")}, ${edited}${shown}${notes} `
    + `and ${ranChecks(trajectory)}.`;
  const { judge, judgeScore, baselineScore } = parts.judge;
  const judged = judge.status === "ok" && judgeScore !== null && baselineScore !== null
    ? ` An LLM judge scored the work ${judgeScore.toFixed(2)} against ${baselineScore.toFixed(2)} for doing nothing.`
    : judge.status === "failed" ? " The LLM judge failed, so the verdict cannot be a pass." : " Only deterministic checks ran; no LLM judge scored the work.";
  return `${did} ${bottomLine(parts)}${judged}`;
}


