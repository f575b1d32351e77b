/**
 * Hostile transcript files through `loadTranscript` and the CLI: random bytes, invalid UTF-8, a
 * single huge line, a file over the size limit, zip bombs, climbing zip entries, symlinks in
 * folders. Each ends in a trajectory or an InputError with one line (the CLI exits 2).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli.js";
import { InputError } from "../../src/errors.js";
import { Trajectory } from "../../src/model.js";
import { LARGE_LINE_CHARS } from "../../src/transcript/records.js";
import { MAX_EXPANDED_BYTES, MAX_ZIP_ENTRIES } from "../../src/transcript/zip.js";
import { MAX_TRANSCRIPT_BYTES, loadTranscript } from "../../src/transcript/index.js";
import { FIXTURE_NAMES, expectOneLineInputError, fixtureText } from "./fuzz-helpers.js";

const FILE_RUNS = 60;
/** One large line, as a tool output: big enough to cross the large-line note, small enough to stay fast. */
const LARGE_LINE_BYTES = 24 * 1024 * 1024;

const dir = () => mkdtempSync(join(tmpdir(), "av-hard-"));

async function loadOrRefuse(path: string): Promise<"read" | "refused"> {
  try {
    const { trajectory } = await loadTranscript(path);
    expect(Trajectory.safeParse(trajectory).success).toBe(true);
    return "read";
  } catch (error) {
    expectOneLineInputError(error);
    return "refused";
  }
}

async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** Exit 2 with one line naming the problem, or 0 with a verdict that is not pass. */
function expectRefusedOrNotPass(result: { code: number; stdout: string; stderr: string }) {
  if (result.code === 2) {
    expect(result.stderr).toMatch(/^agent-verdict: [^\n]+\n$/);
    expect(result.stderr).not.toMatch(/internal error|\bat .*\.ts:\d+/);
    return;
  }
  expect(result.code).toBe(0);
  expect(JSON.parse(result.stdout).verdict).not.toBe("pass");
}

describe("random bytes and invalid UTF-8 on disk", () => {
  it("random byte files: read or refused, through the loader and the CLI", async () => {
    const root = dir();
    let index = 0;
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), fc.constantFrom("", "PK\u0003\u0004", "{", "["), async (bytes, head) => {
        const path = join(root, `r${index++}.jsonl`);
        writeFileSync(path, Buffer.concat([Buffer.from(head, "latin1"), bytes]));
        await loadOrRefuse(path);
        expectRefusedOrNotPass(await cli("verify", "--transcript", path, "--no-llm", "--json", "-"));
      }),
      { numRuns: FILE_RUNS },
    );
  });

  it("fixtures with invalid UTF-8 sequences planted anywhere", async () => {
    const root = dir();
    const invalid = fc.constantFrom([0xff], [0xc3], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x00]);
    let index = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIXTURE_NAMES), fc.nat(), invalid, async (name, at, bytes) => {
        const text = Buffer.from(fixtureText(name));
        const cut = at % (text.length + 1);
        const path = join(root, `${index++}-${name}`);
        writeFileSync(path, Buffer.concat([text.subarray(0, cut), Buffer.from(bytes), text.subarray(cut)]));
        await loadOrRefuse(path);
      }),
      { numRuns: FILE_RUNS },
    );
  });
});

describe("size", () => {
  it("reads a transcript whose one line is a 24 MB tool output, and notes it", async () => {
    const path = join(dir(), "large.jsonl");
    const big = "x".repeat(LARGE_LINE_BYTES);
    const lines = [
      { type: "user", message: { role: "user", content: "run it" }, sessionId: "s" },
      {
        type: "assistant",
        message: { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "cat big" } }] },
      },
      { type: "user", message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: big }] } },
    ];
    writeFileSync(path, lines.map((line) => JSON.stringify(line)).join("\n"));
    expect(LARGE_LINE_BYTES).toBeGreaterThan(LARGE_LINE_CHARS);
    const started = Date.now();
    const { trajectory } = await loadTranscript(path);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(trajectory.toolCalls).toHaveLength(1);
    expect(trajectory.warnings.join("\n")).toMatch(/line 3: a 2\d\.\d MB record, read/);
  });

  it("refuses a file over the transcript limit before reading it, naming the limit (sparse file)", async () => {
    const path = join(dir(), "huge.jsonl");
    writeFileSync(path, "");
    truncateSync(path, MAX_TRANSCRIPT_BYTES + 1);
    await expect(loadTranscript(path)).rejects.toThrow(new RegExp(`over the ${MAX_TRANSCRIPT_BYTES}-byte transcript limit`));
    const result = await cli("verify", "--transcript", path, "--no-llm");
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/transcript limit \(max-transcript-bytes\)\n$/);
  });
});

describe("zip archives", () => {
  const atif = fixtureText("synthetic-atif-v1.4.json");

  it("does not trust an entry's declared size: one that claims more than the bound but inflates small is read", async () => {
    // the bound is enforced on the bytes actually inflated (a real bomb: test/transcript/zip.test.ts)
    const zip = zipSync({ "trajectory.json": strToU8(atif) });
    setDeclaredSize(zip, MAX_EXPANDED_BYTES + 1);
    const path = join(dir(), "claims-big.zip");
    writeFileSync(path, zip);
    expect((await loadTranscript(path)).trajectory.format).toBe("atif");
  });

  it("inflates an entry that lies small about its size only up to what it declared: no bomb", async () => {
    const zip = zipSync({ "a.jsonl": strToU8(`${"\n".repeat(4 * 1024 * 1024)}{"x":1}`) }, { level: 9 });
    setDeclaredSize(zip, 100);
    const path = join(dir(), "liar.zip");
    writeFileSync(path, zip);
    expect(await loadOrRefuse(path)).toBe("refused");
  });

  it("refuses an archive of too many entries with one line", async () => {
    const files = Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`e${i}.txt`, strToU8("")]));
    const path = join(dir(), "many.zip");
    writeFileSync(path, zipSync(files, { level: 0 }));
    await expect(loadTranscript(path)).rejects.toThrow(new RegExp(`more than ${MAX_ZIP_ENTRIES} entries`));
  });

  it("never reads a climbing, absolute or backslashed entry; an archive of only those is refused", async () => {
    const names = ["../../etc/passwd.json", "/abs/trajectory.json", "C:/x/trajectory.json", "a\\..\\..\\b.json", "ok/../../../up.jsonl"];
    const path = join(dir(), "climb.zip");
    writeFileSync(path, zipSync(Object.fromEntries(names.map((name) => [name, strToU8(atif)]))));
    await expect(loadTranscript(path)).rejects.toThrow(InputError);
    const mixed = join(dir(), "mixed.zip");
    writeFileSync(mixed, zipSync({ ...Object.fromEntries(names.map((name) => [name, strToU8(atif)])), "trajectory.json": strToU8(atif) }));
    const loaded = await loadTranscript(mixed);
    expect(loaded.file).toBe("trajectory.json");
    expect(loaded.trajectory.warnings.filter((warning) => warning.includes("unsafe path or compression, skipped"))).toHaveLength(names.length);
  });

  it("random bytes after a zip signature, and a real archive cut at any byte: refused with one line", async () => {
    const root = dir();
    const whole = zipSync({ "trajectory.json": strToU8(atif) });
    let index = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: whole.length - 1 }), async (at) => {
        const path = join(root, `cut${index++}.zip`);
        writeFileSync(path, whole.subarray(0, Math.max(at, 4)));
        await loadOrRefuse(path);
      }),
      { numRuns: FILE_RUNS },
    );
  });
});

describe("folders", () => {
  it("does not follow symlinks: to a file outside, to a folder outside, or in a loop", async () => {
    const outside = dir();
    writeFileSync(join(outside, "secret.json"), fixtureText("synthetic-atif-v1.4.json"));
    const root = dir();
    mkdirSync(join(root, "inner"));
    symlinkSync(join(outside, "secret.json"), join(root, "trajectory.json"));
    symlinkSync(outside, join(root, "inner", "escape"));
    symlinkSync(root, join(root, "inner", "loop"));
    await expect(loadTranscript(root)).rejects.toThrow(/no transcript file/);
    writeFileSync(join(root, "inner", "session.jsonl"), fixtureText("spotter-tool_heavy.jsonl"));
    const loaded = await loadTranscript(root);
    expect(loaded.file).toBe("inner/session.jsonl");
  });
});

/** Overwrites the uncompressed size of the archive's one entry, in its local header and central directory. */
function setDeclaredSize(zip: Uint8Array, size: number): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(22, size >>> 0, true);
  const central = zip.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
  view.setUint32(central + 24, size >>> 0, true);
}

describe("folder cases the fuzz found", () => {
  it("an ATIF trajectory with continuations whose main file is not JSON is refused with one line, not thrown", async () => {
    const root = dir();
    writeFileSync(join(root, "trajectory.json"), '{"schema_version":"ATIF-v1.4","steps":[');
    writeFileSync(join(root, "trajectory.cont-1.json"), '{"steps":[]}');
    expect(await loadOrRefuse(root)).toBe("refused");
  });
});

describe("paths that are not files", () => {
  it("a device or a pipe, as the transcript or the diff, is refused at once with one line, never read forever", async () => {
    const fifo = join(dir(), "pipe.jsonl");
    execFileSync("mkfifo", [fifo]);
    for (const path of ["/dev/zero", "/dev/null", fifo]) {
      await expect(loadTranscript(path)).rejects.toThrow(/not a regular file/);
      const result = await cli("parse", path);
      expect(result.code).toBe(2);
      const diff = await cli("verify", "--transcript", "examples/claude-code-fix-range/session.jsonl", "--no-llm", "--diff", path);
      expect(diff.code).toBe(2);
      expect(diff.stderr).toMatch(/--diff .*: cannot read the file \(not a regular file\)\n$/);
    }
  });
});
