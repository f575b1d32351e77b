import type { ToolCall } from "../model.js";
import { cutBeforeElse, isCut } from "../shell/cut-mark.js";
import { CUT_CODE_WHY } from "./built-programs.js";
import { printedVerdict } from "./printed-verdict.js";
import type { SimpleCommand } from "./simple-commands.js";
import type { Recognized, VerificationRun } from "./verification.js";

/** How a run names an `else` branch the recorder cut before its check: it ran, or one of the named ones did. */
const UNSEEN_ELSE = "its else branch (cut)";

/**
 * The runner of a line whose unresolved branches each end in a check. The last branch is most often
 * the agent's own fallback: named first, so a clipped name still shows it. An `else` the recorder cut
 * before any check of it showed is one of them too, though unnamed.
 */
function eitherBranchRunner(
  command: string, line: readonly SimpleCommand[], ends: readonly SimpleCommand[], runners: readonly string[],
): string {
  const negated = (simple: SimpleCommand): boolean => simple.certainty === "maybe" && simple.guard?.startsWith("!") === true;
  const elseUnseen = isCut(command) && line.some(negated) && !ends.some(negated);
  return `one of ${[...(elseUnseen ? [UNSEEN_ELSE] : []), ...[...runners].reverse()].join(" / ")}`;
}

/**
 * Branches the transcript cannot resolve, each ending in a check whose status is the line's, and
 * a line that exited 0: whichever branch ran, its check passed. One run says so, naming them all.
 */
export function eitherBranchPassed(call: ToolCall, index: number, guarded: Recognized[]): VerificationRun | null {
  // a line the recorder cut before its `else` may hold branches the transcript does not show
  if (call.exitCode !== 0 || guarded.length === 0 || cutBeforeElse(call.command ?? "")) return null;
  const line = guarded[0]!.line;
  const branchEnds = line.filter((command) => command.certainty === "maybe" && command.guard !== null && command.statusIsCall);
  if (branchEnds.length < 2 || !branchEnds.every((end) => guarded.some((item) => item.command === end))) return null;
  const ends = guarded.filter((item) => branchEnds.includes(item.command));
  // cut code passes only on the verdict it printed; any failure line fails whichever branch ran
  const printed = printedVerdict(call.output);
  if (printed === "failed" || (printed !== "passed" && ends.some((item) => item.match.why === CUT_CODE_WHY))) return null;
  const last = ends.at(-1)!;
  const runner = eitherBranchRunner(call.command ?? "", line, ends.map((item) => item.command), ends.map((item) => item.match.runner));
  const why = `the file tests that pick a branch are not resolved by the transcript, every branch ends in a check, and the line exited 0`;
  // whichever ran may be the agent's own check: the pass is credited as no more than that
  const adHoc = ends.some((item) => item.match.adHoc === true);
  const where = { call: index, step: call.step, lineIndex: last.lineIndex };
  const read = { selection: [], failing: [], exitCode: call.exitCode, masked: false, output: call.output, outcome: "passed" as const, outcomeFrom: "exit code" as const };
  return { ...where, kind: last.match.kind, runner, why, adHoc, command: call.command!, ...read };
}
