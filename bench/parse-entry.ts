/** Bench child: one way of parsing a transcript, in its own process; prints timing and peak memory as JSON. */
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { loadTranscript } from "../src/transcript/index.js";
import { streamJsonLines } from "../src/transcript/stream.js";

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
  const read = streamJsonLines(path, path, { redact: (text) => ({ text, count: 0 }) });
  if (read === null) throw new Error(`${path}: not JSON lines`);
  const trajectory = read.trajectory;
  report({ records: trajectory.meta.records, toolCalls: trajectory.toolCalls.length });
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
