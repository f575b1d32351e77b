/** Bench child: one way of parsing a transcript, in its own process; prints timing and peak memory as JSON. */
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { loadTranscript } from "../src/transcript/index.js";
import { streamJsonLines } from "../src/transcript/stream.js";
import { verify } from "../src/verify.js";

/** The streaming bare loop's read size: the loader's own piece size, so both read the file the same way. */
const STREAM_PIECE_BYTES = 64 * 1024;

/** `verify --no-llm` reads files up to the CLI's limit; the bench's 1 GB session is past it. */
const BENCH_MAX_TRANSCRIPT_BYTES = 4 * 1024 * 1024 * 1024;

const [path, mode] = process.argv.slice(2) as [string, string];
// what the process holds before reading (Node and the loaded bundle): not the parse's own memory
const startRssMb = process.memoryUsage().rss / (1024 * 1024);
const started = process.hrtime.bigint();
if (mode === "baseline") {
  let records = 0;
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line === "") continue;
    JSON.parse(line);
    records += 1;
  }
  report({ records });
} else if (mode === "baseline-stream") {
  report({ records: parseLinesStreaming(path) });
} else if (mode === "no-redaction") {
  // the loader's own work: reading, records and the reader, without the secret redaction pass
  const read = streamJsonLines(path, path, { redact: false });
  if (read === null) throw new Error(`${path}: not JSON lines`);
  const trajectory = read.trajectory;
  report({ records: trajectory.meta.records, toolCalls: trajectory.toolCalls.length });
} else if (mode === "verify") {
  // the whole of `verify --no-llm`: load, checks, verdict, report and comment
  const verified = await verify({ transcriptPath: path, noLlm: true, maxTranscriptBytes: BENCH_MAX_TRANSCRIPT_BYTES });
  const trajectory = verified.trajectory;
  if (trajectory === null) throw new Error(`${path}: ${verified.inputError}`);
  const { records } = trajectory.meta;
  report({ records, toolCalls: trajectory.toolCalls.length, format: trajectory.format, redactions: verified.report.redactions });
} else {
  const loaded = await loadTranscript(path);
  report({ records: loaded.trajectory.meta.records, toolCalls: loaded.trajectory.toolCalls.length, format: loaded.trajectory.format });
}

/**
 * The bare loop read line by line: 64 KB pieces, each line JSON.parse'd, nothing kept. It never holds the
 * whole text, so it does not pay the page faults of a 100 MB string that the whole-file loop pays.
 */
function parseLinesStreaming(file: string): number {
  const fd = openSync(file, "r");
  const piece = Buffer.allocUnsafe(STREAM_PIECE_BYTES);
  const decoder = new StringDecoder("utf8");
  let rest = "";
  let records = 0;
  const parse = (line: string): void => {
    if (line === "") return;
    JSON.parse(line);
    records += 1;
  };
  try {
    for (let read = readSync(fd, piece); read > 0; read = readSync(fd, piece)) {
      const lines = (rest + decoder.write(piece.subarray(0, read))).split("\n");
      rest = lines.pop() ?? "";
      lines.forEach(parse);
    }
  } finally {
    closeSync(fd);
  }
  parse(rest + decoder.end());
  return records;
}

function report(extra: Record<string, unknown>): void {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ mode, ms, peakRssMb, startRssMb, keptHeapMb: keptHeapMb(), ...extra }));
}

/** The heap the load keeps (its trajectory), after a full GC: taken after the timing and the peak. */
function keptHeapMb(): number {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  return process.memoryUsage().heapUsed / (1024 * 1024);
}
