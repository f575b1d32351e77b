import type { Edit, Trajectory } from "../model.js";
import { unwrap } from "../shell/wrappers.js";
import { named, stepLabel } from "./quote.js";
import { simpleCommands } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";
import { TEST_PROGRAM_WHY } from "./built-programs.js";

/**
 * A source a compiler reads (C, C++, Rust, Go, Java, …): a change to it reaches a test binary only
 * through a build. Scripts (Python, JavaScript, shell) are read afresh by every run.
 */
const COMPILED_SOURCE = /\.(?:c|h|cc|cpp|cxx|c\+\+|hh|hpp|hxx|ipp|inl|tcc|cu|cuh|rs|go|f|f90|f95|f03|for|m|mm|swift|zig|java|kt|scala|cs|fs|d|nim|hs|ml|adb|ads)$/i;

/** A command that may compile: a build tool, a compiler, or a test runner that builds what it tests (`make check`, `cargo test`). */
const BUILDS = /^(?:make|gmake|ninja|cmake|meson|cargo|go|gcc|g\+\+|cc|c\+\+|clang|clang\+\+|clang-cl|cl|tcc|icc|icx|nvcc|gfortran|rustc|javac|mvnw?|gradlew?|bazel|bazelisk|scons|zig|swift|swiftc|dotnet|xcodebuild|ghc|cabal|stack|dune|ocamlfind|ocamlopt|ld|build\.sh|compile)$/;

/** A program run by its path that has a binary's name (no script's suffix): `./build/test_ringbuf`, `bin/app`. */
const BINARY_PATH = /^\.{0,2}\/?(?:[\w.-]+\/)*[^./\s]+(?:\.(?:out|exe|bin))?$/;

/** What a build tool prints as it compiles or links: the run built something after all. */
const COMPILED_OUTPUT = /^\s*(?:\[\s*\d+%\] (?:Building|Linking)|Compiling \S|\[\d+\/\d+\] (?:Building|Linking|Compiling)|(?:cc|gcc|g\+\+|clang|c\+\+)\s.*\s-c\s)/m;

const programOf = (words: readonly string[]): string => {
  const unwrapped = unwrap(words);
  return "argv" in unwrapped ? (unwrapped.argv[0] ?? "") : "";
};
const baseName = (program: string): string => program.replace(/^.*[\\/]/, "");

/** A build tool or compiler named anywhere in a line's text: its own command, or code it runs (`subprocess.run(["gcc", …])`). */
const NAMES_BUILD = new RegExp(`(?:^|[\\s;&|(\`"'\\[,/])(?:${BUILDS.source.slice(4, -2)})(?=[\\s;&|)\`"',\\]]|$)`, "m");

/** A word that names the file (`hello.c`, `./src/hello.c`, `/app/src/hello.c` for `src/hello.c`). */
const namesFile = (word: string, path: string): boolean => word === path || baseName(word) === baseName(path) && baseName(path) !== "";

/** A command that may compile the source: a build tool or compiler, or any program given the file and an output (`ccomp -o x x.c`). */
function compiles(words: readonly string[], source: string): boolean {
  if (BUILDS.test(baseName(programOf(words)))) return true;
  return words.some((word) => namesFile(word, source)) && words.some((word) => /^-[oc]/.test(word));
}

/** Whether a line may compile the source: one of its commands (before `until`, when given) does, or its text names a build. */
function lineBuilds(command: string, source: string, until?: number): boolean {
  if (until === undefined && NAMES_BUILD.test(command)) return true;
  return simpleCommands(command).some((simple, index) => index < (until ?? Number.POSITIVE_INFINITY) && compiles(simple.words, source));
}

/**
 * The run executes test programs an earlier build made and builds none itself: `ctest`, a CMake build
 * folder's `make test` (its output is ctest's, `Test project /…`), or a binary run by its path.
 */
function runsPrebuilt(run: VerificationRun, source: string): boolean {
  if (run.output !== null && COMPILED_OUTPUT.test(run.output)) return false;
  const command = simpleCommands(run.command)[run.lineIndex];
  // a program given the source, or an output to write, is a compiler itself (`ccomp -o x x.c`): the source is its input
  if (command === undefined || command.words.slice(1).some((word) => namesFile(word, source) || /^-o/.test(word))) return false;
  const program = programOf(command.words);
  const tool = baseName(program);
  if (tool === "ctest") return true;
  // CMake's `test` target runs ctest and builds nothing
  const target = command.words.slice(1).filter((word) => !word.startsWith("-"));
  if ((tool === "make" || tool === "ninja") && target.length === 1 && target[0] === "test") return /^Test project \//m.test(run.output ?? "");
  // a built program run by its path: the agent's, or the test program a test source builds (built-programs.ts)
  const built = run.kind === "run" || (run.kind === "test" && run.why.includes(TEST_PROGRAM_WHY));
  return built && program.includes("/") && BINARY_PATH.test(program) && !/^\/(?:usr|bin|sbin|opt|snap|nix)\//.test(program);
}

/**
 * Runs of test programs built before the last change to a compiled source, with no build between that
 * change and the run (neither in a call between them nor earlier in the run's own line): they ran the
 * old binaries, so what they show is not the change's.
 */
export function staleBuildRuns(trajectory: Trajectory, runs: readonly VerificationRun[]): ReadonlyMap<VerificationRun, Edit> {
  const sources = trajectory.edits.filter((edit) => edit.toolCall !== null && edit.kind !== "delete" && COMPILED_SOURCE.test(edit.path));
  // each run mapped to the last edit of a compiled source before it, which no build after it compiled
  const stale = new Map<VerificationRun, Edit>();
  if (sources.length === 0) return stale;
  for (const run of runs) {
    const edit = sources.filter((item) => item.toolCall! <= run.call).at(-1);
    if (edit !== undefined && otherObjectsOnly(run, edit.path)) stale.set(run, edit);
    if (edit === undefined || !runsPrebuilt(run, edit.path)) continue;
    // the edit's own line may build after it (`sed -i … && make`, a script that patches and compiles)
    const between = trajectory.toolCalls.slice(edit.toolCall!, run.call);
    const built = between.some((call) => call.command !== null && lineBuilds(call.command, edit.path));
    if (built || lineBuilds(run.command, edit.path, run.lineIndex)) continue;
    stale.set(run, edit);
  }
  return stale;
}

/** An object file a build is asked for (`make build/src/blob.o`): the build compiles its own source only. */
const OBJECT_FILE = /\.(?:o|obj|lo)$/;
/** A header may be included by any source: an object of another name may still compile it. */
const HEADER = /\.(?:h|hh|hpp|hxx|ipp|inl|tcc|cuh)$/i;
const stem = (path: string) => baseName(path).replace(/\.[^.]*$/, "");

/** make's and ninja's options whose value is the next word (`-C dir`, `-j 8`), never a target. */
const VALUED = new Set(["-C", "-f", "-j", "-l", "-o", "-W", "-I", "--directory", "--file", "--jobs", "--makefile"]);

/** The targets a make or ninja command was given (`make -j1 build/blob.o` → `build/blob.o`); empty for other programs. */
function buildTargets(run: VerificationRun): string[] {
  const words = simpleCommands(run.command)[run.lineIndex]?.words ?? [];
  const program = baseName(programOf(words));
  if (program !== "make" && program !== "gmake" && program !== "ninja") return [];
  const start = words.findIndex((word) => baseName(word) === program);
  const targets: string[] = [];
  for (let index = start + 1; index < words.length; index += 1) {
    const word = words[index]!;
    if (VALUED.has(word)) index += 1;
    else if (!word.startsWith("-") && !word.includes("=")) targets.push(word);
  }
  return targets;
}

/** A build given only object files as targets, none of the edited source's name: it compiled other sources only. */
function otherObjectsOnly(run: VerificationRun, source: string): boolean {
  if (run.kind !== "build" || HEADER.test(source)) return false;
  const targets = buildTargets(run);
  // CMake keeps the source's name whole (`io.cpp.o`), make drops its extension (`io.o`)
  const compiles = (target: string) => baseName(target).replace(OBJECT_FILE, "") === baseName(source) || stem(target) === stem(source);
  const others = targets.every((target) => OBJECT_FILE.test(target) && !compiles(target));
  return targets.length > 0 && others;
}

/** "; `ctest` at step 8 ran test programs built before the edit of `src/varint.c` at step 6: no build ran after it". */
export function staleBuildNote(stale: ReadonlyMap<VerificationRun, Edit>, sawFinal: (call: number) => boolean): string {
  const last = [...stale].filter(([run]) => sawFinal(run.call)).at(-1);
  if (last === undefined) return "";
  const [run, edit] = last;
  if (otherObjectsOnly(run, edit.path)) {
    const targets = buildTargets(run);
    const objects = targets.slice(0, 2).map((item) => named(baseName(item))).join(", ");
    return `; ${named(`${run.runner} ${targets.join(" ")}`)} at ${stepLabel(run.step)} built only ${objects}`
      + `, which does not compile ${named(edit.path)} (edited at ${stepLabel(edit.step)})`;
  }
  return `; ${named(run.runner)} at ${stepLabel(run.step)} ran programs built before the edit of ${named(edit.path)} at ${stepLabel(edit.step)}`
    + ": no build ran after that edit, so it tested the old code";
}
