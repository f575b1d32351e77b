import type { Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder, type CallResult } from "../builder.js";
import { inputObject } from "../command.js";
import { contentItemsText } from "./codex-common.js";
import { prefixedExitCode, prefixNote, returncodeJson, withoutExitCodePrefix } from "../exit-code.js";
import { arr, obj, str, type Json } from "../json.js";
import type { FormatReader } from "../reader.js";
import { plural } from "../../words.js";
import { taskFromPrompts, unwrapTask } from "../task.js";
import { rejectedReply, splitScreen, terminusResponse, type TerminusResponse } from "./terminus.js";

/** Calls that end the run by the agent's own word (terminus-2, converted mini-swe-agent). */
const COMPLETION_TOOLS = new Set(["mark_task_complete", "task_complete", "submit", "finish"]);
const CAPY_ARGUMENTS = /^\[(\w+)\] (\{[\s\S]*)$/;
const COMPLETION_COMMAND = /\bCOMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\b/;
/**
 * A value some exporters leave in place of text they stored elsewhere (`"$37"`, `"$3f"`): a
 * reference the file cannot resolve, never a command, an output or a message.
 */
const UNRESOLVED_REFERENCE = /^\$[0-9a-f]{1,8}$/;
const isReference = (text: string | null | undefined) => text != null && UNRESOLVED_REFERENCE.test(text.trim());

/** What the file holds only as unresolved references, counted for one warning. */
interface References {
  commands: number;
  results: number;
  messages: number;
  first: string | null;
}

/** The tool name harbor gives Terminus commands when it records them as calls. */
const TERMINAL_TOOL = "bash_command";

/**
 * Agent Trajectory Interchange Format (Harbor / Terminal-Bench): one object with
 * `schema_version` and `steps[]`; an agent step's `tool_calls[]` pair with its
 * `observation.results[]` by `source_call_id`, or by position when ids are absent (the
 * `*-converted` variants, which also state exit codes only inside the result text).
 */
export const atif: FormatReader = {
  id: "atif",
  detect: (records) => {
    const root = records.shape === "object" ? obj(records.items[0]?.value) : {};
    return typeof root.schema_version === "string" && Array.isArray(root.steps);
  },
  read: (records) => readAtif(obj(records.items[0]?.value), records.warnings),
};

export function readAtif(root: Json, warnings: readonly string[] = []): Trajectory {
  const builder = new TrajectoryBuilder("atif");
  const agent = obj(root.agent);
  const version = str(agent.version);
  builder.setMeta({
    sessionId: str(root.session_id),
    agent: [str(agent.name), version].filter(Boolean).join(" ") || null,
    model: str(agent.model_name),
  });
  const steps = arr(root.steps);
  const references: References = { commands: 0, results: 0, messages: 0, first: null };
  let ending: Ending | null = null;
  steps.forEach((value, step) => {
    const stepObject = obj(value);
    builder.setMeta({ records: step + 1 });
    const outcome = readStep(builder, stepObject, step, references);
    // the run ends on its last word: work after a declared completion (Terminus asks to confirm) undoes it
    if (outcome !== null) ending = outcome === ACTED ? null : outcome;
  });
  for (const warning of warnings) builder.warn(warning);
  const warning = referencesWarning(references);
  if (warning !== null) builder.warn(warning);
  builder.setTask(taskOf(steps.map(obj)));
  builder.setEnding(ending ?? lastStepEnding(steps.length, str(agent.name)));
  return builder.build();
}

/**
 * The task from the run's own user steps; when none holds a request (a continuation after a
 * hand-off records its past, the task included, only as copied context), from the copied ones.
 */
function taskOf(steps: Json[]): string | null {
  const userTexts = (copied: boolean) =>
    steps.filter((step) => step.source === "user" && (step.is_copied_context === true) === copied).map((step) => contentItemsText(step.message));
  return taskFromPrompts(userTexts(false)) ?? taskFromPrompts(userTexts(true));
}

/** A step that made calls without declaring the task complete. */
const ACTED = "acted";

function readStep(builder: TrajectoryBuilder, step: Json, index: number, references: References): Ending | typeof ACTED | null {
  const text = referenceFree(contentItemsText(step.message), references, "messages");
  if (step.is_copied_context === true) {
    // steps a continuation or summarization file repeats from before its handoff: context, already read
    builder.message(step.source === "agent" ? "assistant" : step.source === "user" ? "user" : "system", text, index);
    return null;
  }
  if (step.source === "user") {
    builder.prompt(builder.callCount === 0 ? unwrapTask(text) : text, index);
    return null;
  }
  if (step.source === "system") {
    builder.message("system", text, index);
    readResults(builder, step, [], index, references);
    return null;
  }
  const reply = arr(step.tool_calls).length === 0 ? terminusResponse(text) : null;
  const ran = reply !== null && !rejectedReply(resultTexts(step).join("\n"));
  builder.message("assistant", ran && reply.text !== "" ? reply.text : text, index);
  const issued = () => arr(step.tool_calls).map((call) => issueCall(builder, obj(call), index, references));
  const calls = ran ? replyCalls(builder, reply, index) : issued();
  if (!readScreen(builder, step, calls, index, references)) readResults(builder, step, calls, index, references);
  const completing = calls.some((call) => isCompletion(builder, call));
  if (completing) return { kind: "completed", detail: "the agent declared the task complete", step: index };
  return calls.length > 0 ? ACTED : null;
}

/** A Terminus reply recorded whole (no `tool_calls`): each command a shell call, `task_complete` its completion call. */
function replyCalls(builder: TrajectoryBuilder, reply: TerminusResponse, step: number): number[] {
  const calls = reply.commands.map(({ keystrokes, duration }) =>
    builder.call({ id: null, name: TERMINAL_TOOL, input: duration === null ? { keystrokes } : { keystrokes, duration }, step }),
  );
  if (reply.taskComplete) calls.push(builder.call({ id: null, name: "mark_task_complete", input: {}, step }));
  return calls;
}

/**
 * Terminus types a batch of commands into one terminal and records one screen for the batch, under
 * the first command's id (or none): each command gets its part of the screen, or the whole screen
 * when the parts cannot be told apart. False when the step is not such a batch.
 */
function readScreen(builder: TrajectoryBuilder, step: Json, calls: number[], index: number, references: References): boolean {
  const results = arr(obj(step.observation).results).map(obj);
  const typed = calls.filter((call) => typeof builder.callAt(call)?.input.keystrokes === "string");
  if (results.length !== 1 || typed.length < 2) return false;
  const result = results[0]!;
  const id = str(result.source_call_id);
  if (id !== null && !typed.some((call) => builder.callAt(call)?.id === id)) return false;
  const content = contentItemsText(result.content);
  if (isReference(content)) {
    counted(references, "results", content);
    return true;
  }
  const screen = resultOf(result, index);
  const keystrokes = typed.map((call) => String(builder.callAt(call)?.input.keystrokes));
  const parts = splitScreen(screen.output, keystrokes) ?? keystrokes.map(() => screen.output);
  typed.forEach((call, position) => builder.resultAt(call, { output: parts[position] ?? "", exitCode: null, isError: screen.isError, step: index }));
  return true;
}

function resultTexts(step: Json): string[] {
  return arr(obj(step.observation).results).map((result) => contentItemsText(obj(result).content));
}

function issueCall(builder: TrajectoryBuilder, call: Json, step: number, references: References): number {
  const name = str(call.function_name) ?? str(call.tool_name) ?? str(call.name) ?? "unknown";
  const given = inputObject(call.arguments);
  // a reference in place of the keystrokes: the command is not in the file
  const { keystrokes, ...rest } = given;
  const input = typeof keystrokes === "string" && isReference(keystrokes) ? (counted(references, "commands", keystrokes), rest) : given;
  return builder.call({ id: str(call.tool_call_id) ?? str(call.id), name, input: toolArguments(name, input), step });
}

/**
 * capy-converted files put a non-shell tool's JSON arguments in `keystrokes` as `[tool] {…}`,
 * often cut with `...(+N chars)`; the path fields are read even from a cut string.
 */
function toolArguments(name: string, input: Record<string, unknown>): Record<string, unknown> {
  const match = CAPY_ARGUMENTS.exec(str(input.keystrokes) ?? "");
  if (!match || match[1] !== name) return input;
  const raw = match[2] ?? "";
  const parsed = inputObject(raw);
  const paths = [...raw.matchAll(/"(file_path|path|filePath)"\s*:\s*"((?:[^"\\]|\\.)*)"/g)];
  const fields = "input" in parsed ? Object.fromEntries(paths.map((path) => [path[1] === "filePath" ? "file_path" : path[1]!, path[2]!])) : parsed;
  const { keystrokes: _keystrokes, ...rest } = input;
  // not keystrokes: the call is the named tool, not a shell command
  return { ...rest, arguments: raw, ...fields };
}

/** Results name their call by `source_call_id`; without it, the n-th result answers the n-th call. */
function readResults(builder: TrajectoryBuilder, step: Json, calls: number[], index: number, references: References): void {
  const results = arr(obj(step.observation).results).map(obj);
  results.forEach((result, position) => {
    // a reference in place of the output: the call's result is not in the file
    const content = contentItemsText(result.content);
    if (isReference(content)) return counted(references, "results", content);
    const delegated = arr(result.subagent_trajectory_ref).length > 0;
    if (delegated) builder.warn(subagentWarning(result, index));
    const parsed = resultOf(result, index);
    const id = str(result.source_call_id);
    if (id !== null && builder.indexOf(id) !== undefined) return builder.resultFor(id, parsed);
    const call = calls[position];
    if (call !== undefined && builder.callAt(call)?.resultStep === null) return builder.resultAt(call, parsed);
    if (delegated && parsed.output === "") return;
    // a step with no calls gets the harness's next prompt (Terminus: "no commands", a rejected reply)
    if (calls.length === 0 && id === null) return builder.message("system", parsed.output, index);
    builder.warn(`step ${index}: observation result ${position + 1} answers no tool call, kept as a message`);
    builder.message("system", parsed.output, index);
  });
}

/** The text, or "" when it is only an unresolved reference (counted). */
function referenceFree(text: string, references: References, kind: "messages"): string {
  if (!isReference(text)) return text;
  counted(references, kind, text);
  return "";
}

function counted(references: References, kind: "commands" | "results" | "messages", reference: string): void {
  references[kind] += 1;
  references.first ??= reference.trim();
}

function referencesWarning({ commands, results, messages, first }: References): string | null {
  if (first === null) return null;
  const parts = [[commands, "command"], [results, "result"], [messages, "message"]] as const;
  const what = parts.filter(([count]) => count > 0).map(([count, noun]) => plural(count, noun)).join(", ");
  return `${what} of this file are unresolved references (\`${first}\`, …) its exporter left in place of their text: they are not read`;
}

/** A recorder's note that it stopped the command at its time limit. */
const RECORDER_TIMEOUT = /^timed out after \d+(?:\.\d+)?\s*(?:s|sec|secs|seconds?)$/i;

/** The note a harness writes in place of an empty output. */
const NO_OUTPUT_NOTE = /^\s*Command completed with no output\s*$/;

/** Exit codes: a `{"returncode": N}` JSON result, else an `(exit code N)` prefix; else none stated. */
function resultOf(result: Json, step: number): CallResult {
  const content = contentItemsText(result.content);
  const json = returncodeJson(content);
  if (json) {
    const output = json.exception ? `${json.output}\n[not run: ${json.exception}]` : json.output;
    return { output, exitCode: json.exitCode, isError: json.exception !== null, step };
  }
  const stated = prefixedExitCode(content);
  // the prefix is the recorder's, not the program's: a verdict the program printed first opens its output
  const stripped = stated === null ? content : withoutExitCodePrefix(content);
  // a recorder that stopped the command at its time limit gave the status; the program never ended:
  // its note goes last, where a harness's timeout note is read, and the status is not the program's
  const note = prefixNote(content);
  const timedOut = note !== null && RECORDER_TIMEOUT.test(note);
  const exitCode = timedOut ? null : stated;
  const output = timedOut ? `${stripped}\n[${note}]` : stripped;
  // Capy's tool says so when a command printed nothing: the program's output is empty
  return { output: NO_OUTPUT_NOTE.test(output) ? "" : output, exitCode, isError: result.is_error === true, step };
}

function isCompletion(builder: TrajectoryBuilder, index: number): boolean {
  const call = builder.callAt(index);
  if (!call) return false;
  return COMPLETION_TOOLS.has(call.name) || COMPLETION_COMMAND.test(call.command ?? "");
}

function subagentWarning(result: Json, step: number): string {
  const ids = arr(result.subagent_trajectory_ref).map((ref) => str(obj(ref).trajectory_path) ?? str(obj(ref).session_id) ?? "?");
  return `step ${step}: subagent trajectory ${ids.join(", ")} is referenced but not read here`;
}

/**
 * Agents that end a run on their own only through their completion call or command (mini-swe-agent
 * submits, Terminus marks the task complete); anything else that ends their run is a limit or an error.
 */
const FINISH_ONLY_BY_COMPLETION = /^(?:mini-swe-agent|terminus)(?:-\d+)?$/i;

function lastStepEnding(steps: number, agent: string | null): Ending {
  const step = steps > 0 ? steps - 1 : null;
  if (agent !== null && FINISH_ONLY_BY_COMPLETION.test(agent)) {
    const detail = `${agent} finishes on its own only with its completion call, and made none: a step, cost or time limit, or an error, ended the run`;
    return { kind: "limit", detail, step };
  }
  return { kind: "unknown", detail: "the trajectory does not say the agent finished (no completion call)", step };
}
