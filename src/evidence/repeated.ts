/**
 * Rule 1 across a verification's inputs (seen-secrets.ts): the transcript, the PR's diff and its
 * description are redacted each on its own, and a value found in one is hidden in the others, before
 * the checks quote them, the judge reads them or the report is built. Files read back from the PR's
 * head are texts of the same verification.
 */
import type { Trajectory } from "../model.js";
import type { ReadBack } from "./readback.js";
import type { SeenSecrets } from "./seen-secrets.js";

/**
 * Hides in the trajectory the values the diff and the description added (`seen` held `known` values
 * when the trajectory was built), and in those texts every value found, in place, counted with each
 * text; returns how many occurrences the trajectory had.
 */
export function hideRepeated(
  seen: SeenSecrets, known: number, trajectory: Trajectory, texts: ({ text: string; count: number } | null)[],
): number {
  for (const text of texts) {
    if (text === null) continue;
    const redacted = seen.redact(text.text);
    text.text = redacted.text;
    text.count += redacted.count;
  }
  return seen.size > known ? seen.redactDeep(trajectory) : 0;
}

/** The files read back with the values found elsewhere hidden in their texts too. */
export function hideRepeatedIn(seen: SeenSecrets, files: Map<string, ReadBack> | null): Map<string, ReadBack> | null {
  if (files === null || seen.size === 0) return files;
  for (const [path, file] of files) {
    if (file.state !== "text") continue;
    const { text, count } = seen.redact(file.text);
    if (count > 0) files.set(path, { ...file, text, redactions: file.redactions + count });
  }
  return files;
}
