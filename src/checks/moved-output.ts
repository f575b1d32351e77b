import type { SimpleCommand } from "./simple-commands.js";

/**
 * `python3 fix.py < a.py > a.py.tmp && mv a.py.tmp a.py`: the file the command wrote is moved over
 * another by a later command of the line, so the command made that file's new content. It is an
 * edit made through a program, not a check of the work.
 */
export function outputMovedOver(command: SimpleCommand, after: readonly SimpleCommand[]): boolean {
  if (command.writes.length === 0) return false;
  return after.some((later) => {
    const [verb, ...args] = later.words;
    const operands = args.filter((arg) => !arg.startsWith("-"));
    return verb === "mv" && operands.length === 2 && command.writes.includes(operands[0]!);
  });
}
