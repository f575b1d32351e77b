import type { Edit, ToolCall } from "../model.js";
import { simpleCommands, unwrappedWords, type SimpleCommand } from "./simple-commands.js";
import { programName } from "../shell/program.js";
import { checkerOf } from "./checkers.js";
import { samePath } from "./paths.js";

/**
 * A file whose every write captured a check's output (`pytest -q | tee test_output.txt`, `npm test > out.txt`):
 * what the check printed, not part of the work, so a PR without it lacks nothing.
 */
export function capturedCheckOutput(path: string, edits: readonly Edit[], calls: readonly ToolCall[]): boolean {
  const writes = edits.filter((edit) => samePath(edit.path, path) && edit.kind !== "delete");
  return writes.length > 0 && writes.every((edit) => {
    const line = edit.toolCall === null ? null : calls[edit.toolCall]?.command;
    return line != null && checkOutputFiles(simpleCommands(line)).some((written) => samePath(written, path));
  });
}

/** The files a line sends a check's output to: the check's own redirections, and those of a `tee` it pipes into. */
export function checkOutputFiles(commands: readonly SimpleCommand[]): string[] {
  return commands.flatMap((command, index) => {
    const words = unwrappedWords(command);
    const checks = programName(words[0] ?? "") === "tee"
      ? index > 0 && commands[index - 1]!.next === "|" && checkerOf(unwrappedWords(commands[index - 1]!)) !== null
      : checkerOf(words) !== null;
    return checks ? command.writes : [];
  });
}
