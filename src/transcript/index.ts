import { open, readFile, stat } from "node:fs/promises";
import { dirname } from "node:path";
import type { Trajectory } from "../model.js";
import type { SeenSecrets } from "../evidence/seen-secrets.js";
import { InputError, oneLine } from "../errors.js";
import { withKeptRedaction } from "./kept-redaction.js";
import { continuationsOf, isContinuation, joinContinuations } from "./formats/atif-continuation.js";
import { chooseReader } from "./detect.js";
import { parseRecords } from "./records.js";
import { eventLogCandidates, folderCandidates, isZip, siblingSubagentFiles, zipCandidates, type CandidateFile, type Candidates } from "./sources.js";
import { streamJsonLines, type ReadTranscript } from "./stream.js";
import { plural } from "../words.js";
import { AgentIds, attachSubagents, isSubagentFile, type ReadSubagent } from "./subagents.js";

/** Transcripts larger than this are refused before reading: a bound on memory and time. */
export const MAX_TRANSCRIPT_BYTES = 256 * 1024 * 1024;

export interface LoadedTranscript {
  trajectory: Trajectory;
  bytes: number;
  redactions: number;
  /**
   * The secret values found in the transcript, kept in memory only (seen-secrets.ts): their other
   * occurrences are hidden in the trajectory already, and the caller hides them in the texts it reads after.
   */
  secrets: SeenSecrets;
  /** The file read, inside the folder or archive given; the path itself for a plain file. */
  file?: string;
  /** For a folder or archive of several files: which one was read, out of how many, and why. */
  chosen?: ChosenFile;
}

export interface ChosenFile {
  file: string;
  among: number;
  reason: string;
}

/** File names that are a transcript by convention, best first; other JSON files come after them. */
const MAIN_NAMES: readonly { pattern: RegExp; named: string }[] = [
  { pattern: /(?:^|\/)rollout-[^/]*\.jsonl$/, named: "named like a Codex session (rollout-*.jsonl)" },
  { pattern: /\.traj(?:\.json)?$/, named: "named like a SWE-agent trajectory (*.traj)" },
  { pattern: /(?:^|\/)trajectory\.json$/, named: "named like a Harbor trajectory (trajectory.json)" },
  // Gemini CLI moves a resumed `session-*.json` to `session-*.jsonl` and keeps writing there
  { pattern: /(?:^|\/)session-[^/]*\.jsonl$/, named: "named like a resumed Gemini CLI session (session-*.jsonl)" },
  {
    pattern: /(?:^|\/)(?:session-[^/]*|api_conversation_history|[^/]*execution[^/]*)\.json$/,
    named: "named like a session, a Cline history or an execution file",
  },
  { pattern: /\.(?:jsonl|ndjson)$/, named: "a JSON-lines file, which sessions are" },
];
const OTHER_JSON = "no file is named like a transcript; it is a JSON file";

const WHAT_TO_PASS = "pass the agent's transcript (a JSON or JSONL file, a folder, or a .zip)";

export interface LoadLimits {
  /** Largest transcript file; a folder or archive may hold twice this in candidate files. */
  maxBytes: number;
}
export const DEFAULT_LOAD_LIMITS: LoadLimits = { maxBytes: MAX_TRANSCRIPT_BYTES };

/** Reads a transcript (a file, a folder, or a `.zip` artifact), redacts secrets, and normalizes it. */
export async function loadTranscript(path: string, format?: string, limits: LoadLimits = DEFAULT_LOAD_LIMITS): Promise<LoadedTranscript> {
  const info = await stat(path).catch(() => null);
  if (info === null) throw new InputError(`${path}: no such file; ${WHAT_TO_PASS}`);
  const expandedBytes = 2 * limits.maxBytes;
  if (info.isDirectory()) return fromCandidates(await folderCandidates(path, expandedBytes), path, format);
  // a device or a pipe has no size to check and may never end (/dev/zero, a FIFO nobody writes)
  if (!info.isFile()) throw new InputError(`${path}: not a regular file; ${WHAT_TO_PASS}`);
  if (info.size > limits.maxBytes) {
    throw new InputError(`${path}: ${info.size} bytes is over the ${limits.maxBytes}-byte transcript limit (max-transcript-bytes)`);
  }
  if (isZip(await readHead(path, ZIP_MAGIC_BYTES))) {
    return fromCandidates(await zipCandidates(await readFile(path), path, expandedBytes), path, format);
  }
  // JSON lines are read a piece at a time; a JSON document is read whole
  const main = streamJsonLines(path, path, { format }) ?? parseWhole(await readFile(path, "utf8"), path, format);
  const siblings = main.trajectory.format === "claude-code-jsonl" ? await siblingSubagentFiles(path, main.trajectory.meta.sessionId) : [];
  return { ...withSubagents(main, siblings, dirname(path)), bytes: info.size, file: path };
}

const ZIP_MAGIC_BYTES = 4;

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, "r");
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Claude Code subagent files beside the session are read and tied to the session's Task calls. A value
 * found in one file is hidden in the others too.
 */
function withSubagents(main: ReadTranscript, files: CandidateFile[], source: string): Omit<LoadedTranscript, "bytes"> {
  const { secrets } = main;
  if (files.length === 0) return { trajectory: main.trajectory, redactions: main.redactions, secrets };
  const subagents = readSubagents(files, source);
  const attached = attachSubagents(main.trajectory, main.agentIds, subagents.flatMap((sub) => (sub.read ? [sub.read] : [])));
  const warnings = [...attached.warnings, ...subagents.flatMap((sub) => sub.warnings)];
  let redactions = main.redactions + subagents.reduce((sum, sub) => sum + sub.redactions, 0);
  const trajectory = { ...attached, warnings };
  for (const sub of subagents) if (sub.secrets !== null) secrets.merge(sub.secrets);
  redactions += secrets.redactDeep(trajectory);
  return { trajectory, redactions, secrets };
}

/** Secrets are redacted in what the trajectory keeps, before any later stage sees it. */
export function parseTranscript(raw: string, source: string, format?: string): Omit<LoadedTranscript, "bytes"> {
  const { trajectory, redactions, secrets } = parseWhole(raw, source, format);
  return { trajectory, redactions, secrets };
}

/** A transcript held whole: parsed into records and read; what the trajectory keeps is redacted (kept-redaction.ts). */
function parseWhole(raw: string, source: string, format?: string): ReadTranscript {
  const records = parseRecords(raw, source);
  const { result: trajectory, redactions, secrets } = withKeptRedaction(() => chooseReader(records, source, format).read(records));
  const agentIds = new AgentIds();
  for (const { value } of records.items) agentIds.add(value);
  return { trajectory, redactions, secrets, agentIds };
}

/** The main transcript among a folder's or archive's files: the first, by rank, that a reader reads. */
function fromCandidates({ files, warnings }: Candidates, source: string, format?: string): LoadedTranscript {
  if (files.length === 0) throw new InputError(`${source}: no transcript file (.jsonl, .json, .traj) inside`);
  const subagentFiles = files.filter(isSubagentFile);
  const others = files.filter((file) => !subagentFiles.includes(file) && !isContinuation(file));
  // an event log kept one event per file is tried first, as one array
  const mains = [...eventLogCandidates(files), ...(others.length > 0 ? others : files)];
  const tried: string[] = [];
  const eventLogs = mains.filter((file) => file.name.endsWith("/"));
  for (const file of [...eventLogs, ...rankCandidates(mains.filter((file) => !eventLogs.includes(file)))]) {
    const name = `${source}/${file.name}`;
    try {
      const continuations = continuationsOf(file, files);
      const streamed = continuations.length === 0 && file.path !== undefined ? streamJsonLines(file.path, name, { format }) : null;
      const main = streamed ?? parseWhole(continuations.length > 0 ? joinContinuations(file, continuations) : file.text, name, format);
      if (continuations.length > 0) warnings.push(`${source}: ${file.name} continues in ${continuations.map((c) => c.name).join(", ")}, read as one`);
      const beside = main.trajectory.format === "claude-code-jsonl" ? subagentFiles.filter((other) => other !== file) : [];
      const { trajectory, redactions, secrets } = withSubagents(main, beside, source);
      const chosen = { file: file.name, among: files.length, reason: whyChosen(file, mains, tried.length) };
      const note = `${source}: read ${file.name}, the main transcript among ${files.length} files: ${chosen.reason}`;
      const notes = files.length > 1 ? [note, ...warnings] : warnings;
      const withNotes = { ...trajectory, warnings: [...notes, ...trajectory.warnings] };
      return { trajectory: withNotes, bytes: file.bytes, redactions, secrets, file: file.name, ...(files.length > 1 ? { chosen } : {}) };
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      tried.push(file.name);
    }
  }
  const shown = tried.slice(0, SHOWN_TRIED).join(", ") + (tried.length > SHOWN_TRIED ? ", …" : "");
  throw new InputError(`${source}: none of its ${tried.length} JSON files is a transcript agent-verdict reads (tried ${shown})`);
}

const SHOWN_TRIED = 5;

function rankCandidates(files: CandidateFile[]): CandidateFile[] {
  return [...files].sort((a, b) => nameRank(a) - nameRank(b) || b.bytes - a.bytes || a.name.localeCompare(b.name));
}

function nameRank(file: CandidateFile): number {
  const index = MAIN_NAMES.findIndex(({ pattern }) => pattern.test(file.name));
  return index === -1 ? MAIN_NAMES.length : index;
}

/** Why this file was read, in the words of rankCandidates: its name, then its size, then what failed before it. */
function whyChosen(file: CandidateFile, mains: CandidateFile[], failedBefore: number): string {
  const skipped = failedBefore === 0 ? "" : `; ${plural(failedBefore, "file")} ranked before it did not read as a transcript`;
  if (file.name.endsWith("/")) return `a folder of one-event-per-file logs, read as one in event order${skipped}`;
  const rank = nameRank(file);
  const alike = mains.filter((other) => !other.name.endsWith("/") && nameRank(other) === rank).length;
  const named = MAIN_NAMES[rank]?.named ?? OTHER_JSON;
  const among = alike <= 1 ? "" : failedBefore === 0 ? `, the largest of ${alike} such files` : `, one of ${alike} such files`;
  return `${named}${among}${skipped}`;
}

interface SubagentRead {
  read: ReadSubagent | null;
  redactions: number;
  secrets: SeenSecrets | null;
  warnings: string[];
}

/** A subagent file that does not parse is named in a warning, never dropped silently. */
function readSubagents(files: CandidateFile[], source: string): SubagentRead[] {
  return files.map((file) => {
    try {
      const parsed = parseWhole(file.text, `${source}/${file.name}`);
      const read = { file, trajectory: parsed.trajectory, agentIds: parsed.agentIds };
      return { read, redactions: parsed.redactions, secrets: parsed.secrets, warnings: [] };
    } catch (error) {
      return { read: null, redactions: 0, secrets: null, warnings: [`subagent ${file.name}: unreadable, skipped (${oneLine(error)})`] };
    }
  });
}
