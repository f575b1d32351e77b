import type { CheckResult, ToolCall, Trajectory } from "../model.js";
import type { CheckContext } from "./context.js";
import { clip, evidence, stepLabel } from "./quote.js";
import { backgroundStartRead } from "./background-runs.js";
import { STOPPED_AT_LIMIT } from "./stopped-on-work.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "./verified.js";
import { unwrittenDeliverables } from "./unwritten-deliverables.js";
import { leftUndone, MAX_UNDONE_QUOTE } from "./left-undone.js";

/**
 * Proves the run ended on the agent's own completion rather than an error, a limit, an
 * interruption or a denied permission. An agent stopped from outside did not say it was done.
 */
export function endedCleanly(context: CheckContext): CheckResult {
  const found = saidUndone(context.trajectory, howItEnded(context));
  const { ending } = context.trajectory;
  const imposed = IMPOSED_ENDINGS.has(ending.kind) || (ending.kind === "unknown" && found.status === "fail");
  if (!imposed) return found;
  // the files the task asks for that it never wrote: what the stop left undone
  const missing = unwrittenDeliverables(context.trajectory).map((path) => `\`${path}\``);
  const unmade = missing.length === 0 ? "" : ` No step wrote ${missing.join(" or ")}, which the task asks it to make.`;
  const result = { ...found, summary: `${found.summary}${unmade}` };
  // stopped from outside after its checks of the final work passed: the run is unfinished, the work
  // is not shown wrong; a person decides (never an approval: a pass needs this check)
  const verified = verifiedAfterLastEdit(context);
  const green = finalChecksGreen(context);
  if (verified.status !== "pass" || green.status !== "pass") return result;
  const step = green.evidence[0]?.step ?? null;
  const where = step === null ? "" : ` (${stepLabel(step)})`;
  // a run after the change that the harness stopped (a run of the work that may hang) is not a pass
  const passed = `Its checks after the last change to the work had passed${where}`;
  // a command the transcript stops waiting for (a build started again in the background) has no result
  const waited = waitedFor(context.trajectory);
  const unfinished = [green.summary.includes(STOPPED_AT_LIMIT) ? stoppedRuns(green.summary) : null, waited].filter((part) => part !== null);
  const said = unfinished.length > 0
    ? `${passed}, though ${unfinished.join(", and ")}. The run is unfinished, not shown wrong.`
    : `${passed}: the run is unfinished, not shown wrong.`;
  const summary = `${result.summary} ${said}`;
  return { ...result, status: "warn", required: true, summary };
}

/**
 * The agent finished, but its final answer says part of the task is not done (left-undone.ts): a person
 * decides whether what it left matters; green checks of the rest cannot approve it.
 */
function saidUndone(trajectory: Trajectory, found: CheckResult): CheckResult {
  if (found.status !== "pass") return found;
  const said = leftUndone(trajectory.finalAnswer);
  if (said === null) return found;
  const quote = clip(said, MAX_UNDONE_QUOTE);
  const step = trajectory.messages.findLast((message) => message.role === "assistant")?.step ?? trajectory.ending.step;
  return {
    ...found, status: "warn", required: true, summary: `The agent finished its run on its own, but its final answer says part of the task is not done: "${quote}"`,
    evidence: [evidence(step, `final answer: ${quote}`)],
  };
}

/** "`vim -S apply_macros.vim` (step 52) was stopped at the harness's time limit": final_checks_green's own clause. */
function stoppedRuns(greenSummary: string): string {
  const clause = greenSummary.split("; ").find((part) => part.includes(STOPPED_AT_LIMIT)) ?? "";
  return clause.replace(/ before (?:it|they) finished\.?$/, "");
}

/** At most this much of the command a left-open call waited for is quoted. */
const MAX_WAITED_CHARS = 60;

/** "the transcript stops while waiting for `make all -j16`, started in the background at step 36": null when it did not. */
function waitedFor(trajectory: Trajectory): string | null {
  const open = callLeftOpen(trajectory);
  const started = open === null || open.command !== null ? null : backgroundStartRead(trajectory, open);
  if (started === null || started.command === null) return null;
  return `the transcript stops while waiting for \`${clip(started.command, MAX_WAITED_CHARS)}\`, started in the background at ${stepLabel(started.step)}: its result is not recorded`;
}

/** Endings imposed on the agent (a limit, an error, an interruption; a cut-off is an unknown ending that fails), not chosen or denied. */
const IMPOSED_ENDINGS: ReadonlySet<string> = new Set(["limit", "error", "interrupted"]);

function howItEnded({ trajectory }: CheckContext): CheckResult {
  const { ending } = trajectory;
  const base = { id: "ended_cleanly", blocking: true, required: false, evidence: [evidence(ending.step, ending.detail)] };
  switch (ending.kind) {
    case "completed":
      return { ...base, status: "pass", summary: "The agent finished its run on its own." };
    case "unknown": {
      const cutOff = callLeftOpen(trajectory);
      if (cutOff !== null) {
        const summary = `The transcript stops inside a tool call (${stepLabel(cutOff.step)}, ${cutOff.name}) that never returned: the run was cut off, not finished.`;
        return { ...base, status: "fail", summary, evidence: [evidence(cutOff.step, `${cutOff.name} called; no result recorded`)] };
      }
      return { ...base, status: "warn", blocking: false, summary: `Unclear how the run ended: ${ending.detail}.` };
    }
    case "error":
      return { ...base, status: "fail", summary: "The run ended on an error, not on the agent's completion." };
    case "limit":
      // the reader's own words for which limit, or for what the transcript cannot tell apart
      return { ...base, status: "fail", summary: `The run stopped before the agent finished: ${ending.detail}.` };
    case "interrupted":
      return { ...base, status: "fail", summary: "The run was interrupted before the agent finished." };
    case "awaiting_user":
      // waiting for the user's answer is how the run is meant to pause, not a stop from outside
      return { ...base, status: "warn", blocking: false, summary: `The agent is waiting for the user: ${ending.detail}; it did not say the work was done.` };
    case "permission_denied":
      return { ...base, status: "fail", summary: "Tool uses were denied permission: the agent could not do all it tried." };
  }
}

/**
 * The run's last record is a tool call with no result and nothing after it: the agent was stopped
 * while the call ran (a time limit, a killed container), so it never saw the outcome or finished.
 */
function callLeftOpen(trajectory: Trajectory): ToolCall | null {
  const latest = (found: ToolCall | undefined, call: ToolCall) => (found === undefined || call.step >= found.step ? call : found);
  const last = trajectory.toolCalls.reduce<ToolCall | undefined>(latest, undefined);
  if (last === undefined || last.output !== null) return null;
  const saidAfter = trajectory.messages.some((message) => message.role === "assistant" && message.step > last.step);
  return saidAfter ? null : last;
}
