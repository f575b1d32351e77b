/**
 * Redaction of the texts a session's trajectory keeps, `REDACT_PASSES` times over (3 unless told): for a profile
 * (`node --cpu-prof`) or an instruction count (callgrind) of the warm rules, without the loader's first runs. Passes
 * less one give a warm pass's cost (bench/RESULTS.md, Runs 66–67). Build as parse.bench.mjs builds its entry (ncc).
 */
import { streamJsonLines } from "../src/transcript/stream.js";
import { redactSecrets } from "../src/evidence/redact.js";

const PASSES = Number(process.env.REDACT_PASSES ?? 3);

const [path] = process.argv.slice(2) as [string];
const read = streamJsonLines(path, path, { redact: false });
if (read === null) throw new Error(`${path}: not JSON lines`);
const { messages, toolCalls } = read.trajectory;
const kept = [
  ...messages.map((message) => message.text),
  ...toolCalls.map(({ id, name, input, command }) => JSON.stringify({ id, name, input, command })),
  ...toolCalls.flatMap((call) => (call.output === null ? [] : [call.output])),
];
let redacted = 0;
for (let pass = 0; pass < PASSES; pass += 1) {
  const started = process.hrtime.bigint();
  redacted = kept.reduce((sum, text) => sum + redactSecrets(text).count, 0);
  console.log(`pass ${pass + 1}: ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(0)} ms`);
}
console.log(`${kept.length} texts, ${kept.reduce((sum, text) => sum + text.length, 0)} chars, ${redacted} redacted`);
