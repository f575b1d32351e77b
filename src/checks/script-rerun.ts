import type { Edit, Trajectory } from "../model.js";
import { isCut } from "../shell/cut-mark.js";
import { unwrap } from "../shell/wrappers.js";
import { sameFile } from "./paths.js";
import { simpleCommands } from "./simple-commands.js";
import { escapeRegExp } from "../words.js";
export { laterNotesNote } from "./later-notes.js";
export { betweenVersionsNote } from "./between-versions.js";
import { stepLabel } from "./quote.js";

/** Interpreters that run the script file they are given first (`bash start.sh`, `python3 run.py`). */
export const SCRIPT_RUNNERS = /^(?:ba|z|da)?sh$|^python\d?(?:\.\d+)?$|^node$|^ruby$|^perl$/;

/** True when one of the line's commands runs the file itself: `./start.sh`, `/app/start.sh`, `bash start.sh`. */
function runsFile(command: string, path: string): boolean {
  const name = path.split("/").at(-1) ?? path;
  if (!command.includes(name)) return false;
  return simpleCommands(command).some((item) => {
    const unwrapped = unwrap(item.words);
    if (!("argv" in unwrapped)) return false;
    const [program = "", ...args] = unwrapped.argv;
    // an interpreter's own flags come first (`python3 -u server.py`); `-m`, `-c` run no file
    const script = args.find((arg) => !arg.startsWith("-") || arg === "-m" || arg === "-c") ?? "";
    const target = SCRIPT_RUNNERS.test(program.split("/").at(-1) ?? "") ? (script.startsWith("-") ? "" : script) : program;
    return target !== "" && sameFile(target.replace(/^\.\//, ""), path.replace(/^\.\//, ""));
  });
}

/**
 * The step at which the agent last ran the edited file itself, when it ran it before the edit and
 * never after: checks after the edit may observe what that earlier version started (a server, a VM),
 * not the file as it ends. Null when it ran it after the edit, or never.
 */
export function lastRunBefore(trajectory: Trajectory, edit: Edit): number | null {
  if (edit.toolCall === null || edit.kind === "delete") return null;
  const calls = trajectory.toolCalls;
  const runs = (index: number) => calls[index]!.command !== null && runsFile(calls[index]!.command!, edit.path);
  // a later line that names the file (`bin/test tests/test_x.py`, `import steal`) may run it; a cut one may too
  const stem = (edit.path.split("/").at(-1) ?? edit.path).replace(/\.\w+$/, "");
  const names = new RegExp(`(?<![\\w-])${escapeRegExp(stem)}(?![\\w-])`);
  for (let index = edit.toolCall + 1; index < calls.length; index += 1) {
    const command = calls[index]!.command;
    if (command !== null && (names.test(command) || isCut(command))) return null;
  }
  // the editing call itself may run the file after writing it (`cat > s.sh <<EOF … EOF; bash s.sh`)
  if (runs(edit.toolCall)) return null;
  for (let index = edit.toolCall - 1; index >= 0; index -= 1) if (runs(index)) return calls[index]!.step;
  return null;
}

/** "; `start.sh` itself was last run at step 32, before that edit": a check after it may see what the old version started. */
export function notRerun(trajectory: Trajectory, edit: Edit): string {
  const step = lastRunBefore(trajectory, edit);
  const name = edit.path.split("/").at(-1) ?? edit.path;
  return step === null ? "" : `; \`${name}\` itself was last run at ${stepLabel(step)}, before that edit: what the check saw may come from the earlier version`;
}
