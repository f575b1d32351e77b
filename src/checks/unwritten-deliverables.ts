import type { Trajectory } from "../model.js";
import { escapeRegExp } from "../words.js";
import { sameFile } from "./paths.js";
import { taskPaths } from "./work.js";
import { isCut } from "../shell/cut-mark.js";

/**
 * The files a task asks the agent to make (`write a file called /app/steal.py`, `save … to
 * /app/stolen_A1.npy`) that no step of the transcript wrote or named: said when a run stopped before it
 * finished, since a reader weighing an unfinished run should know the deliverable was never made.
 */

/** Verbs that ask for a file to be made, a few words before its path in the same sentence. */
const MAKE_VERB = /\b(?:write|writes|create|creates|save|saves|generate|produce|output|store|put|place|emit|dump)\b[^.;:\n]{0,60}$/i;
/** Words between the verb and the path that make the path a source, not a product (`save the data from /app/x`). */
const SOURCE_WORD = /\b(?:from|in|reads?|loads?|using|with|of)\s+[^\s]*$/i;

export function unwrittenDeliverables(trajectory: Trajectory): string[] {
  const task = trajectory.task ?? "";
  // a sentence's full stop is no part of the path (`… save it to /app/out.txt.`)
  const asked = taskPaths(task).map((path) => path.replace(/\.+$/, "")).filter((path) => asksFor(task, path));
  // a command the recorder cut may name it in the part not shown
  if (asked.length === 0 || trajectory.toolCalls.some((call) => call.command != null && isCut(call.command))) return [];
  // a program may write it without an edit on record (`python3 steal.py` saving `stolen_A1.npy`): only a name
  // no tool call's input or output ever holds is surely not made
  const seen = (name: string) => trajectory.toolCalls.some((call) => JSON.stringify(call.input).includes(name) || (call.output ?? "").includes(name));
  return asked.filter((path) => !trajectory.edits.some((edit) => sameFile(edit.path, path)) && !seen(path.split("/").at(-1)!));
}

/** The task's text puts a making verb before the path, in the same sentence, with no source word right before it. */
function asksFor(task: string, path: string): boolean {
  for (const found of task.matchAll(new RegExp(`${escapeRegExp(path)}(?![\\w/.-])`, "g"))) {
    const before = task.slice(Math.max(0, found.index! - 80), found.index!).replace(/[`'"]/g, "");
    if (MAKE_VERB.test(before) && !SOURCE_WORD.test(before)) return true;
  }
  return false;
}
