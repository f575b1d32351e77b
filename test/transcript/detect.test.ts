import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { FORMAT_IDS, Trajectory } from "../../src/model.js";
import { READERS } from "../../src/transcript/detect.js";
import { fixture, labeled, parse } from "./helpers.js";

const DETECTED: [string, string][] = [
  ["spotter-tool_heavy.jsonl", "claude-code-jsonl"],
  ["execution-file-sample-turns.json", "claude-sdk"],
  ["stream-json-basic-query.ndjson", "claude-sdk"],
  ["codemie-rollout-0.77.0-2026-01-02T18-39-45-019b7f94.jsonl", "codex-rollout"],
  ["codemie-rollout-0.125.0-019e1625-turn1-excerpt.jsonl", "codex-rollout"],
  ["synthetic-codex-exec.jsonl", "codex-exec-json"],
  ["synthetic-atif-v1.4.json", "atif"],
  ["sweagent-6e44b9__sweagenttestrepo-1c2844.traj", "swe-agent"],
  ["synthetic-sweagent-0.x-with-demonstration.traj", "swe-agent"],
  ["synthetic-mini-swe-agent-v0.json", "mini-swe-agent"],
  ["synthetic-mini-swe-agent-v1.traj.json", "mini-swe-agent"],
  ["synthetic-mini-swe-agent-v2.traj.json", "mini-swe-agent"],
  ["synthetic-openhands-v0.json", "openhands"],
  ["synthetic-openhands-v1.json", "openhands"],
  ["codemie-gemini-session-2026-01-16T11-01-file-ops-37b7abef.json", "gemini-cli"],
  ["synthetic-openai-messages.json", "openai-messages"],
  ["synthetic-anthropic-messages.json", "anthropic-messages"],
  ["synthetic-cline-api_conversation_history.json", "anthropic-messages"],
];

describe("format detection", () => {
  it.each(DETECTED)("%s is %s, and its trajectory meets the schema", (file, format) => {
    const trajectory = parse(fixture(file));
    expect(trajectory.format).toBe(format);
    expect(Trajectory.parse(trajectory)).toEqual(trajectory);
  });

  it("reads every labeled Terminal-Bench shape as atif", () => {
    for (const file of ["tb2.0-capy_gpt-5.5__cancel-async-tasks__QeVSosP", "progress__pytorch-model-cli"]) {
      expect(parse(labeled(`${file}.trajectory.json`)).format).toBe("atif");
    }
  });

  it("has a reader for every format id", () => {
    expect(READERS.map((reader) => reader.id).sort()).toEqual([...FORMAT_IDS].sort());
  });

  it("names the closest formats, in one line, for an unknown shape", () => {
    const unknown = JSON.stringify({ schema: "x", steps: [{ foo: 1 }], agent: "a" });
    expect(() => parse(unknown, "odd.json")).toThrow(InputError);
    try {
      parse(unknown, "odd.json");
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^odd\.json: not a transcript format agent-verdict reads \(closest: atif \(has steps, agent\)/);
      expect(message).not.toContain("\n");
    }
  });

  it("refuses empty and non-JSON input with one clear line", () => {
    expect(() => parse("  \n", "e.json")).toThrow(/^e\.json: the file is empty/);
    expect(() => parse("hello\nworld", "t.txt")).toThrow(/^t\.txt: not JSON or JSON lines/);
  });

  it("honours --format over detection, and rejects an unknown id", () => {
    expect(parse(fixture("synthetic-mini-swe-agent-v0.json"), "t", "openai-messages").format).toBe("openai-messages");
    expect(() => parse("[]", "t", "nope")).toThrow(/--format nope is not a format id/);
  });
});
