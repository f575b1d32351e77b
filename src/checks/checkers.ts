/**
 * Recognizes a simple command that runs a checker: a test runner, type-checker, linter, build or
 * compiler. The rule is the command's grammar, not a list of project commands: a tool whose own
 * name is a checker, a tool whose subcommand (or script name) is a checking verb, or a compiler.
 */
import { programName } from "../shell/program.js";
import { isScratchPath } from "./work.js";

export { programName };

export type CheckerKind = "test" | "build" | "typecheck" | "lint";

export interface CheckerMatch {
  kind: CheckerKind;
  /** The runner's identity, e.g. `pnpm test`, `pytest`, `gcc`: runs of one runner are grouped. */
  runner: string;
  why: string;
  /** A one-off probe (a compiler on a file) rather than the project's own check. */
  adHoc?: boolean;
  /** It checks only that code parses (`py_compile`, `gcc -fsyntax-only`): its pass says nothing of what the code does. */
  syntaxOnly?: boolean;
}

/** Programs whose own name says they check: running them is running a checker. */
const CHECKER_TOOLS: Readonly<Record<string, CheckerKind>> = Object.fromEntries([
  ...words("test", "pytest py.test unittest doctest jest vitest mocha ava tap tape uvu qunit karma jasmine rspec phpunit pest prove ctest tox nox nose2 nosetests trial behave cucumber cucumber-js robot bats busted ginkgo gotestsum testem wdio codeceptjs"),
  ...words("typecheck", "tsc vue-tsc svelte-check mypy pyright pytype dmypy flow dialyzer stack-typecheck"),
  ...words("lint", "eslint biome ruff flake8 pylint pycodestyle pydocstyle golangci-lint staticcheck revive rubocop standardrb shellcheck hadolint stylelint markdownlint yamllint actionlint ktlint detekt swiftlint clang-tidy cppcheck cpplint phpstan psalm phpcs credo sqlfluff tflint checkov"),
  ...words("build", "make gmake ninja latexmk pdflatex xelatex lualatex tectonic bazel bazelisk buck2 scons meson py_compile compileall"),
]);

/** Type checkers that also compile and write the output unless told not to (`--noEmit`). */
const EMITTING_TYPECHECKERS: ReadonlySet<string> = new Set(["tsc", "vue-tsc"]);
/** Checkers that only parse the code they are given: compiling Python to bytecode runs none of it. */
const SYNTAX_CHECKERS: ReadonlySet<string> = new Set(["py_compile", "compileall"]);
/** A compiler's option to stop after parsing and type-checking, producing nothing. */
const SYNTAX_ONLY_OPTION = /^-fsyntax-only$/;

/** Compilers check the code they compile: a failed compile is a failed check. */
const COMPILERS = new Set(["gcc", "g++", "cc", "c++", "clang", "clang++", "rustc", "javac", "kotlinc", "scalac", "ghc", "nvcc", "gfortran", "go", "fpc", "dmd", "ldc2", "swiftc", "csc", "mcs", "tcc", "emcc", "iverilog", "verilator", "solc"]);

/** Subcommands and script names that check: `cargo test`, `mix dialyzer`, `npm run test:unit`. */
const CHECK_VERBS: Readonly<Record<string, CheckerKind>> = {
  test: "test", tests: "test", spec: "test", specs: "test", e2e: "test", unittest: "test", check: "test", verify: "test", nextest: "test",
  build: "build", compile: "build", assemble: "build", package: "build",
  typecheck: "typecheck", "type-check": "typecheck", "check-types": "typecheck", types: "typecheck", tsc: "typecheck", vet: "typecheck", dialyzer: "typecheck",
  lint: "lint", clippy: "lint", credo: "lint", validate: "lint",
};

/** Verbs that check only for one tool, or check differently there (`cargo check` type-checks). */
const TOOL_VERBS: Readonly<Record<string, Readonly<Record<string, CheckerKind>>>> = {
  make: { all: "build" },
  gmake: { all: "build" },
  cargo: { check: "typecheck" },
  deno: { check: "typecheck" },
  terraform: { plan: "lint" },
  tofu: { plan: "lint" },
};

/** Tools that read, move, install or report: their arguments never make them a check. */
const NON_CHECKERS = new Set(
  "ls cat less more head tail grep egrep rg ag find fd wc echo printf mkdir rmdir cd pushd popd pwd rm cp mv ln touch chmod chown stat file du df tree which whereis type sleep kill pkill ps top env export source set unset git hg svn pip pip3 pipx apt apt-get yum dnf apk brew curl wget tar zip unzip gzip gunzip sed awk sort uniq cut tr xargs tee diff cmp open code vim vi nano emacs man help history alias read true false test [ [[ dpkg rpm conda ssh scp rsync docker-compose-ls jq yq sudo systemctl service npm-check-updates".split(" "),
);

/** Package managers and task runners whose first word names a script or task to run. */
const SCRIPT_RUNNERS = new Set(["npm", "pnpm", "yarn", "bun", "deno", "turbo", "nx", "lerna", "rush", "just", "task", "mage", "invoke", "inv", "poe", "hatch", "rake", "grunt", "gulp", "composer", "mix", "cargo", "go", "dotnet", "swift", "zig", "mvn", "mvnw", "gradle", "gradlew", "sbt", "lein", "stack", "cabal", "dune", "gleam", "terraform", "tofu", "helm", "docker", "podman", "bazel", "bazelisk", "pants", "meson", "ninja", "make", "gmake", "cmake", "flutter", "dart", "elm", "php", "artisan", "uv", "pdm", "hatch", "tox", "nox", "R", "julia", "opa", "buf", "kubectl", "kustomize", "ansible-playbook", "packer", "serverless", "sam", "cdk", "pulumi", "wrangler", "vercel", "firebase", "expo", "react-native", "ng", "vue-cli-service", "vite", "next", "nuxt", "astro", "webpack", "rollup", "esbuild", "parcel", "tsup", "biome", "bundle", "melos", "xcodebuild", "pod"]);

/** Words between a script runner and its verb that select where or how it runs. */
const SELECTOR_WORDS = new Set(["run", "run-script", "exec", "x", "workspace", "workspaces", "run-many", "affected", "foreach", "recursive", "CMD"]);

/** Options whose next word is their value (`pnpm --filter web test`, `make -C dir test`). */
const VALUED_OPTION = /^(?:--filter|-F|--workspace|-w|--prefix|--dir|--cwd|-C|--directory|--project|-p|--package|--config|-c|--target|-t|--scope|--manifest-path|--file|-f|--profile|--env|-e|--service)$/;

/** The words that run a named script (`npm run build`, `npm run-script test`). */
const RUN_SELECTOR = /^(?:run|run-script)$/;

/** One runner however its script is spelled: `npm run test` and `npm test` run the same script. */
export function runnerKey(runner: string): string {
  const known = RUNNER_KEYS.get(runner);
  if (known !== undefined) return known;
  const key = runner.replace(/^(\S+) (?:run|run-script) (?=\S)/, "$1 ");
  if (RUNNER_KEYS.size >= MAX_RUNNER_KEYS) RUNNER_KEYS.clear();
  RUNNER_KEYS.set(runner, key);
  return key;
}
/**
 * Keys by runner: the checks ask for the key of every run several times (the last run of a runner, the
 * green runs' index, each check's key), ~15,000 times on the bench's word-rich session for a handful
 * of runners, and the regex's replace cost 10 ms of the checks' first pass (bench/RESULTS.md, Run 32).
 */
const RUNNER_KEYS = new Map<string, string>();
/** Enough for the distinct runners of a long session; past it the keys are made again. */
const MAX_RUNNER_KEYS = 4096;

/** A test verb's option that compiles the tests and runs none. */
const COMPILE_ONLY: Readonly<Record<string, RegExp>> = { cargo: /^--no-run$/, go: /^-c$/ };

/** How many words after the tool the verb may sit (`yarn workspace web test`: the third). */
const VERB_WINDOW = 4;

/** A program's own option to check its input (`openssl rsa -check`, `black --check`, `gpg --verify`), not to do its work. */
const CHECK_OPTION = /^--?(?:check|verify|checkend)$/;
/** A program's check verb (`openssl verify`, `terraform validate`): the whole command is the check. */
const CHECK_VERB = /^(?:verify|validate)$/;
/** Interpreters read `--check` as "check the syntax only" (built-programs.ts reads that): not this rule's. */
const INTERPRETER = /^(?:python[\d.]*|node|nodejs|bash|sh|zsh|dash|ruby|perl|php|deno|bun)$/;

export function checkerOf(argv: readonly string[]): CheckerMatch | null {
  const tool = programName(argv[0] ?? "");
  if (tool === "" || NON_CHECKERS.has(tool)) return null;
  const args = argv.slice(1);
  if (tool === "cmake" && args.includes("--build")) return { kind: "build", runner: "cmake --build", why: "cmake --build compiles the project" };
  if (COMPILERS.has(tool)) return compilerRun(tool, args);
  if (tool === "expect") return expectCheck(args);
  const verb = SCRIPT_RUNNERS.has(tool) ? verbOf(tool, args) : null;
  if (verb !== null) return verb;
  const option = args.find((arg) => CHECK_OPTION.test(arg)) ?? (CHECK_VERB.test(firstWord(args) ?? "") ? firstWord(args) : undefined);
  if (option !== undefined && CHECKER_TOOLS[tool] === undefined && !INTERPRETER.test(tool)) {
    const named = `${[tool, ...subcommandBefore(args, String(option))].join(" ")} ${option}`;
    return { kind: "test", runner: named, why: `${named} checks its input and exits non-zero when the check fails`, adHoc: true };
  }
  // `node --test [files]`: Node's own test runner (node:test), an option of node's before any script it runs
  if ((tool === "node" || tool === "nodejs") && nodeTestRun(args)) return { kind: "test", runner: "node --test", why: "node --test runs tests with Node's built-in runner" };
  const own = CHECKER_TOOLS[tool];
  if (own !== undefined && !/^(?:install|uninstall|clean|distclean|realclean|mrproper|maintainer-clean|--version|-V|-v|--help|-h|init|--init)$/.test(firstWord(args) ?? "")) {
    const why = `${tool} is a ${own === "build" ? "build tool" : `${own} runner`}`;
    if (SYNTAX_CHECKERS.has(tool)) return { kind: own, runner: tool, why: `${tool} checks that the code parses`, syntaxOnly: true };
    // `tsc -b`, `tsc --outDir dist` compile and write their output: a build; bare `tsc` may be set not to emit (tsconfig's noEmit)
    const emits = args.some((arg) => /^(?:-b|--build|--outDir|--outFile)(?:=|$)/.test(arg)) && !args.some((arg) => /^--noemit(?:=true)?$/i.test(arg));
    if (EMITTING_TYPECHECKERS.has(tool) && emits) return { kind: "build", runner: tool, why: `${tool} compiles the project` };
    return { kind: own, runner: tool, why };
  }
  return null;
}

/** `--test` among node's own options: before the script, whose own arguments follow it (`node app.js --test` runs app.js). */
function nodeTestRun(args: readonly string[]): boolean {
  const at = args.findIndex((arg) => arg === "--test");
  return at >= 0 && args.slice(0, at).every((arg) => arg.startsWith("-"));
}

/** Words a folder or file operand is often called: not a subcommand. */
const OPERAND_WORD = /^(?:src|lib|libs|test|tests|app|apps|pkg|packages|docs?|scripts?|bin|cmd|internal)$/;

/**
 * The subcommand a check option belongs to (`cargo fmt --check`, `openssl rsa -check`): the plain word
 * right after the program, when it comes before the option. The option alone says another command.
 */
function subcommandBefore(args: readonly string[], option: string): string[] {
  const first = args[0];
  const at = args.indexOf(option);
  if (first === undefined || first === option || (at >= 0 && at < 1) || !/^[a-z][a-z0-9-]*$/.test(first) || OPERAND_WORD.test(first)) return [];
  return [first];
}

/**
 * `expect -c 'spawn telnet host 23; expect { -re {login:} { exit 0 } timeout { exit 124 } }'`: a script
 * that exits non-zero when it does not see what it waits for asserts on what it spawned. One that only
 * drives a program (`send`, `interact`) with no such exit checks nothing.
 */
function expectCheck(args: readonly string[]): CheckerMatch | null {
  const script = args[args.indexOf("-c") + 1];
  if (!args.includes("-c") || script === undefined || !/\bexit\s+[1-9]/.test(script)) return null;
  const spawned = /\bspawn\s+(?:-\S+\s+)*([^\s;}]+)/.exec(script)?.[1];
  const name = spawned === undefined ? "its script" : programName(spawned);
  return { kind: "test", runner: `expect (${name})`, why: `expect's script exits non-zero when ${name} does not print what it waits for`, adHoc: true };
}

/** `go build`, `go vet`, `go test` are subcommands; `gcc x.c` and `rustc x.rs` compile. */
function compilerRun(tool: string, args: readonly string[]): CheckerMatch | null {
  if (tool === "go") return verbOf(tool, args);
  if (args.length === 0 || args.every((arg) => /^--?(?:version|help|v|V)$/.test(arg))) return null;
  if (onlyScratch(args)) return null;
  if (args.some((arg) => SYNTAX_ONLY_OPTION.test(arg))) return { kind: "build", runner: tool, why: `${tool} -fsyntax-only checks that the code parses`, adHoc: true, syntaxOnly: true };
  return { kind: "build", runner: tool, why: `${tool} compiles the code it is given`, adHoc: true };
}

/** A path in a compiler's arguments: an operand or an option's value (`-I/app/include`, `-o /tmp/x`). */
const ARG_PATH = /^(?:-[IoL]|--?[\w-]+=)?(\/.*)$/;

/**
 * A compile whose every path lies in a temp folder (`rustc /tmp/crate_path.rs`) builds the agent's
 * scratch code: it tries the compiler, not the work. A relative file is in the work tree.
 */
function onlyScratch(args: readonly string[]): boolean {
  const operands = args.filter((arg) => !arg.startsWith("-"));
  const paths = args.flatMap((arg) => ARG_PATH.exec(arg)?.[1] ?? []);
  return operands.length > 0 && operands.every((arg) => arg.startsWith("/")) && paths.every(isScratchPath);
}

function verbOf(tool: string, args: readonly string[]): CheckerMatch | null {
  // cmake's modes that build nothing: `--install` copies a build, `-E` runs a portable command, `-P` a script
  if (tool === "cmake" && args.some((arg) => /^(?:--install|-E|-P)$/.test(arg))) return null;
  if ((tool === "make" || tool === "gmake" || tool === "ninja") && firstWord(args) === null) {
    return { kind: "build", runner: tool, why: `${tool} builds its default target` };
  }
  let seen = 0;
  for (let index = 0; index < args.length && seen < VERB_WINDOW; index += 1) {
    const word = args[index]!;
    if (word.startsWith("-")) {
      const target = TARGET_OPTION.exec(word);
      const value = target?.[1] ?? (target ? args[index + 1] : undefined);
      const kind = value === undefined ? null : verbKind(tool, value);
      if (kind !== null) return { kind, runner: `${tool} ${value}`, why: `${tool} ${word} ${value} runs a ${kind} step` };
      if (VALUED_OPTION.test(word) || TOOL_VALUED_OPTION[tool]?.test(word) === true) index += 1;
      continue;
    }
    if (/^[A-Za-z_]\w*=/.test(word)) continue;
    seen += 1;
    const kind = verbKind(tool, word);
    // shown as typed: `npm run build` is not `npm build`, another command; runnerKey groups the two spellings
    const said = RUN_SELECTOR.test(args[index - 1] ?? "") ? `${tool} ${args[index - 1]} ${word}` : `${tool} ${word}`;
    // `cargo test --no-run`, `go test -c`: the tests are built, none is run
    const builtOnly = kind === "test" ? args.slice(index + 1).find((arg) => COMPILE_ONLY[tool]?.test(arg)) : undefined;
    if (builtOnly !== undefined) return { kind: "build", runner: `${said} ${builtOnly}`, why: `${said} ${builtOnly} builds the tests without running them` };
    if (kind !== null) return { kind, runner: said, why: `${said} runs a ${kind} step` };
    if (!SELECTOR_WORDS.has(word) && seen > 1 && !isSelectedName(args, index)) return null;
  }
  return null;
}

/** A tool's own options whose value is the next word (cmake's `-B build` names the build folder, no `build` step). */
const TOOL_VALUED_OPTION: Readonly<Record<string, RegExp>> = { cmake: /^-[SBGTACUD]$/ };

/** A word that came right after a selector or a valued option names a package, not a verb. */
function isSelectedName(args: readonly string[], index: number): boolean {
  const previous = args[index - 1] ?? "";
  return SELECTOR_WORDS.has(previous) || VALUED_OPTION.test(previous) || previous.startsWith("-");
}

/** `nx run-many -t test`, `turbo --target=build`: the option names the task to run. */
const TARGET_OPTION = /^(?:-t|--target|--task|--targets)(?:=(.+))?$/;

/** `test`, `test:unit`, `build-prod`, `type-check` (not `testdata`, `builder`, `install`). */
function verbKind(tool: string, word: string): CheckerKind | null {
  const special = TOOL_VERBS[tool];
  const exact = special?.[word] ?? CHECK_VERBS[word];
  if (exact !== undefined) return exact;
  const head = /^([a-z]+)[:_-]/.exec(word)?.[1];
  if (head === undefined) return null;
  const kind = special?.[head] ?? CHECK_VERBS[head] ?? null;
  // `test:types`, `check:lint`: a checking verb narrowed to a static check is that check, not a test run
  const tail = CHECK_VERBS[word.slice(head.length + 1)];
  return kind === "test" && (tail === "typecheck" || tail === "lint") ? tail : kind;
}

/** The first word that is not an option, an option's value (`-C dir`) or a variable (`CC=gcc`). */
function firstWord(args: readonly string[]): string | null {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (VALUED_OPTION.test(arg)) index += 1;
    else if (!arg.startsWith("-") && !/^[A-Za-z_]\w*=/.test(arg)) return arg;
  }
  return null;
}


function words(kind: CheckerKind, list: string): [string, CheckerKind][] {
  return list.split(" ").map((name) => [name, kind]);
}
