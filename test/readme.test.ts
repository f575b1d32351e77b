/**
 * The workflows in the README and the docs/ pages are meant to be pasted: each YAML block must parse,
 * the producers must upload under the name the consumer looks for, and the consumer may use only
 * inputs action.yml has.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse, parseDocument } from "yaml";

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  "runs-on"?: string;
  uses?: string;
  steps?: Step[];
}
interface Workflow {
  on?: Record<string, { inputs?: Record<string, unknown> } | null>;
  jobs?: Record<string, Job>;
}

/** The README's front page and the docs/ pages it links: the snippets live in both. */
const PAGES = ["README.md", ...readdirSync("docs").filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
const read = (page: string) => readFileSync(page, "utf8");
const PRODUCERS_PAGE = "docs/producers.md";
/** The sections whose workflows run an agent: every producer, and the README's pasteable pair. */
const PRODUCER_HEADINGS = ["## Producing the transcript", "## Set it up on GitHub"];
const NEXT_PART = /\n## /g;

/** Every ```yaml block of one page, with where it stands and whether it sits in a producer section. */
function yamlBlocks(page: string): { yaml: string; line: string; producer: boolean }[] {
  const markdown = read(page);
  const sections = PRODUCER_HEADINGS.map((heading) => markdown.indexOf(heading)).filter((start) => start >= 0).map((start) => {
    NEXT_PART.lastIndex = start + 1;
    return { start, end: NEXT_PART.exec(markdown)?.index ?? markdown.length };
  });
  return [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => ({
    yaml: match[1]!,
    line: `${page}:${markdown.slice(0, match.index).split("\n").length}`,
    producer: sections.some(({ start, end }) => match.index > start && match.index < end),
  }));
}

const blocks = PAGES.flatMap(yamlBlocks);
const workflows = blocks.map((block) => ({ ...block, workflow: parse(block.yaml) as Workflow }));
const steps = (workflow: Workflow) => Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
const usesAction = (step: Step, action: string) => typeof step.uses === "string" && step.uses.startsWith(`${action}@`);

/** A name's `${{ … }}` expressions as placeholders: an expression that yields a commit SHA is `{sha}`. */
function uploadPattern(name: string): string {
  return name.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => (/(^|\.)sha$|head\.sha$/.test(expression) ? "{sha}" : `<${expression}>`));
}

const actionInputs = Object.keys((parse(readFileSync("action.yml", "utf8")) as { inputs: Record<string, unknown> }).inputs);
const consumers = workflows.flatMap(({ workflow, line }) =>
  steps(workflow).filter((step) => usesAction(step, "agent-verdict/agent-verdict")).map((step) => ({ step, line, workflow })),
);
const uploads = workflows.flatMap(({ workflow, line, producer }) =>
  steps(workflow).filter((step) => usesAction(step, "actions/upload-artifact")).map((step) => ({ step, line, producer })),
);

describe("README workflows", () => {
  test("there is a producer section for every agent the issue names", () => {
    for (const agent of ["claude-code-action", "claude -p", "codex-action", "codex exec --json", "run-gemini-cli", "OpenHands resolver", "mini-swe-agent", "SWE-agent"]) {
      expect(read(PRODUCERS_PAGE)).toContain(agent);
    }
    expect(workflows.filter((block) => block.producer && block.line.startsWith(PRODUCERS_PAGE)).length).toBeGreaterThanOrEqual(7);
  });

  test("the README's pasteable pair is, block for block, the claude-code-action producer and the consumer the docs keep", () => {
    const withoutFileLine = (yaml: string) => yaml.replace(/^# \.github\/workflows\/[\w.-]+\n/, "");
    const readme = blocks.filter((block) => block.line.startsWith("README.md:") && block.producer);
    expect(readme).toHaveLength(2);
    const producers = read(PRODUCERS_PAGE);
    const claudeSection = producers.slice(producers.indexOf("### claude-code-action"));
    const claudeProducer = /```yaml\n([\s\S]*?)```/.exec(claudeSection)![1]!;
    expect(withoutFileLine(readme[0]!.yaml)).toBe(claudeProducer);
    const consumer = blocks.find((block) => block.line.startsWith("docs/running-on-github.md:"))!;
    expect(readme[1]!.yaml).toBe(consumer.yaml);
  });

  test.each(blocks.map((block) => [block.line, block.yaml] as const))("the YAML block at %s parses", (_, yaml) => {
    const document = parseDocument(yaml);
    expect(document.errors.map((error) => error.message)).toEqual([]);
  });

  test("every producer block is a complete workflow: triggers and jobs with steps or a called workflow", () => {
    for (const { workflow, line } of workflows.filter((block) => block.producer)) {
      expect(workflow.on, `line ${line}`).toBeTypeOf("object");
      for (const job of Object.values(workflow.jobs ?? {})) expect(job.uses !== undefined || (job["runs-on"] !== undefined && (job.steps ?? []).length > 0), `line ${line}`).toBe(true);
    }
  });

  test("every producer uploads under a name carrying the head SHA that a consumer looks for, and each consumer name is produced", () => {
    const wanted = new Set(consumers.map(({ step }) => String(step.with?.["transcript-artifact"])));
    expect(wanted).toEqual(new Set(["agent-transcript-{sha}"]));
    const produced = uploads.map(({ step, line }) => ({ line, pattern: uploadPattern(String(step.with?.name)) }));
    for (const { line, pattern } of produced) expect(wanted.has(pattern), `upload at line ${line} is named ${pattern}`).toBe(true);
    for (const name of wanted) expect(produced.some(({ pattern }) => pattern === name), name).toBe(true);
  });

  test("a SHA taken from a step output is written by an earlier step of the same job", () => {
    for (const { workflow, line } of workflows.filter((block) => block.producer)) {
      for (const job of Object.values(workflow.jobs ?? {})) {
        const jobSteps = job.steps ?? [];
        jobSteps.forEach((step, index) => {
          const source = String(step.with?.name ?? "").match(/steps\.([\w-]+)\.outputs\.sha/);
          if (source === null) return;
          const writer = jobSteps.slice(0, index).find((earlier) => earlier.id === source[1]);
          expect(writer?.run, `line ${line}: step ${source[1]}`).toMatch(/echo "sha=\$\(git (rev-parse HEAD|ls-remote [^)]*)\)" >> "\$GITHUB_OUTPUT"|echo "sha=\$\(gh pr view [^)]*\)" >> "\$GITHUB_OUTPUT"/);
        });
      }
    }
  });

  test("the transcript is uploaded before the PR is opened or the verifier dispatched", () => {
    for (const { workflow, line } of workflows.filter((block) => block.producer)) {
      for (const job of Object.values(workflow.jobs ?? {})) {
        const jobSteps = job.steps ?? [];
        const upload = jobSteps.findIndex((step) => usesAction(step, "actions/upload-artifact"));
        jobSteps.forEach((step, index) => {
          if (/gh pr create|gh workflow run/.test(step.run ?? "")) expect(upload, `line ${line}`).toBeGreaterThanOrEqual(0);
          if (/gh pr create|gh workflow run/.test(step.run ?? "")) expect(index, `line ${line}`).toBeGreaterThan(upload);
        });
      }
    }
  });

  test("the verifier is dispatched with inputs its workflow_dispatch trigger declares", () => {
    const declared = new Set(consumers.flatMap(({ workflow }) => Object.keys(workflow.on?.workflow_dispatch?.inputs ?? {})));
    const passed = workflows.flatMap(({ workflow }) =>
      steps(workflow).flatMap((step) => [...(step.run ?? "").matchAll(/gh workflow run agent-verdict\.yml[^\n]*/g)].flatMap((call) => [...call[0].matchAll(/-f ([\w-]+)=/g)].map((flag) => flag[1]!))),
    );
    expect(passed.length).toBeGreaterThan(0);
    for (const input of passed) expect(declared.has(input), input).toBe(true);
  });

  test("an upload of a hidden path sets include-hidden-files", () => {
    for (const { step, line } of uploads) {
      if (/(^|\/)\.[^./]/.test(String(step.with?.path))) expect(step.with?.["include-hidden-files"], `line ${line}`).toBe(true);
    }
  });

  test("the agent-verdict steps use only inputs action.yml declares", () => {
    expect(consumers.length).toBeGreaterThan(0);
    for (const { step, line } of consumers) for (const key of Object.keys(step.with ?? {})) expect(actionInputs, `line ${line}`).toContain(key);
  });
});

describe("the checks above can fail", () => {
  test("a name keyed by PR number or branch is not a SHA", () => {
    expect(uploadPattern("agent-transcript-${{ github.event.pull_request.number }}")).toBe("agent-transcript-<github.event.pull_request.number>");
    expect(uploadPattern("claude-transcript-${{ steps.claude.outputs.branch_name }}")).toBe("claude-transcript-<steps.claude.outputs.branch_name>");
    expect(uploadPattern("agent-transcript-${{ steps.push.outputs.sha }}")).toBe("agent-transcript-{sha}");
  });

  test("an unclosed block is a parse error", () => {
    expect(parseDocument("jobs:\n  a: [1, 2\n").errors.length).toBeGreaterThan(0);
  });
});
