import { parse as parseJsonc, type ParseError } from "jsonc-parser";
import { parse as parseToml } from "smol-toml";
import { parseAllDocuments } from "yaml";

/** JSON files whose tools accept comments and trailing commas (JSONC). */
const JSONC_FILE = /(?:^|\/)(?:tsconfig[\w.-]*|jsconfig[\w.-]*|\.eslintrc|devcontainer|\.vscode\/[\w.-]+|[\w.-]+\.jsonc)(?:\.json)?$/;

export type ParseOutcome = { ok: true } | { ok: false; error: string } | null;

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
      return { ok: false, error: "package.json is not a JSON object" };
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

function jsonc(text: string): ParseOutcome {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { allowTrailingComma: true });
  return errors.length === 0 ? { ok: true } : { ok: false, error: `JSONC error ${errors[0]!.error} at offset ${errors[0]!.offset}` };
}

function yaml(text: string): ParseOutcome {
  const errors = parseAllDocuments(text).flatMap((document) => ("errors" in document ? document.errors : []));
  return errors.length === 0 ? { ok: true } : { ok: false, error: errors[0]!.message.split("\n")[0]! };
}

function toml(text: string): ParseOutcome {
  try {
    parseToml(text);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message.split("\n")[0]! };
  }
}
