/**
 * Whether a file read back from a checkout still parses in its format (JSON, JSONC, YAML, TOML), for
 * the edited-files check. Only readback.ts loads this module, with the first text it reads: its
 * parsers are most of what the checks' code took to load, and a run without a checkout needs none.
 */
import { parse as parseJsonc, type ParseError } from "jsonc-parser";
import { parse as parseToml } from "smol-toml";
import { parseAllDocuments } from "yaml";

/** JSON files whose tools accept comments and trailing commas (JSONC). */
const JSONC_FILE = /(?:^|\/)(?:tsconfig[\w.-]*|jsconfig[\w.-]*|\.eslintrc|devcontainer|\.vscode\/[\w.-]+|[\w.-]+\.jsonc)(?:\.json)?$/;

/** `line`: the 1-based line the parser stopped at, when it says. */
export type ParseOutcome = { ok: true } | { ok: false; error: string; line: number | null } | null;

/** The 1-based line of a character offset in a text. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length;
}

/** Whether a config or data file's text parses in its format; null for formats not checked. */
export function parsesAs(path: string, text: string): ParseOutcome {
  const body = text.replace(/^\uFEFF/, "");
  const name = path.toLowerCase();
  if (name.endsWith(".json") || name.endsWith(".jsonc")) return JSONC_FILE.test(name) ? jsonc(body) : json(body, name);
  if (name.endsWith(".yaml") || name.endsWith(".yml")) return yaml(body);
  if (name.endsWith(".toml")) return toml(body);
  return null;
}

function json(text: string, name: string): ParseOutcome {
  try {
    const value: unknown = JSON.parse(text);
    if (name.endsWith("package.json") && (typeof value !== "object" || value === null || Array.isArray(value))) {
      return { ok: false, error: "package.json is not a JSON object", line: null };
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message, line: jsonErrorLine(text, (error as Error).message) };
  }
}

/** V8 names the line (`line 3 column 1`, Node 22+) or the offset (`at position 11`, Node 20). */
function jsonErrorLine(text: string, message: string): number | null {
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line) return Number(line[1]);
  const position = /at position (\d+)/.exec(message);
  return position ? lineAt(text, Number(position[1])) : null;
}

function jsonc(text: string): ParseOutcome {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { allowTrailingComma: true });
  if (errors.length === 0) return { ok: true };
  const { error, offset } = errors[0]!;
  return { ok: false, error: `JSONC error ${error} at offset ${offset}`, line: lineAt(text, offset) };
}

function yaml(text: string): ParseOutcome {
  const errors = parseAllDocuments(text).flatMap((document) => ("errors" in document ? document.errors : []));
  if (errors.length === 0) return { ok: true };
  const first = errors[0]!;
  return { ok: false, error: first.message.split("\n")[0]!, line: first.linePos?.[0].line ?? null };
}

function toml(text: string): ParseOutcome {
  try {
    parseToml(text);
    return { ok: true };
  } catch (error) {
    const line = (error as { line?: unknown }).line;
    return { ok: false, error: (error as Error).message.split("\n")[0]!, line: typeof line === "number" ? line : null };
  }
}
