/**
 * The stand-in's check runs: GitHub's rules for creating one and for adding to its output. The
 * Checks API takes at most 50 annotations a request; an update appends its annotations to those
 * already on the run and replaces the title and summary, which every output must carry.
 */
import type { FakeAnnotation, FakeCheckRun } from "./github-types.js";
import { invalid, notFound, type Answer } from "./github-http.js";

const MAX_ANNOTATIONS_PER_REQUEST = 50;
const CONCLUSIONS = ["success", "failure", "neutral", "cancelled", "skipped", "timed_out", "action_required"];
const LEVELS = ["notice", "warning", "failure"];

export function createCheckRun(runs: FakeCheckRun[], id: number, body: unknown): Answer {
  const input = (body ?? {}) as Record<string, unknown>;
  if (typeof input.name !== "string" || typeof input.head_sha !== "string") return invalid("name and head_sha are required");
  if (input.conclusion !== undefined && !CONCLUSIONS.includes(String(input.conclusion))) return invalid("conclusion is not included in the list");
  const output = readOutput(input.output);
  if (typeof output === "string") return invalid(output);
  const run: FakeCheckRun = {
    id,
    name: input.name,
    head_sha: input.head_sha,
    status: input.conclusion === undefined ? String(input.status ?? "queued") : "completed",
    conclusion: input.conclusion === undefined ? null : String(input.conclusion),
    details_url: typeof input.details_url === "string" ? input.details_url : null,
    output: output?.output ?? null,
    annotations: output?.annotations ?? [],
    requests: 1,
  };
  runs.push(run);
  return { status: 201, body: run };
}

/** PATCH check-runs/{id}: a new output's annotations are appended. */
export function updateCheckRun(runs: FakeCheckRun[], id: number, body: unknown): Answer {
  const run = runs.find((candidate) => candidate.id === id);
  if (run === undefined) return notFound();
  const output = readOutput(((body ?? {}) as Record<string, unknown>).output);
  if (typeof output === "string") return invalid(output);
  if (output !== null) {
    run.output = output.output;
    run.annotations.push(...output.annotations);
  }
  run.requests += 1;
  return { status: 200, body: run };
}

/** An output's title, summary and annotations, or what GitHub would refuse in it. */
function readOutput(value: unknown): { output: FakeCheckRun["output"]; annotations: FakeAnnotation[] } | null | string {
  if (value === undefined) return null;
  const output = value as Record<string, unknown>;
  if (typeof output.title !== "string" || typeof output.summary !== "string") return "output needs a title and a summary";
  const annotations = (output.annotations ?? []) as FakeAnnotation[];
  if (annotations.length > MAX_ANNOTATIONS_PER_REQUEST) return `at most ${MAX_ANNOTATIONS_PER_REQUEST} annotations a request`;
  for (const annotation of annotations) {
    const { path, start_line: start, end_line: end, annotation_level: level, message } = annotation;
    if (typeof path !== "string" || typeof message !== "string" || !LEVELS.includes(level)) return "annotation needs path, message and a level";
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) return "annotation lines are invalid";
  }
  return { output: { title: output.title, summary: output.summary }, annotations };
}
