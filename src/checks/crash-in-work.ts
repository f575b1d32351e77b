/**
 * pytest's own crash (`INTERNALERROR>`) ran no test (probes.ts), unless the crash is in a file the agent changed: a
 * conftest hook or plugin it edited raised, and that is the change's failure, as a test's would be.
 */
import type { Trajectory } from "../model.js";
import { samePath } from "./paths.js";
import { PYTEST_CRASH } from "./probes.js";
import { workNotImported } from "./unimported-work.js";
import type { Outcome } from "./verification.js";

/**
 * A run's reading, given what the transcript shows of the work: pytest crashed in a file the agent changed (the change's
 * failure, not a run that never started), or collection failed only because the work's own package was not on the path
 * (no test ran; unimported-work.ts).
 */
export function withWorkTrouble(read: Outcome, output: string | null, trajectory: Trajectory, index: number): Outcome {
  if (read.notStarted?.startsWith(PYTEST_CRASH) === true && crashedInChangedFile(output, trajectory, index) !== null) {
    return { outcome: "failed", from: "summary line", quote: read.notStarted };
  }
  const unimported = read.outcome === "failed" ? workNotImported(output, trajectory, index) : null;
  return unimported === null ? read : { outcome: "unknown", from: "none", notStarted: unimported };
}

/** The frames of pytest's crash report: `INTERNALERROR>   File "/testbed/tests/conftest.py", line 20, in …`. */
const CRASH_FRAME = /^INTERNALERROR>\s+File "([^"]+)", line \d+/gm;

/** The file of the crash report's frames that the agent changed before call `index`, if any. */
export function crashedInChangedFile(output: string | null, trajectory: Trajectory, index: number): string | null {
  if (output === null || !output.includes(PYTEST_CRASH)) return null;
  const frames = [...output.matchAll(CRASH_FRAME)].map((match) => match[1]!);
  const changed = trajectory.edits.filter((edit) => edit.kind !== "delete" && edit.toolCall !== null && edit.toolCall < index);
  return frames.find((frame) => changed.some((edit) => samePath(edit.path, frame))) ?? null;
}
