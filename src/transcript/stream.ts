import type { Trajectory } from "../model.js";
import { redactSecrets, type Redacted } from "../evidence/redact.js";
import { CHUNK_BYTES, lineChunks } from "./line-chunks.js";
import { LineRecords, NotJsonLines } from "./lines.js";
import { SampledSink } from "./sampled-sink.js";
import { AgentIds } from "./subagents.js";

/** A transcript read into a trajectory, with what the loader needs besides it. */
export interface ReadTranscript {
  trajectory: Trajectory;
  redactions: number;
  /** What ties Claude Code subagent files to this transcript. */
  agentIds: AgentIds;
}

/** The smallest transcript read as JSON lines: a single record is a JSON document, read whole. */
const MIN_LINE_RECORDS = 2;

export interface StreamOptions {
  format?: string;
  /** The bench measures the loader without redaction by passing one that changes nothing. */
  redact?: (text: string) => Redacted;
  chunkBytes?: number;
}

/**
 * Reads a JSON-lines transcript from disk a piece at a time: each piece is redacted, split into
 * records, and passed on, so that neither the text nor the records are ever held whole. Null when
 * the file is not JSON lines (one JSON document, or a first line that is not a record): read it whole.
 */
export function streamJsonLines(path: string, source: string, options: StreamOptions = {}): ReadTranscript | null {
  const { format, redact = redactSecrets, chunkBytes = CHUNK_BYTES } = options;
  const agentIds = new AgentIds();
  const sink = new SampledSink(source, format);
  const lines = new LineRecords((record, chars) => {
    agentIds.add(record.value);
    sink.add(record, chars);
  }, true);
  let redactions = 0;
  try {
    // every piece ends at a line end, and JSON escapes the line ends inside strings: no secret in a record is split
    for (const chunk of lineChunks(path, chunkBytes)) {
      const { text, count } = redact(chunk);
      redactions += count;
      lines.add(text);
    }
  } catch (error) {
    if (error instanceof NotJsonLines) return null;
    throw error;
  }
  const warnings = lines.finish();
  if (lines.count < MIN_LINE_RECORDS) return null;
  return { trajectory: sink.finish(warnings), redactions, agentIds };
}
