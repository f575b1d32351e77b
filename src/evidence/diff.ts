import type { DiffStats } from "../model.js";

/** One line of a hunk: added (`+`, with its line in the new file), removed (`-`, old file) or context. */
export interface DiffLine {
  kind: "+" | "-" | " ";
  text: string;
  oldLine: number | null;
  newLine: number | null;
}

export interface DiffFile {
  path: string;
  oldPath: string | null;
  status: "added" | "modified" | "deleted" | "renamed";
  additions: number;
  deletions: number;
  binary: boolean;
  lines: DiffLine[];
  /**
   * Each hunk: the index in `lines` of its first line, and its header's context after `@@` (git names there the
   * definition above the hunk's start: `def take_nth(n, seq):`), empty when it names none.
   */
  hunks?: { at: number; section: string }[];
}

/**
 * Reads a unified diff (`git diff base...head`) into its files. Paths come from the `diff --git`
 * header and are corrected by `---`/`+++`/rename lines; hunk lines keep their line numbers.
 */
export function parseUnifiedDiff(text: string): DiffFile[] {
  const files: DiffFile[] = [];
  let current: DiffFile | null = null;
  let cursor: { old: number; new: number } | null = null;
  for (const line of text.split(/\r?\n/)) {
    const header = /^diff --git a\/(.+?) b\/(.+)$/.exec(line);
    if (header) {
      current = { path: header[2]!, oldPath: null, status: "modified", additions: 0, deletions: 0, binary: false, lines: [] };
      files.push(current);
      cursor = null;
      continue;
    }
    if (current === null) continue;
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@ ?(.*)$/.exec(line);
    if (hunk) {
      cursor = { old: Number(hunk[1]), new: Number(hunk[2]) };
      (current.hunks ??= []).push({ at: current.lines.length, section: hunk[3]!.trim() });
    }
    else if (cursor === null) readFileHeader(current, line);
    else readHunkLine(current, cursor, line);
  }
  return files;
}

function readHunkLine(file: DiffFile, cursor: { old: number; new: number }, line: string): void {
  const kind = line[0];
  const text = line.slice(1);
  if (kind === "+") {
    file.lines.push({ kind, text, oldLine: null, newLine: cursor.new++ });
    file.additions += 1;
  } else if (kind === "-") {
    file.lines.push({ kind, text, oldLine: cursor.old++, newLine: null });
    file.deletions += 1;
  } else if (kind === " ") {
    file.lines.push({ kind: " ", text, oldLine: cursor.old++, newLine: cursor.new++ });
  }
}

function readFileHeader(file: DiffFile, line: string): void {
  if (line.startsWith("new file mode")) file.status = "added";
  else if (line.startsWith("deleted file mode")) file.status = "deleted";
  else if (line.startsWith("rename from ")) {
    file.oldPath = line.slice("rename from ".length);
    file.status = "renamed";
  } else if (line.startsWith("rename to ")) file.path = line.slice("rename to ".length);
  else if (line.startsWith("Binary files ") || line === "GIT binary patch") file.binary = true;
  else if (line.startsWith("+++ b/")) file.path = line.slice("+++ b/".length);
}

/**
 * The file as it was before the change, rebuilt from its content after the change by undoing the
 * hunks; null when the diff cannot be undone on this content (it does not match).
 */
export function contentBefore(file: DiffFile, after: string): string | null {
  const lines = after.split("\n");
  const result: string[] = [];
  let next = 1;
  for (const line of file.lines) {
    if (line.newLine !== null && line.newLine > next) {
      result.push(...lines.slice(next - 1, line.newLine - 1));
      next = line.newLine;
    }
    if (line.kind === "-") result.push(line.text);
    else if (line.newLine !== null) {
      if ((lines[line.newLine - 1] ?? null) !== line.text) return null;
      if (line.kind === " ") result.push(line.text);
      next = line.newLine + 1;
    }
  }
  result.push(...lines.slice(next - 1));
  return result.join("\n");
}

export function diffStats(files: DiffFile[]): DiffStats {
  return {
    files: files.length,
    additions: files.reduce((sum, file) => sum + file.additions, 0),
    deletions: files.reduce((sum, file) => sum + file.deletions, 0),
    paths: files.map((file) => file.path),
  };
}
