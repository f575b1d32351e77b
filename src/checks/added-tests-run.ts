import { indentOf } from "../words.js";
import { posix } from "node:path";
import type { DiffFile, DiffLine } from "../evidence/diff.js";
import type { Trajectory } from "../model.js";
import { and, keywordKeeps, or, type Kept, type TestKeywords } from "./pytest-keywords.js";
import { named, stepLabel } from "./quote.js";
import { selectionOf, selectsPath } from "./selection.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";
import { programName } from "../shell/program.js";
import type { VerificationRun } from "./verification.js";

/**
 * The PR's new pytest tests, and whether any repository run after the last edit ran them. A green
 * `pytest test_schema.py -k 'use or optional'` that deselects the test the PR adds (`test_regex_eq`) says
 * nothing of it; neither does a run of other files only, or of other node ids (`test_x.py::test_old`).
 */

/** One test function the diff adds or rewrites, and the names pytest's `-k` may match on it. */
export interface AddedTest {
  /** The test file, as the diff names it. */
  file: string;
  name: string;
  /** Its class, or null at module level; undefined when the class line lies outside the diff. */
  owner: string | null | undefined;
  keywords: TestKeywords;
}

/** pytest's default test files (`test_*.py`, `*_test.py`). */
const TEST_FILE = /^(?:test_\w*|\w+_test)\.py$/;
/** A test function's definition line: its indent and name. */
const TEST_DEF = /^(\s*)(?:async\s+)?def\s+(test\w*)\s*\(([^)]*)/;
/** Arguments that are no fixture: a fixture given `params` adds its ids to the test's name, which `-k` also matches. */
const NO_FIXTURE = /^(?:self|cls)?$/;
/** A class line: its name. */
const CLASS_LINE = /^\s*class\s+(\w+)\b/;
/** A marker decorator (`@pytest.mark.slow`, `@mark.skip(`): its name. */
const MARKER = /^\s*@(?:pytest\.)?mark\.(\w+)/;
/** A decorator of any kind. */
const DECORATOR = /^\s*@/;
/** Markers that add parameter ids to the test's name, which `-k` also matches. */
const PARAMETRIZING = new Set(["parametrize"]);
/** Module-level markers (`pytestmark = …`) apply to every test of the file, unseen in a hunk. */
const MODULE_MARKS = "pytestmark";

/** The test functions the diff adds or whose definition line it rewrites, in pytest's test files. */
export function addedTests(diff: readonly DiffFile[], trajectory: Trajectory): AddedTest[] {
  return diff.filter((file) => file.status !== "deleted" && TEST_FILE.test(posix.basename(file.path))).flatMap((file) => {
    const kept = file.lines.filter((line) => line.kind !== "-");
    const moduleMarks = file.lines.some((line) => line.text.includes(MODULE_MARKS)) || shownWithModuleMarks(trajectory, file.path);
    return kept.flatMap((line, index) => {
      const found = line.kind === "+" ? TEST_DEF.exec(line.text) : null;
      if (found === null) return [];
      const owner = ownerOf(kept, index, found[1]!.length);
      if (owner === false) return [];
      const marks = decoratorsAbove(kept, index);
      const folders = posix.dirname(file.path).split("/").filter((part) => part !== "." && part !== "");
      const names = [found[2]!, ...(owner ? [owner.name] : []), posix.basename(file.path), ...folders, ...marks.names];
      if (owner) names.push(...owner.marks);
      const fixtures = (found[3] ?? "").split(",").map((arg) => arg.trim().replace(/[:=].*$/, "")).some((arg) => !NO_FIXTURE.test(arg));
      const unseen = moduleMarks || fixtures || owner === undefined || (owner !== null && owner.unseen) || marks.unseen;
      const ownerName = owner === undefined ? undefined : owner?.name ?? null;
      return [{ file: file.path, name: found[2]!, owner: ownerName, keywords: { names, unseen } }];
    });
  });
}

/** A file the transcript printed with a `pytestmark` in it. */
function shownWithModuleMarks(trajectory: Trajectory, path: string): boolean {
  const name = posix.basename(path);
  return trajectory.toolCalls.some((call) => call.output !== null && call.output.includes(MODULE_MARKS) && ((call.command ?? "").includes(name) || call.output.includes(name)));
}

/** Lines are one stretch of the new file from `from` back to `to` (no gap between hunks). */
const contiguous = (lines: readonly DiffLine[], from: number, to: number) => lines[from]!.newLine !== null && lines[to]!.newLine !== null
  && lines[from]!.newLine! - lines[to]!.newLine! === from - to;

/** A test's class, with the markers put on it. */
interface Owner {
  name: string;
  marks: string[];
  unseen: boolean;
}

/**
 * The class a method stands in, with its markers; null at module level; undefined when the hunk does not
 * reach the class line; false for a function nested in another function (not a test pytest collects).
 */
function ownerOf(lines: readonly DiffLine[], index: number, indent: number): Owner | null | undefined | false {
  if (indent === 0) return null;
  for (let at = index - 1; at >= 0 && contiguous(lines, index, at); at -= 1) {
    const text = lines[at]!.text;
    if (text.trim() === "" || indentOf(text) >= indent) continue;
    const found = CLASS_LINE.exec(text);
    if (found === null) return DECORATOR.test(text) ? undefined : false;
    // a nested class: its outer classes are names too, and node ids name the whole chain
    if (indentOf(text) > 0) return undefined;
    const marks = decoratorsAbove(lines, at);
    return { name: found[1]!, marks: marks.names, unseen: marks.unseen };
  }
  return undefined;
}

/**
 * Marker names of the decorators right above a line; unseen when one may add names (`parametrize`, an unknown
 * decorator) or the hunk starts there.
 */
function decoratorsAbove(lines: readonly DiffLine[], index: number): { names: string[]; unseen: boolean } {
  const names: string[] = [];
  let at = index - 1;
  for (; at >= 0 && contiguous(lines, index, at) && DECORATOR.test(lines[at]!.text); at -= 1) {
    const marker = MARKER.exec(lines[at]!.text)?.[1];
    if (marker === undefined || PARAMETRIZING.has(marker)) return { names, unseen: true };
    names.push(marker);
  }
  // the hunk begins right above (a decorator may stand beyond it), or a decorator's arguments close there (`)` of a
  // multi-line `@pytest.mark.parametrize(`)
  return { names, unseen: at < 0 || !contiguous(lines, index, at) || /^\s*[)\]}]/.test(lines[at]!.text) };
}

/** pytest, however it is called (`python -m pytest`, `py.test`). */
const PYTEST = /(?:^|[\s/])(?:pytest|py\.test)\b/;
/** Every mention of pytest in a line, quoted or not (`bash -c 'pytest a.py'`): more than its commands this reads means one is unseen. */
const PYTEST_ALL = /(?<![\w.-])(?:pytest|py\.test)\b/g;

/**
 * Whether the run's line ran the test: each pytest command of the line (`if [ -f t.py ]; then pytest t.py; fi &&
 * pytest --doctest-modules m.py` holds two) by what it selected and its filters, or the line's output names it.
 */
export function runKeeps(run: VerificationRun, test: AddedTest): Kept {
  if (run.kind !== "test") return "no";
  if (!PYTEST.test(run.runner)) return "maybe";
  if (run.output !== null && run.output.includes(test.name)) return "yes";
  const commands = simpleCommands(run.command).filter((command) => isPytest(unwrappedWords(command)));
  // a pytest the line holds where this does not see a command of its own (`bash -c '…'`, `$(…)`) may have run it
  if (commands.length < (run.command.match(PYTEST_ALL) ?? []).length) return "maybe";
  const selections = commands.length === 0 ? [run.selection] : commands.map((command) => selectionOf(unwrappedWords(command), run.runner));
  return selections.reduce<Kept>((kept, selection) => (kept === "yes" ? kept : or(kept, selectionKeeps(selection, test))), "no");
}

/** The command runs pytest: `pytest`, `py.test`, `python3 -m pytest`. */
function isPytest(words: readonly string[]): boolean {
  const program = programName(words[0] ?? "");
  return program === "pytest" || program === "py.test" || (PYTHON.test(program) && words[1] === "-m" && words[2] === "pytest");
}
const PYTHON = /^python[\d.]*$/;

function selectionKeeps(selection: readonly string[], test: AddedTest): Kept {
  const paths = selection.filter((item) => !item.startsWith("-"));
  if (paths.length > 0 && !paths.some((item) => reachesTest(item, test))) return "no";
  // pytest keeps the last `-k` it is given (`-k old -k regex` runs what `-k regex` does)
  const lastK = selection.findLast((item) => item.startsWith("-k "));
  const filters = selection.filter((item) => item.startsWith("-") && (!item.startsWith("-k ") || item === lastK));
  return filters.reduce<Kept>((kept, filter) => (kept === "no" ? kept : and(kept, filterKeeps(filter, test))), "yes");
}


/** A selection word reaches the test: its file or a folder holding it, a node id of it or of its class, or a bare label (unread). */
function reachesTest(item: string, test: AddedTest): boolean {
  const [path, ...ids] = item.split("::");
  if (ids.length === 0) return selectsPath({ selection: [item] }, test.file) || (!item.includes("/") && !item.includes(".")) || sameFile(path!, test.file);
  if (!sameFile(path!, test.file)) return false;
  const parts = ids.map((id) => id.replace(/\[.*$/, ""));
  // `file::Class` runs its methods, `file::Class::test_x` and `file::test_x` the one test
  if (test.owner === undefined) return true;
  const wanted = test.owner === null ? [test.name] : [test.owner, test.name];
  return wanted.slice(0, parts.length).every((part, at) => part === parts[at]);
}

const sameFile = (path: string, file: string) => path === file || file.endsWith(`/${path.replace(/^\.\//, "")}`) || path.endsWith(`/${file}`);

/** `-k expr` by pytest's reading; `--deselect id` of this test; any other filter (`-m`) may keep it. */
function filterKeeps(filter: string, test: AddedTest): Kept {
  const [option, ...rest] = filter.split(" ");
  const value = rest.join(" ").replace(/^(["'])(.*)\1$/s, "$2");
  if (option === "-k") return keywordKeeps(value, test.keywords) ?? "maybe";
  if (option === "--deselect") return reachesDeselected(value, test) ? "no" : "yes";
  return "maybe";
}

function reachesDeselected(id: string, test: AddedTest): boolean {
  const [path, ...ids] = id.split("::");
  if (!sameFile(path!, test.file) || test.owner === undefined) return false;
  const wanted = test.owner === null ? [test.name] : [test.owner, test.name];
  return ids.length > 0 && ids.length <= wanted.length && ids.every((part, at) => part === wanted[at]);
}

/** At most this many new tests are named in a note. */
const MAX_NAMED_TESTS = 2;

/**
 * "The PR's new test `test_x` (`test_schema.py`) did not run after the last edit …": every repository run
 * after the last edit was pytest's, and each left out every test the PR adds (by path, node id or `-k`).
 * Null when one may have run one of them, or none of the runs is pytest's.
 */
export function addedTestsNotRun(
  trajectory: Trajectory,
  diff: readonly DiffFile[] | null | undefined,
  runs: readonly VerificationRun[],
  changed: string,
): { run: VerificationRun; note: string } | null {
  // a run that never started (`tox: command not found`) ran no test: it neither runs nor leaves out the new ones
  const tests = runs.filter((run) => run.kind === "test" && run.notStarted === undefined);
  if (diff == null || tests.length === 0 || !tests.every((run) => PYTEST.test(run.runner))) return null;
  const added = addedTests(diff, trajectory);
  if (added.length === 0 || added.some((test) => tests.some((run) => runKeeps(run, test) !== "no"))) return null;
  const last = tests.at(-1)!;
  const which = added.slice(0, MAX_NAMED_TESTS).map((test) => named(test.name)).join(", ") + (added.length > MAX_NAMED_TESTS ? ` and ${added.length - MAX_NAMED_TESTS} more` : "");
  const files = [...new Set(added.map((test) => named(posix.basename(test.file))))].join(", ");
  const words = last.selection.map((item) => item.replace(/^(-\S+) (.*\s.*)$/s, "$1 '$2'"));
  const run = `${named(`${last.runner} ${words.join(" ")}`.trim())} (${stepLabel(last.step)})`;
  const tested = tests.length === 1 ? `${run} left ${added.length === 1 ? "it" : "them"} out` : `the ${tests.length} pytest runs since, the last ${run}, each left ${added.length === 1 ? "it" : "them"} out`;
  return { run: last, note: `The PR's new ${added.length === 1 ? "test" : "tests"} ${which} (${files}) did not run after the last edit of ${named(changed)}: ${tested}.` };
}
