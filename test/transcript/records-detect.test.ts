import { describe, expect, test } from "vitest";
import { InputError } from "../../src/errors.js";
import { parseRecords } from "../../src/transcript/records.js";
import { parseTranscript } from "../../src/transcript/index.js";

describe("parseRecords", () => {
  test("reads a JSON array, one JSON object, or JSON lines, with steps", () => {
    expect(parseRecords('[{"a":1},{"b":2}]', "f").items).toEqual([{ step: 0, value: { a: 1 } }, { step: 1, value: { b: 2 } }]);
    expect(parseRecords('{"a":1}', "f")).toMatchObject({ shape: "object", items: [{ step: 0, value: { a: 1 } }] });
    expect(parseRecords('{"a":1}\n\n{"b":2}\n', "f").items).toEqual([{ step: 0, value: { a: 1 } }, { step: 2, value: { b: 2 } }]);
  });

  test("a BOM and CRLF line ends are tolerated", () => {
    expect(parseRecords('\uFEFF{"a":1}\r\n{"b":2}\r\n', "f").items).toHaveLength(2);
  });

  test("bad lines are skipped with a warning naming the line", () => {
    const records = parseRecords('{"a":1}\nnot json\n{"b":', "f");
    expect(records.items).toHaveLength(1);
    expect(records.warnings).toEqual(["line 2: not valid JSON, skipped", "line 3: truncated JSON, skipped"]);
  });

  test("an empty file or text that is not JSON is an input error with one line", () => {
    expect(() => parseRecords("  \n", "a.json")).toThrow(new InputError("a.json: the file is empty; expected a JSON or JSONL transcript"));
    expect(() => parseRecords("hello\nworld", "a.txt")).toThrow(/^a\.txt: not JSON or JSON lines/);
  });
});

describe("format detection", () => {
  test("a JSON document of an unknown shape names the formats that are understood", () => {
    expect(() => parseTranscript('{"hello": "world"}', "x.json")).toThrow(
      /^x\.json: not a transcript format agent-verdict reads \(pass --format to force one; understood: claude-code-jsonl, claude-sdk, codex/,
    );
  });

  test("--format forces a reader; an unknown id is an input error", () => {
    expect(() => parseTranscript("[]", "x.json", "nonsense")).toThrow(/--format nonsense is not a format id/);
    const { trajectory } = parseTranscript('[{"type":"assistant","message":{"content":[{"type":"text","text":"hi"}]}}]', "x", "claude-sdk");
    expect(trajectory.messages).toEqual([{ role: "assistant", text: "hi", step: 0 }]);
  });

  test("Claude Code envelopes are not mistaken for SDK messages", () => {
    const line = { type: "user", parentUuid: null, sessionId: "s", message: { role: "user", content: "hello" } };
    expect(parseTranscript(JSON.stringify(line), "x.jsonl").trajectory.format).toBe("claude-code-jsonl");
  });
});
