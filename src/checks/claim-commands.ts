import type { ToolCall } from "../model.js";
import { CLEAN_REPORT, commandSpans, type Claim } from "./claim-kinds.js";
import type { Judgement } from "./claim-runs.js";
import type { CheckContext } from "./context.js";
import { FRAMING } from "./claim-subject.js";
import { ownSegment } from "./output-segments.js";
import { clip, evidence } from "./quote.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { runEvidence } from "./verified.js";
import { checkableChanges } from "./work.js";
import { ranNoTests } from "./claim-no-run.js";
import { programName } from "../shell/program.js";
import { escapeRegExp } from "../words.js";

/**
 * Claims about what a named command reported: "`git fsck --full` reports no issues", "`make check`
 * passes", "`./run.sh` exits 0". The command is the claim's inline code; its last run after the
 * last change to the work judges it.
 */

/** A line of output that says something went wrong; a clean report shows none. */
const TROUBLE = /\b(?:error|errors|warning|warnings|fail(?:ed|ure|s)?|fatal|missing|invalid|corrupt\w*|dangling|broken|mismatch\w*)\b/i;

/** True when the simple command is the span run: the same program, then the span's words in order. */
function runsSpan(command: SimpleCommand, span: readonly string[]): boolean {
  if (command.words.length < span.length || programName(command.words[0] ?? "") !== programName(span[0]!)) return false;
  return span.slice(1).every((word, index) => command.words[index + 1] === word);
}

/** True when the line runs the command span (`pmars -h`, `./pmars -h` too) at a command's place, in a branch or loop too. */
export function runsCommand(command: string, span: string): boolean {
  const words = span.trim().split(/\s+/);
  return simpleCommands(command).some((simple) => runsSpan(simple, words));
}

interface NamedRun {
  call: ToolCall;
  index: number;
  line: readonly SimpleCommand[];
  at: number;
}

/** The last run of the span at or after call `from`, at a command's place in its line. */
function lastRun(span: string, context: CheckContext, from: number): NamedRun | null {
  const words = span.trim().split(/\s+/);
  const mentioned = new RegExp(`(?:^|[^\\w.-])${escapeRegExp(words.at(-1)!)}(?![\\w.-])`);
  const calls = context.trajectory.toolCalls;
  for (let index = calls.length - 1; index >= Math.max(0, from); index--) {
    const call = calls[index]!;
    if (call.command === null || !mentioned.test(call.command)) continue;
    const line = simpleCommands(call.command, undefined, call.exitCode);
    const at = line.findIndex((command) => !command.nested && runsSpan(command, words));
    if (at >= 0) return { call, index, line, at };
  }
  return null;
}

/** What the run of the command showed: its status when the line's status holds it, its own output when bounded. */
function outcomeOf({ call, line, at }: NamedRun): { status: "passed" | "failed" | "unknown"; output: string | null } {
  const command = line[at]!;
  const status =
    call.exitCode === 0 && !command.masked ? "passed" : call.exitCode !== null && call.exitCode !== 0 && command.statusIsCall ? "failed" : "unknown";
  const printing = line.filter((other) => !other.nested && !FRAMING.has(programName(other.words[0] ?? "")));
  const output = ownSegment(line, at, call.output) ?? (printing.length === 1 ? call.output : null);
  return { status, output };
}

/**
 * Judges a claim about a named command by its last run after the last change to the work: backed
 * when that run succeeded (and, for "reports no issues", its own output shows no error, warning or
 * failure line); unbacked, with the run, when it failed or reported trouble. Null when the claim
 * names no command that ran after the last change, or the run's outcome cannot be read.
 */
export function judgeNamedCommand(claim: Claim, context: CheckContext): Judgement | null {
  const spans = commandSpans(claim.sentence, claim.code ?? []);
  if (spans.length === 0) return null;
  const { trajectory, diff } = context;
  const lastEdit = checkableChanges(trajectory.edits, diff, trajectory.task).at(-1)?.toolCall ?? 0;
  const cleanReport = CLEAN_REPORT.test(claim.sentence);
  for (const span of spans) {
    const named = lastRun(span, context, lastEdit);
    if (named === null) continue;
    // `cargo test --no-run` for "`cargo test` passes": the tests were built or listed, none ran
    const ran = named.line[named.at]!.words;
    const instead = ranNoTests(span.trim().split(/\s+/), ran);
    if (instead !== null) return { verdict: "unbacked", overstated: true, evidence: [evidence(named.call.step, `${clip(ran.join(" "), 60)} · it ${instead} and runs none`)] };
    // a check this report reads is judged by its own outcome (`1 expected to fail` is no trouble)
    // ("reports no issues" asks more of it than its outcome: its output is read below)
    const asRun = cleanReport ? undefined : context.runs.find((run) => run.call === named.index && run.outcome !== "unknown");
    if (asRun !== undefined) return { verdict: asRun.outcome === "passed" ? "backed" : "unbacked", evidence: [runEvidence(asRun)] };
    const { status, output } = outcomeOf(named);
    const trouble = cleanReport ? output?.split("\n").find((text) => TROUBLE.test(text)) : undefined;
    const shown = evidence(named.call.step, `${clip(span, 60)} · exit ${named.call.exitCode ?? "not recorded"} · ${clip(trouble ?? output?.trim().split("\n").at(-1) ?? "", 100) || "no output"}`);
    if (status === "failed" || (status === "passed" && trouble !== undefined)) return { verdict: "unbacked", evidence: [shown] };
    if (status === "passed" && (!cleanReport || output !== null)) return { verdict: "backed", evidence: [shown] };
  }
  return null;
}
