import type { Edit, Trajectory } from "../model.js";
import { parseSedScript, undoes, type SedCommand } from "../shell/sed-script.js";
import { unwrap } from "../shell/wrappers.js";
import { samePath } from "./paths.js";
import { simpleCommands } from "./simple-commands.js";
import { stepLabel } from "./quote.js";

/** A call whose sed edit put the work back as it was before the agent's first change. */
export interface Undo {
  /** The position of the sed command in the call's simple commands. */
  command: number;
  why: string;
}

/** An in-place sed edit of one file, as one call made it. */
interface SedEdit {
  path: string;
  sed: SedCommand;
  command: number;
  step: number;
}

/**
 * The calls after which the work is the original code again because the agent undid its own sed
 * edits with sed (`s/a/b/` then `s/b/a/`; lines inserted, then the same lines deleted). Edits are
 * followed as a stack: an edit that undoes the last one standing takes it off; any other change
 * (another tool, a program, a script) stays, and while it stands the code is not the original.
 */
export function undoneChanges(trajectory: Trajectory, work: Edit[]): Map<number, Undo> {
  const byCall = new Map<number, Edit[]>();
  for (const edit of work) if (edit.toolCall !== null) byCall.set(edit.toolCall, [...(byCall.get(edit.toolCall) ?? []), edit]);
  const standing: (SedEdit | null)[] = [];
  const undone = new Map<number, Undo>();
  for (const call of [...byCall.keys()].sort((a, b) => a - b)) {
    const edit = sedEditOf(trajectory, call, byCall.get(call)!);
    const last = standing.at(-1);
    if (edit !== null && last != null && samePath(last.path, edit.path) && undoes(edit.sed, last.sed)) {
      standing.pop();
      const why = `with the change undone (\`sed\` reverses ${stepLabel(last.step)})`;
      if (standing.length === 0) undone.set(call, { command: edit.command, why });
    } else standing.push(edit);
  }
  return undone;
}

/** The call's edit when it is one `sed -i SCRIPT FILE` and the work edits it records are of that file. */
function sedEditOf(trajectory: Trajectory, call: number, edits: Edit[]): SedEdit | null {
  const record = trajectory.toolCalls[call];
  if (record?.command == null) return null;
  const commands = simpleCommands(record.command);
  const seds = commands.flatMap((command, index) => {
    const unwrapped = unwrap(command.words);
    return "argv" in unwrapped && unwrapped.argv[0] === "sed" && !command.nested ? [{ argv: unwrapped.argv, index }] : [];
  });
  if (seds.length !== 1) return null;
  const { argv, index } = seds[0]!;
  const operands = argv.slice(1).filter((word) => !word.startsWith("-"));
  if (!argv.some((word) => /^-[a-zA-Z]*i/.test(word)) || operands.length !== 2) return null;
  const [script, path] = operands as [string, string];
  const sed = parseSedScript(script);
  if (sed === null || !edits.every((edit) => samePath(edit.path, path))) return null;
  return { path, sed, command: index, step: record.step };
}
