/**
 * Where redaction's time goes, rule by rule, on a session: each finder of src/evidence/redact.ts
 * timed alone (1) on every byte, in the loader's 64 KB pieces, as redaction ran before Run 14, and
 * (2) on what the trajectory keeps, which is what the loader redacts now (kept-redaction.ts): the
 * messages, the calls as JSON, and the outputs as the budget leaves them (the kept ends, without
 * the margins redact-ends.ts adds). A bare JSON.parse of the same lines gives the scale.
 * Build and run as parse.bench.mjs does its entry: ncc build bench/redact-profile.ts, then node it.
 */
import { lineChunkBytes } from "../src/transcript/line-chunks.js";
import { streamJsonLines } from "../src/transcript/stream.js";
import { redactSecrets, SPAN_FINDERS } from "../src/evidence/redact.js";

/** Passes over the texts per finder; the fastest is reported, so a busy machine disturbs less. */
const PASSES = Number(process.env.PROFILE_PASSES ?? 3);

const [path] = process.argv.slice(2) as [string];
// each piece is a view of one buffer, valid until the next: decoded as it comes
const chunks = Array.from(lineChunkBytes(path), (piece) => piece.toString("utf8"));
const read = streamJsonLines(path, path, { redact: false });
if (read === null) throw new Error(`${path}: not JSON lines`);
const { messages, toolCalls } = read.trajectory;
const kept = [
  ...messages.map((message) => message.text),
  ...toolCalls.map(({ id, name, input, command }) => JSON.stringify({ id, name, input, command })),
  ...toolCalls.flatMap((call) => (call.output === null ? [] : [call.output])),
];

function fastest(work: () => number): { ms: number; found: number } {
  let best = { ms: Infinity, found: 0 };
  for (let pass = 0; pass < PASSES; pass += 1) {
    const started = process.hrtime.bigint();
    const found = work();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (ms < best.ms) best = { ms, found };
  }
  return best;
}

const parse = fastest(() => {
  let records = 0;
  for (const chunk of chunks) {
    for (const line of chunk.split("\n")) {
      if (line === "") continue;
      JSON.parse(line);
      records += 1;
    }
  }
  return records;
});
const megabytes = (texts: string[]) => (texts.reduce((sum, text) => sum + text.length, 0) / (1024 * 1024)).toFixed(1);
console.log(`JSON.parse of every line: ${parse.ms.toFixed(0)} ms (${parse.found} lines)`);
for (const [label, texts] of [["every byte, 64 KB pieces", chunks], ["what the trajectory keeps", kept]] as const) {
  const whole = fastest(() => texts.reduce((sum, text) => sum + redactSecrets(text).count, 0));
  console.log(`\n${label}: ${texts.length} texts, ${megabytes([...texts])}M chars; redactSecrets, every rule: ${whole.ms.toFixed(0)} ms`);
  const rows = SPAN_FINDERS.map(({ name, find }) => ({ name, ...fastest(() => texts.reduce((sum, text) => sum + find(text).length, 0)) }));
  for (const row of rows.sort((a, b) => b.ms - a.ms)) console.log(`${row.name.padEnd(34)} ${row.ms.toFixed(1).padStart(8)} ms ${String(row.found).padStart(8)} spans`);
}
