import type { VerificationRun } from "./verification.js";

/** The fields every run has, in the order its record lists them. */
export type RunFields = Omit<VerificationRun, "quote" | "caught" | "notStarted" | "echoedExit" | "writes" | "startedStep" | "printed" | "timedOut" | "setupFailed" | "syntaxOnly" | "behind" | "noneRan" | "partial">;

/** What the output or an echoed status said about the run, each field absent when it said nothing. */
export interface RunSaid {
  quote?: string | undefined;
  caught?: string | undefined;
  notStarted?: string | undefined;
  echoedExit?: number | null;
  /** Files the run's own command writes; left out when it writes none. */
  writes?: readonly string[];
  /** The step that sent the run to the background, when its result was read at a later one. */
  startedStep?: number | undefined;
  /** What a run with no result of its own printed in its own part of the output. */
  printed?: string | undefined;
  /** The agent's own time bound that stopped the run (`timeout 25`). */
  timedOut?: string | undefined;
  /** Why its tests errored before they ran (a fixture pytest could not resolve). */
  setupFailed?: string | undefined;
  /** The checker only parses the code (`py_compile`, `bash -n`). */
  syntaxOnly?: boolean | undefined;
  /** The earlier command that may have stopped the line before the run started. */
  behind?: string | undefined;
  /** The runner's line saying no test ran. */
  noneRan?: string | undefined;
  /** What a filter dropped of a per-package runner's lines. */
  partial?: string | undefined;
  /** The constant assertion a demonstration run failed on. */
  demonstration?: string | undefined;
}

/**
 * A run's record: its fields, then what was said of it, absent fields left out, always in this
 * order (reports list a run's keys as they stand). Built as one literal, not by spreading records
 * whose keys vary: V8 copies those on its slow path, ~40 µs a run on a long session's cold pass
 * (bench/RESULTS.md, Run 18).
 */
export function runRecord(fields: RunFields, said: RunSaid): VerificationRun {
  const run: VerificationRun = fields;
  if (said.quote !== undefined) run.quote = said.quote;
  if (said.caught !== undefined) run.caught = said.caught;
  if (said.notStarted !== undefined) run.notStarted = said.notStarted;
  if (said.echoedExit !== undefined && said.echoedExit !== null) run.echoedExit = said.echoedExit;
  if (said.writes !== undefined && said.writes.length > 0) run.writes = said.writes;
  if (said.startedStep !== undefined) run.startedStep = said.startedStep;
  if (said.printed !== undefined) run.printed = said.printed;
  if (said.timedOut !== undefined) run.timedOut = said.timedOut;
  if (said.setupFailed !== undefined) run.setupFailed = said.setupFailed;
  if (said.syntaxOnly === true) run.syntaxOnly = true;
  if (said.behind !== undefined) run.behind = said.behind;
  if (said.demonstration !== undefined) run.demonstration = said.demonstration;
  if (said.noneRan !== undefined) run.noneRan = said.noneRan;
  if (said.partial !== undefined) run.partial = said.partial;
  return run;
}

/**
 * Several runs in one line share its output, and its last summary is most likely the last runner's
 * (`python3 repro.py && bin/test …` ends in bin/test's count). An earlier run with no quote of its
 * own says so instead of quoting that summary as its own.
 */
export function markSharedOutput(runs: VerificationRun[], from: number): void {
  if (runs.length - from < 2) return;
  const lastIndex = Math.max(...runs.slice(from).map((run) => run.lineIndex));
  const last = runs.slice(from).find((run) => run.lineIndex === lastIndex)!;
  for (let position = from; position < runs.length; position += 1) {
    const run = runs[position]!;
    if (run.lineIndex < lastIndex && run.quote === undefined) runs[position] = { ...run, quote: `output shared with ${last.runner}, later in the line` };
  }
}
