// A word-rich synthetic Claude Code session: prose in the assistant's text, long tool outputs (source
// files read back, test logs, grep hits, diffs), as real sessions have. The other bench sessions repeat
// a few short lines; redaction rules anchored on words (`password`, `token`, `key`, `secret`, `auth`)
// cost little there and much more on text like this. Deterministic: a seeded generator.
import { closeSync, openSync, writeSync } from "node:fs";

/** Seed of the generator: the same file on every run and every machine. */
const SEED = 0x5eed;
/** Sentences per assistant message, at most. */
const MAX_SENTENCES = 9;
/** Lines of a file read back or a log, at most. */
const MAX_OUTPUT_LINES = 260;

const WORDS = (
  "the a of to and in is that for it with as on be this by are from or at not but which have an was "
  + "file test function value change check case error result output input line call step reader "
  + "parser build stage report comment judge verdict trajectory record session command shell tool "
  + "module import export type string number list map set default option flag config limit bound "
  + "first next last each every new old small large short long empty null missing wrong right "
  + "read write run pass fail skip keep drop move split join parse render redact match find "
  + "because so then when while after before until since if unless where why how what "
  + "token key secret password auth credentials login user name path branch commit diff patch "
  + "cache budget count size time memory queue worker request response header body status"
).split(" ");
/** Sentences with the credential words in their ordinary senses, as an agent writes them. */
const PHRASES = [
  "the token budget is spent before the last call",
  "each key of the map is a call id",
  "the password reset flow sends a mail",
  "it passes the tests now",
  "the secret scanning step runs in CI",
  "the auth middleware reads the session cookie",
  "the credentials file is read from the home folder",
  "the login form posts to the api",
  "the password is checked by the hash function",
  "we store the token in memory only",
  "the key is the path and the value is the count",
  "the API key comes from the environment",
];
const CODE = [
  "import { readFile } from \"node:fs/promises\";",
  "export function parseRecord(line: string): Record | null {",
  "  const token = await readToken(options.path);",
  "  const password = process.env.DB_PASSWORD ?? \"\";",
  "  if (key === undefined) return null;",
  "  for (const [key, value] of Object.entries(headers)) {",
  "    headers[key] = value.trim();",
  "  const secret = config.get(\"secret\");",
  "  return { user, password: hash(password), createdAt: new Date() };",
  "  auth: { type: \"bearer\", token: tokenFromEnv() },",
  "  password: z.string().min(8),",
  "  // the cache key is the SHA of the prompt and the model",
  "  const apiKey = resolveApiKey(env);",
  "}",
  "",
];
const LOG = [
  "PASS test/transcript/reader.test.ts (1.2 s)",
  "  ✓ reads a session with a token count (3 ms)",
  "  ✓ keeps the password field out of the report (2 ms)",
  "FAIL test/checks/verification.test.ts",
  "  ● verification › finds the test command after the last edit",
  "    Expected: \"pass\"",
  "    Received: \"fail\"",
  "src/evidence/redact.ts:42:  const token = match.groups?.secret;",
  "src/judge/client.ts:88:    headers: { authorization: `Bearer ${apiKey}` },",
  "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.",
  "Tests:       2 failed, 148 passed, 150 total",
];

function generator(seed) {
  let state = seed >>> 0;
  // mulberry32: small, fast, and good enough for text that only needs to look varied
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  return { int, pick };
}

/** Writes a session of about `bytes` bytes to `path`. */
export function writeWordRichClaudeSession(path, bytes) {
  const random = generator(SEED);
  const sentence = () => {
    if (random.int(4) === 0) return `${random.pick(PHRASES)}.`;
    const words = Array.from({ length: 6 + random.int(14) }, () => random.pick(WORDS));
    return `${words.join(" ")}.`.replace(/^./, (first) => first.toUpperCase());
  };
  const prose = () => Array.from({ length: 1 + random.int(MAX_SENTENCES) }, sentence).join(" ");
  const lines = (from, count) => Array.from({ length: count }, () => random.pick(from));
  const fileRead = () => lines(CODE, 20 + random.int(MAX_OUTPUT_LINES)).map((text, index) => `${String(index + 1).padStart(6)}→${text}`).join("\n");
  const log = () => lines(LOG, 20 + random.int(MAX_OUTPUT_LINES)).join("\n");

  const fd = openSync(path, "w");
  let written = 0;
  let parent = null;
  const line = (type, extra) => {
    const uuid = `00000000-0000-4000-8000-${String(written).padStart(12, "0")}`;
    const envelope = { parentUuid: parent, isSidechain: false, userType: "external", cwd: "/repo", sessionId: "bench-words", version: "2.0.14", gitBranch: "main", type, ...extra, uuid, timestamp: "2026-01-01T00:00:00.000Z" };
    const text = `${JSON.stringify(envelope)}\n`;
    writeSync(fd, text);
    written += Buffer.byteLength(text);
    parent = uuid;
  };
  const usage = (turn) => ({ input_tokens: 4, cache_creation_input_tokens: turn % 300, cache_read_input_tokens: turn * 90 });
  line("user", { message: { role: "user", content: `Fix the failing tests. ${prose()}` } });
  for (let turn = 0; written < bytes; turn += 1) {
    const id = `toolu_01${String(turn).padStart(22, "0")}`;
    const message = (content) => ({ id: `msg_01${String(turn).padStart(22, "0")}`, type: "message", role: "assistant", model: "claude-sonnet-4-5-20250929", content, stop_reason: null, stop_sequence: null, usage: usage(turn) });
    line("assistant", { message: message([{ type: "text", text: prose() }]), requestId: `req_${turn}` });
    if (turn % 4 === 0) {
      const filePath = `/repo/src/stage${turn % 37}/module${turn % 11}.ts`;
      const content = fileRead();
      line("assistant", { message: message([{ type: "tool_use", id, name: "Read", input: { file_path: filePath } }]), requestId: `req_${turn}` });
      line("user", { message: { role: "user", content: [{ tool_use_id: id, type: "tool_result", content }] }, toolUseResult: { type: "text", file: { filePath, content, numLines: content.split("\n").length, startLine: 1 } } });
    } else {
      const command = turn % 3 === 0 ? `grep -rn "token" src/ | head -200` : `npm test -- test/case${turn % 50}.test.ts`;
      const stdout = log();
      line("assistant", { message: message([{ type: "tool_use", id, name: "Bash", input: { command, description: sentence() } }]), requestId: `req_${turn}` });
      line("user", { message: { role: "user", content: [{ tool_use_id: id, type: "tool_result", content: stdout, is_error: false }] }, toolUseResult: { stdout, stderr: "", interrupted: false, isImage: false } });
    }
    if (turn % 25 === 0) line("user", { message: { role: "user", content: prose() } });
  }
  closeSync(fd);
}
