import { programName } from "../shell/program.js";
import { unwrappedWords, type SimpleCommand } from "./simple-commands.js";

/**
 * make's line for a recipe command that failed under a `-` prefix (or `make -i`): `make: [Makefile:7: test] Error 1
 * (ignored)`, `make[1]: [all] Error 2 (ignored)`. make carried on and exits 0 whatever that command did.
 */
const IGNORED_ERROR = /^g?make(?:\[\d+\])?: \[[^\]\n]+\] Error \d+ \(ignored\)/m;

/**
 * `make test` whose output says a recipe command failed and make ignored it: the exit status is make's, not the
 * check's, so (as behind a pipe) what the output says of the tests decides.
 */
export function makeIgnoredFailure(command: SimpleCommand, output: string | null): boolean {
  if (output === null || !output.includes("(ignored)")) return false;
  const program = programName(unwrappedWords(command)[0] ?? "");
  return (program === "make" || program === "gmake") && IGNORED_ERROR.test(output);
}
