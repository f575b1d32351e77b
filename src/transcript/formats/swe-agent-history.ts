/**
 * SWE-agent `.traj` files that carry only `history[]` (its demonstrations, runs saved without
 * `trajectory[]`): each assistant message is one action. In function-calling runs its
 * `tool_calls` name the call and the `tool` message answering it lists them in `tool_call_ids`;
 * older runs answer with the next observation message, in order. Demonstrations in it are skipped.
 */
import type { Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder } from "../builder.js";
import { inputObject } from "../command.js";
import { arr, obj, str, type Json } from "../json.js";
import { unwrapTask } from "../task.js";
import { commandChanges, endingOf, isDemonstration, modelOf, textOf } from "./swe-agent.js";

/** SWE-agent ends each observation with the state of its shell: the open file and the directory. */
const OPEN_FILE_FOOTER = /\(Open file: ([^)\n]*)\)\s*\n?\s*\(Current directory: ([^)\n]*)\)/g;
const SUBMIT = "submit";

export function readHistory(root: Json, warnings: readonly string[]): Trajectory {
  const builder = new TrajectoryBuilder("swe-agent");
  const reader = new HistoryReader(builder);
  arr(root.history).forEach((message, step) => {
    builder.setMeta({ records: step + 1 });
    if (!isDemonstration(obj(message))) reader.add(obj(message), step);
  });
  const info = obj(root.info);
  builder.setMeta({ model: modelOf(root.replay_config) });
  builder.setFinalAnswer(str(info.submission) ?? reader.submission);
  for (const warning of warnings) builder.warn(warning);
  const status = str(info.exit_status);
  builder.setEnding(status !== null ? endingOf(status, reader.lastStep) : reader.ending());
  return builder.build();
}

class HistoryReader {
  /** Calls still waiting for an observation, oldest first. */
  private pending: number[] = [];
  /** The file SWE-agent's editor has open, as the last observation's footer says. */
  private openFile: string | null = null;
  private lastCall: { name: string; step: number } | null = null;
  private cwdSeen = false;
  submission: string | null = null;
  lastStep = -1;

  constructor(private readonly builder: TrajectoryBuilder) {}

  add(message: Json, step: number): void {
    this.lastStep = step;
    const text = textOf(message.content);
    if (message.role === "system") return this.builder.message("system", text, step);
    if (message.role === "assistant") return this.action(message, text, step);
    if (message.role === "tool" || this.pending.length > 0) return this.observation(message, text, step);
    this.builder.prompt(this.builder.callCount === 0 ? unwrapTask(text) : text, step);
  }

  ending(): Ending {
    const at = this.lastStep >= 0 ? this.lastStep : null;
    if (this.lastCall?.name === SUBMIT) return { kind: "completed", detail: "the agent submitted its work", step: this.lastCall.step };
    return { kind: "unknown", detail: "the history has no exit_status and does not end on a submit", step: at };
  }

  private action(message: Json, text: string, step: number): void {
    this.builder.message("assistant", str(message.thought) ?? text, step);
    const action = str(message.action)?.trim() ?? "";
    const toolCalls = arr(message.tool_calls).map(obj);
    const calls = toolCalls.length > 0 ? toolCalls.map((call) => this.toolCall(call, toolCalls.length === 1 ? action : "", step)) : [];
    if (calls.length === 0 && action !== "") calls.push(this.call(null, action.split(/\s+/)[0] ?? "unknown", {}, action, step));
    this.pending.push(...calls);
  }

  /** A function call; the `action` string is the command SWE-agent ran for it, read as in `trajectory[]`. */
  private toolCall(call: Json, action: string, step: number): number {
    const fn = obj(call.function);
    const name = str(fn.name) || action.split(/\s+/)[0] || "unknown";
    return this.call(str(call.id), name, inputObject(fn.arguments), action, step);
  }

  private call(id: string | null, name: string, args: Record<string, unknown>, action: string, step: number): number {
    const input = action === "" ? args : { ...args, command: action };
    const index = this.builder.call({ id, name, input, step });
    const changes = action === "" ? null : commandChanges(action, this.openFile);
    if (changes !== null) this.builder.setChanges(index, changes);
    this.lastCall = { name, step };
    return index;
  }

  /** Answers the calls the message names by `tool_call_ids`, else the oldest one waiting. */
  private observation(message: Json, text: string, step: number): void {
    this.readFooter(text);
    const ids = arr(message.tool_call_ids).flatMap((id) => str(id) ?? []);
    const targets = ids.flatMap((id) => this.builder.indexOf(id) ?? []).filter((index) => this.pending.includes(index));
    const answered = targets.length > 0 ? targets : this.pending.slice(0, 1);
    if (answered.length === 0) {
      if (ids.length > 0) this.builder.warn(`step ${step}: observation for unknown tool call ${ids.join(", ")}, kept as a message`);
      return this.builder.message("system", text, step);
    }
    for (const index of answered) {
      this.builder.resultAt(index, { output: text, exitCode: null, isError: false, step });
      if (this.builder.callAt(index)?.name === SUBMIT) this.submission = text;
    }
    this.pending = this.pending.filter((index) => !answered.includes(index));
  }

  private readFooter(text: string): void {
    const footer = [...text.matchAll(OPEN_FILE_FOOTER)].at(-1);
    if (!footer) return;
    const open = footer[1]?.trim() ?? "";
    this.openFile = open === "" || open === "n/a" ? null : open;
    // paths are made relative to where the session started, not to where a later `cd` went
    if (!this.cwdSeen) this.builder.setCwd(footer[2]?.trim() ?? null);
    this.cwdSeen = true;
  }
}
