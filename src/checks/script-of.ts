import type { SimpleCommand } from "./simple-commands.js";
import { unwrap } from "../shell/wrappers.js";

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
