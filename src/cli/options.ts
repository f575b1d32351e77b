/**
 * Command-line conventions shared by every command: `--help`/`-h` anywhere before `--`, and an
 * unknown option named together with the closest known one.
 */
import { InputError } from "../errors.js";

/** An option as node:util parseArgs declares it; only what the checks below read. */
export type OptionSpecs = Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }>;

/** Tokens that ask for a command's help. */
const HELP_FLAGS = new Set(["--help", "-h"]);
/** A suggestion further than this many edits away (or over a third of the name) is noise, not a typo. */
const MAX_SUGGESTION_DISTANCE = 3;
/** What a message echoes of a word the user typed: enough to recognize it, never a pasted file. */
const MAX_ECHOED_CHARS = 80;

/** A user's word as a message shows it: cut to MAX_ECHOED_CHARS with the count of what was left out. */
export function clipForMessage(word: string): string {
  return word.length <= MAX_ECHOED_CHARS ? word : `${word.slice(0, MAX_ECHOED_CHARS)}… [${word.length - MAX_ECHOED_CHARS} more characters]`;
}

/** Does the command line ask for help? Only tokens before a `--` are options. */
export function wantsHelp(args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === "--") return false;
    if (HELP_FLAGS.has(arg)) return true;
  }
  return false;
}

/**
 * Throws a usage error for the first option the command does not declare, naming the closest
 * declared one ("unknown option '--modle'; did you mean '--model'?"). A string option's value is
 * skipped, so `--pr-body --notes.md` is not mistaken for an option.
 */
export function rejectUnknownOptions(args: readonly string[], specs: OptionSpecs, command: string): void {
  const longs = Object.keys(specs).map((name) => `--${name}`);
  const given = new Set<OptionSpecs[string]>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === "--") return;
    if (!arg.startsWith("-") || arg === "-") continue;
    const name = arg.startsWith("--") ? arg.split("=", 1)[0]! : arg;
    const spec = name.startsWith("--") ? specs[name.slice(2)] : shortSpec(specs, name.slice(1));
    if (spec === undefined) throw new InputError(unknownOption(name, longs, command));
    // a value given twice would silently lose the first: say so instead
    if (spec.type === "string" && spec.multiple !== true && given.has(spec)) throw new InputError(`${clipForMessage(name)} is given twice; ${command} takes one`);
    given.add(spec);
    if (spec.type === "string" && !arg.includes("=")) index += 1;
  }
}

function shortSpec(specs: OptionSpecs, letter: string): OptionSpecs[string] | undefined {
  return Object.values(specs).find((spec) => spec.short === letter);
}

function unknownOption(name: string, known: string[], command: string): string {
  const guess = closest(name, known);
  const hint = guess === null ? `see agent-verdict ${command} --help` : `did you mean '${guess}'?`;
  return `unknown option '${clipForMessage(name)}'; ${hint}`;
}

/** The candidate with the fewest edits from `word`, when it is close enough to be a typo. */
export function closest(word: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  const bound = Math.min(MAX_SUGGESTION_DISTANCE, Math.ceil(word.replace(/^-+/, "").length / 3));
  for (const candidate of candidates) {
    // the distance is at least the difference in length: a far longer word is no typo, and never aligned
    if (Math.abs(word.length - candidate.length) > bound) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= bound ? best : null;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}
