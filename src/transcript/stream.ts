import type { Trajectory } from "../model.js";
import { SeenSecrets } from "../evidence/seen-secrets.js";
import { withKeptRedaction } from "./kept-redaction.js";
import { CHUNK_BYTES, lineChunkBytes } from "./line-chunks.js";
import { LineRecords, NotJsonLines } from "./lines.js";
import { SampledSink } from "./sampled-sink.js";
import { AgentIds } from "./subagents.js";

/** A transcript read into a trajectory, with what the loader needs besides it. */
export interface ReadTranscript {
  trajectory: Trajectory;
  redactions: number;
  /** The secret values found, whose other occurrences the trajectory hides (seen-secrets.ts), for the texts read after it. */
  secrets: SeenSecrets;
  /** What ties Claude Code subagent files to this transcript. */
  agentIds: AgentIds;
}

/** The smallest transcript read as JSON lines: a single record is a JSON document, read whole. */
const MIN_LINE_RECORDS = 2;

export interface StreamOptions {
  format?: string;
  /** False only for the bench, which measures the loader without redaction. */
  redact?: boolean;
  chunkBytes?: number;
}

/**
 * Reads a JSON-lines transcript from disk a piece at a time: each piece is split into records and
 * passed on, so that neither the text nor the records are ever held whole; what the trajectory
 * keeps is redacted (kept-redaction.ts). Null when the file is not JSON lines (one JSON document,
 * or a first line that is not a record): read it whole.
 */
export function streamJsonLines(path: string, source: string, options: StreamOptions = {}): ReadTranscript | null {
  if (options.redact === false) return streamRecords(path, source, options);
  const { result, redactions, secrets } = withKeptRedaction(() => streamRecords(path, source, options));
  return result === null ? null : { ...result, redactions, secrets };
}

function streamRecords(path: string, source: string, { format, chunkBytes = CHUNK_BYTES }: StreamOptions): ReadTranscript | null {
  const agentIds = new AgentIds();
  const sink = new SampledSink(source, format);
  const lines = new LineRecords((record, chars) => {
    agentIds.add(record.value);
    sink.add(record, chars);
  }, true);
  try {
    // once the reader is chosen, what it reads only in part is cut from each line undecoded
    for (const chunk of lineChunkBytes(path, chunkBytes)) lines.addBytes(chunk, sink.partlyRead);
  } catch (error) {
    if (error instanceof NotJsonLines) return null;
    throw error;
  }
  const warnings = lines.finish();
  if (lines.count < MIN_LINE_RECORDS) return null;
  return { trajectory: sink.finish(warnings), redactions: 0, secrets: new SeenSecrets(), agentIds };
}
