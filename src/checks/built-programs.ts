import { C_SOURCE } from "./code-files.js";
import { fileStem } from "./paths.js";
import { isTestFile } from "./weakened-tests.js";
import { SYSTEM_DIR } from "./paths.js";
import { printsPredicate } from "./printed-booleans.js";
import { programName } from "./checkers.js";
import { isCut } from "../shell/cut-mark.js";
import { localRequestOf, requestsLocalService } from "./local-requests.js";
import { readsBackTyped } from "./typed-content.js";
import { rewritesThroughHandle } from "./rewrites-file.js";

/**
 * Recognizes a simple command that exercises the agent's own work: it executes or imports a file
 * the agent wrote in this run, a program it built, or a check script. Running what you built is
 * how agents verify work that has no test suite (`gcc x.c && ./a.out`, `python3 solve.py`).
 */
export interface BuiltRunMatch {
  kind: "run" | "test" | "build";
  runner: string;
  why: string;
  /** The agent's own probe (its script, its program, inline code), not the project's check. */
  adHoc: boolean;
  /** It checks only the syntax (`bash -n`, `node --check`): checkers.ts's field of the same name. */
  syntaxOnly?: boolean;
}

/** What the agent had produced before the command ran. */
export interface WorkSoFar {
  /** Paths the agent created or changed, as the transcript names them. */
  written: readonly string[];
  /** Of those, the ones whose latest write was a literal `echo`/`printf` (typed-content.ts). */
  typed?: readonly string[];
  /** Of `written`, the files the agent created: no repository's test sources. */
  created?: readonly string[];
  /** Of `written`, the files the agent's first write changed in place: the repository's own, which it only edited. */
  found?: readonly string[];
  /** True once a build or compile ran: programs under the work tree may be its output. */
  built: boolean;
  /** The whole text the agent wrote to a script file so far, when the transcript shows it (script-text.ts). */
  scriptAt?: (path: string) => string | null;
}

/** Interpreters whose first operand is the program they run. */
const INTERPRETER = /^(?:python[\d.]*|pypy3?|node|nodejs|bash|sh|zsh|dash|ruby|perl|php|Rscript|julia|lua|luajit|tsx|ts-node|deno|bun|elixir|escript|swipl|sbcl|guile|racket|ocaml|runghc|runhaskell|groovy|kotlin|scala|java|jshell|dotnet-script|awk|gawk|osascript|pwsh|powershell|octave|matlab|sage|gnuplot|tclsh|wish|expect)$/;

/** Options of interpreters that take a value, so the word after them is not the program. */
const INTERPRETER_VALUED = /^(?:-W|-X|-I|-r|--require|--import|--loader|-cp|-classpath|--class-path|-D\S*|-e|-c|-m)$/;

/** Options that make an interpreter only check syntax: `node --check x.js`, `bash -n x.sh`. */
const SYNTAX_ONLY: Readonly<Record<string, RegExp>> = {
  node: /^(?:--check|-c)$/, nodejs: /^(?:--check|-c)$/, bash: /^-n$/, sh: /^-n$/, zsh: /^-n$/, dash: /^-n$/, ruby: /^-c$/, perl: /^-c$/, php: /^-l$/,
};

/** Sub-commands that run a project's own program: `go run .`, `cargo run`, `dotnet run`. */
const PROJECT_RUN = /^(?:go|cargo|dotnet|swift|mix|dune|stack|cabal|deno|bun|npm|pnpm|yarn)$/;

/** File names that announce a check: `check.py`, `verify.sh`, `eval.py`, `final_grader.py`, `test_x.py`, `x_test.go`, `a.spec.ts`. */
const CHECK_SCRIPT =
  /^(?:(?:check|verify|validate|eval|evaluate|grade|grader|test|tests|run_?tests?|smoke|selftest|self_test|sanity)(?:[_.-][\w.-]*)?\.(?:py|sh|bash|js|mjs|cjs|ts|rb|pl|php|r|jl|lua)|[\w.-]+[_-](?:check|checker|verify|verifier|validate|validator|grade|grader|eval|evaluator)\.(?:py|sh|bash|js|mjs|cjs|ts|rb|pl)|test_[\w.-]+\.py|[\w.-]+_(?:test|spec)\.\w+|[\w.-]+\.(?:test|spec)\.\w+)$/i;

/** A project's own test entry point named by its verb, run by path (`bin/test`, `./runtests`, `python tools/run_tests`). */
const CHECK_ENTRY = /^(?:test|tests|runtests|run_tests|run-tests|check)$/;


/** How a run of the test program a test source builds says why it counts (stale-build.ts reads it). */
export const TEST_PROGRAM_WHY = "the test program of";

/** Scripts that set a project up rather than run it. */
const SETUP_SCRIPT = /^(?:configure|autogen\.sh|bootstrap(?:\.sh)?|install(?:\.sh)?|setup(?:\.sh|\.py)?|get[-_][\w.-]*|download[\w.-]*|build\.sh|make\.sh|init[\w.-]*)$/i;

export function builtRunOf(argv: readonly string[], heredocs: readonly string[], work: WorkSoFar): BuiltRunMatch | null {
  const program = argv[0] ?? "";
  // `./$t`, `$(…)`: which program runs depends on a value the transcript does not show
  if (program.includes("$")) return null;
  const tool = programName(program);
  if (INTERPRETER.test(tool)) return interpreted(tool, argv.slice(1), heredocs, work);
  const sourced = editorScript(tool, argv.slice(1), work);
  if (sourced !== null) return sourced;
  const request = localRequestOf(tool, argv.slice(1));
  if (request !== null) return request;
  if (PROJECT_RUN.test(tool) && argv[1] === "run" && tool !== "npm" && tool !== "pnpm" && tool !== "yarn") {
    return { kind: "run", runner: `${tool} run`, why: `${tool} run builds and runs the project's own program`, adHoc: true };
  }
  if (SETUP_SCRIPT.test(tool)) return null;
  const wrote = writtenMatch(program, work.written);
  if (program.includes("/") && !SYSTEM_DIR.test(program) && CHECK_ENTRY.test(tool)) {
    return { kind: "test", runner: program.replace(/^\.\//, ""), why: `${program} is the project's test entry point`, adHoc: wrote !== null };
  }
  if (CHECK_SCRIPT.test(tool)) return { kind: "test", runner: tool, why: `${tool} is a check script`, adHoc: wrote !== null };
  if (wrote !== null) return { kind: "run", runner: tool, why: `runs ${wrote}, which the agent wrote`, adHoc: true };
  if (program.includes("/") && !SYSTEM_DIR.test(program) && work.built) {
    // the program a test source of the repository's that the agent changed builds (`./build/bin/test_array` of
    // test/suites/api/test_array.c): its tests; a test source the agent created may be its own scratch program
    const repositorys = (path: string) => !(work.created ?? []).includes(path) && C_SOURCE.test(path) && isTestFile(path);
    const source = work.written.find((path) => repositorys(path) && fileStem(path) === tool);
    if (source !== undefined) return { kind: "test", runner: tool, why: `runs ${tool}, ${TEST_PROGRAM_WHY} ${source}`, adHoc: false };
    return { kind: "run", runner: tool, why: `runs ${tool}, a program in the work tree after a build`, adHoc: true };
  }
  const own = editedPackageOf(tool, work.written);
  if (own === null) return null;
  // `python3 -m sphinx.cmd.build` reaches here as `sphinx.cmd.build`: a module of the package
  const what = tool.startsWith(`${own}.`) ? `a module of the ${own} package` : `the program of the ${own} package`;
  return { kind: "run", runner: tool, why: `runs ${tool}, ${what} the agent changed`, adHoc: true };
}

/** Editors that run a script of commands they are given (`vim -Es file -S macros.vim`), and that script's option. */
const EDITOR = /^(?:vim|nvim|vi|ex|gvim)$/;
const EDITOR_SCRIPT = /^-[Ss]$/;

/** An editor told to run a script the agent wrote on a file: that script is the program that runs. */
function editorScript(tool: string, args: readonly string[], work: WorkSoFar): BuiltRunMatch | null {
  if (!EDITOR.test(tool)) return null;
  const flag = args.findIndex((arg) => EDITOR_SCRIPT.test(arg));
  const script = flag >= 0 ? args[flag + 1] : undefined;
  const wrote = script === undefined ? null : writtenMatch(script, work.written);
  if (wrote === null) return null;
  return { kind: "run", runner: `${tool} -S ${programName(script!)}`, why: `${tool} runs ${wrote}, which the agent wrote`, adHoc: true };
}

/** Folders that hold a project's packages, not name one. */
const PACKAGE_ROOT = /^(?:src|lib|libs|packages|pkg|python|source)$/;
/** Folders whose names are no package's: tests, docs, tooling. */
const NOT_A_PACKAGE = /^(?:tests?|testing|docs?|doc|examples?|scripts?|tools?|bin|build|dist|\.\w+)$/;
/** A package name shorter than this matches too many programs by chance. */
const MIN_PACKAGE_NAME = 4;

/**
 * The package a program belongs to when the agent edited that package's sources: `sphinx-build`
 * or the module `sphinx.cmd.build` after an edit of `sphinx/ext/x.py`, `flask` after one of `src/flask/app.py`. Running the
 * project's own program is how a change to it is tried on an example. Relative paths only: an
 * absolute path is not a repository's layout.
 */
function editedPackageOf(tool: string, written: readonly string[]): string | null {
  for (const path of written) {
    if (path.startsWith("/")) continue;
    const parts = path.replace(/^\.\//, "").split("/");
    const folder = PACKAGE_ROOT.test(parts[0] ?? "") ? parts[1] : parts[0];
    const named = folder !== undefined && parts.indexOf(folder) < parts.length - 1;
    if (!named || folder.length < MIN_PACKAGE_NAME || NOT_A_PACKAGE.test(folder)) continue;
    if (tool === folder || tool.startsWith(`${folder}-`) || tool.startsWith(`${folder}_`) || tool.startsWith(`${folder}.`)) return folder;
  }
  return null;
}

function interpreted(tool: string, args: readonly string[], heredocs: readonly string[], work: WorkSoFar): BuiltRunMatch | null {
  const inline = inlineSource(args, heredocs);
  const syntaxFlag = args.find((arg) => SYNTAX_ONLY[tool]?.test(arg));
  const script = scriptOperand(args.filter((arg) => arg !== syntaxFlag));
  if (script !== null && syntaxFlag !== undefined) {
    return { kind: "build", runner: `${tool} ${syntaxFlag}`, why: `${tool} ${syntaxFlag} checks the syntax of ${programName(script)}`, adHoc: true, syntaxOnly: true };
  }
  if (script !== null) {
    const name = programName(script);
    const wrote = writtenMatch(script, work.written);
    if (script.includes("/") && !SYSTEM_DIR.test(script) && CHECK_ENTRY.test(name)) {
      return { kind: "test", runner: `${tool} ${script.replace(/^\.\//, "")}`, why: `${script} is the project's test entry point`, adHoc: wrote !== null };
    }
    // a check script the repository had, which the agent only changed (a test added to `tests.py`), is still the repository's
    if (CHECK_SCRIPT.test(name)) return { kind: "test", runner: `${tool} ${name}`, why: `${name} is a check script`, adHoc: createdMatch(script, work) };
    if (wrote !== null) return { kind: "run", runner: `${tool} ${name}`, why: `runs ${wrote}, which the agent wrote`, adHoc: true };
    if (/^(?:test|check)$/.test(firstOperandAfter(args, script) ?? "")) {
      return { kind: "test", runner: `${tool} ${name} test`, why: `${name} test runs the project's tests`, adHoc: false };
    }
    return null;
  }
  return inline === null ? null : inlineCheck(tool, inline, work);
}

/** Inline code (`python3 - <<EOF`, `node -e`) that exercises the work or judges a result itself. */
function inlineCheck(tool: string, inline: string, work: WorkSoFar): BuiltRunMatch | null {
  const runner = `${tool} (inline)`;
  // `python -c "import pkg; pkg.test('pkg/sub')"`, `pytest.main([...])`: the project's own tests, run from code
  if (RUNS_TESTS.test(inline)) return { kind: "test", runner: `${tool} (inline test run)`, why: INLINE_TESTS_WHY, adHoc: false };
  // code that reads a file and writes it back (`src = open(p).read(); … open(p, "w").write(src)`) edits it:
  // its asserts guard the edit, they check nothing of the work
  if (rewritesWhatItReads(inline) || rewritesThroughHandle(inline)) return null;
  // printing a module's source or its names shows what was written, not what it does
  if (INTROSPECTS.test(inline) && !COMPARES.test(inline)) return null;
  const named = namedWork(inline, work.written);
  // reading back what the agent typed into the file checks the write, not the work
  if (readsBackTyped(inline, named, work.typed ?? [])) return null;
  const loaded = named !== null && CODE_FILE.test(named) && LOADS_FILE.test(inline) ? named : null;
  const imported = importedWork(inline, work.written) ?? loaded;
  if (imported !== null) return { kind: "run", runner, why: `inline code loads ${imported}, which the agent wrote`, adHoc: true };
  if (ASSERTS.test(inline)) return { kind: "test", runner, why: "inline code asserts on the result", adHoc: true };
  if (printsVerdict(inline)) return { kind: "test", runner, why: SELF_VERDICT_WHY, adHoc: true };
  if (named !== null && !CODE_FILE.test(named) && (COMPARES.test(inline) || printsPredicate(inline))) {
    return { kind: "test", runner, why: `inline code compares what ${named} holds, which the agent wrote`, adHoc: true };
  }
  const service = requestsLocalService(inline);
  if (service !== null) return { kind: "run", runner, why: `inline code requests the service on this machine (${service})`, adHoc: true };
  if (isCut(inline)) return { kind: "test", runner, why: CUT_CODE_WHY, adHoc: true };
  return null;
}

/** The code an interpreter is given inline: `-c '…'`, `-e '…'`, or a here-document on stdin (`python3 - <<EOF`). */
export function inlineSource(args: readonly string[], heredocs: readonly string[]): string | null {
  return inlineCode(args) ?? (args.includes("-") || args.length === 0 ? (heredocs[0] ?? null) : null);
}

/** Source files: naming one in inline code (`spec_from_file_location`, `runpy`, `require`) loads it. */
const CODE_FILE = /\.(?:py|js|mjs|cjs|ts|rb|pl|php|lua|jl|r)$/i;

/** Calls that load or execute a source file by its path; `open(path).read()` only reads its text. */
const LOADS_FILE = /\bspec_from_file_location\b|\bSourceFileLoader\b|\brunpy\.|\bexec\s*\(|\bimport_module\b|\brequire\s*\(|\bsubprocess\.|\bos\.system\b|\bsource\b/;
/** Reading code back through the interpreter: `inspect.getsource(f)`, `help(m)`, `dir(m)`. */
const INTROSPECTS = /\binspect\.(?:getsource|getsourcelines|getfile|getmembers)\b|\bhelp\(|\bdir\(/;
/** An equality or an assertion: a result compared with what it should be (a filter's `if` only selects). */
const COMPARES = /==|!=|\bassert\b/;

const ASSERTS = /^\s*assert\b|\bassert\s*\(|\bassert\s+\S/m;

/** Why a run counts when its code compares a result and prints the verdict itself. */
export const SELF_VERDICT_WHY = "inline code compares a result and prints its verdict";
/** Its exit is the interpreter's, not the tests' (`pkg.test()` returns its result): the summary decides. */
export const INLINE_TESTS_WHY = "inline code runs the project's test runner";
/** A test runner's entry called from code: `pytest.main(`, `unittest.main(`, `pkg.test("path")`. */
const RUNS_TESTS = /\b(?:pytest\.main|unittest\.main|doctest\.testmod)\s*\(|\b[A-Za-z_]\w*\.test\(\s*(?:['"][^'"\n]+['"]|\))/;
/** Why a run counts when the recorder cut its code: only the verdict it printed can say what it checked. */
export const CUT_CODE_WHY = "inline code, cut short in the transcript, that printed its own verdict";

/** A verdict word in a string literal the code prints or builds (`"PASS" if ok else "FAIL"`, `print("all examples passed")`). */
const VERDICT_LITERAL = /["'`][^"'`\n]*\b(?:PASS(?:ED)?|FAIL(?:ED|URE)?|all (?:\w+ ){0,3}passed|mismatch)\b/i;
/** A comparison that decides it: the verdict is computed, not just printed back. */
const COMPARISON = /==|!=|\bif\b|\bnot\b|\ball\(|\bany\(/;

/**
 * Inline code that compares a result and prints PASS or FAIL is the agent's own test. Code that only
 * prints back a file, or checks that it parses, compares nothing and is not one.
 */
function printsVerdict(code: string): boolean {
  return VERDICT_LITERAL.test(code) && COMPARISON.test(code);
}

/** A file the agent wrote that the code names in a string literal (`open('/app/answer.txt')`, `spec_from_file_location('m', 'm.py')`). */
function namedWork(code: string, written: readonly string[]): string | null {
  for (const match of code.matchAll(/["']([^"'\s]{3,})["']/g)) {
    const named = writtenMatch(match[1]!, written);
    if (named !== null && match[1]!.includes(".")) return named;
  }
  return null;
}

/** The program an interpreter runs: its first operand that is not an option or an option's value. */
function scriptOperand(args: readonly string[]): string | null {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === "-c" || arg === "-e" || arg === "-m" || arg === "-" || arg === "--eval" || arg === "-p" || arg === "--print") return null;
    if (arg === "-jar") return args[index + 1] ?? null;
    if (arg.startsWith("-")) {
      if (INTERPRETER_VALUED.test(arg)) index += 1;
      continue;
    }
    if (arg === "run" || arg === "exec") continue;
    return arg;
  }
  return null;
}

function firstOperandAfter(args: readonly string[], script: string): string | null {
  const rest = args.slice(args.indexOf(script) + 1);
  return rest.find((arg) => !arg.startsWith("-")) ?? null;
}

function inlineCode(args: readonly string[]): string | null {
  const flag = args.findIndex((arg) => arg === "-c" || arg === "-e" || arg === "--eval" || arg === "-p");
  return flag >= 0 ? (args[flag + 1] ?? null) : null;
}

/** True when the agent wrote the script, unless its first write changed a file that was there (an edit of the repository's). */
function createdMatch(script: string, work: WorkSoFar): boolean {
  return writtenMatch(script, work.written) !== null && writtenMatch(script, work.found ?? []) === null;
}

/**
 * The written file a program path names: equal paths, or one ending in the other on a folder
 * boundary (`./solve.py` and `/app/solve.py`); a bare name matches a written file of that name.
 */
function writtenMatch(program: string, written: readonly string[]): string | null {
  const wanted = normalize(program);
  if (wanted === "") return null;
  return written.find((path) => sameFile(normalize(path), wanted)) ?? null;
}

/**
 * A bare program name is looked up on PATH, so it matches a written file of that name anywhere; a
 * bare written name is relative to an unknown folder, so it matches only a bare or `./` program;
 * two paths match when one ends in the other on a folder boundary (relative to a cwd).
 */
function sameFile(path: string, wanted: string): boolean {
  if (path === wanted) return true;
  if (!wanted.includes("/")) return path.endsWith(`/${wanted}`);
  if (!path.includes("/")) return false;
  const absolute = (value: string) => value.startsWith("/");
  if (absolute(path) && absolute(wanted)) return false;
  return path.endsWith(`/${wanted}`) || wanted.endsWith(`/${path}`);
}

function normalize(path: string): string {
  return path.replace(/^(?:\.\/)+/, "").replace(/\/+$/, "");
}

/** A module or file the inline code loads that the agent wrote: `import solver`, `open('out.json')`. */
function importedWork(code: string, written: readonly string[]): string | null {
  const modules = [...code.matchAll(/\b(?:from|import)\s+([A-Za-z_][\w.]*)|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
    .filter((name) => name !== "");
  for (const name of modules) {
    const asPath = name.replace(/^\.\//, "").replace(/\./g, "/");
    const hit = written.find((path) => {
      const bare = normalize(path).replace(/\.(?:py|js|mjs|cjs|ts|rb)$/, "").replace(/\/__init__$/, "");
      return bare === asPath || bare.endsWith(`/${asPath}`) || bare === normalize(name) || bare.endsWith(`/${normalize(name)}`);
    });
    if (hit !== undefined) return hit;
  }
  return null;
}

/**
 * A file opened by the code (`open(p)`, `open(p, "w")`, `Path(p).read_text()`, `Path(p).write_text(…)`), its path a
 * literal or a name the code assigned one (`net_path = "x.prototxt"`), and whether it is read or written.
 */
const OPENED = /\b(open|Path)\(\s*(?:(['"])([^'"\n]+)\2|([A-Za-z_]\w*))\s*(?:\)\s*\.\s*(read(?:_text)?|write_(?:text|bytes))\(|,\s*['"]([rwa])\+?b?['"]|(\)))/g;
/** `name = "literal"` on a line of its own. */
const ASSIGNED_PATH = /^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*(['"])([^'"\n]+)\2[ \t]*$/gm;

/** A path the code reads, then writes: it edits the file, and its asserts guard the edit. */
function rewritesWhatItReads(code: string): boolean {
  if (!code.includes("open(") && !code.includes("Path(")) return false;
  const assigned = new Map([...code.matchAll(ASSIGNED_PATH)].map(([, name, , path]) => [name!, path!]));
  const read = new Set<string>();
  const written = new Set<string>();
  for (const [, opener, , literal, name, method, mode, closed] of code.matchAll(OPENED)) {
    const path = literal ?? assigned.get(name!);
    if (path === undefined) continue;
    const writes = method?.startsWith("write") === true || (mode !== undefined && mode !== "r");
    const reads = method?.startsWith("read") === true || mode === "r" || (closed !== undefined && opener === "open");
    if (writes) written.add(path);
    else if (reads) read.add(path);
  }
  return [...written].some((path) => read.has(path));
}
