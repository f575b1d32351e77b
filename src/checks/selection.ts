import picomatch from "picomatch";
/**
 * What a test run selected, and whether one run's selection covers another's. A failure belongs
 * to the tests that failed, not to the binary: `pytest tests/b.py::test_x` red is settled by a
 * later green `pytest tests/b.py` or `pytest` (a superset), or by the same file run another way
 * (`python tests/b.py`), never by a green run of `tests/a.py`.
 */
import { toolSelection } from "./runner-selections.js";

/** A word that names tests: a path, a file, or a test id (`a.py::T::test_x`, `pkg/...`). */
const NAMES_TESTS = /\/|::|\.\w+$|^\.\.\.$/;
/** A module, package or app label a test runner is given bare (`proxy_models`, `tests.test_api.ApiTest`); never a number. */
const TEST_LABEL = /^[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*$/;
/** A file's name ends so (`test_api.py`): dotted like a label, but a file. */
const FILE_SUFFIX = /\.(?:py|pyi|pyx|js|mjs|cjs|jsx|ts|tsx|rb|go|rs|java|kt|c|cc|cpp|h|hpp|cs|php|sh|rst|md|txt|json|toml|ya?ml|cfg|ini)$/;

/** A dotted label of modules and tests (`proxy_models.tests.ProxyTests`), not a file's name. */
export function isDottedLabel(word: string): boolean {
  return word.includes(".") && TEST_LABEL.test(word) && !FILE_SUFFIX.test(word);
}
/**
 * Options of test runners (pytest, unittest, Django's runtests and `manage.py test`; jest, vitest, mocha) whose value is
 * the next word and names no tests: `--settings test_sqlite`, `--parallel 4`, `--tb short`, `-p no:cacheprovider`,
 * `--env node`, `--reporter dot`, `--require ts-node/register`.
 */
const VALUED_OPTION = /^(?:--ds|--dc|--junitxml|--durations|--maxfail|--timeout|--cov-fail-under|--html|--env|--testEnvironment|--environment|--config|--reporters?|--maxWorkers|--coverageReporters|--outputFile|--testTimeout|--rootDir|--require|--pool|--settings|--parallel|--tag|--exclude-tag|--start-at|--start-after|--testrunner|--pythonpath|-p|-o|-n|-W|--tb|--rootdir|--cov|--cov-report|--log-level|--log-cli-level|--import-mode|--capture|--color|--numprocesses|--dist|--basetemp|--confcutdir)$/;
/** PHPUnit's options whose value names no tests: `--bootstrap vendor/autoload.php`, `-c phpunit.xml`, `-d memory_limit=1G`. */
const PHPUNIT_VALUED = /^(?:--bootstrap|-c|--configuration|--include-path|-d|--printer|--log-junit|--cache-result-file|--coverage-\w+|--order-by|--random-order-seed|--repeat|--test-suffix)$/;
/** Options whose value selects tests by name or marker, or leaves some out (`--deselect a.py::t`, `--ignore dir`): a filter. */
const SELECTING_OPTION = /^(?:-k|-m|--run|-run|--grep|-g|-t|--testNamePattern|--test-name-pattern|--test-skip-pattern|--filter|--tests|--only|--deselect|--ignore|--ignore-glob|-skip|--skip|--testPathIgnorePatterns|--exclude|--group|--exclude-group|--testsuite|--shard)$/;
/** Flags that run only the tests of files changed since a commit (vitest's `--changed`, jest's `--onlyChanged`): a filter. */
const CHANGED_ONLY = /^(?:--changed|--onlyChanged|--only-changed)(?:=.*)?$/;

/** The selection words of a test run: operands that name tests, and name filters with their value. */
export function selectionOf(argv: readonly string[], runner: string): string[] {
  const byRunner = selections.get(argv);
  const known = byRunner?.get(runner);
  if (known !== undefined) return [...known];
  const selection = readSelection(argv, runner);
  // only a frozen argv (a line's shared reading) is kept: another could change after it was read
  if (Object.isFrozen(argv)) selections.set(argv, (byRunner ?? new Map<string, readonly string[]>()).set(runner, selection));
  return [...selection];
}
/**
 * Selections by the argv of a line's shared reading and the runner: a session runs the same lines again
 * and again, and reading their words cost ~8 ms of the checks' first pass on the bench's word-rich session
 * (bench/RESULTS.md, Run 32). Each run gets its own copy.
 */
const selections = new WeakMap<readonly string[], Map<string, readonly string[]>>();

/**
 * Build tools whose short options mean other things: `make -k` keeps going, `-t` touches, `-j` runs jobs.
 * Their options select no tests; only the targets they are given name what runs.
 */
const OPTIONS_SELECT_NOTHING = /^(?:make|gmake|bmake|ninja|cmake|meson|scons)$/;

/**
 * A runner's first operand that names its mode, not tests: `vitest run` runs the whole suite once, as `bun test`,
 * `deno test` and `playwright test` do. Read as a label, `run` made `vitest run src/redos.spec.ts` name a module
 * `run` besides the file, and `vitest run` no whole suite.
 */
const MODE_SUBCOMMANDS = new Map([["vitest", /^(?:run|watch|dev)$/], ["bun", /^test$/], ["deno", /^test$/], ["playwright", /^test$/]]);

/** Runners whose operands are filters of test files' paths: a substring for vitest, a regex for jest. */
export const PATH_FILTERS = /^(?:vitest|jest)$/;
/** Their options whose value is the next word and filters no path. */
const PATH_FILTER_VALUED = /^(?:--project|--selectProjects|-c|--config|--root|-r|--dir|--environment|--pool|--reporter|--outputFile|--maxWorkers|-w|--shard|--testTimeout|--rootDir|--roots|--coverage\.\w+|--mode|--workspace)$/;

function readSelection(argv: readonly string[], runner: string): string[] {
  const byTool = toolSelection(argv);
  if (byTool !== null) return [...new Set(byTool)].sort();
  const runnerWords = new Set(runner.split(" ").map((word) => word.replace(/^.*\//, "")));
  const selection: string[] = [];
  const program = (argv[0] ?? "").replace(/^.*\//, "");
  const optionsSelect = !OPTIONS_SELECT_NOTHING.test(program);
  const mode = MODE_SUBCOMMANDS.get(program);
  let operandSeen = false;
  const relatedOnly = PATH_FILTERS.test(program) && argv.some((word) => word === "related" || word === "--findRelatedTests");
  for (let index = 1; index < argv.length; index += 1) {
    const word = argv[index]!;
    // vitest's and jest's options whose value names a project, a config or a folder of the run, no test file
    if (PATH_FILTERS.test(program) && PATH_FILTER_VALUED.test(word)) {
      index += 1;
      continue;
    }
    if (optionsSelect && SELECTING_OPTION.test(word)) {
      selection.push(`${word} ${argv[index + 1] ?? ""}`.trim());
      index += 1;
      continue;
    }
    if (optionsSelect && CHANGED_ONLY.test(word)) {
      selection.push(word);
      continue;
    }
    const attached = /^(--?[\w-]+)=(.*)$/.exec(word);
    if (attached && optionsSelect && SELECTING_OPTION.test(attached[1]!)) selection.push(`${attached[1]} ${attached[2]}`);
    // a runner's option that takes a value (`--settings test_sqlite`, `--tb short`): the value names no tests
    if (optionsSelect && (VALUED_OPTION.test(word) || (program === "phpunit" && PHPUNIT_VALUED.test(word)))) {
      index += 1;
      continue;
    }
    // unittest's `discover` is its subcommand (the whole suite from the start folder), no label of tests
    if (word.startsWith("-") || runnerWords.has(word.replace(/^.*\//, "")) || (word === "discover" && runnerWords.has("unittest"))) continue;
    // the first operand, past options and their values (`vitest --config x.ts run`), may be the runner's mode
    if (!operandSeen) {
      operandSeen = true;
      if (mode?.test(word) === true) continue;
    }
    // a test runner's bare operand is a label too (`runtests.py proxy_models`, `unittest tests.test_api`, `pytest tests`);
    // vitest's and jest's every operand filters test files by their path (`vitest run fluent-langneg`; vitest 3's
    // `file.test.ts:12` is that file), unless it names sources whose related tests run (`vitest related`, `--findRelatedTests`)
    if (PATH_FILTERS.test(program)) {
      if (!relatedOnly) selection.push(normalize(word.replace(/:\d+(?::\d+)?$/, "")));
      continue;
    }
    if (NAMES_TESTS.test(word) || (optionsSelect && TEST_LABEL.test(word))) selection.push(normalize(word));
  }
  return [...new Set(selection)].sort();
}

/** True when running `wider` runs every test `narrower` names (an empty selection is the whole suite). */
export function covers(wider: readonly string[], narrower: readonly string[]): boolean {
  if (wider.length === 0) return true;
  if (narrower.length === 0) return false;
  const isFilter = (item: string) => item.startsWith("-");
  // a filter (`-k kbd`, `-m slow`, `--deselect x`) only leaves tests out: each of the wider run's must
  // leave out no more than one of the narrower's does; the narrower's own filters only narrow it further
  const narrowFilters = narrower.filter(isFilter);
  if (!wider.filter(isFilter).every((outer) => narrowFilters.some((inner) => filterCovers(outer, inner)))) return false;
  const [widePaths, narrowPaths] = [wider.filter((item) => !isFilter(item)), narrower.filter((item) => !isFilter(item))];
  if (widePaths.length === 0) return true;
  return narrowPaths.length > 0 && narrowPaths.every((item) => widePaths.some((outer) => coversItem(outer, item)));
}

/**
 * Whether filter `outer` keeps every test `inner` keeps: the same filter, or a `-k` conjunction whose
 * terms are all among the other's (`-k env` keeps all `-k "env and not slow"` keeps). Any `or` or
 * parenthesis: only the same expression.
 */
function filterCovers(outer: string, inner: string): boolean {
  if (outer === inner) return true;
  const [outerTerms, innerTerms] = [conjunction(outer), conjunction(inner)];
  return outerTerms !== null && innerTerms !== null && outerTerms.every((term) => innerTerms.includes(term));
}

/** The terms of a `-k` expression joined only by `and`, or null. */
export function conjunction(filter: string): string[] | null {
  const expression = /^-k (.+)$/.exec(filter)?.[1]?.trim();
  if (expression === undefined || /[()]|\bor\b/.test(expression)) return null;
  return expression.split(/\s+and\s+/).map((term) => term.trim().replace(/\s+/g, " "));
}

/**
 * Go's relative package patterns name folders under the one the command ran in: `cd trees && go test ./...` tests
 * `trees/...`, not the module. Only a folder known relative to the session's own (`cd trees`, not `cd /x` or `cd ..`)
 * is joined: the transcript's paths are read relative to that folder.
 */
export function selectionIn(argv: readonly string[], runner: string, cwd: string | null): string[] {
  const selection = selectionOf(argv, runner);
  if (argv[0]?.replace(/^.*\//, "") !== "go" || cwd === null || /^(?:\/|~|\.\.(?:\/|$))/.test(cwd)) return selection;
  const relative = new Set(argv.filter((word) => word === "." || word.startsWith("./")).map(normalize));
  return selection.map((item) => (!relative.has(item) ? item : item === "." ? cwd : `${cwd}/${item}`));
}

/**
 * The selection of one runner run several times in a line (`for t in a.py b.py; do pytest $t; done`, `pytest a.py;
 * pytest b.py`): the line's one output is theirs together, so its failure belongs to the files of all of them. A run of
 * the whole suite among them makes it the suite; runs with other filters (`-k x`, `-k y`) have no one selection: null.
 */
export function lineSelection(selections: readonly (readonly string[])[]): string[] | null {
  if (selections.some((selection) => selection.length === 0)) return [];
  const filtersOf = (selection: readonly string[]) => selection.filter((item) => item.startsWith("-")).join("\u0000");
  const filters = filtersOf(selections[0] ?? []);
  if (!selections.every((selection) => filtersOf(selection) === filters)) return null;
  return [...new Set(selections.flat())].sort();
}

/** Go's package pattern (`...`, `pkg/...`): packages of its own runner. */
export const isPackagePattern = (item: string): boolean => item === "..." || item.endsWith("/...");

function coversItem(outer: string, item: string): boolean {
  if (outer === item) return true;
  if (outer.startsWith("-") || item.startsWith("-")) return false;
  if (outer === "." || outer === "...") return true;
  // a glob the shell expands (`tape test/*.js`) holds each file it matches
  if (/[*?[]/.test(outer) && !/[*?[]/.test(item)) return picomatch(outer, { dot: true })(item.split("::")[0]!);
  // Go's `pkg/...` is the package and every one under it
  const tree = outer.endsWith("/...") ? outer.slice(0, -"/...".length) : null;
  if (tree !== null) return item === tree || item.startsWith(`${tree}/`);
  // a dotted label holds the modules and tests under it (`proxy_models` holds `proxy_models.tests.ProxyTests`)
  const dotted = TEST_LABEL.test(outer) && !FILE_SUFFIX.test(outer) && isDottedLabel(item) && item.startsWith(`${outer}.`);
  // a folder holds the modules its dotted path names (`discover -s simplejson/tests` holds `simplejson.tests.test_dump`)
  const folder = FOLDER_PATH.test(outer) && isDottedLabel(item) && item.startsWith(`${outer.replace(/\/$/, "").replaceAll("/", ".")}.`);
  return dotted || folder || item.startsWith(`${outer}::`) || item.startsWith(`${outer.replace(/\/$/, "")}/`);
}

/** A relative path of folders named as Python packages are (`simplejson/tests`): no suffix, no dots. */
const FOLDER_PATH = /^[A-Za-z_]\w*(?:\/[A-Za-z_]\w*)+\/?$/;

function normalize(word: string): string {
  return word.replace(/^(?:\.\/)+(?=.)/, "").replace(/\/+$/, "");
}

/** True when the run's selection names the file itself (`pytest tests/test_x.py` for `/repo/tests/test_x.py`). */
export function selectsFile(run: { selection: readonly string[] }, path: string): boolean {
  return run.selection.some((item) => !item.startsWith("-") && (path === item || path.endsWith(`/${item}`) || item.startsWith(`${path}::`)
    || path.endsWith(`/${item.split("::")[0]}`) || labelNamesFile(item, path)));
}

/**
 * A dotted label names the module file or a test in it (`colorama.tests.ansi_test` and
 * `colorama.tests.ansi_test.AnsiTest.test_fore` name `colorama/tests/ansi_test.py`): unittest's and
 * Django's way to select a test file.
 */
function labelNamesFile(label: string, path: string): boolean {
  if (!PYTHON_MODULE.test(path) || !TEST_LABEL.test(label)) return false;
  const dotted = path.replace(PYTHON_MODULE, "").replace(/^\/+/, "").replace(/\//g, ".");
  const parts = label.split(".");
  for (let end = parts.length; end > 0; end -= 1) {
    const module = parts.slice(0, end).join(".");
    if (dotted === module || dotted.endsWith(`.${module}`)) return true;
  }
  return false;
}
const PYTHON_MODULE = /\.py$/;

/** True when the run selected the file (`selectsFile`) or a folder holding it (`testing/logging` holds `testing/logging/test_x.py`). */
export function selectsPath(run: { selection: readonly string[] }, path: string): boolean {
  const folders = run.selection.filter((item) => !item.startsWith("-") && !item.includes("::"));
  return selectsFile(run, path) || folders.some((item) => path.startsWith(`${item}/`) || path.includes(`/${item}/`));
}

/**
 * The top folder of a project's tests (`tests`, `./test/`, `spec`): a run given only that selected the
 * whole suite, as a run given no path does.
 */
const SUITE_FOLDER = /^(?:\.\/)?(?:tests?|testing|spec|__tests__)\/?$/;

/** True when the run selected every test: no selection, or only the project's top test folder. */
export function ranWholeSuite(run: { selection: readonly string[]; runner?: string }): boolean {
  if (run.selection.length === 0) return true;
  // cargo's word is a name filter, go's folder one package: neither is the suite
  return !NAME_FILTERING.test(run.runner ?? "") && run.selection.every((item) => SUITE_FOLDER.test(item));
}
/** Runners whose operand is a test-name filter or a single package, not a folder of tests. */
const NAME_FILTERING = /^(?:cargo|go)\b/;

/**
 * What turns warnings-as-errors off for a build: CMake's own switch, `-Wno-error`, or a project's option for its
 * warnings or compiler flags set off (`-DENABLE_WERROR=OFF`, `-DENABLE_CUSTOM_COMPILER_FLAGS=Off`). A feature's switch
 * (`-DJSMN_STRICT=0`) is no warning setting.
 */
const LOOSENED = new RegExp(
  String.raw`(?:^|\s)-Wno-error\b|--compile-no-warning-as-error\b|`
    + String.raw`(?:^|\s)-D\w*(?:WERROR|WARNINGS?_AS_ERRORS?|COMPILER_FLAGS|PEDANTIC)\w*(?::BOOL)?=(?:off|0|false|no)\b`,
  "i",
);

/**
 * A build in a line that turns warnings-as-errors off (`-DCMAKE_COMPILE_WARNING_AS_ERROR=OFF`,
 * `-DENABLE_CUSTOM_COMPILER_FLAGS=Off`, `CFLAGS=-Wno-error`) holds the code to less than the project's own build: it is
 * another check, named by that setting, so its pass does not answer a failure of the build as the project sets it up
 * (round 14's s15: `-Werror=conversion` failed the default build, and the agent turned the project's flags off).
 */
export function buildSelection(kind: string, command: string): string[] {
  if (kind !== "build") return [];
  const found = LOOSENED.exec(command);
  // not a filter (a filter narrows the tests a run selects): the same build under other settings
  return found === null ? [] : [`with ${found[0].trim()}`];
}
