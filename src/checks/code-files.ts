/** Source files of the common languages, and the build and container files that run as code. */
const CODE_FILE =
  /\.(?:[cm]?[jt]sx?|py|pyi|rb|go|rs|java|kt|kts|scala|swift|c|cc|cpp|cxx|h|hh|hpp|cs|fs|php|pl|pm|lua|r|jl|ex|exs|erl|hs|ml|mli|clj|dart|elm|vue|svelte|sh|bash|zsh|ps1|sql|m|mm|zig|nim|sol|groovy|gradle)$|(?:^|\/)(?:Makefile|Dockerfile|Rakefile|Gemfile)$/i;

/** A C or C++ source (no header): what a test program is built from and named after (`test_array.c`). */
export const C_SOURCE = /\.(?:c|cc|cpp|cxx)$/;

/** A file whose change runs as code: held to account when the transcript does not explain it. */
export function isCodeFile(path: string): boolean {
  return CODE_FILE.test(path);
}
