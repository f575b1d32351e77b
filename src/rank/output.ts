/** The rank report as a plain-text table (stdout) and as a markdown comment (untrusted names made inert). */
import { cell, code } from "../report/sanitize.js";
import type { RankReport, RankedCandidate } from "./report.js";

/** A long path would push the table off a terminal; its tail names it. */
const NAME_CHARS = 48;
const SUMMARY_CHARS = 120;

const fixed = (value: number | null, digits = 3) => (value === null ? "–" : value.toFixed(digits));
const signed = (value: number | null) => (value === null ? "–" : `${value >= 0 ? "+" : ""}${value.toFixed(3)}`);
const tail = (text: string, max: number) => (text.length <= max ? text : `…${text.slice(text.length - max + 1)}`);
const head = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function record(c: RankedCandidate): string {
  return c.comparisons === 0 ? "–" : `${c.wins}/${c.comparisons}`;
}

function findings(c: RankedCandidate): string {
  if (c.error !== null) return `error: ${c.error}`;
  return c.blockingFindings.map((f) => f.id).join(", ") || "–";
}

export function rankTable(report: RankReport): string {
  const rows = report.candidates.map((c) => {
    const name = tail(c.transcript, NAME_CHARS);
    return [String(c.rank), name, fixed(c.evidenceScore), record(c), signed(c.meanMargin), findings(c)];
  });
  const header = ["rank", "candidate", "evidence", "wins/comparisons", "mean margin", "blocking findings"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((text, i) => (i === cells.length - 1 ? text : text.padEnd(widths[i]!))).join("  ");
  const judge = `judge: ${report.judge.status} — ${report.judge.reason}`;
  return `${[line(header), ...rows.map(line), judge, ...report.warnings.map((w) => `warning: ${w}`)].join("\n")}\n`;
}

/** The hidden first line of a rank comment: the action finds its own comment on an issue by it. */
export const RANK_MARKER = "<!-- agent-verdict:rank:v1 -->";

/** How a candidate is named in markdown; the action names a PR, the CLI a transcript path. Must return inert text. */
export type CandidateLabel = (candidate: RankedCandidate) => string;

const pathLabel: CandidateLabel = (c) => code(tail(c.transcript, NAME_CHARS));

export function rankMarkdown(report: RankReport, label: CandidateLabel = pathLabel): string {
  const best = report.candidates[0];
  const lead = best === undefined ? "No candidates." : `**Best attempt: ${label(best)}** of ${report.candidates.length}.`;
  const rows = report.candidates.map((c) => {
    const found = c.blockingFindings.map((f) => `${code(f.id)}: ${cell(head(f.summary, SUMMARY_CHARS))}`).join("<br>") || "–";
    const blocking = c.error !== null ? cell(head(c.error, SUMMARY_CHARS)) : found;
    return `| ${c.rank} | ${label(c)} | ${c.verdict} | ${fixed(c.evidenceScore)} | ${record(c)} | ${signed(c.meanMargin)} | ${blocking} |`;
  });
  const judge = report.judge.status === "ok"
    ? `Pairwise judge: ${cell(report.judge.model ?? "")}, ${report.comparisons.length} comparisons (budget ${report.judge.budget}), ${report.usage.calls} calls, ${report.judge.cacheHits} samples from the cache.`
    : `Pairwise judge ${report.judge.status}: ${cell(report.judge.reason)}. Ranked by deterministic checks and evidence score only.`;
  return [
    RANK_MARKER,
    lead,
    "A candidate with a blocking finding ranks below every candidate without one; ties are broken by the evidence score.",
    "",
    "| rank | candidate | verdict | evidence | wins/comparisons | mean margin | blocking findings |",
    "|---:|---|---|---:|---:|---:|---|",
    ...rows,
    "",
    judge,
    "",
  ].join("\n");
}
