import { isCut } from "../shell/cut-mark.js";
import { makeIgnoredFailure } from "./make-ignored.js";
import type { ToolCall, Trajectory } from "../model.js";
import { builtRunOf, CUT_CODE_WHY, INLINE_TESTS_WHY, inlineSource, type WorkSoFar } from "./built-programs.js";
import { booleanVerdict, printsPredicate } from "./printed-booleans.js";
import { failedTestPrinted } from "./failure-branch.js";
import { hidesStatus } from "./hidden-status.js";
import { buildTailOutcome } from "./build-tail.js";
import { caughtFailureLine, crashOnly, endLine, measuredFailures, printedCaughtLine, printedVerdict, verdictLine } from "./printed-verdict.js";
import { requestOutcome } from "./local-requests.js";
import { checkerOf, programName, runnerKey } from "./checkers.js";
import { branchEchoedOutcome, echoedOutcome, echoQuote, ownEchoedLine } from "./echoed-status.js";
import { writtenScriptHidesStatus } from "./script-status.js";
import { summaryOutcome, type OutcomeSource, type RunOutcome } from "./run-outcome.js";
import { gatedPart } from "./coverage-gate.js";
import { boundStopped } from "./own-timeout.js";
import { failingTests } from "./failing-tests.js";
import { invertedFilterOutcome } from "./inverted-filter.js";
import { keptLinesOutcome } from "./kept-lines.js";
import { dependenciesUnresolved } from "./unresolved-dependencies.js";
import { shellRefusedLine, unclosedHeredoc } from "./shell-syntax.js";
import { editsWork, scriptEditCalls } from "./script-edits.js";
import { couldNotStart, cutByHarness, isProbe, neverStarted, NOT_STARTED_STATUS, updatesSnapshots } from "./probes.js";
import { fixturesUnresolved } from "./test-summary.js";
import { settingsUnconfigured } from "./settings-unconfigured.js";
import { designedFailure } from "./designed-failure.js";
import { echoTexts, exitCodeQuote, oneLine, ownSegment, ownsOutput, partFrom, printedOf, quoteOf, readBackSegment, soleOutput, summaryOnly } from "./output-segments.js";
import { backgroundLogResult, backgroundResult, lastReadOf, READ_BESIDE_QUOTE, sentToBackground, UNREAD_QUOTE } from "./background-runs.js";
import { whoseTests } from "./repository-tests.js";
import { appendedTo, scriptFileText } from "./script-files.js";
import { dropUnreached } from "./unreached-runs.js";
import { dropInputMakers } from "./input-makers.js";
import { ranNoTest } from "./silent-modules.js";
import { scriptText } from "./script-text.js";
import { buildSelection, selectionIn } from "./selection.js";
import { withLineSelection } from "./line-selection.js";
import { markSharedOutput, runRecord, type RunSaid } from "./run-record.js";
import { pathFactsByCall } from "./path-facts.js";
import { withWorkTrouble } from "./crash-in-work.js";
import { builtProgramRan } from "./build-ran.js";
import type { PathFacts } from "../shell/file-tests.js";
import { heredocWriting, simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { CUT_LINE_CONDITION, cutLineVerdict, echoedLine, HIDDEN_CHECK_RUNNER, shellAssertions, shellVerdict, type ShellVerdict } from "./shell-verdicts.js";
import { unwrap } from "../shell/wrappers.js";
import { eitherBranchPassed } from "./either-branch.js";
import { outputMovedOver } from "./moved-output.js";
import { scriptAsPrinted } from "./script-banner.js";
import { shellNeverStarted, shellRejected } from "../shell/rejected.js";
import { WorkWritten } from "./typed-content.js";
import { withTranscriptReadings } from "./transcript-readings.js";
import { LineReadings } from "./line-readings.js";
import { chainStop } from "./stopped-before.js";
import { customRun, customRunner } from "./custom-runs.js";
import { isGuardedMaybe, shownBranchOnly } from "./shown-branch.js";

export type { RunOutcome } from "./run-outcome.js";

/**
 * `test`, `build`, `typecheck`, `lint`: a known checker; `run`: the agent executed or imported
 * what it wrote or built; `custom`: a command the rubric's front matter names as verification.
 */
export type VerificationKind = "test" | "build" | "typecheck" | "lint" | "run" | "custom";

export interface VerificationRun {
  /** Index of the tool call in the trajectory. */
  call: number;
  step: number;
  kind: VerificationKind;
  /** The runner's identity (`npm test`, `pytest`, `python3 solve.py`): runs of one are grouped. */
  runner: string;
  /** Why the command counts as verification, in a few words. */
  why: string;
  /**
   * The agent's own probe (a script or program it wrote, inline code, a compiler on a file), not
   * the project's checker: its failure is settled by any later green check.
   */
  adHoc: boolean;
  command: string;
  /** The position, in the call's command line, of the simple command that ran it. */
  lineIndex: number;
  /**
   * What the run selected: the files, folders or test ids it names (`tests/a.py::test_x`, `-k expr`);
   * empty for the runner's default (the whole suite). Runs are keyed by runner and selection.
   */
  selection: string[];
  /** The tests the output names as failing, when it names them. */
  failing: string[];
  /** The tool call's exit code as the transcript states it (the whole line's status). */
  exitCode: number | null;
  /** True when something after the runner in the line (a pipe, `;`, `|| true`) hides its status. */
  masked: boolean;
  output: string | null;
  outcome: RunOutcome;
  /** What the outcome was read from. */
  outcomeFrom: OutcomeSource;
  /** The output line that decided the outcome when it is not the runner's summary (a printed verdict, an echoed marker). */
  quote?: string;
  /** The line where the agent's own code reported a failure it caught: why its exit 0 is no pass. */
  caught?: string;
  /** It checks only that code parses (`py_compile`, `bash -n`): a pass says nothing of what the code does (syntax-only.ts). */
  syntaxOnly?: boolean;
  /** The earlier command of its `&&` chain that may have stopped the line before it started (stopped-before.ts). */
  behind?: string;
  /** The runner's line saying it ran no test (`no tests ran`, `12 skipped`): its status checked nothing. */
  noneRan?: string;
  /** The constant assertion a demonstration run of the agent's temp test files failed on (designed-failure.ts). */
  demonstration?: string;
  /** A filter kept part of a per-package runner's lines (`go test ./... | tail -3`): what it dropped is not shown (kept-lines.ts). */
  partial?: string;
  /** The output line saying the program, module or script was not found: it never ran. */
  notStarted?: string;
  /** A masked command's own status, as an `echo $?` right after it printed it. */
  echoedExit?: number;
  /** Files the run's own command writes (its inline code's `open(p, "w")`, its `> out`): its products, not what it checked. */
  writes?: readonly string[];
  /** A run sent to the background: the step that started it (`step` is where its log or end was read). */
  startedStep?: number;
  /** What a run with no result of its own printed: the first line of its own part of the output (`15.0`). */
  printed?: string;
  /** The last line the agent's script computed, when its last line is one it prints as a literal (constant-lines.ts). */
  computed?: string;
  /** The agent's own time bound that stopped the run before it showed a result (`timeout 25`, exit 124). */
  timedOut?: string;
  /** Why its tests errored before they ran: a fixture pytest could not resolve, the environment's doing. */
  setupFailed?: string;
  /** Where its package shows imported from an installed copy, not the edited source (installed-copy.ts): no pass or fail of the change. */
  installedCopy?: { line: string; step: number; removed?: true };
  /** A linter or type checker whose own source the work changes: running it runs the work (project-checker.ts). */
  runsWork?: true;
}

export interface RunnerMatch {
  kind: VerificationKind;
  runner: string;
  why: string;
}

/** How a run ended, what that was read from, the output line that said so when it is not a summary, and what else was said of it. */
export type Outcome = { outcome: RunOutcome; from: OutcomeSource } & Pick<RunSaid, SaidOfOutcome>;
type SaidOfOutcome = "quote" | "printed" | "caught" | "notStarted" | "timedOut" | "setupFailed" | "behind" | "noneRan" | "partial" | "demonstration";

/** Commands nested deeper than this (`bash -c "sh -c '…'"`) are not unwrapped further. */
const MAX_SCRIPT_DEPTH = 4;

/**
 * The first verification a command line runs, by the rule of checkers.ts and built-programs.ts,
 * else the first of the rubric's own verification patterns it matches anywhere in the line.
 */
export function classifyCommand(
  command: string,
  custom: readonly RegExp[] = [],
  work: WorkSoFar = { written: [], built: false },
): RunnerMatch | null {
  const found = recognizedIn(command, work)[0];
  if (found === undefined) return customRunner(command, custom);
  return { kind: found.match.kind, runner: found.match.runner, why: found.match.why };
}

export interface Recognized {
  match: { kind: VerificationKind; runner: string; why: string; adHoc?: boolean; syntaxOnly?: boolean };
  command: SimpleCommand;
  /** The program and its arguments once wrappers (`timeout`, `uv run`, `python -m`) are peeled off. */
  argv: readonly string[];
  /** The simple commands of the same line, in order: what follows a runner may hide its status. */
  line: readonly SimpleCommand[];
  /** True when the runner ran inside a shell given a script (`bash -c`), itself masked. */
  outerMasked: boolean;
  /** Its position in the call's own command line (a `bash -c` script's commands take the shell's). */
  lineIndex: number;
  /** It runs in a script given to a shell sent to the background (`nohup bash -c '…' &`). */
  inBackground?: boolean;
  /** A branch the transcript cannot resolve, whose program's own lines show it was the one that ran (shown-branch.ts). */
  shownRan?: boolean;
}

/** How a line is read: what is known of the paths its file tests name, and its recorded status. */
interface LineFacts {
  facts?: PathFacts;
  exitCode?: number | null;
}

/** A program word the recorder's cut ended (`/tmp/CompCert/...(+55 chars)`): which program it named is unknown. */
const CUT_WORD = /(?:\.\.\.|…)$/;

function recognizedIn(
  command: string,
  work: WorkSoFar,
  depth = 0,
  outerMasked = false,
  outerIndex: number | null = null,
  known: LineFacts = {},
  parsed: readonly SimpleCommand[] | null = null,
): Recognized[] {
  const line = parsed ?? simpleCommands(command, known.facts, known.exitCode ?? null);
  const found: Recognized[] = [];
  let built = work.built;
  for (const [index, simple] of line.entries()) {
    const lineIndex = outerIndex ?? index;
    const words = wordsOf(simple);
    // a loop's later item after a `break` that may have run: whether it ran is not known, and the output is the first's
    if (words === NO_RUN || simple.afterBreak === true) continue;
    const script = (text: string) => {
      const masked = outerMasked || hidesStatus(simple, line);
      const facts = { facts: known.facts, exitCode: simple.statusIsCall && simple.certainty === "ran" ? known.exitCode : null };
      const inner = recognizedIn(text, { ...work, built }, depth + 1, masked, lineIndex, facts);
      return simple.next === "&" ? inner.map((item) => ({ ...item, inBackground: true })) : inner;
    };
    if ("script" in words) {
      if (depth < MAX_SCRIPT_DEPTH) found.push(...script(words.script));
      continue;
    }
    const { argv, checker } = words;
    // a script file of the agent's whose text is shown: its checkers are the runs, when it runs any
    const fileText = checker === null && depth < MAX_SCRIPT_DEPTH ? scriptFileText(argv, work) : null;
    const fromFile = fileText === null ? [] : script(fileText);
    if (fromFile.some((item) => item.match.kind !== "run")) {
      found.push(...fromFile);
      continue;
    }
    const match = checker ?? builtRunOf(argv, simple.heredocs, { ...work, built });
    if (match === null || outputMovedOver(simple, line.slice(index + 1))) continue;
    if (match.kind === "build") built = true;
    found.push({ match, command: simple, argv, line, outerMasked, lineIndex });
  }
  return found;
}

/**
 * No run: a probe (`which pytest`, `pytest --version`) before or after its wrappers are peeled, or a
 * program word the recorder's cut ended.
 */
const NO_RUN = Symbol("no run");
/** What a simple command's words say, once wrappers are peeled: a script to read, or a program and its checker. */
type WordsRead = typeof NO_RUN | { script: string } | { argv: readonly string[]; checker: ReturnType<typeof checkerOf> };

/**
 * Read once per simple command: a line's reading is shared by every call that repeats the line
 * (simple-commands.ts), and these depend on its words alone; what the work so far built is not.
 */
const wordsRead = new WeakMap<SimpleCommand, WordsRead>();

function wordsOf(simple: SimpleCommand): WordsRead {
  const known = wordsRead.get(simple);
  if (known !== undefined) return known;
  const read = readWords(simple.words);
  wordsRead.set(simple, read);
  return read;
}

/**
 * A command of the line is a shell given a script to read. A script file the agent wrote is read through the
 * work so far, which the kept reading's stamp already names (a rewrite of the file is a write).
 */
const givesScript = (line: readonly SimpleCommand[]) => line.some((simple) => { const words = wordsOf(simple); return words !== NO_RUN && "script" in words; });

function readWords(words: readonly string[]): WordsRead {
  if (isProbe(words)) return NO_RUN;
  const unwrapped = unwrap(words);
  if ("script" in unwrapped) return unwrapped;
  // a run that rewrites its snapshots to what the code gives checks nothing of them (probes.ts)
  if (isProbe(unwrapped.argv) || updatesSnapshots(unwrapped.argv) || CUT_WORD.test(unwrapped.argv[0] ?? "")) return NO_RUN;
  return { argv: Object.freeze(unwrapped.argv), checker: checkerOf(unwrapped.argv) };
}

/**
 * The runs found per trajectory and custom runners: the checks and the report's summary both ask,
 * and finding them (reading every shell call) cost 0.4x a bare JSON.parse of a 100 MB session each
 * time (bench/RESULTS.md, Run 14). A trajectory is not changed once read.
 */
const runsFound = new WeakMap<Trajectory, Map<string, readonly VerificationRun[]>>();

/** Every verification the trajectory's shell calls ran, in order (one per runner per call). */
export function verificationRuns(trajectory: Trajectory, custom: readonly RegExp[] = []): VerificationRun[] {
  const key = custom.map((pattern) => `${pattern.source}/${pattern.flags}`).join("\n");
  const byCustom = runsFound.get(trajectory) ?? new Map<string, readonly VerificationRun[]>();
  runsFound.set(trajectory, byCustom);
  const found = byCustom.get(key) ?? withTranscriptReadings(trajectory, findRuns(trajectory, custom));
  byCustom.set(key, found);
  return [...found];
}

/** `derived` is `original` with edits marked notes-only (diff-notes.ts), a mark runs are never read from: they share runs. */
export function shareRuns(derived: Trajectory, original: Trajectory): void {
  const byCustom = runsFound.get(original) ?? new Map<string, readonly VerificationRun[]>();
  runsFound.set(original, byCustom).set(derived, byCustom);
}

function findRuns(trajectory: Trajectory, custom: readonly RegExp[]): VerificationRun[] {
  const runs: VerificationRun[] = [];
  let built = false;
  const work = new WorkWritten(trajectory);
  const factsAt = pathFactsByCall(trajectory);
  const editsByScript = scriptEditCalls(trajectory);
  const readings = new LineReadings<Recognized[]>();
  trajectory.toolCalls.forEach((call, index) => {
    work.upTo(index);
    if (call.command === null || shellRejected(call.output, call.exitCode) || shellNeverStarted(call.output, call.exitCode)) return;
    const shellLine = simpleCommands(call.command, factsAt(index), call.exitCode);
    const known = { facts: factsAt(index), exitCode: call.exitCode };
    const scriptAt = (path: string) => (appendedTo(trajectory, path, index) ? null : scriptText(trajectory, path, index));
    const soFar = { written: work.written, created: work.created, found: work.found, built, typed: work.typed, scriptAt };
    const read = () => recognizedIn(call.command!, soFar, 0, false, null, known, shellLine);
    const found = shownBranchOnly(readings.read(shellLine, `${work.taken}\u0000${built}`, givesScript, read), call.output);
    const runsBefore = runs.length;
    // one run per runner per call: the last, which says how the line left things
    const lastOfRunner = new Map(found.map((item) => [runnerKey(item.match.runner), item]));
    // one output and several branches that may each have printed it: which ran cannot be told
    const guarded = found.filter(isGuardedMaybe);
    const ambiguous = guarded.length > 1;
    if (ambiguous) {
      const either = eitherBranchPassed(call, index, guarded);
      if (either !== null) runs.push(either);
    }
    for (const item of found) {
      if (ambiguous && isGuardedMaybe(item)) continue;
      if (lastOfRunner.get(runnerKey(item.match.runner)) !== item) continue;
      // running the agent's own script that rewrites a file of the work is the edit, not its check
      if (item.match.kind === "run" && editsWork(editsByScript.get(index), item.match.runner, shellLine, item.lineIndex)) continue;
      const run = runOf(call, index, item, trajectory);
      // a job started and never read is named only as a check started again: an earlier run is not the last
      const unread = run !== null && run.startedStep !== undefined && run.output === null;
      if (run === null || (unread && !runs.some((earlier) => runnerKey(earlier.runner) === runnerKey(run.runner)))) continue;
      if (item.match.kind === "build") built = true;
      runs.push(whoseTests(withLineSelection(run, found, item), trajectory));
    }
    dropUnreached(runs, runsBefore, shellLine, call);
    dropInputMakers(runs, runsBefore, shellLine);
    const recognizedAt = new Set(found.map((item) => item.lineIndex));
    const echoed = shellVerdict(shellLine, call.output, recognizedAt)
      ?? shellAssertions(shellLine, call.exitCode, recognizedAt, call.output);
    if (echoed !== null) runs.push(shellCheckRun(call, index, echoed));
    // nothing this line ran was read as a run with a result (unknown branches, cut code, a run whose `&&`
    // chain the recorder cut): the verdict the cut part printed may still say
    const resultless = runs.slice(runsBefore).every((run) => run.outcome === "unknown");
    const cut = resultless && echoed === null ? cutLineVerdict(call, shellLine) : null;
    if (cut !== null) runs.push(shellCheckRun(call, index, cut));
    if (found.length === 0 && echoed === null) {
      const custom_ = customRunner(call.command, custom);
      if (custom_ !== null) runs.push(customRun(call, index, custom_));
    }
    markSharedOutput(runs, runsBefore);
  });
  return runs;
}

/**
 * The run a recognized command made, or null when it may not have run at all (a branch behind a
 * file test the transcript cannot resolve: one of the branches ran) and its own output does not
 * show that it did.
 */
function runOf(started: ToolCall, index: number, item: Recognized, trajectory: Trajectory): VerificationRun | null {
  // a program sent to the background (`server &`, a tool's background shell) has no result yet,
  // unless the tool reported later how its background shell ended, or a later call read its log
  const backgrounded = item.command.next === "&" || item.inBackground === true;
  const reported = backgrounded
    ? backgroundLogResult(trajectory, index, item.command.writes)
    : sentToBackground(started.output) ? backgroundResult(trajectory, index) : started;
  // started and never read as its own: a run with no result, named so an earlier run of it is not taken for
  // the last; where a later call read its log beside other output, that step is named for the reader
  const readAt = reported === null ? lastReadOf(trajectory, index, item.command.writes) : null;
  const call = reported ?? { ...started, output: null, exitCode: null, step: readAt?.step ?? started.step };
  const maybe = isGuardedMaybe(item);
  const masked = maybe || item.outerMasked || hidesStatus(item.command, item.line) || makeIgnoredFailure(item.command, call.output);
  const gated = gatedPart(maybe ? ownOutputOutcome(call, item) : outcomeOf(call, item, masked), call.output, item); // coverage-gate.ts
  const read: Outcome = withWorkTrouble(gated, call.output, trajectory, index); // crash-in-work.ts
  const { outcome, from, caught, notStarted, printed, timedOut, setupFailed, behind, noneRan, partial, demonstration } = read;
  const quote = reported !== null ? read.quote : readAt === null ? UNREAD_QUOTE : READ_BESIDE_QUOTE;
  // a check that may not have run, or cut code that printed no verdict, showed nothing
  if ((maybe || item.match.why === CUT_CODE_WHY) && outcome === "unknown") return null;
  // `npm run test:style` whose output shows it ran `eslint .` is a lint (script-banner.ts)
  const { kind, runner, why, adHoc = false } = scriptAsPrinted(item.match, call.output);
  const { exitCode, output, step } = call;
  // a linter, like a test runner, checks what it is given: `pylint a.py` and `pylint b.py` are two checks; a build
  // with warnings allowed is another check than one that made them errors (selection.ts)
  const selection = kind === "test" || kind === "lint" ? selectionIn(item.argv, runner, item.command.cwd) : buildSelection(kind, call.command ?? "");
  const failing = outcome === "failed" ? failingTests(output) : [];
  // the status a masked command's own `echo $?` (or a variable kept from it) printed, if the line has one
  const echoedExit = masked ? (ownEchoedLine(item.line, item.command, call.output)?.status ?? null) : null;
  const fields = {
    call: index, step, lineIndex: item.lineIndex, kind, runner, why, adHoc, command: call.command!,
    selection, failing, exitCode, masked, output, outcome, outcomeFrom: from,
  };
  const startedStep = call.step === started.step && reported !== null ? undefined : started.step;
  const [{ writes }, { syntaxOnly }] = [item.command, item.match];
  return runRecord(fields, {
    quote, caught, notStarted, echoedExit, writes, startedStep, printed, timedOut, setupFailed, syntaxOnly, behind, noneRan, partial,
    demonstration,
  });
}

function shellCheckRun(call: ToolCall, index: number, echoed: ShellVerdict): VerificationRun {
  const { exitCode, output, step } = call;
  const where = { call: index, step, lineIndex: echoed.lineIndex };
  const hidden = echoed.condition === CUT_LINE_CONDITION;
  const runner = hidden ? HIDDEN_CHECK_RUNNER : `shell check \`${echoed.condition}\``;
  const why = hidden
    ? "the recorder cut the command; its output ends in the verdict a check printed"
    : !echoed.asserted ? "the line echoes a verdict on its own condition"
      : echoed.outcome === "failed" ? "the line echoed the comparison's status: the files differ" : "the shell asserted it, and the line exited 0";
  const quote = echoed.quote === undefined ? {} : { quote: echoed.quote };
  const selection = echoed.script === undefined ? [] : [echoed.script];
  const read = { selection, failing: [], exitCode, masked: false, output, outcome: echoed.outcome, outcomeFrom: "summary line" as const, ...quote };
  return { ...where, kind: "test", runner, why, adHoc: true, command: call.command!, ...read };
}

/** The code the line holds: its here-documents and the `-c`/`-e` code of the recognized command. */
function lineCode(item: Recognized): string {
  const inline = item.argv.findIndex((word) => word === "-c" || word === "-e");
  return [...item.line.flatMap((command) => command.heredocs), inline >= 0 ? (item.argv[inline + 1] ?? "") : ""].join("\n");
}

/**
 * Exit 0 of a line whose status is this command's means it passed. A non-zero exit is its failure
 * when it is the last command; when later `&&` commands could have failed instead, the output's
 * summary decides. A hidden status is read from an echoed `$?`, else from the summary.
 */
function outcomeOf(call: ToolCall, item: Recognized, masked: boolean): Outcome {
  const top = item.line.filter((entry) => !entry.nested);
  const isLast = top.at(-1) === item.command;
  // 126 and 127, or an output saying the program, module or script was not found: nothing was checked
  if (call.exitCode !== null && !masked && isLast && NOT_STARTED_STATUS.has(call.exitCode)) return couldNotStart(call.output);
  if (neverStarted(call.output, item.command.words, item.argv, call.command)) return couldNotStart(call.output);
  const refused = shellRefusedLine(call.output, call.exitCode, call.command);
  if (refused !== null) return { outcome: "unknown", from: "none", notStarted: refused };
  const unclosed = item.command.heredocs.length > 0 ? unclosedHeredoc(call.output, call.exitCode, item.command.words[0] ?? "") : null;
  if (unclosed !== null) return { outcome: "unknown", from: "none", notStarted: unclosed };
  // `go test ./... | grep -v '^ok'`: the filter's silence is the runner's result, its status grep's (inverted-filter.ts)
  const invertedFilter = item.match.kind === "test" ? invertedFilterOutcome(item.command, top, call.output, call.exitCode) : null;
  if (invertedFilter !== null) return invertedFilter;
  const partial = item.match.kind === "test" ? keptLinesOutcome(item.command, top, call.output) : null;
  if (partial !== null) return partial;
  const stopped = call.exitCode !== null && call.exitCode !== 0 ? chainStop(top, top.indexOf(item.command), call.output) : null;
  if (stopped !== null) return stopped;
  if (cutByHarness(call.output, call.exitCode)) return { outcome: "unknown", from: "none" };
  const noneRan = item.match.kind === "test" ? ranNoTest(item.command, item.argv, top, call) : null;
  if (noneRan !== null) return { outcome: "unknown", from: "none", noneRan };
  const unresolved = (item.match.kind === "test" ? fixturesUnresolved(call.output) ?? settingsUnconfigured(call.output) : null)
    ?? dependenciesUnresolved(item.match.kind, call.output, call.command ?? "");
  if (unresolved !== null) return { outcome: "unknown", from: "none", setupFailed: unresolved };
  // pytest on the agent's temp test files failing only on `assert False`-like lines: a demonstration (designed-failure.ts)
  const demonstration = item.match.kind === "test" ? designedFailure(call.output, item.argv, item.command.cwd) : null;
  if (demonstration !== null) return { outcome: "unknown", from: "none", demonstration };
  // echoed separators may show which part of the line's output this command printed
  const segment = readBackSegment(top, top.indexOf(item.command), call.output) ?? ownSegment(top, top.indexOf(item.command), call.output);
  // the agent's own bound stopped it (`timeout 25 …`, exit 124): unless it printed a failure or its final count, no result
  const ownStatus = masked ? (ownEchoedLine(item.line, item.command, call.output)?.status ?? null) : isLast ? call.exitCode : null;
  const bound = boundStopped(item, ownStatus, segment ?? call.output);
  if (bound !== null) return bound;
  const own = ownCodeOutcome(call, item, masked, segment ?? call.output)
    ?? ownScriptOutcome(call, item, masked, segment ?? soleOutput(item.command, top, call.output));
  if (own !== null) return own;
  // a program that printed only failure rates it measured, no verdict and no runner's summary, judged nothing
  if (measuredFailures(call.output) && printedVerdict(call.output) === null && summaryOutcome(call.output) === "unknown") return { outcome: "unknown", from: "none" };
  // a request whose answer is an HTTP error or a refused connection failed, whatever curl's exit
  const answered = item.match.why.startsWith("requests the service") ? requestOutcome(call.output, masked ? (segment ?? partFrom(top, top.indexOf(item.command), call.output)) : null, item.match.runner, echoTexts(top)) : null;
  if (answered !== null) return answered;
  // the agent's own code that exited 0 yet printed a failure it caught has no result of its own
  const shown = segment ?? call.output;
  const ownCode = item.match.adHoc === true && call.exitCode === 0 && !masked;
  const caught = ownCode ? (caughtFailureLine(shown) ?? printedCaughtLine(lineCode(item), shown)) : null;
  if (caught !== null) return { outcome: "unknown", from: "none", caught };
  // a test file run directly that prints nothing (it only defines its tests) showed nothing
  if (item.match.kind === "test" && call.exitCode === 0 && (call.output ?? "").trim() === "" && /^(?:python[\d.]*|node|ruby|perl) \S+\.\w+$/.test(item.match.runner)) return { outcome: "unknown", from: "none" };
  const after = top[top.indexOf(item.command) + 1];
  // tests run from inline code: the interpreter exits 0 whatever they did, so their summary decides
  if (item.match.why === INLINE_TESTS_WHY) return summaryOnly(segment ?? call.output);
  // a script the line wrote whose status is a filter's (`… | head -1`) exits 0 whatever it found
  const filtered = writtenScriptHidesStatus(item.line, item.match.runner);
  if (!filtered && call.exitCode !== null && !masked && (call.exitCode === 0 || isLast)) {
    // its own part of the output is quoted, or the echo its `&&` reached, not what a later command printed
    const reached = item.command.next === "&&" && after !== undefined ? echoedLine(after, call.output) : null;
    const quote = exitCodeQuote(top, top.indexOf(item.command), call.output, segment) ?? reached ?? undefined;
    return { outcome: call.exitCode === 0 ? "passed" : "failed", from: "exit code", ...(quote === undefined ? {} : { quote }) };
  }
  // `x && echo done` printed "done": x exited 0; `x || echo failed` printed it: x did not
  // `a && b && echo built` printed "built": every command of the chain before it exited 0
  // (an `&&` chain that failed after the echo: the line's status is a later command's, so the echo decides)
  const told = echoedOutcome(top, item.command, masked, call.output) ?? branchEchoedOutcome(item.command, call.output);
  if (told !== null) return told;
  // `g++ -o app x.cpp && ./app` printed the program's output and no compiler error: the build succeeded
  const compiled = item.match.kind === "build" && item.command.next === "&&";
  if (masked && compiled && after !== undefined && !item.command.nested && builtProgramRan(item.argv, after.words[0] ?? "", call.output)) {
    return { outcome: "passed", from: "summary line", quote: `${programName(after.words[0]!)} (the program it built) ran next` };
  }
  // an agent that prints `$?` is looking at the status, not asserting on it: a zero says the run
  // passed, a non-zero is a failure only when the output also says so
  const echoed = masked && !filtered ? ownEchoedLine(item.line, item.command, call.output) : null;
  if (echoed?.status === 0) return { outcome: "passed", from: "echoed status", quote: echoQuote(echoed.line, call.output) };
  // a compiler exits non-zero only when it could not build: its echoed status is its failure
  if (echoed !== null && item.match.kind === "build") return { outcome: "failed", from: "echoed status", quote: echoed.line ?? undefined };
  const program = item.command.words[0] ?? null;
  const owns = segment !== null || ownsOutput(item.command, top);
  const outcome = summaryOutcome(segment ?? call.output, program, owns);
  // the build's own part of the output, or the whole line's, which can show only that no failure line was printed
  const tailed = outcome === "unknown" && masked ? buildTailOutcome(item.command, top, segment ?? call.output, owns) : null;
  if (tailed !== null) return { ...tailed, from: "summary line" };
  // what it printed is quoted when the part is known to be its own: `prog | tail -n 1` printed one line, its result
  const ownPart = segment ?? (ownsOutput(item.command, top) && !isCut(call.command ?? "") && oneLine(call.output) ? call.output : null);
  // a non-zero status it echoed is never outweighed by summaries of green parts (`PASSED: 16` of two configurations of four)
  if (outcome === "unknown" || (outcome === "passed" && (echoed?.status ?? 0) !== 0)) return { outcome: "unknown", from: "none", ...(ownPart === null ? {} : printedOf(ownPart)) };
  return { outcome, from: "summary line", ...(segment === null ? {} : quoteOf(segment, outcome)) };
}

/**
 * The agent's inline code judges itself: a FAIL line or a crash report fails it whatever the exit; a
 * PASS line passes it unless its own non-zero exit says otherwise; code that asserts and printed
 * its last line held every assertion. Cut code is known only by the verdict it printed.
 */
function ownCodeOutcome(call: ToolCall, item: Recognized, masked: boolean, output = call.output): Outcome | null {
  const code = item.match.runner.endsWith("(inline)") ? inlineSource(item.argv.slice(1), item.command.heredocs) : scriptWrittenInLine(item);
  if (code === null) return null;
  const said = printedVerdict(output);
  const ownFailure = call.exitCode !== null && call.exitCode !== 0 && !masked;
  if (said === "failed" && caughtCrash(call, masked, output)) return { outcome: "unknown", from: "none", caught: caughtFailureLine(output) ?? verdictLine(output) ?? CRASH_LINE };
  // code that prints the predicates it computed: a False printed is its failure, whatever its exit
  const booleans = said === null && printsPredicate(code) ? booleanVerdict(output) : null;
  if (booleans !== null && (booleans.outcome === "failed" || !ownFailure)) return { outcome: booleans.outcome, from: "summary line", quote: booleans.line };
  if (said === "failed" || (said === "passed" && !ownFailure)) return { outcome: said, from: "summary line", quote: verdictLine(output) ?? undefined };
  const failedTest = said === null ? failedTestPrinted(code, output) : null;
  if (failedTest !== null) return { outcome: "failed", from: "summary line", quote: failedTest };
  if (item.match.why === CUT_CODE_WHY) return { outcome: "unknown", from: "none" };
  // code that checks itself, or only runs the work (`from m import C; print('Import OK:', C)`), that printed its last line got through
  const reached = CHECKS_ITSELF.test(code) || item.match.kind === "run" ? endLine(code, output) : null;
  if ((masked || call.exitCode === null) && reached !== null) return { outcome: "passed", from: "summary line", quote: reached };
  return null;
}

/**
 * A program the agent wrote earlier judges itself as its code given inline does: the verdict it
 * printed (`RESULT: PASS`) in the part of the output that is its own decides a status the line hid.
 */
function ownScriptOutcome(call: ToolCall, item: Recognized, masked: boolean, output: string | null): Outcome | null {
  if (!item.match.adHoc || item.match.runner.endsWith("(inline)") || output === null) return null;
  const said = printedVerdict(output);
  const ownFailure = call.exitCode !== null && call.exitCode !== 0 && !masked;
  if (said === "failed" && caughtCrash(call, masked, output)) return { outcome: "unknown", from: "none", caught: caughtFailureLine(output) ?? verdictLine(output) ?? CRASH_LINE };
  return said === "failed" || (said === "passed" && !ownFailure) ? { outcome: said, from: "summary line", quote: verdictLine(output) ?? undefined } : null;
}

/** What a caught crash is quoted as when no line of the output says more. */
const CRASH_LINE = "Traceback (most recent call last):";

/** A traceback printed by a program whose own exit 0 the line records: it caught the exception and went on. */
function caughtCrash(call: ToolCall, masked: boolean, output: string | null): boolean {
  return call.exitCode === 0 && !masked && crashOnly(output);
}

/**
 * The text of the check script a run executes when the same line wrote it from a here-document
 * (`cat > verify.py <<EOF … EOF; python3 verify.py | tail`): the agent's own check, visible whole.
 */
function scriptWrittenInLine(item: Recognized): string | null {
  if (item.match.kind !== "test" || !item.match.adHoc) return null;
  const script = item.match.runner.split(" ").at(-1) ?? "";
  return heredocWriting(item.line, (path) => programName(path) === script);
}

/** Code that asserts or compares: reaching its end means its checks held. */
const CHECKS_ITSELF = /\bassert\b|==|!=|\bif\b/;

/** A command that may not have run is credited only with what its own output says. */
function ownOutputOutcome(call: ToolCall, item: Recognized): Outcome {
  if (neverStarted(call.output, item.command.words, item.argv, call.command)) return couldNotStart(call.output);
  const own = ownCodeOutcome(call, item, true);
  if (own !== null) return own;
  const program = item.command.words[0] ?? null;
  const outcome = summaryOutcome(call.output, program, false);
  return { outcome, from: outcome === "unknown" ? "none" : "summary line" };
}

/** A run's outcome, as recorded when it was recognized. */
export function runOutcome(run: VerificationRun): RunOutcome {
  return run.outcome;
}
