import { markerLine } from "../../report/comment.js";
import { code, neutralize } from "../../report/sanitize.js";

/** GitHub refuses a comment body longer than this. */
export const MAX_BODY_CHARS = 65_536;
/** Notes (provenance, unknown changes) are a few lines; a longer one is cut to keep the verdict readable. */
const MAX_NOTE_CHARS = 600;
const MAX_NOTES = 8;
const DETAILS_OPEN = "<details><summary>🔍 Technical details</summary>";

export interface Note {
  text: string;
  /** A warning (something may be wrong) rather than information. */
  warning: boolean;
}

/**
 * Adds the action's notes (where the transcript came from, what could not be read) above the
 * technical details. Notes hold untrusted names (branches, artifact names): neutralized here.
 */
export function withNotes(markdown: string, notes: Note[]): string {
  if (notes.length === 0) return capBody(markdown);
  const shown = notes.slice(0, MAX_NOTES).map((note) => `> ${note.warning ? "⚠️" : "ℹ️"} ${neutralize(cut(note.text, MAX_NOTE_CHARS))}`);
  if (notes.length > MAX_NOTES) shown.push(`> … and ${notes.length - MAX_NOTES} more notes in the JSON report`);
  const block = `${shown.join("\n")}\n\n`;
  const at = markdown.indexOf(DETAILS_OPEN);
  const body = at === -1 ? `${markdown}\n${block}` : `${markdown.slice(0, at)}${block}${markdown.slice(at)}`;
  return capBody(body);
}

/** The last guard before posting: a body over GitHub's limit is cut, with a marker saying how much. */
export function capBody(body: string): string {
  if (body.length <= MAX_BODY_CHARS) return body;
  const tail = (omitted: number) => `\n\n[… ${omitted} characters omitted: see the job summary or the JSON report]\n`;
  const closing = "\n</details>";
  const keep = MAX_BODY_CHARS - tail(body.length).length - closing.length;
  let kept = body.slice(0, keep);
  // do not leave half of a surrogate pair at the cut
  if (/[\ud800-\udbff]$/.test(kept)) kept = kept.slice(0, -1);
  const open = kept.lastIndexOf("<details>") > kept.lastIndexOf("</details>");
  return `${kept}${open ? closing : ""}${tail(body.length - kept.length)}`;
}

/** The comment for a run whose commit is no longer the PR head: no verdict for the wrong commit. */
export function staleBody(verifiedSha: string, headSha: string, runUrl: string | null): string {
  const run = runUrl === null ? "This run" : `[This run](${runUrl})`;
  return [
    markerLine(verifiedSha, "stale"),
    `**Stale: superseded by ${code(headSha)}**`,
    `${run} verified ${code(verifiedSha.slice(0, 12))}, but the PR head moved to ${code(headSha.slice(0, 12))} while it ran; `
      + "the verdict for the new head comes from the run for that commit.",
    "",
  ].join("\n");
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)} [… ${text.length - max} characters omitted]`;
}
