import type { CheckResult, Evidence, Report } from "../model.js";
import { cell, code, neutralize, prose } from "./sanitize.js";
import { plural } from "../words.js";

export const COMMENT_MARKER_PREFIX = "<!-- agent-verdict:v1";
/** GitHub rejects comment bodies over 65,536 characters; keep a margin for the marker and notes. */
export const MAX_COMMENT_CHARS = 60_000;
/** Quotes shown beside one reason or finding; the rest are in the JSON report. */
const MAX_QUOTES_PER_LINE = 2;
/** The one definition of "step N" in the comment: a reader counts records from 1, the JSON from 0. */
export const STEP_NOTE = "Step N is the N-th record of the transcript, counted from 1.";

export const VERDICT_WORDS: Record<Report["verdict"], string> = {
  pass: "Approve",
  neutral: "Needs human review",
  fail: "Request changes",
  error: "Could not verify",
};
const STATUS_ICONS: Record<CheckResult["status"], string> = { fail: "🔴", warn: "🟡", pass: "🟢", skip: "⚪" };
/** The checks whose evidence proves an approval. */
const PROOF_CHECKS = new Set(["verified_after_last_edit", "final_checks_green"]);

export interface CommentOptions {
  /** The PR head SHA the verdict is for; null outside GitHub. */
  sha: string | null;
}

/**
 * The PR comment, rendered from the report alone: the model never writes any of it. Blocks are
 * separated by blank lines so the job summary (plain GFM, where a single line break joins lines)
 * shows the same lines as the comment. Each finding is said once: the reasons under the headline,
 * then the other findings, each with its evidence on its own line; the table only points back.
 */
export function renderComment(report: Report, options: CommentOptions): string {
  const said = new Set(report.reasons);
  const findings = findingChecks(report).filter((check) => !said.has(check.summary));
  for (const check of findings) said.add(check.summary);
  const head = [
    markerLine(options.sha, report.verdict),
    "",
    headline(report),
    "",
    neutralize(report.summary),
    "",
    ...block(reasonLines(report)),
    ...block(findingsSection(findings)),
    ...block(stepNote(report)),
  ];
  const details = ["<details><summary>🔍 Technical details</summary>", "", ...technicalDetails(report, said), "</details>"];
  const full = [...head, ...details].join("\n") + "\n";
  if (full.length <= MAX_COMMENT_CHARS) return full;
  const cut = "<details><summary>🔍 Technical details</summary>\n\nToo long for a comment: see the job summary or the JSON report.\n</details>";
  return [...head, cut].join("\n") + "\n";
}

/** The hidden first line that finds the comment again; `verdict` may also be `stale` (head moved). */
export function markerLine(sha: string | null, verdict: Report["verdict"] | "stale"): string {
  const payload = JSON.stringify({ sha: sha !== null && /^[0-9a-f]{7,64}$/i.test(sha) ? sha : null, verdict });
  return `${COMMENT_MARKER_PREFIX} ${payload} -->`;
}

/**
 * The score beside a verdict word, where it reads as what it is: on Approve and Request changes it
 * ranks runs of that verdict. Beside Needs human review a high score reads as a pass it is not, so
 * there it is left out of the headline and told with what it measures (scoreLine).
 */
export function headlineScore(verdict: Report["verdict"], score: number | null): string | null {
  return score === null || verdict === "neutral" || verdict === "error" ? null : `score ${score.toFixed(2)}`;
}

function headline(report: Report): string {
  const parts = [`**Verdict: ${VERDICT_WORDS[report.verdict]}**`];
  const score = headlineScore(report.verdict, report.score);
  if (score !== null) parts.push(score);
  if (report.transcript) parts.push(`transcript: ${report.transcript.format}, ${plural(report.transcript.toolCalls, "tool call")}`);
  return parts.join(" · ");
}

/** A block of lines followed by the blank line that ends it; nothing when empty. */
function block(lines: string[]): string[] {
  return lines.length === 0 ? [] : [...lines, ""];
}

/** The reasons, each with the evidence of the check that says it. */
function reasonLines(report: Report): string[] {
  const reasons = report.reasons.map((reason) => {
    const check = report.checks.find((candidate) => candidate.summary === reason);
    return `- ${prose(reason)}${check ? quotes(check.evidence) : ""}`;
  });
  const warnings = (report.warnings ?? []).map((warning) => `- ⚠️ ${neutralize(warning)}`);
  return [...reasons, ...warnings];
}

/** What a reviewer should see besides the reasons: every check not passed, and the proof of an approval. */
function findingChecks(report: Report): CheckResult[] {
  const order: CheckResult["status"][] = ["fail", "warn"];
  const open = order.flatMap((status) => report.checks.filter((check) => check.status === status));
  const proof = report.verdict === "pass" ? report.checks.filter((check) => check.status === "pass" && PROOF_CHECKS.has(check.id)) : [];
  return [...open, ...proof];
}

function findingsSection(findings: CheckResult[]): string[] {
  if (findings.length === 0) return [];
  const lines = findings.map((check) => `- ${STATUS_ICONS[check.status]} **${check.id}**: ${prose(check.summary)}${quotes(check.evidence)}`);
  return ["### Findings", "", ...lines];
}

/** A finding's evidence on the same line: `(step 18: `npm test · exit 0`; …)`. */
function quotes(evidence: Evidence[]): string {
  const shown = dedupe(evidence).slice(0, MAX_QUOTES_PER_LINE).map(quote);
  if (shown.length === 0) return "";
  const more = evidence.length - shown.length;
  return ` (${shown.join("; ")}${more > 0 ? `; ${more} more in the report` : ""})`;
}

function quote(item: Evidence): string {
  const where = item.step === null ? "" : `step ${item.step + 1}: `;
  const path = item.path !== null && !item.quote.includes(item.path) ? ` in ${code(item.path)}` : "";
  return `${where}${code(item.quote)}${path}`;
}

function dedupe(items: Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.step}:${item.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Defined once, and only when the comment shows a step. */
function stepNote(report: Report): string[] {
  const shown = [...report.reasons.map((reason) => report.checks.find((check) => check.summary === reason)), ...findingChecks(report)];
  const hasStep = shown.some((check) => check?.evidence.some((item) => item.step !== null));
  return hasStep ? [`_${STEP_NOTE}_`] : [];
}

function technicalDetails(report: Report, said: Set<string>): string[] {
  return [...scoreLine(report), ...checksTable(report, said), ...criteriaTable(report), ...judgeLines(report), ...transcriptLines(report)];
}

/** A score the headline left out, with what it measures, so it is not read as a pass. */
function scoreLine(report: Report): string[] {
  if (report.score === null || headlineScore(report.verdict, report.score) !== null) return [];
  const what = report.judgeScore === null ? "the weighted share of deterministic checks that held" : "half that share, half the judge's score";
  return [`Score ${report.score.toFixed(2)}: ${what}, for ranking runs against each other. It does not decide this verdict: what is missing above does.`, ""];
}

function checksTable(report: Report, said: Set<string>): string[] {
  if (report.checks.length === 0) return [];
  const rows = report.checks.map((check) => {
    const summary = said.has(check.summary) ? "stated above" : cell(check.summary);
    return `| ${check.id} | ${STATUS_ICONS[check.status]} ${check.status} | ${check.blocking ? "yes" : "no"} | ${summary} |`;
  });
  return ["#### Deterministic checks", "", "| check | status | blocking | summary |", "|---|---|---|---|", ...rows, ""];
}

function criteriaTable(report: Report): string[] {
  if (report.criteria.length === 0) return [];
  const rows = report.criteria.map((criterion) => {
    const modes = [...new Set(criterion.samples.map((sample) => sample.mode))].join(", ");
    return `| ${cell(criterion.name)} | ${fixed(criterion.score)} | ${fixed(criterion.baselineScore)} | ${modes} |`;
  });
  return ["#### Criteria (agent vs empty-work baseline)", "", "| criterion | agent | baseline | read from |", "|---|---|---|---|", ...rows, ""];
}

function judgeLines(report: Report): string[] {
  const { judge, usage } = report;
  const layers = judge.status === "ok" ? "Layers: deterministic checks + LLM judge." : "Layers: deterministic checks only.";
  if (judge.status === "skipped") return ["#### Judge", "", layers, `Not run: ${neutralize(judge.reason)}.`, ""];
  const tokens = `${usage.inputTokens} input (${usage.cachedInputTokens} cached), ${usage.outputTokens} output`;
  const model = judge.model ? `${code(judge.model)}, ` : "";
  const cost = typeof usage.costUsd === "number" ? `, $${usage.costUsd.toFixed(4)}` : "";
  const failed = judge.status === "failed" ? ` Judging failed: ${neutralize(judge.reason)}.` : "";
  const cached = judge.cacheHits ? ` ${cachedLine(judge.cacheHits, report)}` : "";
  return ["#### Judge", "", layers, `${model}${usage.calls} calls, ${tokens} tokens${cost}.${cached}${failed}`, ""];
}

/** Samples the judge read from its cache (an earlier run with the same inputs) instead of paying for them. */
function cachedLine(hits: number, report: Report): string {
  const taken = report.criteria.reduce((n, c) => n + c.samples.filter((s) => s.mode !== "failed").length, 0);
  return `${hits} of ${taken} samples from the judge cache.`;
}

function transcriptLines(report: Report): string[] {
  const lines: string[] = [];
  const { transcript, diff } = report;
  if (transcript) {
    lines.push(
      `${transcript.format}: ${plural(transcript.toolCalls, "tool call")}, ${transcript.paired} with results, ${plural(transcript.edits, "edit operation")}, `
        + `${transcript.bytes} bytes, ${transcript.warnings} parser warnings, ${report.redactions} secrets redacted.`,
    );
    if (transcript.chosen) lines.push(chosenLine(transcript.chosen));
  }
  if (diff) lines.push(`PR diff: ${plural(diff.files, "file")}, +${diff.additions} −${diff.deletions}.`);
  for (const error of report.errors.filter((text) => !report.reasons.includes(text))) lines.push(`Error: ${neutralize(error)}`);
  // one paragraph per line: the job summary joins lines that are not separated by a blank one
  return ["#### Transcript", "", ...lines.flatMap((line) => [line, ""])];
}

/** A folder or archive held several files: say which one was read and why, so a wrong pick shows. */
function chosenLine({ file, among, reason }: { file: string; among: number; reason: string }): string {
  return `Read ${code(file)}, one of ${among} files in the folder or archive given: ${neutralize(reason)}.`;
}

function fixed(value: number | null): string {
  return value === null ? "–" : value.toFixed(2);
}
