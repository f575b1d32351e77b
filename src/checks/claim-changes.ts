import type { Claim } from "./claim-kinds.js";
import type { Judgement } from "./claim-runs.js";
import type { CheckContext } from "./context.js";
import { clip, evidence } from "./quote.js";
import { escapeRegExp } from "../words.js";

/**
 * "changing the role name from obj to attr", "renamed it from `foo` to `bar`": a claim that the
 * agent changed one value into another (past or -ing: "converts from UTC to local" is behaviour).
 * It is about the edit, so only an edit or the diff speaks to it.
 */
const CHANGE_FROM_TO =
  /\b(?:chang|renam|replac|switch|bump|updat)(?:ed|ing)\b[^.;]{0,120}?\bfrom\s+[`'"]?([\w.:/@-]+?)[`'"]?\s+(?:to|into|with)\s+[`'"]?([\w.:/@-]+?)[`'"]?(?=[\s,.;:)]|$)/i;

const asWord = (value: string) => new RegExp(`(?<![\\w])${escapeRegExp(value)}(?![\\w])`);

/** The two values of a "changed from A to B" claim, or null when the claim states no such change. */
export function changeOf(sentence: string): { from: string; to: string } | null {
  const match = CHANGE_FROM_TO.exec(sentence);
  if (match === null || match[1] === match[2]) return null;
  return { from: match[1]!, to: match[2]! };
}

/**
 * A "changed A to B" claim is backed by the edit that shows it: an edit call whose text holds both
 * values, or a file of the diff that removes a line with A and adds one with B. A test run says
 * nothing of which edit was made: without such an edit the claim is left unchecked.
 */
export function judgeChange(claim: Claim, { trajectory, diff }: CheckContext): Judgement | null {
  const change = changeOf(claim.sentence);
  if (change === null) return null;
  const [from, to] = [asWord(change.from), asWord(change.to)];
  const editCalls = [...new Set(trajectory.edits.map((edit) => edit.toolCall).filter((call) => call !== null))].sort((a, b) => a - b);
  for (const index of editCalls.reverse()) {
    const call = trajectory.toolCalls[index];
    if (call === undefined) continue;
    const text = call.command ?? JSON.stringify(call.input);
    if (from.test(text) && to.test(text)) return { verdict: "backed", evidence: [evidence(call.step, `edit · ${clip(text, 120)}`)] };
  }
  for (const file of diff ?? []) {
    const removed = file.lines.find((line) => line.kind === "-" && from.test(line.text));
    const added = file.lines.find((line) => line.kind === "+" && to.test(line.text));
    if (removed && added) return { verdict: "backed", evidence: [evidence(null, `${clip(removed.text.trim(), 60)} → ${clip(added.text.trim(), 60)}`, file.path)] };
  }
  return { verdict: "unchecked", evidence: [] };
}
