import { programName } from "./checkers.js";
import { escapeRegExp } from "../words.js";
import type { Outcome } from "./verification.js";

/**
 * Commands that ask about a tool instead of running it (`command -v make`, `which pytest`,
 * `pytest --version`), and outputs that say a tool never started (`pytest: not found`, `No module
 * named pytest`). Neither is a run of the tool: it checked nothing about the work.
 */

/** Programs that look a tool up: their operands are names, not commands to run. */
const LOOKUP = new Set(["which", "whereis", "type", "hash", "command-v"]);
/** Operands that only ask a tool who it is, or where its parts are (a compiler's `-print-prog-name=cc1plus`, `-dumpversion`). */
const ABOUT_ONLY = /^(?:--version|-version|-V|version|--help|-h|help|-help|--usage|-dump(?:version|fullversion|machine|specs)|-print-[\w-]+(?:=\S*)?)$/;

/** Options that make a tool only say what it would do, doing nothing: `pip install --dry-run`. */
const DRY_RUN = /^(?:--dry-run|--dryrun|--just-print|--recon)$/;
/** Options that make a test runner list its tests, running none: `pytest --collect-only`, `cargo test -- --list`, `go test -list .`. */
const LISTS_ONLY = /^(?:--collect-only|--co|--listTests|--list-tests|--list|-list|--show-only)$/;
/** Build tools whose `-n` (and make's `-q`, "is it up to date?") prints or asks what would run, running nothing. */
const BUILD_TOOL = /^(?:make|gmake|bmake|ninja)$/;
/** A cluster of make's value-less short options holding `-n` or `-q` (`-n`, `-nB`). */
const MAKE_DRY_FLAGS = /^-[BdeiknpqrRsStvw]*[nq][BdeiknpqrRsStvw]*$/;

/** True when the simple command only probes for a tool, asks its version or usage, lists tests, or is a dry run. */
export function isProbe(argv: readonly string[]): boolean {
  const words = argv.filter((word) => !/^[A-Za-z_]\w*=/.test(word));
  const tool = programName(words[0] ?? "");
  if (tool === "command" && /^-[vV]$/.test(words[1] ?? "")) return true;
  if (LOOKUP.has(tool)) return true;
  const operands = words.slice(1);
  const runsNothing = (word: string) => DRY_RUN.test(word) || LISTS_ONLY.test(word) || (BUILD_TOOL.test(tool) && MAKE_DRY_FLAGS.test(word));
  if (operands.some(runsNothing)) return true;
  return operands.length > 0 && operands.every((word) => ABOUT_ONLY.test(word));
}

/**
 * Options that make a test runner write what its snapshot assertions expect instead of checking it: jest's and
 * vitest's `-u` / `--updateSnapshot` / `--update`, syrupy's `--snapshot-update`, inline-snapshot's `--inline-snapshot=fix`,
 * pytest-regressions' `--force-regen`. Such a run passes those assertions by rewriting them: it checked nothing of them.
 */
const UPDATES_SNAPSHOTS = /^(?:--updateSnapshot(?:=(?!false\b)\S*)?|--update-snapshots?|--snapshot-update|--inline-snapshot=(?:fix|create|update)\S*|--force-regen)$/;
/** The runners whose `-u` (and `--update`) is the snapshot update; mocha's `-u` is its interface. */
const SNAPSHOT_RUNNERS = /^(?:jest|vitest)$/;
/** Package managers that pass what follows `--` (or, for yarn and pnpm, what follows the script) to the script's runner. */
const SCRIPT_PASSERS = /^(?:npm|yarn|pnpm|bun)$/;

/** True when the run rewrites the expectations it checks (`jest -u`, `npm test -- -u`, `pytest --snapshot-update`). */
export function updatesSnapshots(argv: readonly string[]): boolean {
  const tool = programName(argv[0] ?? "");
  const shortUpdate = SNAPSHOT_RUNNERS.test(tool) || SCRIPT_PASSERS.test(tool);
  // jest's short options group (`-ut "name"` is `-u -t "name"`)
  return argv.slice(1).some((word) => UPDATES_SNAPSHOTS.test(word) || (shortUpdate && /^(?:-[a-zA-Z]*u[a-zA-Z]*|--update)$/.test(word)));
}

/** True when an option makes the test runner list its tests and run none (`pytest --collect-only`, `go test -list .`). */
export function listsTestsOnly(argv: readonly string[]): boolean {
  return argv.slice(1).some((word) => LISTS_ONLY.test(word));
}

/** The shell's own exit statuses for "found but not executable" and "not found". */
export const NOT_STARTED_STATUS = new Set([126, 127]);

/**
 * True when the output says the program, its module (`python -m pytest`) or its script
 * (`python x.py`) could not be found or started, so it never ran. `argv` is the command as the
 * shell saw it; `runner` is the program that does the work once wrappers are peeled off.
 */
export function neverStarted(
  output: string | null,
  argv: readonly string[],
  runner: readonly string[],
  line: string | null = null,
): boolean {
  if (output === null) return false;
  if (line !== null && timedUnderSh(output, line, argv[0] ?? "")) return true;
  // a program typed as a path is named by the shell with that path (`/opt/py/bin/python3: not found`): a bare
  // `python3: not found` beside it is another command's
  const named = (word: string) => (word.includes("/") ? word : programName(word));
  const names = new Set([named(argv[0] ?? ""), named(runner[0] ?? "")].filter((name) => name !== ""));
  for (const name of names) if (saysNotFound(output, name)) return true;
  const module = moduleOf(argv);
  if (module !== null && new RegExp(`^\\S*python[\\d.]*: No module named ${escapeRegExp(module)}\\s*$`, "m").test(output)) return true;
  if (programName(argv[0] ?? "") === "make" && recipeNotFound(output)) return true;
  // a package manager or make asked for a script or target the project does not define: nothing ran
  if (SCRIPT_RUNNERS_OF_PROJECT.test(programName(argv[0] ?? "")) && ownScriptUndefined(argv, output) && !RESULT_PRINTED.test(output)) return true;
  // npx asked for a package it would have to download (`npx mocha` where mocha is not installed): nothing ran
  if (programName(argv[0] ?? "") === "npx" && NPX_NOT_INSTALLED.test(output) && !RESULT_PRINTED.test(output)) return true;
  // the runner as typed (`python -m pytest`) or once wrappers and assignments are peeled off (`PYTHONPATH=src python -m pytest`)
  if ([argv, runner].some(isTestRunner) && (refusedArguments(output) || crashedBeforeTests(output) || startRefused(output))) return true;
  const script = scriptOf(argv);
  return script !== null && new RegExp(`can't open file '[^']*${escapeRegExp(programName(script))}': \\[Errno 2\\]|Cannot find module '[^']*${escapeRegExp(programName(script))}'`).test(output);
}

/**
 * make stopped at a recipe whose program is not there (`make: uv: No such file or directory`, then
 * `make: *** [Makefile:13: test] Error 127`) before anything printed a result: the target's checks never ran.
 */
function recipeNotFound(output: string): boolean {
  if (recipeModuleMissing(output)) return true;
  if (!output.includes("Error 127")) return false;
  return MAKE_127.test(output) && MAKE_NOT_FOUND.test(output) && !RESULT_PRINTED.test(output);
}

/**
 * make echoed a recipe `python -Wd -m coverage run … tests.py`, Python said `No module named coverage`, and make stopped
 * (`make: *** [makefile:13: test] Error 1`) before a result: the recipe's tool is not installed, so its tests never ran.
 */
function recipeModuleMissing(output: string): boolean {
  if (!output.includes("No module named") || !MAKE_STOPPED.test(output) || RESULT_PRINTED.test(output)) return false;
  const lines = output.split("\n");
  return lines.some((line, at) => {
    const missing = MODULE_MISSING.exec(line)?.[1];
    if (missing === undefined) return false;
    const recipe = new RegExp(`(?:^|\\s)\\S*python[\\d.]*(?:\\s+-[A-Za-z]\\S*)*\\s+-m\\s+${escapeRegExp(missing)}(?:\\s|$)`);
    return lines.slice(0, at).some((before) => recipe.test(before));
  });
}
/** make's own line when a recipe failed: `make: *** [makefile:13: test] Error 1`. */
const MAKE_STOPPED = /^g?make(?:\[\d+\])?: \*\*\* \[[^\]\n]*\] Error \d+$/m;
/** Python's refusal of `-m` for a module not installed, the module named. */
const MODULE_MISSING = /^\S*python[\d.]*: No module named (\S+)\s*$/;
const MAKE_127 = /^make(?:\[\d+\])?: \*\*\* \[[^\]\n]*\] Error 127$/m;
const MAKE_NOT_FOUND = /^make(?:\[\d+\])?: \S+: (?:No such file or directory|Command not found)$|^(?:\/bin\/(?:ba|da)?sh: (?:line )?\d+: )?\S+: (?:command )?not found$/m;
/** A runner's count line: tests ran before the recipe that was not found. */
const RESULT_PRINTED = /\b\d+ (?:passed|failed|errors?)\b|^Ran \d+ tests?\b|^(?:OK|FAILED)\b/m;

/** Programs that run a script or target the project defines (`npm test`, `yarn lint`, `make check`). */
const SCRIPT_RUNNERS_OF_PROJECT = /^(?:npm|pnpm|yarn|bun|make|gmake)$/;
/**
 * What they say when the project defines no such script or target: npm's `Missing script: "test"`, pnpm's
 * `ERR_PNPM_NO_SCRIPT`, yarn's `Command "test" not found.` and `Couldn't find a script named`, bun's `Script not found`,
 * make's `No rule to make target 'check'.  Stop.`
 */
const SCRIPT_NOT_DEFINED = (name: string): RegExp => new RegExp(
  `^npm (?:error|ERR!) Missing script: "${name}"|Missing script: ${name}\\s*$|ERR_PNPM_(?:RECURSIVE_RUN_)?NO_SCRIPT\\b.*\\b${name}\\b|^error Command "${name}" not found\\.`
    + `|Couldn't find a script named "${name}"|^error: Script not found "${name}"|^g?make(?:\\[\\d+\\])?: \\*\\*\\* No rule to make target '${name}'\\.\\s+Stop\\.$`,
  "m",
);

/**
 * The output says the script or make goal this command asked for is not defined: its own name, since a line's output holds
 * every command's (`make test; make lint` where only `lint` is missing ran `make test`).
 */
function ownScriptUndefined(argv: readonly string[], output: string): boolean {
  const program = programName(argv[0] ?? "");
  const words = argv.slice(1).filter((word) => !word.startsWith("-") && !/^\w+=/.test(word));
  // make's goals; a package manager's script (`npm test`, `npm run lint`, `yarn workspace x lint` is left unread)
  const names = /make$/.test(program) ? words : /^(?:run|run-script)$/.test(words[0] ?? "") ? words.slice(1, 2) : words.slice(0, 1);
  return names.length > 0 && names.some((name) => SCRIPT_NOT_DEFINED(escapeRegExp(name)).test(output));
}

/** npx's refusal to fetch a package that is not installed, or a binary it cannot name. */
const NPX_NOT_INSTALLED = /^npm (?:error|ERR!) (?:npx canceled due to missing packages|could not determine executable to run)/m;

/** Test runners whose usage error means no test ran; any other program's may be the behaviour under test (pylint's own options). */
const TEST_RUNNERS = new Set(["pytest", "py.test", "unittest", "tox", "nox"]);

/**
 * The runner refused its command line (argparse's and pytest's `usage: …` then `error: unrecognized
 * arguments: --timeout=120`, exit 2 or 4) and printed no result: it ran nothing.
 */
function refusedArguments(output: string): boolean {
  return output.includes("usage:") && USAGE_ERROR.test(output) && !RESULT_PRINTED.test(output);
}
const USAGE_ERROR = /^(?:ERROR: )?usage: .*$(?:\n.*){0,20}?\n\S*: error: (?:unrecognized arguments|argument |the following arguments are required|invalid choice)/m;

/**
 * pytest itself crashed (`INTERNALERROR>` lines: a plugin's or a conftest hook's exception, an unknown mark made an
 * error) before any test passed or failed: its tests never ran, whatever the `N errors` line counts.
 */
function crashedBeforeTests(output: string): boolean {
  return output.includes(PYTEST_CRASH) && /^INTERNALERROR>/m.test(output) && !/\b\d+ (?:passed|failed)\b/.test(output)
    && !TESTS_PROGRESSED.test(output);
}
/**
 * unittest's discovery refused its start folder (`discover -s tests` where the tests live elsewhere: `ImportError: Start
 * directory is not importable: 'tests'`) before it ran anything: no `Ran N tests` line.
 */
function startRefused(output: string): boolean {
  return output.includes(START_REFUSED) && !/^Ran \d+ tests?\b/m.test(output);
}
const START_REFUSED = "Start directory is not importable";

/** What opens each line of pytest's own crash report. */
export const PYTEST_CRASH = "INTERNALERROR>";
/** pytest's progress: a file's result letters (`tests/test_a.py ..F`), a bare row of them, or a verbose line's verdict. */
const TESTS_PROGRESSED = /^(?:\S+\.py\s+)?[.FEsxX]+(?:\s+\[\s*\d+%\])?\s*$|^\S+::\S+ (?:PASSED|FAILED|ERROR)\b|^(?:FAILED|ERROR) \S+::/m;

/** What a line that runs its program under `time` holds. */
const TIME_WORD = "time";

/**
 * `time ./sim` run by a shell with no `time` keyword (dash: `/bin/sh: 1: time: not found`): the
 * program after it never ran. The parser reads `time` as bash does and drops it, so the line tells.
 */
function timedUnderSh(output: string, line: string, program: string): boolean {
  // the line is read first, for the word its pattern needs: nearly no line has it, and the output is
  // scanned only then (that scan took 7 ms of the checks' first pass on a 100 MB session, Run 34)
  if (program === "" || !line.includes(TIME_WORD) || !/\btime: not found\b/.test(output)) return false;
  return new RegExp(`(?:^|[;&|(\\s])time\\s+(?:-p\\s+)?${escapeRegExp(program)}(?![\\w./-])`).test(line);
}

/** What the shell, the loader or the interpreter said when the program could not start. */
const NOT_STARTED_LINE = /: error: (?:unrecognized arguments|argument |the following arguments are required|invalid choice)|\bNo module named\b|\bcommand not found\b|: not found\s*$|can't open file|Cannot find module|No such file or directory|Permission denied|cannot execute|Missing script: |\bNO_SCRIPT\b|^error Command "[^"]+" not found|Couldn't find a script named|Script not found "|No rule to make target/i;

/** The program, its module or its script was not there: it checked nothing, and the output line says why. */
export function couldNotStart(output: string | null): Outcome {
  return { outcome: "unknown", from: "none", notStarted: notStartedLine(output) ?? "exit 126 or 127: not found or not executable" };
}

/** The output line that says the program, its module or its script could not start, if one does. */
export function notStartedLine(output: string | null): string | null {
  const lines = output?.split(/\r?\n/) ?? [];
  // pytest's crash report ends with the exception that stopped it
  const crashed = lines.findLast((line) => (line.startsWith(PYTEST_CRASH) && /\w(?:Error|Exception|Warning)\b/.test(line)) || line.includes(START_REFUSED));
  return crashed?.trim() ?? lines.find((line) => NOT_STARTED_LINE.test(line))?.trim() ?? null;
}

/** The words run a test runner: `pytest …`, `python -m pytest …`, after any `NAME=value` assignments. */
function isTestRunner(words: readonly string[]): boolean {
  const command = words.slice(words.findIndex((word) => !ASSIGNMENT.test(word)));
  return TEST_RUNNERS.has(programName(command[0] ?? "")) || TEST_RUNNERS.has(moduleOf(command) ?? "");
}
const ASSIGNMENT = /^[A-Za-z_]\w*=/;

/** `python -m pytest`: the module the interpreter was asked to run. */
function moduleOf(argv: readonly string[]): string | null {
  const flag = argv.indexOf("-m");
  return flag > 0 && /^python[\d.]*$/.test(programName(argv[0] ?? "")) ? (argv[flag + 1]?.split(".")[0] ?? null) : null;
}

/** `python3 x.py`, `node x.js`: the first operand of an interpreter, when it names a file. */
function scriptOf(argv: readonly string[]): string | null {
  if (!/^(?:python[\d.]*|node|nodejs)$/.test(programName(argv[0] ?? ""))) return null;
  return argv.slice(1).find((word) => !word.startsWith("-") && /\.\w+$/.test(word)) ?? null;
}

/**
 * The output says `name` was not found or could not start. Each alternative of its pattern holds
 * `name:` or `found: name`: an output without either is not read by the pattern.
 */
export function saysNotFound(output: string, name: string): boolean {
  return (output.includes(`${name}:`) || output.includes(`found: ${name}`)) && notFoundPattern(name).test(output);
}

/** The shell's and the loader's words for a program that is not there, by program: compiled once per name. */
export function notFoundPattern(name: string): RegExp {
  const known = NOT_FOUND_BY_NAME.get(name);
  if (known !== undefined) return known;
  const quoted = escapeRegExp(name);
  const pattern = new RegExp(`(?:^|[\\s/:])${quoted}: (?:command )?not found\\b|command not found: ${quoted}\\b|^\\S*${quoted}: No such file or directory$|^\\S*${quoted}: Permission denied$`, "m");
  if (NOT_FOUND_BY_NAME.size >= MAX_PATTERNS) NOT_FOUND_BY_NAME.clear();
  NOT_FOUND_BY_NAME.set(name, pattern);
  return pattern;
}
/** Not global, so a shared pattern keeps no position between calls. */
const NOT_FOUND_BY_NAME = new Map<string, RegExp>();
/** Programs of a long session; past it the patterns are compiled again. */
const MAX_PATTERNS = 1024;

/**
 * The agent's harness stopped the command at its own time limit (`Command … timed out after 30
 * seconds`), with no exit status of the command's: it did not get to finish, so it showed no result.
 * A check the agent's own bound stopped (`timeout 60 pytest`, exit 124) is read by own-timeout.ts.
 */
export function cutByHarness(output: string | null, exitCode: number | null): boolean {
  if (output === null || (exitCode !== null && exitCode >= 0)) return false;
  return harnessStopped(output);
}

/** The output ends with a harness's words that it stopped the command at its time limit, whatever status it then gave. */
export function harnessStopped(output: string | null): boolean {
  return output !== null && HARNESS_TIMEOUT.test(output.slice(-TIMEOUT_TAIL));
}

/** How harnesses say they killed a command: mini-swe-agent, SWE-agent, OpenHands, Terminus. */
const HARNESS_TIMEOUT = /\btimed out after \d+(?:\.\d+)? ?(?:s|sec|secs|seconds?)\b|\bcommand timed out\b|\btimeout(?:expired)? (?:after|of) \d+/i;
/** The harness's note ends the output: only its last characters are read. */
const TIMEOUT_TAIL = 400;
