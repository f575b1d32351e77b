import type { SimpleCommand } from "./simple-commands.js";

/**
 * What one trajectory's runs finder read on a line (the runners it recognized), kept for the next call
 * of the same line while the work so far is the same: a session runs the same few dozen lines thousands
 * of times (the bench's word-rich session: 4,431 shell calls, 51 distinct lines), and reading a line's
 * runners again cost ~20 ms of the checks' first pass there (bench/RESULTS.md, Run 32).
 *
 * A line's reading (simple-commands.ts) is shared by every call that repeats it with the same status and
 * file facts, so the same object is the same reading. What is found depends on it and on the work so far
 * (the files written, which of them were typed, whether a build ran), which `stamp` names; a line that
 * gives a shell a script is not kept (`unkept`), since that script is read with the call's own file facts.
 * One instance per trajectory: the work so far is that trajectory's.
 */
export class LineReadings<T> {
  private readonly kept = new Map<readonly SimpleCommand[], { stamp: string; found: T }>();

  read(line: readonly SimpleCommand[], stamp: string, unkept: (line: readonly SimpleCommand[]) => boolean, find: () => T): T {
    const known = this.kept.get(line);
    if (known !== undefined && known.stamp === stamp) return known.found;
    const found = find();
    if (!unkept(line)) this.kept.set(line, { stamp, found });
    return found;
  }
}
