import type { Trajectory } from "../model.js";
import { scriptText } from "./script-text.js";
import { samePath } from "./paths.js";
import { scriptOf } from "./script-of.js";
import { ownCommand } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";

/** At least this many lines of a script's text must recur in the other: a short script shares its boilerplate by chance. */
const MIN_SHARED_LINES = 5;
/** The share of the shorter script's lines the other holds for one to be a revision of the other. */
const MIN_SHARED_SHARE = 0.6;
/**
 * What an agent adds to a script's name for its next version (`verify2.py`, `test_edge_v2.py`,
 * `check_fixed.py`): scripts of one harness that test other cases share their setup too, so the name
 * says which is the next version of which.
 */
const NEXT_VERSION = /^[_-]?(?:v?\d+|new|fixed|fix|final|again|updated)$/i;

/**
 * A later green run, after `after` (the change the failure came before), of a script the agent wrote
 * as the next version of the failing one (`verify.py` failed; `verify2.py`, named as its next version,
 * holds most of its lines and passed): the same check, run again under a new name. Null when none.
 */
export function revisedRerunGreen(
  run: VerificationRun,
  runs: readonly VerificationRun[],
  trajectory: Pick<Trajectory, "toolCalls" | "edits">,
  after: number,
): VerificationRun | null {
  const failing = scriptRun(run);
  if (failing === null) return null;
  const text = scriptText(trajectory, failing, run.call);
  if (text === null) return null;
  return runs.find((other) => {
    if (other.call <= after || other.outcome !== "passed") return false;
    const script = scriptRun(other);
    if (script === null || samePath(script, failing) || !nextVersionName(failing, script)) return false;
    const revised = scriptText(trajectory, script, other.call);
    return revised !== null && revisionOf(text, revised);
  }) ?? null;
}

/** The script file the run's own command runs (`python3 /tmp/verify.py`), or null. */
function scriptRun(run: VerificationRun): string | null {
  const own = ownCommand(run);
  return own === undefined ? null : scriptOf(own);
}


/** `verify2.py` after `verify.py`: the same folder-free name with a version mark, the same suffix. */
function nextVersionName(failing: string, revised: string): boolean {
  const parts = (path: string) => /^(.*?)(\.\w+)?$/.exec(path.split("/").at(-1)!)!;
  const [, stem = "", suffix = ""] = parts(failing);
  const [, next = "", nextSuffix = ""] = parts(revised);
  return suffix === nextSuffix && next.startsWith(stem) && NEXT_VERSION.test(next.slice(stem.length));
}

/** Most lines of the shorter text recur in the longer: one was written from the other. */
function revisionOf(a: string, b: string): boolean {
  const lines = (text: string) => new Set(text.split("\n").map((line) => line.trim()).filter((line) => line.length > 0));
  const [short, long] = [lines(a), lines(b)].sort((x, y) => x.size - y.size) as [Set<string>, Set<string>];
  const shared = [...short].filter((line) => long.has(line)).length;
  return shared >= MIN_SHARED_LINES && shared >= MIN_SHARED_SHARE * short.size;
}
