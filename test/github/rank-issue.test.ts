import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RANK_MARKER } from "../../src/rank/index.js";
import { FakeGitHub, type FakePull } from "../helpers/github-server.js";
import { ACTIONS_BOT, HUMAN, addPull, fixture, runActionIn, sha, zipOf } from "./helpers/harness.js";

/** Its last test run after the edit is green. */
const GREEN = fixture("github/passing-stream.ndjson");
/** Its last test run after the edit is red: a blocking finding. */
const RED = fixture("transcripts/synthetic-claude-code-red-final.jsonl");
const ISSUE = 5;

let server: FakeGitHub;
beforeEach(async () => {
  server = await new FakeGitHub().start();
  server.addIssue({ number: ISSUE, title: "range() is off by one", state: "open", user: HUMAN, body: "range(3) yields 4 items" });
});
afterEach(async () => {
  await server.stop();
});

/** An agent's PR that closes the issue, cross-referenced on its timeline, with its transcript uploaded by a run on its head. */
function agentPr(number: number, transcript: string | null, overrides: Partial<FakePull> = {}): FakePull {
  const pull = addPull(server, { number, headRef: `claude/issue-5-${number}`, body: `Fixes #${ISSUE}.`, ...overrides });
  server.crossReference(ISSUE, pull);
  if (transcript !== null) upload(pull, `agent-transcript-${pull.headSha}`, { "transcript.jsonl": transcript }, pull.headSha);
  return pull;
}

function upload(pull: FakePull, name: string, files: Record<string, string>, runSha: string) {
  const run = { id: server.id(), headSha: runSha, headBranch: pull.headRef, headRepo: "octo/demo", createdAt: "2026-01-02T00:00:00Z" };
  server.runs.push(run);
  server.artifacts.push({ id: server.id(), name, runId: run.id, expired: false, createdAt: run.createdAt, zip: zipOf(files) });
}

function rankRun(inputs: Record<string, string> = {}, event = "workflow_dispatch", payload: unknown = { inputs: { issue: String(ISSUE) } }) {
  return runActionIn(server, { event, payload, inputs: { "rank-issue": String(ISSUE), "transcript-artifact": "agent-transcript-{sha}", ...inputs } });
}

/** Two agent PRs with transcripts, and every kind of linked PR that must not be ranked. */
function linkEveryKind() {
  agentPr(12, RED, { title: "Fix range (red tests)" });
  agentPr(11, GREEN, { title: "Fix range @octocat <!-- agent-verdict:rank:v1 --> [click](https://evil.test)" });
  agentPr(13, null, { title: "Fix range without a transcript" });
  agentPr(14, GREEN, { user: HUMAN, headRef: "fix-range" });
  agentPr(15, GREEN, { headRepo: "someone/demo" });
  agentPr(16, GREEN, { body: `Related to #${ISSUE}, not a fix.` });
}

describe("rank mode: the open agent PRs linked to an issue", () => {
  it("ranks the green transcript above the red one, lists the others with why, and posts one comment on the issue", async () => {
    linkEveryKind();
    const result = await rankRun();
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: "ranked", ranking: "11,12", score: "" });
    const comments = server.commentsOn(ISSUE);
    expect(comments).toHaveLength(1);
    expect(result.outputs["comment-id"]).toBe(String(comments[0]!.id));
    const body = comments[0]!.body;
    expect(body.startsWith(`${RANK_MARKER}\n**Best attempt: #11 Fix range`)).toBe(true);
    expect(body).toMatch(/\| 2 \| #12 Fix range \(red tests\) \| fail \|/);
    // the untrusted title is inert: no second marker, no live mention or link
    expect(body.split("<!--")).toHaveLength(2);
    expect(body).not.toMatch(/(^|[^\u200b])@octocat/);
    expect(body).not.toContain("[click](https://evil.test)");
    expect(body).toMatch(/### Not ranked[\s\S]*#13 Fix range without a transcript \| no transcript artifact found/);
    expect(body).toMatch(/### Left out[\s\S]*#14 PR 14 \| the PR author octocat/);
    expect(body).toMatch(/#15 PR 15 \| the PR comes from someone\/demo, not this repository/);
    expect(body).toMatch(/#16 PR 16 \| its description mentions the issue but does not close it/);
    expect(result.summary).toContain("**Best attempt: #11");
    expect(server.checkRuns).toHaveLength(0);
    expect(server.statuses).toHaveLength(0);
    expect(server.commentsOn(11)).toHaveLength(0);
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.schema).toBe("agent-verdict/rank@1");
    expect(report.issue).toEqual({ number: ISSUE, title: "range() is off by one" });
    expect(report.candidates.map((c: { pullRequest: { number: number } }) => c.pullRequest.number)).toEqual([11, 12]);
    expect(report.candidates[1].blockingFindings.length).toBeGreaterThan(0);
    expect(report.judge.status).toBe("skipped");
    expect(report.notRanked.map((e: { number: number }) => e.number)).toEqual([13]);
    expect(report.leftOut.map((e: { number: number }) => e.number)).toEqual([14, 15, 16]);
  });

  it("updates its one comment on a re-run, ignoring a forged marker, and reads every page of the timeline", async () => {
    const forged = server.addComment(ISSUE, HUMAN, `${RANK_MARKER}\n**Best attempt: #99**`);
    // the references land on the second and third pages of 100 events
    for (let index = 0; index < 150; index += 1) server.timelines.get(ISSUE)!.push({ id: server.id(), event: "subscribed", actor: HUMAN });
    agentPr(11, GREEN);
    agentPr(12, RED);
    const first = await rankRun();
    agentPr(17, GREEN, { title: "A third attempt" });
    const second = await rankRun();
    expect(second.outputs["comment-id"]).toBe(first.outputs["comment-id"]);
    const ours = server.commentsOn(ISSUE).filter((c) => c.user.login === ACTIONS_BOT.login);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toContain("#17 A third attempt");
    expect(forged.body).toBe(`${RANK_MARKER}\n**Best attempt: #99**`);
    expect(second.outputs.ranking!.split(",").sort()).toEqual(["11", "12", "17"]);
    expect(second.outputs.ranking!.endsWith(",12")).toBe(true);
    expect(server.requests.some((r) => r.path.includes(`/issues/${ISSUE}/timeline`) && r.path.includes("page=2"))).toBe(true);
  });

  it("never ranks a transcript that is not bound to its PR head: it is listed as not ranked", async () => {
    agentPr(11, GREEN);
    agentPr(12, RED);
    const stale = agentPr(18, null);
    upload(stale, "agent-transcript-18", { "transcript.jsonl": GREEN }, sha());
    const result = await rankRun({ "transcript-artifact": "agent-transcript-{pr}" });
    expect(result.outputs.verdict).toBe("skipped");
    const body = server.commentsOn(ISSUE)[0]!.body;
    expect(body).toMatch(/#18 PR 18 \| transcript not bound to the head: transcript is from [0-9a-f]{12} \(run \d+\), head is/);
  });

  it("a transcript that cannot be verified is not ranked, so it can never come first; a PR that is gone is left out", async () => {
    agentPr(11, GREEN);
    agentPr(12, RED);
    agentPr(19, "this is not a transcript\n");
    const gone = agentPr(20, GREEN);
    server.pulls.delete(gone.number);
    const three = await rankRun();
    expect(three.outputs).toMatchObject({ verdict: "ranked", ranking: "11,12" });
    const report = JSON.parse(readFileSync(three.outputs["report-path"]!, "utf8"));
    expect(report.candidates.map((c: { rank: number }) => c.rank)).toEqual([1, 2]);
    expect(report.notRanked).toEqual([expect.objectContaining({ number: 19, reason: expect.stringMatching(/^the transcript could not be verified: /) })]);
    expect(report.leftOut).toEqual([expect.objectContaining({ number: 20, reason: "the PR could not be read (HTTP 404)" })]);
    server.pulls.get(11)!.body = "Refactors range().";
    const twoUnreadable = agentPr(21, "neither is this\n");
    const tooFew = await rankRun();
    expect(tooFew.outputs).toMatchObject({ verdict: "skipped", ranking: "" });
    const body = server.commentsOn(ISSUE)[0]!.body;
    expect(body).toContain("**Nothing to rank for #5:**");
    expect(body).toMatch(/#19 PR 19 \| the transcript could not be verified/);
    expect(body).toContain(`#${twoUnreadable.number} PR 21 | the transcript could not be verified`);
    expect(body).toContain("#11 PR 11 | its description mentions the issue but does not close it");
  });

  it("with fewer than two rankable PRs, says so on the issue and does not fail", async () => {
    agentPr(11, GREEN);
    agentPr(13, null);
    const result = await rankRun();
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: "skipped", ranking: "", "report-path": "" });
    const body = server.commentsOn(ISSUE)[0]!.body;
    expect(body.startsWith(`${RANK_MARKER}\n**Nothing to rank for #${ISSUE}:**`)).toBe(true);
    expect(body).toContain("only #11 PR 11");
    expect(body).toContain("#13 PR 13 | no transcript artifact found");
  });

  it("on issue_comment, ranks for a writer and skips a comment by someone who cannot write", async () => {
    agentPr(11, GREEN);
    agentPr(12, RED);
    const payload = (login: string) => ({ action: "created", issue: { number: ISSUE }, comment: { body: "/rank" }, sender: { login } });
    const stranger = await rankRun({}, "issue_comment", payload("drive-by"));
    expect(stranger.outputs.verdict).toBe("skipped");
    expect(server.commentsOn(ISSUE)).toHaveLength(0);
    server.permissions.set("maintainer", "write");
    const writer = await rankRun({}, "issue_comment", payload("maintainer"));
    expect(writer.outputs).toMatchObject({ verdict: "ranked", ranking: "11,12" });
  });
});

describe("rank mode fails closed", () => {
  it("an issue that does not exist: error, one line, nothing posted", async () => {
    const result = await rankRun({ "rank-issue": "99" });
    expect(result.outputs.verdict).toBe("error");
    expect(result.exitCode).toBe(1);
    expect(result.log).toContain("::error::agent-verdict: error: issue #99 not found in octo/demo");
    expect([...server.comments.values()].flat()).toHaveLength(0);
  });

  it("a PR number given as the issue is an error", async () => {
    agentPr(11, GREEN);
    const result = await rankRun({ "rank-issue": "11" });
    expect(result.outputs.verdict).toBe("error");
    expect(result.log).toContain("#11 in octo/demo is a pull request, not an issue");
  });

  it("a 403 from the timeline (a token without issues: read) is an error naming the status", async () => {
    agentPr(11, GREEN);
    agentPr(12, RED);
    server.faults.forbidden = [/^GET \/repos\/octo\/demo\/issues\/5\/timeline$/];
    const result = await rankRun();
    expect(result.outputs.verdict).toBe("error");
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::agent-verdict: error: could not rank the PRs of issue #5: HTTP 403: Resource not accessible/);
    expect(server.commentsOn(ISSUE)).toHaveLength(0);
  });

  it("a 403 on commenting keeps the ranking in the outputs and says which permission is missing", async () => {
    agentPr(11, GREEN);
    agentPr(12, RED);
    server.faults.commentsForbidden = true;
    const result = await rankRun();
    expect(result.outputs).toMatchObject({ verdict: "ranked", ranking: "11,12", "comment-id": "" });
    expect(result.log).toContain("::warning::agent-verdict: could not comment on issue #5 (HTTP 403): the token needs issues: write");
  });

  it.each([
    [{ "rank-issue": "five" }, "workflow_dispatch", 'input rank-issue "five": must be an issue number'],
    [{ "pr-number": "11" }, "workflow_dispatch", "input rank-issue: give rank-issue or pr-number, not both"],
    [{ "transcript-artifact": "", "transcript-path": "t.jsonl" }, "workflow_dispatch", "input transcript-path: rank-issue needs transcript-artifact"],
    [{ "transcript-run-id": "42" }, "workflow_dispatch", "input transcript-run-id: not with rank-issue"],
    [{}, "pull_request", "input rank-issue: ranking runs on workflow_dispatch, issues, issue_comment, not on pull_request"],
  ])("bad input %o on %s: one line, no API call", async (inputs, event, message) => {
    const result = await rankRun(inputs, event, { number: 11, pull_request: { number: 11 } });
    expect(result.outputs.verdict).toBe("error");
    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(`::error::agent-verdict: ${message}`);
    expect(server.requests).toHaveLength(0);
  });
});

