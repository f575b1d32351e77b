import type { Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder } from "../builder.js";
import { inputObject } from "../command.js";
import { codexChanges, contentItemsText } from "./codex-common.js";
import { LegacyExecReader, isLegacyExecStream } from "./codex-exec-legacy.js";
import { int, isObject, obj, str, type Json } from "../json.js";
import type { RecordItem } from "../lines.js";
import type { Records } from "../records.js";
import { lineFormat, type FormatReader, type RecordSink } from "../reader.js";
import { detailText } from "../text.js";

const EVENT_TYPES = new Set(["thread.started", "turn.started", "turn.completed", "turn.failed", "item.started", "item.updated", "item.completed"]);
/** Items that are a tool call; the others are narration (`agent_message`, `reasoning`, `todo_list`). */
const CALL_ITEMS = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search"]);

/**
 * `codex exec --json` events: `thread.started`, `turn.*`, and `item.started/updated/completed`
 * sharing `item.id`. The prompt is the command line's, so the stream carries no task. Streams of
 * older CLIs (`{id, msg}` events) are read by codex-exec-legacy.ts.
 */
export const codexExecJson: FormatReader = lineFormat(
  "codex-exec-json",
  (records) => isItemStream(records) || isLegacyExecStream(records),
  execReader,
);

/** The item-event reader, or the legacy one for a stream that is not item events. */
function execReader(head: Records): RecordSink {
  return isItemStream(head) ? new ExecReader() : new LegacyExecReader();
}

function isItemStream(records: Records): boolean {
  return (
    records.shape === "lines" &&
    records.items.some(({ value }) => isObject(value) && String(value.type).startsWith("item.") && isObject(value.item)) &&
    records.items.every(({ value }) => !isObject(value) || value.type === "error" || EVENT_TYPES.has(String(value.type)))
  );
}

class ExecReader implements RecordSink {
  private readonly builder = new TrajectoryBuilder("codex-exec-json");
  private ending: Ending | null = null;

  add({ step, value }: RecordItem): void {
    if (!isObject(value)) return;
    this.builder.setMeta({ records: step + 1 });
    this.event(value, step);
  }

  finish(warnings: string[]): Trajectory {
    for (const warning of warnings) this.builder.warn(warning);
    this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event stream has no turn.completed: it may have been cut off", step: null });
    return this.builder.build();
  }

  private event(event: Json, step: number): void {
    const type = String(event.type);
    if (type === "thread.started") this.builder.setMeta({ sessionId: str(event.thread_id), agent: "codex exec" });
    if (type === "turn.completed") this.ending = { kind: "completed", detail: "the turn completed (turn.completed)", step };
    if (type === "turn.failed") this.ending = failure(obj(event.error).message, step);
    if (type === "error") this.ending = failure(event.message, step);
    if (type === "item.started" || type === "item.updated") this.started(obj(event.item), step);
    if (type === "item.completed") this.completed(obj(event.item), step);
  }

  /** The call is issued when first seen; later updates of the same id are not new calls. */
  private started(item: Json, step: number): number | undefined {
    const id = str(item.id);
    const type = itemType(item);
    if (!CALL_ITEMS.has(type)) return undefined;
    const known = id === null ? undefined : this.builder.indexOf(id);
    if (known !== undefined) return known;
    return this.builder.call({ id, ...callOf(type, item), step });
  }

  private completed(item: Json, step: number): void {
    const type = itemType(item);
    if (type === "agent_message" || type === "assistant_message") return this.builder.message("assistant", str(item.text) ?? "", step);
    if (type === "error") return this.builder.warn(`step ${step}: the agent reported an error: ${str(item.message) ?? ""}`);
    const index = this.started(item, step);
    if (index === undefined) return;
    if (this.builder.callAt(index)?.resultStep !== null) {
      return this.builder.warn(`step ${step}: item ${str(item.id) ?? index} completed twice, kept the first`);
    }
    this.builder.resultAt(index, { ...resultOf(type, item), step });
    if (type === "file_change") this.builder.setChanges(index, codexChanges(item.changes));
  }
}

/** Early builds named the field `item_type`. */
function itemType(item: Json): string {
  return str(item.type) ?? str(item.item_type) ?? "unknown";
}

function callOf(type: string, item: Json): { name: string; input: Record<string, unknown> } {
  if (type === "command_execution") return { name: "command_execution", input: { command: str(item.command) ?? "" } };
  if (type === "file_change") return { name: "file_change", input: { changes: item.changes ?? [] } };
  if (type === "web_search") return { name: "web_search", input: { query: str(item.query) ?? "" } };
  const name = [str(item.server), str(item.tool)].filter(Boolean).join(".");
  return { name: name || "mcp_tool_call", input: inputObject(item.arguments) };
}

function resultOf(type: string, item: Json): { output: string; isError: boolean; exitCode: number | null } {
  const status = str(item.status) ?? "completed";
  const failed = status === "failed" || status === "declined";
  if (type === "command_execution") {
    return { output: str(item.aggregated_output) ?? "", isError: failed && int(item.exit_code) === null, exitCode: int(item.exit_code) };
  }
  if (type === "mcp_tool_call") {
    const error = str(obj(item.error).message);
    const output = error ?? contentItemsText(obj(item.result).content);
    return { output, isError: failed || error !== null, exitCode: null };
  }
  if (type === "file_change") return { output: `[patch ${status}]`, isError: failed, exitCode: null };
  return { output: `[${type} ${status}]`, isError: failed, exitCode: null };
}

function failure(message: unknown, step: number): Ending {
  return { kind: "error", detail: `the run failed: ${detailText(str(message) ?? "no message")}`, step };
}
