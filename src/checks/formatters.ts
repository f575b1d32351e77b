import type { ToolCall } from "../model.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";
import { programName } from "../shell/program.js";

/**
 * Formatters and fixers run to rewrite files in place (`black src/`, `isort a.py`, `gofmt -w pkg/`,
 * `prettier --write src`, `ruff check --fix`), each with the rule that says its run writes: a check-only
 * run (`black --check`, `gofmt -l`) writes nothing. A file of the PR under the paths such a run was given
 * (the whole tree when it was given none) is explained by that run, not left unexplained.
 */
const WRITES: Readonly<Record<string, (args: readonly string[]) => boolean>> = {
  black: (args) => !args.some((arg) => /^--(?:check|diff)$/.test(arg)),
  isort: (args) => !args.some((arg) => /^(?:--check(?:-only)?|-c|--diff)$/.test(arg)),
  autopep8: (args) => args.some((arg) => /^(?:-i|--in-place)$/.test(arg)),
  autoflake: (args) => args.some((arg) => /^(?:-i|--in-place)$/.test(arg)),
  yapf: (args) => args.some((arg) => /^(?:-i|--in-place)$/.test(arg)),
  gofmt: (args) => args.includes("-w"),
  goimports: (args) => args.includes("-w"),
  rustfmt: (args) => !args.includes("--check"),
  "clang-format": (args) => args.includes("-i"),
  prettier: (args) => args.some((arg) => /^(?:--write|-w)$/.test(arg)),
  eslint: (args) => args.includes("--fix"),
  ruff: (args) => (args[0] === "format" && !args.some((arg) => /^--(?:check|diff)$/.test(arg))) || (args[0] === "check" && args.includes("--fix")),
  cargo: (args) => args[0] === "fmt" && !args.includes("--check"),
};
/** Sub-commands that are no path (`ruff format src`, `cargo fmt`). */
const SUBCOMMANDS = new Set(["format", "check", "fmt"]);

/** A formatter's run that wrote: the paths it was given ("" for the whole tree) and its step. */
export interface FormatterRun {
  command: string;
  paths: string[];
  step: number;
}

export function formatterRuns(calls: readonly ToolCall[]): FormatterRun[] {
  return calls.flatMap((call) => {
    if (call.command === null) return [];
    return simpleCommands(call.command).flatMap((command): FormatterRun[] => {
      const [program = "", ...args] = unwrappedWords(command);
      const name = programName(program);
      const writes = WRITES[name];
      if (writes === undefined || !writes(args)) return [];
      const operands = args.filter((arg, index) => !arg.startsWith("-") && !(index === 0 && SUBCOMMANDS.has(arg)));
      return [{ command: [name, ...args].join(" "), paths: operands.length === 0 ? [""] : operands, step: call.step }];
    });
  });
}

/** Whether a run given `operand` (a file, a folder, `.`, an absolute path) rewrites the repository file `file`. */
export function formats(operand: string, file: string): boolean {
  const path = operand.replace(/^(?:\.\/)+/, "").replace(/\/+$/, "");
  if (path === "" || path === ".") return true;
  // an absolute path is the repository's file when one of its tails is the file or a folder of it
  const parts = path.split("/").filter((part) => part !== "");
  for (let start = 0; start < parts.length; start += 1) {
    const tail = parts.slice(start).join("/");
    if (file === tail || file.startsWith(`${tail}/`)) return path.startsWith("/") || start === 0;
  }
  return false;
}
