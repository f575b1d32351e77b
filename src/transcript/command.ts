import { isObject, parseJson, str } from "./json.js";

/** Input fields that hold a shell command, across agents' shell tools. */
const COMMAND_FIELDS = ["command", "cmd", "keystrokes", "script"] as const;

/**
 * The shell command a tool call ran, or null when it is not a shell call. Argument vectors
 * (`["bash", "-lc", "npm test"]`) are reduced to the script they run.
 */
export function commandOf(input: Record<string, unknown>): string | null {
  for (const field of COMMAND_FIELDS) {
    const value = input[field];
    if (typeof value === "string" && value.trim() !== "") return value;
    if (Array.isArray(value) && value.every((part) => typeof part === "string")) return fromArgv(value as string[]);
  }
  return null;
}

function fromArgv(argv: string[]): string | null {
  const shellFlag = argv.findIndex((part) => /^-\w*c$/.test(part));
  const isShell = shellFlag > 0 && /(?:^|\/)(?:ba|z|da)?sh$/.test(argv[0] ?? "");
  if (isShell && argv[shellFlag + 1]) return argv[shellFlag + 1] ?? null;
  const joined = argv.join(" ").trim();
  return joined === "" ? null : joined;
}

/** Tool inputs arrive as objects, JSON strings, or bare strings; always give an object. */
export function inputObject(value: unknown): Record<string, unknown> {
  if (isObject(value)) return value;
  const text = str(value);
  if (text === null) return {};
  try {
    const parsed = parseJson(text);
    if (isObject(parsed)) return parsed;
  } catch {
    // not JSON: keep the raw text below
  }
  return { input: text };
}
