/**
 * Files read back from the PR's checkout (`--repo`, input `repo-path`) are untrusted text too: a
 * parse error can quote them, so they are redacted on reading and counted in the report.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBack } from "../../src/evidence/readback.js";
import { verify } from "../../src/verify.js";
import { SECRET_CORPUS } from "./secrets-corpus.js";

const EXAMPLE = "examples/claude-code-fix-range";

describe("read-back files", () => {
  it("are redacted on reading, and the report counts them", async () => {
    const repo = mkdtempSync(join(tmpdir(), "av-readback-"));
    mkdirSync(join(repo, "src"));
    const broken = `{"token": "${SECRET_CORPUS[0]!.value}" oops\n${SECRET_CORPUS.map((item) => JSON.stringify(item.planted)).join(",\n")}`;
    writeFileSync(join(repo, "src", "config.json"), broken);
    const files = await readBack(repo, ["src/config.json"]);
    const read = files.get("src/config.json")!;
    expect(read.state).toBe("text");
    if (read.state !== "text") return;
    for (const item of SECRET_CORPUS) expect(read.text).not.toContain(item.value);
    expect(read.redactions).toBeGreaterThanOrEqual(SECRET_CORPUS.length);

    const diff = [
      "diff --git a/src/config.json b/src/config.json",
      "new file mode 100644",
      "--- /dev/null",
      "+++ b/src/config.json",
      "@@ -0,0 +1 @@",
      "+{}",
      "",
    ].join("\n");
    const options = { transcriptPath: `${EXAMPLE}/session.jsonl`, diff: { text: diff }, noLlm: true };
    const without = await verify(options);
    const withRepo = await verify({ ...options, repoDir: repo });
    expect(withRepo.report.redactions - without.report.redactions).toBe(read.redactions);
    const shown = `${withRepo.markdown}\n${JSON.stringify(withRepo.report)}`;
    for (const item of SECRET_CORPUS) expect(shown).not.toContain(item.value);
  });
});

describe("read-back of what is not a file", () => {
  it("a pipe in the checkout is not opened (it would block), a folder is not read", async () => {
    const repo = mkdtempSync(join(tmpdir(), "av-readback-"));
    execFileSync("mkfifo", [join(repo, "pipe.json")]);
    mkdirSync(join(repo, "folder.json"));
    const files = await readBack(repo, ["pipe.json", "folder.json"]);
    expect(files.get("pipe.json")).toEqual({ state: "missing" });
    expect(files.get("folder.json")).toEqual({ state: "missing" });
  });
});
