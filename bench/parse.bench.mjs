// Parse speed at scale: a synthetic Codex rollout of TARGET_MB is parsed by the project's loader and by a
// bare JSON.parse-every-line loop, each in its own process so peak memory is its own. Run: npm run bench
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The session size the issue asks for. */
const TARGET_MB = Number(process.env.BENCH_MB ?? 100);
/** Runs per mode, interleaved; the median is reported so one slow run (GC, a busy machine) does not decide. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MODES = ["baseline", "parse", "no-redaction"];
/** The bar: the loader may take at most this many times the bare loop. */
const MAX_RATIO = 2;

const dir = mkdtempSync(join(tmpdir(), "agent-verdict-bench-"));
try {
  const entry = bundleEntry(dir);
  const session = join(dir, "rollout-bench.jsonl");
  writeSession(session, TARGET_MB * 1024 * 1024);
  const sizeMb = statSync(session).size / (1024 * 1024);
  const runs = Object.fromEntries(MODES.map((mode) => [mode, []]));
  for (let round = 0; round < RUNS; round += 1) for (const mode of MODES) runs[mode].push(run(entry, session, mode));
  const [baseline, parse, bare] = MODES.map((mode) => median(runs[mode]));
  const ratio = parse.ms / baseline.ms;
  console.log(`session: ${sizeMb.toFixed(1)} MB, ${parse.records} lines, ${parse.toolCalls} tool calls (${parse.format})`);
  console.log(`bare JSON.parse loop:        ${baseline.ms.toFixed(0)} ms, peak RSS ${baseline.peakRssMb.toFixed(0)} MB${kept(baseline)}`);
  console.log(`agent-verdict parse:         ${parse.ms.toFixed(0)} ms, peak RSS ${parse.peakRssMb.toFixed(0)} MB${kept(parse)}`);
  console.log(`  of which without redaction: ${bare.ms.toFixed(0)} ms, peak RSS ${bare.peakRssMb.toFixed(0)} MB${kept(bare)}`);
  console.log(`memory bar (peak RSS at most the file's ${sizeMb.toFixed(0)} MB): ${parse.peakRssMb <= sizeMb ? "OK" : "OVER"}`);
  const added = (result) => result.peakRssMb - result.startRssMb;
  console.log(
    `memory the load adds (peak RSS minus the ${parse.startRssMb.toFixed(0)} MB the process holds before reading): `
      + `${added(parse).toFixed(0)} MB, ${added(parse) <= sizeMb ? "OK" : "OVER"}; the bare loop adds ${added(baseline).toFixed(0)} MB`,
  );
  console.log(`ratio: ${ratio.toFixed(2)}x (bar: ${MAX_RATIO}x) ${ratio <= MAX_RATIO ? "OK" : "OVER"}; without redaction ${(bare.ms / baseline.ms).toFixed(2)}x`);
  console.log(`node ${process.version}, ${RUNS} interleaved runs per mode, medians`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** The loader is TypeScript; ncc (already a dev dependency) compiles it to one file for plain node. */
function bundleEntry(into) {
  const out = join(into, "entry");
  execFileSync("npx", ["ncc", "build", "bench/parse-entry.ts", "-o", out, "--quiet", "--target", "es2022"], { stdio: "inherit" });
  return join(out, "index.js");
}

function run(entry, session, mode) {
  const output = execFileSync(process.execPath, [entry, session, mode], { encoding: "utf8", maxBuffer: 1 << 20 });
  return JSON.parse(output.trim().split("\n").pop());
}

/** The heap still held after the load and a full GC: what the trajectory itself keeps. */
function kept(result) {
  return `, heap kept after GC ${result.keptHeapMb.toFixed(0)} MB`;
}

function median(results) {
  return [...results].sort((a, b) => a.ms - b.ms)[Math.floor(results.length / 2)];
}

/** A realistic mix per turn: a call, its output (a few KB), reasoning, token counts, a message. */
function writeSession(path, bytes) {
  const fd = openSync(path, "w");
  let written = 0;
  const line = (type, payload) => {
    const text = `${JSON.stringify({ timestamp: "2026-01-01T00:00:00.000Z", type, payload })}\n`;
    writeSync(fd, text);
    written += Buffer.byteLength(text);
  };
  line("session_meta", { id: "bench", cwd: "/repo", cli_version: "0.125.0" });
  line("response_item", { type: "message", role: "user", content: [{ type: "input_text", text: "make the tests pass" }] });
  for (let turn = 0; written < bytes; turn += 1) {
    const id = `call_${turn}`;
    const cmd = turn % 7 === 0 ? `sed -i 's/a/b/' src/file${turn}.ts` : `npm test -- --grep case${turn}`;
    line("response_item", { type: "reasoning", summary: [], encrypted_content: "gAAAA".repeat(200 + (turn % 50)) });
    line("response_item", { type: "function_call", name: "exec_command", arguments: JSON.stringify({ cmd, workdir: "/repo" }), call_id: id });
    line("event_msg", { type: "token_count", info: { total_token_usage: { input_tokens: turn * 100, output_tokens: turn } } });
    const body = `PASS test/case${turn}.test.ts\n  ✓ works (3 ms)\n`.repeat(40 + (turn % 120));
    line("response_item", { type: "function_call_output", call_id: id, output: `Chunk ID: ab\nWall time: 0.5 seconds\nProcess exited with code ${turn % 5 === 0 ? 1 : 0}\nOutput:\n${body}` });
    line("event_msg", { type: "exec_command_end", call_id: id, exit_code: turn % 5 === 0 ? 1 : 0 });
    if (turn % 10 === 0) line("response_item", { type: "message", role: "assistant", content: [{ type: "output_text", text: `Progress at turn ${turn}.` }] });
  }
  closeSync(fd);
}
