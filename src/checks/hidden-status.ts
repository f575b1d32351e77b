import type { SimpleCommand } from "./simple-commands.js";

/**
 * Whether the line's status can differ from this command's: something after it is joined by a
 * pipe (without pipefail), `||`, `&`, or `;` (without `set -e`), or it runs inside `$(…)`.
 */
export function hidesStatus(command: SimpleCommand, line: readonly SimpleCommand[]): boolean {
  // the shell reading says whether a failure here reaches the call's status: through `&&` to the
  // chain's end, through a pipe only with pipefail, and under `set -e` out of the line at once
  if (command.masked) return true;
  // inside `$(…)` and unmasked: an assignment's last substitution whose failure stops the script or ends the line
  if (command.nested) return false;
  const top = topLevel(line);
  return !top.commands.has(command) || top.lastHides;
}

/** A line's commands outside `$(…)`, and whether its last one is followed by an operator that hides its status; read once per line. */
function topLevel(line: readonly SimpleCommand[]): { commands: ReadonlySet<SimpleCommand>; lastHides: boolean } {
  const known = topLevels.get(line);
  if (known !== undefined) return known;
  const top = line.filter((item) => !item.nested);
  const next = top.at(-1)?.next ?? null;
  const read = { commands: new Set(top), lastHides: next !== null && next !== ";" };
  topLevels.set(line, read);
  return read;
}
const topLevels = new WeakMap<readonly SimpleCommand[], { commands: ReadonlySet<SimpleCommand>; lastHides: boolean }>();
