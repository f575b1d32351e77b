import { samePath } from "./paths.js";
import { buildOutputsOf } from "../shell/build-outputs.js";

/**
 * A compiler's report of a failed build: `x.c:3:5: error: …`, `error[E0425]: …`, `fatal error: …`,
 * `undefined reference`. Compilers write it in lower case; a program's `Error: 0.0008` is its output.
 */
const BUILD_ERROR = /(?:^|:\s*)(?:fatal )?error(?:\[\w+\])?:|undefined reference to|collect2: error/m;

/**
 * A compile (`argv`) joined by `&&` to a run of the program it wrote (src/shell/build-outputs.ts), on
 * a line whose output shows something and no compiler error: the program ran, so the compile exited 0.
 */
export function builtProgramRan(argv: readonly string[], program: string, output: string | null): boolean {
  if (output === null || output.trim() === "" || BUILD_ERROR.test(output)) return false;
  // a bare name is looked up on PATH: only a program run by its path is the one just built
  const plain = (path: string) => path.replace(/^\.\//, "");
  return program.includes("/") && buildOutputsOf(argv).some((built) => samePath(plain(program), plain(built)));
}
