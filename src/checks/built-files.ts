import type { Edit, Trajectory } from "../model.js";
import { buildOutputs, MAY_BUILD } from "../shell/build-outputs.js";
import { interpretShell } from "../shell/interpret.js";
import { resolvePath } from "../shell/paths.js";
import { SYSTEM_DIR, samePath } from "./paths.js";

/**
 * The files compilers and linkers wrote in a session, and the calls that wrote them: a delete of
 * one clears a build output (`rm -f main && rustc main.rs`), not a source.
 */
export type BuiltFiles = ReadonlyMap<string, readonly number[]>;

export const NO_BUILT_FILES: BuiltFiles = new Map();

const known = new WeakMap<Trajectory, BuiltFiles>();

/** Every call's compiler outputs, resolved against the directory each compiler ran in. */
export function builtFiles(trajectory: Trajectory): BuiltFiles {
  const cached = known.get(trajectory);
  if (cached !== undefined) return cached;
  const built = new Map<string, number[]>();
  const add = (path: string | null, index: number) => {
    if (path !== null) built.set(path, [...(built.get(path) ?? []), index]);
  };
  trajectory.toolCalls.forEach((call, index) => {
    if (call.command === null || !(MAY_BUILD.test(call.command) || RUNS_BY_PATH.test(call.command) || INSTALLS.test(call.command))) return;
    const commands = interpretShell(call.command, undefined, { cwd: startDirectory(call.input) }).commands;
    for (const run of commands) for (const output of buildOutputs(run.words)) add(resolvePath(output, run.cwd), index);
    // a program the line runs by its path and then deletes (`./test_final; rm -f ./test_final`) is a
    // binary some build made for that check: removing it is cleanup of the check, not a change to the work
    for (const path of ranThenDeleted(commands)) add(path, index);
    // a binary the agent ran by its path (`/app/polyglot/main 10`) is some build's output: deleting it later clears it
    for (const path of ranBinaries(commands)) add(path, index);
    // a program `install` copied into place is a build's product: removing it from the build tree clears it
    for (const path of installedSources(commands)) add(path, index);
  });
  known.set(trajectory, built);
  return built;
}

/** A line that may copy a built program into place with install(1). */
const INSTALLS = /\binstall\b/;
/** A line that may run a program by its path: `./x`, `/tmp/build/x`. */
const RUNS_BY_PATH = /(?:^|[\s;&|(])\.{0,2}\/[\w./-]+/;
/** Names a binary has (none, or a compiled program's suffix), not a script's or a source's. */
const BINARY_NAME = /(?:^|\/)[^./]+$|\.(?:out|exe|bin)$/;


/** The programs a line ran by their path that have a binary's name, outside the system's folders. */
function ranBinaries(commands: ReturnType<typeof interpretShell>["commands"]): string[] {
  return commands.flatMap((run) => {
    const program = run.words[0]?.text ?? "";
    if (!program.includes("/") || !BINARY_NAME.test(program)) return [];
    const path = resolvePath(program, run.cwd);
    return path === null || SYSTEM_DIR.test(path) ? [] : [path];
  });
}

/** The files a line ran as programs by their path and deleted later in the same line. */
function ranThenDeleted(commands: ReturnType<typeof interpretShell>["commands"]): string[] {
  const ran: string[] = [];
  const deleted: string[] = [];
  for (const run of commands) {
    const program = run.words[0]?.text ?? "";
    if (program.includes("/") && BINARY_NAME.test(program)) {
      const path = resolvePath(program, run.cwd);
      if (path !== null) ran.push(path);
    }
    if (program === "rm") deleted.push(...run.changes.filter((change) => change.kind === "delete").map((change) => change.path));
  }
  return deleted.filter((path) => ran.some((program) => samePath(program, path)));
}

/** The directory a call states it starts in (`workdir`, `cwd`), as the edit reader takes it. */
function startDirectory(input: unknown): string | null {
  if (typeof input !== "object" || input === null) return null;
  const record = input as Record<string, unknown>;
  const named = [record.workdir, record.cwd, record.working_directory].find((value) => typeof value === "string" && value !== "");
  return typeof named === "string" ? named : null;
}

/**
 * A delete that clears a build output: a compiler writes the file in the same call or a later
 * one (it is rebuilt), or only compilers ever wrote it (no edit of the agent's made it a source).
 */
export function clearsBuiltFile(edit: Edit, edits: readonly Edit[], built: BuiltFiles): boolean {
  if (edit.kind !== "delete" || edit.toolCall === null || built.size === 0) return false;
  const calls = [...built].filter(([path]) => samePath(path, edit.path)).flatMap(([, at]) => at);
  if (calls.length === 0) return false;
  if (calls.some((call) => call >= edit.toolCall!)) return true;
  return !edits.some((other) => other.kind !== "delete" && other.toolCall !== null && other.toolCall < edit.toolCall! && samePath(other.path, edit.path));
}

/** install(1)'s options that take a value (`-m 0755`, `-t /usr/local/bin`); `-d` makes folders and copies nothing. */
const VALUE_OPTIONS = /^-(?:[mogSt]|-(?:mode|owner|group|suffix|target-directory))$/;
const TARGET_OPTION = /^(?:-t|--target-directory)(?:=|$)/;
const DIRECTORIES_ONLY = /^-(?:\w*d\w*|-directory)$/;

/**
 * The files `install [-m MODE] SRC… DEST` (or `install -t DIR SRC…`) copied into place that have a
 * program's name: install(1) places what a build made, so its sources are build outputs, not sources.
 */
export function installedSources(commands: ReturnType<typeof interpretShell>["commands"]): string[] {
  return commands.flatMap((run) => {
    const [program, ...args] = run.words.map((word) => word.text);
    if (program?.split("/").pop() !== "install" || args.some((arg) => DIRECTORIES_ONLY.test(arg))) return [];
    const operands: string[] = [];
    let targetGiven = false;
    for (let index = 0; index < args.length; index += 1) {
      const arg = args[index]!;
      if (TARGET_OPTION.test(arg)) targetGiven = true;
      if (VALUE_OPTIONS.test(arg)) index += 1;
      else if (!arg.startsWith("-")) operands.push(arg);
    }
    const sources = targetGiven ? operands : operands.slice(0, -1);
    return sources.flatMap((source) => {
      const path = BINARY_NAME.test(source) ? resolvePath(source, run.cwd) : null;
      return path === null || SYSTEM_DIR.test(path) ? [] : [path];
    });
  });
}
