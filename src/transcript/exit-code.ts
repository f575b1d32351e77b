/**
 * Exit codes stated in tool output text, by the conventions agents use. Each reader picks the
 * conventions its format writes; none is applied to free text, where a test could print it.
 */

import { parseJson } from "./json.js";

/** Claude Code: a failed Bash result starts with `Exit code N`. */
export function claudeExitCode(output: string): number | null {
  return firstInt(/^\s*Exit code (-?\d+)\b/.exec(output));
}

/** Codex: `Process exited with code N` (and older `Exit code: N`) in the result header. */
export function codexExitCode(output: string): number | null {
  return firstInt(/^(?:Process exited with code|Exit code:) (-?\d+)\b/m.exec(codexHeader(output)));
}

/**
 * The status header of a Codex exec output (`Chunk ID`, `Wall time`, `Process …`). Some CLIs echo
 * the command first (`Command: /bin/bash -lc …`), as long as the command: the header starts after it.
 */
export function codexHeader(output: string): string {
  const echo = COMMAND_ECHO.test(output) ? output.search(HEADER_START) : -1;
  const start = echo >= 0 ? echo + 1 : 0;
  return output.slice(start, start + HEADER_CHARS);
}

/**
 * A Codex exec output without its status header (`Chunk ID: …`, `Wall time: …`, `Process exited with code 0`,
 * `Original token count: …`, `Output:`): what the command printed. The output as it is when it opens otherwise.
 */
export function withoutCodexHeader(output: string): string {
  const found = CODEX_HEADER.exec(output);
  return found === null ? output : output.slice(found[0].length);
}
const CODEX_HEADER = /^(?:(?:(?:Chunk ID|Wall time|Original token count|Exit code): |Process (?:exited with code|running with session ID) )[^\n]*\n){1,6}Output:\n/;

const COMMAND_ECHO = /^Command: /;
const HEADER_START = /\n(?:Chunk ID|Wall time): /;

/** Gemini CLI: `Exit Code: N` on its own line of the shell result. */
export function geminiExitCode(output: string): number | null {
  return firstInt(/^Exit Code: (-?\d+)\b/m.exec(output));
}

/**
 * Terminal-Bench converted trajectories: output prefixed `(exit code N)`, or with the recorder's note
 * inside the parentheses (`(exit code 124 (timed out after 600s))`, `(exit code 127\nCommand not found: …)`).
 */
export function prefixedExitCode(output: string): number | null {
  return firstInt(EXIT_CODE_PREFIX.exec(output));
}

/** Cline: a failed `execute_command` result opens with `Command failed with exit code N.` */
export function clineExitCode(output: string): number | null {
  return firstInt(/^\s*Command failed with exit code (-?\d+)\./.exec(output));
}

/** mini-swe-agent: `<returncode>N</returncode>` in the observation. */
export function returncodeTagExitCode(output: string): number | null {
  return firstInt(/<returncode>\s*(-?\d+)\s*<\/returncode>/.exec(output));
}

/** Header lines are short; look no further so that test output cannot forge the header. */
const HEADER_CHARS = 400;

function firstInt(match: RegExpExecArray | null): number | null {
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 10);
  return Number.isSafeInteger(value) ? value : null;
}

/** OpenHands: `[The command completed with exit code N.]` at the end of a run observation. */
export function openHandsExitCode(output: string): number | null {
  return firstInt(/\[The command completed with exit code (-?\d+)\.\]\s*$/.exec(output.slice(-HEADER_CHARS)));
}

/** Terminal-Bench converted mini-swe-agent results: a JSON string `{"returncode": N, "output": …}`. */
export interface ReturncodeJson {
  exitCode: number | null;
  output: string;
  /** The harness's note when the action failed to run (`exception_info`). */
  exception: string | null;
}

export function returncodeJson(content: string): ReturncodeJson | null {
  if (!content.trimStart().startsWith("{") || !content.includes('"returncode"')) return null;
  let parsed: unknown;
  try {
    parsed = parseJson(content);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !("returncode" in parsed)) return null;
  const value = parsed as Record<string, unknown>;
  const exitCode = typeof value.returncode === "number" && Number.isSafeInteger(value.returncode) ? value.returncode : null;
  const exception = typeof value.exception_info === "string" && value.exception_info !== "" ? value.exception_info : null;
  return { exitCode, output: joinedOutput(value), exception };
}

/** `output`, or `output_head` + a marker of the elided middle + `output_tail`. */
function joinedOutput(value: Record<string, unknown>): string {
  if (typeof value.output === "string") return value.output;
  const head = typeof value.output_head === "string" ? value.output_head : "";
  const tail = typeof value.output_tail === "string" ? value.output_tail : "";
  const elided = typeof value.elided_chars === "number" ? value.elided_chars : null;
  return elided === null ? `${head}${tail}` : `${head}\n[… ${elided} chars elided]\n${tail}`;
}

/** A recorder's note inside the prefix is at most this long. */
const MAX_PREFIX_NOTE = 300;
/** The `(exit code N)` prefix some recorders put before a command's output, with any note of theirs: not the program's output. */
const EXIT_CODE_PREFIX = new RegExp(String.raw`^\s*\(exit code (-?\d+)(?:\)|[ \t]+\([^()\n]{1,${MAX_PREFIX_NOTE}}\)\)|\n[^()]{1,${MAX_PREFIX_NOTE}}\))[ \t]*`);

/** The note a recorder put inside its `(exit code N …)` prefix (`timed out after 600s`), if any. */
export function prefixNote(output: string): string | null {
  const found = EXIT_CODE_PREFIX.exec(output);
  if (found === null) return null;
  const note = found[0].trim().replace(/^\(exit code -?\d+/, "").replace(/\)$/, "").trim().replace(/^\((.*)\)$/s, "$1").trim();
  return note === "" ? null : note;
}

/** The output without a recorder's `(exit code N)` prefix. */
export function withoutExitCodePrefix(output: string): string {
  return output.replace(EXIT_CODE_PREFIX, "");
}

/** What the envelope says when the command printed nothing, or had no error. */
const GEMINI_EMPTY = "(empty)";
const GEMINI_NO_ERROR = "(none)";
/** The envelope's fields, in its order: older releases print `Stdout:` and `Stderr:` where newer ones print `Output:`. */
const GEMINI_PRINTED_FIELDS = ["Output", "Stdout", "Stderr"];

/**
 * Gemini CLI's shell result is an envelope (`Command: …`, `Directory: …`, `Output: <what the command printed>`
 * or `Stdout: …` and `Stderr: …`, then `Error: …`, `Exit Code: …`, `Signal: …`, …). What the command printed lies
 * between those fields and the last `Error: ` line: unwrapped, a runner's first line (`FAILED README.rst::README.rst`)
 * starts a line as it did in the terminal. An error the envelope names is kept after it. Text that is no such
 * envelope is returned as is.
 */
export function geminiShellOutput(text: string): string {
  if (!COMMAND_ECHO.test(text)) return text;
  const directory = text.indexOf("\nDirectory: ");
  const end = text.lastIndexOf("\nError: ");
  if (directory < 0 || end < directory) return text;
  const fields = text.slice(directory, end);
  const printed = GEMINI_PRINTED_FIELDS.map((field) => fieldText(fields, field)).filter((value): value is string => value !== null);
  if (printed.length === 0) return text;
  const errorLine = text.slice(end + 1).split("\n", 1)[0]!;
  const error = errorLine.slice("Error: ".length).trim();
  const kept = printed.filter((value) => value !== GEMINI_EMPTY && value !== "").join("\n");
  return error === "" || error === GEMINI_NO_ERROR ? kept : `${kept}${kept === "" ? "" : "\n"}${errorLine}`;
}

/** A field's text in the envelope's middle: from `\nName: ` to the next field, or to the end. */
function fieldText(fields: string, name: string): string | null {
  const marker = `\n${name}: `;
  const at = fields.indexOf(marker);
  if (at < 0) return null;
  const from = at + marker.length;
  const next = name === "Stdout" ? fields.indexOf("\nStderr: ", from) : -1;
  return fields.slice(from, next < 0 ? undefined : next);
}
