/**
 * Claude Code subagent (sidechain) transcripts found next to a session: each is tied to the
 * Task call that spawned it, by the agent id the call's result names or by the prompt it was
 * given; one that cannot be tied is still kept, with a warning.
 */
import type { Subagent, Trajectory } from "../model.js";
import { arr, isObject, obj, str } from "./json.js";
import { candidateHead, type CandidateFile } from "./sources.js";

/** Tools that spawn a subagent, across Claude Code versions. */
const SPAWNING_TOOLS = new Set(["Task", "Agent"]);
const AGENT_FILE = /(?:^|\/)agent-([\w-]+)\.jsonl$/;
/** The first lines are enough to see a sidechain marker. */
const SIDECHAIN_PROBE_CHARS = 4096;

export interface ReadSubagent {
  file: CandidateFile;
  trajectory: Trajectory;
  agentIds: AgentIds;
}

/** What ties subagent files to a session, gathered one record at a time as the file is read. */
export class AgentIds {
  /** Claude Code names the subagent in the Task result: `toolUseResult.agentId` beside its tool_result. */
  readonly toolUseByAgent = new Map<string, string>();
  /** The first agent id a record names: a subagent file's own. */
  first: string | null = null;

  add(value: unknown): void {
    if (!isObject(value)) return;
    const agentId = str(value.agentId);
    if (this.first === null && agentId !== null) this.first = agentId;
    if (value.type === "user") this.taskResult(value);
  }

  private taskResult(line: Record<string, unknown>): void {
    const agentId = str(obj(line.toolUseResult).agentId);
    if (agentId === null) return;
    const result = arr(obj(line.message).content).find((block) => isObject(block) && block.type === "tool_result");
    const toolUseId = str(obj(result).tool_use_id);
    if (toolUseId !== null) this.toolUseByAgent.set(agentId, toolUseId);
  }
}

/** A subagent file: under `subagents/`, named `agent-*.jsonl`, or marked `isSidechain` at its start. */
export function isSubagentFile(file: CandidateFile): boolean {
  if (file.name.includes("subagents/") || AGENT_FILE.test(file.name)) return true;
  return /"isSidechain"\s*:\s*true/.test(candidateHead(file, SIDECHAIN_PROBE_CHARS));
}

export function attachSubagents(main: Trajectory, mainIds: AgentIds, found: ReadSubagent[]): Trajectory {
  if (found.length === 0) return main;
  const warnings: string[] = [];
  const subagents = found.map(({ file, trajectory, agentIds }): Subagent => {
    const agentId = agentIds.first ?? AGENT_FILE.exec(file.name)?.[1] ?? null;
    const toolCall = tieToCall(main, agentId === null ? undefined : mainIds.toolUseByAgent.get(agentId), trajectory.task);
    if (toolCall === null) warnings.push(`subagent ${file.name}: no Task call in the session spawned it; kept unattached`);
    return {
      source: file.name,
      toolCall,
      task: trajectory.task,
      finalAnswer: trajectory.finalAnswer,
      toolCalls: trajectory.toolCalls,
      edits: trajectory.edits,
    };
  });
  return { ...main, subagents, warnings: [...main.warnings, ...warnings] };
}

/** The call that spawned the subagent: the one its agent id answers, else the one given its prompt. */
function tieToCall(main: Trajectory, toolUseId: string | undefined, task: string | null): number | null {
  const byId = toolUseId === undefined ? -1 : main.toolCalls.findIndex((call) => call.id === toolUseId);
  if (byId >= 0) return byId;
  if (task === null) return null;
  const byPrompt = main.toolCalls.findIndex((call) => SPAWNING_TOOLS.has(call.name) && str(call.input.prompt)?.trim() === task.trim());
  return byPrompt >= 0 ? byPrompt : null;
}
