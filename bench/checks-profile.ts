/**
 * Where the checks' time goes on a session, apart from its load: the trajectory is loaded once (with
 * redaction, as `verify` loads it), then the checks stage (`checkContext`, `runChecks`) runs on fresh
 * copies of it, so that the caches keyed by the trajectory start cold as in one `verify`. The first
 * pass is the one a `verify` pays; a hash of the checks' JSON shows two builds reading alike.
 * Build and run as parse.bench.mjs does its entry: ncc build bench/checks-profile.ts, then node it.
 */
import { createHash } from "node:crypto";
import { loadTranscript } from "../src/transcript/index.js";
import { checkContext } from "../src/checks/context.js";
import { runChecks } from "../src/checks/index.js";

/** Passes over the stage; the first (cold) and the fastest are reported. */
const PASSES = Number(process.env.PROFILE_PASSES ?? 5);
/** `verify --no-llm` reads files up to the CLI's limit; the bench's sessions may be past it. */
const PROFILE_MAX_BYTES = 4 * 1024 * 1024 * 1024;

const [path] = process.argv.slice(2) as [string];
const loaded = await loadTranscript(path, undefined, { maxBytes: PROFILE_MAX_BYTES });
const times: number[] = [];
let digest = "";
for (let pass = 0; pass < PASSES; pass += 1) {
  const trajectory = structuredClone(loaded.trajectory);
  const started = process.hrtime.bigint();
  const context = checkContext(trajectory, null, null);
  const checks = runChecks(context);
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
  digest = createHash("sha256").update(JSON.stringify({ runs: context.runs, checks })).digest("hex").slice(0, 16);
}
const fastestMs = Math.round(Math.min(...times));
console.log(JSON.stringify({ firstMs: Math.round(times[0]!), fastestMs, times: times.map(Math.round), digest }));
