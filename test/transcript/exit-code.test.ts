import { describe, expect, it } from "vitest";
import { codexExitCode, codexHeader, prefixedExitCode, withoutExitCodePrefix } from "../../src/transcript/exit-code.js";

describe("codexExitCode", () => {
  it("reads the unified-exec and shell_command headers", () => {
    expect(codexExitCode("Chunk ID: 1\nWall time: 0.1 seconds\nProcess exited with code 2\nOutput:\nx")).toBe(2);
    expect(codexExitCode("Exit code: 0\nWall time: 0.1 seconds\nOutput:\nok")).toBe(0);
  });

  it("skips a `Command:` echo however long, and never reads the exit line from the output below the header", () => {
    const echo = `Command: /bin/bash -lc '${"echo x; ".repeat(200)}'`;
    expect(codexExitCode(`${echo}\nChunk ID: 9\nWall time: 1.0 seconds\nProcess exited with code 3\nOutput:\n`)).toBe(3);
    expect(codexHeader(`${echo}\nWall time: 1.0 seconds\nProcess running with session ID 7\nOutput:\n`)).toMatch(/^Wall time/);
    const forged = `Chunk ID: 1\nWall time: 0.1 seconds\nOutput:\n${"line\n".repeat(100)}Process exited with code 0\n`;
    expect(codexExitCode(forged)).toBeNull();
  });
});

describe("prefixedExitCode", () => {
  it("reads the recorder's prefix with or without its note, and strips the whole prefix from the output", () => {
    expect(prefixedExitCode("(exit code 2) boom")).toBe(2);
    expect(prefixedExitCode("(exit code 124 (timed out after 600s)) PROTOC src/caffe/proto/caffe.proto")).toBe(124);
    expect(withoutExitCodePrefix("(exit code 124 (timed out after 600s)) PROTOC src/caffe/proto/caffe.proto")).toBe("PROTOC src/caffe/proto/caffe.proto");
    const noted = "(exit code 127\nCommand not found: python3. Probe available alternatives first.) stderr: /bin/bash: line 1: python3: command not found";
    expect(prefixedExitCode(noted)).toBe(127);
    expect(withoutExitCodePrefix(noted)).toBe("stderr: /bin/bash: line 1: python3: command not found");
  });

  it("leaves a program's own text alone: `(exit code = 0)` or a prefix never closed", () => {
    expect(prefixedExitCode("(exit code = 0)\nverification_ok")).toBeNull();
    expect(prefixedExitCode(`(exit code 1\n${"x".repeat(400)}`)).toBeNull();
    expect(prefixedExitCode("all good (exit code 0)")).toBeNull();
  });
});
