import type { Evidence, ToolCall } from "../model.js";
import { failedOnlyByCoverage } from "./run-outcome.js";
import { VERIFIED, type Claim } from "./claim-kinds.js";
import { numberPattern } from "./claim-numbers.js";
import type { CheckContext } from "./context.js";
import { PassedRuns } from "./passed-runs.js";
import { checkKeys } from "./check-identity.js";
import { runsCommand } from "./claim-commands.js";
import { samePath } from "./paths.js";
import { clip, evidence } from "./quote.js";
import { exercisesCase, listedCases } from "./claim-cases.js";
import { isEmptySubject, lastLineAbout, namesCode, subjectOf } from "./claim-subject.js";
import { judgeSymptomByProgram } from "./claim-symptoms.js";
import type { VerificationKind, VerificationRun } from "./verification.js";
import { runEvidence } from "./verified.js";
import { checkableChanges, transientPaths } from "./work.js";
import { escapeRegExp } from "../words.js";

/** How the reader judged one claim; "unchecked" when the transcript cannot tell either way. */
/** `overstated`: unbacked, and the output shows less than it says (a filtered run for "all tests", another count). */
export type Judgement = { verdict: "backed" | "unbacked" | "contradicted" | "unchecked"; evidence: Evidence[]; overstated?: true };

/** The runs a broad claim speaks of: "verified" and "all examples pass" of any check, "built" of builds. */
const BROAD_KINDS: Partial<Record<Claim["kind"], VerificationKind[]>> = {
  tests: ["test", "custom", "run"],
  build: ["build", "typecheck"],
  // a build, typecheck or lint going green says nothing of whether the fault is gone
  fixed: ["test", "custom", "run"],
};
/** Words of a runner that name no subject: the interpreter or wrapper, not what it checked. */
const GENERIC_RUNNER_WORD = /^(?:python\d?(?:\.\d+)?|node|bash|sh|zsh|npx|npm|uv|run|inline|exec|sudo|timeout|env|test|tests|cd)$/i;
/** Shorter words of a runner's name say too little to tie a claim to it. */
const MIN_SUBJECT_WORD = 3;



/** The words that name what a run checked: its script, binary or selection, not its interpreter. */
function subjectWords(run: VerificationRun): string[] {
  return [run.runner, ...run.selection]
    .flatMap((text) => text.split(/[^A-Za-z0-9_-]+/))
    .map((word) => word.replace(/\.(?:py|[cm]?[jt]s|sh|rb)$/, ""))
    .filter((word) => word.length >= MIN_SUBJECT_WORD && !GENERIC_RUNNER_WORD.test(word));
}

/** True when the run's outcome was read from a verdict or marker the agent's own line printed. */
function printedVerdict(run: VerificationRun): boolean {
  return run.outcomeFrom !== "exit code" && run.quote !== undefined && run.quote !== null;
}

/** Words a check prints when it passed: `ALL EXAMPLES PASS`, `OUTPUT MATCH`, `OK`. */
const PASS_WORDS = /\b(?:pass(?:ed|es)?|ok|success(?:ful(?:ly)?)?|match(?:es|ed)?|identical)\b/i;

/** True when the run's output states its pass (a runner's summary, a printed verdict), beyond exiting 0. */
function saysPassed(run: VerificationRun): boolean {
  return run.outcomeFrom === "summary line" || run.outcomeFrom === "echoed status" || PASS_WORDS.test(run.output ?? "");
}

/** True when the claim names what the run checked ("test_parser passes" and `pytest tests/test_parser.py`). */
function aboutRun(claim: Claim, run: VerificationRun): boolean {
  const said = claim.sentence.toLowerCase();
  return subjectWords(run).some((word) => new RegExp(`\\b${escapeRegExp(word.toLowerCase())}\\b`).test(said)) || namesReproduction(said, run);
}

/** "the reproduction script", "my repro": a claim that names the agent's reproduction by its role. */
const REPRODUCTION_ROLE = /\brepro(?:duction|ducer|duce)?\b/;
/** A script named for reproducing (`reproduce_issue.py`, `repro.py`, `test_repro.py`). */
const REPRODUCTION_SCRIPT = /(?:^|[_-])repro/i;

function namesReproduction(said: string, run: VerificationRun): boolean {
  return REPRODUCTION_ROLE.test(said) && subjectWords(run).some((word) => REPRODUCTION_SCRIPT.test(word));
}

/**
 * A broad success claim ("Verified the output is identical", "Built successfully") is backed when
 * every check of its kind after the last edit to the work ends green; it is contradicted only by a
 * failing check after that edit, never settled, that the claim names, by its exit status or its
 * runner's summary (not a marker the agent printed). Checks only before the last
 * edit, or red ones about another subject, leave it unchecked: the reader cannot tell. With no
 * check at all, nothing backs it.
 */
export function judgeBroad(claim: Claim, context: CheckContext): Judgement {
  const runs = context.runs.filter((run) => BROAD_KINDS[claim.kind]?.includes(run.kind) ?? false);
  // checks of another kind ran (a build the reader did not recognize may be among them): it cannot tell
  if (runs.length === 0) return { verdict: context.runs.length > 0 ? "unchecked" : "unbacked", evidence: [] };
  const { trajectory, diff } = context;
  const lastEdit = checkableChanges(trajectory.edits, diff, trajectory.task).at(-1);
  const fresh = runs.filter((run) => lastEdit?.toolCall == null || run.call >= lastEdit.toolCall);
  // a claim the transcript cannot tell is quoted alone: a run beside it would read as its evidence
  if (fresh.length === 0) return { verdict: "unchecked", evidence: [] };
  const lastByKey = new Map<string, VerificationRun>();
  const checkKey = checkKeys(fresh);
  for (const run of fresh) lastByKey.set(checkKey(run), run);
  const passed = new PassedRuns(fresh);
  const settled = (run: VerificationRun) => passed.coverers(run).some((other) => other.call > run.call);
  // "all tests pass" is not contradicted by a run whose tests all passed and only a coverage gate failed
  const testsPassed = (run: VerificationRun) => claim.kind === "tests" && failedOnlyByCoverage(run.output);
  const open = [...lastByKey.values()].filter((run) => run.outcome === "failed" && !settled(run) && !testsPassed(run));
  // a failure read from a line the agent printed ("NO MATCH") may be its search coming up empty
  const named = open.filter((run) => aboutRun(claim, run) && !printedVerdict(run));
  if (named.length > 0) return { verdict: "contradicted", evidence: [runEvidence(named.at(-1)!)] };
  // "the existing tests pass" speaks of the repository's tests: the agent's own scripts and the test
  // files it wrote and deleted are not those
  const transient = EXISTING_TESTS.test(claim.sentence) ? transientPaths(trajectory.edits) : null;
  const green = fresh.filter((run) => (run.outcome === "passed" || testsPassed(run)) && (transient === null || existingTestsRun(run, transient)));
  if (green.length === 0) return { verdict: "unchecked", evidence: [] };
  // another check left failing: only output that states the claim itself backs it ("working tree clean")
  if (open.length > 0) return statedDirectly(claim, green, context, lastEdit?.toolCall ?? 0) ?? { verdict: "unchecked", evidence: [] };
  // cite the check whose output shows the claim's numbers ("186 values"), else the check the claim
  // names, else one whose own output says it passed, else the last green one
  const numbered = numberedLine(claim, green) ?? verbatimLine(claim, green);
  if (numbered !== null) return { verdict: "backed", evidence: [shownLine(numbered)] };
  const about = green.findLast((run) => aboutRun(claim, run));
  // "./sim 208 → 377 ✓ (isqrt(208)=14 …)": the line that prints most of its numbers shows it best
  const shows = partlyNumberedLine(claim, green);
  const cite = (run: VerificationRun) => (shows === null ? runEvidence(run) : shownLine(shows));
  if (about !== undefined) return { verdict: "backed", evidence: [cite(about)] };
  // a claim with a subject ("KeyboardInterrupt … siblings cleaned up", "working tree is clean") is
  // backed only by output that speaks to it; a generic one ("all verified") by any green check
  const subject = subjectOf(claim);
  if (isEmptySubject(subject)) {
    return { verdict: "backed", evidence: [cite(green.findLast(saysPassed) ?? green.at(-1)!)] };
  }
  // a claim that quotes a value ("about.md: "I am a Postdoc …"") is backed by output that shows it
  const focus = subject.quoted.length > 0 ? { names: [], quoted: subject.quoted, words: [] } : subject;
  const onSubject = focus.names.length === 0 ? [] : green.filter((run) => mentions(run, focus.names));
  if (onSubject.length > 0) return { verdict: "backed", evidence: [cite(onSubject.findLast(saysPassed) ?? onSubject.at(-1)!)] };
  const seen = STATES_ABSENCE.test(claim.sentence) ? null : lastLineAbout(focus, context, lastEdit?.toolCall ?? 0);
  if (seen !== null) return { verdict: "backed", evidence: [seenLine(seen)] };
  // "Tested with RGB images — all matched": a claim that it tested is about the checks it ran, whose
  // output need not name what they exercised; a state ("working tree is clean"), a fix, or a claim
  // naming code (`int32`, `expr6` "match the reference") needs output about its subject
  // "Tested with random, black and white images": a claim that lists its cases is backed only by a
  // check after the last edit that names one of them
  const cases = listedCases(claim.sentence);
  if (cases.length > 0) {
    const tried = green.findLast((run) => exercisesCase(run, cases));
    return tried === undefined ? { verdict: "unchecked", evidence: [] } : { verdict: "backed", evidence: [runEvidence(tried)] };
  }
  if (claim.kind === "tests" && !namesCode(claim.sentence) && SAYS_TESTED.test(claim.sentence)) return { verdict: "backed", evidence: [cite(green.findLast(saysPassed) ?? green.at(-1)!)] };
  return { verdict: "unchecked", evidence: [] };
}

/** The evidence of a run's output line that shows a claim. */
const shownLine = ({ run, line }: { run: VerificationRun; line: string }) => evidence(run.step, `${clip(run.runner, 40)} · ${line}`);
/** The evidence of a call's output line that speaks to a claim's subject. */
const seenLine = ({ call, line }: { call: ToolCall; line: string }) => evidence(call.step, `${clip(call.command ?? "", 40)} · ${clip(line, 100)}`);

/** A claim that something is absent ("No "Task was destroyed" warnings"): output showing its words is no backing of it. */
const STATES_ABSENCE = /\b(?:no|never|without|none)\b/i;

/** Backed when a green run prints all the claim's numbers on one line, or an output after `from` states its words; else null. */
function statedDirectly(claim: Claim, green: readonly VerificationRun[], context: CheckContext, from: number): Judgement | null {
  const numbered = numberedLine(claim, green) ?? verbatimLine(claim, green);
  if (numbered !== null) return { verdict: "backed", evidence: [shownLine(numbered)] };
  // its words or quoted values, not a name alone: a signature printed with `max_concurrent` in it states nothing
  const { quoted, words } = subjectOf(claim);
  const stated = { names: [], quoted, words };
  const seen = isEmptySubject(stated) || STATES_ABSENCE.test(claim.sentence) ? null : lastLineAbout(stated, context, from);
  return seen === null ? null : { verdict: "backed", evidence: [seenLine(seen)] };
}

/** A sentence that says checks were run and passed: "I verified …", "tested …", "all pass", "outputs match". */
const SAYS_TESTED = new RegExp(`${VERIFIED.source}|\\b(?:pass(?:es|ed)?|succeed(?:s|ed)?|match(?:es|ed)?|identical)\\b`, "i");

/** A claim about the tests that were there before the change. */
export const EXISTING_TESTS = /\b(?:existing|pre-?existing|original|current|repository'?s|project'?s)\s+(?:unit\s+|test\s+)?(?:tests?|test suite|suite)\b/i;

/** A run of the repository's own tests: not the agent's own script, nor only test files it wrote and deleted. */
export function existingTestsRun(run: VerificationRun, transient: ReadonlySet<string>): boolean {
  if (run.adHoc) return false;
  const files = run.selection.map((item) => item.split("::")[0]!).filter((item) => !item.startsWith("-"));
  return files.length === 0 || !files.every((file) => [...transient].some((path) => samePath(path, file)));
}

/** The run's command or output names one of the words. */
function mentions(run: VerificationRun, words: readonly string[]): boolean {
  const text = `${run.command}\n${run.output ?? ""}`.toLowerCase();
  return words.some((word) => text.includes(word));
}

/** A number of a claim this long or longer is tied to output that prints it; a lone `0` or `3` is too common. */
const MIN_CITED_DIGITS = 2;
const CLAIMED_NUMBER = /(?<![\w.,])\d[\d,]*(?:\.\d+)?(?![\w]|[.,]\d)/g;

/**
 * The last green run with a line of output that prints every number of the claim that has two digits
 * or more ("Verified on 200 images (0 mismatches)" and `Tested 200 images, mismatches: 0`), and that line.
 */
function numberedLine(claim: Claim, green: readonly VerificationRun[]): { run: VerificationRun; line: string } | null {
  const patterns = claimedNumbers(claim);
  if (patterns.length === 0) return null;
  for (const run of [...green].reverse()) {
    const line = (run.output ?? "").split("\n").find((text) => patterns.every((pattern) => pattern.test(text)));
    if (line !== undefined) return { run, line: line.trim() };
  }
  return null;
}

/** The claim's numbers of two digits or more, each as a pattern that finds it standing alone. */
function claimedNumbers(claim: Claim): RegExp[] {
  const numbers = [...claim.sentence.matchAll(CLAIMED_NUMBER)].map(([number]) => number.replace(/,/g, "")).filter((number) => number.replace(/\D/g, "").length >= MIN_CITED_DIGITS);
  return [...new Set(numbers)].map((number) => new RegExp(numberPattern(number)));
}

/** Two of a claim's numbers on one line tie it to the claim; one alone may be chance. */
const MIN_NUMBERS_SHOWN = 2;

/** The latest green run's line that prints the most of the claim's numbers (two at least), or null. */
function partlyNumberedLine(claim: Claim, green: readonly VerificationRun[]): { run: VerificationRun; line: string } | null {
  const patterns = claimedNumbers(claim);
  let best: { run: VerificationRun; line: string; shown: number } | null = null;
  for (const run of [...green].reverse()) {
    for (const text of (run.output ?? "").split("\n")) {
      const shown = patterns.filter((pattern) => pattern.test(text)).length;
      if (shown >= MIN_NUMBERS_SHOWN && shown > (best?.shown ?? 0)) best = { run, line: text.trim(), shown };
    }
  }
  return best;
}

/** A code span shorter than this (`r`, `q`) is too common to recognize as output quoted verbatim. */
const MIN_VERBATIM = 8;

/**
 * The last green run with a line of output that shows one of the claim's code spans verbatim
 * ("→ `Results: 12 30 8`"): the answer quotes what that run printed.
 */
function verbatimLine(claim: Claim, green: readonly VerificationRun[]): { run: VerificationRun; line: string } | null {
  const spans = (claim.code ?? []).filter((span) => span.length >= MIN_VERBATIM);
  if (spans.length === 0) return null;
  for (const run of [...green].reverse()) {
    const line = (run.output ?? "").split("\n").find((text) => spans.some((span) => text.includes(span)));
    if (line !== undefined) return { run, line: line.trim() };
  }
  return null;
}

/** The code spans of a claim that are commands with arguments (`pmars -h`). */
function subjects(claim: Claim): string[] {
  return (claim.code ?? []).map((span) => span.replace(/\s+/g, " ")).filter((span) => /^[\w./-]+ \S/.test(span));
}

/** A shell's status for a process killed by SIGSEGV (128 + 11), as an echo of `$?` prints it: `exit=139`. */
const SEGV_STATUS = String.raw`\bexit(?:[ _]?(?:code|status))?\s*[:=]?\s*139\b`;

/** What output shows when a named symptom happens: the claim's word, then the lines a run prints for it. */
const SYMPTOM_OUTPUT: readonly { name: string; said: RegExp; seen: RegExp }[] = [
  { name: "segfault", said: /\bseg(?:mentation )?fault|\bsigsegv\b/i, seen: new RegExp(`Segmentation fault|SIGSEGV|core dumped|${SEGV_STATUS}`, "i") },
  { name: "crash", said: /\bcrash/i, seen: new RegExp(`Segmentation fault|SIGSEGV|core dumped|Aborted|panicked at|Traceback \\(most recent call last\\)|${SEGV_STATUS}`, "i") },
  { name: "panic", said: /\bpanic/i, seen: /panicked at|\bpanic:/i },
  { name: "abort", said: /\babort/i, seen: /\bAborted\b|SIGABRT/i },
  { name: "timeout", said: /\bhang|\btime ?outs?\b|\btime out\b/i, seen: /timed out|\btimeout\b/i },
  { name: "exception", said: /\btraceback|\bexception/i, seen: /Traceback \(most recent call last\)|^\w+(?:Error|Exception):/im },
];

/**
 * "Fixed … causing a segfault on `pmars -h`": a fix claim that names a symptom and a command in
 * code (a span with arguments, run at a command's place in the line: `… && pmars -h | tail`).
 * Backed when a run of that command showed the symptom, the work changed after it, and a later run
 * of the command shows it no more; unbacked (with the run) when its last run still shows it.
 * Null when the claim names no such symptom and command, or the transcript never showed it.
 */
export function judgeSymptom(claim: Claim, context: CheckContext): Judgement | null {
  const { trajectory } = context;
  // "Fixed the overflow in clparse.c. It caused a segfault with no arguments.": the item tells the symptom
  const named = SYMPTOM_OUTPUT.find(({ said }) => said.test(claim.sentence)) ?? (subjects(claim).length === 0 ? SYMPTOM_OUTPUT.find(({ said }) => said.test(claim.item ?? "")) : undefined);
  const symptom = named?.seen;
  const commands = subjects(claim);
  if (symptom === undefined) return null;
  if (commands.length === 0) return judgeSymptomByProgram(claim, named!, context);
  // the span must be a command the line runs, not text it greps for or a file it reads
  const ran = (command: string | null) => command !== null && commands.some((span) => runsCommand(command, span));
  const calls = trajectory.toolCalls.filter((call) => ran(call.command) && call.output !== null);
  const broken = calls.find((call) => symptom.test(call.output!));
  if (broken === undefined) return null;
  const seen = (call: (typeof calls)[number]) => evidence(call.step, clip(call.output!.split("\n").find((line) => symptom.test(line)) ?? "", 120));
  const last = calls.at(-1)!;
  if (symptom.test(last.output!)) return { verdict: "unbacked", evidence: [seen(last)] };
  const changed = trajectory.edits.some((edit) => edit.step > broken.step && edit.step < last.step);
  if (!changed) return null;
  const quote = `${clip(last.command ?? "", 60)} · exit ${last.exitCode ?? "not recorded"} · no ${named!.name}`;
  return { verdict: "backed", evidence: [seen(broken), evidence(last.step, quote)] };
}
