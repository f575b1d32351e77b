import { samePath } from "./paths.js";

/**
 * A compiler's report of a failed build: `x.c:3:5: error: …`, `error[E0425]: …`, `fatal error: …`,
 * `undefined reference`. Compilers write it in lower case; a program's `Error: 0.0008` is its output.
 */
const BUILD_ERROR = /(?:^|:\s*)(?:fatal )?error(?:\[\w+\])?:|undefined reference to|collect2: error/m;

/**
 * A compile (`argv`) joined by `&&` to a run of the program it wrote (its `-o` path, or `a.out`), on
 * a line whose output shows something and no compiler error: the program ran, so the compile exited 0.
 */
export function builtProgramRan(argv: readonly string[], program: string, output: string | null): boolean {
  if (output === null || output.trim() === "" || BUILD_ERROR.test(output)) return false;
  const flag = argv.indexOf("-o");
  const built = flag >= 0 ? argv[flag + 1] : defaultOutput(argv);
  // a bare name is looked up on PATH: only a program run by its path is the one just built
  const plain = (path: string) => path.replace(/^\.\//, "");
  return built !== undefined && program.includes("/") && samePath(plain(program), plain(built));
}

/** What a compiler writes when not told where: rustc names it after the source (`main.rs` → `main`), C compilers `a.out`. */
function defaultOutput(argv: readonly string[]): string {
  if (!/(?:^|\/)rustc$/.test(argv[0] ?? "")) return "a.out";
  const source = argv.slice(1).find((arg) => arg.endsWith(".rs"));
  return source === undefined ? "a.out" : source.replace(/^.*\//, "").replace(/\.rs$/, "");
}
