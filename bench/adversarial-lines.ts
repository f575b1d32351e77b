/**
 * Redaction's cost on adversarial lines (issue 23): one long line made of a credential's word or a
 * flag repeated, of `=` or quotes, of base64, and a 1 MB single-line JSON. Each case is timed at 1x,
 * 2x and 4x its base size in one run; a linear rule takes about 2x and 4x the time at 1x. The time
 * is also given against a bare `JSON.parse` of the same text as a JSON string, the loader's own scale.
 * Build and run as parse.bench.mjs does its entry: ncc build bench/adversarial-lines.ts, then node it
 * (ADVERSARIAL_FINDERS=1 also times each finder alone and prints the costliest).
 */
import { redactSecrets, SPAN_FINDERS } from "../src/evidence/redact.js";

/** The base size of each line, in characters; the issue measured 12.5, 25 and 50 KB. */
const BASE_CHARS = Number(process.env.ADVERSARIAL_KB ?? 12.5) * 1024;
/** The single-line JSON's base: 4x is the 1 MB document the issue names. */
const JSON_BASE_CHARS = 256 * 1024;
/** The multiples of the base size timed. */
const SCALES = [1, 2, 4];
/** Passes per size; the fastest is reported, so a busy machine disturbs less. */
const PASSES = Number(process.env.ADVERSARIAL_PASSES ?? 3);
/** How many of the costliest finders are printed per case. */
const TOP_FINDERS = 4;

/** `unit` repeated to at least `chars` characters. */
const repeat = (unit: string, chars: number) => unit.repeat(Math.ceil(chars / unit.length));
/** Deterministic base64-looking text (a linear congruential generator; no randomness between runs). */
function base64(chars: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let seed = 12345;
  let out = "";
  for (let at = 0; at < chars; at += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += alphabet[seed % 64];
  }
  return out;
}
/** A single-line JSON document of records with credential-named keys, the shape of a dumped config. */
function singleLineJson(chars: number): string {
  const records: object[] = [];
  let length = 2;
  for (let at = 0; length < chars; at += 1) {
    const record = { id: at, name: `service-${at}`, password_hint: "see vault", token: "${TOKEN}", secret: at % 7 === 0 ? "s3cr3t-Value-9x" : "", note: "the password is rotated weekly" };
    records.push(record);
    length += JSON.stringify(record).length + 1;
  }
  return JSON.stringify(records);
}

const CASES: ReadonlyArray<readonly [string, (chars: number) => string, number?]> = [
  ["password= repeated", (chars) => repeat("password=", chars)],
  ["secret= repeated", (chars) => repeat("secret=", chars)],
  ["token: repeated", (chars) => repeat("token: ", chars)],
  ["-p repeated", (chars) => repeat("-p ", chars)],
  ["= repeated", (chars) => repeat("=", chars)],
  ["quotes repeated", (chars) => repeat("\"'", chars)],
  ["password word and spaces", (chars) => repeat("password ", chars)],
  ["password: and a word", (chars) => repeat("password: hunter ", chars)],
  ["Bearer repeated", (chars) => repeat("Authorization: Bearer ", chars)],
  ["query of tokens", (chars) => repeat("token=abc&", chars)],
  ["escaped quotes", (chars) => repeat('\\"', chars)],
  ["mysql and -p repeated", (chars) => `mysql ${repeat("-p ", chars)}`],
  ["base64 run", base64],
  ["single-line JSON", singleLineJson, JSON_BASE_CHARS],
];

function fastest(work: () => void): number {
  let best = Infinity;
  for (let pass = 0; pass < PASSES; pass += 1) {
    const started = process.hrtime.bigint();
    work();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
  }
  return best;
}

// one pass over every case first, so the first case's times are not the compiler's
for (const [, make, base = BASE_CHARS] of CASES) redactSecrets(make(base));
console.log(`times are the fastest of ${PASSES}; per size: redactSecrets' time (time at Nx / time at 1x, time / JSON.parse of the text as a string)`);
for (const [label, make, base = BASE_CHARS] of CASES) {
  const times = SCALES.map((scale) => {
    const text = make(base * scale);
    const encoded = JSON.stringify(text);
    const parse = fastest(() => JSON.parse(encoded));
    const redact = fastest(() => redactSecrets(text));
    return { scale, chars: text.length, parse, redact };
  });
  const [one] = times;
  const cells = times.map(({ scale, redact, parse }) => `${scale}x ${redact.toFixed(1)} ms (${(redact / one!.redact).toFixed(2)}, ${(redact / parse).toFixed(0)}x parse)`);
  console.log(`${label.padEnd(26)} ${(base / 1024).toFixed(1).padStart(6)} K  ${cells.join("  ")}`);
  if (process.env.ADVERSARIAL_FINDERS !== "1") continue;
  // each finder alone at 1x and at the largest size: the costliest, and any whose time grows faster than its input
  const [small, large] = [make(base), make(base * SCALES[SCALES.length - 1]!)];
  const rows = SPAN_FINDERS.map(({ name, find }) => ({ name, one: fastest(() => find(small)), most: fastest(() => find(large)) }));
  const shown = rows.sort((a, b) => b.most - a.most).slice(0, TOP_FINDERS);
  console.log(`  costliest: ${shown.map(({ name, one, most }) => `${name} ${one.toFixed(1)} -> ${most.toFixed(1)} ms`).join(", ")}`);
}
