import { interpretShell } from "../shell/interpret.js";
import { programName } from "./checkers.js";
import { heredocWriting, type SimpleCommand } from "./simple-commands.js";

/**
 * A shell script whose exit status is a text filter's (`… | grep -o 'login:' | head -1`, no
 * pipefail): it exits 0 whatever the commands before the filter found, so its `$?` says nothing.
 */

/** Filters whose status is 0 on any input: they pass text on, they do not judge it. */
const PASSES_ANY_INPUT = new Set(["head", "tail", "tr", "sed", "cut", "sort", "uniq", "wc", "cat", "tee", "column", "fold", "nl"]);

/** True when the script's status is set by a filter at the end of a pipeline whose failures it hides. */
export function statusIsFilters(script: string): boolean {
  const top = interpretShell(script).commands.filter((run) => run.shellDepth === 0 && !run.substitution && run.statusIsCall);
  const last = top.at(-1);
  if (last === undefined || last.pipefail) return false;
  const program = programName(last.words[0]?.text ?? "");
  return PASSES_ANY_INPUT.has(program) && last.subshell > 0;
}

/** The script a run executes, when its line wrote it from a here-document and its status is a filter's. */
export function writtenScriptHidesStatus(line: readonly SimpleCommand[], runner: string): boolean {
  const script = runner.split(" ").at(-1) ?? "";
  if (!/\.(?:sh|bash)$/.test(script)) return false;
  const text = heredocWriting(line, (path) => programName(path) === script);
  return text !== null && statusIsFilters(text);
}
