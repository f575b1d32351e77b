import type { ToolCall } from "../model.js";
import type { CheckContext } from "./context.js";
import type { Claim } from "./claim-kinds.js";
import { isCodeFile } from "./diff-match.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { programName } from "../shell/program.js";
import { ownSegment } from "./output-segments.js";
import { escapeRegExp } from "../words.js";

/**
 * What a claim is about: the names it states as code spells them (paths, identifiers, constants,
 * inline code), the values it quotes, and its content words. An output speaks to the claim only
 * when it shows these; a green check about something else does not.
 */
export interface ClaimSubject {
  /** Paths, identifiers and constants (`clparse.c`, `OPTNUM`, `g_custom_heap`), lower-cased. */
  names: string[];
  /** Values the claim quotes ("Postdoc @ Stanford"), as written. */
  quoted: string[];
  /** Prose words that carry the claim's meaning ("working", "tree", "clean"), stemmed. */
  words: string[];
}

/** Shorter names (`x1`, `a`) match too much by chance. */
const MIN_NAME = 4;
/** Shorter prose words are mostly function words. */
const MIN_WORD = 4;
/** Fewer content words than this name no subject on their own. */
const MIN_PROSE_WORDS = 2;
/** A quoted value shorter than this ("a", "ok") is too common to recognize in output. */
const MIN_QUOTED = 6;
/**
 * Words that say that something was done or checked, and function words: they name no subject.
 * General English and verification vocabulary, not any task's words.
 */
const NO_SUBJECT_WORDS = new Set(
  (
    "also all and any are been being both but can does done each ensure ensured every exactly from " +
    "have has into its just like made make makes more most much must need needs not now only other " +
    "over same should since some such than that the their them then there these they this those " +
    "through under very via was were what when where which while will with within without would " +
    "your correct correctly properly successfully success successful expected expects verify verified " +
    "verifies verification verifications confirm confirmed confirms check checked checks checking " +
    "test tests tested testing pass passes passed passing work works worked working fine good well " +
    "still again already okay issue issues problem problems fix fixed fixes fixing resolved resolve " +
    "change changed changes changing updated update updates added adding remove removed result " +
    "results output outputs run runs ran running case cases file files code value values exist exists " +
    "remain remains left anywhere everything something nothing none implementation implemented " +
    "produce produces produced exact identical match matches matched original reference example " +
    "examples input inputs edge handle handles handled behavior behaviour scenario scenarios " +
    "built build builds binary compile compiles compiled compilation install installed against " +
    "complete completed completes solution solutions requirement requirements satisfied satisfies " +
    "met thorough thoroughly fully full functional functionality validate validated validation final " +
    "finally requested specified described done ready needed intended required analyzed analysed " +
    "longer step steps task tasks item items everything setup configuration installation environment project"
  ).split(" "),
);
// "working" stays a subject word in "working tree": only a word beside another subject word counts below
NO_SUBJECT_WORDS.delete("working");
export const NO_SUBJECT_WORD: ReadonlySet<string> = NO_SUBJECT_WORDS;

const QUOTED = /"([^"\n]{1,200})"|“([^”\n]{1,200})”/g;
const PATH_LIKE = /(?:[\w.-]*\/)*[\w-]+\.[A-Za-z][\w]{0,7}\b/g;
const WORD = /[A-Za-z][A-Za-z0-9_]*/g;
/** Identifiers as code spells them: camelCase, snake_case, with digits, or a constant in capitals. */
const IDENTIFIER = /[a-z][A-Z]|[A-Za-z]_[A-Za-z]|[A-Za-z]\d|^[A-Z][A-Z0-9_]{3,}$/;

/** The stem a word is compared by: lower-case, a plural or verb ending taken off. */
export function stem(word: string): string {
  return word.toLowerCase().replace(/(?:ies|es|s|ed|ing)$/, (ending) => (ending === "ies" ? "y" : ""));
}

export function subjectOf(claim: Pick<Claim, "sentence" | "code">): ClaimSubject {
  const sentence = claim.sentence;
  const quoted = [...sentence.matchAll(QUOTED)].map((match) => (match[1] ?? match[2] ?? "").trim()).filter((value) => value.length >= MIN_QUOTED);
  const unquoted = sentence.replace(QUOTED, " ");
  const paths = (unquoted.match(PATH_LIKE) ?? []).filter((path) => !/^\d/.test(path) && !/^(?:e\.g|i\.e|etc)\b/i.test(path));
  const identifiers = (unquoted.match(WORD) ?? []).filter((word) => word.length >= MIN_NAME && IDENTIFIER.test(word));
  const spans = (claim.code ?? []).filter((span) => span.length >= MIN_NAME && !/\s/.test(span));
  const names = [...new Set([...paths.map(baseName), ...identifiers, ...spans.map(baseName)].map((name) => name.toLowerCase()))];
  const named = new Set(names.flatMap((name) => name.split(/[^a-z0-9_]+/)));
  const prose = (word: string) => {
    const lower = word.toLowerCase();
    return word.length >= MIN_WORD && !NO_SUBJECT_WORD.has(lower) && !named.has(lower) && !IDENTIFIER.test(word);
  };
  const words = [...new Set((unquoted.replace(PATH_LIKE, " ").match(WORD) ?? []).filter(prose).map(stem))];
  // one content word alone ("the setup is verified") is too thin to tell a subject from a manner of speaking
  return { names, quoted, words: words.length >= MIN_PROSE_WORDS ? words : [] };
}

/** Identifiers only code spells so (camelCase, snake_case, with digits): `int32`, `run_tasks`, `SetVal`. */
const CODE_SPELLING = /[a-z][A-Z]|[A-Za-z]_[A-Za-z]|[A-Za-z]\d/;

/** True when the sentence names an identifier as code spells it (four characters or more). */
export function namesCode(sentence: string): boolean {
  return (sentence.match(WORD) ?? []).some((word) => word.length >= MIN_NAME && CODE_SPELLING.test(word));
}

export function isEmptySubject(subject: ClaimSubject): boolean {
  return subject.names.length === 0 && subject.quoted.length === 0 && subject.words.length === 0;
}

const baseName = (path: string) => path.split("/").filter(Boolean).at(-1) ?? path;

/** Prose words a line must show: all of up to three, three quarters of more ("working tree clean" needs all three). */
const PROSE_SHARE = 0.75;
function wordsNeeded(count: number): number {
  return count <= 3 ? count : Math.ceil(count * PROSE_SHARE);
}

/** True when the output line speaks to the subject: it shows a name, a quoted value, or most of its words. */
export function lineAbout(line: string, subject: ClaimSubject): boolean {
  const lower = line.toLowerCase();
  if (subject.quoted.some((value) => line.includes(value))) return true;
  if (subject.names.some((name) => new RegExp(`(?<![a-z0-9_])${escapeRegExp(name)}(?![a-z0-9_])`).test(lower))) return true;
  if (subject.words.length === 0) return false;
  const stems = new Set((line.match(WORD) ?? []).map(stem));
  const shown = subject.words.filter((word) => stems.has(word)).length;
  return shown >= wordsNeeded(subject.words.length);
}


/** Programs that print a file's text, and `sed -n`, `grep` over named files. */
const PRINTERS = new Set(["cat", "head", "tail", "nl", "less", "more", "bat", "batcat", "xxd", "od", "sed", "grep", "egrep", "rg", "awk"]);
/** Commands that only frame a printout: a label, a change of folder. */
export const FRAMING = new Set(["echo", "printf", "cd", "true", ":"]);

/**
 * True when the call only prints files that say nothing of the work's behaviour: code (whatever
 * it states is what it says, not what it does), or any file printed before `firstWork`, the call
 * that first changed or ran the work (the task's own input). The agent's output files printed
 * after its work are observations.
 */
export function printsCodeOrInput(call: ToolCall, callIndex: number, firstWork: number): boolean {
  if (call.command === null) return false;
  const commands = simpleCommands(call.command).filter((command) => !command.nested);
  // a filter fed by a pipe (`cat a.c | head`) prints what the reader before it read
  const piped = (index: number) => commands[index - 1]?.next === "|" && printedFiles(commands[index]!) === null;
  const readers = commands.filter((command, index) => !FRAMING.has(programName(command.words[0] ?? "")) && !piped(index));
  if (readers.length === 0 || !readers.every((command) => printedFiles(command) !== null)) return false;
  const files = readers.flatMap((command) => printedFiles(command) ?? []);
  const input = Number.isFinite(firstWork) && callIndex < firstWork;
  return files.length > 0 && (input || files.every(isCodeFile));
}

/**
 * The call's output without what its printouts of code or input printed (the part a literal
 * echo bounds: `ls; echo ---; cat sim.c`), or null when the whole call is such a printout.
 */
export function observedOutput(call: ToolCall, callIndex: number, firstWork: number): string | null {
  if (call.output === null || printsCodeOrInput(call, callIndex, firstWork)) return null;
  if (call.command === null) return call.output;
  const line = simpleCommands(call.command);
  const input = Number.isFinite(firstWork) && callIndex < firstWork;
  let output = call.output;
  line.forEach((command, index) => {
    const files = command.nested ? null : printedFiles(command);
    if (files === null || !(input || files.every(isCodeFile))) return;
    const printed = ownSegment(line, index, call.output);
    if (printed !== null && printed.trim() !== "") output = output.replace(printed, "");
  });
  return output;
}

/** The files a printing command names, or null when it is not one (`sed -i`, a pipe's filter, no file). */
function printedFiles(command: SimpleCommand): string[] | null {
  const [program, ...args] = command.words;
  const name = programName(program ?? "");
  if (!PRINTERS.has(name)) return null;
  if (name === "sed" && !args.includes("-n")) return null;
  if (args.some((arg) => /^-[a-zA-Z]*i/.test(arg) && name === "sed")) return null;
  const operands = args.filter((arg) => !arg.startsWith("-"));
  // the program text of sed, awk and grep comes first; only paths that look like files count
  const files = (name === "sed" || name === "awk" || name === "grep" || name === "egrep" || name === "rg" ? operands.slice(1) : operands).filter((arg) => /[\w-]\.\w|\//.test(arg));
  return files.length === 0 ? null : files;
}

/** A section banner an agent echoes between commands: `=== name ===`, `--- stderr ---`, `## check`. */
const BANNER = /^[=\-#*~]{2,}/;

/** Programs that print command lines (`ps aux` shows the agent's own invocation), not results. */
const LISTS_COMMAND_LINES = new Set(["ps", "pgrep", "top", "htop", "history", "jobs"]);

/**
 * True when the line is text the agent wrote into the command and printed back unconditionally (an
 * `echo` label): what it wrote, not what it saw. An echo after `&&` or `||` reports the status of
 * the command before it (`grep … || echo "none found"`), which is an observation.
 */
export function echoedByAgent(call: ToolCall, line: string): boolean {
  const text = line.trim();
  if (call.command === null || text === "" || !call.command.includes(text)) return false;
  const commands = simpleCommands(call.command);
  const echo = commands.findIndex((command) => FRAMING.has(programName(command.words[0] ?? "")) && command.words.slice(1).join(" ").includes(text));
  // a banner (`=== clparse OPTNUM ===`) heads a section whatever ran before it
  if (echo < 0 || BANNER.test(text)) return true;
  // `cd dir && echo "label"` is a label; `git merge-base … && echo "YES"` reports git's status
  const before = commands[echo - 1];
  const reports = before !== undefined && (before.next === "&&" || before.next === "||") && !FRAMING.has(programName(before.words[0] ?? ""));
  return !reports;
}

/**
 * The last output line, at or after call `from`, that speaks to the subject, from a call that
 * observed the work: not a printout of code or input files, not a process listing, not the
 * agent's own label echoed back.
 */
export function lastLineAbout(subject: ClaimSubject, context: CheckContext, from: number): { call: ToolCall; line: string } | null {
  if (isEmptySubject(subject)) return null;
  const calls = context.trajectory.toolCalls;
  const firstWork = firstWorkCall(context);
  for (let index = calls.length - 1; index >= Math.max(0, from); index--) {
    const call = calls[index]!;
    if (call.command === null) continue;
    if (simpleCommands(call.command).some((command) => LISTS_COMMAND_LINES.has(programName(command.words[0] ?? "")))) continue;
    const output = observedOutput(call, index, firstWork);
    if (output === null) continue;
    const lines = output.split("\n");
    const line = lines.findLast((text, at) => lineAbout(text, subject) && !echoedByAgent(call, text) && !quotesSource(lines, at));
    if (line !== undefined) return { call, line: line.trim() };
  }
  return null;
}

/**
 * Python prints the source line a warning or a traceback frame points at under its header
 * (`case.py:550: ResourceWarning: unclosed …` then `  method()`; `File "a.py", line 3, in f` then the
 * line): that line is code the report quotes, not something the run observed.
 */
const POINTS_AT_SOURCE = /^\S+:\d+: \w*(?:Warning|Error):|^\s*File "[^"]+", line \d+/;

function quotesSource(lines: readonly string[], at: number): boolean {
  return at > 0 && /^\s/.test(lines[at]!) && POINTS_AT_SOURCE.test(lines[at - 1]!);
}

/**
 * The first call that changed the work or ran a check of it; files printed before it are the
 * task's input. With neither, nothing says which files were input: Infinity marks none.
 */
export function firstWorkCall({ trajectory, runs }: CheckContext): number {
  const edits = trajectory.edits.map((edit) => edit.toolCall ?? Infinity);
  return Math.min(...edits, runs[0]?.call ?? Infinity);
}
