/**
 * Transcript files inside a folder or a `.zip` (a GitHub artifact download): the candidates a
 * transcript can be, read with bounds so that a hostile archive cannot exhaust memory or escape.
 */
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { readFile, readdir, stat } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { InputError } from "../errors.js";
import { MAX_EXPANDED_BYTES, MAX_ZIP_ENTRIES, ZipProblem, readZip } from "./zip.js";

export interface CandidateFile {
  /** Path inside the folder or the archive, with `/` separators. */
  name: string;
  /** The whole text; a folder's file reads it from disk each time it is asked. */
  readonly text: string;
  bytes: number;
  /** Where a folder's file is on disk: JSON lines there are streamed, never held whole. */
  path?: string;
}

export interface Candidates {
  files: CandidateFile[];
  warnings: string[];
}

/** A folder walk stops this deep and after this many entries: transcripts sit near the top. */
const MAX_FOLDER_DEPTH = 8;
const MAX_FOLDER_ENTRIES = 5000;
const SKIPPED_FOLDERS = new Set(["node_modules", ".git"]);
const TRANSCRIPT_NAME = /\.(jsonl|ndjson|json|traj)$/i;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function isZip(head: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => head[index] === byte);
}


export async function zipCandidates(data: Uint8Array, source: string, expandedBytes = MAX_EXPANDED_BYTES): Promise<Candidates> {
  try {
    const { entries, skipped } = await readZip(data, (name) => TRANSCRIPT_NAME.test(name), { entries: MAX_ZIP_ENTRIES, expandedBytes });
    const warnings = skipped.map((name) => `${source}: entry ${JSON.stringify(name)} has an unsafe path or compression, skipped`);
    const files = entries.map(({ name, bytes }) => ({ name, text: new TextDecoder().decode(bytes), bytes: bytes.length }));
    return { files, warnings };
  } catch (error) {
    if (error instanceof ZipProblem) throw new InputError(`${source}: ${error.message}`);
    throw error;
  }
}

export async function folderCandidates(root: string, expandedBytes = MAX_EXPANDED_BYTES): Promise<Candidates> {
  const paths = await walk(root);
  const files: CandidateFile[] = [];
  const warnings: string[] = [];
  let total = 0;
  for (const path of paths) {
    const size = (await stat(path)).size;
    if (total + size > expandedBytes) {
      warnings.push(`${root}: stopped reading at ${relative(root, path)}: over ${expandedBytes} bytes of candidates`);
      break;
    }
    total += size;
    files.push(fileOnDisk(relative(root, path).split("\\").join("/"), path, size));
  }
  return { files, warnings };
}

/** A folder's file, read only when its text is asked for: the main transcript is streamed instead. */
function fileOnDisk(name: string, path: string, bytes: number): CandidateFile {
  return {
    name,
    bytes,
    path,
    get text() {
      return readFileSync(path, "utf8");
    },
  };
}

/** About the first `size` chars of a candidate's text (bytes of a file on disk, without reading the rest). */
export function candidateHead(file: CandidateFile, size: number): string {
  if (file.path === undefined) return file.text.slice(0, size);
  const bytes = size;
  const head = Buffer.alloc(bytes);
  const fd = openSync(file.path, "r");
  try {
    return head.toString("utf8", 0, readSync(fd, head, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
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
