import type { SimpleCommand } from "./simple-commands.js";

/**
 * Agents separate the parts of one command line with echoes (`a; echo ===; b | tail -3; echo ===; c`).
 * The line has one output, but each literal echo prints a line the transcript shows, in order: what
 * lies between two of them is what the commands between them printed. A verdict printed by `b` is
 * then `b`'s, not `c`'s.
 */

/** Commands that print nothing of their own besides what they pass on from the command before. */
const PASSES_ON = new Set(["tail", "head", "grep", "egrep", "tee", "sort", "uniq", "cut", "tr", "sed", "awk", "wc", "column", "nl", "fold"]);

/**
 * The part of `output` the command at `index` of the line (its top-level commands) printed, when
 * literal echoes bound it on both sides, or before it with nothing printing after it; else null.
 */
export function ownSegment(line: readonly SimpleCommand[], index: number, output: string | null): string | null {
  if (output === null) return null;
  const echoes = line.flatMap((command, position) => {
    const text = echoedText(command);
    return text === null || command.nested ? [] : [{ position, text }];
  });
  const before = echoes.findLast((echo) => echo.position < index);
  const after = echoes.find((echo) => echo.position > index);
  if (before === undefined) return null;
  const between = line.slice(index + 1, after?.position ?? line.length).filter((command) => !command.nested);
  const pipedOnly = between.every((command) => PASSES_ON.has(command.words[0] ?? "") || /^\w+=/.test(command.words[0] ?? ""));
  if (!pipedOnly || line.slice(before.position + 1, index).some((command) => !command.nested && prints(command))) return null;
  const lines = output.split(/\r?\n/);
  const found = locate(echoes, lines);
  const start = found.get(before.position);
  const end = after === undefined ? lines.length : found.get(after.position);
  if (start === undefined || end === undefined || end <= start) return null;
  return lines.slice(start + 1, end).join("\n");
}

/** The line a literal `echo` prints; null for an echo of a variable or a command's output. */
function echoedText(command: SimpleCommand): string | null {
  if (command.words[0] !== "echo" || command.writes.length > 0) return null;
  const words = command.words.slice(1).filter((word, index) => !(index === 0 && /^-[neE]+$/.test(word)));
  const text = words.join(" ");
  return text.trim() === "" || /[$`\\]/.test(text) ? null : text;
}

/** Commands before ours that could print: any but assignments, `cd` and `set`. */
function prints(command: SimpleCommand): boolean {
  const program = command.words[0] ?? "";
  return !/^(?:\w+=.*|cd|set|export|true|:)$/.test(program) && command.writes.length === 0;
}

/** The output line each echo printed, found in order; an echo not found ends the search. */
function locate(echoes: { position: number; text: string }[], lines: string[]): Map<number, number> {
  const found = new Map<number, number>();
  let from = 0;
  for (const echo of echoes) {
    const at = lines.findIndex((line, index) => index >= from && line.trim() === echo.text.trim());
    if (at < 0) break;
    found.set(echo.position, at);
    from = at + 1;
  }
  return found;
}
