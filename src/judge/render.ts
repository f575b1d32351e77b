/**
 * Renders the agent's trajectory as observed evidence for the judge, under a token budget: each
 * tool call with its command and exit code, each result as head + tail, the final diff, the last
 * verification output kept whole (within a bound), earlier steps elided with a count. The agent's
 * reasoning is left out: it is narration, not evidence. Input must already be redacted.
 */
import type { ToolCall, Trajectory } from "../model.js";
import { clipHeadTail, countTokens } from "./tokens.js";
import type { RenderBudget } from "./render-budget.js";

export { DEFAULT_RENDER_BUDGET, type RenderBudget } from "./render-budget.js";

/** How the run ended is one line; its detail is often an error message worth a few words. */
const ENDING_DETAIL_TOKENS = 60;
/** The list of edited files orients the judge; the diff carries the content, so a few hundred tokens do. */
const EDIT_LIST_TOKENS = 300;

/** Commands that verify work (tests, builds, type checks, linters); extended by the rubric. */
export const DEFAULT_VERIFICATION_PATTERNS: readonly RegExp[] = [
  /\b(?:pytest|jest|vitest|mocha|rspec|phpunit|ctest|tox|nox)\b/i,
  /\b(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:test|build|lint|typecheck|check)\b/i,
  /\b(?:go|cargo|dotnet|mvn|gradle|mix|swift)\s+(?:test|build|check|vet)\b/i,
  /\bmake\s+(?:test|check|build)\b/i,
  /\b(?:tsc|eslint|ruff|mypy|flake8|pyright|clippy)\b/i,
  /\bpython3?\s+-m\s+(?:pytest|unittest)\b/i,
];

export interface RenderInput {
  trajectory: Trajectory;
  diff: string | null;
  prBody: string | null;
}

export interface Rendered {
  text: string;
  tokens: number;
  stepsShown: number;
  stepsOmitted: number;
}

/** Tells whether a shell command verifies work. */
export type VerificationTest = (command: string) => boolean;

export function matchesAny(patterns: readonly RegExp[]): VerificationTest {
  return (command) => patterns.some((p) => p.test(command));
}

/** Index of the last tool call whose command is a verification run, or null. */
export function lastVerificationIndex(calls: readonly ToolCall[], isVerification: VerificationTest): number | null {
  for (let i = calls.length - 1; i >= 0; i -= 1) {
    const command = calls[i]!.command;
    if (command !== null && isVerification(command)) return i;
  }
  return null;
}

/** The text cut to `tokens` (a third from the head, the rest from the tail) around a marker. */
export function clip(text: string, tokens: number): string {
  const head = Math.ceil(tokens / 3);
  return clipHeadTail(text, head, tokens - head).text;
}

function renderInput(call: ToolCall, budget: RenderBudget): string {
  if (call.command !== null) return `$ ${clip(call.command, budget.input)}`;
  return `input: ${clip(JSON.stringify(call.input), budget.input)}`;
}

/** One tool call: step, name, exit status, input, then its result clipped head + tail. */
export function renderCall(call: ToolCall, budget: RenderBudget, keepWhole: boolean): string {
  const status =
    call.exitCode !== null ? `exit ${call.exitCode}` : call.isError ? "error" : call.command !== null ? "exit code not recorded" : "ok";
  const lines = [`[step ${call.step + 1}] ${call.name} (${status})${keepWhole ? " — last verification" : ""}`, renderInput(call, budget)];
  if (call.output === null) lines.push("(no result recorded)");
  else {
    const half = Math.ceil(budget.lastVerification / 4);
    const clipped = keepWhole
      ? clipHeadTail(call.output, half, budget.lastVerification - half)
      : clipHeadTail(call.output, budget.resultHead, budget.resultTail);
    lines.push("output:", clipped.text === "" ? "(empty)" : clipped.text);
  }
  return lines.join("\n");
}

function elided(count: number, when: "earlier" | "later"): string {
  return `[… ${count} ${when} step${count === 1 ? "" : "s"} omitted]`;
}

/** Tool calls newest first into the budget left, the last verification always; gaps marked. */
function renderSteps(calls: readonly ToolCall[], budget: RenderBudget, left: number, verify: number | null): string[] {
  const rendered = calls.map((call, i) => renderCall(call, budget, i === verify));
  const cost = rendered.map((text) => countTokens(text) + 1);
  const keep = new Set<number>();
  let spent = verify === null ? 0 : cost[verify]!;
  if (verify !== null) keep.add(verify);
  for (let i = calls.length - 1; i >= 0; i -= 1) {
    if (keep.has(i)) continue;
    if (spent + cost[i]! > left) break;
    keep.add(i);
    spent += cost[i]!;
  }
  const out: string[] = [];
  let gap = 0;
  for (let i = 0; i < calls.length; i += 1) {
    if (!keep.has(i)) {
      gap += 1;
      continue;
    }
    if (gap > 0) out.push(elided(gap, "earlier"));
    gap = 0;
    out.push(rendered[i]!);
  }
  if (gap > 0) out.push(elided(gap, "later"));
  return out;
}

/** The agent's trajectory as the judge sees it in its slot. */
export function renderTrajectory(input: RenderInput, budget: RenderBudget, isVerification: VerificationTest): Rendered {
  const { trajectory } = input;
  const calls = trajectory.toolCalls;
  const fixed: string[] = [
    `Run ending: ${trajectory.ending.kind}${trajectory.ending.detail ? ` (${clip(trajectory.ending.detail, ENDING_DETAIL_TOKENS)})` : ""}`,
    `Tool calls: ${calls.length}. Edits: ${clip(trajectory.edits.map((e) => `${e.path} (${e.kind})`).join(", ") || "none recorded", EDIT_LIST_TOKENS)}.`,
  ];
  const tail: string[] = [];
  tail.push(input.diff === null ? "Final diff: not available." : `Final diff:\n${clip(input.diff, budget.diff)}`);
  if (input.prBody !== null && input.prBody.trim() !== "") {
    tail.push(`PR description (the agent's claim, not evidence):\n${clip(input.prBody, budget.prBody)}`);
  }
  if (trajectory.finalAnswer !== null) {
    tail.push(`Final message (the agent's claim, not evidence):\n${clip(trajectory.finalAnswer, budget.finalAnswer)}`);
  }
  const left = budget.total - countTokens([...fixed, ...tail].join("\n\n"));
  const verify = lastVerificationIndex(calls, isVerification);
  const steps = renderSteps(calls, budget, Math.max(0, left), verify);
  const shown = steps.filter((s) => s.startsWith("[step ")).length;
  const text = [...fixed, ...steps, ...tail].join("\n\n");
  return { text, tokens: countTokens(text), stepsShown: shown, stepsOmitted: calls.length - shown };
}
