import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { MAX_TRANSCRIPT_BYTES } from "../transcript/index.js";

/** An artifact zip with more entries than this is not a transcript upload. */
export const MAX_ZIP_ENTRIES = 1000;
/** One entry may inflate to at most what a transcript may weigh. */
export const MAX_ENTRY_BYTES = MAX_TRANSCRIPT_BYTES;
/** All kept entries together: a bound on memory whatever the zip claims about itself. */
export const MAX_TOTAL_BYTES = 2 * MAX_TRANSCRIPT_BYTES;
export interface ZipLimits {
  entries: number;
  entryBytes: number;
  totalBytes: number;
}
export const ZIP_LIMITS: ZipLimits = { entries: MAX_ZIP_ENTRIES, entryBytes: MAX_ENTRY_BYTES, totalBytes: MAX_TOTAL_BYTES };
/** File names that can hold a transcript, most specific first. */
const TRANSCRIPT_EXTENSIONS = [".jsonl", ".ndjson", ".json", ".log", ".txt"];
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

export interface ExtractedTranscript {
  /** The entry's name inside the zip, for the record; never used as a path on disk. */
  name: string;
  bytes: Uint8Array;
  /** The other transcript-like entries that were not chosen. */
  others: string[];
  /** Entries skipped for unsafe names or unsupported compression. */
  skipped: string[];
}

/** A zip that breaks a bound or holds no transcript: the message says which. */
export class ZipProblem extends Error {
  override name = "ZipProblem";
}

/**
 * Reads the files of an artifact zip in memory, inflating as a stream so that no entry can grow
 * past its bound whatever size its header declares. Names that climb out (`..`, absolute, drive
 * letters) are skipped: entries are only ever written under a name this module chooses.
 */
export function readZip(data: Uint8Array, limits: ZipLimits = ZIP_LIMITS): { entries: ZipEntry[]; skipped: string[] } {
  const entries: ZipEntry[] = [];
  const skipped: string[] = [];
  let seen = 0;
  let total = 0;
  const unzip = new Unzip((file: UnzipFile) => {
    seen += 1;
    if (seen > limits.entries) throw new ZipProblem(`the zip has more than ${limits.entries} entries`);
    if (file.name.endsWith("/")) return;
    if (!safeName(file.name) || (file.compression !== STORED && file.compression !== DEFLATED)) {
      skipped.push(file.name);
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw new ZipProblem(`entry ${file.name}: ${error.message}`);
      size += chunk.length;
      total += chunk.length;
      if (size > limits.entryBytes) throw new ZipProblem(`entry ${file.name} inflates past ${limits.entryBytes} bytes`);
      if (total > limits.totalBytes) throw new ZipProblem(`the zip inflates past ${limits.totalBytes} bytes`);
      chunks.push(chunk);
      if (final) entries.push({ name: file.name, bytes: Buffer.concat(chunks) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(data, true);
  } catch (error) {
    if (error instanceof ZipProblem) throw error;
    throw new ZipProblem(`not a readable zip: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { entries, skipped };
}

/** The transcript in an artifact zip: the only file, else the only (or largest) transcript-like file. */
export function extractTranscript(data: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ExtractedTranscript {
  const { entries, skipped } = readZip(data, limits);
  if (entries.length === 0) throw new ZipProblem(`the zip holds no readable file${skipped.length ? ` (skipped: ${skipped.join(", ")})` : ""}`);
  const candidates = entries.length === 1 ? entries : transcriptLike(entries);
  if (candidates.length === 0) {
    throw new ZipProblem(`no transcript file (${TRANSCRIPT_EXTENSIONS.join(", ")}) among ${entries.map((e) => e.name).join(", ")}`);
  }
  const chosen = [...candidates].sort((a, b) => b.bytes.length - a.bytes.length || a.name.localeCompare(b.name))[0]!;
  const others = candidates.filter((entry) => entry !== chosen).map((entry) => entry.name);
  return { name: chosen.name, bytes: chosen.bytes, others, skipped };
}

function transcriptLike(entries: ZipEntry[]): ZipEntry[] {
  for (const extension of TRANSCRIPT_EXTENSIONS) {
    const found = entries.filter((entry) => entry.name.toLowerCase().endsWith(extension));
    if (found.length > 0) return found;
  }
  return [];
}

/** A relative name with no climbing segment, no root, no drive letter and no control characters. */
export function safeName(name: string): boolean {
  if (name === "" || name.startsWith("/") || name.startsWith("\\") || /^[A-Za-z]:/.test(name)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return false;
  return !name.split(/[/\\]/).some((segment) => segment === "..");
}

/** The name the extracted file gets on disk: the entry's base name, reduced to plain characters. */
export function diskName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const plain = base.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\.+/, "");
  return plain === "" ? "transcript" : plain;
}
