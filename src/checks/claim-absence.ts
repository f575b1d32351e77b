import type { ToolCall } from "../model.js";
import type { Claim } from "./claim-kinds.js";
import type { Judgement } from "./claim-runs.js";
import { stem, subjectOf, type ClaimSubject } from "./claim-subject.js";
import type { CheckContext } from "./context.js";
import { clip, evidence } from "./quote.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { programName } from "../shell/program.js";
import { checkableChanges } from "./work.js";

/** A claim that something is gone: "no longer exist", "no dangling commits remain", "none found". */
const ABSENCE =
  /\bno longer (?:exists?|present|appears?|contains?|found|there|in)\b|\bno (?:[\w-]+ ){0,3}(?:remain|remains|left|found|exists?|present)\b|\b(?:none|nothing) (?:remains?|found|left)\b|\b(?:is|are) (?:now )?(?:gone|absent)\b|\bnot (?:present|found) (?:in|anywhere)\b/i;

/** A conditional clause open before the absence: what follows is a case the work handles. */
const CONDITION = /\b(?:if|when|whenever|where|unless|otherwise|in case)\b[^.;:,]*$/i;

/** Programs that search text and exit 1 when they find nothing. */
const SEARCHERS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack"]);
/** grep's status when it selected no line. */
const NOTHING_FOUND_STATUS = 1;
/** A fallback message shorter than this ("0") is too common to recognize in output. */
const MIN_FALLBACK = 3;

const isSearch = (command: SimpleCommand | undefined) => {
  if (command === undefined) return false;
  const program = programName(command.words[0] ?? "");
  return SEARCHERS.has(program) || (program === "git" && command.words[1] === "grep");
};

const isEcho = (command: SimpleCommand | undefined) => command !== undefined && /^(?:echo|printf)$/.test(programName(command.words[0] ?? ""));

/** The echo's text up to `$?`: `grep exit: ` of `echo "grep exit: $?"`. */
function statusLabel(echo: SimpleCommand): string | null {
  const text = echo.words.slice(1).join(" ");
  const at = text.indexOf("$?");
  return at < 0 ? null : text.slice(0, at).trim();
}

/**
 * What the call's own status says its search found nothing, as a line to quote, or null: an echo
 * of `$?` right after the search printed 1; a fallback after `search ||` printed; or the search
 * ended the line with status 1 and printed nothing.
 */
export function nothingFound(call: ToolCall): string | null {
  if (call.command === null || call.output === null) return null;
  const commands = simpleCommands(call.command);
  const output = call.output;
  for (const [index, command] of commands.entries()) {
    const next = commands[index + 1];
    if (!isSearch(command) || command.nested) continue;
    if (command.next === ";" && isEcho(next)) {
      const label = statusLabel(next!);
      const shown = label === null ? null : output.split("\n").find((line) => line.trim().startsWith(label) && new RegExp(`^\\s*${NOTHING_FOUND_STATUS}\\b`).test(line.trim().slice(label.length)));
      if (shown) return shown.trim();
    }
    if (command.next === "||" && isEcho(next)) {
      const fallback = next!.words.slice(1).filter((word) => !word.startsWith("-")).join(" ").trim();
      if (fallback.length >= MIN_FALLBACK && !fallback.includes("$") && output.includes(fallback)) return fallback;
    }
    if (command.statusIsCall && call.exitCode === NOTHING_FOUND_STATUS && output.trim() === "") return `exit ${NOTHING_FOUND_STATUS}, no match printed`;
  }
  return null;
}

/** True when the search's command names the claim's subject: a name, a quoted value, or one of its words. */
function searchesFor(command: string, subject: ClaimSubject): boolean {
  const lower = command.toLowerCase();
  const stems = new Set((command.match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []).map(stem));
  const named = subject.names.some((name) => lower.includes(name)) || subject.quoted.some((value) => command.includes(value));
  return named || subject.words.some((word) => stems.has(word));
}

/**
 * "The secret values no longer exist", "No dangling commits remain": a claim of absence is backed
 * by a search for its subject, after the last change to the work, whose status says it found
 * nothing. Null when the claim states no absence or no such search ran: other readers judge it.
 */
export function judgeAbsence(claim: Claim, context: CheckContext): Judgement | null {
  const absence = ABSENCE.exec(claim.sentence);
  // "set to 0 where no VAT is found" states a rule of the work, not that something is gone
  if (absence === null || CONDITION.test(claim.sentence.slice(0, absence.index))) return null;
  const subject = subjectOf(claim);
  const { trajectory, diff } = context;
  const lastEdit = checkableChanges(trajectory.edits, diff, trajectory.task).at(-1);
  const from = lastEdit?.toolCall ?? 0;
  const calls = trajectory.toolCalls;
  for (let index = calls.length - 1; index >= from; index--) {
    const call = calls[index]!;
    if (call.command === null || !searchesFor(call.command, subject)) continue;
    const said = nothingFound(call);
    if (said !== null) return { verdict: "backed", evidence: [evidence(call.step, `${clip(call.command, 60)} · nothing found · ${clip(said, 80)}`)] };
  }
  return null;
}
