import type { Edit, Trajectory } from "../model.js";
import { parseSedScript, undoes, type SedCommand } from "../shell/sed-script.js";
import { unwrap } from "../shell/wrappers.js";
import { samePath } from "./paths.js";
import { simpleCommands } from "./simple-commands.js";
import { stepLabel } from "./quote.js";
import { deletesOriginalLines, restoresOriginalLines } from "./original-lines.js";

/** A call whose sed edit put the work back as it was before the agent's first change. */
export interface Undo {
  /** The position of the sed command in the call's simple commands. */
  command: number;
  why: string;
}

/** The in-place sed edits of one file one call made (`sed -i '19s/a/b/' f && sed -i '314s/c/d/' f`). */
interface SedEdit {
  path: string;
  seds: SedCommand[];
  /** The position of the call's last sed command among its simple commands. */
  command: number;
  step: number;
}

/**
 * True when each sed of the later call undoes a different one of the earlier call's, and no sed is left
 * over; `butEmptyLines`: an insert's empty lines at its end may stay (sed-script.ts).
 */
function undoesAll(trajectory: Trajectory, later: SedEdit, earlier: SedEdit, butEmptyLines = false): boolean {
  if (!samePath(later.path, earlier.path) || later.seds.length !== earlier.seds.length) return false;
  const left = [...earlier.seds];
  // a change of numbered lines undone by writing back what a read before the first edit showed there
  const restores = (sed: SedCommand, other: SedCommand) => restoresOriginalLines(trajectory, later.path, sed, other);
  for (const sed of later.seds) {
    const match = left.findIndex((other) => undoes(sed, other) || (butEmptyLines && undoes(sed, other, true)) || restores(sed, other));
    if (match < 0) return false;
    left.splice(match, 1);
  }
  return true;
}

/**
 * The calls after which the work is the original code again because the agent undid its own sed
 * edits with sed (`s/a/b/` then `s/b/a/`; lines inserted, then the same lines deleted). Edits are
 * followed as a stack: an edit that undoes the last one standing takes it off; any other change
 * (another tool, a program, a script) stays, and while it stands the code is not the original.
 */
export function undoneChanges(trajectory: Trajectory, work: Edit[]): Map<number, Undo> {
  const standing: (SedEdit | null)[] = [];
  const undone = new Map<number, Undo>();
  for (const [call, edits] of editsByCall(work)) {
    const edit = sedEditOf(trajectory, call, edits);
    const last = standing.at(-1);
    const exact = edit !== null && last != null && undoesAll(trajectory, edit, last);
    // the code as it was but for an empty line: it runs as the original did
    if (edit !== null && last != null && (exact || undoesAll(trajectory, edit, last, true))) {
      standing.pop();
      const but = exact ? "" : " but for the empty line it inserted";
      const why = `with the change undone (\`sed\` reverses ${stepLabel(last.step)}${but})`;
      if (standing.length === 0) undone.set(call, { command: edit.command, why });
    } else standing.push(edit);
  }
  return undone;
}

/**
 * Files the agent changed only by sed edits that later sed edits undid, each reversing the last one
 * standing (`sed -i '314s/a/b/' f`, then `sed -i '314s/b/a/' f`): the file ends as it began.
 */
export function sedRestoredPaths(trajectory: Trajectory, edits: Edit[]): Set<string> {
  const stacks = new Map<string, (SedEdit | null)[]>();
  for (const [call, callEdits] of editsByCall(edits)) {
    for (const path of new Set(callEdits.map((edit) => edit.path))) {
      const stack = stacks.get(path) ?? [];
      stacks.set(path, stack);
      const edit = sedEditOf(trajectory, call, callEdits.filter((other) => other.path === path));
      const last = stack.at(-1);
      if (edit !== null && last != null && undoesAll(trajectory, edit, last)) stack.pop();
      else stack.push(edit);
    }
  }
  return new Set([...stacks].filter(([, stack]) => stack.length === 0).map(([path]) => path));
}

/** The edits grouped by the call that made them, in call order. */
function editsByCall(edits: Edit[]): [number, Edit[]][] {
  const byCall = new Map<number, Edit[]>();
  for (const edit of edits) if (edit.toolCall !== null) byCall.set(edit.toolCall, [...(byCall.get(edit.toolCall) ?? []), edit]);
  return [...byCall].sort(([a], [b]) => a - b);
}

/** The call's edit when its only programs that edit are `sed -i SCRIPT FILE` of one file, the file its work edits record. */
function sedEditOf(trajectory: Trajectory, call: number, edits: Edit[]): SedEdit | null {
  const record = trajectory.toolCalls[call];
  if (record?.command == null) return null;
  const commands = simpleCommands(record.command);
  const seds = commands.flatMap((command, index) => {
    const unwrapped = unwrap(command.words);
    return "argv" in unwrapped && unwrapped.argv[0] === "sed" && !command.nested ? [{ argv: unwrapped.argv, index }] : [];
  });
  if (seds.length === 0) return null;
  const parsed: { path: string; sed: SedCommand }[] = [];
  for (const { argv } of seds) {
    const operands = argv.slice(1).filter((word) => !word.startsWith("-"));
    if (!argv.some((word) => /^-[a-zA-Z]*i/.test(word)) || operands.length !== 2) return null;
    const [script, path] = operands as [string, string];
    const sed = parseSedScript(script);
    // a delete whose pattern matched the file before any edit took original lines too: no undo
    if (sed === null || deletesOriginalLines(trajectory, path, sed)) return null;
    parsed.push({ path, sed });
  }
  const path = parsed[0]!.path;
  if (!parsed.every((item) => samePath(item.path, path)) || !edits.every((edit) => samePath(edit.path, path))) return null;
  return { path, seds: parsed.map((item) => item.sed), command: seds.at(-1)!.index, step: record.step };
}
