/**
 * Run 40: a Claude Code line whose `toolUseResult` repeats the tool_result's `content` byte for byte is
 * read without parsing the copy (repeated-string.ts). Held here to JSON.parse of the whole line, cut to
 * the fields the reader reads, on real shapes, forged ones and random changes; and the short way must
 * be the one taken on ordinary lines (else the tests below would test the whole reading only).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOOL_USE_RESULT_READ } from "../../src/transcript/formats/claude-code-jsonl.js";
import { expectedRecord, isValidJson } from "../helpers/tool-use-result.js";
import { MAX_JSON_DEPTH, NestingTooDeep, parseJson, parseJsonHolding } from "../../src/transcript/json.js";
import { MemberCut } from "../../src/transcript/partial-member.js";
import { MIN_REPEAT_BYTES, repeatedString } from "../../src/transcript/repeated-string.js";

const cut = new MemberCut(TOOL_USE_RESULT_READ);
const OPENING = Buffer.from('"content":"');

/** A tool output past MIN_REPEAT_BYTES: code, quotes, escapes, control characters, non-ASCII text. */
const OUTPUT = [
  "     1→import { readFile } from \"node:fs\";",
  "     2→  const token = await readToken(options.path); // 日本 🎉",
  "\t\"quoted\" \\ back\u0001slash, {\"a\":[1,2]} \\\" \\\\\"",
  "  ✓ keeps the password field out of the report (2 ms)",
  "src/judge/client.ts:88:    headers: { authorization: `Bearer ${apiKey}` },",
].join("\n").repeat(3);

function markerAt(bytes: Buffer): number {
  return bytes.indexOf(cut.marker);
}

function readCut(line: string): unknown {
  const bytes = Buffer.from(line);
  const at = markerAt(bytes);
  return at === -1 ? null : cut.read(bytes, 0, bytes.length, at);
}

/** Whether the line's member is read by the short way (its copy found), as `read` would take it. */
function repeats(line: string): boolean {
  const bytes = Buffer.from(line);
  const at = markerAt(bytes);
  const valueStart = at + cut.marker.length;
  const valueEnd = bytes.lastIndexOf("}"); // the record's closing brace: the member ends before it
  return at !== -1 && repeatedString(bytes, OPENING, 0, at, valueStart, valueEnd) !== null;
}

function claudeLine(output: string, result: unknown, tail: Record<string, unknown> = {}): string {
  const head = {
    parentUuid: "p1", isSidechain: false, userType: "external", cwd: "/repo", sessionId: "s1", version: "2.0.14", type: "user",
    message: { role: "user", content: [{ tool_use_id: "toolu_1", type: "tool_result", content: output, is_error: false }] },
    uuid: "u1", timestamp: "2026-01-01T00:00:00.000Z",
  };
  return JSON.stringify({ ...head, toolUseResult: result, ...tail });
}

/** `toolUseResult` shapes that copy the output: Bash, Read, Write, and the fields the reader reads beside it. */
const COPIES: ((output: string) => unknown)[] = [
  (output) => ({ stdout: output, stderr: "", interrupted: false, isImage: false }),
  (output) => ({ stdout: output, stderr: "", interrupted: true, isImage: false, backgroundTaskId: "bash_1" }),
  (output) => ({ type: "text", file: { filePath: "/repo/a.ts", content: output, numLines: 3, startLine: 1 } }),
  (output) => ({ type: "create", filePath: "/repo/b.ts", content: output, structuredPatch: [] }),
  (output) => ({ status: "completed", agentId: "a1b2c3", content: [{ type: "text", text: output }] }),
];
const TAILS: Record<string, unknown>[] = [{}, { sourceToolAssistantUUID: "a9" }, { sourceToolAssistantUUID: "a9", slug: "x,\"y\":{}" }];

describe("a member that repeats the line's tool output", () => {
  it("is read by the short way and gives the whole reading's record, for every shape and tail", () => {
    for (const copy of COPIES) {
      for (const tail of TAILS) {
        const line = claudeLine(OUTPUT, copy(OUTPUT), tail);
        expect(repeats(line), line.slice(-160)).toBe(true);
        expect(readCut(line)).toEqual(expectedRecord(line, parseJson));
      }
    }
  });

  it("is read by the short way for outputs ending on backslashes, quotes and escapes, and reads them exactly", () => {
    const endings = ["\\", "\\\\", "\\\\\\", "\"", "\\\"", "\"\\", "\n", "\u0000", "\u001f", "\\u0041", "→", "🎉", " ", ""];
    for (const ending of endings) {
      for (const copy of COPIES.slice(0, 3)) {
        const output = `${OUTPUT}${ending}`;
        const line = claudeLine(output, copy(output));
        expect(repeats(line), JSON.stringify(ending)).toBe(true);
        expect(readCut(line)).toEqual(expectedRecord(line, parseJson));
        expect((readCut(line) as { message: { content: { content: string }[] } }).message.content[0]!.content).toBe(output);
      }
    }
  });

  it("reads a short output, or a member that copies it only in part, by parsing the member", () => {
    const short = "x".repeat(MIN_REPEAT_BYTES - 1);
    expect(repeats(claudeLine(short, COPIES[0]!(short)))).toBe(false);
    expect(readCut(claudeLine(short, COPIES[0]!(short)))).toEqual(expectedRecord(claudeLine(short, COPIES[0]!(short)), parseJson));
    for (const member of [`Exit code 1\n${OUTPUT}`, OUTPUT.slice(0, -1), `${OUTPUT}x`, OUTPUT.replace("→", "->")]) {
      const line = claudeLine(OUTPUT, COPIES[0]!(member));
      expect(repeats(line)).toBe(false);
      expect(readCut(line)).toEqual(expectedRecord(line, parseJson));
    }
  });

  it("leaves forged lines to the whole reading, or reads them as JSON.parse does", () => {
    const long = "y".repeat(400);
    const forged = [
      // the head's "string" spans tokens, and its copy adds a field the reader reads
      claudeLine(long, { stdout: long }).replace(`"content":"${long}"`, `"content":"${long}","interrupted":true,"x":"${long}"`)
        .replace(`"stdout":"${long}"`, `"stdout":"${long}","interrupted":true,"x":"${long}"`),
      // a later member of the same name holding the stand-in: the last one wins
      claudeLine(long, { stdout: long }).replace(`"is_error":false`, `"is_error":false,"content":"\\u0000"`),
      claudeLine(long, { stdout: long }).replace(`"content":"${long}"`, `"content":"${long}","content":"${long}x"`),
      // the stand-in spelled elsewhere in the line, as a value and as a key
      claudeLine(long, { stdout: long }, { note: "\u0000" }),
      claudeLine(long, { stdout: long, "\u0000": 1 }),
      // the copy as a field the reader reads, and as a key of the member
      claudeLine(long, { type: long, stdout: "" }),
      claudeLine(long, { [long]: true, interrupted: false }),
      claudeLine(long, { interrupted: true, type: "text", file: { content: long } }),
      // the copy under a key JSON.parse keeps but the reading drops, or nested deeper than a field
      claudeLine(long, { agentId: { text: long } }),
      claudeLine(long, { stdout: long }).replace(`"message":{`, `"constructor":{"content":"${long}"},"message":{`),
    ];
    for (const line of forged) {
      expect(isValidJson(line), line.slice(0, 200)).toBe(true);
      const record = readCut(line);
      if (record !== null) expect(record, line.slice(-300)).toEqual(expectedRecord(line, parseJson));
    }
    // the two that would differ if the short way read them
    const spanning = readCut(forged[0]!) as { toolUseResult: unknown } | null;
    const fields: unknown = spanning === null ? { interrupted: true } : spanning.toolUseResult;
    expect(fields).toEqual({ interrupted: true });
    const again = readCut(forged[1]!) as { message: { content: { content: string }[] } } | null;
    expect(again?.message.content[0]!.content ?? "\u0000").toBe("\u0000");
  });

  it("fails closed: a long line changed anywhere is read only when it is valid JSON, and then as JSON.parse reads it", () => {
    const lines = COPIES.flatMap((copy) => TAILS.map((tail) => claudeLine(OUTPUT, copy(OUTPUT), tail)));
    const inserts = fc.constantFrom('"', "\\", "\\\\", '\\"', "{", "}", "[", "]", ",", ":", "\u0001", "\t", "x", "\\u0000", "\\u", '","', '":"', "→");
    // changes near the output's ends and the member's start are the ones that matter: aim half of them there
    const places = (line: string): number[] => {
      const content = line.indexOf('"content":"') + 11;
      const member = line.indexOf(',"toolUseResult":');
      return [content, content + 40, member - 40, member - 25, member - 5, member + 30, line.length - 60, line.length - 10];
    };
    const change = fc.record({ at: fc.nat(), near: fc.boolean(), how: fc.constantFrom("insert", "delete", "replace", "truncate"), text: inserts });
    let short = 0;
    fc.assert(
      fc.property(fc.nat(lines.length - 1), fc.array(change, { minLength: 1, maxLength: 3 }), (pick, changes) => {
        let line = lines[pick]!;
        for (const { at, near, how, text } of changes) {
          const spots = places(line);
          const index = near ? Math.min(line.length, Math.max(0, spots[at % spots.length]! + (at % 7) - 3)) : at % (line.length + 1);
          if (how === "insert") line = line.slice(0, index) + text + line.slice(index);
          if (how === "delete") line = line.slice(0, index) + line.slice(index + 1);
          if (how === "replace") line = line.slice(0, index) + text + line.slice(index + text.length);
          if (how === "truncate") line = line.slice(0, index);
        }
        line = Buffer.from(line.replace(/\n/g, "\\n")).toString();
        if (repeats(line)) short += 1;
        const record = readCut(line);
        if (record === null) return;
        expect(isValidJson(line), line).toBe(true);
        expect(record).toEqual(expectedRecord(line, parseJson));
      }),
      { numRuns: 4000 },
    );
    expect(short).toBeGreaterThan(400);
  });

  it("parseJsonHolding finds each object whose own name holds the stand-in, not under or at a dropped key", () => {
    const holding = (text: string) => parseJsonHolding(text, "content", "\u0000");
    const one = holding('{"a":[{"content":"\\u0000"},{"content":"x"}],"content":1}');
    expect(one.parsed).toEqual({ a: [{ content: "\u0000" }, { content: "x" }], content: 1 });
    expect(one.holders).toEqual([{ content: "\u0000" }]);
    expect(one.holders[0]).toBe((one.parsed as { a: object[] }).a[0]);
    expect(holding('{"a":{"content":"\\u0000"},"b":[{"content":"\\u0000"}]}').holders).toHaveLength(2);
    expect(holding('{"other":"\\u0000","content":"\\u0001"}').holders).toHaveLength(0);
    // a dropped key's value is not read, and its holder is not one
    const dropped = holding('{"constructor":{"content":"\\u0000"},"a":{"toString":[{"content":"\\u0000"}]}}');
    expect(dropped.holders).toHaveLength(0);
    expect(dropped.parsed).toEqual(parseJson('{"constructor":{"content":"\\u0000"},"a":{"toString":[{"content":"\\u0000"}]}}'));
    expect(parseJsonHolding('{"constructor":"\\u0000"}', "constructor", "\u0000").holders).toHaveLength(0);
    expect(() => holding(`${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`)).toThrow(NestingTooDeep);
  });

  it("parseJsonHolding reads by own keys when Object.prototype has an enumerable key", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluted = "\u0000";
    try {
      const read = parseJsonHolding('{"a":{"content":"\\u0000","constructor":1},"content":"y"}', "content", "\u0000");
      expect(read.holders).toHaveLength(1);
      expect(Object.keys((read.parsed as { a: object }).a)).toEqual(["content"]);
    } finally {
      delete proto.polluted;
    }
  });
});
