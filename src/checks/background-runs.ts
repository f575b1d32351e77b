import type { ToolCall, Trajectory } from "../model.js";

/**
 * Agents' tools run long commands in a background shell and answer with its id ("Background shell
 * started with ID: bg_1", "Command running in background with ID: bash_1"); a later call of the
 * tool that reads that shell (`bash_background_output`, Claude Code's BashOutput) reports how it
 * ended. The command's result is that later report, when it states an exit code.
 */

/** The id a background-shell tool gave the command it started. */
const BACKGROUND_ID = /\bwith ID:?\s*([A-Za-z0-9][\w.-]*?)[.,)]?(?:\s|$)/i;
/** Claude Code's BashOutput report: `<exit_code>0</exit_code>`. */
const REPORTED_EXIT = /<exit_code>(-?\d+)<\/exit_code>/;

/**
 * The call that started a background command, with the output and exit code of the later report
 * that says how it ended (and that report's step); null when no later report states an exit code.
 */
export function backgroundResult(trajectory: Trajectory, index: number): ToolCall | null {
  const started = trajectory.toolCalls[index]!;
  const id = BACKGROUND_ID.exec(started.output ?? "")?.[1];
  if (id === undefined) return null;
  const names = new RegExp(`(?:^|[^\\w.-])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:$|[^\\w.-])`);
  for (const later of trajectory.toolCalls.slice(index + 1)) {
    if (later.command !== null || !names.test(JSON.stringify(later.input))) continue;
    const exitCode = later.exitCode ?? reportedExit(later.output);
    if (exitCode !== null) return { ...started, output: later.output, exitCode, step: later.step };
  }
  return null;
}

function reportedExit(output: string | null): number | null {
  const found = REPORTED_EXIT.exec(output ?? "");
  return found ? Number(found[1]) : null;
}
