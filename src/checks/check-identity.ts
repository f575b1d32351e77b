import { runnerKey } from "./checkers.js";
import type { VerificationRun } from "./verification.js";

/** A runner named for inline code (`python3 (inline)`): the code, not the runner, says which check it is. */
export const INLINE_RUNNER = /\(inline\)$/;
/**
 * Two pieces of inline code sharing at least this share of their lines (of the lines either has) are
 * one check revised (an assertion corrected, a case added); less, and they check different things.
 */
const SAME_CHECK_SHARE = 0.5;
/**
 * A revised piece is compared with this many of the latest distinct pieces of its runner: a revision
 * follows its first run closely, and a session of thousands of pieces stays linear.
 */
const MAX_FAMILIES_COMPARED = 64;
/** Lines this short (`EOF`, `PY`, `)`) say nothing of what the code checks. */
const MIN_LINE = 4;

/** A comment after code or on a line of its own (`# spec example`): a revision that adds one changes no check. */
const TRAILING_COMMENT = /(?:^|\s)(?:#|\/\/)(?!!)[^"'`]*$/;

/** The lines of a command that carry its code: comments dropped, blanks collapsed. */
function codeLines(command: string): Set<string> {
  const lines = command.split("\n").map((line) => line.replace(TRAILING_COMMENT, "").replace(/\s+/g, " ").trim());
  return new Set(lines.filter((line) => line.length >= MIN_LINE));
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let both = 0;
  for (const line of a) if (b.has(line)) both += 1;
  const either = a.size + b.size - both;
  return either === 0 ? 1 : both / either;
}

const baseKey = (run: VerificationRun) => `${runnerKey(run.runner)}\u0000${run.selection.join(" ")}`;

/** True when two runs are runs of one check: the same runner and selection, and for inline code, mostly the same code. */
export function sameCheck(a: VerificationRun, b: VerificationRun): boolean {
  if (baseKey(a) !== baseKey(b)) return false;
  return !INLINE_RUNNER.test(a.runner) || shared(codeLines(a.command), codeLines(b.command)) >= SAME_CHECK_SHARE;
}

/**
 * The key of each run's check: its runner and selection, so the last run of a key says how that
 * check stands. Each piece of inline code is a check of its own, and a later piece that shares most
 * of its lines is the same check run again after a revision.
 */
export function checkKeys(runs: readonly VerificationRun[]): (run: VerificationRun) => string {
  const keys = new Map<VerificationRun, string>();
  const families: { base: string; lines: Set<string>; id: number }[] = [];
  for (const run of runs) {
    const base = baseKey(run);
    if (!INLINE_RUNNER.test(run.runner)) {
      keys.set(run, base);
      continue;
    }
    const lines = codeLines(run.command);
    const recent = families.filter((family) => family.base === base).slice(-MAX_FAMILIES_COMPARED);
    const same = recent.findLast((family) => shared(family.lines, lines) >= SAME_CHECK_SHARE);
    const family = same ?? { base, lines, id: families.length };
    if (same === undefined) families.push(family);
    family.lines = lines;
    keys.set(run, `${base}\u0000${family.id}`);
  }
  return (run) => keys.get(run) ?? baseKey(run);
}
