import { runnerKey } from "./checkers.js";
import { covers } from "./selection.js";
import type { VerificationRun } from "./verification.js";

/**
 * The green runs of a trajectory, indexed so that "a green run that covers this one" is found
 * without walking every run for every failure: a session can hold thousands of distinct checks
 * (one per turn), and a walk per failure made final_checks_green quadratic.
 */
export class PassedRuns {
  /** Green runs by what a covering run must hold: `scope\0item`, `scope\0` for a whole suite. */
  private readonly byItem = new Map<string, VerificationRun[]>();
  /** Green runs by runner and the files they select, for runs narrowed by a filter. */
  private readonly byFiles = new Map<string, VerificationRun[]>();
  /** The last call with a green run, or -1. */
  readonly lastCall: number;

  constructor(runs: readonly VerificationRun[]) {
    let lastCall = -1;
    for (const run of runs) {
      if (run.outcome !== "passed") continue;
      lastCall = Math.max(lastCall, run.call);
      for (const scope of scopes(run)) {
        for (const item of run.selection.length === 0 ? [""] : run.selection) push(this.byItem, `${scope}\u0000${item}`, run);
      }
      push(this.byFiles, filesKey(run), run);
    }
    this.lastCall = lastCall;
  }

  /** The green runs that cover `run` (same check, a wider selection, the same tests another way), in call order. */
  coverers(run: VerificationRun): VerificationRun[] {
    const found = new Set<VerificationRun>();
    const probes = run.selection.length === 0 ? [""] : ["", ...widerItems(run.selection[0]!)];
    for (const scope of coveringScopes(run)) {
      for (const item of probes) for (const other of this.byItem.get(`${scope}\u0000${item}`) ?? []) found.add(other);
    }
    return [...found].filter((other) => other !== run && coversRun(other, run)).sort((a, b) => a.call - b.call);
  }

  /** Green runs of the same runner on the same files with `run`'s filters and one more, in call order. */
  narrowing(run: VerificationRun): VerificationRun[] {
    const filters = (selection: string[]) => selection.filter((item) => item.startsWith("-"));
    const keeps = (other: VerificationRun) => filters(run.selection).every((item) => other.selection.includes(item));
    const adds = (other: VerificationRun) => filters(other.selection).some((item) => !run.selection.includes(item));
    return (this.byFiles.get(filesKey(run)) ?? []).filter((other) => keeps(other) && adds(other));
  }
}

/** A green run covers another when it is the same check on a selection at least as wide, or a test run of the same tests. */
export function coversRun(wider: VerificationRun, run: VerificationRun): boolean {
  if (runnerKey(wider.runner) === runnerKey(run.runner) && covers(wider.selection, run.selection)) return true;
  return wider.kind === "test" && run.kind === "test" && run.selection.length > 0 && covers(wider.selection, run.selection);
}

/** The scopes a green run is indexed under: its runner, and every test runner when it is a test run. */
function scopes(run: VerificationRun): string[] {
  return run.kind === "test" ? [`runner:${runnerKey(run.runner)}`, "test"] : [`runner:${runnerKey(run.runner)}`];
}

/** Where to look for runs covering `run`: its own runner; any test runner when it names the tests it ran. */
function coveringScopes(run: VerificationRun): string[] {
  const own = `runner:${runnerKey(run.runner)}`;
  return run.kind === "test" && run.selection.length > 0 ? [own, "test"] : [own];
}

/** The items a covering selection may hold for this one: itself, the file of a test id, its folders, the whole tree. */
function widerItems(item: string): string[] {
  const items = [item, ".", "./..."];
  // `tests/a.py::Cls::test_x` is covered by `tests/a.py::Cls` and `tests/a.py`
  const ids = item.split("::");
  for (let end = ids.length - 1; end > 0; end -= 1) items.push(ids.slice(0, end).join("::"));
  const file = ids[0]!;
  const parts = file.split("/");
  for (let end = parts.length - 1; end > 0; end -= 1) {
    const folder = parts.slice(0, end).join("/");
    items.push(folder, `${folder}/`);
  }
  return items;
}

function filesKey(run: VerificationRun): string {
  return `${runnerKey(run.runner)}\u0000${run.selection.filter((item) => !item.startsWith("-")).join(" ")}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
