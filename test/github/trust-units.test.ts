import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindingCheck, type BindingFacts } from "../../src/github/transcript/binding.js";
import { capVerdict } from "../../src/github/verdict/cap.js";
import { CHECK_CONCLUSIONS } from "../../src/github/publish/check-run.js";
import { isAgentPr } from "../../src/github/gate/gate.js";
import { DEFAULT_AGENTS } from "../../src/github/context/identities.js";
import type { PullRequest } from "../../src/github/api/pr.js";
import { errorReport } from "../../src/report/build.js";
import type { Report } from "../../src/model.js";

const HEAD = "a".repeat(40);
const PULL: PullRequest = {
  number: 3, state: "open", headSha: HEAD, baseSha: "b".repeat(40), headRef: "feature", headRepo: "octo/demo", headRepoId: 1,
  baseRepoId: 1, author: { login: "claude[bot]", id: 209825114, type: "Bot" }, labels: [], body: "", changedFiles: 1,
};
const RULES = { agents: DEFAULT_AGENTS, labels: ["agent"], branchPrefixes: ["openhands-fix-issue-"] };

describe("the gate as a function", () => {
  it("is decided by repository first, then the pinned identity", () => {
    expect(isAgentPr(PULL, RULES)).toMatchObject({ agent: true, transcript: true });
    expect(isAgentPr({ ...PULL, headRepoId: 2, headRepo: "fork/demo" }, RULES).agent).toBe(false);
    expect(isAgentPr({ ...PULL, headRepoId: null, headRepo: null }, RULES).agent).toBe(false);
    expect(isAgentPr({ ...PULL, author: { login: "CLAUDE[bot]", id: 209825114, type: "Bot" } }, RULES).agent).toBe(true);
    expect(isAgentPr({ ...PULL, author: { login: "claude[bot]", id: 1, type: "Bot" } }, RULES).agent).toBe(false);
  });

  it("a label needs its labeled event and a sender who can write", () => {
    const labeled = { ...PULL, author: null, labels: ["Agent"] };
    expect(isAgentPr(labeled, RULES).agent).toBe(false);
    expect(isAgentPr(labeled, RULES, { name: "agent", sender: "x", senderCanWrite: false }).agent).toBe(false);
    expect(isAgentPr(labeled, RULES, { name: "agent", sender: "x", senderCanWrite: true }).agent).toBe(true);
    expect(isAgentPr({ ...labeled, labels: [] }, RULES, { name: "agent", sender: "x", senderCanWrite: true }).agent).toBe(false);
  });

  it("an added agent without a transcript is verified from its diff only", () => {
    const copilot = { ...PULL, author: { login: "Copilot", id: 198982749, type: "Bot" } };
    expect(isAgentPr(copilot, RULES).agent).toBe(false);
    expect(isAgentPr(copilot, { ...RULES, agents: [{ login: "copilot", id: null, type: null }] })).toMatchObject({ agent: true, transcript: false });
  });
});

describe("transcript_bound_to_head", () => {
  const path = { kind: "path" as const, path: "/w/t.jsonl", artifact: null };
  const facts = (over: Partial<BindingFacts>): BindingFacts => ({ source: path, sidecar: { kind: "absent" }, artifact: null, sha: HEAD, baseRepoId: 1, ...over });
  const artifact = (headSha: string | null) => ({
    kind: "artifact" as const, path: "/t/a.zip",
    artifact: { id: 5, name: "t", runId: 9, headSha, headBranch: "feature", createdAt: null, foundBy: "branch" as const, tiedToPr: true, tiedBy: "run-branch" as const },
  });

  it("passes only when something names the head", () => {
    expect(bindingCheck(facts({ sidecar: { kind: "sha", sha: HEAD } })).status).toBe("pass");
    expect(bindingCheck(facts({ source: artifact(HEAD), artifact: { runRepoId: 1, shaInName: false } })).status).toBe("pass");
    expect(bindingCheck(facts({ source: artifact("c".repeat(40)), artifact: { runRepoId: 1, shaInName: true } })).status).toBe("pass");
    expect(bindingCheck(facts({})).status).toBe("fail");
    expect(bindingCheck(facts({ source: artifact("c".repeat(40)), artifact: { runRepoId: 1, shaInName: false } })).summary).toBe(
      `transcript is from ${"c".repeat(12)} (run 9), head is ${"a".repeat(12)}`,
    );
  });

  it("a head-sha file naming another commit outweighs a run on the head; a fork's run never binds", () => {
    const stale = facts({ source: artifact(HEAD), artifact: { runRepoId: 1, shaInName: false }, sidecar: { kind: "sha", sha: "d".repeat(40) } });
    expect(bindingCheck(stale).status).toBe("fail");
    const fork = facts({ source: artifact(HEAD), artifact: { runRepoId: 100, shaInName: true }, sidecar: { kind: "sha", sha: HEAD } });
    expect(bindingCheck(fork).summary).toMatch(/uploaded by a run of another repository/);
  });

  it("the cap only lowers: pass becomes neutral, fail and error stay", () => {
    const unbound = bindingCheck(facts({}));
    const report = (verdict: Report["verdict"]): Report => ({ ...errorReport("x"), verdict, score: 0.9, reasons: [] });
    expect(capVerdict(report("pass"), [unbound], { unexplainedChanges: "neutral" }).verdict).toBe("neutral");
    expect(capVerdict(report("fail"), [unbound], { unexplainedChanges: "fail" }).verdict).toBe("fail");
    expect(capVerdict(report("error"), [unbound], { unexplainedChanges: "neutral" }).verdict).toBe("error");
    const bound = bindingCheck(facts({ sidecar: { kind: "sha", sha: HEAD } }));
    expect(capVerdict(report("pass"), [bound], { unexplainedChanges: "fail" }).verdict).toBe("pass");
  });
});

describe("the check run and action.yml", () => {
  it("is green only for pass, and needs human review is never a passing conclusion", () => {
    expect(Object.entries(CHECK_CONCLUSIONS).filter(([, conclusion]) => conclusion === "success").map(([verdict]) => verdict)).toEqual(["pass"]);
    // branch protection counts success, neutral and skipped as passing
    expect(Object.values(CHECK_CONCLUSIONS)).not.toContain("neutral");
    expect(CHECK_CONCLUSIONS.neutral).toBe("action_required");
  });

  it("declares the trust inputs with the defaults the code and the test harness assume", () => {
    const action = parse(readFileSync("action.yml", "utf8")) as { inputs: Record<string, { default?: string }> };
    expect(action.inputs["workflow-file"]?.default).toBe("");
    expect(action.inputs["unexplained-changes"]?.default).toBe("neutral");
    expect(action.inputs["agent-branch-prefixes"]?.default).toBe("openhands-fix-issue-");
    expect(action.inputs["github-token"]?.default).toBe("${{ github.token }}");
  });
});
