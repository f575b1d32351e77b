import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/** The workflows of the README and docs/ that run the action: their permissions and inputs must match what the action needs. */
const PAGES = ["README.md", ...readdirSync("docs").filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
const ACTION = parse(readFileSync("action.yml", "utf8")) as { inputs: Record<string, unknown> };
const SNIPPETS = PAGES.flatMap((page) => [...readFileSync(page, "utf8").matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!));

interface Workflow {
  name?: string;
  on?: Record<string, { workflows?: string[] } | null> | string;
  permissions?: Record<string, string>;
  jobs?: Record<string, { steps?: { id?: string; uses?: string; if?: string; with?: Record<string, unknown> }[] }>;
}

const workflows = SNIPPETS.map((text) => ({ text, workflow: parse(text) as Workflow }))
  .filter(({ workflow }) => workflow?.jobs !== undefined);
const consumers = workflows.filter(({ text }) => text.includes("uses: agent-verdict/agent-verdict@"));
const step = (workflow: Workflow) => Object.values(workflow.jobs!).flatMap((job) => job.steps ?? []).find((item) => item.uses?.startsWith("agent-verdict/"))!;

describe("the agent-verdict workflows of the README and docs/", () => {
  it("exist", () => {
    expect(consumers.length).toBeGreaterThanOrEqual(2);
    expect(consumers.filter(({ workflow }) => step(workflow).with?.["rank-issue"] !== undefined)).toHaveLength(1);
    expect(consumers.some(({ text }) => readFileSync("README.md", "utf8").includes(text))).toBe(true);
  });

  it.each(consumers.map(({ workflow }) => [workflow.name ?? "?", workflow] as const))("%s grants what the action needs and uses real inputs", (_name, workflow) => {
    // a ranking comments on the issue and sets no check: issues: write, the PRs only read
    const needs = step(workflow).with?.["rank-issue"] !== undefined
      ? { issues: "write", "pull-requests": "read", actions: "read", contents: "read" }
      : { "pull-requests": "write", checks: "write", statuses: "write", actions: "read", contents: "read" };
    expect(workflow.permissions).toMatchObject(needs);
    for (const input of Object.keys(step(workflow).with ?? {})) expect(ACTION.inputs).toHaveProperty(input);
  });

  it("a workflow_run consumer names its producer by file, and that producer runs on pull_request", () => {
    const companions = consumers.filter(({ workflow }) => typeof workflow.on === "object" && "workflow_run" in workflow.on);
    expect(companions.length).toBeGreaterThanOrEqual(1);
    for (const { workflow } of companions) {
      const file = step(workflow).with?.["workflow-file"];
      expect(typeof file).toBe("string");
      const producer = workflows.find(({ text }) => text.startsWith(`# .github/workflows/${String(file)}`));
      expect(producer).toBeDefined();
      expect((workflow.on as Record<string, { workflows: string[] }>).workflow_run!.workflows).toContain(producer!.workflow.name);
      const on = producer!.workflow.on;
      expect(on === "pull_request" || (typeof on === "object" && "pull_request" in on)).toBe(true);
    }
  });

  it("every producer that uploads a transcript attests the zip it uploaded, with the permissions that takes", () => {
    // the fork-safe pair's producer runs on pull_request from the PR's own workflow file: an attestation proves nothing there
    const producers = workflows.filter(({ text }) => text.includes("actions/upload-artifact@") && !text.includes("on: pull_request"));
    expect(producers.length).toBeGreaterThanOrEqual(7);
    for (const { workflow } of producers) {
      const steps = Object.values(workflow.jobs!).flatMap((job) => job.steps ?? []);
      const uploads = steps.filter((item) => item.uses?.startsWith("actions/upload-artifact@"));
      for (const upload of uploads) {
        const attest = steps[steps.indexOf(upload) + 1];
        expect(attest?.uses).toMatch(/^actions\/attest-build-provenance@v\d+$/);
        expect(attest?.with?.["subject-digest"]).toBe(`sha256:\${{ steps.${upload.id}.outputs.artifact-digest }}`);
        expect(attest?.with?.["subject-name"]).toBe(`${String(upload.with?.name)}.zip`);
      }
      expect(workflow.permissions).toMatchObject({ "id-token": "write", attestations: "write" });
    }
  });

  it("a consumer that requires the attestation may read it and names the producer's file with its ref", () => {
    const requiring = consumers.filter(({ workflow }) => step(workflow).with?.["require-attestation"] === true);
    expect(requiring).toHaveLength(1);
    for (const { workflow } of requiring) {
      expect(workflow.permissions).toMatchObject({ attestations: "read" });
      expect(String(step(workflow).with?.["attestation-workflows"])).toMatch(/^\.github\/workflows\/[\w.-]+\.ya?ml@refs\/heads\/\S+$/);
    }
  });
});
