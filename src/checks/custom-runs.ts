import type { ToolCall } from "../model.js";
import { summaryOutcome, type RunOutcome } from "./run-outcome.js";
import type { RunnerMatch, VerificationRun } from "./verification.js";

/** A command the rubric's front matter names as verification (`verification: ["make check"]`): the first pattern that matches. */
export function customRunner(command: string, custom: readonly RegExp[]): (RunnerMatch & { index: number }) | null {
  for (const pattern of custom) {
    const match = new RegExp(pattern.source, pattern.flags.replace("g", "")).exec(command);
    if (match) {
      const runner = match[0].replace(/\s+/g, " ").trim() || pattern.source;
      return { kind: "custom", runner, why: "the rubric names it as verification", index: match.index };
    }
  }
  return null;
}

/** The run of such a command: its status is the line's unless something after it hides it. */
export function customRun(call: ToolCall, index: number, match: RunnerMatch & { index: number }): VerificationRun {
  const masked = /\|\|\s*(?:true|:|exit\s+0)\b|\|(?!\|)|;\s*\S/.test(call.command!.slice(match.index));
  const { kind, runner, why } = match;
  const { exitCode, output, step } = call;
  const where = { call: index, step, lineIndex: 0 };
  const run = { ...where, kind, runner, why, adHoc: false, command: call.command!, selection: [], failing: [], exitCode, masked, output };
  const byExit = call.exitCode !== null && !masked;
  const outcome: RunOutcome = byExit ? (call.exitCode === 0 ? "passed" : "failed") : summaryOutcome(call.output);
  return { ...run, outcome, outcomeFrom: byExit ? "exit code" : outcome === "unknown" ? "none" : "summary line" };
}
