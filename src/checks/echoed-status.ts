import { makeIgnoredFailure } from "./make-ignored.js";
import type { SimpleCommand } from "./simple-commands.js";
import { echoedLine, echoedText, echoShown, printedLine } from "./shell-verdicts.js";
import { echoedStatus, echoedStatusLine, echoStatusPattern, statusEcho, summaryLine } from "./run-outcome.js";

/**
 * The status the line echoed for `command` (`cmd; echo "exit=$?"`, `cmd; rc=$?; echo $rc`), with the
 * output line that shows it; in a loop body, what every pass echoed.
 */
/** The status a line echoed, and the line of the output that shows it. */
type EchoedStatus = { status: number; line: string | null };

export function ownEchoedLine(
  line: readonly SimpleCommand[],
  command: SimpleCommand,
  output: string | null,
): EchoedStatus | null {
  // make's status, when it ignored a recipe's failure (`-` or `-i`), says nothing of the check (make-ignored.ts)
  if (makeIgnoredFailure(command, output)) return null;
  const looped = loopStatusEcho(line, command);
  if (looped !== null) return loopEchoedStatus(looped, output);
  if (command.nested) return null;
  const top = line.filter((entry) => !entry.nested);
  const echo = statusEcho(top, top.indexOf(command));
  const status = echo === null ? null : echoedStatus(echo, output);
  if (status !== null) return { status, line: echoedStatusLine(echo!, output) };
  return pipeStatusEchoed(top, command, output) ?? pipefailEchoedZero(top, command, output);
}

/**
 * `make test 2>&1 | grep -E '^(PASSED|FAILED)'; echo "exit=${PIPESTATUS[0]}"`: bash keeps each member's status of the
 * last pipeline in `PIPESTATUS`, so an echo right after the pipeline shows this member's own (`$PIPESTATUS` is the first's).
 */
function pipeStatusEchoed(top: readonly SimpleCommand[], command: SimpleCommand, output: string | null): EchoedStatus | null {
  let start = top.indexOf(command);
  while (start > 0 && top[start - 1]!.next === "|") start -= 1;
  let end = top.indexOf(command);
  while (end < top.length - 1 && top[end]!.next === "|") end += 1;
  const member = top.indexOf(command) - start;
  if (end === top.indexOf(command) && start === end) return null;
  const spelled = new RegExp(String.raw`\$\{PIPESTATUS\[${member}\]\}${member === 0 ? String.raw`|\$PIPESTATUS(?![\w[])` : ""}`);
  // the echo itself, or `rc=${PIPESTATUS[0]}` kept and echoed later in the line, spelled as `$?` is
  const next = top[end + 1];
  // only the member's own entry: a `$?` there is the pipeline's last member's
  if (top[end]!.next !== ";" || next === undefined || next.words.some((word) => word.includes("$?"))) return null;
  if (!top.slice(end + 1).some((later) => later.words.some((word) => spelled.test(word)))) return null;
  const words = next.words.map((word) => word.replace(spelled, "$?"));
  const echo = statusEcho([top[end]!, { words }, ...top.slice(end + 2)], 0);
  const status = echo === null ? null : echoedStatus(echo, output);
  return status === null ? null : { status, line: echoedStatusLine(echo!, output) };
}

/**
 * `set -o pipefail; npm test | tee log | tail; echo "exit=$?"`: under pipefail the pipeline's status is non-zero when
 * any of its commands failed, so an echoed 0 after its last command is this command's too. A non-zero one may be
 * another member's: it says nothing of this one.
 */
function pipefailEchoedZero(top: readonly SimpleCommand[], command: SimpleCommand, output: string | null): EchoedStatus | null {
  if (!command.pipefail || command.next !== "|") return null;
  let end = top.indexOf(command);
  while (end >= 0 && end < top.length - 1 && top[end]!.next === "|") end += 1;
  const echo = end < 0 ? null : statusEcho(top, end);
  const status = echo === null ? null : echoedStatus(echo, output);
  return status === 0 ? { status, line: echoedStatusLine(echo!, output) } : null;
}

/**
 * `for i in 1 2 3; do ./app; echo "run $i exit: $?"; done`: the echo right after a command in the
 * same loop body prints that command's status once per pass. The checks read every pass: a run
 * that failed once failed, whatever the other passes showed.
 */

/** The echo of `$?` that follows `command` in its loop body, or null when none does. */
export function loopStatusEcho(line: readonly SimpleCommand[], command: SimpleCommand): readonly string[] | null {
  if (!command.loop || command.next !== ";") return null;
  const next = line[line.indexOf(command) + 1];
  if (next === undefined || !next.loop || !/^(?:echo|printf)$/.test(next.words[0] ?? "")) return null;
  return next.words.some((word) => word.includes("$?")) ? next.words : null;
}

/** What every pass echoed: the first non-zero status with its line, else 0 with the first line; null when no pass printed one. */
export function loopEchoedStatus(echoWords: readonly string[], output: string | null): { status: number; line: string } | null {
  const pattern = echoStatusPattern(echoWords);
  if (pattern === null || output === null) return null;
  let first: { status: number; line: string } | null = null;
  for (const line of output.split("\n")) {
    const found = pattern.exec(line);
    if (found === null) continue;
    const status = Number(found[1]);
    if (status !== 0) return { status, line: line.trim() };
    first ??= { status, line: line.trim() };
  }
  return first;
}

/** The first echo a chain of `&&` from the command at `index` reaches (`a && b && echo built`), or null. */
export function andChainEcho(top: readonly SimpleCommand[], index: number): SimpleCommand | null {
  for (let at = index; at >= 0 && at < top.length - 1; at += 1) {
    if (top[at]!.next !== "&&") return null;
    const next = top[at + 1]!;
    if (/^(?:echo|printf)$/.test(next.words[0] ?? "")) return next;
  }
  return null;
}

/** The quote of a run an echoed 0 passed: the echo's line, or the run's summary when the echo printed a bare number. */
export function echoQuote(line: string | null, output: string | null): string | undefined {
  if (line !== null && !/^-?\d+$/.test(line)) return line;
  return summaryLine(output) ?? line ?? undefined;
}

/** Commands that set the shell up and fail only loudly (`cd: no such file or directory`): before a runner, not what an echo answers. */
const SETUP = new Set(["cd", "pushd", "export", "set", "source", ".", "true", ":"]);

/**
 * The run is reached through `&&` from a command that may have failed in its place (`command -v ruff && ruff check ||
 * echo missing`): an echo after its `||` does not say which failed. A `cd` or `export` before it fails only with its own
 * message in the output, so it is passed over.
 */
export function reachedByAnd(top: readonly SimpleCommand[], command: SimpleCommand): boolean {
  for (let at = top.indexOf(command) - 1; at >= 0 && top[at]!.next === "&&"; at -= 1) {
    if (!SETUP.has(top[at]!.words[0] ?? "")) return true;
  }
  return false;
}

/**
 * What the echoes around a run say of it: `x && echo done` printed "done", so x exited 0 (and every command of an `&&`
 * chain before the echo); `x || echo failed` printed "failed", so x did not, when x surely ran; `x && echo ok || echo
 * failed` printed only "failed": the `&&` echo cannot fail, so x did. Null when no echo tells.
 */
export function echoedOutcome(
  top: readonly SimpleCommand[],
  command: SimpleCommand,
  masked: boolean,
  output: string | null,
): { outcome: "passed" | "failed"; from: "echoed status"; quote: string | undefined } | null {
  if (command.nested) return null;
  const index = top.indexOf(command);
  const echo = command.next === "&&" ? andChainEcho(top, index) : top[index + 1];
  if (echo == null || (!masked && command.next !== "&&")) return null;
  if (echoShown(echo, output)) {
    const quote = echoedLine(echo, output) ?? undefined;
    if (command.next === "&&") return { outcome: "passed", from: "echoed status", quote };
    // `p && x || echo missing`: the echo ran when p or x failed, so it says x failed only when x surely ran
    if (command.next === "||" && !reachedByAnd(top, command)) return { outcome: "failed", from: "echoed status", quote };
    return null;
  }
  const orElse = command.next === "&&" && echo.next === "||" ? top[top.indexOf(echo) + 1] : undefined;
  if (orElse === undefined || echoedText(orElse) === null || !echoShown(orElse, output) || reachedByAnd(top, command)) return null;
  return { outcome: "failed", from: "echoed status", quote: echoedLine(orElse, output) ?? undefined };
}

/**
 * `if pytest -q > log 2>&1; then echo PASS; else echo FAIL; fi`: the output shows which branch ran, so the condition's
 * status: passed when only the first echo is shown, failed when only the other's is. Neither or both: null.
 */
export function branchEchoedOutcome(
  command: SimpleCommand,
  output: string | null,
): { outcome: "passed" | "failed"; from: "echoed status"; quote: string | undefined } | null {
  const echoes = command.branchEchoes;
  if (echoes === undefined || output === null || command.loop) return null;
  const shown = (text: string | null) => text !== null && printedLine(text, output) !== null;
  const [onTrue, onFalse] = [shown(echoes.ifTrue), shown(echoes.ifFalse)];
  if (onTrue === onFalse || (onTrue && echoes.ifFalse === null)) return null;
  const text = onTrue ? echoes.ifTrue! : echoes.ifFalse!;
  return { outcome: onTrue ? "passed" : "failed", from: "echoed status", quote: printedLine(text, output) ?? undefined };
}
