import type { Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder } from "../builder.js";
import { inputObject } from "../command.js";
import { codexExitCode, codexHeader } from "../exit-code.js";
import { codexChanges, codexOutput, contentItemsText } from "./codex-common.js";
import { int, isObject, obj, str, type Json } from "../json.js";
import { lineFormat, type FormatReader, type RecordSink } from "../reader.js";
import type { RecordItem } from "../lines.js";
import { detailText } from "../text.js";
import { isInjected } from "../task.js";

const ENVELOPE_TYPES = new Set(["session_meta", "response_item", "event_msg", "turn_context", "compacted"]);
/** Response items as very early rollouts wrote them, without the `{timestamp, type, payload}` envelope. */
const BARE_ITEM_TYPES = new Set(["message", "function_call", "function_call_output", "reasoning", "local_shell_call"]);
const RUNNING = /Process running with session ID (\d+)/;

/**
 * Codex CLI rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`): `{timestamp, type, payload}`
 * lines; calls and their `*_output` share `call_id`; `event_msg` lines repeat the conversation for
 * the UI and carry what the items lack (exit codes of long-running commands, patch results).
 */
export const codexRollout: FormatReader = lineFormat(
  "codex-rollout",
  (records) => {
    if (records.shape !== "lines") return false;
    const envelopes = records.items.filter(({ value }) => isEnvelope(value));
    if (envelopes.length > 0) return envelopes.some(({ value }) => ["session_meta", "response_item"].includes(String(obj(value).type)));
    const bare = records.items.filter(({ value }) => BARE_ITEM_TYPES.has(String(obj(value).type)));
    return bare.some(({ value }) => "call_id" in obj(value) || obj(value).type === "message") && bare.length >= records.items.length / 2;
  },
  () => new RolloutReader(),
);

function isEnvelope(value: unknown): boolean {
  return isObject(value) && ENVELOPE_TYPES.has(String(value.type)) && isObject(value.payload);
}

class RolloutReader implements RecordSink {
  private readonly builder = new TrajectoryBuilder("codex-rollout");
  private ending: Ending | null = null;
  private lastEvent: Ending | null = null;
  /** Exit codes reported by `exec_command_end` before the call's output line. */
  private readonly pendingExit = new Map<string, number>();
  /** Long-running `exec_command` calls by process session id, until a poll reports their exit. */
  private readonly running = new Map<string, number>();
  private readonly ended = new Set<number>();
  /** Calls whose patch failed to apply, reported before the call's output line. */
  private readonly failedPatches = new Set<string>();
  /**
   * `event_msg` user and agent messages repeat the `response_item` messages; they are read only
   * when the rollout has no item message at all. Until one is seen they wait here (texts only).
   */
  private readonly eventMessages = new EventMessages();
  /** The step of the `task_complete` that set the final answer: a later event message unsets it. */
  private finalAnswerStep: number | null = null;

  add({ step, value }: RecordItem): void {
    if (!isObject(value)) return;
    this.builder.setMeta({ records: step + 1 });
    if (value.type === "message" || obj(value.payload).type === "message") this.eventMessages.dropAll();
    if (isEnvelope(value)) this.envelope(String(value.type), obj(value.payload), step);
    else if (BARE_ITEM_TYPES.has(String(value.type))) this.item(value, step);
    else if ("instructions" in value && "id" in value) this.builder.setMeta({ sessionId: str(value.id) });
  }

  finish(warnings: string[]): Trajectory {
    this.eventMessages.replay(this);
    for (const warning of warnings) this.builder.warn(warning);
    this.builder.setEnding(this.ending ?? this.lastEvent ?? { kind: "unknown", detail: "the rollout has no turn", step: null });
    return this.builder.build();
  }

  private envelope(type: string, payload: Json, step: number): void {
    if (type === "session_meta") this.sessionMeta(payload);
    if (type === "turn_context") {
      this.builder.setMeta({ model: str(payload.model) });
      this.builder.setCwd(str(payload.cwd));
    }
    if (type === "response_item") this.item(payload, step);
    if (type === "event_msg") this.event(payload, step);
    // the summary replaces the history for the model; the history before it stays in this file
    if (type === "compacted") this.builder.message("system", "[context compacted]", step);
  }

  private sessionMeta(payload: Json): void {
    const version = str(payload.cli_version);
    this.builder.setMeta({ sessionId: str(payload.id), agent: version ? `codex ${version}` : "codex", model: str(payload.model) });
    this.builder.setCwd(str(payload.cwd));
  }

  private item(item: Json, step: number): void {
    switch (item.type) {
      case "message":
        return this.message(item, step);
      case "function_call":
        return this.call(str(item.call_id), str(item.name) ?? "unknown", inputObject(item.arguments), step);
      case "custom_tool_call":
        return this.call(str(item.call_id), str(item.name) ?? "unknown", inputObject(item.input), step);
      case "local_shell_call":
        return this.call(str(item.call_id) ?? str(item.id), "local_shell", obj(item.action), step);
      case "web_search_call":
        return this.webSearch(item, step);
      case "function_call_output":
      case "custom_tool_call_output":
        return this.output(item, step);
      case "compaction":
        return this.builder.message("system", "[context compacted]", step);
    }
  }

  private message(item: Json, step: number): void {
    const text = contentItemsText(item.content);
    if (item.role === "assistant") {
      this.builder.message("assistant", text, step);
      this.lastEvent = { kind: "completed", detail: "the agent's last message ends its turn with no pending tool call", step };
    } else if (item.role === "user") {
      if (isInjected(text)) return;
      this.newTurn();
      this.builder.prompt(text, step);
      this.lastEvent = { kind: "unknown", detail: "the rollout ends on a user message, before the agent answered", step };
    }
  }

  /** A new request starts a new turn: an earlier turn's completion no longer says how the run ended. */
  private newTurn(): void {
    this.ending = null;
    this.builder.setFinalAnswer(null);
  }

  /** An event message read after all (the rollout had no item message): as if read at its step. */
  replayEventMessage(message: EventMessage): void {
    if (message.role === "assistant") return this.builder.message("assistant", message.text, message.step);
    if (this.ending === null || this.ending.step === null || this.ending.step < message.step) this.ending = null;
    if (this.finalAnswerStep !== null && this.finalAnswerStep < message.step) this.builder.setFinalAnswer(null);
    this.builder.prompt(message.text, message.step);
  }

  private call(id: string | null, name: string, input: Record<string, unknown>, step: number): void {
    this.builder.call({ id, name, input, step });
    this.lastEvent = { kind: "unknown", detail: "the rollout ends on a tool call, before its result", step };
  }

  private webSearch(item: Json, step: number): void {
    const action = obj(item.action);
    const index = this.builder.call({ id: str(item.id), name: "web_search", input: action, step });
    this.builder.resultAt(index, { output: `[web search ${str(item.status) ?? "done"}]`, isError: false, exitCode: null, step });
  }

  private output(item: Json, step: number): void {
    const id = str(item.call_id);
    if (id === null) return this.builder.warn(`step ${step}: tool output without a call_id, skipped`);
    const call = this.builder.openCall(id);
    const { output, exitCode, failed } = codexOutput(item.output);
    const exit = this.pendingExit.get(id) ?? exitCode;
    const isError = failed || this.failedPatches.has(id) || (call?.name === "apply_patch" && exit !== null && exit !== 0);
    this.builder.resultFor(id, { output, exitCode: exit, isError, step });
    const index = this.builder.indexOf(id);
    if (index !== undefined) this.trackLongRunning(index, call?.name ?? "", call?.input ?? {}, output, step);
    this.lastEvent = { kind: "unknown", detail: "the rollout ends on a tool result, before the agent answered", step };
  }

  /** A command still running gets its exit code from a later `write_stdin` poll on its session. */
  private trackLongRunning(index: number, name: string, input: Record<string, unknown>, output: string, step: number): void {
    const session = RUNNING.exec(codexHeader(output))?.[1];
    if (session !== undefined) this.running.set(session, index);
    if (name !== "write_stdin") return;
    const polled = String(input.session_id ?? "");
    const original = this.running.get(polled);
    const exitCode = codexExitCode(output);
    if (original === undefined || exitCode === null) return;
    this.running.delete(polled);
    if (this.ended.has(original)) return;
    const before = this.builder.callAt(original)?.output ?? "";
    this.builder.amend(original, { output: `${before}\n${output}`, exitCode, step });
  }

  private event(payload: Json, step: number): void {
    switch (payload.type) {
      case "exec_command_end":
        return this.execEnd(payload, step);
      case "patch_apply_end":
        return this.patchEnd(payload);
      case "task_complete":
        this.builder.setFinalAnswer(str(payload.last_agent_message));
        this.finalAnswerStep = step;
        this.ending = { kind: "completed", detail: "the turn completed (task_complete)", step };
        return;
      case "turn_aborted":
        this.ending = { kind: "interrupted", detail: `the turn was aborted (${str(payload.reason) ?? "no reason given"})`, step };
        return;
      case "error":
        this.ending = { kind: "error", detail: `the run reported an error: ${detailText(str(payload.message) ?? "")}`, step };
        return;
      case "user_message":
        if (isInjected(str(payload.message) ?? "")) return;
        return this.eventMessages.hold({ role: "user", text: str(payload.message) ?? "", step });
      case "agent_message":
        // the same text is also a response_item message; read it only when those are missing
        return this.eventMessages.hold({ role: "assistant", text: str(payload.message) ?? "", step });
      case "context_compacted":
        return this.builder.message("system", "[context compacted]", step);
    }
  }

  private execEnd(payload: Json, step: number): void {
    const id = str(payload.call_id);
    const exitCode = int(payload.exit_code);
    if (id === null || exitCode === null) return;
    const index = this.builder.indexOf(id);
    const call = index === undefined ? undefined : this.builder.callAt(index);
    if (index === undefined || call === undefined || call.resultStep === null) {
      this.pendingExit.set(id, exitCode);
      return;
    }
    const stillRunning = RUNNING.test(codexHeader(call.output ?? ""));
    const aggregated = str(payload.aggregated_output);
    const output = stillRunning && aggregated ? `${call.output ?? ""}\n${aggregated}` : undefined;
    this.builder.amend(index, { exitCode, ...(output === undefined ? {} : { output }), step });
    this.ended.add(index);
  }

  private patchEnd(payload: Json): void {
    const id = str(payload.call_id);
    const index = id === null ? undefined : this.builder.indexOf(id);
    if (index === undefined) return;
    const changes = codexChanges(payload.changes);
    if (changes.length > 0) this.builder.setChanges(index, changes);
    if (payload.success !== false) return;
    if (this.builder.callAt(index)?.resultStep === null) this.failedPatches.add(id!);
    else this.builder.amend(index, { isError: true });
  }
}

interface EventMessage {
  role: "user" | "assistant";
  text: string;
  step: number;
}

/** Event messages held until the rollout shows whether it has item messages (then they are dropped). */
class EventMessages {
  private held: EventMessage[] | null = [];

  hold(message: EventMessage): void {
    this.held?.push(message);
  }

  dropAll(): void {
    this.held = null;
  }

  replay(reader: RolloutReader): void {
    for (const message of this.held ?? []) reader.replayEventMessage(message);
    this.held = null;
  }
}
