/**
 * The gate answered from the event payload before the action's modules load: it skips a PR only
 * when the full run (API read, same gate) would skip it too, and leaves everything else to that run.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isAgentPr } from "../../../src/github/gate/gate.js";
import { gateRules, pullFromPayload, skipFromPayload } from "../../../src/github/gate/payload-gate.js";
import { copyBundle, runBundle } from "../../helpers/bundle.js";
import { FakeGitHub } from "../../helpers/github-server.js";

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OPENED: Payload = JSON.parse(readFileSync("test/fixtures/github/pull_request.opened.json", "utf8"));
const CLAUDE = { login: "claude[bot]", id: 209825114, type: "Bot" };

/** The fixture with the PR's fields replaced (a deep copy: the fixture stays as GitHub sent it). */
function payloadWith(change: (payload: Payload) => void): Payload {
  const payload = structuredClone(OPENED);
  change(payload);
  return payload;
}

function envFor(payload: Payload, inputs: Record<string, string> = {}, event = "pull_request"): NodeJS.ProcessEnv {
  const root = mkdtempSync(join(tmpdir(), "agent-verdict-payload-"));
  writeFileSync(join(root, "event.json"), JSON.stringify(payload));
  const env: NodeJS.ProcessEnv = { GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: join(root, "event.json") };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

describe("skipFromPayload", () => {
  it("skips a person's PR from the payload GitHub delivers, with the full run's reason", async () => {
    const reason = await skipFromPayload(envFor(OPENED));
    expect(reason).toBe("PR #2: the PR author Codertocat (id 21031067) is not in agent-logins and no label or branch rule matched");
  });

  it("leaves an agent's PR to the full run", async () => {
    expect(await skipFromPayload(envFor(payloadWith((p) => (p.pull_request.user = CLAUDE))))).toBeNull();
  });

  it("skips a same-named account that is not the pinned app, and any fork PR", async () => {
    const impostor = payloadWith((p) => (p.pull_request.user = { login: "claude[bot]", id: 1, type: "User" }));
    expect(await skipFromPayload(envFor(impostor))).toMatch(/not in agent-logins/);
    const fork = payloadWith((p) => {
      p.pull_request.user = CLAUDE;
      p.pull_request.head.repo = { ...p.pull_request.head.repo, id: 999, full_name: "someone/Hello-World" };
    });
    expect(await skipFromPayload(envFor(fork))).toMatch(/comes from someone\/Hello-World.*fork PR is never verified/);
  });

  it("reads agent-logins, agent-branch-prefixes and agent-labels as the full run does", async () => {
    expect(await skipFromPayload(envFor(OPENED, { "agent-logins": "someone, Codertocat:21031067" }))).toBeNull();
    expect(await skipFromPayload(envFor(OPENED, { "agent-logins": "Codertocat:5" }))).toMatch(/not in agent-logins/);
    expect(await skipFromPayload(envFor(OPENED, { "agent-branch-prefixes": "chan" }))).toBeNull();
    // a label already on the PR admits nothing: only the labeled event that adds it does
    expect(await skipFromPayload(envFor(OPENED, { "agent-labels": "bug" }))).toMatch(/label "bug" counts only on the labeled event/);
  });

  it("leaves the labeled event of a gate label to the full run, which asks the sender's permission", async () => {
    const labeled = payloadWith((p) => {
      p.action = "labeled";
      p.label = { name: "Agent" };
    });
    expect(await skipFromPayload(envFor(labeled, { "agent-labels": "agent" }))).toBeNull();
    expect(await skipFromPayload(envFor(labeled, { "agent-labels": "other" }))).toMatch(/not in agent-logins/);
  });

  it("decides nothing it cannot read: another event, a pr-number or rank-issue input, a bad agent-logins entry, a thin or missing payload", async () => {
    expect(await skipFromPayload(envFor(OPENED, {}, "workflow_run"))).toBeNull();
    expect(await skipFromPayload(envFor(OPENED, { "pr-number": "9" }))).toBeNull();
    expect(await skipFromPayload(envFor(OPENED, { "rank-issue": "3" }))).toBeNull();
    expect(await skipFromPayload(envFor(OPENED, { "agent-logins": "not a login!" }))).toBeNull();
    expect(await skipFromPayload(envFor(payloadWith((p) => delete p.pull_request.user.id)))).toBeNull();
    expect(await skipFromPayload(envFor(payloadWith((p) => (p.pull_request.labels = [{}]))))).toBeNull();
    expect(await skipFromPayload({ GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: "/nonexistent/event.json" })).toBeNull();
  });

  it("never skips a PR the full gate would admit, whoever sends the label and whatever it can write", async () => {
    const author = fc.constantFrom(CLAUDE, { login: "Claude[bot]", id: 209825114, type: "Bot" }, { login: "claude[bot]", id: 7, type: "Bot" }, { login: "octocat", id: 583231, type: "User" });
    const arbitrary = fc.record({
      author,
      fork: fc.boolean(),
      ref: fc.constantFrom("changes", "openhands-fix-issue-3", "agent/x"),
      labels: fc.subarray(["agent", "bug"]),
      action: fc.constantFrom("opened", "synchronize", "labeled"),
      eventLabel: fc.constantFrom("agent", "AGENT", "bug"),
      inputs: fc.record({ "agent-labels": fc.constantFrom("", "agent"), "agent-branch-prefixes": fc.constantFrom("", "openhands-fix-issue-") }),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (c) => {
        const payload = payloadWith((p) => {
          p.action = c.action;
          p.label = c.action === "labeled" ? { name: c.eventLabel } : undefined;
          p.pull_request.user = c.author;
          p.pull_request.head.ref = c.ref;
          p.pull_request.labels = c.labels.map((name) => ({ name }));
          if (c.fork) p.pull_request.head.repo = { id: 5, full_name: "fork/Hello-World" };
        });
        const env = envFor(payload, c.inputs);
        const skipped = await skipFromPayload(env);
        if (skipped === null) return;
        const pull = pullFromPayload(payload.pull_request)!;
        for (const senderCanWrite of [true, false]) {
          const event = c.action === "labeled" ? { name: c.eventLabel, sender: "someone", senderCanWrite } : null;
          expect(isAgentPr(pull, gateRules(env)!, event).agent).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("dist/index.js on a PR the payload shows is a person's", () => {
  let server: FakeGitHub;
  let bundle = "";
  beforeAll(() => {
    bundle = join(copyBundle(), "dist", "index.js");
  });
  beforeEach(async () => {
    server = await new FakeGitHub().start();
  });
  afterEach(async () => {
    await server.stop();
  });

  it("skips it without one API call, writing the outputs and the summary", async () => {
    const root = mkdtempSync(join(tmpdir(), "agent-verdict-skip-"));
    for (const file of ["output", "summary.md"]) writeFileSync(join(root, file), "");
    writeFileSync(join(root, "event.json"), JSON.stringify(OPENED));
    const env = {
      PATH: process.env.PATH,
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: join(root, "event.json"),
      GITHUB_REPOSITORY: "Codertocat/Hello-World",
      GITHUB_API_URL: server.url,
      GITHUB_OUTPUT: join(root, "output"),
      GITHUB_STEP_SUMMARY: join(root, "summary.md"),
      GITHUB_WORKSPACE: root,
      RUNNER_TEMP: root,
      "INPUT_GITHUB-TOKEN": "stand-in-token",
      "INPUT_TRANSCRIPT-ARTIFACT": "agent-transcript-{sha}",
      "INPUT_AGENT-BRANCH-PREFIXES": "openhands-fix-issue-",
    };
    const result = await runBundle(bundle, env);
    expect(result.status, result.stdout).toBe(0);
    expect(result.stdout).toContain("agent-verdict: skipped: PR #2: the PR author Codertocat (id 21031067) is not in agent-logins");
    expect(server.requests).toEqual([]);
    const output = readFileSync(join(root, "output"), "utf8");
    expect(output).toMatch(/^verdict<<(ghadelimiter_[\w-]+)\nskipped\n\1\n/);
    expect(output).toMatch(/\nscore<<(ghadelimiter_[\w-]+)\n\n\1\n/);
    expect(readFileSync(join(root, "summary.md"), "utf8")).toMatch(/^agent-verdict: skipped: PR .{1,4}2: the PR author Codertocat/);
  });

  it("says in one line when the runner's output file cannot be written, and fails the step", async () => {
    const root = mkdtempSync(join(tmpdir(), "agent-verdict-skip-"));
    writeFileSync(join(root, "event.json"), JSON.stringify(OPENED));
    const env = {
      PATH: process.env.PATH,
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: join(root, "event.json"),
      GITHUB_OUTPUT: join(root, "missing-folder", "output"),
      "INPUT_TRANSCRIPT-ARTIFACT": "agent-transcript-{sha}",
    };
    const result = await runBundle(bundle, env);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^::error::agent-verdict: skipped, but could not write the outputs: ENOENT.*\n$/m);
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });
});
