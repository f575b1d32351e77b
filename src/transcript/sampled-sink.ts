import type { Trajectory } from "../model.js";
import { chooseReader } from "./detect.js";
import type { RecordItem } from "./lines.js";
import type { PartlyRead } from "./partial-member.js";
import type { FormatReader, RecordSink } from "./reader.js";
import type { Records } from "./records.js";

/** Records detection looks at before the reader is chosen: enough to see every kind of line near the start. */
export const SAMPLE_RECORDS = 500;
/** ...or this much line text, if reached first: a few huge lines are sample enough, and are held until chosen. */
export const SAMPLE_CHARS = 4 * 1024 * 1024;

/**
 * Takes JSON-lines records one at a time: holds the first ones as a sample, chooses the reader on
 * it, then passes every record to that reader. A transcript shorter than the sample is read exactly
 * as if held whole.
 */
export class SampledSink {
  private sample: RecordItem[] | null = [];
  private sampleChars = 0;
  private sink: RecordSink | null = null;

  constructor(
    private readonly source: string,
    private readonly format?: string,
  ) {}

  /** What the chosen reader reads only in part; nothing while the sample (read whole) is taken. */
  get partlyRead(): PartlyRead | null {
    return this.sink?.partlyRead ?? null;
  }

  add(record: RecordItem, chars: number): void {
    if (this.sink !== null) return this.sink.add(record);
    this.sample!.push(record);
    this.sampleChars += chars;
    if (this.sample!.length >= SAMPLE_RECORDS || this.sampleChars >= SAMPLE_CHARS) this.choose();
  }

  finish(warnings: string[]): Trajectory {
    if (this.sink !== null) return this.sink.finish(warnings);
    const records: Records = { shape: "lines", items: this.sample!, warnings };
    return chooseReader(records, this.source, this.format).read(records);
  }

  private choose(): void {
    const head: Records = { shape: "lines", items: this.sample!, warnings: [] };
    const reader = chooseReader(head, this.source, this.format);
    this.sink = reader.stream?.(head) ?? new HeldSink(reader);
    for (const record of this.sample!) this.sink.add(record);
    this.sample = null;
  }
}

/** For a reader that needs all records at once (a chat message dump): holds them, then reads. */
class HeldSink implements RecordSink {
  private readonly items: RecordItem[] = [];

  constructor(private readonly reader: FormatReader) {}

  add(record: RecordItem): void {
    this.items.push(record);
  }

  finish(warnings: string[]): Trajectory {
    return this.reader.read({ shape: "lines", items: this.items, warnings });
  }
}
