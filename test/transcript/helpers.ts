import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Trajectory } from "../../src/model.js";
import { parseTranscript } from "../../src/transcript/index.js";

export const FIXTURES = join(import.meta.dirname, "..", "fixtures");

export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, "transcripts", name), "utf8");
}

export function labeled(name: string): string {
  return readFileSync(join(FIXTURES, "labeled", name), "utf8");
}

/** Parses text as the CLI does (redaction, detection, reading). */
export function parse(raw: string, source = "test", format?: string): Trajectory {
  return parseTranscript(raw, source, format).trajectory;
}

export function jsonl(...values: unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join("\n");
}
