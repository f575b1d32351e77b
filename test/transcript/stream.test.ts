import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { parseTranscript } from "../../src/transcript/index.js";
import { SAMPLE_RECORDS } from "../../src/transcript/sampled-sink.js";
import { streamJsonLines } from "../../src/transcript/stream.js";
import { FIXTURES, jsonl } from "./helpers.js";

function tempFile(text: string, name = "t.jsonl"): string {
  const path = join(mkdtempSync(join(tmpdir(), "agent-verdict-stream-")), name);
  writeFileSync(path, text);
  return path;
}

/** The whole-text reading of the same file: what streaming must equal. */
function whole(path: string, text: string) {
  const { trajectory, redactions } = parseTranscript(text, path);
  return { trajectory, redactions };
}

function streamed(path: string, chunkBytes?: number) {
  const read = streamJsonLines(path, path, { chunkBytes });
  return read === null ? null : { trajectory: read.trajectory, redactions: read.redactions };
}

function rolloutLine(type: string, payload: Record<string, unknown>) {
  return { timestamp: "2026-01-01T00:00:00.000Z", type, payload };
}

const transcripts = join(FIXTURES, "transcripts");
const jsonLinesFixtures = readdirSync(transcripts).filter((name) => /\.(jsonl|ndjson)$/.test(name));

describe("streamJsonLines", () => {
  it("has JSON-lines fixtures to compare", () => {
    expect(jsonLinesFixtures.length).toBeGreaterThanOrEqual(5);
  });

  it.each(jsonLinesFixtures)("reads %s into the same trajectory as the whole text, in pieces of any size", (name) => {
    const path = join(transcripts, name);
    const text = readFileSync(path, "utf8");
    const expected = whole(path, text);
    for (const bytes of [64, 4096, undefined]) expect(streamed(path, bytes)).toEqual(expected);
  });

  it("leaves a JSON document to the whole-text reading", () => {
    const messages = { messages: [{ role: "user", content: "hi" }] };
    expect(streamed(tempFile(JSON.stringify(messages, null, 2), "t.json"))).toBeNull();
    expect(streamed(tempFile(JSON.stringify(messages), "t.json"))).toBeNull();
    expect(streamed(tempFile(JSON.stringify([messages.messages[0], messages.messages[0]]), "t.json"))).toBeNull();
  });

  it("redacts a secret whose bytes straddle two reads", () => {
    const token = `ghp_${"A1b2C3d4".repeat(5)}`;
    const text = jsonl(
      { role: "user", content: "run it" },
      { role: "assistant", content: null, tool_calls: [{ id: "t", type: "function", function: { name: "sh", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "t", content: `token=${token} done` },
    );
    const path = tempFile(text);
    const start = Buffer.byteLength(text.slice(0, text.indexOf(token)));
    // a read size that ends inside the token: the piece is cut back to the line end before it
    const bytes = start + 10;
    const read = streamed(path, bytes);
    expect(read?.redactions).toBe(1);
    expect(read?.trajectory.toolCalls[0]?.output).toBe("token=[REDACTED:github-token] done");
    expect(JSON.stringify(read)).not.toContain(token.slice(4, 20));
  });

  it("warns of a truncated last line", () => {
    const text = `${jsonl({ role: "user", content: "a" }, { role: "assistant", content: "b" })}\n{"role": "assist`;
    for (const bytes of [8, 4096]) {
      expect(streamed(tempFile(text), bytes)?.trajectory.warnings).toContain("line 3: truncated JSON, skipped");
    }
  });

  it("chooses the reader on a sample: a line after it does not change the format", () => {
    const events = Array.from({ length: SAMPLE_RECORDS }, (_, index) => ({
      type: "item.completed",
      item: { id: `i${index}`, type: "command_execution", command: "npm test", aggregated_output: "ok", exit_code: 0, status: "completed" },
    }));
    const text = jsonl({ type: "thread.started", thread_id: "t1" }, ...events, { type: "turn.completed" }, { note: "appended by a wrapper" });
    const read = streamed(tempFile(text));
    expect(read?.trajectory.format).toBe("codex-exec-json");
    expect(read?.trajectory.toolCalls).toHaveLength(SAMPLE_RECORDS);
    expect(read?.trajectory.ending.kind).toBe("completed");
  });

  it("reads a session longer than the sample as the whole text does, event messages and all", () => {
    const turns = Array.from({ length: SAMPLE_RECORDS }, (_, index) => [
      rolloutLine("event_msg", { type: "user_message", message: `request ${index}` }),
      rolloutLine("event_msg", { type: "agent_message", message: `answer ${index}` }),
      rolloutLine("event_msg", { type: "task_complete", last_agent_message: `answer ${index}` }),
    ]).flat();
    const late = rolloutLine("response_item", { type: "message", role: "assistant", content: [{ type: "output_text", text: "late" }] });
    for (const lines of [turns, [...turns, late]]) {
      const text = jsonl(rolloutLine("session_meta", { id: "s", cwd: "/repo" }), ...lines);
      const path = tempFile(text);
      expect(streamed(path)).toEqual(whole(path, text));
    }
  });

  it("reads the lines with the format named, whatever they look like", () => {
    const text = jsonl({ role: "user", content: "hi" }, { role: "assistant", content: "hello" });
    const path = tempFile(text);
    expect(streamed(path)?.trajectory.format).toBe("openai-messages");
    expect(streamJsonLines(path, path, { format: "codex-exec-json" })?.trajectory.format).toBe("codex-exec-json");
    expect(() => streamJsonLines(path, path, { format: "nope" })).toThrow(/--format nope is not a format id/);
  });

  it("names the closest formats when no reader knows the lines", () => {
    const text = jsonl({ parentUuid: null, foo: 1 }, { parentUuid: "x", foo: 2 });
    expect(() => streamed(tempFile(text))).toThrow(InputError);
    expect(() => streamed(tempFile(text))).toThrow(/closest: claude-code-jsonl \(has parentUuid\)/);
  });
});

/** What a reading gave: the trajectory and count, or the kind of error it stopped with. */
function outcome(read: () => unknown): unknown {
  try {
    return { read: read() };
  } catch (error) {
    return { error: error instanceof InputError ? "input" : String(error) };
  }
}

describe("streaming equals the whole-text reading under mutation", () => {
  const texts = jsonLinesFixtures.map((name) => readFileSync(join(transcripts, name), "utf8"));
  /** A line dropped, doubled, swapped with the next, replaced by noise, or the text cut at a byte. */
  const edit = fc.record({ at: fc.nat(), how: fc.constantFrom("drop", "double", "swap", "noise", "truncate", "crlf") });

  function mutate(text: string, edits: { at: number; how: string }[]): string {
    let lines = text.split("\n");
    for (const { at, how } of edits) {
      const index = at % lines.length;
      if (how === "drop") lines.splice(index, 1);
      if (how === "double") lines.splice(index, 0, lines[index]!);
      if (how === "swap" && index + 1 < lines.length) [lines[index], lines[index + 1]] = [lines[index + 1]!, lines[index]!];
      if (how === "noise") lines.splice(index, 0, "\u001b[32mnot json ✓\u001b[0m");
      if (how === "crlf") lines = lines.map((line) => `${line}\r`);
      if (how === "truncate") lines = lines.join("\n").slice(0, at % (text.length + 1)).split("\n");
      if (lines.length === 0) lines = [""];
    }
    return lines.join("\n");
  }

  it("gives the same trajectory, or the same kind of error, whatever the read size", () => {
    fc.assert(
      fc.property(fc.nat(texts.length - 1), fc.array(edit, { maxLength: 4 }), fc.integer({ min: 8, max: 8192 }), (pick, edits, bytes) => {
        const text = mutate(texts[pick]!, edits);
        const path = tempFile(text);
        const streamedOutcome = outcome(() => streamed(path, bytes));
        // null: not JSON lines, so the loader reads it whole; nothing to compare
        if ((streamedOutcome as { read?: unknown }).read === null) return;
        expect(streamedOutcome).toEqual(outcome(() => whole(path, text)));
      }),
      { numRuns: 150 },
    );
  });
});
