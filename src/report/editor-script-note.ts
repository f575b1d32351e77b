import type { Trajectory } from "../model.js";
import { stepLabel } from "../checks/quote.js";
import { simpleCommands } from "../checks/simple-commands.js";
import { unwrap } from "../shell/wrappers.js";

/** Editors that run a script of commands given with `-S file` (`-s` is ex mode's silence, not a script). */
const EDITORS = new Set(["vim", "vi", "nvim", "ex", "view"]);
/** At most this many steps are named. */
const MAX_NAMED_STEPS = 3;

/**
 * ", not counting what a vim script it ran may have written (step 17)": `vim -Es input.csv -S
 * macros.vim` writes the files its script saves, and the script's commands are not read (a script is
 * the agent's program), so the count of edited files may leave them out. Empty when no editor ran one.
 */
export function editorScriptNote(trajectory: Trajectory): string {
  const steps: number[] = [];
  for (const call of trajectory.toolCalls) {
    if (call.command === null || call.exitCode !== 0 || !/\b(?:n?vim?|ex|view)\b/.test(call.command)) continue;
    const ran = simpleCommands(call.command, undefined, call.exitCode).filter((command) => command.certainty === "ran" && !command.nested);
    if (ran.some((command) => runsScript(command.words))) steps.push(call.step);
  }
  if (steps.length === 0) return "";
  const named = steps.slice(0, MAX_NAMED_STEPS).map(stepLabel).join(", ");
  return `, not counting what the editor scripts it ran may have written (${named}${steps.length > MAX_NAMED_STEPS ? ", …" : ""})`;
}

/** An editor given a script to source: `-S file`. */
function runsScript(words: readonly string[]): boolean {
  const unwrapped = unwrap(words);
  if (!("argv" in unwrapped)) return false;
  const [program = "", ...args] = unwrapped.argv;
  if (!EDITORS.has(program.split("/").at(-1) ?? "")) return false;
  return args.some((arg, index) => arg === "-S" && index + 1 < args.length);
}
