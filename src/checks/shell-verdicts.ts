import { gitCommand } from "../shell/git-args.js";
import type { ToolCall } from "../model.js";
import { unwrappedWords, type SimpleCommand } from "./simple-commands.js";
import { cutWordShown, isCut, isCutCount } from "../shell/cut-mark.js";
import { printedVerdict, verdictLine } from "./printed-verdict.js";
import { isProbe } from "./probes.js";
import { parsesOnly } from "./parse-only.js";
import { programName } from "../shell/program.js";
import { tracebackFrames } from "./traceback.js";
import { samePath } from "./paths.js";
import { clip } from "./quote.js";
import { echoedStatus, echoedStatusLine, statusEcho } from "./run-outcome.js";

/**
 * A check written in the shell: a condition, then a verdict echoed on its result
 * (`ldd x | grep -qi x11 && echo "FAIL: X11" || echo PASS`, `if cmp -s a b; then echo OK; fi`).
 * The condition is the check and the printed word its result. Only lines whose verdict the output
 * shows are read, and a condition that only moves, creates, prints back or looks up files checks
 * nothing (`cd /app && echo OK`, `cat out.txt && echo PASS`, `[ -f out.txt ] && echo PASS`).
 */
export interface ShellVerdict {
  /** The condition as typed (`ldd /usr/local/bin/pmars | grep -i x11`). */
  condition: string;
  outcome: "passed" | "failed";
  /** The position of the verdict's echo (or of the last assertion) in the call's command line. */
  lineIndex: number;
  /** True when the shell's own assertions decided it (no verdict echoed). */
  asserted: boolean;
  /** The output line the echo printed. */
  quote?: string;
  /** For a cut line: the script its hidden check ran, when the output's traceback names one the line wrote. */
  script?: string;
}

/** Words an echoed verdict holds, whole or joined to a name (`SCAN_PASS`, `removal-ok`); YES opening it. */
const FAIL_WORD = /(?<![A-Za-z0-9])(?:FAIL(?:ED|URE|S)?|ERROR|MISMATCH|(?:NO|NOT|DOES NOT|DOESN'T)[ _-](?:MATCH\w*|IDENTICAL|EQUAL|OK))(?![A-Za-z0-9])|✗|❌/i;
const PASS_WORD = /(?<![A-Za-z0-9])(?:PASS(?:ED)?|OK|SUCCESS|CORRECT|MATCH(?:ES|ED)?|IDENTICAL)(?![A-Za-z0-9])|✓|✅|^YES\b/i;
/** "no errors", "0 failures", "without error": a failure word denied is not a failure. */
const DENIED_FAILURE = /(?<![A-Za-z0-9])(?:no|not|none|zero|0|without)\s+(?:\w+\s+)?(?:fail\w*|errors?|mismatch\w*)/i;

/** The verdict an echoed text states, or null when it states none. */
function verdictOf(text: string): "passed" | "failed" | null {
  if (FAIL_WORD.test(text) && !DENIED_FAILURE.test(text)) return "failed";
  return PASS_WORD.test(text) ? "passed" : null;
}

/** Programs that search: their status says whether something was found, which is no pass or fail by itself. */
const SEARCHES = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "zgrep"]);
/** Verdict words that only say whether a search found something (`NO MATCH in repo`, `MATCHES`). */
const FOUND_WORDS = /(?<![A-Za-z0-9])(?:(?:NO|NOT|DOES NOT|DOESN'T)[ _-])?MATCH(?:ES|ED)?(?![A-Za-z0-9])/gi;

/** The program a condition runs, wrappers peeled (`git grep` is a search too). */
function programOf(command: SimpleCommand): string {
  const words = unwrappedWords(command);
  return words[0] === "git" && words[1] === "grep" ? "grep" : programName(words[0] ?? "");
}

/**
 * What an echo after a search states: `grep -rl 'secret[' . || echo "NO MATCH in repo"` says
 * nothing was found, which is what the agent looked for as often as not; only a word that judges
 * (PASS, FAIL, OK, ERROR) is a verdict there.
 */
function searchVerdictOf(text: string): "passed" | "failed" | null {
  return verdictOf(text.replace(FOUND_WORDS, " "));
}

/** A cheap test of the whole output before the line is read: some verdict word is in it. */
const SAYS_VERDICT = /pass|ok|success|correct|match|identical|fail|error|yes|no|✓|✗|✅|❌/i;
/** Commands that change, create or print back files, move around or install: a condition of theirs checks nothing. */
const NOT_A_CHECK = new Set([
  "cd", "pushd", "popd", "mkdir", "cp", "mv", "rm", "rmdir", "touch", "ln", "chmod", "chown", "echo", "printf", "cat", "ls",
  "true", ":", "export", "set", "source", ".", "sleep", "tee", "head", "tail", "wc", "pip", "pip3", "apt", "apt-get", "yum",
  "apk", "brew", "npm", "wget", "tar", "unzip", "sed", "stat", "file", "pwd", "kill", "pkill", "wait",
]);
/** git verbs whose status answers a question about the repository (`merge-base --is-ancestor`, `fsck`, `diff --quiet`). */
const GIT_QUERIES: ReadonlySet<string> = new Set(["merge-base", "fsck", "cat-file", "show-ref", "diff", "ls-files", "rev-parse", "grep", "log"]);
/** `git diff` exits 1 on a difference only when asked to; otherwise it exits 0 whatever it printed. */
const DIFF_STATUS_FLAGS = /^(?:--quiet|--exit-code|--no-index)$/;
/** `git fsck` asked to list or save unreachable objects is a search for them, not a check of the repository. */
const FSCK_LISTING = /^(?:--lost-found|--unreachable|--dangling)$/;

/**
 * A git command whose exit status says yes or no: `git diff` only when told to, `fsck` only as an
 * integrity check; past git's own options (`git -C repo fsck --full` asks what `git fsck --full` does).
 */
function gitStatusAnswers(argv: readonly string[]): boolean {
  const git = gitCommand(argv);
  if (git === null) return false;
  const { verb, args: rest } = git;
  if (verb === "diff") return rest.some((arg) => DIFF_STATUS_FLAGS.test(arg));
  if (verb === "fsck") return !rest.some((arg) => FSCK_LISTING.test(arg));
  return GIT_QUERIES.has(verb);
}
/** File tests that only ask whether a path exists: a file the agent wrote is there, which proves little. */
const EXISTS_TEST = /^(?:\[\[?|test)$/;

/** The verdict a line's own shell check printed, or null when it has none or the output does not show it. */
export function shellVerdict(line: readonly SimpleCommand[], output: string | null, recognized: ReadonlySet<number>): ShellVerdict | null {
  if (output === null || !echoesVerdict(line) || !(SAYS_VERDICT.test(output))) return null;
  const top = line.filter((command) => !command.nested);
  const shown = printedEchoes(top, output);
  let found: ShellVerdict | null = null;
  for (const [index, command] of top.entries()) {
    const text = echoedText(command);
    if (text === null || !shown.has(index)) continue;
    const condition = conditionBefore(top, index, command);
    if (condition === null || condition.some((item) => recognized.has(line.indexOf(item)) || !checksSomething(item))) continue;
    const search = SEARCHES.has(programOf(condition.at(-1)!));
    const said = search ? searchVerdictOf(text) : verdictOf(text);
    if (said === null) continue;
    // a failure printed anywhere in the line stands; among passes the last one is kept
    if (found?.outcome === "failed") continue;
    const typed = clip(condition.map((item) => item.words.join(" ")).join(" | "), 60);
    const quote = shown.get(index)!.line;
    found = { condition: typed, outcome: said, lineIndex: line.indexOf(command), asserted: false, quote };
  }
  return found;
}

/**
 * Whether a top-level command of the line echoes a verdict word: without one the line has no shell
 * verdict, whatever its output. Kept per shared (frozen) reading, as the line's calls repeat it.
 */
function echoesVerdict(line: readonly SimpleCommand[]): boolean {
  const known = echoesVerdictIn.get(line);
  if (known !== undefined) return known;
  const echoes = line.some((command) => {
    const text = command.nested ? null : echoedText(command);
    return text !== null && verdictOf(text) !== null;
  });
  if (Object.isFrozen(line)) echoesVerdictIn.set(line, echoes);
  return echoes;
}
const echoesVerdictIn = new WeakMap<readonly SimpleCommand[], boolean>();

/**
 * The echoes of a line the output shows, each with the line it printed. Echoes print in the order
 * they run: each is looked for after the line the one before printed, so two checks echoing the
 * same `MATCH`/`MISMATCH` words each get their own line; and in `c && echo X || echo Y`, Y is X's
 * alternative: when X printed, Y did not.
 */
export function printedEchoes(top: readonly SimpleCommand[], output: string): Map<number, { line: string; at: number }> {
  // split only for a line that echoes: most print nothing of their own, and their outputs are long
  let lines: string[] | null = null;
  const shown = new Map<number, { line: string; at: number }>();
  let from = 0;
  for (const [index, command] of top.entries()) {
    const text = echoedText(command);
    if (text === null) continue;
    const before = top[index - 1];
    if (before !== undefined && before.next === "||" && shown.has(index - 1)) continue;
    lines ??= output.split(/\r?\n/);
    const at = lines.findIndex((line, position) => position >= from && printsAs(text, line));
    if (at < 0) continue;
    shown.set(index, { line: lines[at]!.trim(), at });
    from = at + 1;
  }
  return shown;
}

/** Whether an output line is what the echo printed: the whole text, or its part up to an expansion. */
function printsAs(text: string, line: string): boolean {
  const fixed = fixedPart(text);
  if (fixed.length < 2) return false;
  const literal = !/[$%`]/.test(text) && !text.includes("\n");
  return literal ? line.trim() === fixed : line.trimStart().startsWith(fixed);
}

/** The output line an echo or printf printed, or null when the output does not show it. */
export function echoedLine(command: SimpleCommand, output: string | null): string | null {
  const text = echoedText(command);
  return text === null || output === null ? null : printedLine(text, output);
}

/** The output line an echo of `text` printed (its text up to the first expansion opens the line), or null. */
export function printedLine(text: string, output: string): string | null {
  const fixed = fixedPart(text);
  if (fixed.length < 2) return null;
  return output.split(/\r?\n/).find((line) => line.trimStart().startsWith(fixed))?.trim() ?? null;
}

/** An echo or printf whose text the output shows: the shell reached it. */
export function echoShown(command: SimpleCommand, output: string | null): boolean {
  const text = echoedText(command);
  return text !== null && output !== null && printedLine(text, output) !== null;
}

/** The text an echo or printf prints, or null for any other command (`echo -e "PASS"` → `PASS`). */
export function echoedText(command: SimpleCommand): string | null {
  const [program, ...args] = command.words;
  if (program !== "echo" && program !== "printf") return null;
  const text = args.filter((arg) => !/^-[neE]+$/.test(arg)).join(" ").replace(/\\n/g, "\n").trim();
  return text === "" ? null : text;
}

/** An echo's text up to its first expansion, first non-empty line. */
function fixedPart(text: string): string {
  return text.split(/[$%`]/)[0]!.split("\n").find((part) => part.trim() !== "")?.trim() ?? "";
}

/**
 * The pipeline whose status decides the echo: the commands just before it joined by `&&` or `||`
 * (and the pipe feeding the last of them), or the condition of the `if` whose branch it is in.
 */
function conditionBefore(top: readonly SimpleCommand[], index: number, echo: SimpleCommand): SimpleCommand[] | null {
  let end = index - 1;
  // `a && echo FAIL || echo PASS`: the PASS echo is the FAIL echo's alternative; the condition is
  // before both. After `&& echo "=== header ===" &&` an echo's OK is typed text, no condition's verdict.
  while (end >= 0 && echoedText(top[end]!) !== null && top[end]!.next === "||") end -= 1;
  const last = top[end];
  if (last === undefined) return null;
  const joined = last.next === "&&" || last.next === "||";
  if (!joined && echo.certainty !== "maybe") return null;
  let start = end;
  while (start > 0 && top[start - 1]!.next === "|") start -= 1;
  return top.slice(start, end + 1);
}

/** A command whose exit status is its assertion about something (`grep -q x f`, `cmp`, `git merge-base --is-ancestor`). */
export const assertsSomething = (command: SimpleCommand): boolean => asserts(command) && checksSomething(command);

function checksSomething(command: SimpleCommand): boolean {
  const words = unwrappedWords(command);
  const program = words[0] ?? "";
  if (program === "git") return gitStatusAnswers(words);
  if (NOT_A_CHECK.has(program) || isProbe(words) || isProbe(command.words) || parsesOnly(words)) return false;
  // `[ -f x ]` asks only whether a file is there; `[ "$a" = "$b" ]` compares
  const operands = words.slice(1).filter((word) => word !== "!" && word !== "]" && word !== "]]");
  if (EXISTS_TEST.test(program) && operands.length === 2 && /^-[a-zA-Z]$/.test(operands[0]!)) return false;
  return true;
}

/**
 * Assertions the shell itself made on a line that exited 0: `test "$(./main 0)" = 1`, `grep -q
 * '^USE_GCOV = 1$' Makefile`, `cmp -s out expected`, `git merge-base --is-ancestor a b`, each one
 * certain to have run and with its failure reaching the line's status (`set -e`, an `&&` chain to
 * the end). All of them held. A line that writes files after an assertion uses it as a guard for
 * the edit, not as a check of the work; such lines are not read.
 */
export function shellAssertions(
  line: readonly SimpleCommand[],
  exitCode: number | null,
  recognized: ReadonlySet<number>,
  output: string | null = null,
): ShellVerdict | null {
  // a denied comparison and a held assertion are each a command that asserts: a line without one has neither
  if (!assertsAny(line)) return null;
  const denied = deniedComparison(line, recognized, output);
  if (denied !== null) return denied;
  if (exitCode !== 0) return null;
  const held = line.filter((command, index) =>
    !command.nested && command.certainty === "ran" && !recognized.has(index) && asserts(command) && checksSomething(command)
    && (!command.masked || heldByOutput(command, statusEcho(line, index), output)) && !readsWhatLineWrote(command, line.slice(0, index))
    && !showsDifference(command, output));
  const last = held.at(-1);
  if (last === undefined) return null;
  const after = line.slice(line.indexOf(held[0]!) + 1);
  if (after.some((command) => command.writes.length > 0)) return null;
  const more = held.length > 1 ? ` and ${held.length - 1} more` : "";
  // a masked assertion held by its echoed status: that line is what shows it
  const echo = last.masked ? statusEcho(line, line.indexOf(last)) : null;
  const quote = echo === null ? null : echoedStatusLine(echo, output);
  const shown = quote === null ? {} : { quote };
  return { condition: `${clip(last.words.join(" "), 60)}${more}`, outcome: "passed", lineIndex: line.indexOf(last), asserted: true, ...shown };
}

/**
 * Whether a command of the line asserts (`asserts`, on its words alone). Kept per shared (frozen) reading,
 * as echoesVerdict is: most lines assert nothing, and their calls repeat them (bench/RESULTS.md, Run 32).
 */
function assertsAny(line: readonly SimpleCommand[]): boolean {
  const known = assertsIn.get(line);
  if (known !== undefined) return known;
  const any = line.some(asserts);
  if (Object.isFrozen(line)) assertsIn.set(line, any);
  return any;
}
const assertsIn = new WeakMap<readonly SimpleCommand[], boolean>();

/** A diff's hunks (`@@ -3,10 +3,20 @@`, `< old` / `> new` lines) or cmp's report: the files differ. */
const DIFFERENCE_SHOWN = /^@@ -\d|^[<>] |^\d+(?:,\d+)?[acd]\d+|\bdiffer(?:: byte| \(|:)|^Files .+ differ$/m;

/** A comparison whose output shows the files differ did not hold, whatever status the line recorded (a cut, a later command). */
function showsDifference(command: SimpleCommand, output: string | null): boolean {
  const program = command.words[0] ?? "";
  return (program === "diff" || program === "cmp") && output !== null && DIFFERENCE_SHOWN.test(output);
}

/** The status a comparison gives for "the files differ": 2 and above are trouble, not an answer. */
const ANSWERED_NO = 1;

/** Comparisons of two files, whose "no" is a difference; a search's "no" (`grep -q`) may be what the agent hoped for. */
function comparesFiles(command: SimpleCommand): boolean {
  const [program = "", verb = ""] = command.words;
  return program === "cmp" || program === "diff" || (program === "git" && verb === "diff");
}

/**
 * A comparison of files whose status the line echoed as "no" (`cmp -s a b; echo about_cmp=$?`
 * printed `about_cmp=1`): they differ, whatever the line's own exit. The first such is the line's verdict.
 */
function deniedComparison(line: readonly SimpleCommand[], recognized: ReadonlySet<number>, output: string | null): ShellVerdict | null {
  if (output === null) return null;
  for (const [index, command] of line.entries()) {
    if (command.nested || command.certainty !== "ran" || recognized.has(index) || !comparesFiles(command) || !asserts(command)) continue;
    const echo = statusEcho(line, index);
    if (echo === null || echoedStatus(echo, output) !== ANSWERED_NO || readsWhatLineWrote(command, line.slice(0, index))) continue;
    const quote = echoedStatusLine(echo, output) ?? undefined;
    return { condition: clip(command.words.join(" "), 60), outcome: "failed", lineIndex: index, asserted: true, ...(quote === undefined ? {} : { quote }) };
  }
  return null;
}

/**
 * A masked comparison that still shows it held: `diff -q a b; …` printed no "differ" line, or its
 * status was echoed as 0 (`diff a b; echo diff_status=$?`, `cmp -s a b; cr=$?; echo cmp_rc=$cr`).
 */
function heldByOutput(command: SimpleCommand, echo: readonly string[] | null, output: string | null): boolean {
  if (output === null) return false;
  if (echo !== null && echoedStatus(echo, output) === 0) return true;
  const [program = "", ...args] = command.words;
  const brief = program === "diff" && args.some((arg) => arg === "-q" || arg === "--brief");
  return brief && !/\bdiffer\b|No such file/.test(output);
}

/** Commands whose exit status is a yes or no about the work: comparisons, quiet searches, ancestry. */
function asserts(command: SimpleCommand): boolean {
  const [program = "", ...args] = command.words;
  if (EXISTS_TEST.test(program)) return true;
  if (/^(?:e|f)?grep$/.test(program)) return args.some((arg) => /^-[a-zA-Z]*q[a-zA-Z]*$|^--quiet$/.test(arg));
  if (program === "cmp" || program === "diff") return true;
  if (program === "git") {
    const verb = gitCommand(command.words)?.verb;
    return args.includes("--is-ancestor") || ((verb === "fsck" || verb === "diff") && gitStatusAnswers(command.words));
  }
  return false;
}

/**
 * `echo 42 > out.txt && grep -q 42 out.txt`: searching text the line itself typed into a file checks
 * nothing. A file a program wrote (`./server | tee log; grep -q ready log`) is that program's output.
 */
function readsWhatLineWrote(command: SimpleCommand, before: readonly SimpleCommand[]): boolean {
  const typed = (item: SimpleCommand) => item.heredocs.length > 0 || /^(?:echo|printf)$/.test(item.words[0] ?? "");
  const written = before.filter(typed).flatMap((item) => item.writes);
  return command.words.slice(1).some((word) => written.some((path) => path === word || path.endsWith(`/${word}`)));
}

/**
 * A line the recorder cut (`…(+55 chars)`) in which nothing visible is a check, but whose output
 * ends in the verdict a check printed (`verification_ok`, PASS): the hidden part judged the work.
 * A pass counts only when the line exited 0; a printed failure counts whatever the exit.
 */
export function cutLineVerdict(call: ToolCall, line: readonly SimpleCommand[]): ShellVerdict | null {
  if (call.command === null || !isCut(call.command)) return null;
  const said = printedVerdict(call.output);
  if (said === null || said === "unknown" || (said === "passed" && call.exitCode !== 0)) return null;
  const quote = verdictLine(call.output) ?? undefined;
  // a verdict a visible echo printed (`g++ --version && test -d lib && echo preflight-ok`) is that
  // echo's, after conditions that checked nothing: it says nothing of the part the recorder cut
  if (quote !== undefined && line.some((command) => !command.nested && echoPrints(command, quote))) return null;
  // so is one whose echo the cut fell inside (`…; echo debugger...(+3 chars)` printing `debugger_ok`)
  if (quote !== undefined && cutEchoPrinted(line, quote)) return null;
  const script = tracebackScript(call.output, line);
  return { condition: CUT_LINE_CONDITION, outcome: said, lineIndex: 0, asserted: false, quote, ...(script === null ? {} : { script }) };
}

/** The first file of a traceback that the line itself wrote (`cat > t.py <<EOF … python3 t.py`): the script that ran. */
function tracebackScript(output: string | null, line: readonly SimpleCommand[]): string | null {
  const written = line.flatMap((command) => command.writes);
  const frame = tracebackFrames(output).find(({ file }) => file.endsWith(".py") && written.some((path) => samePath(path, file)));
  return frame?.file ?? null;
}

/** The shortest start of a cut echo's text that ties the printed line to it. */
const MIN_CUT_ECHO_PREFIX = 3;

/** The line's last command is an echo the recorder cut inside its text, and the printed line opens with what is shown of it. */
function cutEchoPrinted(line: readonly SimpleCommand[], printedLine: string): boolean {
  // the mark's own `(+3 chars)` reads as one more command after the cut word: not the line's
  const last = line.findLast((command) => !command.nested && !isCutCount(command.words));
  const text = last === undefined ? null : echoedText(last);
  const shown = text === null ? null : cutWordShown(text);
  if (shown === null) return false;
  const fixed = fixedPart(shown).replace(/["']/g, "");
  return fixed.length >= MIN_CUT_ECHO_PREFIX && printedLine.trimStart().startsWith(fixed);
}

/** An echo or printf of the visible line printed this output line. */
function echoPrints(command: SimpleCommand, line: string): boolean {
  const text = echoedText(command);
  return text !== null && printsAs(text, line);
}

/** How a cut line's hidden check is named in the report. */
export const CUT_LINE_CONDITION = "the part of the line the recorder cut";
/** The runner of a check the recorder cut out of the transcript: it printed a verdict, its command is not shown. */
export const HIDDEN_CHECK_RUNNER = "shell check (cut by the recorder)";
