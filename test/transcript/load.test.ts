import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { loadTranscript } from "../../src/transcript/index.js";
import { isSafeEntryName } from "../../src/transcript/zip.js";
import { FIXTURES, jsonl } from "./helpers.js";

const SESSION = "258c7280-ae70-4798-800f-63464d01a85d";

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "agent-verdict-load-"));
}

function transcript(name: string): string {
  return readFileSync(join(FIXTURES, "transcripts", name), "utf8");
}

/** A Claude Code session whose Task call spawned agent `a1`, and that agent's sidechain file. */
function sessionWithTask(): { main: string; subagent: string } {
  const base = { sessionId: "s1", cwd: "/repo", version: "2.1.40" };
  const main = jsonl(
    { ...base, parentUuid: null, uuid: "u1", type: "user", message: { role: "user", content: "review the parser" } },
    { ...base, parentUuid: "u1", uuid: "u2", type: "assistant",
      message: { id: "m1", role: "assistant", model: "claude-opus-4-5",
        content: [{ type: "tool_use", id: "toolu_task", name: "Task", input: { description: "review", prompt: "Review src/parse.ts", subagent_type: "general" } }] } },
    { ...base, parentUuid: "u2", uuid: "u3", type: "user", toolUseResult: { agentId: "a1", status: "completed" },
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_task", content: [{ type: "text", text: "Looks fine." }] }] } },
  );
  const subagent = jsonl(
    { ...base, agentId: "a1", isSidechain: true, parentUuid: null, uuid: "s1", type: "user", message: { role: "user", content: "Review src/parse.ts" } },
    { ...base, agentId: "a1", isSidechain: true, parentUuid: "s1", uuid: "s2", type: "assistant",
      message: { id: "m2", role: "assistant", content: [{ type: "tool_use", id: "toolu_w", name: "Write", input: { file_path: "/repo/NOTES.md", content: "x" } }] } },
    { ...base, agentId: "a1", isSidechain: true, parentUuid: "s2", uuid: "s3", type: "user",
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_w", content: "File created" }] } },
  );
  return { main, subagent };
}

describe("loading a folder", () => {
  it("finds the session, ties its subagent to the Task call, and keeps an untied one as a warning", async () => {
    const dir = tempDir();
    const { main, subagent } = sessionWithTask();
    mkdirSync(join(dir, SESSION, "subagents"), { recursive: true });
    writeFileSync(join(dir, `${SESSION}.jsonl`), main);
    writeFileSync(join(dir, SESSION, "subagents", "agent-a1.jsonl"), subagent);
    writeFileSync(join(dir, SESSION, "subagents", "agent-acompact-fffbd0.jsonl"), transcript("spotter-agent-acompact-fffbd0.jsonl"));
    writeFileSync(join(dir, "package.json"), '{"name":"x"}');
    const loaded = await loadTranscript(dir);
    expect(loaded.file).toBe(`${SESSION}.jsonl`);
    expect(loaded.trajectory.format).toBe("claude-code-jsonl");
    const subagents = loaded.trajectory.subagents ?? [];
    expect(subagents.map((sub) => [sub.source, sub.toolCall])).toEqual([
      [`${SESSION}/subagents/agent-a1.jsonl`, 0],
      [`${SESSION}/subagents/agent-acompact-fffbd0.jsonl`, null],
    ]);
    expect(subagents[0]?.edits.map((edit) => edit.path)).toEqual(["NOTES.md"]);
    expect(loaded.trajectory.warnings).toContain(`subagent ${SESSION}/subagents/agent-acompact-fffbd0.jsonl: no Task call in the session spawned it; kept unattached`);
  });

  it("says which file it read among several and why: its name first, then its size, then what failed before it", async () => {
    const dir = tempDir();
    const small = transcript("synthetic-atif-v1.4.json");
    writeFileSync(join(dir, "a-trajectory.json"), small);
    writeFileSync(join(dir, "big.json"), `${small.trimEnd()}${" ".repeat(64)}`);
    writeFileSync(join(dir, "notes.json"), '{"name":"x"}');
    expect((await loadTranscript(dir)).chosen).toEqual({ file: "big.json", among: 3, reason: "no file is named like a transcript; it is a JSON file, the largest of 3 such files" });
    writeFileSync(join(dir, "notes.json"), `{"name":"${"x".repeat(4096)}"}`);
    expect((await loadTranscript(dir)).chosen).toEqual({
      file: "big.json",
      among: 3,
      reason: "no file is named like a transcript; it is a JSON file, one of 3 such files; 1 file ranked before it did not read as a transcript",
    });
    mkdirSync(join(dir, "run"));
    writeFileSync(join(dir, "run", "trajectory.json"), small);
    expect((await loadTranscript(dir)).chosen).toEqual({ file: "run/trajectory.json", among: 4, reason: "named like a Harbor trajectory (trajectory.json)" });
  });

  it("names the files it tried when none is a transcript", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "package.json"), '{"name":"x"}');
    await expect(loadTranscript(dir)).rejects.toThrow(/none of its 1 JSON files is a transcript agent-verdict reads \(tried package\.json\)/);
  });

  it("refuses an empty folder with one line", async () => {
    await expect(loadTranscript(tempDir())).rejects.toThrow(InputError);
  });
});

describe("loading a .zip artifact", () => {
  it("reads the main transcript from the archive and ignores non-transcript entries", async () => {
    const dir = tempDir();
    const archive = zipSync({
      "logs/sessions/2026/01/02/rollout-2026-01-02T18-39-45-x.jsonl": strToU8(transcript("codemie-rollout-0.77.0-2026-01-02T18-39-45-019b7f94.jsonl")),
      "logs/readme.txt": strToU8("not a transcript"),
      "logs/config.json": strToU8('{"model":"x"}'),
    });
    const path = join(dir, "artifact.zip");
    writeFileSync(path, archive);
    const loaded = await loadTranscript(path);
    expect(loaded.trajectory.format).toBe("codex-rollout");
    expect(loaded.file).toBe("logs/sessions/2026/01/02/rollout-2026-01-02T18-39-45-x.jsonl");
    expect(loaded.trajectory.toolCalls).toHaveLength(3);
    expect(loaded.trajectory.warnings[0]).toMatch(/read logs\/sessions\/.*rollout-.*\.jsonl, the main transcript among 2 files: named like a Codex session/);
    expect(loaded.chosen).toEqual({ file: loaded.file, among: 2, reason: "named like a Codex session (rollout-*.jsonl)" });
  });

  it("skips entries whose path escapes the archive, with a warning", async () => {
    const dir = tempDir();
    const archive = zipSync({
      "../evil.json": strToU8('{"schema_version":"ATIF-v1.4","steps":[]}'),
      "trajectory.json": strToU8(transcript("synthetic-atif-v1.4.json")),
    });
    const path = join(dir, "a.zip");
    writeFileSync(path, archive);
    const loaded = await loadTranscript(path);
    expect(loaded.file).toBe("trajectory.json");
    expect(loaded.trajectory.warnings.some((warning) => warning.includes('entry "../evil.json" has an unsafe path or compression, skipped'))).toBe(true);
  });

  it("refuses a corrupt archive as bad input", async () => {
    const dir = tempDir();
    const path = join(dir, "broken.zip");
    writeFileSync(path, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]));
    await expect(loadTranscript(path)).rejects.toThrow(InputError);
  });

  it("judges entry names safe only inside the archive root", () => {
    expect(["a.json", "dir/b.jsonl", "x..y.json"].every(isSafeEntryName)).toBe(true);
    expect(["../a.json", "/etc/passwd", "a/../../b.json", "C:/x.json", "a\\..\\b.json", ""].some(isSafeEntryName)).toBe(false);
  });
});

describe("loading a plain file", () => {
  it("refuses a missing path with one line", async () => {
    const error = await loadTranscript("/nonexistent/t.jsonl").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).not.toContain("\n");
  });
});

describe("loading a Claude Code session file with subagents beside it", () => {
  it("reads <session>/subagents/*.jsonl and ties them to the Task call", async () => {
    const dir = tempDir();
    const { main, subagent } = sessionWithTask();
    mkdirSync(join(dir, "s1", "subagents"), { recursive: true });
    writeFileSync(join(dir, "s1.jsonl"), main);
    writeFileSync(join(dir, "s1", "subagents", "agent-a1.jsonl"), subagent);
    const loaded = await loadTranscript(join(dir, "s1.jsonl"));
    expect(loaded.trajectory.subagents?.map((sub) => [sub.source, sub.toolCall, sub.task])).toEqual([
      ["s1/subagents/agent-a1.jsonl", 0, "Review src/parse.ts"],
    ]);
  });

  it("reads older agent-*.jsonl siblings only when they name the same session", async () => {
    const dir = tempDir();
    const { main, subagent } = sessionWithTask();
    writeFileSync(join(dir, "s1.jsonl"), main);
    writeFileSync(join(dir, "agent-a1.jsonl"), subagent);
    writeFileSync(join(dir, "agent-other.jsonl"), subagent.replaceAll('"sessionId":"s1"', '"sessionId":"s2"'));
    const loaded = await loadTranscript(join(dir, "s1.jsonl"));
    expect(loaded.trajectory.subagents?.map((sub) => sub.source)).toEqual(["agent-a1.jsonl"]);
  });

  it("adds no subagents field when none is found", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "s1.jsonl"), sessionWithTask().main);
    expect((await loadTranscript(join(dir, "s1.jsonl"))).trajectory.subagents).toBeUndefined();
  });
});

describe("loading an ATIF trajectory that continues in further files", () => {
  it("appends the steps of trajectory.cont-N.json in order and never picks a continuation as the main file", async () => {
    const dir = tempDir();
    const agent = { name: "terminus-2", version: "2.0.0" };
    const step = (id: number, command: string) => ({
      step_id: id,
      source: "agent",
      message: "",
      tool_calls: [{ tool_call_id: `c${id}`, function_name: "bash_command", arguments: { keystrokes: command } }],
      observation: { results: [{ source_call_id: `c${id}`, content: "ok" }] },
    });
    const main = { schema_version: "ATIF-v1.2", session_id: "s", agent, steps: [{ step_id: 1, source: "user", message: "build it" }, step(2, "make")] };
    const cont2 = { schema_version: "ATIF-v1.2", session_id: "s", agent, steps: [step(1, "make test"), step(2, "make install"), step(3, "ls")] };
    const cont1 = { schema_version: "ATIF-v1.2", session_id: "s", agent, steps: [step(1, "make check")] };
    writeFileSync(join(dir, "trajectory.json"), JSON.stringify(main));
    writeFileSync(join(dir, "trajectory.cont-2.json"), JSON.stringify(cont2));
    writeFileSync(join(dir, "trajectory.cont-1.json"), JSON.stringify(cont1));
    const loaded = await loadTranscript(dir);
    expect(loaded.file).toBe("trajectory.json");
    expect(loaded.trajectory.toolCalls.map((call) => call.command)).toEqual(["make", "make check", "make test", "make install", "ls"]);
    expect(loaded.trajectory.task).toBe("build it");
  });
});

describe("loading an OpenHands V1 conversation folder (one event per file)", () => {
  it("joins events/event-NNNNN-*.json in event order and reads them as one log", async () => {
    const dir = tempDir();
    const events = JSON.parse(transcript("synthetic-openhands-v1.json")) as { id: string }[];
    mkdirSync(join(dir, "conv", "events"), { recursive: true });
    writeFileSync(join(dir, "conv", "base_state.json"), '{"agent":{"kind":"Agent"}}');
    // written in reverse so that order must come from the event number, not the directory listing
    [...events].reverse().forEach((event, reversed) => {
      const index = events.length - 1 - reversed;
      writeFileSync(join(dir, "conv", "events", `event-${String(index).padStart(5, "0")}-${event.id}.json`), JSON.stringify(event));
    });
    const loaded = await loadTranscript(dir);
    expect(loaded.file).toBe("conv/events/");
    expect(loaded.trajectory.format).toBe("openhands");
    expect(loaded.trajectory.toolCalls.map((call) => call.id)).toEqual(["call_a", "call_b", "call_c"]);
    expect(loaded.trajectory.finalAnswer).toBe("Added --version; `python cli.py --version` prints 1.0.");
  });
});

describe("the loaded transcript", () => {
  it("carries only the trajectory, sizes and counts, not the parsed records", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "t.json"), transcript("synthetic-atif-v1.4.json"));
    const loaded = await loadTranscript(join(dir, "t.json"));
    expect(Object.keys(loaded).sort()).toEqual(["bytes", "file", "redactions", "secrets", "trajectory"]);
    // the secret values found stay in memory: written out, they are a count
    expect(JSON.parse(JSON.stringify(loaded.secrets))).toEqual({ values: loaded.secrets.size });
  });
});

describe("Gemini CLI chats folder", () => {
  it("prefers session-*.jsonl to the session-*.json it was migrated from", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "session-2026-04-02T08-15-8b2f6c1e.json"), transcript("codemie-gemini-session-2026-01-16T11-01-file-ops-37b7abef.json"));
    writeFileSync(join(dir, "session-2026-04-02T08-15-8b2f6c1e.jsonl"), transcript("synthetic-gemini-cli-session.jsonl"));
    const { trajectory, file } = await loadTranscript(dir);
    expect(file).toBe("session-2026-04-02T08-15-8b2f6c1e.jsonl");
    expect(trajectory.format).toBe("gemini-cli");
  });
});
