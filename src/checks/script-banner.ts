import { checkerOf, type CheckerMatch } from "./checkers.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";

/**
 * `npm run test:style` is read as a test step by its name, but npm prints what the script runs before it runs it
 * (`> content-type@1.0.5 test:style` then `> eslint .`): when every check that line runs is a linter or a build, the run
 * is that, not a test. A script whose printed command runs a test runner, or nothing this reader knows, keeps its name's kind.
 */

/**
 * npm's and pnpm's banner: `> name@version script [path]`, then `> command` (yarn's: `$ command`). A `pretest`, `prepare`
 * or install script prints its own banner first: only the one of the script the run named is its command.
 */
const NPM_BANNER = /^> \S+@\S+ (\S+)(?: .*)?\n> (.+)$/gm;
const YARN_BANNER = /^yarn run v[\d.]+\n\$ (.+)$/m;
/** The package managers whose scripts print such a banner. */
const SCRIPT_TOOLS = /^(?:npm|pnpm|yarn)\b/;

/** The command the banner of `script` says it ran, or null; any script's when none is named. */
export function scriptCommand(output: string | null, script: string | null = null): string | null {
  if (output === null) return null;
  const banners = [...output.matchAll(NPM_BANNER)];
  const own = banners.find((banner) => script === null || banner[1] === script);
  if (banners.length > 0) return own?.[2]?.trim() ?? null;
  return YARN_BANNER.exec(output)?.[1]?.trim() ?? null;
}

/** The match of a script run as its printed command says: a linter or a build where it names only those. */
export function scriptAsPrinted<T extends Pick<CheckerMatch, "runner" | "why"> & { kind: string }>(match: T, output: string | null): T {
  if (match.kind !== "test" || !SCRIPT_TOOLS.test(match.runner)) return match;
  // `npm test`, `npm run test:style`: the script is the runner's last word
  const command = scriptCommand(output, match.runner.split(" ").at(-1) ?? null);
  if (command === null) return match;
  const checks = simpleCommands(command).map((item) => checkerOf(unwrappedWords(item))).filter((item) => item !== null);
  if (checks.length === 0 || checks.some((item) => item.kind === "test")) return match;
  const kind = checks.some((item) => item.kind === "lint") ? "lint" : checks[0]!.kind;
  return { ...match, kind, why: `${match.runner} runs \`${command}\`, as its output shows: a ${kind === "lint" ? "linter" : `${kind} step`}, no test` };
}
