import type { Edit, Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder } from "../builder.js";
import { inputObject } from "../command.js";
import { contentItemsText } from "./codex-common.js";
import { geminiExitCode, geminiShellOutput } from "../exit-code.js";
import { arr, obj, str, type Json } from "../json.js";
import type { FormatReader } from "../reader.js";
import { detailText } from "../text.js";
import { geminiConversation, isGeminiJsonl } from "./gemini-cli-jsonl.js";

/** Gemini CLI's shell tool; only its output follows the `Exit Code: N` convention. */
const SHELL_TOOLS = new Set(["run_shell_command", "shell"]);
const FAILED_STATUSES = new Set(["error", "cancelled"]);

/**
 * Gemini CLI chat recordings (`~/.gemini/tmp/<project>/chats/session-*.json`, and the `.jsonl`
 * lines that replaced them): `messages[]` of type `user`/`gemini`/`info`/`error`; a `gemini`
 * message's `toolCalls[]` carry their results inline as `functionResponse` parts whose `id` names the call.
 */
export const geminiCli: FormatReader = {
  id: "gemini-cli",
  detect: (records) => {
    if (isGeminiJsonl(records)) return true;
    const root = records.shape === "object" ? obj(records.items[0]?.value) : {};
    const types = arr(root.messages).map((message) => obj(message).type);
    return ("sessionId" in root || "projectHash" in root) && types.some((type) => type === "gemini" || type === "user");
  },
  read: (records) => {
    const root = records.shape === "lines" ? geminiConversation(records) : obj(records.items[0]?.value);
    const trajectory = readGemini(root);
    return { ...trajectory, warnings: [...records.warnings, ...trajectory.warnings] };
  },
};

function readGemini(root: Json): Trajectory {
  const builder = new TrajectoryBuilder("gemini-cli");
  builder.setMeta({ sessionId: str(root.sessionId), agent: "gemini-cli" });
  // the workspace directories, when recorded: tools name files by absolute path
  builder.setCwd(str(arr(root.directories)[0]));
  let ending: Ending | null = null;
  arr(root.messages).forEach((value, step) => {
    const message = obj(value);
    builder.setMeta({ records: step + 1, model: str(message.model) });
    const text = contentItemsText(message.content);
    if (message.type === "user") {
      builder.prompt(text, step);
      ending = { kind: "unknown", detail: "the session ends on a user message, before the agent answered", step };
    } else if (message.type === "gemini") {
      builder.message("assistant", text, step);
      const calls = arr(message.toolCalls).map(obj);
      readToolCalls(builder, calls, step);
      ending = calls.length > 0 ? { kind: "unknown", detail: "the session ends on tool calls", step } : answered(step);
    } else if (message.type === "error") {
      builder.message("system", text, step);
      ending = { kind: "error", detail: `the CLI reported an error: ${detailText(text)}`, step };
    } else if (message.type === "info" || message.type === "warning") {
      builder.message("system", text, step);
    }
  });
  builder.setEnding(ending ?? { kind: "unknown", detail: "the session has no messages", step: null });
  return builder.build();
}

/** All calls of a message are issued before any result, so results may name calls in any order. */
function readToolCalls(builder: TrajectoryBuilder, calls: Json[], step: number): void {
  for (const call of calls) {
    builder.call({ id: str(call.id), name: str(call.name) ?? "unknown", input: inputObject(call.args), step });
  }
  for (const call of calls) {
    const id = str(call.id);
    const responses = arr(call.result)
      .map((part) => obj(obj(part).functionResponse))
      .filter((response) => Object.keys(response).length > 0);
    if (id === null || responses.length === 0) continue;
    const response = responses[0]!;
    const answered = str(response.id) ?? id;
    const body = obj(response.response);
    const output = str(body.output) ?? str(body.error) ?? (contentItemsText(body.content) || JSON.stringify(body));
    const name = str(call.name) ?? "";
    const isError = FAILED_STATUSES.has(str(call.status) ?? "") || "error" in body;
    const shell = SHELL_TOOLS.has(name);
    const exitCode = shell ? geminiExitCode(output) : null;
    const printed = shell ? geminiShellOutput(output) : output;
    builder.resultFor(answered, { output: printed, isError, exitCode, step, editKind: writeKind(output) });
  }
}

/** Gemini CLI's write_file says whether it created the file or overwrote it. */
function writeKind(output: string): Edit["kind"] | undefined {
  if (/^Successfully created and wrote to new file/.test(output)) return "create";
  if (/^Successfully overwrote file/.test(output)) return "update";
  return undefined;
}

function answered(step: number): Ending {
  return { kind: "completed", detail: "the agent's last message ends its turn with no pending tool call", step };
}
