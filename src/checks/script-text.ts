import type { ToolCall } from "../model.js";
import { samePath } from "./paths.js";
import { heredocWriting, simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { unwrap } from "../shell/wrappers.js";

/**
 * The script a call ran to edit files (`python3 fix.py`), and its text as the transcript last wrote
 * it before the run: a here-document (`cat > fix.py <<EOF`) or a file tool's content. Null when the
 * call ran no single script or its text is not in the transcript.
 */
export function ranScriptText(calls: readonly ToolCall[], index: number, line: readonly SimpleCommand[]): string | null {
  const scripts = line.flatMap((command) => scriptOf(command) ?? []);
  if (scripts.length !== 1) return null;
  const script = scripts[0]!;
  const here = heredocWriting(line, (path) => samePath(path, script));
  if (here !== null) return here;
  for (let at = index - 1; at >= 0; at -= 1) {
    const text = writtenText(calls[at]!, script);
    if (text !== null) return text;
  }
  return null;
}

/** Interpreters that run a script file they are given. */
const INTERPRETER = /^(?:python[\d.]*|node|ruby|perl|bash|sh)$/;

/** The script file a command runs (`python3 fix.py`, `bash run.sh`), or null when it runs none. */
export function scriptOf(command: SimpleCommand): string | null {
  if (command.nested) return null;
  const unwrapped = unwrap(command.words);
  if (!("argv" in unwrapped)) return null;
  const [program = "", script = ""] = unwrapped.argv;
  return INTERPRETER.test(program.split("/").pop()!) && /\.\w+$/.test(script) && !script.startsWith("-") ? script : null;
}

/** The text a call wrote to the script: a here-document of its shell line, or a file tool's whole content. */
function writtenText(call: ToolCall, script: string): string | null {
  if (call.command !== null) {
    if (!call.command.includes("<<")) return null;
    return heredocWriting(simpleCommands(call.command), (path) => samePath(path, script));
  }
  const input = call.input;
  const path = input.file_path ?? input.path;
  const content = input.content ?? input.file_text;
  return typeof path === "string" && typeof content === "string" && samePath(path, script) ? content : null;
}

/** The script's code without comments and blank lines: two texts that differ only there do the same. */
export function codeOf(text: string): string {
  return text.split(/\r?\n/).map((line) => line.replace(/(^|\s)#(?![!'"]).*$/, "").trimEnd()).filter((line) => line.trim() !== "").join("\n");
}
