import type { Edit, Trajectory } from "../model.js";
import { buildOutputs, MAY_BUILD } from "../shell/build-outputs.js";
import { interpretShell } from "../shell/interpret.js";
import { resolvePath } from "../shell/paths.js";
import { samePath } from "./paths.js";

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
  trajectory.toolCalls.forEach((call, index) => {
    if (call.command === null || !MAY_BUILD.test(call.command)) return;
    for (const run of interpretShell(call.command, undefined, { cwd: startDirectory(call.input) }).commands) {
      for (const output of buildOutputs(run.words)) {
        const path = resolvePath(output, run.cwd);
        if (path !== null) built.set(path, [...(built.get(path) ?? []), index]);
      }
    }
  });
  known.set(trajectory, built);
  return built;
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
