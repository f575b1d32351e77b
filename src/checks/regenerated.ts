import type { Edit, ToolCall, Trajectory } from "../model.js";
import { heldReads, lineRuns } from "./held-reads.js";
import { isUnder, sameFile, samePath } from "./paths.js";
import { simpleCommands } from "./simple-commands.js";
import picomatch from "picomatch";

/**
 * Deletes of a file a program of the session then says it wrote again (`rm -f invoices/summary.csv;
 * python3 process.py` whose log reads `Wrote /app/invoices/summary.csv`), or of a folder it says it filled
 * again (`Moved a.jpg -> /app/other`) or a clone made again: the agent reset an output
 * before a re-run. The program's product is not a change of the work, so the delete is none either.
 */

/** How many calls after a delete are read for the program's word that it wrote the file again. */
const MAX_CALLS_AFTER = 40;

/** A program's own line saying it wrote a file: `Wrote x`, `Saved to x`, `written to x`, `Created x`. */
export const WROTE = /\b(?:wrote|written(?: to)?|saved(?: to)?|created|generated|writing)\s*:?\s+['"`]?([^\s'"`,;]+)/gi;
/** `git clone` names the folder it makes: a folder deleted and then cloned again is fetched, not the agent's change. */
const CLONED = /\bCloning into ['"`]?([^\s'"`]+?)['"`]?\.{3}/;

export function regeneratedDeletes(trajectory: Trajectory): Set<Edit> {
  const regenerated = new Set<Edit>();
  for (const edit of trajectory.edits) {
    if (edit.kind !== "delete" || edit.toolCall === null) continue;
    const name = edit.path.split("/").pop() ?? "";
    // a file's name has an extension; a folder counts only when a clone names it
    const folder = !/\.\w+$/.test(name);
    const later = (other: Edit) => other.toolCall !== null && other.toolCall > edit.toolCall! && samePath(other.path, edit.path);
    const rewrittenBy = trajectory.edits.find(later);
    const until = Math.min(rewrittenBy?.toolCall ?? Infinity, edit.toolCall + 1 + MAX_CALLS_AFTER, trajectory.toolCalls.length);
    for (let call = edit.toolCall; call < until; call += 1) {
      const output = trajectory.toolCalls[call]!.output;
      const again = (call === edit.toolCall && shownAgainInLine(trajectory.toolCalls[call]!, edit.path)) || (folder
        ? clonedAgain(output, name, edit.path) || filledAgain(output, edit.path)
        : saysWrote(output, name, edit.path) || listedAgain(trajectory, call, edit, name));
      if (again) {
        regenerated.add(edit);
        break;
      }
    }
  }
  return regenerated;
}

/**
 * `rm -rf /app/sqlite; tar -xzf src.tar.gz -C /app; cd /app/sqlite; ./configure`: a file test, a read or a
 * `cd` after the `rm` in its own line held, so the line made the path again before it ended.
 */
export function shownAgainInLine(call: ToolCall, path: string): boolean {
  if (call.command == null || call.exitCode !== 0 || !call.command.includes(path.split("/").pop() ?? path)) return false;
  const runs = lineRuns(call.command);
  const removed = runs.findIndex((run) => run.changes.some((change) => change.kind === "delete" && samePath(change.path, path)));
  return removed !== -1 && heldReads(call).some((read) => read.at > removed && samePath(read.path, path));
}

/** A long listing's line for a regular file: `-rw-r--r-- 1 root root 2 Aug  8 21:40 /app/prediction.txt`. */
const LONG_FILE_LINE = /^-[rwxsStT-]{9}\S*\s+.*\s(\S+)$/gm;

/**
 * `rm -f out.txt && ./tool in > log && ls -l out.txt` listed the file after the delete with no write of
 * the agent's between: a program made it again. In the delete's own call, only an `ls` after the `rm`.
 */
function listedAgain(trajectory: Trajectory, call: number, edit: Edit, name: string): boolean {
  const { output, command } = trajectory.toolCalls[call]!;
  if (output === null || !output.includes(name)) return false;
  const named = [...output.matchAll(LONG_FILE_LINE)].some((found) => namesFile(found[1]!, name, edit.path));
  if (!named || call !== edit.toolCall) return named;
  const line = simpleCommands(command ?? "");
  const names = (word: string) => namesFile(word, name, edit.path) || globNames(word, edit.path);
  const removed = line.findIndex((item) => item.words[0] === "rm" && item.words.some(names));
  return removed !== -1 && line.slice(removed + 1).some((item) => item.words[0] === "ls" && item.words.some(names));
}

/** `rm -f *.gcda`, `ls -la /app/out/*.gcda`: a glob naming the file, by its whole path or, without a folder, by its name. */
function globNames(word: string, path: string): boolean {
  if (!/[*?[]/.test(word)) return false;
  return word.includes("/") ? picomatch(word)(path) : picomatch(word, { basename: true })(path);
}

function namesFile(written: string, name: string, path: string): boolean {
  return written === name || samePath(written, path) || (written.endsWith(`/${name}`) && path.endsWith(written.replace(/^\.?\//, "")));
}

/** The output says its program wrote the file (`created test.png`, `Saved to /app/out.json`). */
export function saysWrote(output: string | null, name: string, path: string): boolean {
  if (output === null || !output.includes(name)) return false;
  for (const found of output.matchAll(WROTE)) {
    const written = found[1]!;
    if (namesFile(written, name, path)) return true;
  }
  return false;
}

/** A program's line saying it moved or copied a file into a folder: `Moved a.jpg -> /app/other`, `copied x to out/`. */
const MOVED_INTO = /\b(?:moved|copied)\s+\S+\s*(?:->|→|\bto\b|\binto\b)\s*['"`]?([^\s'"`,;]+)/gi;

/** The output of a program says it wrote or moved files into the folder (`Moved a.jpg -> /app/other`, `Wrote /app/other/s.csv`). */
function filledAgain(output: string | null, folder: string): boolean {
  if (output === null || !output.includes(folder.split("/").pop() ?? folder)) return false;
  const into = (written: string) => samePath(written.replace(/\/+$/, ""), folder) || isUnder(written, folder);
  return [...output.matchAll(MOVED_INTO), ...output.matchAll(WROTE)].some((found) => into(found[1]!));
}

function clonedAgain(output: string | null, name: string, path: string): boolean {
  const into = output === null ? undefined : CLONED.exec(output)?.[1];
  return into !== undefined && name !== "" && (into === name || samePath(into, path) || path.endsWith(`/${into.replace(/^\.?\//, "")}`));
}

/**
 * A file the transcript shows only being deleted, which a program the agent ran before said it
 * wrote (`created test_rgb.png`, then `rm -f test_rgb.png`): made and removed in the session, scratch.
 */
export function madeThenDeleted(trajectory: Trajectory, path: string): boolean {
  const name = path.split("/").pop() ?? "";
  const deletes = trajectory.edits.filter((edit) => edit.kind === "delete" && edit.toolCall !== null && sameFile(edit.path, path));
  if (name === "" || deletes.length === 0 || trajectory.edits.some((edit) => edit.kind !== "delete" && sameFile(edit.path, path))) return false;
  const first = Math.min(...deletes.map((edit) => edit.toolCall!));
  return trajectory.toolCalls.slice(0, first).some((call) => saysWrote(call.output, name, path));
}
