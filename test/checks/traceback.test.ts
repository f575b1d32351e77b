import { describe, expect, test } from "vitest";
import { tracebackFrames } from "../../src/checks/traceback.js";

describe("a CPython traceback's frames", () => {
  test("each frame's file, line, function and source line, outermost first; a frame with no source line shown has none", () => {
    const output = 'Traceback (most recent call last):\n  File "/tmp/t.py", line 3, in <module>\n    main()\n  File "<stdin>", line 5';
    expect(tracebackFrames(output).map(({ file, line, function: name, source }) => [file, line, name, source])).toEqual([
      ["/tmp/t.py", 3, "<module>", "    main()"],
      ["<stdin>", 5, "", null],
    ]);
    expect(tracebackFrames("no traceback here")).toEqual([]);
    expect(tracebackFrames(null)).toEqual([]);
  });
});
