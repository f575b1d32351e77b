import { isObject, obj, str, type Json } from "./json.js";
import type { Records } from "./records.js";

const CHAT_ROLES = new Set(["system", "developer", "user", "assistant", "tool", "function"]);
/** Responses API input items that are not role-tagged (OpenAI Agents SDK `to_input_list()`). */
const RESPONSES_ITEMS = new Set(["function_call", "function_call_output", "reasoning", "message"]);

/**
 * The chat messages of a plain conversation dump: a JSON array, `{messages: [...]}`, or one
 * message per line. Null when the records are not all role-tagged messages.
 */
export function chatMessages(records: Records): { step: number; message: Json }[] | null {
  const root = records.shape === "object" ? obj(records.items[0]?.value) : null;
  const list = root
    ? Array.isArray(root.messages)
      ? root.messages.map((value, step) => ({ step, value }))
      : []
    : records.items;
  if (list.length === 0) return null;
  const messages = list.filter(({ value }) => isObject(value)).map(({ step, value }) => ({ step, message: value as Json }));
  const isMessage = (message: Json) => CHAT_ROLES.has(str(message.role) ?? "") || RESPONSES_ITEMS.has(str(message.type) ?? "");
  if (messages.length !== list.length || !messages.every(({ message }) => isMessage(message))) return null;
  return messages;
}

/** The model a conversation dump names at its top level, if any. */
export function dumpModel(records: Records): string | null {
  return records.shape === "object" ? str(obj(records.items[0]?.value).model) : null;
}
