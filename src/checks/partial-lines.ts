import { REPLACE_FIELDS } from "../transcript/notes-only.js";
/**
 * An edit that replaced part of a line (`old_string: "if (!/^\d+$/.test(t))"` inside a longer line): the PR's
 * added line holds the new text with the rest of the line as it was, so it is not the text the edit wrote,
 * yet the edit wrote it. An added line is the edit's when putting the old text back where the new text
 * stands gives a line the PR removes.
 */

/** Line pairs (old, new) of each replacement an edit call's input makes, when old and new have as many lines. */
export function replacedLines(input: unknown): Array<readonly [string, string]> {
  if (typeof input !== "object" || input === null) return [];
  const record = input as Record<string, unknown>;
  const nested = Array.isArray(record.edits) ? record.edits.flatMap((edit) => replacedLines(edit)) : [];
  const own = REPLACE_FIELDS.flatMap(([from, to]) => {
    const [before, after] = [record[from], record[to]];
    if (typeof before !== "string" || typeof after !== "string") return [];
    const [old, now] = [before.split(/\r?\n/), after.split(/\r?\n/)];
    return old.length === now.length ? now.map((line, index) => [old[index]!.trim(), line.trim()] as const) : [];
  });
  return [...own, ...nested].filter(([old, now]) => now !== "" && old !== now);
}

/** Whether the added line is a removed one with a replacement's old text changed to its new text. */
export function replacedInLine(added: string, removed: ReadonlySet<string>, pairs: ReadonlyArray<readonly [string, string]>): boolean {
  const line = added.trim();
  return pairs.some(([old, now]) => {
    const at = line.indexOf(now);
    return at >= 0 && removed.has(`${line.slice(0, at)}${old}${line.slice(at + now.length)}`.trim());
  });
}
