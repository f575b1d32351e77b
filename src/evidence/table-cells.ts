/**
 * A Markdown table whose header names a password's column (`| user | password | scope |`): the cell under it in each
 * row (corpus 8, a task's "accounts we use" table). Read in raw text and in JSON text (a line break escaped as `\n`).
 * Each cell is judged as a literal's value: a mask (`****`), a placeholder (`<password>`, `changeme`), a reference
 * (`$DB_PASSWORD`) or words ("see vault") stay.
 */
import { isPlainWords, looksLikeLiteralSecret } from "./secret-shape.js";

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** The header cells' literals (redact.ts, `LITERALS`). */
export const TABLE_ANCHORS: readonly string[] = ["| password", "| Password", "| PASSWORD", "| passwd", "|password", "|Password"];
/** A header cell that names a password, a secret or a token column. */
const SECRET_HEADER = /^(?:password|passwd|pwd|pass|secret|token|api[ _-]?key|passwort|contraseña|senha|mot de passe|hasło|heslo|lösenord)$/i;
/** A table's line is this long at most: a longer one is read no further (a minified text's would be read once per anchor). */
const MAX_LINE_CHARS = 2000;
/** A line's text and its break: a raw line break, or one escaped once or twice in JSON text. */
const LINE = new RegExp(`((?:[^\\n\\\\]|\\\\(?!\\\\?[nr])){0,${MAX_LINE_CHARS}})(\\r?\\n|\\\\\\\\?[nr]|$)`, "y");
/** The table's separator row (`|---|:--:|`). */
const SEPARATOR = /^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*(?::?-{3,}:?[ \t]*)?$/;
/** The most rows read under one header. */
const MAX_ROWS = 50;

interface Line {
  start: number;
  text: string;
  next: number;
}

function lineAt(text: string, at: number): Line | null {
  if (at >= text.length) return null;
  LINE.lastIndex = at;
  const found = LINE.exec(text);
  if (found === null) return null;
  return { start: at, text: found[1]!, next: at + found[0].length };
}

/** The cells of a table's row, each with its offset in the line (the text between pipes, trimmed; what is outside them is none). */
function cells(line: string): { text: string; at: number }[] {
  if (!line.includes("|")) return [];
  const found: { text: string; at: number }[] = [];
  const parts = line.split("|");
  let offset = parts[0]!.length + 1;
  for (const part of parts.slice(1, -1)) {
    const lead = part.length - part.trimStart().length;
    found.push({ text: part.trim(), at: offset + lead });
    offset += part.length + 1;
  }
  return found;
}

/** Every cell under a password's header, row by row, until the table ends. */
export function tableCellSpans(text: string): Found[] {
  const spans: Found[] = [];
  for (const anchor of TABLE_ANCHORS) {
    for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, at + anchor.length)) {
      const from = Math.max(0, at - MAX_LINE_CHARS);
      const before = text.slice(from, at);
      const escaped = before.lastIndexOf("\\n");
      const header = lineAt(text, from + Math.max(before.lastIndexOf("\n") + 1, escaped === -1 ? 0 : escaped + 2));
      if (header === null) continue;
      const column = cells(header.text).findIndex((cell) => SECRET_HEADER.test(cell.text));
      if (column === -1) continue;
      const separator = lineAt(text, header.next);
      if (separator === null || !SEPARATOR.test(separator.text)) continue;
      let row = lineAt(text, separator.next);
      for (let count = 0; row !== null && count < MAX_ROWS; count += 1, row = lineAt(text, row.next)) {
        const cell = cells(row.text)[column];
        if (cell === undefined) break;
        if (/\s/.test(cell.text) || isPlainWords(cell.text) || !looksLikeLiteralSecret(cell.text, "", "labelled")) continue;
        spans.push({ start: row.start + cell.at, end: row.start + cell.at + cell.text.length, kind: "table-password-cell" });
      }
    }
  }
  return spans;
}
