import { describe, expect, it } from "vitest";
import { LineRecords, NotJsonLines, type RecordItem } from "../../src/transcript/lines.js";

function read(pieces: string[], requireFirstRecord = false): { items: RecordItem[]; warnings: string[] } {
  const items: RecordItem[] = [];
  const lines = new LineRecords((record) => items.push(record), requireFirstRecord);
  for (const piece of pieces) lines.add(piece);
  return { items, warnings: lines.finish() };
}

describe("LineRecords", () => {
  const text = '\uFEFF{"a":1}\r\nnoise\n\n{"b":2}\n{"c": ';

  it("reads the same records and warnings whatever the pieces, as long as each ends at a line end", () => {
    const whole = read([text]);
    const pieces = read(['\uFEFF{"a":1}\r\n', "noise\n", "\n", '{"b":2}\n', '{"c": ']);
    expect(pieces).toEqual(whole);
    expect(whole.items).toEqual([
      { step: 0, value: { a: 1 } },
      { step: 3, value: { b: 2 } },
    ]);
  });

  it("names a last line cut short as truncated, even when it arrives as its own piece", () => {
    expect(read(['{"a":1}\n', '{"b":']).warnings).toEqual(["line 2: truncated JSON, skipped"]);
    expect(read(['{"a":1}\n{"b":\n', "\n"]).warnings).toEqual(["line 2: not valid JSON, skipped"]);
  });

  it("refuses, when asked, text whose first line is not a record: it is one JSON document", () => {
    expect(() => read(["{\n", '  "a": 1\n', "}\n"], true)).toThrow(NotJsonLines);
    expect(() => read(['[{"a":1},\n', '{"b":2}]\n'], true)).toThrow(NotJsonLines);
    expect(read(['\n{"a":1}\n', "noise\n"], true).items).toHaveLength(1);
  });

  it("parses a line naming a shadowing key without that key", () => {
    const { items } = read(['{"a":1,"__proto__":{"x":1},"toString":"y"}\n']);
    expect(items[0]?.value).toEqual({ a: 1 });
  });
});
