import { leavesOutFailures } from "./excluded-failures.js";
import { staticOnly } from "./syntax-only.js";
import { runnerKey } from "./checkers.js";
import { INLINE_RUNNER } from "./check-identity.js";
import { conjunction, covers, isDottedLabel, isPackagePattern } from "./selection.js";
import { lastSummary } from "./test-summary.js";
import type { VerificationRun } from "./verification.js";

/**
 * The green runs of a trajectory, indexed so that "a green run that covers this one" is found
 * without walking every run for every failure: a session can hold thousands of distinct checks
 * (one per turn), and a walk per failure made final_checks_green quadratic.
 */
/** A selection item the shell would expand. */
const GLOB = /[*?[]/;
/** The scope every test run is indexed under, whatever its runner. */
const TEST_SCOPE = "test";
/** A file a runner runs directly: a script or a test file, by its extension. */
const SCRIPT_FILE = /\.(?:py|[cm]?[jt]s|rb|sh|pl|php|lua|exs?)$/;

export class PassedRuns {
  /**
   * Green runs by what a covering run must hold: `scope\0item` for the tests it names, `scope\0` for a
   * whole suite; its filters (`-k kbd`) are left to coversRun, since a filter only leaves tests out.
   */
  private readonly byItem = new Map<string, VerificationRun[]>();
  /** Green runs by runner and the files they select, for runs narrowed by a filter. */
  private readonly byFiles = new Map<string, VerificationRun[]>();
  /** The last call with a green run of more than syntax, or -1: what settles a probe. */
  readonly lastCall: number;
  /** Every green run, in call order. */
  private readonly green: VerificationRun[];
  /** The green runs whose selection holds a shell glob. */
  private readonly globbed: VerificationRun[];

  constructor(runs: readonly VerificationRun[]) {
    let lastCall = -1;
    this.green = runs.filter((run) => run.outcome === "passed");
    this.globbed = this.green.filter((run) => run.selection.some((item) => GLOB.test(item)));
    for (const run of runs) {
      if (run.outcome !== "passed") continue;
      // that code parses, types or is tidy answers no probe's failure (syntax-only.ts); it still settles its own check's
      if (!staticOnly(run)) lastCall = Math.max(lastCall, run.call);
      for (const scope of scopes(run)) {
        const items = scopeSelection(scope, run).filter(namesTests);
        // a run narrowed by filters is found through its first filter, which must keep all one of the narrower run's keeps
        const first = scopeSelection(scope, run).find((item) => !namesTests(item));
        const keys = first === undefined ? [""] : [filterKey(first), ANY_FILTER];
        for (const item of items.length === 0 ? [""] : items) for (const key of keys) push(this.byItem, `${scope}\u0000${item}\u0000${key}`, run);
      }
      push(this.byFiles, filesKey(run), run);
    }
    this.lastCall = lastCall;
  }

  /** The green runs that cover `run` (same check, a wider selection, the same tests another way), in call order. */
  coverers(run: VerificationRun): VerificationRun[] {
    // a green run of a shell glob (`tape test/*.js`) may hold the file: few runs have one, so they are tried each time
    const found = new Set<VerificationRun>(this.globbed);
    for (const scope of coveringScopes(run)) {
      const items = scopeSelection(scope, run).filter(namesTests);
      const probes = items.length === 0 ? [""] : ["", ...widerItems(items[0]!)];
      // a covering run has no filter, or each of its filters keeps what one of this run's keeps (selection.ts covers)
      const filters = ["", ...scopeSelection(scope, run).filter((item) => !namesTests(item)).flatMap(filterKeysCovering)];
      for (const item of probes) for (const filter of filters) for (const other of this.byItem.get(`${scope}\u0000${item}\u0000${filter}`) ?? []) found.add(other);
    }
    return [...found].filter((other) => other !== run && coversRun(other, run)).sort((a, b) => a.call - b.call);
  }

  /**
   * Later green runs of the same runner whose selection holds every test the failing run named
   * (`bin/test sympy/sets/tests` failed only in test_contains.py; then `bin/test …/test_contains.py`
   * passed): the failures were run again and passed. Empty when the run named no failing test, or
   * fewer than its summary counts (an output cut short may name only some).
   */
  failuresRerun(run: VerificationRun): VerificationRun[] {
    const files = run.failing.map(testFile);
    if (files.length === 0 || files.some((file) => file === null) || lastSummary(run.output)?.failed !== run.failing.length) return [];
    const key = runnerKey(run.runner);
    const holds = (other: VerificationRun) => other.selection.length > 0 && covers(other.selection, files as string[]);
    return this.green.filter((other) => other.call > run.call && runnerKey(other.runner) === key && holds(other));
  }

  /** The first later green run of the same runner that leaves out, by name, every test the run saw fail (excluded-failures.ts). */
  leavingOut(run: VerificationRun): VerificationRun | undefined {
    const key = runnerKey(run.runner);
    return this.green.find((other) => other.call > run.call && runnerKey(other.runner) === key && leavesOutFailures(other, run));
  }

  /** Green runs of the same runner on the same files with `run`'s filters and one more, in call order, that keep a test that failed. */
  narrowing(run: VerificationRun): VerificationRun[] {
    const filters = (selection: string[]) => selection.filter((item) => item.startsWith("-"));
    const keeps = (other: VerificationRun) => filters(run.selection).every((item) => other.selection.includes(item));
    const adds = (other: VerificationRun) => filters(other.selection).some((item) => !run.selection.includes(item));
    // a filter that leaves out every test that failed answers nothing about them (excluded-failures.ts)
    return (this.byFiles.get(filesKey(run)) ?? []).filter((other) => keeps(other) && adds(other) && !leavesOutFailures(other, run));
  }
}

/** A green run covers another when it is the same check on a selection at least as wide, or a test run of the same tests. */
export function coversRun(wider: VerificationRun, run: VerificationRun): boolean {
  // two pieces of inline code share a runner's name, not their checks: only the same code covers itself
  if (INLINE_RUNNER.test(run.runner) && wider.command !== run.command) return false;
  // the agent's own check (inline code, its script) runs none of the repository's tests: it covers no run of them
  if (wider.adHoc && !run.adHoc && !INLINE_RUNNER.test(run.runner)) return false;
  if (sameCompiler(wider, run) && covers(wider.selection, run.selection)) return true;
  const tests = testedItems(run);
  // Go's `./...` names packages of its own runner, not another runner's tests
  const widerTests = testedItems(wider);
  if (widerTests.some(isPackagePattern)) return false;
  return wider.kind === "test" && run.kind === "test" && tests.length > 0 && covers(widerTests, tests);
}

/**
 * The tests a run exercises, as another runner would select them: its selection, or the file a
 * runner ran directly (`python3 test_x.py` runs test_x.py, not the whole suite). Empty: the suite.
 */
export function testedItems(run: VerificationRun): readonly string[] {
  if (run.selection.length > 0) return run.selection;
  const files = run.runner.split(" ").slice(1).filter((word) => SCRIPT_FILE.test(word) && !word.startsWith("-"));
  return files.map((file) => pathRan(run.command, file));
}

/**
 * The path a runner named by a file's name ran it by, as the line spells it (`python tests/test_core.py`
 * is runner `python test_core.py`): a runner that selects `tests/test_core.py` runs the same tests.
 */
function pathRan(command: string, file: string): string {
  const word = command.split(/[\s;&|()]+/).find((item) => item === file || item.endsWith(`/${file}`));
  return word === undefined ? file : word.replace(/^\.\//, "");
}

/** The selection a scope indexes a run under: the runner's own, or the tests it exercises for any test runner. */
function scopeSelection(scope: string, run: VerificationRun): readonly string[] {
  return scope === TEST_SCOPE ? testedItems(run) : run.selection;
}

/** The scopes a green run is indexed under: its runner, and every test runner when it is a test run. */
function scopes(run: VerificationRun): string[] {
  return run.kind === "test" ? [runnerScope(run), TEST_SCOPE] : [runnerScope(run)];
}

/** Where to look for runs covering `run`: its own runner; any test runner when it names the tests it ran. */
function coveringScopes(run: VerificationRun): string[] {
  const own = runnerScope(run);
  return run.kind === "test" && testedItems(run).length > 0 ? [own, TEST_SCOPE] : [own];
}

/** A runner's scope; the C compilers' is one (`g++` failed to link, then `gcc` linked the same objects: it builds). */
function runnerScope(run: VerificationRun): string {
  return `runner:${compilerFamily(run) ?? runnerKey(run.runner)}`;
}

/** The same check: one runner, or two C compilers building (gcc, g++, clang and cc drive the same toolchain). */
function sameCompiler(wider: VerificationRun, run: VerificationRun): boolean {
  const family = compilerFamily(run);
  return family !== null ? compilerFamily(wider) === family : runnerKey(wider.runner) === runnerKey(run.runner);
}

/** C and C++ compilers: each compiles and links the same sources and objects. */
const C_COMPILERS = new Set(["cc", "c++", "gcc", "g++", "clang", "clang++", "tcc"]);

function compilerFamily(run: VerificationRun): string | null {
  return run.kind === "build" && C_COMPILERS.has(run.runner) ? "C compilers" : null;
}

/** The items a covering selection may hold for this one: itself, the file of a test id, its folders, the whole tree. */
function widerItems(item: string): string[] {
  // `.` and Go's `...` (selections keep `./...` without its `./`) run everything
  const items = [item, ".", "..."];
  // `tests/a.py::Cls::test_x` is covered by `tests/a.py::Cls` and `tests/a.py`
  const ids = item.split("::");
  for (let end = ids.length - 1; end > 0; end -= 1) items.push(ids.slice(0, end).join("::"));
  const file = ids[0]!;
  const parts = file.split("/");
  // `pkg/a` is covered by `pkg`, `pkg/` and Go's `pkg/...`, and by `pkg/a/...`
  items.push(`${file}/...`);
  for (let end = parts.length - 1; end > 0; end -= 1) {
    const folder = parts.slice(0, end).join("/");
    items.push(folder, `${folder}/`, `${folder}/...`);
  }
  // a dotted label (`proxy_models.tests.ProxyTests.test_x`) is covered by each label it sits under (`proxy_models`)
  if (parts.length === 1 && isDottedLabel(file)) {
    const labels = file.split(".");
    // and by the folder of each package it sits in (`simplejson/tests` for `simplejson.tests.test_dump`: selection.ts)
    for (let end = labels.length - 1; end > 0; end -= 1) items.push(labels.slice(0, end).join("."), labels.slice(0, end).join("/"));
  }
  return items;
}

/**
 * A filter as the index keeps it: a `-k` conjunction by its terms in order (`-k "slow and env"` is `-k env and slow`),
 * any other filter by its text.
 */
function filterKey(filter: string): string {
  const terms = conjunction(filter);
  return terms === null ? filter : `-k ${[...terms].sort().join(" and ")}`;
}
/** A `-k` conjunction of more terms than this is looked up by every filtered run (its subsets would be too many). */
const MAX_INDEXED_TERMS = 6;
/** Any filtered run: the key a filter too wide to enumerate looks under. */
const ANY_FILTER = "\u0001";

/** The keys of the filters that keep all `filter` keeps: itself, or for a `-k` conjunction each conjunction of its terms. */
function filterKeysCovering(filter: string): string[] {
  const terms = conjunction(filter);
  if (terms === null) return [filter];
  if (terms.length > MAX_INDEXED_TERMS) return [ANY_FILTER];
  const sorted = [...new Set(terms)].sort();
  const keys: string[] = [];
  for (let mask = 1; mask < 1 << sorted.length; mask += 1) keys.push(`-k ${sorted.filter((_, bit) => (mask & (1 << bit)) !== 0).join(" and ")}`);
  return keys;
}

/** A selection item that names tests, not a filter (`-k kbd`, `--deselect x`). */
const namesTests = (item: string) => !item.startsWith("-");

function filesKey(run: VerificationRun): string {
  return `${runnerKey(run.runner)}\u0000${run.selection.filter((item) => !item.startsWith("-")).join(" ")}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** The file of a failing test's id (`a/test_b.py::test_c`, sympy's `a/test_b.py:test_c`); null when the id names no file. */
function testFile(id: string): string | null {
  const file = id.split(/::|:/)[0]!;
  return SCRIPT_FILE.test(file) ? file : null;
}
