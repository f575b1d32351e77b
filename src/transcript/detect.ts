import { FORMAT_IDS, type FormatId } from "../model.js";
import { InputError } from "../errors.js";
import { claudeCodeJsonl } from "./claude-code-jsonl.js";
import { claudeSdk } from "./claude-sdk.js";
import type { FormatReader } from "./reader.js";
import type { Records } from "./records.js";

/** Readers in the order detection tries them: the most specific shapes first. */
export const READERS: readonly FormatReader[] = [claudeCodeJsonl, claudeSdk];

export function readableFormats(): string {
  return READERS.map((reader) => reader.id).join(", ");
}

/** The reader for these records: the one named, or the first whose shape matches. */
export function chooseReader(records: Records, source: string, format?: string): FormatReader {
  if (format !== undefined) return namedReader(format);
  const reader = READERS.find((candidate) => candidate.detect(records));
  if (!reader) {
    throw new InputError(`${source}: not a transcript format agent-verdict reads (understood: ${readableFormats()})`);
  }
  return reader;
}

function namedReader(format: string): FormatReader {
  const reader = READERS.find((candidate) => candidate.id === format);
  if (reader) return reader;
  const known = (FORMAT_IDS as readonly string[]).includes(format as FormatId);
  const why = known ? "is not read yet" : "is not a format id";
  throw new InputError(`--format ${format} ${why} (understood: ${readableFormats()})`);
}
