import type { Edit, Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder } from "../builder.js";
import type { FileChange } from "../edits.js";
import { inputObject } from "../command.js";
import { arr, isObject, lookupTable, obj, str, type Json } from "../json.js";
import type { FormatReader } from "../reader.js";
import { unwrapTask } from "../task.js";
import { readHistory } from "./swe-agent-history.js";

/** SWE-agent's file commands and the change each makes to the file it names (or the open file). */
const EDITOR_KINDS = lookupTable<Edit["kind"]>({ create: "create", str_replace: "update", insert: "update", undo_edit: "update" });
const OPEN_FILE_EDITS = new Set(["edit", "insert", "append"]);

/**
 * SWE-agent `.traj` files: one object whose `trajectory[]` lists each action with the
 * observation it got, in order (no call ids), `history[]` holds the model's messages, and
 * `info` says how the run ended (`exit_status`) and the diff it submitted (`submission`).
 * Demonstrations carry only `history[]`: then the calls are read from it. A run's history also
 * holds the worked examples shown to the model, marked as demonstrations: never the task or the work.
 */
export const sweAgent: FormatReader = {
  id: "swe-agent",
  detect: (records) => {
    const root = records.shape === "object" ? obj(records.items[0]?.value) : {};
    if ("trajectory_format" in root) return false;
    const first = obj(arr(root.trajectory)[0]);
    if (Array.isArray(root.trajectory) && ("action" in first || Array.isArray(root.history))) return true;
    // a history of role-tagged messages whose assistant turns name the `action` they took
    return arr(root.history).some((message) => obj(message).role === "assistant" && typeof obj(message).action === "string");
  },
  read: (records) => readSweAgent(obj(records.items[0]?.value), records.warnings),
};

function readSweAgent(root: Json, warnings: readonly string[]): Trajectory {
  const entries = arr(root.trajectory).map(obj);
  if (entries.length === 0 && arr(root.history).length > 0) return readHistory(root, warnings);
  const builder = new TrajectoryBuilder("swe-agent");
  const info = obj(root.info);
  builder.setCwd(str(stateOf(entries[0]).working_dir));
  const task = arr(root.history).map(obj).find((message) => message.role === "user" && !isDemonstration(message));
  if (task) builder.prompt(unwrapTask(textOf(task.content)), 0);
  entries.forEach((entry, step) => {
    builder.setMeta({ records: step + 1 });
    builder.message("assistant", str(entry.response) ?? str(entry.thought) ?? "", step);
    const action = str(entry.action)?.trim() ?? "";
    if (action === "") return;
    const index = builder.call({ id: null, name: action.split(/\s+/)[0] ?? "unknown", input: { command: action }, step });
    builder.resultAt(index, { output: textOf(entry.observation), isError: false, exitCode: null, step });
    const changes = commandChanges(action, str(stateOf(entry).open_file));
    if (changes !== null) builder.setChanges(index, changes);
  });
  builder.setMeta({ model: modelOf(root.replay_config) });
  builder.setFinalAnswer(str(info.submission));
  for (const warning of warnings) builder.warn(warning);
  builder.setEnding(endingOf(str(info.exit_status), entries.length - 1));
  return builder.build();
}

/**
 * Changes made by SWE-agent's own file commands; null for anything else, which is read as a
 * shell command. `edit` changes the file open at that step.
 */
export function commandChanges(action: string, openFile: string | null): FileChange[] | null {
  const words = action.split(/\s+/);
  const verb = words[0] ?? "";
  if (verb === "create" && words[1]) return [{ path: unquote(words[1]), kind: "create" }];
  if (OPEN_FILE_EDITS.has(verb)) return openFile && openFile !== "n/a" ? [{ path: openFile, kind: "update" }] : [];
  if (verb === "str_replace_editor") {
    const kind = EDITOR_KINDS[words[1] ?? ""];
    return kind && words[2] ? [{ path: unquote(words[2]), kind }] : [];
  }
  if (verb === "submit" || verb === "open" || verb === "goto" || verb === "scroll_up" || verb === "scroll_down") return [];
  return null;
}

export function endingOf(status: string | null, step: number): Ending {
  const at = step >= 0 ? step : null;
  if (status === null) return { kind: "unknown", detail: "the trajectory has no exit_status", step: at };
  if (/exit_cost|exit_context|exit_total_execution_time|limit/.test(status)) {
    return { kind: "limit", detail: `the run stopped at a limit (${status})`, step: at };
  }
  if (/exit_error|exit_format|exit_environment_error|error/.test(status)) return { kind: "error", detail: `the run ended on an error (${status})`, step: at };
  if (status === "submitted") return { kind: "completed", detail: "the agent submitted its work", step: at };
  return { kind: "unknown", detail: `the run ended with exit_status ${status}`, step: at };
}

/**
 * A worked example SWE-agent put in the history before the run: one message of `message_type`
 * `demonstration`, or each of the example's messages marked `is_demo`.
 */
export function isDemonstration(message: Json): boolean {
  return message.is_demo === true || message.message_type === "demonstration";
}

/** `state` is an object in newer files and a JSON string in older ones. */
function stateOf(entry: Json | undefined): Json {
  return inputObject(entry?.state);
}

export function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  return arr(content)
    .map((part) => (isObject(part) ? (str(part.text) ?? "") : ""))
    .join("\n");
}

export function modelOf(replayConfig: unknown): string | null {
  return str(obj(obj(inputObject(replayConfig).agent).model).model_name);
}

function unquote(word: string): string {
  return word.replace(/^["']|["']$/g, "");
}
