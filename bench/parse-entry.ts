/** Bench child: one way of parsing a transcript, in its own process; prints timing and peak memory as JSON. */
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { loadTranscript } from "../src/transcript/index.js";
import { streamJsonLines } from "../src/transcript/stream.js";
import { verify } from "../src/verify.js";

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
