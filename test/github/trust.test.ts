import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub, type FakePull } from "../helpers/github-server.js";
import { ACTIONS_BOT, COPILOT, HUMAN, addPull, fixture, pullRequestEvent, runActionIn, sha } from "./helpers/harness.js";

/** The attacks of issue 13, each played end to end against the GitHub stand-in. */
const PASSING = fixture("github/passing-stream.ndjson");
const FORGED = fixture("github/forged-six-records.jsonl");
const MARKER = "<!-- agent-verdict:v1 ";

let server: FakeGitHub;
beforeEach(async () => {
  server = await new FakeGitHub().start();
});
afterEach(async () => {
  await server.stop();
});

interface Run {
  event?: string;
  payload?: unknown;
  inputs?: Record<string, string>;
  transcript?: string;
  /** The head-sha file beside the transcript; null for none. */
  headSha?: string | null;
}

async function run(pull: FakePull, options: Run = {}) {
  const headSha = options.headSha === undefined ? pull.headSha : options.headSha;
  const result = await runActionIn(server, {
    event: options.event ?? "pull_request",
    payload: options.payload ?? pullRequestEvent(pull, server),
    inputs: { "transcript-path": "agent/t.ndjson", ...options.inputs },
    workspace: { "agent/t.ndjson": options.transcript ?? PASSING, ...(headSha === null ? {} : { "agent/head-sha": headSha }) },
  });
  const report = result.outputs["report-path"] ? JSON.parse(readFileSync(result.outputs["report-path"], "utf8")) : null;
  return { result, report, verdict: result.outputs.verdict };
}

const FORK = "stranger/demo";

describe("gate", () => {
  it("a fork PR on an agent branch prefix is never an agent's, under pull_request_target too", async () => {
    const pull = addPull(server, { user: HUMAN, headRepo: FORK, headRef: "claude/fix-range" });
    for (const event of ["pull_request", "pull_request_target"]) {
      const { verdict, result } = await run(pull, { event, inputs: { "agent-branch-prefixes": "claude/" } });
      expect(verdict).toBe("skipped");
      expect(result.log).toContain(`the PR comes from ${FORK}, not this repository`);
    }
    expect(server.checkRuns).toHaveLength(0);
    expect(server.statuses).toHaveLength(0);
  });

  it("a fork PR with the agent label, labeled by a maintainer, or by an agent-looking author, is never an agent's", async () => {
    server.permissions.set("maintainer", "admin");
    const pull = addPull(server, { headRepo: FORK, labels: ["agent"] });
    const payload = { ...pullRequestEvent(pull, server), action: "labeled", label: { name: "agent" }, sender: { login: "maintainer" } };
    expect((await run(pull, { payload, inputs: { "agent-labels": "agent" } })).verdict).toBe("skipped");
  });

  it("the default agents are pinned by user id and account type, not by login text", async () => {
    const lookalike = addPull(server, { user: { login: "claude[bot]", id: 4242, type: "Bot" } });
    expect((await run(lookalike)).verdict).toBe("skipped");
    const user = addPull(server, { number: 8, user: { login: "claude[bot]", id: 209825114, type: "User" } });
    expect((await run(user)).verdict).toBe("skipped");
    const real = addPull(server, { number: 9 });
    expect((await run(real)).verdict).toBe("pass");
  });

  it("admits OpenHands by its account and its resolver's branch prefix, from this repository", async () => {
    const byAccount = addPull(server, { user: { login: "openhands-agent", id: 1000001, type: "User" } });
    expect((await run(byAccount)).verdict).toBe("pass");
    const byBranch = addPull(server, { number: 8, user: ACTIONS_BOT, headRef: "openhands-fix-issue-12" });
    expect((await run(byBranch)).verdict).toBe("pass");
  });

  it("a label counts only on the labeled event that added it, sent by someone who can write", async () => {
    const pull = addPull(server, { user: HUMAN, labels: ["agent"] });
    const inputs = { "agent-labels": "agent" };
    const labeled = (sender: string) => ({ ...pullRequestEvent(pull, server), action: "labeled", label: { name: "agent" }, sender: { login: sender } });
    const synchronize = await run(pull, { inputs });
    expect(synchronize.verdict).toBe("skipped");
    expect(synchronize.result.log).toContain('label "agent" counts only on the labeled event that adds it');
    server.permissions.set("reader", "read");
    expect((await run(pull, { inputs, payload: labeled("reader") })).verdict).toBe("skipped");
    expect((await run(pull, { inputs, payload: labeled("drive-by") })).verdict).toBe("skipped");
    server.permissions.set("maintainer", "maintain");
    const { verdict, result } = await run(pull, { inputs, payload: labeled("maintainer") });
    expect(verdict).toBe("pass");
    expect(result.log).toContain('label "agent" was added by maintainer, who can write to the repository');
    expect(server.requests.some((request) => request.path === "/repos/octo/demo/collaborators/maintainer/permission")).toBe(true);
  });
});

describe("agents without a transcript", () => {
  it("are not in the default gate", async () => {
    expect((await run(addPull(server, { user: COPILOT }))).verdict).toBe("skipped");
  });

  it("when added, only the diff is checked and the verdict is neutral, saying why", async () => {
    const pull = addPull(server, { user: COPILOT });
    const { verdict, report, result } = await run(pull, { inputs: { "agent-logins": "copilot-swe-agent[bot]:198982749" }, headSha: null });
    expect(verdict).toBe("neutral");
    expect(result.exitCode).toBe(0);
    expect(report.reasons).toContain("this agent publishes no transcript: only the diff was checked");
    expect(report.checks.map((check: { id: string }) => check.id)).toEqual(["no_weakened_tests", "edited_files_parse"]);
    expect(report.checks[0].status).toBe("pass");
    expect(server.commentsOn(pull.number)[0]!.body).toContain("this agent publishes no transcript: only the diff was checked");
    expect(server.checkRuns.at(-1)).toMatchObject({ conclusion: "action_required" });
  });

  it("a diff that weakens the tests still fails", async () => {
    const diff = "diff --git a/test/a.test.ts b/test/a.test.ts\n--- a/test/a.test.ts\n+++ b/test/a.test.ts\n@@ -1 +1 @@\n-it('adds', () => {\n+it.skip('adds', () => {\n";
    const pull = addPull(server, { user: COPILOT, diff, files: [{ filename: "test/a.test.ts", status: "modified", patch: "@@ -1 +1 @@" }] });
    expect((await run(pull, { inputs: { "agent-logins": "copilot-swe-agent[bot]" } })).verdict).toBe("fail");
  });
});

describe("binding the transcript to the head", () => {
  it("a stale transcript (a person pushed after the agent's run) is neutral, with both commits in the reason", async () => {
    const agentCommit = sha();
    const pull = addPull(server);
    const { verdict, report } = await run(pull, { headSha: agentCommit });
    expect(verdict).toBe("neutral");
    const why = `transcript is from ${agentCommit.slice(0, 12)}, head is ${pull.headSha.slice(0, 12)}: commits were pushed after the agent's run`;
    expect(report.reasons[0]).toBe(why);
    expect(report.summary).toContain(`Not approved: ${why}`);
    expect(server.commentsOn(pull.number)[0]!.body).toContain(why);
  });

  it("a transcript that names no commit is neutral at most", async () => {
    const pull = addPull(server);
    const { verdict, report } = await run(pull, { headSha: null });
    expect(verdict).toBe("neutral");
    expect(report.checks.find((check: { id: string }) => check.id === "transcript_bound_to_head")).toMatchObject({ status: "fail", required: true });
  });

  it("a head-sha file that is not a SHA binds nothing", async () => {
    const pull = addPull(server);
    expect((await run(pull, { headSha: "the head, trust me" })).verdict).toBe("neutral");
  });
});

describe("the forged six-record transcript", () => {
  const otherFile = "diff --git a/src/b.ts b/src/b.ts\n--- a/src/b.ts\n+++ b/src/b.ts\n@@ -1 +1 @@\n-const limit = 10;\n+const limit = readLimitFromEnv();\n";
  const forgedPull = () => addPull(server, { diff: otherFile, files: [{ filename: "src/b.ts", status: "modified", patch: "@@ -1 +1 @@" }] });

  it("never earns Approve for a diff it does not explain", async () => {
    const pull = forgedPull();
    const { verdict, report } = await run(pull, { transcript: FORGED });
    expect(verdict).toBe("neutral");
    expect(report.checks.find((check: { id: string }) => check.id === "edits_match_diff")).toMatchObject({ status: "warn", required: true });
    expect(server.checkRuns.at(-1)?.conclusion).not.toBe("success");
  });

  it("fails with unexplained-changes: fail", async () => {
    const pull = forgedPull();
    const { verdict, report } = await run(pull, { transcript: FORGED, inputs: { "unexplained-changes": "fail" } });
    expect(verdict).toBe("fail");
    expect(report.reasons[0]).toMatch(/edits do not touch the file the PR changes/);
  });

  it("rejects a bad unexplained-changes value in one line", async () => {
    const { result } = await run(forgedPull(), { inputs: { "unexplained-changes": "warn" } });
    expect(result.log).toMatch(/::error::agent-verdict: input unexplained-changes "warn": must be neutral or fail/);
  });
});

describe("comment ownership", () => {
  it("a marker comment by a github-actions[bot] look-alike (another user id) is not taken over", async () => {
    const pull = addPull(server);
    const lookalike = { login: "github-actions[bot]", id: 666, type: "Bot" as const };
    const forged = server.addComment(pull.number, lookalike, `${MARKER}{"sha":null,"verdict":"pass"} -->\nApproved`);
    const { result } = await run(pull);
    expect(forged.body).toContain("Approved");
    const ours = server.commentsOn(pull.number).filter((comment) => comment.user.id === ACTIONS_BOT.id);
    expect(ours).toHaveLength(1);
    expect(result.outputs["comment-id"]).toBe(String(ours[0]!.id));
  });

  it("comment-author accepts login:id and then matches both", async () => {
    server.installationBot = { login: "my-app[bot]", id: 555, type: "Bot" };
    const pull = addPull(server);
    server.addComment(pull.number, { login: "my-app[bot]", id: 556, type: "Bot" }, `${MARKER}{"sha":null,"verdict":"pass"} -->\nnot ours`);
    const { result } = await run(pull, { inputs: { "comment-author": "my-app[bot]:555" } });
    const ours = server.commentsOn(pull.number).filter((comment) => comment.user.id === 555);
    expect(result.outputs["comment-id"]).toBe(String(ours[0]!.id));
    expect(server.commentsOn(pull.number)).toHaveLength(2);
  });
});
