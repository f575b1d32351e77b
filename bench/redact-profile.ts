/**
 * Where redaction's time goes, rule by rule: reads a session in the loader's pieces and times each
 * finder of src/evidence/redact.ts on every piece, alone, then the whole redaction and a bare
 * JSON.parse of the same lines for scale. Run: node bench/redact-profile.mjs <session.jsonl>
 */
import { lineChunks } from "../src/transcript/line-chunks.js";
import { redactSecrets, SPAN_FINDERS } from "../src/evidence/redact.js";

/** Passes over the pieces per finder; the fastest is reported, so a busy machine disturbs less. */
const PASSES = Number(process.env.PROFILE_PASSES ?? 3);

const [path] = process.argv.slice(2) as [string];
const chunks = [...lineChunks(path)];

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
const whole = fastest(() => chunks.reduce((sum, chunk) => sum + redactSecrets(chunk).count, 0));
const rows = SPAN_FINDERS.map(({ name, find }) => ({ name, ...fastest(() => chunks.reduce((sum, chunk) => sum + find(chunk).length, 0)) }));
console.log(`${chunks.length} pieces; JSON.parse of every line ${parse.ms.toFixed(0)} ms (${parse.found} lines)`);
console.log(`redactSecrets, every rule: ${whole.ms.toFixed(0)} ms, ${whole.found} spans`);
for (const row of rows.sort((a, b) => b.ms - a.ms)) console.log(`${row.name.padEnd(34)} ${row.ms.toFixed(1).padStart(8)} ms ${String(row.found).padStart(8)} spans`);
