import { readFile, stat } from "node:fs/promises";
import type { Trajectory } from "../model.js";
import { InputError } from "../errors.js";
import { redactSecrets } from "../evidence/redact.js";
import { chooseReader } from "./detect.js";
import { parseRecords } from "./records.js";

/** Transcripts larger than this are refused before reading: a bound on memory and time. */
export const MAX_TRANSCRIPT_BYTES = 256 * 1024 * 1024;

export interface LoadedTranscript {
  trajectory: Trajectory;
  bytes: number;
  redactions: number;
}

/** Reads one transcript file, redacts secrets in it, and normalizes it into a trajectory. */
export async function loadTranscript(path: string, format?: string): Promise<LoadedTranscript> {
  const info = await stat(path).catch(() => null);
  if (info === null) throw new InputError(`${path}: no such file; pass the agent's transcript (a JSON or JSONL file)`);
  if (info.isDirectory()) throw new InputError(`${path}: is a folder; pass one transcript file inside it`);
  if (info.size > MAX_TRANSCRIPT_BYTES) {
    throw new InputError(`${path}: ${info.size} bytes is over the ${MAX_TRANSCRIPT_BYTES}-byte transcript limit`);
  }
  const raw = await readFile(path, "utf8");
  return { ...parseTranscript(raw, path, format), bytes: info.size };
}

/** Secrets are redacted in the raw text, before any parser or later stage sees them. */
export function parseTranscript(raw: string, source: string, format?: string): Omit<LoadedTranscript, "bytes"> {
  const { text, count } = redactSecrets(raw);
  const records = parseRecords(text, source);
  const trajectory = chooseReader(records, source, format).read(records);
  return { trajectory, redactions: count };
}
