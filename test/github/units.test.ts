import { describe, expect, it } from "vitest";
import { MAX_BODY_CHARS, capBody, staleBody, withNotes } from "../../src/github/publish/body.js";
import { readMarker } from "../../src/github/publish/comment.js";
import { artifactName } from "../../src/github/transcript/artifact.js";
import { isAgentPr } from "../../src/github/gate/gate.js";
import type { PullRequest } from "../../src/github/api/pr.js";
import { STATUS_STATES } from "../../src/github/publish/status.js";

const PULL: PullRequest = {
  number: 3,
  state: "open",
  headSha: "a".repeat(40),
  baseSha: "b".repeat(40),
  headRef: "claude/issue-3",
  headRepo: "octo/demo",
  headRepoId: 1,
  baseRepoId: 1,
  author: { login: "Claude[bot]", id: 1, type: "Bot" },
  labels: [],
  body: "",
  changedFiles: 1,
};

describe("comment body", () => {
  it("never exceeds GitHub's limit, and says how much was cut", () => {
    const body = `<!-- agent-verdict:v1 {"sha":null,"verdict":"pass"} -->\n<details>\n${"x".repeat(100_000)}`;
    const capped = capBody(body);
    expect(capped.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
    expect(capped).toMatch(/<\/details>\n\n\[… \d+ characters omitted/);
    expect(withNotes(body, [{ text: "n".repeat(10_000), warning: true }]).length).toBeLessThanOrEqual(MAX_BODY_CHARS);
  });

  it("neutralizes notes: no mention, no HTML, no forged marker", () => {
    const body = withNotes("head\n<details><summary>🔍 Technical details</summary>\n</details>\n", [
      { text: "branch <!-- agent-verdict:v1 {} --> @maintainers", warning: true },
    ]);
    expect(body).not.toContain("<!-- agent-verdict:v1 {}");
    expect(body).not.toMatch(/@maintainers/);
    expect(body.indexOf("⚠️")).toBeLessThan(body.indexOf("<details>"));
    expect(withNotes("x", [{ text: "run\u202eexe.jsonl\u0007", warning: false }])).toContain("runexe.jsonl");
  });

  it("reads only a marker at the top of the body", () => {
    expect(readMarker('<!-- agent-verdict:v1 {"sha":"abc1234","verdict":"fail"} -->\nx')).toEqual({ sha: "abc1234", verdict: "fail" });
    expect(readMarker('quote:\n<!-- agent-verdict:v1 {"sha":null,"verdict":"pass"} -->')).toBeNull();
    expect(readMarker(staleBody("a".repeat(40), "b".repeat(40), null))).toEqual({ sha: "a".repeat(40), verdict: "stale" });
  });
});

describe("gate, names and states", () => {
  it("matches logins case-insensitively and ids exactly", () => {
    expect(isAgentPr(PULL, { agents: [{ login: "claude[bot]", id: null, type: null }], labels: [], branchPrefixes: [] }).agent).toBe(true);
    expect(isAgentPr(PULL, { agents: [{ login: "claude[bot]", id: 2, type: null }], labels: [], branchPrefixes: [] }).agent).toBe(false);
    expect(isAgentPr({ ...PULL, author: null }, { agents: [{ login: "claude[bot]", id: null, type: null }], labels: [], branchPrefixes: [] }).agent).toBe(false);
  });

  it("fills artifact name placeholders, with / in a branch as -", () => {
    expect(artifactName("t-{pr}-{branch}-{sha}", PULL, "c".repeat(40))).toBe(`t-3-claude-issue-3-${"c".repeat(40)}`);
  });

  it("is green only for pass", () => {
    expect(Object.entries(STATUS_STATES).filter(([, state]) => state === "success").map(([verdict]) => verdict)).toEqual(["pass"]);
  });
});
