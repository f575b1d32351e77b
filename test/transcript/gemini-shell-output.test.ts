import { describe, expect, test } from "vitest";
import { geminiShellOutput } from "../../src/transcript/exit-code.js";

const envelope = (middle: string, error = "(none)") =>
  `Command: python -m pytest -q 2>&1 | tail -3\nDirectory: (root)\n${middle}\nError: ${error}\nExit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 25036`;

describe("Gemini CLI's shell result envelope", () => {
  test("what the command printed, its first line starting a line as in the terminal", () => {
    expect(geminiShellOutput(envelope("Output: FAILED README.rst::README.rst\n1 failed in 2.13s"))).toBe("FAILED README.rst::README.rst\n1 failed in 2.13s");
  });

  test("older releases' Stdout and Stderr, `(empty)` as nothing, an error the envelope names kept", () => {
    expect(geminiShellOutput(envelope("Stdout: 3 passed\nStderr: (empty)"))).toBe("3 passed");
    expect(geminiShellOutput(envelope("Stdout: a\nStderr: warning: b"))).toBe("a\nwarning: b");
    expect(geminiShellOutput(envelope("Output: (empty)"))).toBe("");
    expect(geminiShellOutput(envelope("Output: (empty)", "spawn bash ENOENT"))).toBe("Error: spawn bash ENOENT");
  });

  test("printed lines that look like the envelope's own stay the command's; other text is kept as is", () => {
    expect(geminiShellOutput(envelope("Output: Error: boom\nExit Code: 3 (from the test)"))).toBe("Error: boom\nExit Code: 3 (from the test)");
    expect(geminiShellOutput("3 passed in 0.1s")).toBe("3 passed in 0.1s");
    expect(geminiShellOutput("Command: ls\nno envelope here")).toBe("Command: ls\nno envelope here");
  });
});
