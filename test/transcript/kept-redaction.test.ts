import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseTranscript } from "../../src/transcript/index.js";
import { RECENT_OUTPUTS, RETAINED_OUTPUT_CHARS } from "../../src/transcript/output-budget.js";
import { streamJsonLines } from "../../src/transcript/stream.js";
import { jsonl } from "./helpers.js";

// Built at run time so that no scanner mistakes these test values for live credentials.
/** A random-looking value of its own: no 8-char piece of one is a piece of another. */
const secret = (seed: string) => `${seed}${[...seed].map((char, at) => `${char.charCodeAt(0) * (at + 7)}${"QwErTyUiOpAsDfGh"[at * 3]}`).join("")}`;
const SECRETS = {
  task: secret("Ta5k"),
  input: secret("In9t"),
  command: secret("Cm4d"),
  message: secret("Ms6g"),
  acrossHead: `ghp_${"a1B2c3D4e5".repeat(3)}x9Y8z7`,
  insideHead: secret("Hd3a"),
  acrossTail: secret("Tl7b"),
  atEnd: secret("En2d"),
  recent: secret("Rc8t"),
  apiError: `sk-proj-${"Ab3dEf6hIj".repeat(3)}`,
  /** Repeated only in `toolUseResult`, which the trajectory does not keep. */
  unkept: secret("Uk5p"),
};
const CALLS = RECENT_OUTPUTS + 60;
/** Outputs this long overrun the budget, so that every older output is cut to its ends. */
const OUTPUT_CHARS = Math.ceil((2 * RETAINED_OUTPUT_CHARS) / CALLS);
const LINE = "The token budget is spent once each key of the map has been read twice.\n";

function padded(head: string, tail: string): string {
  const middle = LINE.repeat(Math.ceil(OUTPUT_CHARS / LINE.length));
  return `${head}${middle}${tail}`;
}

/** Kept of an older output in the end: its first and last HALF chars. */
const HALF = 256;

/** Outputs with secrets where the cuts fall: across the kept head's end, across the kept tail's start, inside either. */
function outputOf(turn: number): string {
  if (turn === 3) {
    const lead = ` DB_PASSWORD=${SECRETS.insideHead}\ntoken `;
    // the token starts 6 chars before the head's cut
    return padded(`${LINE.repeat(4).slice(0, HALF - 6 - lead.length)}${lead}${SECRETS.acrossHead}\n`, "");
  }
  // the secret starts 10 chars before the tail's cut
  if (turn === 4) return padded("", `export API_TOKEN=${SECRETS.acrossTail}\n${LINE.repeat(4).slice(0, HALF + 10 - SECRETS.acrossTail.length - 1)}`);
  if (turn === 5) return padded("", `done; password: ${SECRETS.atEnd}`);
  if (turn === CALLS - 2) return padded(`client_secret=${SECRETS.recent}\n`, "");
  return padded("", "");
}

function session(): string {
  const envelope = (type: string, extra: Record<string, unknown>, index: number) => ({
    parentUuid: null, isSidechain: false, sessionId: "kept", cwd: "/repo", version: "2.0.14", type, ...extra,
    uuid: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  });
  const lines: unknown[] = [envelope("user", { message: { role: "user", content: `Deploy it; the db password is ${SECRETS.task}` } }, 0)];
  for (let turn = 0; turn < CALLS; turn += 1) {
    const id = `toolu_${String(turn).padStart(6, "0")}`;
    const input = turn === 1 ? { command: `mysql -u admin -p${SECRETS.command} app`, description: "db" } : { command: `npm test -- case${turn}` };
    const tool = turn === 2 ? { name: "mcp__vault__login", input: { user: "deploy", password: SECRETS.input } } : { name: "Bash", input };
    lines.push(envelope("assistant", { message: { id: `msg_${turn}`, role: "assistant", content: [{ type: "tool_use", id, ...tool }] } }, lines.length));
    const output = outputOf(turn);
    const toolUseResult = { stdout: turn === 6 ? `${output}\nAPI_KEY=${SECRETS.unkept}` : output, stderr: "", interrupted: false };
    lines.push(envelope("user", { message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: output }] }, toolUseResult }, lines.length));
    if (turn === 7) {
      lines.push(envelope("assistant", { message: { id: `msg_t${turn}`, role: "assistant", content: [{ type: "text", text: `I set SECRET_KEY=${SECRETS.message} in .env` }] } }, lines.length));
    }
  }
  const error = `${"upstream rejected the request; ".repeat(6)}key ${SECRETS.apiError} is revoked`;
  lines.push(envelope("assistant", { isApiErrorMessage: true, message: { id: "msg_end", role: "assistant", content: [{ type: "text", text: error }] } }, lines.length));
  return jsonl(...lines);
}

function expectNoPieceOf(shown: string, value: string): void {
  for (let at = 0; at + 8 <= value.length; at += 4) expect(shown, value).not.toContain(value.slice(at, at + 8));
}

describe("redaction of what the trajectory keeps", () => {
  const text = session();
  const path = join(mkdtempSync(join(tmpdir(), "agent-verdict-kept-")), "session.jsonl");
  writeFileSync(path, text);
  const streamed = streamJsonLines(path, path)!;
  const shown = JSON.stringify(streamed.trajectory);

  it("cuts the older outputs, so that the test is about cut texts", () => {
    expect(streamed.trajectory.toolCalls).toHaveLength(CALLS);
    expect(streamed.trajectory.toolCalls[3]!.output!.length).toBeLessThan(1024);
    expect(streamed.trajectory.warnings.join("\n")).toMatch(/outputs before the last 100 calls cut to 512 chars/);
  });

  it.each(Object.entries(SECRETS))("shows no piece of the %s secret", (_where, value) => {
    expectNoPieceOf(shown, value);
  });

  it("hides a secret across a kept end's cut up to the cut, and one inside it whole", () => {
    const cutOf = (index: number) => streamed.trajectory.toolCalls[index]!.output!.split(/\n\[… \d+ chars omitted\]\n/);
    expect(cutOf(3)[0]).toMatch(/ DB_PASSWORD=\[REDACTED:env-secret\]\ntoken \[REDACTED:github-token\]$/);
    expect(cutOf(4)[1]).toMatch(/^\[REDACTED:env-secret\]\nThe token budget/);
    expect(cutOf(5)[1]).toMatch(/done; password: \[REDACTED:env-secret\]$/);
  });

  it("hides secrets in calls as JSON (a name beside its value), in messages, the task and the ending", () => {
    const [, , login] = streamed.trajectory.toolCalls;
    expect(login!.input).toEqual({ user: "deploy", password: "[REDACTED:env-secret]" });
    expect(streamed.trajectory.toolCalls[1]!.command).toBe("mysql -u admin -p[REDACTED:mysql-password] app");
    expect(streamed.trajectory.task).toBe("Deploy it; the db password is [REDACTED:password-in-prose]");
    expect(streamed.trajectory.ending.detail).toMatch(/^the API returned an error: .*\[REDACTED:/);
  });

  it("counts the secrets the trajectory kept, once each, and reads the same whole or streamed", () => {
    const whole = parseTranscript(text, path);
    expect(whole.trajectory).toEqual(streamed.trajectory);
    expect(whole.redactions).toBe(streamed.redactions);
    // task (twice: the prompt is a message too), input, command, message, three older outputs' ends, the recent output, the ending
    expect(streamed.redactions).toBeGreaterThanOrEqual(10);
  });

  it("without redaction (the bench's measure of the loader alone), the secrets are there", () => {
    const bare = JSON.stringify(streamJsonLines(path, path, { redact: false })!.trajectory);
    expect(bare).toContain(SECRETS.recent);
    expect(bare).toContain(SECRETS.command);
  });
});
