import { posix } from "node:path";
import { stripWrappers } from "./command-writes.js";
import type { ShellWord } from "./lexer.js";

/**
 * The files a compiler or linker writes as its output, as the command names them (resolved
 * against the directory later): `-o main`, or the tool's own default (`rustc main.rs` writes
 * `main` in the directory it runs in, `cc x.c` writes `a.out`, `go build x.go` writes `x`).
 * A file only a build writes is an output, not a source: deleting it changes no work.
 */

/** C-family compilers, linkers and assemblers, also cross-prefixed or versioned (`x86_64-linux-gnu-gcc-12`). */
const NATIVE_BUILDER =
  /^(?:[\w.]+-)*(?:gcc|g\+\+|cc|c\+\+|clang|clang\+\+|tcc|icc|icx|gfortran|nvcc|emcc|em\+\+|mpicc|mpicxx|ld|ld\.\w+|as|nasm|yasm|ghc|ocamlopt|ocamlc)(?:-[\d.]+)?$/;
/** Options of these tools that name the output file. */
const OUTPUT_OPTION = "-o";
/** Options that stop a C compiler before linking: no `a.out` then (and `.o` files are caches). */
const NO_LINK = /^-[cSE]$|^-M{1,2}$/;
/** The default executable of a C-family link without `-o`. */
const DEFAULT_EXECUTABLE = "a.out";

/** Cheap test of a line before it is read: does it name a builder at all. */
export const MAY_BUILD = /\b(?:gcc|g\+\+|cc|c\+\+|clang|tcc|icc|icx|gfortran|nvcc|emcc|em\+\+|mpicc|mpicxx|ld|as|nasm|yasm|ghc|ocaml\w*|rustc|go)\b/;

/** The output files a simple command's compiler or linker writes; none for any other command. */
export function buildOutputs(words: ShellWord[]): string[] {
  return buildOutputsOf(stripWrappers(words).map((word) => word.text));
}

/** The same, of a command already peeled of its wrappers (`gcc -o main x.c` as words). */
export function buildOutputsOf(argv: readonly string[]): string[] {
  const [verb, ...args] = argv;
  if (verb === undefined) return [];
  const program = verb.split("/").pop()!;
  if (program === "rustc") return rustcOutputs(args);
  if (program === "go" && args[0] === "build") return goBuildOutputs(args.slice(1));
  if (!NATIVE_BUILDER.test(program)) return [];
  const output = outputOption(args);
  if (output !== null) return [output];
  return program.startsWith("ld") || args.some((arg) => NO_LINK.test(arg)) || !args.some((arg) => !arg.startsWith("-")) ? [] : [DEFAULT_EXECUTABLE];
}

/** `-o file` or `-ofile`; null when the command names no output. */
function outputOption(args: string[]): string | null {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === OUTPUT_OPTION) return args[index + 1] ?? null;
    if (arg.startsWith(OUTPUT_OPTION) && arg.length > OUTPUT_OPTION.length && !arg.startsWith("--")) return arg.slice(OUTPUT_OPTION.length);
  }
  return null;
}

/** `rustc -o x`, `rustc --out-dir d main.rs` (d/main), `rustc main.rs` (main, in the directory it runs in). */
function rustcOutputs(args: string[]): string[] {
  const output = outputOption(args);
  if (output !== null) return [output];
  const source = args.find((arg) => arg.endsWith(".rs"));
  // a library crate writes lib<name>.rlib: only a binary's default output is the source's stem
  if (source === undefined || args.some((arg) => /^--crate-type(?:=|$)/.test(arg))) return [];
  const stem = posix.basename(source, ".rs");
  const outDir = args.indexOf("--out-dir");
  return [outDir >= 0 && args[outDir + 1] !== undefined ? posix.join(args[outDir + 1]!, stem) : stem];
}

/** `go build -o x`, `go build main.go` (main, in the directory it runs in). */
function goBuildOutputs(args: string[]): string[] {
  const output = outputOption(args);
  if (output !== null) return [output];
  const source = args.find((arg) => arg.endsWith(".go"));
  return source === undefined ? [] : [posix.basename(source, ".go")];
}
