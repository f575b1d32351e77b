import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { candidateHead, folderCandidates } from "../../src/transcript/sources.js";

describe("folder candidates", () => {
  it("leave a file's text on disk until it is asked for, so that the main transcript can be streamed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agent-verdict-sources-"));
    const path = join(dir, "session.jsonl");
    writeFileSync(path, '{"a":1}\n');
    const { files } = await folderCandidates(dir);
    expect(files.map((file) => [file.name, file.path])).toEqual([["session.jsonl", path]]);
    writeFileSync(path, '{"b":2}\n{"c":3}\n');
    expect(files[0]?.text).toBe('{"b":2}\n{"c":3}\n');
  });

  it("read only the head of a file on disk when a probe asks for it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agent-verdict-sources-"));
    writeFileSync(join(dir, "agent-1.jsonl"), `{"isSidechain":true}\n${"x".repeat(10_000)}`);
    const { files } = await folderCandidates(dir);
    expect(candidateHead(files[0]!, 20)).toBe('{"isSidechain":true}');
    expect(candidateHead({ name: "m.jsonl", text: "abcdef", bytes: 6 }, 3)).toBe("abc");
  });
});
