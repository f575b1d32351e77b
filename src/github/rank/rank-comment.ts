/**
 * The comparison comment on the issue: the rank table (src/rank/output.ts) with each candidate named
 * by its PR, then the linked PRs that were not ranked or left out, each with why. PR titles, branch
 * names and reasons are untrusted: redacted, then made inert, like every other comment text.
 */
import { redactSecrets } from "../../evidence/redact.js";
import { RANK_MARKER, rankMarkdown, type RankReport } from "../../rank/index.js";
import { cell, neutralize } from "../../report/sanitize.js";
import type { OwnComment } from "../publish/comment.js";
import type { PrEntry, RankablePr, Sorted } from "./rank-candidates.js";

/** A long title would push the table off the page; its start names it. */
const TITLE_CHARS = 60;
const REASON_CHARS = 200;
/** Rows per list: an issue cross-referenced by hundreds of PRs must not make the comment exceed GitHub's size limit. */
const MAX_LISTED = 40;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** `#12 title`: the number is ours (a live link to the PR), the title is the PR author's (inert). */
export function prLabel(entry: Pick<PrEntry, "number" | "title">): string {
  const title = neutralize(clip(redactSecrets(entry.title).text, TITLE_CHARS));
  return title === "" ? `#${entry.number}` : `#${entry.number} ${title}`;
}

function listOf(heading: string, entries: readonly PrEntry[]): string[] {
  if (entries.length === 0) return [];
  const rows = entries.slice(0, MAX_LISTED).map((e) => `| ${prLabel(e)} | ${cell(clip(redactSecrets(e.reason).text, REASON_CHARS))} |`);
  const more = entries.length > MAX_LISTED ? [`… and ${entries.length - MAX_LISTED} more.`] : [];
  return [`### ${heading}`, "", "| PR | why |", "|---|---|", ...rows, ...more, ""];
}

function tail(issue: number, sorted: Sorted, notes: readonly string[]): string[] {
  return [
    ...listOf("Not ranked", sorted.notRanked),
    ...listOf("Left out", sorted.leftOut),
    ...notes.map((note) => `ℹ️ ${cell(note)}`),
    ...(notes.length > 0 ? [""] : []),
    `<sub>agent-verdict ranks the open agent PRs of this repository whose description closes #${issue}, by their transcripts.</sub>`,
    "",
  ];
}

/** The comment when two or more PRs were ranked. */
export function rankedComment(
  issue: number,
  report: RankReport,
  byPath: ReadonlyMap<string, RankablePr>,
  sorted: Sorted,
  notes: readonly string[],
): string {
  const label = (c: { transcript: string }) => {
    const pr = byPath.get(c.transcript);
    return pr === undefined ? cell(c.transcript) : prLabel(pr);
  };
  return [rankMarkdown(report, label), ...tail(issue, sorted, notes)].join("\n");
}

/** The comment when fewer than two PRs could be ranked: nothing is compared, and it says why. */
export function tooFewComment(issue: number, sorted: Sorted, notes: readonly string[]): string {
  const ready = sorted.rankable.map(prLabel);
  const have = ready.length === 0 ? "none" : `only ${ready.join(", ")}`;
  const lead = `**Nothing to rank for #${issue}:** ranking needs two agent PRs with a transcript bound to their head; ${have}.`;
  return [RANK_MARKER, lead, "", ...tail(issue, sorted, notes)].join("\n");
}

/** The rank comment's marker: present at the very top, or the comment is not ours. */
export function readRankMarker(body: string): OwnComment["marker"] | null {
  return body.startsWith(RANK_MARKER) ? { sha: null, verdict: null } : null;
}
