import type { FormatId, Trajectory } from "../model.js";
import type { RecordItem } from "./lines.js";
import type { Records } from "./records.js";
import type { PartlyRead } from "./partial-member.js";

/** One transcript format: recognizes its records and reads them into a trajectory. */
export interface FormatReader {
  id: FormatId;
  detect(records: Records): boolean;
  read(records: Records): Trajectory;
  /**
   * For formats written as JSON lines: a reader that takes the records one at a time, so a large
   * session is never held whole. `head` is the sample detection saw (its first records).
   */
  stream?(head: Records): RecordSink;
}

/** Takes a transcript's records in order, once each, and builds the trajectory at the end. */
export interface RecordSink {
  add(record: RecordItem): void;
  /** `warnings` are the reading warnings of the records (unparsable lines, long lines). */
  finish(warnings: string[]): Trajectory;
  /** A member of its records it reads only some fields of: the loader may keep only those. */
  partlyRead?: PartlyRead;
}

/**
 * A format written as JSON lines: records held whole are read through the same sink as streamed
 * ones, so both paths build the same trajectory.
 */
export function lineFormat(id: FormatId, detect: FormatReader["detect"], sink: (head: Records) => RecordSink): FormatReader {
  return {
    id,
    detect,
    read: (records) => {
      const reader = sink(records);
      for (const record of records.items) reader.add(record);
      return reader.finish(records.warnings);
    },
    stream: sink,
  };
}
