/**
 * What a run of CTest, Maven or Cargo selected, read by the tool's own options: their options and operands mean other
 * things than pytest's or jest's (`ctest -E x` leaves x out, `mvn clean test` names phases, `cargo test --doc` runs
 * the doc-tests alone). A filter is kept as `option value` (it starts with `-`), as selection.ts keeps `-k expr`, so a
 * run that left a failing test out never covers the run it failed in.
 */

/** CTest's options that pick tests by name or label, with their value: each keeps some tests or leaves some out. */
const CTEST_FILTERS = new Map([
  ["-R", "-R"], ["--tests-regex", "-R"], ["-E", "-E"], ["--exclude-regex", "-E"],
  ["-L", "-L"], ["--label-regex", "-L"], ["-LE", "-LE"], ["--label-exclude", "-LE"], ["-I", "-I"], ["--tests-information", "-I"],
]);
/** CTest's flags that run only some tests, or none (`-N` lists them). */
const CTEST_FLAG_FILTERS = new Set(["--rerun-failed", "-N", "--show-only"]);
/** CTest's options whose value is the build it tests. */
const CTEST_BUILDS = new Set(["--test-dir", "--preset"]);

/** Maven's `-D` properties that pick tests (Surefire's `test`, Failsafe's `it.test`) or skip them all. */
const MAVEN_TEST_PROPERTY = /^-D(test|it\.test)=(.+)$/;
const MAVEN_SKIPS = /^-D(?:skipTests|maven\.test\.skip|skipITs)(?:=(?:true)?)?$/;
/** Maven's options that pick modules of a multi-module build. */
const MAVEN_MODULES = new Set(["-pl", "--projects"]);
/** Maven's options that take a value and pick no tests. */
const MAVEN_VALUED = new Set(["-s", "--settings", "-gs", "--global-settings", "-P", "--activate-profiles", "-T", "--threads", "-rf", "--resume-from", "-l", "--log-file", "-t", "--toolchains"]);

/** Cargo's flags that run one kind of test target alone. */
const CARGO_TARGET_FLAGS = new Set(["--doc", "--lib", "--bins", "--tests", "--examples", "--benches"]);
/** Cargo's options that name a target or a package to run alone, or one to leave out. */
const CARGO_TARGETS = new Set(["--test", "--bin", "--example", "--bench", "-p", "--package", "--exclude"]);
/** Cargo's options that take a value and pick no tests. */
const CARGO_VALUED = new Set(["--features", "-F", "-j", "--jobs", "--target", "--profile", "--target-dir", "--color", "-Z", "--config"]);
/** Cargo's other subcommands that check the code: their words after `--` are the tool's (`clippy -- -D warnings`), no tests. */
const CARGO_SUBCOMMAND = /^(?:build|b|check|c|clippy|doc|d|bench|nextest|miri|fmt)$/;
/** Cargo's flags that pick which targets or packages a build or check covers. */
const CARGO_SCOPE_FLAGS = new Set([...CARGO_TARGET_FLAGS, "--bins", "--all-targets", "--workspace", "--all"]);

/** The packages and targets a `cargo build|check|clippy` covers: its own options before `--`, never the tool's after it. */
function cargoTargets(argv: readonly string[]): string[] {
  return [...new Set(cargoOwnWords(argv, CARGO_SCOPE_FLAGS, false))];
}

/** The test binary's options after `--` that take a value: `--skip` leaves tests out, the others pick none. */
const HARNESS_VALUED = new Set(["--test-threads", "--format", "--color", "-Z", "--logfile", "--shuffle-seed"]);

/** uvu's options that take a value: `-r esm` loads a module and `-C` sets the folder (neither picks tests); `-i` leaves files out. */
const UVU_VALUED = new Set(["-r", "--require", "-C", "--cwd"]);
const UVU_IGNORE = new Set(["-i", "--ignore"]);

/** The selection of a run of one of these tools, or null for any other runner (selection.ts reads those). */
export function toolSelection(argv: readonly string[]): string[] | null {
  const program = (argv[0] ?? "").replace(/^.*\//, "");
  // uvu is mostly run through npx or pnpm exec: its own words start after its name
  const uvu = argv.findIndex((word) => word.replace(/^.*\//, "") === "uvu");
  if (uvu !== -1 && argv.slice(0, uvu).every((word) => /^(?:npx|pnpm|yarn|exec|bunx|-\S*)$/.test(word))) return uvuSelection(argv.slice(uvu + 1));
  if (program === "ctest") return ctestSelection(argv);
  if (program === "mvn" || program === "mvnw") return mavenSelection(argv);
  if (program === "cargo" && argv[1] === "test") return cargoSelection(argv);
  if (program === "cargo" && CARGO_SUBCOMMAND.test(argv[1] ?? "")) return cargoTargets(argv);
  return null;
}

function ctestSelection(argv: readonly string[]): string[] {
  const selection: string[] = [];
  for (let index = 1; index < argv.length; index += 1) {
    const word = argv[index]!;
    const [option, attached] = word.startsWith("--") && word.includes("=") ? [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)] : [word, null];
    const filter = CTEST_FILTERS.get(option);
    if (filter !== undefined) {
      selection.push(`${filter} ${attached ?? argv[index + 1] ?? ""}`.trim());
      if (attached === null) index += 1;
    } else if (CTEST_FLAG_FILTERS.has(word)) selection.push(word);
    else if (CTEST_BUILDS.has(option)) {
      // the build it tests (`--test-dir build-asan`, `--preset asan`): another build's run is another check, named by it
      selection.push(attached ?? argv[index + 1] ?? "");
      if (attached === null) index += 1;
    }
  }
  return selection.filter((item) => item !== "");
}

function mavenSelection(argv: readonly string[]): string[] {
  const selection: string[] = [];
  for (let index = 1; index < argv.length; index += 1) {
    const word = argv[index]!;
    const property = MAVEN_TEST_PROPERTY.exec(word);
    if (property !== null) selection.push(`-D${property[1]} ${property[2]}`);
    else if (MAVEN_SKIPS.test(word)) selection.push(word);
    else if (MAVEN_MODULES.has(word)) selection.push(`-pl ${argv[(index += 1)] ?? ""}`.trim());
    // the project it builds (`-f parser/pom.xml`): another project's run is another check
    else if (word === "-f" || word === "--file") selection.push(argv[(index += 1)] ?? "");
    else if (MAVEN_VALUED.has(word)) index += 1;
  }
  return selection;
}

/**
 * What cargo's own words before `--` select: the target flags given (`--lib`, `--all-targets`), named targets and packages
 * (`--test toml`, `--test=toml`, `-p crate`), the manifest's path; for `cargo test`, also its one bare word, the name
 * filter (tests whose path holds it), kept bare as a label is: the run is named by it.
 */
function cargoOwnWords(argv: readonly string[], flags: ReadonlySet<string>, nameFilter: boolean): string[] {
  const harness = argv.indexOf("--");
  const own = harness === -1 ? argv.slice(2) : argv.slice(2, harness);
  const selection: string[] = [];
  for (let index = 0; index < own.length; index += 1) {
    const word = own[index]!;
    const attached = /^(--[\w-]+)=(.+)$/.exec(word);
    if (attached !== null && CARGO_TARGETS.has(attached[1]!)) selection.push(`${attached[1]} ${attached[2]}`);
    else if (flags.has(word)) selection.push(word);
    else if (CARGO_TARGETS.has(word)) selection.push(`${word} ${own[(index += 1)] ?? ""}`.trim());
    else if (word === "--manifest-path") selection.push(own[(index += 1)] ?? "");
    else if (CARGO_VALUED.has(word)) index += 1;
    else if (nameFilter && !word.startsWith("-")) selection.push(word);
  }
  return selection;
}

function cargoSelection(argv: readonly string[]): string[] {
  // `--workspace` and `--all-targets` widen a test run: they select nothing narrower than its default
  const selection = cargoOwnWords(argv, CARGO_TARGET_FLAGS, true);
  const harness = argv.indexOf("--");
  if (harness === -1) return selection;
  const rest = argv.slice(harness + 1);
  for (let index = 0; index < rest.length; index += 1) {
    const word = rest[index]!;
    if (word === "--skip") selection.push(`--skip ${rest[(index += 1)] ?? ""}`.trim());
    else if (word === "--ignored") selection.push(word);
    else if (HARNESS_VALUED.has(word)) index += 1;
    else if (!word.startsWith("-")) selection.push(word);
  }
  return selection;
}

/**
 * `uvu [dir] [pattern]`: the folder of tests, then a pattern the test files' paths must match (`uvu test lite` runs
 * test/lite.js alone). The pattern is kept as `--pattern P` and `-i`'s files as `--ignore P`: filters, so such a run
 * covers no other run, and own-tests.ts reads which files the pattern lets through.
 */
function uvuSelection(words: readonly string[]): string[] {
  const operands: string[] = [];
  const selection: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (UVU_VALUED.has(word)) index += 1;
    else if (UVU_IGNORE.has(word)) selection.push(`--ignore ${words[(index += 1)] ?? ""}`.trim());
    else if (!word.startsWith("-")) operands.push(word);
  }
  const [folder, pattern] = operands;
  if (folder !== undefined) selection.push(folder.replace(/^(?:\.\/)+(?=.)/, "").replace(/\/+$/, ""));
  if (pattern !== undefined) selection.push(`--pattern ${pattern}`);
  return selection;
}
