import type { ToolCall } from "../model.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";
import { programName } from "../shell/program.js";
import type { FormatterRun } from "./formatters.js";

/**
 * Files a tool writes by what it is, though its words name none of them: a package manager adding,
 * removing or locking packages writes its manifest and lockfile (`npm install left-pad`: package.json,
 * package-lock.json), and a test runner told to update snapshots writes its snapshot files (`jest -u`).
 * A PR file of such a name is explained by that run, as a formatter's file is (formatters.ts).
 */
interface ToolOutputs {
  /** The files' names the run writes, wherever they stand in the tree. */
  names: readonly string[];
  /** Folders whose files it writes (`__snapshots__`). */
  folders?: readonly string[];
}

const NODE_CHANGES = new Set(["install", "i", "add", "uninstall", "remove", "rm", "update", "up", "upgrade"]);
const LOCKING = new Set(["add", "remove", "lock", "update", "sync", "install", "upgrade"]);
const SNAPSHOT_UPDATE = /^(?:-u|--update-?[Ss]napshots?|--snapshot-update|--ci=false)$/;

/** What each tool's run writes, given its arguments; null when this run writes none of them. */
const OUTPUTS: Readonly<Record<string, (args: readonly string[]) => ToolOutputs | null>> = {
  npm: (args) => (NODE_CHANGES.has(args[0] ?? "")
    ? { names: args.slice(1).some((arg) => !arg.startsWith("-")) ? ["package.json", "package-lock.json"] : ["package-lock.json"] }
    : snapshotsPassedOn(args)),
  yarn: (args) => (args.length === 0 || NODE_CHANGES.has(args[0] ?? "") ? { names: ["package.json", "yarn.lock"] } : snapshotsPassedOn(args)),
  pnpm: (args) => (NODE_CHANGES.has(args[0] ?? "") ? { names: ["package.json", "pnpm-lock.yaml"] } : null),
  poetry: (args) => (LOCKING.has(args[0] ?? "") ? { names: ["pyproject.toml", "poetry.lock"] } : null),
  uv: (args) => (LOCKING.has(args[0] ?? "") ? { names: ["pyproject.toml", "uv.lock"] } : null),
  cargo: (args) => (["add", "remove", "update"].includes(args[0] ?? "") ? { names: ["Cargo.toml", "Cargo.lock"] } : null),
  go: (args) => ((args[0] === "get") || (args[0] === "mod" && args[1] === "tidy") ? { names: ["go.mod", "go.sum"] } : null),
  bundle: (args) => (["install", "add", "update", "lock"].includes(args[0] ?? "") ? { names: ["Gemfile", "Gemfile.lock"] } : null),
  jest: (args) => (args.some((arg) => SNAPSHOT_UPDATE.test(arg)) ? { names: [], folders: ["__snapshots__"] } : null),
  vitest: (args) => (args.some((arg) => SNAPSHOT_UPDATE.test(arg)) ? { names: [], folders: ["__snapshots__"] } : null),
  pytest: (args) => (args.some((arg) => SNAPSHOT_UPDATE.test(arg)) ? { names: [], folders: ["__snapshots__", "snapshots"] } : null),
};

/** `npm test -- -u`, `npm run test -- --updateSnapshot`: the project's test runner, told after `--` to update its snapshots. */
function snapshotsPassedOn(args: readonly string[]): ToolOutputs | null {
  const passed = args.indexOf("--");
  const runs = args[0] === "test" || args[0] === "t" || args[0] === "run";
  return runs && passed !== -1 && args.slice(passed + 1).some((arg) => SNAPSHOT_UPDATE.test(arg)) ? { names: [], folders: ["__snapshots__"] } : null;
}

/** The runs that wrote such files, as formatter runs whose paths are the names they write. */
export function toolOutputRuns(calls: readonly ToolCall[]): (FormatterRun & ToolOutputs)[] {
  return calls.flatMap((call) => {
    if (call.command === null || call.exitCode !== 0) return [];
    return simpleCommands(call.command).flatMap((command) => {
      const words = unwrappedWords(command);
      // `npx jest -u`, `npm test -- -u` run the runner: its own words decide
      const start = words.findIndex((word) => programName(word) in OUTPUTS);
      if (start === -1) return [];
      const [program = "", ...args] = words.slice(start);
      const outputs = OUTPUTS[programName(program)]!(args);
      return outputs === null ? [] : [{ command: words.slice(start).join(" "), paths: [], step: call.step, ...outputs }];
    });
  });
}

/** Whether such a run wrote the repository file `file`. */
export function writtenByTool(run: ToolOutputs, file: string): boolean {
  const parts = file.split("/");
  return run.names.includes(parts.at(-1)!) || (run.folders ?? []).some((folder) => parts.slice(0, -1).includes(folder));
}
