/**
 * The checks keep each shell line's reading (simple-commands.ts) and listing (shell/flat.ts) and
 * read a repeated line from them: on every shell call of the bundled transcripts, the kept reading
 * must equal a cold one, under the facts and the status of that call.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { forgetReadings, simpleCommands } from "../../src/checks/simple-commands.js";
import { forgetListings, writtenCommands } from "../../src/shell/flat.js";
import { pathFactsByCall } from "../../src/checks/path-facts.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { loadTranscript } from "../../src/transcript/index.js";
import type { Trajectory } from "../../src/model.js";

const TRANSCRIPT_DIRS = ["test/fixtures/transcripts", "test/fixtures/labeled", "test/fixtures/pr-shapes"];
const EXAMPLES = ["examples/claude-code-fix-range/session.jsonl", "examples/claude-sdk-debug-print/transcript.json"];

function bundledTranscripts(): string[] {
  const inDirs = TRANSCRIPT_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => /\.(?:jsonl|json|ndjson|traj)$/.test(name) && !name.endsWith(".diff"))
      .map((name) => join(dir, name)),
  );
  return [...inDirs, ...EXAMPLES];
}

async function trajectories(): Promise<Array<{ path: string; trajectory: Trajectory }>> {
  const read: Array<{ path: string; trajectory: Trajectory }> = [];
  for (const path of bundledTranscripts()) {
    const loaded = await loadTranscript(path).catch(() => null);
    if (loaded !== null) read.push({ path, trajectory: loaded.trajectory });
  }
  return read;
}

test("every shell call of the bundled transcripts reads the same from a kept reading as cold", async () => {
  const read = await trajectories();
  expect(read.length).toBeGreaterThanOrEqual(30);
  let readings = 0;
  for (const { path, trajectory } of read) {
    const factsAt = pathFactsByCall(trajectory);
    const shellCalls = trajectory.toolCalls.flatMap((call, index) =>
      call.command === null ? [] : [{ command: call.command, exitCode: call.exitCode, index }],
    );
    // each line under the facts and status of every call of its transcript: kept readings meet other facts
    const cases = shellCalls.flatMap(({ command }) => shellCalls.map(({ exitCode, index }) => ({ command, exitCode, index })));
    forgetReadings();
    const warm = cases.map(({ command, exitCode, index }) => simpleCommands(command, factsAt(index), exitCode));
    cases.forEach(({ command, exitCode, index }, at) => {
      forgetReadings();
      expect(simpleCommands(command, factsAt(index), exitCode), `${path}: ${command.slice(0, 80)} at call ${index}`).toEqual(warm[at]);
      readings += 1;
    });
  }
  expect(readings).toBeGreaterThan(500);
});

test("every shell line of the bundled transcripts lists the same commands from a kept listing as cold", async () => {
  const lines = (await trajectories()).flatMap(({ trajectory }) => trajectory.toolCalls.flatMap((call) => call.command ?? []));
  expect(lines.length).toBeGreaterThan(100);
  for (const windows of [false, true]) {
    forgetListings();
    const warm = [...lines, ...lines].map((line) => writtenCommands(line, { windows }));
    [...lines, ...lines].forEach((line, at) => {
      forgetListings();
      expect(writtenCommands(line, { windows }), line.slice(0, 80)).toEqual(warm[at]);
    });
  }
  // the dialect is part of what is kept: a backslash is a path character in PowerShell and cmd
  expect(writtenCommands("type C:\\tmp\\a.txt", { windows: true })[0]!.words[1]!.text).toBe("C:\\tmp\\a.txt");
  expect(writtenCommands("type C:\\tmp\\a.txt", { windows: false })[0]!.words[1]!.text).toBe("C:tmpa.txt");
});

test("a kept listing is frozen, since every reader of the line shares it", () => {
  const [first] = writtenCommands("cat /tests/test_a.py");
  expect(writtenCommands("cat /tests/test_a.py")[0]).toBe(first);
  expect(() => (first!.words as unknown[]).pop()).toThrow(TypeError);
  expect(() => {
    (first!.words[0] as { text: string }).text = "rm";
  }).toThrow(TypeError);
});

test("the verification runs of every bundled transcript are the same read warm, from kept readings, as cold", async () => {
  const read = await trajectories();
  // warm: every transcript read once, so later ones meet lines and words kept from earlier ones
  const warm = read.map(({ trajectory }) => verificationRuns(structuredClone(trajectory)));
  let runs = 0;
  read.forEach(({ path, trajectory }, at) => {
    forgetReadings();
    const cold = verificationRuns(structuredClone(trajectory));
    expect(warm[at], path).toEqual(cold);
    runs += cold.length;
  });
  expect(runs).toBeGreaterThan(30);
});
