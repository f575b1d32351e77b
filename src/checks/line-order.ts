import type { Edit } from "../model.js";
import { samePath } from "./paths.js";
import { simpleCommands } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";

/**
 * The run came before, in its own line, the command that made the edit (`make && cp pmars
 * /usr/local/bin/pmars`): the shell ran them in that order, so the run saw the file as it was before.
 * A loop may run the writer before the run on a later pass, and commands joined by a pipe or `&`
 * run at once (`mix dialyzer | tee log.txt`), so only a sequence (`&&`, `||`, `;`) orders them.
 */
export function ranBeforeWriteInLine(run: VerificationRun, edit: Edit): boolean {
  if (run.call !== edit.toolCall) return false;
  const line = simpleCommands(run.command);
  const runner = line[run.lineIndex];
  if (runner === undefined || runner.loop) return false;
  const writer = line.findIndex((command) => command.writes.some((path) => samePath(path, edit.path)));
  if (writer <= run.lineIndex || line[writer]!.loop) return false;
  return line.slice(run.lineIndex, writer).some((command) => SEQUENCE.has(command.next));
}

/** Joiners after which the next command starts only once the one before has ended. */
const SEQUENCE: ReadonlySet<string | null> = new Set(["&&", "||", ";"]);

/** The run is the command that made the last edit (`python3 - <<EOF … open("answer.txt", "w") …`). */
export function producedLastEdit(run: VerificationRun, lastEdit: Edit): boolean {
  return run.call === lastEdit.toolCall && (run.writes ?? []).some((path) => samePath(path, lastEdit.path));
}
