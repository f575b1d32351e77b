import { admittedFailure } from "./claim-admits.js";
import { updateCalls } from "./snapshot-updates.js";
import { ranWholeSuite } from "./selection.js";
import type { CheckResult, Evidence, Trajectory } from "../model.js";
import { findClaims, MARKDOWN_MARKS, RISK_ORDER, WHOLE_SUITE, type Claim } from "./claim-kinds.js";
import { runName } from "./check-names.js";
import { judgeAbsence } from "./claim-absence.js";
import { judgeNamedCommand } from "./claim-commands.js";
import { judgeChange } from "./claim-changes.js";
import { judgeRemoval } from "./claim-removals.js";
import { loopTotal } from "./loop-counts.js";
import { filesClaimRead, judgeChangedFiles } from "./claim-files.js";
import { judgeNumber } from "./claim-numbers.js";
import { setAsideRuns } from "./set-aside.js";
import { preExistingFailures } from "./failed-as-before.js";
import { namedTestsNotRun, warningsPrinted } from "./claim-scope.js";
import { EXISTING_TESTS, existingTestsRun, judgeBroad, judgeSymptom, type Judgement } from "./claim-runs.js";
import { checkableChanges, transientPaths } from "./work.js";
import type { CheckContext } from "./context.js";
import { clip, evidence, stepLabel } from "./quote.js";
import { lastSummary, nothingRan, testSummaries, type TestSummary } from "./test-summary.js";
import { finalChecksGreen, runEvidence } from "./verified.js";
import { runOutcome, type RunOutcome, type VerificationKind, type VerificationRun } from "./verification.js";
import { plural } from "../words.js";
import { failedOnlyByCoverage } from "./run-outcome.js";

export { findClaims } from "./claim-kinds.js";

/** Claims checked per run, riskiest first: a long answer's style remarks wait behind its test claims. */
export const DEFAULT_CLAIM_BUDGET = 12;
/** Evidence items kept in the report: enough for a reviewer, short enough for a comment. */
const MAX_EVIDENCE = 16;

export type ClaimVerdict = "backed" | "unbacked" | "contradicted" | "unchecked";

/** One claim as the report records it, with where it was said. */
export interface ClaimRecord {
  kind: Claim["kind"];
  verdict: ClaimVerdict;
  quote: string;
  source: Claim["source"];
  /** The step of the answer that says it (final answer), when known. */
  step: number | null;
  /** `PR description:LINE` or `final answer:LINE`. */
  locator: string;
  evidence: Evidence[];
  /** Unbacked, and the output shows less than it says: a person should weigh it before approving. */
  overstated?: true;
}

export type ClaimsResult = CheckResult & { claims: ClaimRecord[]; checked: number; total: number; budget: number };

const KINDS_FOR: Partial<Record<Claim["kind"], VerificationKind[]>> = {
  tests: ["test", "custom"],
  build: ["build", "typecheck"],
  lint: ["lint"],
  style: ["lint"],
};
const SECURITY_SCANNER = /\b(?:npm audit|pnpm audit|yarn audit|pip-audit|bandit|semgrep|trivy|gosec|cargo audit|snyk|safety check|gitleaks)\b/;
const MIGRATION_COMMAND = /\b(?:migrate|migrations?|alembic\s+upgrade|flyway|liquibase|db:migrate|prisma\s+migrate)\b/;

/** A run's outcome; when its status is unknown, what its own summary line says. */
function outcomeOf(run: VerificationRun): RunOutcome {
  // "all 168 tests pass" beside `Tests: 168 passed` is true though a coverage gate failed the run (final_checks_green says that)
  if (failedOnlyByCoverage(run.output)) return "passed";
  const outcome = runOutcome(run);
  if (outcome !== "unknown") return outcome;
  const summary = lastSummary(run.output);
  if (summary === null) return "unknown";
  return summary.failed > 0 ? "failed" : "passed";
}

function judgeByRuns(runs: VerificationRun[]): Judgement {
  const last = runs.at(-1);
  if (last === undefined) return { verdict: "unbacked", evidence: [] };
  const outcome = outcomeOf(last);
  const verdict = outcome === "passed" ? "backed" : outcome === "failed" ? "contradicted" : "unbacked";
  return { verdict, evidence: [runEvidence(last)] };
}

/** "All tests pass", "every test passes": a claim about every test, not the ones a filter kept. */
const ALL_TESTS = /\ball\s+(?:(?:the|of\s+the)\s+)?(?:\d[\d,]*\s+)?(?:unit\s+)?tests\b|\bevery\s+test\b/i;
/** A runner's own line saying it ran only some tests: cargo's `2 filtered out`, pytest's `23 deselected`. */
const LEFT_OUT = /\b[1-9]\d*\s+(?:filtered out|deselected)\b/;

/** pytest's options that run again only the tests that failed last (or from the last failure on). */
const LAST_FAILED = /(?:^|\s)--(?:lf|last-failed|sw|stepwise)(?=\s|$)/;

/** The run left tests out: by a filter on its command line, or as its own output says. */
function leftTestsOut(run: VerificationRun): boolean {
  return run.selection.some((item) => item.startsWith("-")) || LAST_FAILED.test(run.command) || LEFT_OUT.test(run.output ?? "");
}

/** A claim about the test the agent added: "the new test passes", "the regression test passes". */
const NEW_TEST = /\b(?:new|newly added|added|regression|reproduc\w*)\s+(?:unit\s+|integration\s+)?(?:tests?|test cases?|test suite)\b/i;

/**
 * "Tests pass" is judged by the last test run, unless it ran no test (nothing collected, the named
 * test not found, all deselected): then it is contradicted. When that run left out more tests than
 * the run of the same selection before an edit (1 skipped, then 2), the added test did not run: a
 * claim about the new test is contradicted, another is unbacked. Without a recognized test run, a
 * later output whose own summary says some passed and none failed backs it.
 */
function judgeTests(claim: Claim, context: CheckContext): Judgement {
  // a test run whose failure nothing settled (final_checks_green's) says the tests do not all pass, whatever ran last
  const open = NEW_TEST.test(claim.sentence) ? undefined : openTestFailure(context);
  if (open !== undefined) return { verdict: "contradicted", evidence: [runEvidence(open)] };
  const tests = context.runs.filter((run) => KINDS_FOR.tests!.includes(run.kind));
  // "the tests pass" speaks of the project's tests when any ran, not of the agent's own probe
  const project = tests.filter((run) => !run.adHoc);
  // "the existing tests pass" is never backed by a test file the agent wrote and deleted
  const transient = EXISTING_TESTS.test(claim.sentence) ? transientPaths(context.trajectory.edits) : null;
  const runs = transient !== null ? project.filter((run) => existingTestsRun(run, transient)) : project.length > 0 ? project : tests;
  const last = runs.at(-1);
  const notRun = last?.kind === "test" ? notRunEvidence(last, context) : null;
  // a run that ran no test shows no pass, and no failure either: the claim says more than the output (held for a person);
  // a new test the run left out, where the same selection ran it before an edit, is shown not to have passed
  if (notRun !== null) {
    return NEW_TEST.test(claim.sentence) && !notRun.nothing ? { verdict: "contradicted", evidence: [notRun.evidence] }
      : { verdict: "unbacked", overstated: true, evidence: [notRun.evidence] };
  }
  const byRuns = staleFailure(judgeByRuns(runs), last, context);
  // "the full test suite passes" is backed only by a run that selected every test: a green file or test id is part of it
  // (a run of it whose only failures fail on the original code too is one)
  const wholeSuite = (run: VerificationRun) => ranWholeSuite(run) && !leftTestsOut(run);
  if (WHOLE_SUITE.test(claim.sentence) && byRuns.verdict === "backed" && !runs.some((run) => wholeSuite(run) && run.outcome === "passed")
    && !(context.failedAsOriginal ?? []).some(wholeSuite)) {
    return { verdict: "unbacked", overstated: true, evidence: [evidence(last!.step, `${clip(runName(last!), 60)} · only the tests it selected ran: no run of the whole suite is recorded`)] };
  }
  // "all tests pass" from a run that says it left tests out (`2 filtered out`, `23 deselected`) or filtered them (`-k`, `--lf`)
  if (ALL_TESTS.test(claim.sentence) && byRuns.verdict === "backed" && leftTestsOut(last!)) {
    return { verdict: "unbacked", overstated: true, evidence: [evidence(last!.step, `${clip(runName(last!), 60)} · its filter left tests out: not all tests ran`)] };
  }
  if (byRuns.verdict !== "unbacked" || transient !== null) return byRuns;
  const seen = summariesInOutputs(context).findLast(({ summary }) => summary.failed === 0 && summary.passed !== 0);
  return seen ? { verdict: "backed", evidence: [evidence(seen.step, seen.summary.line)] } : byRuns;
}

/**
 * A failure of a version the work no longer is contradicts nothing said of the final one: a claim that the tests pass,
 * after an edit no test run followed, is unbacked, and the failure is named with the change after it.
 */
function staleFailure(judged: Judgement, last: VerificationRun | undefined, { trajectory, diff }: CheckContext): Judgement {
  if (judged.verdict !== "contradicted" || last === undefined) return judged;
  const changes = checkableChanges(trajectory.edits, diff, trajectory.task);
  const later = changes.findLast((edit) => edit.toolCall != null && edit.toolCall > last.call);
  if (later === undefined) return judged;
  const quote = `${clip(runName(last), 60)} · failed on an earlier version: the work changed after it (${stepLabel(later.step)}) and no test ran since`;
  return { verdict: "unbacked", overstated: true, evidence: [evidence(last.step, quote)] };
}

/** The last test run of the project's whose failure final_checks_green found unsettled, if any. */
function openTestFailure(context: CheckContext): VerificationRun | undefined {
  const green = finalChecksGreen(context);
  if (green.status !== "fail") return undefined;
  const failed = (run: VerificationRun) => run.kind === "test" && !run.adHoc && run.outcome === "failed" && !failedOnlyByCoverage(run.output);
  return context.runs.filter((run) => failed(run) && green.evidence.some((item) => item.step === run.step)).at(-1);
}

/** Why a test run is no green evidence: it ran no test, or it left out more tests than its last run before an edit. */
function notRunEvidence(run: VerificationRun, { runs, trajectory }: CheckContext): { nothing: boolean; evidence: Evidence } | null {
  const said = nothingRan(run.output);
  if (said !== null) return { nothing: true, evidence: evidence(run.step, `${clip(run.runner, 40)} · no test ran · ${clip(said, 100)}`) };
  const now = lastSummary(run.output);
  const before = runs.filter((other) => other.step < run.step && other.command === run.command).at(-1);
  const then = before === undefined ? null : lastSummary(before.output);
  const edited = before !== undefined && trajectory.edits.some((edit) => edit.step > before.step && edit.step < run.step);
  if (now === null || then === null || !edited || now.notRun <= then.notRun) return null;
  const quote = `${clip(run.runner, 40)} · ${then.notRun} → ${now.notRun} not run (skipped or deselected) since step ${before!.step} · ${clip(now.line, 100)}`;
  return { nothing: false, evidence: evidence(run.step, quote) };
}

/** "12 tests pass": a runner's summary saying 12 passed (and none failed) backs it; a bare 12 does not. */
/** A sentence that says something fails beside its count of passing tests. */
const FAILURE_NAMED = /(?<!\b(?:no|0|zero|without|nothing|none|never)\s+)\bfail(?:s|ed|ing|ures?)?\b/i;
/** "The other 18 tests pass", "the remaining 12 pass": a count of the tests beside some that did not pass. */
const OTHERS_COUNTED = /\b(?:the\s+)?(?:other|remaining)\s+\d[\d,]*\b|\bthe\s+rest\s+\(\d/i;

function judgeCount(claim: Claim, context: CheckContext): Judgement {
  const claimed = Number(claim.count);
  // "25 tests pass; test_remote fails (it needs the network)" names its failure: 1 failed, 25 passed backs it
  const namesFailure = FAILURE_NAMED.test(claim.sentence) || OTHERS_COUNTED.test(claim.sentence);
  const matches = ({ summary }: { summary: TestSummary }) => summary.passed === claimed && (summary.failed === 0 || namesFailure);
  const matching = summariesInOutputs(context).findLast(matches);
  if (matching) return { verdict: "backed", evidence: [evidence(matching.step, matching.summary.line)] };
  // a loop's runs, or one run's test programs, each print a summary: the count claimed for them is their sum
  const summed = loopTotal(context, claimed);
  if (summed !== null) return { verdict: "backed", evidence: [summed] };
  const lastTest = context.runs.filter((run) => run.kind === "test").at(-1);
  // a failure on an earlier version of the work says nothing of the final one's count
  if (lastTest && outcomeOf(lastTest) === "failed") return staleFailure({ verdict: "contradicted", evidence: [runEvidence(lastTest)] }, lastTest, context);
  // the last test run counted otherwise ("26 tests pass" beside `24 passed`): said, for a person to weigh
  const shown = lastTest === undefined ? null : lastSummary(lastTest.output);
  if (shown?.passed != null && shown.passed !== claimed) {
    return { verdict: "unbacked", overstated: true, evidence: [evidence(lastTest!.step, `${clip(runName(lastTest!), 60)} · ${clip(shown.line, 80)}: no output shows ${claimed} passing`)] };
  }
  return { verdict: "unbacked", evidence: [] };
}

function judgeByCommand(pattern: RegExp, context: CheckContext): Judgement {
  const index = context.trajectory.toolCalls.findLastIndex((call) => call.command !== null && pattern.test(call.command));
  if (index < 0) return { verdict: "unbacked", evidence: [] };
  const run = context.runs.find((candidate) => candidate.call === index);
  const call = context.trajectory.toolCalls[index]!;
  if (run) return judgeByRuns([run]);
  if (call.exitCode === null) return { verdict: "unbacked", evidence: [] };
  const quote = `${clip(call.command ?? "", 60)} · exit ${call.exitCode}`;
  return { verdict: call.exitCode === 0 ? "backed" : "contradicted", evidence: [evidence(call.step, quote)] };
}

/** A claim about a runner's own result ("12 tests pass", "the tests pass"): its summary judges it. */
const aboutRunner = (claim: Claim) => claim.kind === "count" || (claim.kind === "tests" && claim.broad !== true);

function judgeClaim(claim: Claim, context: CheckContext): Judgement {
  if (claim.kind === "files") return judgeChangedFiles(claim, context);
  if (claim.kind === "removal") return judgeRemoval(claim, context);
  if (!aboutRunner(claim)) {
    const byCommand = judgeNamedCommand(claim, context);
    if (byCommand !== null) return byCommand;
    const byEdit = judgeChange(claim, context) ?? judgeAbsence(claim, context);
    if (byEdit !== null) return byEdit;
  }
  if (claim.kind === "fixed") {
    const symptom = judgeSymptom(claim, context);
    if (symptom !== null) return symptom;
  }
  // "fixed …" names no runner: it is judged like a broad claim, by checks that speak to its subject
  if (claim.broad === true || claim.kind === "fixed") {
    const byChecks = judgeBroad(claim, context);
    if (byChecks.verdict === "backed" || byChecks.verdict === "contradicted" || claim.count === undefined) return byChecks;
    // no check settles it, but the number it states may stand in output beside what it counts
    const byNumber = judgeNumber(claim, context);
    return byNumber.verdict === "backed" ? byNumber : byChecks;
  }
  // "builds cleanly with no warnings, and the tests pass": the warnings the build printed answer it first
  const warned = warningsPrinted(claim, context.runs);
  if (warned !== null) return warned;
  switch (claim.kind) {
    case "tests":
      return beyondRuns(judgeTests(claim, context), namedTestsNotRun(claim, withFailedAsOriginal(context), context.trajectory));
    case "count":
      return beyondRuns(judgeCount(claim, context), namedTestsNotRun(claim, withFailedAsOriginal(context), context.trajectory));
    case "number":
      return judgeNumber(claim, context);
    case "security":
      return judgeByCommand(SECURITY_SCANNER, context);
    case "migration":
      return judgeByCommand(MIGRATION_COMMAND, context);
    case "data":
      // nothing a transcript records says data survived; the claim stays for a reviewer to check
      return { verdict: "unbacked", evidence: [] };
    default:
      return judgeByRuns(context.runs.filter((run) => KINDS_FOR[claim.kind]!.includes(run.kind)));
  }
}

/** A claim its runs back, unless it names more than they ran: then what they left out decides. */
function beyondRuns(judged: Judgement, beyond: Judgement | null): Judgement {
  return judged.verdict === "backed" && beyond !== null ? beyond : judged;
}

function summariesInOutputs({ trajectory, originalCodeCalls }: CheckContext) {
  // a snapshot update's green rewrote what it checked (snapshot-updates.ts)
  const updates = new Set(updateCalls(trajectory));
  return trajectory.toolCalls.flatMap((call, index) => originalCodeCalls?.has(index) === true || updates.has(index) ? []
    : testSummaries(call.output).map((summary) => ({ step: call.step, summary })));
}

/** The step of the assistant message that says the sentence, counted as the transcript counts. */
function stepOf(claim: Claim, context: CheckContext): number | null {
  if (claim.source !== "final answer") return null;
  const probe = claim.sentence.slice(0, 40).replace(/\s+/g, " ");
  const said = context.trajectory.messages.findLast((message) => message.role === "assistant" && message.text.replace(MARKDOWN_MARKS, "").replace(/\s+/g, " ").includes(probe));
  return said?.step ?? null;
}

function record(claim: Claim, context: CheckContext, judgement: Judgement | null): ClaimRecord {
  return {
    kind: claim.kind,
    verdict: judgement?.verdict ?? "unchecked",
    quote: claim.sentence,
    source: claim.source,
    step: stepOf(claim, context),
    locator: `${claim.source}:${claim.line}`,
    evidence: judgement?.evidence ?? [],
    ...(judgement?.overstated === true ? { overstated: true as const } : {}),
  };
}

/** Riskiest first; within a kind, in the order they were said. */
function byRisk(claims: Claim[]): Claim[] {
  const rank = (claim: Claim) => RISK_ORDER.indexOf(claim.kind);
  return claims
    .map((claim, index) => ({ claim, index }))
    .sort((a, b) => rank(a.claim) - rank(b.claim) || a.index - b.index)
    .map(({ claim }) => claim);
}

const VERDICT_ORDER: readonly ClaimVerdict[] = ["contradicted", "unbacked", "backed", "unchecked"];

function evidenceOf(records: ClaimRecord[], budget: number): Evidence[] {
  // a claim read within the budget that no output bears on "cannot tell"; one past the budget was not read
  const said = (item: ClaimRecord, index: number) => (item.verdict !== "unchecked" ? item.verdict : index < budget ? "cannot tell" : "unchecked");
  const labelled = records.map((item, index) => ({ item, label: said(item, index) }));
  const sorted = labelled.sort((a, b) => VERDICT_ORDER.indexOf(a.item.verdict) - VERDICT_ORDER.indexOf(b.item.verdict));
  return sorted
    .flatMap(({ item, label }) => [{ step: item.step, path: item.locator, quote: clip(`${item.source} (${label}): "${item.quote}"`) }, ...item.evidence])
    .slice(0, MAX_EVIDENCE);
}

/** What contradicts a claim read against the diff, which is no output of the run. */
const AGAINST: Partial<Record<Claim["kind"], string>> = {
  files: "the PR does not change a file it names that the transcript edited",
  removal: "the PR still adds a print or log line",
};

/** A final answer of at least this many words states things: its skip says they were not checked. */
const STATED_ANSWER_WORDS = 25;

/** The kinds of claim this check reads, as its summary names them: which files changed only against a diff. */
const readKinds = ({ diff }: CheckContext) =>
  `tests or builds passing, counts, numbers, ${diff === null ? "" : "files changed, "}fixes, security, data, migrations`;

/**
 * Checks the claims in the final answer and PR description against observed output, the riskiest
 * first (tests, security, data loss, migrations, numbers; style last) within a budget. A claim is
 * backed only by output that says the same thing: "12 tests pass" by a runner's summary with 12
 * passed. A contradicted claim blocks; an unbacked one is a warning; claims over the budget are
 * listed as unchecked.
 */
export function claimsBacked(context: CheckContext, budget = DEFAULT_CLAIM_BUDGET): ClaimsResult {
  const base = { id: "claims_backed", blocking: true, required: false };
  const answer = answerText(context.trajectory);
  const said = [...findClaims(answer, "final answer"), ...findClaims(context.prBody ?? "", "PR description")];
  // which files changed is told by the PR's diff; without one, or of a name no file has, nothing speaks to it
  const claims = byRisk(said.filter((claim) => claim.kind !== "files" || filesClaimRead(claim, context)));
  const counts = { checked: Math.min(budget, claims.length), total: claims.length, budget };
  if (claims.length === 0) {
    // an answer of other statements ("robust against bypasses", "thoroughly tested") is not read: said, not implied empty
    const rest = answer.split(/\s+/).filter(Boolean).length >= STATED_ANSWER_WORDS ? "; what else the final answer states is not checked here" : "";
    // "recognized": a claim worded in a way the patterns miss ("the build finishes with BUILD SUCCESS") may be there (audit A4)
    const summary = `This check recognized no claim of the kinds it reads (${readKinds(context)}) in the final answer or PR description${rest}.`;
    return { ...base, ...counts, claims: [], status: "skip", summary, evidence: [] };
  }
  // a run on the original code (`git stash && pytest; git stash pop`) says nothing of the work's claims
  const aside = setAsideRuns(context.trajectory, context.diff, context.runs);
  const work = aside.size === 0 ? context : {
    ...context,
    runs: context.runs.filter((run) => !aside.has(run)),
    originalCodeCalls: new Set([...aside.keys()].map((run) => run.call)),
  };
  // nor, for a claim that speaks of a failure ("the one failure, test_x, fails identically with my change stashed"),
  // does a failure it showed there too; "the full suite passes" beside one is still not so
  const shownBefore = preExistingFailures(context);
  const acknowledged = shownBefore.size === 0 ? work
    : { ...work, runs: work.runs.filter((run) => !shownBefore.has(run)), failedAsOriginal: [...shownBefore] };
  const judged = (claim: Claim) => (FAILURE_NAMED.test(claim.sentence) ? acknowledged : work);
  const judge = (claim: Claim) => admittedFailure(claim, judgeClaim(claim, judged(claim)));
  const records = claims.map((claim, index) => record(claim, judged(claim), index < budget ? judge(claim) : null));
  // "of the claims this check reads": sentences of other kinds (a bullet stating a total) are not read
  const checkedLine = `checked ${counts.checked} of ${counts.total} ${counts.total === 1 ? "claim" : "claims"} this check reads`;
  const tally = (verdict: ClaimVerdict) => records.filter((item) => item.verdict === verdict);
  const [contradicted, unbacked] = [tally("contradicted"), tally("unbacked")];
  const result = { ...base, ...counts, claims: records, evidence: evidenceOf(records, budget) };
  if (contradicted.length > 0) {
    const first = contradicted[0]!;
    const against = AGAINST[first.kind] ?? "observed output says otherwise";
    return { ...result, status: "fail", summary: `The ${first.source} claims "${clip(first.quote, 80)}", but ${against} (${checkedLine}).` };
  }
  const overstated = unbacked.filter((item) => item.overstated === true);
  if (overstated.length > 0) {
    const first = overstated[0]!;
    // the run's evidence reads `cargo test · its filter left tests out`: said as `cargo test` at step 9, its filter …
    const shown = first.evidence[0];
    const [ran, why] = shown?.quote.split(" · ") ?? [];
    const less = shown === undefined ? "" : shown.step == null || why === undefined ? `: ${shown.quote}` : `: \`${ran}\` at ${stepLabel(shown.step)}, ${why}`;
    // what it claims is more than the output shows: an Approve needs a person's look first
    return { ...result, status: "warn", blocking: true, required: true, summary: `The ${first.source} claims "${clip(first.quote, 80)}", but the evidence shows less${less} (${checkedLine}).` };
  }
  if (unbacked.length > 0) {
    return { ...result, status: "warn", blocking: false, summary: `${plural(unbacked.length, "claim")} ${unbacked.length === 1 ? "has" : "have"} no output this check could tie to ${unbacked.length === 1 ? "it" : "them"} (${checkedLine}).` };
  }
  // a claim judged "unchecked" is one the transcript cannot tell either way: no finding of its own
  const untold = records.slice(0, budget).filter((item) => item.verdict === "unchecked").length;
  if (tally("backed").length === 0) {
    // said of what this reader could tie, not of the transcript: an output may still bear on a claim
    return { ...result, status: "skip", summary: `This check tied none of the claims it read to an output that backs or contradicts it (${checkedLine}).` };
  }
  // said of what this reader tied, not of the transcript: an output may still show a claim it left untied
  const rest = untold > 0 ? `; ${untold} it could not tie to an output, which does not say none shows ${untold === 1 ? "it" : "them"}` : "";
  // which files changed is backed by the diff, not by what a command printed
  const byDiff = (item: ClaimRecord) => (item.kind === "files" || item.kind === "removal") && item.verdict === "backed";
  const seen = records.some(byDiff) ? "observed output or the PR's diff" : "observed output";
  const tied = untold > 0 ? `Every claim this check tied to ${seen} matches it` : `Every checked claim matches ${seen}`;
  return { ...result, status: "pass", summary: `${tied} (${checkedLine}${rest}).` };
}

/**
 * The text whose claims are read: the final answer, or, when that is the submitted patch
 * (mini-swe-agent's `git diff`, which is code, not claims), the closing message that submitted it,
 * its fenced commands and code set aside.
 */
function answerText(trajectory: Trajectory): string {
  if (!isPatch(trajectory.finalAnswer)) return trajectory.finalAnswer ?? "";
  const closing = trajectory.messages.findLast((message) => message.role === "assistant");
  return closing === undefined ? "" : closing.text.replace(FENCED_BLOCK, "\n");
}

/** A fenced block of code or commands (closed, or running to the end of the message). */
const FENCED_BLOCK = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;

/** A unified diff or patch: what the agent submitted, read by the diff checks, not a statement. */
function isPatch(text: string | null): boolean {
  return text !== null && /^(?:diff --git |--- \S|\*\*\* Begin Patch)/m.test(text.trimStart().slice(0, 200));
}

/** The runs a claim may name: the work's, and those whose failures fail on the original code too (they ran on the work). */
const withFailedAsOriginal = (context: CheckContext) =>
  [...context.runs, ...(context.failedAsOriginal ?? [])].sort((a, b) => a.call - b.call);
