import type { DiffStats } from "../model.js";

export interface DiffFile {
  path: string;
  oldPath: string | null;
  status: "added" | "modified" | "deleted" | "renamed";
  additions: number;
  deletions: number;
  binary: boolean;
}

/**
 * Reads a unified diff (`git diff base...head`) into its files. Paths come from the `diff --git`
 * header and are corrected by `---`/`+++`/rename lines; hunks are counted, not applied.
 */
export function parseUnifiedDiff(text: string): DiffFile[] {
  const files: DiffFile[] = [];
  let current: DiffFile | null = null;
  let inHunk = false;
  for (const line of text.split(/\r?\n/)) {
    const header = /^diff --git a\/(.+?) b\/(.+)$/.exec(line);
    if (header) {
      current = { path: header[2]!, oldPath: null, status: "modified", additions: 0, deletions: 0, binary: false };
      files.push(current);
      inHunk = false;
      continue;
    }
    if (current === null) continue;
    if (line.startsWith("@@")) inHunk = true;
    else if (inHunk && line.startsWith("+")) current.additions += 1;
    else if (inHunk && line.startsWith("-")) current.deletions += 1;
    else if (!inHunk) readFileHeader(current, line);
  }
  return files;
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

export function diffStats(files: DiffFile[]): DiffStats {
  return {
    files: files.length,
    additions: files.reduce((sum, file) => sum + file.additions, 0),
    deletions: files.reduce((sum, file) => sum + file.deletions, 0),
    paths: files.map((file) => file.path),
  };
}
