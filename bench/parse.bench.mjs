// Start-up and parse at scale: the bundles' start as a ratio to bare node (bench/startup.mjs), then a
// synthetic Claude Code session and Codex rollout of TARGET_MB each parsed by the project's loader and
// by a bare JSON.parse-every-line loop, each in its own process so peak memory is its own. Run: npm run bench
import { execFileSync } from "node:child_process";
import { closeSync, cpSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eagerFactories } from "../scripts/eager-factories.mjs";
import { MAX_START_RATIO, measureStartup } from "./startup.mjs";
import { writeWordRichClaudeSession } from "./word-session.mjs";

/** The session size the issue asks for. */
const TARGET_MB = Number(process.env.BENCH_MB ?? 100);
/** Runs per mode, interleaved; the median is reported so one slow run (GC, a busy machine) does not decide. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * What is timed: the bare loop (whole file, then split), the loader, the loader without redaction, all of
 * `verify --no-llm`, and the bare loop read line by line in pieces (the stricter baseline on a machine where
 * holding the whole text costs page faults).
 */
const MODES = ["baseline", "parse", "no-redaction", "verify", "baseline-stream"];
/** The bar: the loader may take at most this many times the bare loop. */
const MAX_RATIO = 1.5;
/** The session formats written and parsed, in order (BENCH_FORMATS=codex-rollout to run one). */
const FORMATS = (process.env.BENCH_FORMATS ?? "claude-code-words,claude-code-jsonl,codex-rollout").split(",");
/** What to measure (BENCH_PARTS=parse skips the start-up runs, which need a built dist/). */
const PARTS = (process.env.BENCH_PARTS ?? "startup,parse").split(",");
const WRITERS = { "codex-rollout": writeCodexRollout, "claude-code-jsonl": writeClaudeSession, "claude-code-words": writeWordRichClaudeSession };

if (PARTS.includes("startup")) await startup();

const dir = mkdtempSync(join(tmpdir(), "agent-verdict-bench-"));
if (PARTS.includes("parse")) try {
  const entry = bundleEntry(dir);
  for (const format of PARTS.includes("parse") ? FORMATS : []) {
    const session = join(dir, `${format}-bench.jsonl`);
    WRITERS[format](session, TARGET_MB * 1024 * 1024);
    measureParse(entry, session);
    rmSync(session);
  }
  console.log(`node ${process.version}, ${RUNS} interleaved runs per mode, medians`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function measureParse(entry, session) {
  const sizeMb = statSync(session).size / (1024 * 1024);
  const runs = Object.fromEntries(MODES.map((mode) => [mode, []]));
  for (let round = 0; round < RUNS; round += 1) for (const mode of MODES) runs[mode].push(run(entry, session, mode));
  const [wholeFile, parse, bare, verified, streamed] = MODES.map((mode) => median(runs[mode]));
  // the ratios are to the faster of the two bare loops, so a slow baseline cannot make the loader look fast
  const baseline = wholeFile.ms <= streamed.ms ? wholeFile : streamed;
  const ratio = parse.ms / baseline.ms;
  console.log(`\nsession: ${sizeMb.toFixed(1)} MB, ${parse.records} lines, ${parse.toolCalls} tool calls (${parse.format})`);
  console.log(`bare JSON.parse loop:        ${wholeFile.ms.toFixed(0)} ms, peak RSS ${wholeFile.peakRssMb.toFixed(0)} MB${kept(wholeFile)}`);
  console.log(`  the same, line by line:    ${streamed.ms.toFixed(0)} ms, peak RSS ${streamed.peakRssMb.toFixed(0)} MB${kept(streamed)}`);
  console.log(`ratios below are to the faster: the ${baseline === wholeFile ? "whole-file" : "line-by-line"} loop`);
  console.log(`agent-verdict parse:         ${parse.ms.toFixed(0)} ms, peak RSS ${parse.peakRssMb.toFixed(0)} MB${kept(parse)}`);
  console.log(`  of which without redaction: ${bare.ms.toFixed(0)} ms, peak RSS ${bare.peakRssMb.toFixed(0)} MB${kept(bare)}`);
  console.log(`verify --no-llm:             ${verified.ms.toFixed(0)} ms, peak RSS ${verified.peakRssMb.toFixed(0)} MB${kept(verified)}, ${verified.redactions} redactions`);
  const rssRatio = parse.peakRssMb / sizeMb;
  console.log(`peak RSS / file size: ${rssRatio.toFixed(2)}x (bar: 1.0x) ${rssRatio <= 1 ? "OK" : "OVER"}`);
  const added = (result) => result.peakRssMb - result.startRssMb;
  console.log(
    `memory the load adds (peak RSS minus the ${parse.startRssMb.toFixed(0)} MB the process holds before reading): `
      + `${added(parse).toFixed(0)} MB, ${added(parse) <= sizeMb ? "OK" : "OVER"}; the bare loop adds ${added(baseline).toFixed(0)} MB`,
  );
  console.log(`ratio: ${ratio.toFixed(2)}x (bar: ${MAX_RATIO}x) ${ratio <= MAX_RATIO ? "OK" : "OVER"}; without redaction ${(bare.ms / baseline.ms).toFixed(2)}x`);
  const verifyRatio = verified.ms / baseline.ms;
  console.log(`verify --no-llm ratio: ${verifyRatio.toFixed(2)}x (bar: ${MAX_RATIO}x) ${verifyRatio <= MAX_RATIO ? "OK" : "OVER"}`);
}

/** The loader is TypeScript; ncc (already a dev dependency) compiles it to one file (and its chunks) for plain node. */
function bundleEntry(into) {
  const out = join(into, "entry");
  execFileSync("npx", ["ncc", "build", "bench/parse-entry.ts", "-o", out, "--quiet", "--target", "es2022"], { stdio: "inherit" });
  // its module factories made eager as the build makes the shipped bundles' (scripts/eager-factories.mjs)
  for (const file of readdirSync(out).filter((name) => name.endsWith(".js"))) {
    writeFileSync(join(out, file), eagerFactories(readFileSync(join(out, file), "utf8")));
  }
  // the judge's presets are read from ../criteria beside the bundle, as the build ships them
  cpSync("criteria", join(into, "criteria"), { recursive: true });
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
function writeCodexRollout(path, bytes) {
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

/** Start-up of the committed bundles (run `npm run build` first), as ratios to a bare node start. */
async function startup() {
  const { node, help, skipped } = await measureStartup(RUNS);
  const line = (label, result) => {
    const ratio = result.ms / node.ms;
    const rss = result.peakRssMb === null ? "" : `, peak RSS ${result.peakRssMb.toFixed(0)} MB`;
    return `${label} ${result.ms.toFixed(0)} ms${rss}: ${ratio.toFixed(2)}x node -e 0 (bar: ${MAX_START_RATIO}x) ${ratio <= MAX_START_RATIO ? "OK" : "OVER"}`;
  };
  console.log(`node -e 0:                   ${node.ms.toFixed(0)} ms${node.peakRssMb === null ? "" : `, peak RSS ${node.peakRssMb.toFixed(0)} MB`}`);
  console.log(line("dist/cli.js --help:         ", help));
  console.log(line("action, PR skipped by gate: ", skipped));
}

/**
 * A Claude Code session log as ~/.claude/projects writes it: per turn an assistant line (a signed
 * thinking block now and then, one tool_use) and a user line with the tool_result, whose output the
 * envelope repeats in `toolUseResult`; usage counts; an assistant message every tenth turn.
 */
function writeClaudeSession(path, bytes) {
  const fd = openSync(path, "w");
  let written = 0;
  let parent = null;
  const line = (type, extra) => {
    const uuid = `00000000-0000-4000-8000-${String(written).padStart(12, "0")}`;
    const envelope = { parentUuid: parent, isSidechain: false, userType: "external", cwd: "/repo", sessionId: "bench-session", version: "2.0.14", gitBranch: "main", type, ...extra, uuid, timestamp: "2026-01-01T00:00:00.000Z" };
    const text = `${JSON.stringify(envelope)}\n`;
    writeSync(fd, text);
    written += Buffer.byteLength(text);
    parent = uuid;
  };
  const usage = (turn) => ({ input_tokens: 4, cache_creation_input_tokens: turn % 300, cache_read_input_tokens: turn * 90, output_tokens: 120, service_tier: "standard" });
  line("user", { message: { role: "user", content: "make the tests pass" } });
  for (let turn = 0; written < bytes; turn += 1) {
    const id = `toolu_01${String(turn).padStart(22, "0")}`;
    const message = (content) => ({ id: `msg_01${String(turn).padStart(22, "0")}`, type: "message", role: "assistant", model: "claude-sonnet-4-5-20250929", content, stop_reason: null, stop_sequence: null, usage: usage(turn) });
    if (turn % 3 === 0) line("assistant", { message: message([{ type: "thinking", thinking: `Checking case ${turn} next.`, signature: "EqQBCkYIBxgCKkA".repeat(40 + (turn % 30)) }]), requestId: `req_${turn}` });
    const command = turn % 7 === 0 ? `sed -i 's/a/b/' src/file${turn}.ts` : `npm test -- --grep case${turn}`;
    line("assistant", { message: message([{ type: "tool_use", id, name: "Bash", input: { command, description: `Run case ${turn}` } }]), requestId: `req_${turn}` });
    const failed = turn % 5 === 0;
    const stdout = `PASS test/case${turn}.test.ts\n  ✓ works (3 ms)\n`.repeat(20 + (turn % 60));
    const content = failed ? `Exit code 1\n${stdout}` : stdout;
    line("user", { message: { role: "user", content: [{ tool_use_id: id, type: "tool_result", content, is_error: failed }] }, toolUseResult: { stdout, stderr: "", interrupted: false, isImage: false } });
    if (turn % 10 === 0) line("assistant", { message: message([{ type: "text", text: `Progress at turn ${turn}.` }]), requestId: `req_${turn}` });
  }
  closeSync(fd);
}
