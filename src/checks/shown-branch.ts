import type { Recognized } from "./verification.js";
/**
 * `if [ -f pnpm-lock.yaml ]; then pnpm test; elif [ -f yarn.lock ]; then yarn test; else npm test; fi`:
 * the branches are alternatives, and the transcript may not say which file test held. The package
 * managers print their own lines when they run a script, so the output can show which one ran:
 * npm 7 and later print `> pkg@1.2.0 test` (no folder), pnpm and npm 6 add the folder
 * (`> pkg@1.2.0 test /home/dev/pkg`), yarn 1 prints `yarn run v1.22.19` and `$ vitest run`.
 */

/** The lines each program prints when it runs, and only it (or the programs listed beside it) would print. */
const SIGNS: ReadonlyArray<{ programs: readonly string[]; line: RegExp }> = [
  // npm 7+: the script's banner without the package's folder
  { programs: ["npm"], line: /^> (?:@[\w.-]+\/)?[\w.-]+@[\w.+-]+ [\w:.-]+$/m },
  // npm 6 and pnpm: the banner with the folder
  { programs: ["npm", "pnpm"], line: /^> (?:@[\w.-]+\/)?[\w.-]+@[\w.+-]+ [\w:.-]+ (?:\/|[A-Za-z]:\\)\S*$/m },
  { programs: ["npm"], line: /^npm (?:ERR!|error) /m },
  { programs: ["pnpm"], line: /\bERR_PNPM_[A-Z_]+/ },
  { programs: ["yarn"], line: /^yarn (?:run|test|install) v\d/m },
  { programs: ["bun"], line: /^bun (?:test|run) v\d/m },
  // test runners' own summaries (`if command -v pytest; then pytest …; else python -c '…'; fi`, held-out round 7 s32)
  { programs: ["pytest", "py.test"], line: /^=*\s*\d+ (?:passed|failed|errors?)\b.*\bin \d+(?:\.\d+)?s\b/m },
  { programs: ["pytest", "py.test"], line: /^collected \d+ items?\b/m },
  { programs: ["unittest"], line: /^Ran \d+ tests? in \d/m },
  { programs: ["cargo"], line: /^test result: (?:ok|FAILED)\./m },
  { programs: ["go"], line: /^(?:ok|FAIL)\s+\S+\s+\(?\d+(?:\.\d+)?s\)?/m },
];

/** The package managers whose own lines the output holds. */
function programsShown(output: string): Set<string> {
  const shown = new Set<string>();
  for (const sign of SIGNS) if (sign.line.test(output)) for (const program of sign.programs) shown.add(program);
  return shown;
}

/** The program a branch runs: its command's name, or the module `python -m` runs (`python -m pytest` → pytest). */
function programOf(argv: readonly string[]): string {
  const program = (argv[0] ?? "").replace(/^.*[\\/]/, "").replace(/\.(?:cmd|exe)$/i, "");
  return /^python[\d.]*$/.test(program) && argv[1] === "-m" && argv[2] !== undefined ? argv[2] : program;
}

/** Programs that run a project's named script, whatever it runs. */
const PACKAGE_MANAGERS = new Set(["npm", "pnpm", "yarn", "bun"]);

/** A file a branch runs (`python3 check.py`, `bash check.sh`): what it prints is not known from the line. */
const RUNS_FILE = /\.(?:py|sh|bash|js|mjs|ts|rb|pl)$/;

/**
 * Whether a branch whose program prints no sign of its own could have printed `shown`'s: not when its
 * whole text is on the line (inline code, a command) and never names that program; a file it runs could.
 */
function couldPrintSignOf(argv: readonly string[], shown: string): boolean {
  return argv.slice(1).some((word) => RUNS_FILE.test(word)) || argv.join(" ").includes(shown);
}

/**
 * Of branches that may each have run (each a package manager running a script), the one the output
 * shows ran: its program's own lines are printed, and no other branch's program's are. Null when
 * the output shows none of them, or more than one.
 */
export function branchShownRan<T extends { argv: readonly string[] }>(branches: readonly T[], output: string | null): T | null {
  if (output === null || branches.length < 2) return null;
  const programs = branches.map((branch) => programOf(branch.argv));
  const signed = (program: string) => SIGNS.some((sign) => sign.programs.includes(program));
  const shown = programsShown(output);
  const ran = branches.filter((_, index) => shown.has(programs[index]!));
  if (ran.length !== 1) return null;
  // a branch with no sign of its own: its text on the line must show it could not print the one shown
  const ranProgram = programOf(ran[0]!.argv);
  // a package manager's script may run any test runner: a runner's summary does not rule that branch out
  if (!PACKAGE_MANAGERS.has(ranProgram) && programs.some((program) => PACKAGE_MANAGERS.has(program))) return null;
  if (branches.some((branch, index) => !signed(programs[index]!) && couldPrintSignOf(branch.argv, ranProgram))) return null;
  // two branches of one program (`npm test` or `npm run test:ci`): its lines do not say which
  return programs.filter((program) => program === programOf(ran[0]!.argv)).length === 1 ? ran[0]! : null;
}

/** A run in a branch guarded by a file test the transcript cannot resolve, unless its own lines show it ran. */
export function isGuardedMaybe(item: Recognized): boolean {
  return item.command.certainty === "maybe" && item.command.guard !== null && item.shownRan !== true;
}

/** Branches of which the output shows one ran (`> pkg@1.2.0 test` of the `npm test` branch): that one alone, as run. */
export function shownBranchOnly(found: Recognized[], output: string | null): Recognized[] {
  const shown = branchShownRan(found.filter(isGuardedMaybe), output);
  if (shown === null) return found;
  return found.flatMap((item) => (item === shown ? [{ ...item, shownRan: true }] : isGuardedMaybe(item) ? [] : [item]));
}
