import { withReadBackLogs } from "./read-back-logs.js";
import type { Trajectory } from "../model.js";
import type { VerificationRun } from "./verification.js";
import { withComputedQuotes } from "./constant-lines.js";
import { withRecomputed } from "./recomputed.js";
import { withTaskTests } from "./task-output.js";
import { withInstalledCopies } from "./installed-copy.js";
import { withProjectCheckers } from "./project-checker.js";

/**
 * What a reading of one call at a time cannot see, added over the whole transcript: the task's own
 * tests run (task-output.ts), a linter run on its own changed source (project-checker.ts), tests that imported an
 * installed copy of the edited package (installed-copy.ts),
 * a typed answer computed again (recomputed.ts), and for each script's run
 * the line it computed rather than one it prints as a literal (constant-lines.ts).
 */
export function withTranscriptReadings(trajectory: Trajectory, runs: VerificationRun[]): VerificationRun[] {
  const read = withInstalledCopies(trajectory, withProjectCheckers(trajectory, withTaskTests(trajectory, runs)));
  // a log the run wrote, printed by a later command, names the failures its own shown part cut (read-back-logs.ts)
  return withReadBackLogs(trajectory, withComputedQuotes(trajectory, withRecomputed(trajectory, read)));
}
