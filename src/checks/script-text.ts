import type { Trajectory } from "../model.js";
import { heredocWriting, simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { samePath } from "./paths.js";

/** Fields of edit tools that carry a whole file's text (Write's `content`, the str_replace editor's `file_text`). */
const CONTENT_FIELDS = ["content", "file_text"];

/**
 * The whole text the agent last wrote to a script at or before call `until`: a here-document fed to the
 * command that wrote it, or an edit tool's whole content. Null when no write shows it, or when the last
 * write is of another kind (a partial edit, `python gen.py > check.py`): its text is not in the transcript.
 */
export function scriptText(trajectory: Pick<Trajectory, "toolCalls" | "edits">, script: string, until: number): string | null {
  const path = script.replace(/^\.\//, "");
  const name = path.split("/").at(-1)!;
  for (let index = Math.min(until, trajectory.toolCalls.length - 1); index >= 0; index -= 1) {
    const call = trajectory.toolCalls[index]!;
    const wrote = trajectory.edits.some((edit) => edit.toolCall === index && edit.kind !== "delete" && samePath(edit.path, path));
    if (call.command !== null) {
      // a line that does not hold the name neither writes it nor shows what it wrote
      if (!call.command.includes(name)) continue;
      const line = simpleCommands(call.command);
      const text = heredocWriting(line, (written) => samePath(written, path)) ?? editorCreated(line, path);
      if (text !== null || wrote) return text;
      continue;
    }
    const target = call.input.file_path ?? call.input.path;
    // OpenHands' editor records carry an empty `content` beside the `file_text` they wrote: the text is the one not empty,
    // and an empty write is empty
    const values = CONTENT_FIELDS.map((field) => call.input[field]).filter((value): value is string => typeof value === "string");
    const content = values.find((value) => value !== "") ?? values[0];
    if (typeof target === "string" && samePath(target, path) && typeof content === "string") return content;
    if (wrote) return null;
  }
  return null;
}

/**
 * The text of SWE-agent's editor run as a command, `str_replace_editor create PATH --file_text "…"`: the
 * option's word, its `\n` escapes read as the line breaks they stand for when it holds none of its own.
 */
function editorCreated(line: readonly SimpleCommand[], path: string): string | null {
  const create = line.find(({ words }) => words[0] === "str_replace_editor" && words[1] === "create" && samePath(words[2] ?? "", path));
  const at = create?.words.indexOf("--file_text") ?? -1;
  const text = at < 0 ? undefined : create!.words[at + 1];
  if (text === undefined) return null;
  return text.includes("\n") ? text : text.replace(/\\n/g, "\n");
}
