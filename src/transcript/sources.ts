/**
 * Transcript files inside a folder or a `.zip` (a GitHub artifact download): the candidates a
 * transcript can be, read with bounds so that a hostile archive cannot exhaust memory or escape.
 */
import { readFile, readdir, stat } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { unzipSync } from "fflate";
import { InputError } from "../errors.js";

export interface CandidateFile {
  /** Path inside the folder or the archive, with `/` separators. */
  name: string;
  text: string;
  bytes: number;
}

export interface Candidates {
  files: CandidateFile[];
  warnings: string[];
}

/** An archive with more entries than this is refused: artifacts hold a handful of files. */
export const MAX_ZIP_ENTRIES = 2000;
/** Bound on the bytes read from a folder or expanded from an archive, all candidates together. */
export const MAX_EXPANDED_BYTES = 512 * 1024 * 1024;
/** A folder walk stops this deep and after this many entries: transcripts sit near the top. */
const MAX_FOLDER_DEPTH = 8;
const MAX_FOLDER_ENTRIES = 5000;
const SKIPPED_FOLDERS = new Set(["node_modules", ".git"]);
const TRANSCRIPT_NAME = /\.(jsonl|ndjson|json|traj)$/i;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function isZip(head: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => head[index] === byte);
}

/** Entry names that could write or read outside the archive's root are never expanded. */
export function isSafeEntryName(name: string): boolean {
  if (name === "" || name.includes("\\") || name.includes("\0")) return false;
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return false;
  return !name.split("/").some((part) => part === "..");
}

export function zipCandidates(data: Uint8Array, source: string): Candidates {
  const warnings: string[] = [];
  let entries = 0;
  let declared = 0;
  const files = unzipArchive(data, source, (file) => {
    entries += 1;
    if (entries > MAX_ZIP_ENTRIES) throw new InputError(`${source}: more than ${MAX_ZIP_ENTRIES} entries; not a transcript artifact`);
    if (!isSafeEntryName(file.name)) {
      warnings.push(`${source}: entry ${JSON.stringify(file.name)} has an unsafe path, skipped`);
      return false;
    }
    if (file.name.endsWith("/") || !TRANSCRIPT_NAME.test(file.name)) return false;
    declared += file.originalSize;
    if (declared > MAX_EXPANDED_BYTES) throw new InputError(`${source}: expands to over ${MAX_EXPANDED_BYTES} bytes; refused`);
    return true;
  });
  let expanded = 0;
  const candidates = Object.entries(files).map(([name, bytes]) => {
    expanded += bytes.length;
    if (expanded > MAX_EXPANDED_BYTES) throw new InputError(`${source}: expands to over ${MAX_EXPANDED_BYTES} bytes; refused`);
    return { name, text: new TextDecoder().decode(bytes), bytes: bytes.length };
  });
  return { files: candidates, warnings };
}

function unzipArchive(data: Uint8Array, source: string, filter: (file: { name: string; originalSize: number }) => boolean) {
  try {
    return unzipSync(data, { filter });
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${source}: not a readable zip archive (${error instanceof Error ? error.message : String(error)})`);
  }
}

export async function folderCandidates(root: string): Promise<Candidates> {
  const paths = await walk(root);
  const files: CandidateFile[] = [];
  const warnings: string[] = [];
  let total = 0;
  for (const path of paths) {
    const size = (await stat(path)).size;
    if (total + size > MAX_EXPANDED_BYTES) {
      warnings.push(`${root}: stopped reading at ${relative(root, path)}: over ${MAX_EXPANDED_BYTES} bytes of candidates`);
      break;
    }
    total += size;
    files.push({ name: relative(root, path).split("\\").join("/"), text: await readFile(path, "utf8"), bytes: size });
  }
  return { files, warnings };
}

/** Transcript-like files under a folder, breadth first, without following links out of it. */
async function walk(root: string): Promise<string[]> {
  const found: string[] = [];
  let queue: { dir: string; depth: number }[] = [{ dir: root, depth: 0 }];
  let seen = 0;
  while (queue.length > 0 && seen < MAX_FOLDER_ENTRIES) {
    const next: typeof queue = [];
    for (const { dir, depth } of queue) {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        seen += 1;
        const path = join(dir, entry.name);
        if (entry.isDirectory() && depth < MAX_FOLDER_DEPTH && !SKIPPED_FOLDERS.has(entry.name)) next.push({ dir: path, depth: depth + 1 });
        if (entry.isFile() && TRANSCRIPT_NAME.test(entry.name)) found.push(path);
      }
    }
    queue = next;
  }
  return found.sort();
}

/** Subagent files a session may have beside it: never more than this many are read. */
const MAX_SUBAGENT_FILES = 200;
/** Where a sidechain names its session: within its first line. */
const SESSION_PROBE_CHARS = 4096;

/**
 * Claude Code subagent files next to a session file: `<session>/subagents/*.jsonl` (newer CLIs),
 * or `agent-*.jsonl` beside it that name the same session (older ones).
 */
export async function siblingSubagentFiles(sessionPath: string, sessionId: string | null): Promise<CandidateFile[]> {
  const dir = dirname(sessionPath);
  const nested = join(dir, basename(sessionPath).replace(/\.jsonl$/, ""), "subagents");
  const inNested = await jsonlFiles(nested);
  const beside = sessionId === null ? [] : (await jsonlFiles(dir)).filter((path) => /(?:^|\/)agent-[^/]*\.jsonl$/.test(path));
  const files: CandidateFile[] = [];
  const paths = [...inNested, ...beside].filter((path) => path !== join(dir, basename(sessionPath)));
  for (const path of paths.slice(0, MAX_SUBAGENT_FILES)) {
    const text = await readFile(path, "utf8");
    const ofSession = inNested.includes(path) || text.slice(0, SESSION_PROBE_CHARS).includes(`"sessionId":"${sessionId}"`);
    if (ofSession) files.push({ name: relative(dir, path).split("\\").join("/"), text, bytes: Buffer.byteLength(text) });
  }
  return files;
}

async function jsonlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".jsonl")).map((entry) => join(dir, entry.name)).sort();
}

/** OpenHands V1 persists one event per file: `events/event-00000-<id>.json`. */
const EVENT_FILE = /(?:^|\/)event-(\d+)[^/]*\.json$/;
/** Fewer event files than this in a folder are not an event log. */
const MIN_EVENT_FILES = 2;

/**
 * Folders of one-event-per-file logs, each joined into one JSON array (in event order) named after
 * the folder, so that the log can be read as one transcript.
 */
export function eventLogCandidates(files: CandidateFile[]): CandidateFile[] {
  const byFolder = new Map<string, CandidateFile[]>();
  for (const file of files.filter((candidate) => EVENT_FILE.test(candidate.name))) {
    const folder = file.name.includes("/") ? file.name.slice(0, file.name.lastIndexOf("/")) : ".";
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  return [...byFolder.entries()]
    .filter(([, events]) => events.length >= MIN_EVENT_FILES)
    .map(([folder, events]) => {
      const ordered = [...events].sort((a, b) => eventNumber(a) - eventNumber(b));
      const text = `[${ordered.map((event) => event.text.trim()).join(",\n")}]`;
      return { name: `${folder}/`, text, bytes: ordered.reduce((sum, event) => sum + event.bytes, 0) };
    });
}

function eventNumber(file: CandidateFile): number {
  return Number(EVENT_FILE.exec(file.name)?.[1] ?? 0);
}
