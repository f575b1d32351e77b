import type { ToolCall, Trajectory } from "../model.js";
import { plural } from "../words.js";
import { named, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";
import { isCut } from "../shell/cut-mark.js";
import { samePath } from "./paths.js";
import { WROTE } from "./regenerated.js";

/** Paths a program writes for itself, not the work: the temp folder. */
const TEMP = /^\/(?:tmp|var\/tmp)\//;
/**
 * `recovered one secret to /app/secret.txt`, `exported 3 rows into /data/out.csv`: a past-tense verb, a
 * few words, then `to` and an absolute path to a file (its name has a suffix: `Redirected to /login` is
 * a route), as programs report where they put what they made.
 */
const PUT_TO = /\b[a-z]+ed\b(?:[ \t]+[\w-]+){0,4}?[ \t]+(?:to|into)[ \t]+['"`]?(\/(?:[\w.+-]+\/)*[\w+-]+\.[\w.+-]*\w)/gi;
/**
 * `updated ray_processing/process.py`, `Modified: /app/x.yaml`: a program saying it changed a file, named by a path
 * with a folder in it and a suffix (`updated 3 rows` names none).
 */
const CHANGED = /\b(?:updated|modified|patched|rewrote|rewritten)\s*:?\s+['"`]?((?:\/|[\w.-]+\/)(?:[\w.+-]+\/)*[\w+-]+\.[\w.+-]*\w)/gi;

/**
 * The files the output of commands the recorder cut says they wrote (`wrote /app/x`, `saved to …`,
 * `recovered … to …`) that no edit records: a cut command's own text is not read, so what it wrote is
 * known only from what it printed. Temp files are left out. (A path a cut output merely names, such as
 * `3057 /app/gates.txt`, may be an input as well as a product: it is not said to be written.)
 */
export function cutWrites(trajectory: Trajectory): string[] {
  const recorded = (path: string) => trajectory.edits.some((edit) => samePath(edit.path, path));
  const said = new Set<string>();
  for (const call of trajectory.toolCalls) {
    if (call.command === null || !isCut(call.command) || call.output === null) continue;
    for (const pattern of [WROTE, PUT_TO, CHANGED]) {
      for (const found of call.output.matchAll(pattern)) {
        const path = found[1]!.replace(/[.:]$/, "");
        // a relative path only as a program says it changed it: `wrote x` may name what it only mentions
        const named = path.startsWith("/") || pattern === CHANGED;
        if (named && !TEMP.test(path) && !recorded(path)) said.add(path);
      }
    }
  }
  return [...said];
}

/** At most this many files a cut command's output names are named. */
const MAX_NAMED_CUT_WRITES = 2;

/** "; one says it wrote /app/w.json": what the cut commands printed about files they wrote, or nothing. */
export function cutWritesNote(said: readonly string[]): string {
  if (said.length === 0) return "";
  // the summary is plain text (the comment escapes its markdown): paths are named bare
  const more = said.length > MAX_NAMED_CUT_WRITES ? ` and ${said.length - MAX_NAMED_CUT_WRITES} more` : "";
  return `; ${said.length === 1 ? "one says it wrote" : "they say they wrote"} ${said.slice(0, MAX_NAMED_CUT_WRITES).join(", ")}${more}`;
}

/** At most this many commands the recorder cut are listed by step. */
const MAX_LISTED_CUT = 3;

/** The commands the recorder cut, with their index among the tool calls. */
export function cutCalls(trajectory: Trajectory): { call: number; step: number }[] {
  const cut = (call: ToolCall) => call.command !== null && isCut(call.command);
  return trajectory.toolCalls.flatMap((call, index) => (cut(call) ? [{ call: index, step: call.step }] : []));
}

/**
 * No edit of the work in the transcript. Commands the recorder cut may have written it (a here-document
 * that regenerates the deliverable): the sentence leads with that, never with "no edit of the work".
 */
export function noEditRecorded(trajectory: Trajectory, cut: readonly { call: number; step: number }[]): string {
  const other = trajectory.edits.at(-1);
  const recorded = other === undefined
    ? ""
    : `${trajectory.edits.length === 1 ? "the one edit recorded is" : `the ${plural(trajectory.edits.length, "edit")} recorded are`} to temp files, caches, outputs made again, files later deleted or paths not there; the last, ${named(other.path)}, ${stepLabel(other.step)}`;
  if (cut.length === 0) return other === undefined ? "No file edits recorded" : `No edit of the work (${recorded})`;
  const steps = cut.slice(0, MAX_LISTED_CUT).map((call) => stepLabel(call.step)).join(", ") + (cut.length > MAX_LISTED_CUT ? ", …" : "");
  const what = cut.length === 1 ? "a command" : `${cut.length} commands`;
  const lead = `No edit of the work is recorded, but the recorder cut ${what} (${steps}), and what ${cut.length === 1 ? "it" : "they"} wrote is not known${cutWritesNote(cutWrites(trajectory))}`;
  return other === undefined ? lead : `${lead} (${recorded})`;
}

/** Where the check stands against the cut commands, which may have written the work. */
export function afterCut(last: VerificationRun, cut: readonly { call: number; step: number }[]): string {
  const lastCut = cut.at(-1);
  if (lastCut === undefined) return "";
  // the check's own line may be the last one cut: what it wrote is its own output, not an edit before it
  if (lastCut.call === last.call) return cut.length === 1 ? ", itself that command" : ", itself the last of them";
  if (lastCut.call < last.call) return cut.length === 1 ? ", after it" : ", after the last of them";
  return `, before the last of them (${stepLabel(lastCut.step)})`;
}

/**
 * "; 1 more command the recorder cut exited non-zero after the edit (step 31, exit 1)": cut commands after `fromCall`
 * that no check was read from and that exited non-zero. Their text is not shown, so whether each was a
 * check is unknown, but a scan that exits 1 printing its hits may be one that failed.
 */
export function cutFailuresNote(trajectory: Trajectory, fromCall: number, read: ReadonlySet<number>): string {
  const cutFailure = (call: ToolCall) => call.command !== null && isCut(call.command) && call.exitCode !== null && call.exitCode > 0;
  const failed = trajectory.toolCalls.filter((call, index) => index > fromCall && !read.has(index) && cutFailure(call));
  if (failed.length === 0) return "";
  const steps = failed.slice(0, MAX_LISTED_CUT).map((call) => `${stepLabel(call.step)}, exit ${call.exitCode}`).join("; ");
  const more = failed.length > MAX_LISTED_CUT ? `; ${failed.length - MAX_LISTED_CUT} more` : "";
  return `; ${failed.length === 1 ? "1 more command the recorder cut" : `${failed.length} more commands the recorder cut`} exited non-zero after the edit (${steps}${more})`;
}
