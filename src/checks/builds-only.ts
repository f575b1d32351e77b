/**
 * A PR that changes what code does, checked after its last edit only by builds, type checks or linters: they say the
 * code compiles, not what it does. `cmake --build` building `testrunner` and never running it, `mvn -q compile`,
 * `go build` after `go test … | head -20` cut its result: no run of the repository's tests saw the change.
 *
 * Only compiled sources are read so (a build of Python's docs runs the code). Not said where compiling is the point:
 * the PR changes only build files or type stubs, or the task is about a build that fails. Without a PR (a task's run,
 * Terminal-Bench's "build X from source"), a build is the deliverable's check.
 */
import { posix } from "node:path";
import type { DiffFile } from "../evidence/diff.js";
import type { Trajectory } from "../model.js";
import { named, stepLabel } from "./quote.js";
import { nothingRan, testSummaries } from "./test-summary.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";

/** Checks that compile or read the code without running it. */
const COMPILE_ONLY_KINDS: ReadonlySet<VerificationRun["kind"]> = new Set(["build", "typecheck", "lint"]);

/** Files whose change a build is the check of: build scripts, manifests, type declarations. */
const BUILD_FILE = /^(?:CMakeLists\.txt|[\w.-]+\.cmake|(?:GNU)?[Mm]akefile|[\w.-]+\.mk|configure(?:\.ac)?|meson\.build|build\.gradle(?:\.kts)?|settings\.gradle(?:\.kts)?|pom\.xml|Cargo\.toml|go\.mod|package\.json|tsconfig(?:\.[\w-]+)?\.json|[\w.-]+\.d\.ts|[\w.-]+\.pyi)$/;

/** A task about a build that fails: what it asks is that the code compile, which a build shows. */
const BUILD_TASK = /\b(?:fails?|failing|failed) to (?:compile|build|link)\b|\bdoes(?:n't| not) (?:compile|build|link)\b|\b(?:compile|compilation|compiler|build|link(?:er|ing)?) (?:error|errors|failure|fails|failed|warnings?)\b|\bbroken build\b|\bundefined reference\b/i;
/** Build tools' targets and phases that run the tests too: `make check`, `gradle build`, `mvn package`, `zig build test`. */
const TEST_TARGETS = new Set(["test", "tests", "check", "ctest"]);
const GRADLE_TEST_TASKS = new Set(["build", "check", "test"]);
const MAVEN_TEST_PHASES = new Set(["test", "package", "verify", "install", "deploy"]);
/** Options that skip the tests a build would run. */
const SKIPS_TESTS = /^(?:-DskipTests(?:=true)?|-Dmaven\.test\.skip(?:=true)?|-x)$/;

/**
 * Sources a build compiles without running: a build of an interpreted language's project may run its code (`make -C docs
 * html` runs Sphinx), of a compiled one it does not.
 */
const COMPILED_SOURCE = /\.(?:c|cc|cpp|cxx|h|hh|hpp|java|kt|scala|go|rs|cs|fs|swift|m|mm|zig|dart|nim|hs|ml|tsx?|mts|cts)$/;

/** The PR changes compiled code whose behaviour a build cannot show: a source file that is no build file or declaration. */
function changesBehaviour(diff: readonly DiffFile[]): boolean {
  return diff.some((file) => file.status !== "deleted" && COMPILED_SOURCE.test(file.path) && !BUILD_FILE.test(posix.basename(file.path)));
}

/**
 * "Only builds ran after the last edit of `src/UriSetPort.c` (`cmake --build`, step 9): they show the code compiles, not
 * what it does; no test of the repository ran after it." `runs`: the repository's runs after the edit with a result;
 * `seen`: every run after it, the agent's own and those that showed no result too. Null when a test may have run.
 */
export function buildsOnly(
  trajectory: Trajectory,
  diff: readonly DiffFile[] | null | undefined,
  runs: readonly VerificationRun[],
  seen: readonly VerificationRun[],
  changed: string,
): { run: VerificationRun; note: string } | null {
  if (diff == null || runs.length === 0 || !runs.every((run) => COMPILE_ONLY_KINDS.has(run.kind))) return null;
  if (!changesBehaviour(diff) || BUILD_TASK.test(trajectory.task ?? "")) return null;
  // a program whose output counts the tests it ran (the project's GoogleTest binary run by its path, ctest's summary) ran
  // tests; so did a build whose target or phase runs them
  const ranTests = (run: VerificationRun) =>
    buildRunsTests(run) || (testSummaries(run.output).length > 0 && nothingRan(run.output) === null);
  // a run whose result is not shown (cut by `| head`) is named below, not taken for a result; the agent's own tests
  // (a scratch test file run by the repository's runner) test none of the repository's
  if (seen.some((run) => run.outcome !== "unknown" && !(run.kind === "test" && run.adHoc) && ranTests(run))) return null;
  const last = runs.at(-1)!;
  const what = runs.every((run) => run.kind === "build") ? "builds" : "builds and static checks";
  // a repository test run whose result the output does not show (cut by `| head`) is named: it ran, its result is unknown
  const unshown = seen.filter((run) => run.kind === "test" && !run.adHoc && run.outcome === "unknown").at(-1);
  const own = seen.some((run) => run.adHoc) ? " and the agent's own checks" : "";
  const unshownNote = unshown === undefined ? "" : `; ${named(unshown.runner)} (${stepLabel(unshown.step)}) ran too but showed no result`;
  // a failed build shows the code does not compile: said so, not that builds show it compiles
  const shows = last.outcome === "failed" ? "the last of them failed" : "they show the code compiles, not what it does";
  const note = `Only ${what}${own} ran after the last edit of ${named(changed)} (${named(last.runner)}, ${stepLabel(last.step)}): `
    + `${shows}${unshownNote}; no test of the repository showed a result after it.`;
  return { run: last, note };
}

/** The build's target or phase runs the project's tests: `make check`, `cmake --build b --target test`, `gradle build`, `mvn package`. */
function buildRunsTests(run: VerificationRun): boolean {
  if (run.kind !== "build") return false;
  const command = simpleCommands(run.command)[run.lineIndex];
  const words = command === undefined ? [] : unwrappedWords(command);
  if (words.some((word) => SKIPS_TESTS.test(word))) return false;
  const program = posix.basename(words[0] ?? "");
  const rest = words.slice(1);
  if (/^gradlew?$/.test(program)) return rest.some((word) => GRADLE_TEST_TASKS.has(word.replace(/^:/, "")));
  if (/^mvnw?$/.test(program)) return rest.some((word) => MAVEN_TEST_PHASES.has(word));
  return rest.some((word) => TEST_TARGETS.has(word));
}
