import type { ToolCall } from "../model.js";
import type { Claim } from "./claim-kinds.js";
import type { Judgement } from "./claim-runs.js";
import type { CheckContext } from "./context.js";
import { firstWorkCall, observedOutput } from "./claim-subject.js";
import { clip, evidence } from "./quote.js";
import { escapeRegExp } from "../words.js";

/** A counted word shorter than this ("ms", "s") is too vague to find in a command. */
const MIN_COUNTED_STEM = 3;
/** A number printed alone backs a count only with this many digits: a lone `3` is too common to tie to it. */
const MIN_ALONE_DIGITS = 3;

/** A number that is an HTTP status code, and the words a claim counts one with ("400 errors", "a 201 response"). */
const HTTP_STATUS = /^[1-5]\d\d$/;
const STATUS_WORD = /^(?:errors?|responses?|status(?:es)?|codes?)$/i;


/** The claimed number as output may print it: `5,000` or `5000`, standing alone. */
export function numberPattern(count: string): string {
  const digits = count.replace(/\./g, "\\.").replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return `(?<![\\d.,])${digits}(?![\\d.,]\\d|\\d)`;
}

/** Programs that print command lines (`ps aux` shows the agent's own invocation, task text and all), not results. */
const LISTS_COMMAND_LINES = /^\s*(?:ps|pgrep|top|htop|history|jobs)\b/;

/** What the agent wrote in a call: its command line, or the input of an edit or other tool. */
function written(call: ToolCall): string {
  return call.command ?? JSON.stringify(call.input);
}

/**
 * A measured number backs a claim only beside the word it counts: "1,000 rows", not a lone 1000;
 * text the command itself holds (an `echo` of a literal) is what the agent wrote, not what it saw.
 * A count command that names the counted thing (`SELECT COUNT(*) FROM words` printing `17834`)
 * backs "17,834 words". A number not seen but written in the agent's own commands (`LIMIT 5000`) is
 * a parameter it chose, not a result: the reader cannot tell, and leaves it unchecked.
 */
export function judgeNumber(claim: Claim, context: CheckContext): Judgement {
  const calls = context.trajectory.toolCalls;
  const inContext = new RegExp(numberInContext(claim), "gi");
  // a match the command line holds word for word is the agent's own text printed back
  const measured = (text: string, call: ToolCall) => [...text.matchAll(inContext)].some(([match]) => !written(call).includes(match));
  // a printout of code or of the task's input states what a file says, not what the work did
  const firstWork = firstWorkCall(context);
  const observed = calls.map((call, index) => (LISTS_COMMAND_LINES.test(call.command ?? "") ? null : observedOutput(call, index, firstWork)));
  const seen = calls.findLastIndex((call, index) => observed[index] != null && measured(observed[index], call));
  if (seen >= 0) {
    const call = calls[seen]!;
    const line = observed[seen]!.split("\n").find((text) => measured(text, call));
    return { verdict: "backed", evidence: [evidence(call.step, line ?? "")] };
  }
  const counted = countedBy(claim, calls.filter((_, index) => observed[index] !== null));
  if (counted) return { verdict: "backed", evidence: [evidence(counted.step, `${clip(counted.command ?? "", 80)} · ${claim.count}`)] };
  const number = new RegExp(numberPattern(claim.count ?? ""));
  if (calls.some((call) => number.test(written(call)))) return { verdict: "unchecked", evidence: [] };
  // shown only where a file's text was printed: the reader cannot tell whether the work did it
  if (calls.some((call) => call.output !== null && measured(call.output, call))) return { verdict: "unchecked", evidence: [] };
  return { verdict: "unbacked", evidence: [] };
}

/** The shapes in which output states the claimed number with what it counts. */
function numberInContext(claim: Claim): string {
  const unit = escapeRegExp(claim.unit ?? "");
  // "3 contaminated files" is backed by "3 files changed": a later word of the phrase, right after the number
  const nouns = (claim.counted ?? []).slice(1).map(escapeRegExp);
  const words = nouns.length === 0 ? unit : `(?:${[unit, ...nouns].join("|")})\\b`;
  const number = numberPattern(claim.count ?? "");
  // the unit may also name the number before it, as programs print ("permissions: 600", "accuracy = 0.5"),
  // and a percentage is the same number as a fraction ("54.78%" is "accuracy = 0.54782")
  // a label that names the unit, then the number: "tokens in science domain: 79586"
  const named = unit === "" || unit === "%" ? [] : [`\\b${unit}\\b\\s*[:=]?\\s*${number}`, `\\b${unit}\\b(?:[ \\t]+[\\w-]+){1,4}[ \\t]*[:=][ \\t]*${number}`];
  const fraction = unit === "%" ? [fractionOf(claim.count ?? "")] : [];
  // "returns 400 errors": an HTTP status as clients and servers print it ("HTTP 400", `"POST / HTTP/1.1" 400`)
  const status = HTTP_STATUS.test(claim.count ?? "") && STATUS_WORD.test(unit) ? [`\\bHTTP(?:/[\\d.]+)?"?[ \\t]*(?::[ \\t]*)?${number}`, `\\bstatus(?:[ _]?code)?[ \\t]*[:=]?[ \\t]*${number}`] : [];
  return [`${number}\\s*${words}`, ...named, ...fraction, ...status].join("|");
}

/** A percentage as the fraction a program prints: 54.78 → `0.5478`, followed by any further digits. */
function fractionOf(percent: string): string {
  const decimals = percent.split(".")[1]?.length ?? 0;
  const fraction = (Number(percent) / 100).toFixed(decimals + 2);
  return `(?<![\\d.])${fraction.replace(".", "\\.")}\\d*`;
}

/**
 * The last call that counts what the claim counts: its output has a line that is just the number,
 * and its command names the counted thing (`words` for "17,834 candidate words").
 */
function countedBy(claim: Claim, calls: readonly ToolCall[]): ToolCall | undefined {
  const stems = [claim.unit ?? "", ...(claim.counted ?? [])]
    .map((word) => word.toLowerCase().replace(/s$/, ""))
    .filter((stem) => stem.length >= MIN_COUNTED_STEM && /^[a-z]/.test(stem));
  if (stems.length === 0 || (claim.count ?? "").replace(/\D/g, "").length < MIN_ALONE_DIGITS) return undefined;
  const alone = new RegExp(`^\\s*${numberPattern(claim.count ?? "")}\\s*$`, "m");
  const names = new RegExp(`\\b(?:${stems.map(escapeRegExp).join("|")})`, "i");
  return calls.findLast((call) => call.command !== null && call.output !== null && alone.test(call.output) && names.test(call.command));
}
