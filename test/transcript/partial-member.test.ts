import fc from "fast-check";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TOOL_USE_RESULT_READ } from "../../src/transcript/formats/claude-code-jsonl.js";
import { expectedRecord, isValidJson } from "../helpers/tool-use-result.js";
import { NestingTooDeep } from "../../src/transcript/json.js";
import { LineRecords, type RecordItem } from "../../src/transcript/lines.js";
import { MemberCut } from "../../src/transcript/partial-member.js";
import { SAMPLE_RECORDS } from "../../src/transcript/sampled-sink.js";
import { parseRecords } from "../../src/transcript/records.js";
import { streamJsonLines } from "../../src/transcript/stream.js";

const cut = new MemberCut(TOOL_USE_RESULT_READ);

/** The cut reading of one line (no line break in it), as LineRecords gives it the line's bytes. */
function readCut(line: string): unknown {
  const bytes = Buffer.from(line);
  const at = bytes.indexOf(cut.marker);
  return at === -1 ? null : cut.read(bytes, 0, bytes.length, at);
}

const OUTPUT = "     1→import { readFile } from \"node:fs\";\n     2→  ✓ reads a token (3 ms) 日本 🎉\n\t\"quoted\" \\ back\u0001slash";
const envelope = (extra: Record<string, unknown>) => ({
  parentUuid: "p1", isSidechain: false, userType: "external", cwd: "/repo", sessionId: "s1", version: "2.0.14", type: "user",
  message: { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: OUTPUT }] },
  uuid: "u1", timestamp: "2026-01-01T00:00:00.000Z", ...extra,
});

/** `toolUseResult` as Claude Code writes it for Bash, Read, Edit, Write, Task, an error and a background run. */
const RESULTS: unknown[] = [
  { stdout: OUTPUT, stderr: "", interrupted: false, isImage: false },
  { stdout: OUTPUT, stderr: "", interrupted: true, isImage: false },
  { type: "text", file: { filePath: "/repo/a.ts", content: OUTPUT, numLines: 3, startLine: 1, totalLines: 3 } },
  { filePath: "/repo/a.ts", oldString: "a", newString: OUTPUT, structuredPatch: [{ oldStart: 1, lines: ["-a", `+${OUTPUT}`, "b,\"c\""] }] },
  { type: "create", filePath: "/repo/b.ts", content: OUTPUT, structuredPatch: [] },
  { type: "update", filePath: "/repo/b.ts", content: OUTPUT },
  { status: "completed", agentId: "a1b2c3", content: [{ type: "text", text: OUTPUT }], usage: { input_tokens: 4 } },
  { stdout: "", stderr: "", interrupted: false, backgroundTaskId: "bash_1" },
  "Error: File has not been read yet. Read it first before writing to it.",
  [{ type: "text", text: OUTPUT }],
  null,
  {},
];

/** The members Claude Code versions write after `toolUseResult`: none, one, or two. */
const TAILS: Record<string, unknown>[] = [{}, { sourceToolAssistantUUID: "a9" }, { sourceToolAssistantUUID: "a9", slug: "x,\"y\":{}" }];

function claudeLine(result: unknown, tail: Record<string, unknown>): string {
  const { uuid, timestamp, ...head } = envelope({});
  return JSON.stringify({ ...head, uuid, timestamp, toolUseResult: result, ...tail });
}

describe("MemberCut on Claude Code lines", () => {
  it("reads every shape of toolUseResult, and every tail after it, as the whole line read and cut to the fields", () => {
    for (const result of RESULTS) {
      for (const tail of TAILS) {
        const line = claudeLine(result, tail);
        expect(readCut(line), line.slice(-120)).toEqual(expectedRecord(line));
      }
    }
  });

  it("keeps the fields the reader reads and nothing else of the member", () => {
    const record = readCut(claudeLine({ stdout: OUTPUT, interrupted: true, type: "update", agentId: "a1", backgroundTaskId: 7 }, {}));
    expect((record as Record<string, unknown>).toolUseResult).toEqual({ interrupted: true, type: "update", agentId: "a1", backgroundTaskId: 7 });
  });

  it("leaves to the whole reading a field the one-byte reading could change, or a nested one", () => {
    expect(readCut(claudeLine({ type: "créé", stdout: "x" }, {}))).toBeNull();
    expect(readCut(claudeLine({ agentId: { id: "a1" } }, {}))).toBeNull();
  });

  it("leaves forged lines to the whole reading: the member nested, named again after, or spelled with an escape", () => {
    const nested = JSON.stringify({ ...envelope({}), message: { role: "user", content: "x", toolUseResult: { type: "create" } } });
    expect(readCut(nested)).toBeNull();
    const again = `${claudeLine({ type: "create" }, {}).slice(0, -1)},"toolUseResult":{"type":"update"}}`;
    expect(readCut(again)).toBeNull();
    const escaped = `${claudeLine({ type: "create" }, {}).slice(0, -1)},"toolUse\\u0052esult":{"type":"update"}}`;
    expect(readCut(escaped)).toBeNull();
    // the member's text inside a string is escaped there, and a later member's value holding it is not a member
    const inString = claudeLine({ type: "create" }, { note: ',"toolUseResult":{"type":"update"}' });
    expect(readCut(inString)).toEqual(expectedRecord(inString));
  });

  it("reads a record that names the member earlier too as JSON.parse does: the last one wins", () => {
    const line = `{"toolUseResult":{"type":"update"},${claudeLine({ type: "create", stdout: OUTPUT }, {}).slice(1)}`;
    expect(readCut(line)).toEqual(expectedRecord(line));
    expect((readCut(line) as Record<string, unknown>).toolUseResult).toEqual({ type: "create" });
  });

  it("fails closed: a line cut, grown or changed anywhere is read only when the whole line is valid JSON, and then as JSON.parse reads it", () => {
    const lines = RESULTS.flatMap((result) => TAILS.map((tail) => claudeLine(result, tail)));
    const inserts = fc.constantFrom('"', "\\", "{", "}", "[", "]", ",", ":", "\u0001", "\t", " ", "x", "1", "null", ',"toolUseResult":1', "\\u");
    const change = fc.record({ at: fc.nat(), how: fc.constantFrom("insert", "delete", "replace", "truncate"), text: inserts });
    fc.assert(
      fc.property(fc.nat(lines.length - 1), fc.array(change, { minLength: 1, maxLength: 3 }), (pick, changes) => {
        let line = lines[pick]!;
        for (const { at, how, text } of changes) {
          const index = at % (line.length + 1);
          if (how === "insert") line = line.slice(0, index) + text + line.slice(index);
          if (how === "delete") line = line.slice(0, index) + line.slice(index + 1);
          if (how === "replace") line = line.slice(0, index) + text + line.slice(index + text.length);
          if (how === "truncate") line = line.slice(0, index);
        }
        line = Buffer.from(line.replace(/\n/g, "\\n")).toString(); // as read from a file: a lone surrogate is U+FFFD
        const record = readCut(line);
        if (record === null) return;
        expect(isValidJson(line), line).toBe(true);
        expect(record).toEqual(expectedRecord(line));
      }),
      { numRuns: 3000 },
    );
  });
});

/** A Claude Code session longer than the sample, so that its later lines are read with the cut. */
function session(lines: number, last: (index: number) => string = () => ""): string {
  const records: string[] = [JSON.stringify({ ...envelope({}), message: { role: "user", content: "fix the tests" } })];
  for (let index = 0; records.length < lines; index += 1) {
    const id = `toolu_${index}`;
    const command = index % 3 === 0 ? { name: "Write", input: { file_path: `/repo/f${index}.ts`, content: "x" } } : { name: "Bash", input: { command: "npm test" } };
    records.push(JSON.stringify({ ...envelope({}), type: "assistant", message: { id: `m${index}`, role: "assistant", content: [{ type: "tool_use", id, ...command }] } }));
    const result = index % 3 === 0
      ? { type: index % 2 === 0 ? "create" : "update", filePath: `/repo/f${index}.ts`, content: OUTPUT }
      : { stdout: OUTPUT, stderr: "", interrupted: index % 7 === 1, ...(index % 11 === 2 ? { backgroundTaskId: `b${index}` } : {}) };
    const content = [{ type: "tool_result", tool_use_id: id, content: OUTPUT }];
    records.push(JSON.stringify({ ...envelope({}), message: { role: "user", content }, toolUseResult: result, sourceToolAssistantUUID: "a" }) + last(index));
  }
  records.push(JSON.stringify({ ...envelope({}), type: "assistant", message: { id: "end", role: "assistant", content: [{ type: "text", text: "Done." }] } }));
  return `${records.join("\n")}\n`;
}

function tempFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "agent-verdict-cut-")), "session.jsonl");
  writeFileSync(path, text);
  return path;
}

describe("a Claude Code session read with the cut", () => {
  it("gives the trajectory and subagent ids of the whole reading (interrupted runs, write kinds, background runs, agent ids)", () => {
    const text = session(3 * SAMPLE_RECORDS);
    const streamed = streamJsonLines(tempFile(text), "s.jsonl")!;
    const records = parseRecords(text, "s.jsonl");
    expect(records.items.length).toBeGreaterThan(2 * SAMPLE_RECORDS);
    const whole = streamJsonLines(tempFile(text), "s.jsonl", { chunkBytes: 1 << 30 })!;
    expect(streamed.trajectory).toEqual(whole.trajectory);
    expect(streamed.trajectory.toolCalls.filter((call) => call.exitCode === null).length).toBeGreaterThan(0);
    expect(streamed.trajectory.edits.some((edit) => edit.kind === "create")).toBe(true);
  });

  it("names a malformed line after the sample as the whole reading does, and reads the rest", () => {
    const broken = (index: number) => (index === SAMPLE_RECORDS ? "," : index === SAMPLE_RECORDS + 3 ? ' "x"' : "");
    const text = session(3 * SAMPLE_RECORDS, broken);
    const byLine = (source: string): { items: RecordItem[]; warnings: string[] } => {
      const items: RecordItem[] = [];
      const lines = new LineRecords((record) => items.push(record));
      lines.add(source);
      return { items, warnings: lines.finish() };
    };
    const streamed = streamJsonLines(tempFile(text), "s.jsonl")!;
    const expected = byLine(text);
    expect(expected.warnings).toHaveLength(2);
    expect(streamed.trajectory.warnings).toEqual(expect.arrayContaining(expected.warnings));
  });

  it("refuses a session whose member nests too deep, as the whole reading does", () => {
    const deep = `${"[".repeat(1000)}${"]".repeat(1000)}`;
    const text = session(2 * SAMPLE_RECORDS) + `${JSON.stringify({ ...envelope({}), toolUseResult: 0 }).replace('"toolUseResult":0', `"toolUseResult":${deep}`)}\n`;
    expect(() => streamJsonLines(tempFile(text), "s.jsonl")).toThrow(NestingTooDeep);
  });
});
