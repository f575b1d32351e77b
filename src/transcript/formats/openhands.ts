import type { Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder } from "../builder.js";
import { contentItemsText } from "./codex-common.js";
import { openHandsExitCode } from "../exit-code.js";
import { arr, int, isObject, lookupTable, obj, str, type Json } from "../json.js";
import type { RecordItem } from "../lines.js";
import type { Records } from "../records.js";
import type { FormatReader, RecordSink } from "../reader.js";
import { unwrapTask } from "../task.js";
import { editorChanges } from "./openhands-editor.js";

/** V0 actions that are conversation or bookkeeping, not tool calls. */
const NON_CALL_ACTIONS = new Set(["message", "system", "recall", "finish", "change_agent_state", "null"]);
/** V0 action names, for events written without `tool_call_metadata`. */
const V0_TOOL_NAMES = lookupTable<string>({
  run: "execute_bash",
  run_ipython: "execute_ipython_cell",
  read: "read_file",
  write: "write_file",
});
const V1_KINDS = new Set(["ActionEvent", "ObservationEvent", "MessageEvent", "AgentErrorEvent", "UserRejectObservation", "SystemPromptEvent"]);
const FAILED_STATES = new Set(["error", "stuck"]);
/** V1 editor actions (`FileEditorAction`, `StrReplaceEditorAction`): `command` is an editor verb there. */
const EDITOR_ACTIONS = /Editor/;

/**
 * OpenHands event logs. V0 (`action`/`observation` events): an observation names its action by
 * `cause` (the action's `id`) or by `tool_call_metadata.tool_call_id`; a run's exit code is in
 * `extras.metadata.exit_code`. V1 (agent SDK): `kind`-tagged events paired by `tool_call_id`.
 */
export const openhands: FormatReader = {
  id: "openhands",
  detect: (records) => {
    const events = eventsOf(records).map(({ value }) => obj(value));
    const v0 = events.some((event) => typeof event.action === "string" && isObject(event.args));
    const v0Observation = events.some((event) => typeof event.observation === "string" && "extras" in event);
    return (v0 && (v0Observation || events.some((event) => "source" in event))) || events.some((event) => V1_KINDS.has(String(event.kind)));
  },
  read: (records) => {
    const reader = new OpenHandsReader(records.shape === "object" ? str(obj(obj(records.items[0]?.value).test_result).git_patch) : null);
    for (const event of eventsOf(records)) reader.add(event);
    return reader.finish(records.warnings);
  },
  stream: () => new OpenHandsReader(null),
};

/**
 * The events of a log: the records themselves, or the `history` of an evaluation output record
 * (`{instance_id, history: [...], test_result: {git_patch}}`, one per line of output.jsonl).
 */
function eventsOf(records: Records): Records["items"] {
  if (records.shape !== "object") return records.items;
  return arr(obj(records.items[0]?.value).history).map((value, step) => ({ step, value }));
}

class OpenHandsReader implements RecordSink {
  private readonly builder = new TrajectoryBuilder("openhands");
  private readonly byEventId = new Map<string, number>();
  private ending: Ending | null = null;
  private cwdSeen = false;

  /** `patch`: an evaluation output record's `test_result.git_patch`, the run's answer. */
  constructor(private readonly patch: string | null) {}

  add({ step, value }: RecordItem): void {
    if (!isObject(value)) return;
    this.builder.setMeta({ records: step + 1 });
    if (typeof value.kind === "string") this.v1(value, step);
    else if (typeof value.action === "string") this.v0Action(value, step);
    else if (typeof value.observation === "string") this.v0Observation(value, step);
  }

  finish(warnings: string[]): Trajectory {
    for (const warning of warnings) this.builder.warn(warning);
    if (this.patch) this.builder.setFinalAnswer(this.patch);
    this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event log has no finish action", step: null });
    return this.builder.build();
  }

  private v0Action(event: Json, step: number): void {
    const action = String(event.action);
    const args = obj(event.args);
    if (action === "message") return this.text(str(event.source), str(args.content) ?? str(event.message) ?? "", step);
    if (action === "finish") return this.finishAction(str(args.final_thought) ?? str(obj(args.outputs).content) ?? str(event.message), step);
    if (NON_CALL_ACTIONS.has(action)) return;
    const meta = obj(event.tool_call_metadata);
    const name = str(meta.function_name) ?? (action === "edit" && !args.command ? "edit" : (V0_TOOL_NAMES[action] ?? action));
    const changes = editorChanges(action, args);
    const index = this.builder.call({ id: str(meta.tool_call_id), name, input: changes === null ? args : editorInput(args), step });
    if (changes !== null) this.builder.setChanges(index, changes);
    if (event.id !== undefined) this.byEventId.set(String(event.id), index);
    this.ending = { kind: "unknown", detail: "the log ends on an action, before its observation", step };
  }

  private v0Observation(event: Json, step: number): void {
    const observation = String(event.observation);
    const extras = obj(event.extras);
    if (observation === "agent_state_changed") return this.agentState(str(extras.agent_state), str(extras.reason), step);
    const index = this.v0Target(event);
    if (index === undefined) {
      if (observation !== "null" && observation !== "recall") this.builder.warn(`step ${step}: ${observation} observation answers no action, skipped`);
      return;
    }
    const output = str(event.content) ?? "";
    // edits name absolute paths in the sandbox; they are relative to where the agent's shell works
    if (!this.cwdSeen) this.builder.setCwd(str(obj(extras.metadata).working_dir));
    this.cwdSeen ||= str(obj(extras.metadata).working_dir) !== null;
    const exitCode = finishedStatus(int(obj(extras.metadata).exit_code) ?? int(extras.exit_code) ?? openHandsExitCode(output));
    this.builder.resultAt(index, { output, exitCode, isError: observation === "error", step });
  }

  /** The action an observation answers: by tool call id when written, else by `cause`. */
  private v0Target(event: Json): number | undefined {
    const id = str(obj(event.tool_call_metadata).tool_call_id);
    const byId = id === null ? undefined : this.builder.indexOf(id);
    const index = byId ?? (event.cause === undefined ? undefined : this.byEventId.get(String(event.cause)));
    return index !== undefined && this.builder.callAt(index)?.resultStep === null ? index : undefined;
  }

  private v1(event: Json, step: number): void {
    switch (event.kind) {
      case "MessageEvent": {
        const message = obj(event.llm_message);
        return this.text(str(event.source) ?? str(message.role), contentItemsText(message.content), step);
      }
      case "ActionEvent":
        return this.v1Action(event, step);
      case "ObservationEvent":
        return this.v1Result(event, observationText(obj(event.observation)), observationExit(obj(event.observation)), step);
      case "AgentErrorEvent":
        return this.v1Result(event, str(event.error) ?? "agent error", null, step, true);
      case "UserRejectObservation":
        return this.v1Result(event, `rejected by the user: ${str(event.rejection_reason) ?? ""}`, null, step, true);
      case "ConversationStateUpdateEvent":
        if (event.key === "execution_status" || event.key === "agent_status") this.agentState(str(event.value), null, step);
        return;
      case "CondensationSummaryEvent":
        return this.builder.message("system", "[context condensed]", step);
    }
  }

  private v1Action(event: Json, step: number): void {
    const action = obj(event.action);
    this.builder.message("assistant", contentItemsText(event.thought), step);
    if (action.kind === "FinishAction") return this.finishAction(str(action.message), step);
    const name = str(event.tool_name) ?? str(action.kind) ?? "unknown";
    const { kind: _kind, ...input } = action;
    const changes = EDITOR_ACTIONS.test(String(action.kind)) ? editorChanges("edit", input) : null;
    const index = this.builder.call({ id: str(event.tool_call_id), name, input: changes === null ? input : editorInput(input), step });
    if (changes !== null) this.builder.setChanges(index, changes);
    this.ending = { kind: "unknown", detail: "the log ends on an action, before its observation", step };
  }

  private v1Result(event: Json, output: string, exitCode: number | null, step: number, isError = false): void {
    const id = str(event.tool_call_id);
    if (id === null) return this.builder.warn(`step ${step}: ${String(event.kind)} without tool_call_id, skipped`);
    const failed = isError || obj(event.observation).is_error === true;
    this.builder.resultFor(id, { output, exitCode, isError: failed, step });
  }

  private text(source: string | null, text: string, step: number): void {
    if (source === "user") {
      if (text.trim() === "") return;
      // a request after a finish opens a new turn: the earlier finish no longer ends the run
      this.ending = { kind: "unknown", detail: "the log ends on a user message, before the agent answered", step };
      this.builder.setFinalAnswer(null);
      this.builder.prompt(this.builder.callCount === 0 ? unwrapTask(text) : text, step);
    } else if (source === "agent" || source === "assistant") {
      this.builder.message("assistant", text, step);
      this.ending = { kind: "unknown", detail: "the agent's last message is not a finish action", step };
    }
  }

  private finishAction(answer: string | null, step: number): void {
    this.builder.setFinalAnswer(answer);
    this.ending = { kind: "completed", detail: "the agent finished (finish action)", step };
  }

  private agentState(state: string | null, reason: string | null, step: number): void {
    if (state === null) return;
    if (FAILED_STATES.has(state)) this.ending = { kind: "error", detail: `the agent stopped in state ${state}${reason ? `: ${reason}` : ""}`, step };
    if (state === "stopped" || state === "paused") this.ending = { kind: "interrupted", detail: `the agent was ${state}`, step };
    if (state === "finished" && this.ending?.kind !== "completed") this.ending = { kind: "completed", detail: "the agent finished", step };
  }
}

/** V1 observations hold their text as `content` parts, `output`, or `text`. */
function observationText(observation: Json): string {
  return str(observation.output) ?? (contentItemsText(observation.content) || str(observation.text) || str(observation.error) || "");
}

function observationExit(observation: Json): number | null {
  const text = observationText(observation);
  return finishedStatus(int(observation.exit_code) ?? int(obj(observation.metadata).exit_code) ?? openHandsExitCode(text));
}

/** An editor action's `command` is an editor verb (`create`, `view`), not a shell command: kept under another name. */
function editorInput(args: Json): Json {
  const { command, ...rest } = args;
  return command === undefined ? args : { ...rest, editor_command: command };
}

/**
 * OpenHands records -1 for a command that had not finished when the observation was made (`[The command
 * has no new output after 30 seconds…]`, a hard timeout): it has no status yet, neither pass nor fail.
 */
function finishedStatus(exitCode: number | null): number | null {
  return exitCode === STILL_RUNNING ? null : exitCode;
}
const STILL_RUNNING = -1;
