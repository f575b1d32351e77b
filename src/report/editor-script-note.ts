import type { Trajectory } from "../model.js";
import { stepLabel } from "../checks/quote.js";
import { simpleCommands } from "../checks/simple-commands.js";
import { unwrap } from "../shell/wrappers.js";
import { escapeRegExp } from "../words.js";
import { shownScriptWritesOnlyTemp } from "./editor-script-writes.js";

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
  trajectory.toolCalls.forEach((call, index) => {
    if (call.command === null || call.exitCode !== 0 || !/\b(?:n?vim?|ex|view)\b/.test(call.command)) return;
    const ran = simpleCommands(call.command, undefined, call.exitCode).filter((command) => command.certainty === "ran" && !command.nested);
    // a script the transcript shows, writing only into temp folders, leaves out nothing the count would hold
    const unknown = (words: readonly string[]) => !shownScriptWritesOnlyTemp(unwrapped(words), trajectory.toolCalls.slice(0, index + 1));
    const sourced = (words: readonly string[]) => runsScript(words) && !notFound(call.command!, words, call.output) && unknown(words);
    if (ran.some((command) => sourced(command.words))) steps.push(call.step);
  });
  if (steps.length === 0) return "";
  const named = steps.slice(0, MAX_NAMED_STEPS).map(stepLabel).join(", ");
  return `, not counting what the editor scripts it ran may have written (${named}${steps.length > MAX_NAMED_STEPS ? ", …" : ""})`;
}

/**
 * The shell could not start the editor or a wrapper before it (`sh: 1: time: not found`, `bash:
 * /usr/bin/time: No such file or directory`): the editor never ran.
 */
function notFound(line: string, words: readonly string[], output: string | null): boolean {
  if (output === null) return false;
  const editor = words.findIndex((word) => EDITORS.has(word.split("/").at(-1) ?? ""));
  // the words before it as the line spells them too: bash's `time` keyword is no word of the command, sh's a program
  const rest = words.slice(editor).join(" ");
  const at = line.includes(rest) ? line.indexOf(rest) : line.lastIndexOf(` ${words[editor] ?? ""} `);
  const lineStart = Math.max(0, line.lastIndexOf("\n", at) + 1, line.lastIndexOf(";", at) + 1);
  const spelled = at < 0 ? [] : line.slice(lineStart, at).split(/[\s;&|()]+/).filter(Boolean);
  const started = [...words.slice(0, editor + 1), ...spelled];
  return output.split("\n").some((line) => started.some((word) => {
    const name = word.split("/").at(-1)!;
    return line.includes(`${word}: No such file or directory`) || new RegExp(`(?:^|: )(?:\\S*/)?${escapeRegExp(name)}: (?:command )?not found`).test(line.trim());
  }));
}

/** The editor's own words, its wrappers (`timeout 60`, `time`) taken off. */
function unwrapped(words: readonly string[]): readonly string[] {
  const result = unwrap(words);
  return "argv" in result ? result.argv : words;
}

/** An editor given a script to source: `-S file`. */
function runsScript(words: readonly string[]): boolean {
  const unwrapped = unwrap(words);
  if (!("argv" in unwrapped)) return false;
  const [program = "", ...args] = unwrapped.argv;
  if (!EDITORS.has(program.split("/").at(-1) ?? "")) return false;
  return args.some((arg, index) => arg === "-S" && index + 1 < args.length);
}
