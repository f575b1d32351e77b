import { workFacts } from "./work-facts.js";
import { startedAgain } from "./started-again.js";
import { changedAfterNote, snapshotUpdateNote } from "./snapshot-updates.js";
import { cutReprintNote, reprintCalls } from "./recomputed.js";
import { nearestCheck, onlyScratchFiles, rerunGreen, scratchFailureNote, scratchSubject } from "./run-folder.js";
import type { CheckResult, Edit, Evidence, Message, RecognizedRun, ToolCall, Trajectory } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import type { CheckContext } from "./context.js";
import { clip, editEvidence, evidence, named, outputQuote, stepLabel } from "./quote.js";
import { producedLastEdit, ranBeforeWriteInLine } from "./line-order.js";
import { summaryLine } from "./run-outcome.js";
import type { VerificationRun } from "./verification.js";
import { HIDDEN_CHECK_RUNNER } from "./shell-verdicts.js";
import { currentWork, type CurrentWork } from "./current-work.js";
import { BEFORE_FIRST_CHANGE, type OriginalCode } from "./original-code.js";
import { PassedRuns } from "./passed-runs.js";
import { checkKeys } from "./check-identity.js";
import { passedSentence, runName, shownGreen } from "./check-names.js";
import { assertsNothing } from "./assertion-free.js";
import { betweenVersionsNote, laterNotesNote, notRerun } from "./script-rerun.js";
import { addedByChange, agentWords, discussedNote, discussedUnbaselined, NEVER_GREEN } from "./unbaselined.js";
import { failingNamed } from "./failing-names.js";
import { namedAgainNote } from "./read-after.js";
import { changesToWork, checkableChanges, inertKind, transientPaths } from "./work.js";
import { isCut } from "../shell/cut-mark.js";
import { unrecordedAfterEdit } from "./unrecorded-run.js";
import { cutAssertionsNote } from "./cut-assertions.js";
import { afterCut, cutCalls, cutFailureAfter, cutFailuresNote, cutUnreadNote, cutZeroCount, cutZeroNote, noEditRecorded } from "./cut-writes.js";
import { stoppedOnWork } from "./stopped-on-work.js";
import { cutStoppedNote } from "./cut-stopped.js";
import { revisedRerunGreen } from "./script-revision.js";
import { changeCrashed, crashNote, failedOnWork, type WorkCrash } from "./work-crash.js";
import { anotherValueNote } from "./failing-value.js";
import { addedTestNote, failedAsBefore, failedOnOriginal, sameEvidence, sameFailureOnOriginal, type OnOriginal } from "./failed-as-before.js";
import { listedRuns, MAX_NAMED_UNSHOWN } from "./run-notes.js";
import { ranAfterSentence, type LastWrite } from "./ran-after.js";
import { ownCheckScripts } from "./scratch-in-pr.js";
import { samePath } from "./paths.js";
import { raisedAgainNote, raisedCallsRanAgain } from "./raised-again.js";
import { sameOnOriginal, sameOnOriginalNote } from "./unchanged-output.js";
import { BEYOND_SYNTAX, parsedOnly, parsedOnlyNote } from "./syntax-only.js";
import { unshownNote } from "./unshown-notes.js";
import { goneFailureNote, undoneWorkStep } from "./undone-work.js";
import { unstableNote, unstableOnFinal } from "./unstable-runs.js";
import { failureNotes, originalCodeOf, passedOnOriginal, ranAsideNote, setAsideRuns } from "./set-aside.js";
import { packageRuns } from "./package-scope.js";
import { silentRepositoryRun } from "./unresolved-dependencies.js";
import { GREEN, once, VERIFIED } from "./check-memo.js";
import { diffNames, type DiffNames } from "./removed-names.js";
import { crashAtAddedLine } from "./located-crash.js";
import { absenceNote, checkedNothing, leftOutNote } from "./listed-failures.js";
import { staleBuildNote, staleBuildRuns } from "./stale-build.js";
import { brokenInvariant, invariantNote, taskInvariants, type StatedValue } from "./task-invariants.js";

export { workEdits } from "./work.js";

export function runEvidence(run: VerificationRun): Evidence {
  const status = run.exitCode === null ? "exit code not recorded"
    : run.echoedExit !== undefined ? `exit ${run.echoedExit}, as the line echoed it`
    // `x && echo done` printed "done": the shell reached the echo, so x exited 0 (`||`: it failed)
    : run.outcomeFrom === "echoed status" ? (run.outcome === "passed" ? "exit 0, as the echo after its `&&` ran" : "non-zero, as the echo after its `||` ran")
      : run.masked ? `exit ${run.exitCode} of the whole line, not of this check` : `exit ${run.exitCode}`;
  const said = run.quote ?? run.printed ?? summaryLine(run.output) ?? run.computed ?? outputQuote(run.output);
  return evidence(run.step, `${clip(run.runner, 40)} · ${status} · ${said}`);
}

/**
 * Proves a recognized verification (tests, build, type-check, lint, running what the agent built,
 * or one the rubric names) ran after the last edit that could affect it, with a known outcome.
 * Its absence is missing evidence, not a defect: the check warns, it never fails.
 */
export function verifiedAfterLastEdit(context: CheckContext): CheckResult {
  return once(VERIFIED, context, readVerifiedAfterLastEdit);
}

/** The work's last change and the runs that saw the work as it ends (src/checks/current-work.ts). */
function currentWorkOf(trajectory: Trajectory, diff: DiffFile[] | null, runs: readonly VerificationRun[]): CurrentWork & LastWrite {
  // the agent's own check script the PR adds is said apart (scratch-in-pr.ts): editing it makes no test of the change stale
  const own = (edit: Edit) => diff != null && ownCheckScripts(diff, runs).some((path) => samePath(path, edit.path));
  const checkable = checkableChanges(trajectory.edits, diff, trajectory.task, workFacts(trajectory), runs).filter((edit) => !own(edit));
  // the last change that wrote the work, named beside a later deletion (`git rm -f .DS_Store` after `algo.py`)
  return { ...currentWork(trajectory, checkable, runs.map((run) => run.call)), lastWrite: checkable.findLast((edit) => edit.kind !== "delete") };
}

function readVerifiedAfterLastEdit({ trajectory, runs, diff }: CheckContext): CheckResult {
  const base = { id: "verified_after_last_edit", blocking: true, required: true };
  // without a PR to read, a tree put back to the original by the end holds no change a check could stand for
  const undone = diff == null ? undoneWorkStep(trajectory) : null;
  if (undone !== null) {
    const summary = `Every change the agent made to the work was put back by ${stepLabel(undone)}: the work as it ends is the original code, so no check of a change stands.`;
    return { ...base, status: "warn", summary, evidence: [evidence(undone, "the change put back")] };
  }
  const { lastEdit, sawFinal, returnedBy, lastWrite } = currentWorkOf(trajectory, diff, runs);
  // a run after every edit names the literal last one; a run before an edit that put back what it
  // saw names the edit it checked, and the put-back edit, so the sentence holds when read at the step
  const namedEdit = (run: VerificationRun): { edit: Edit; note: string } =>
    returnedBy?.toolCall == null || run.call >= returnedBy.toolCall || lastEdit === undefined
      ? { edit: returnedBy ?? lastEdit!, note: "" }
      : { edit: lastEdit, note: `; the later edit at ${stepLabel(returnedBy.step)} put back the content that check saw, so it checked the final version` };
  // "the last edit" is the put-back one: the run is named against the edit whose content it saw (ran-after.ts)
  const ranAfter = (run: VerificationRun, edit: Edit, note: string) => ranAfterSentence(run, edit, note === "", { lastWrite });
  const known = (list: VerificationRun[]) => list.filter((run) => run.outcome !== "unknown");
  if (lastEdit === undefined) return noWorkEdit({ trajectory, diff }, known(runs).at(-1) ?? runs.at(-1));
  // a call that both writes a file and runs the check (`cat > f <<EOF … && pytest`) counts as after
  // a program that wrote the file in that call produced it: its own output is not a check of it
  // so does a run that came before, in its own line, the command that made the edit
  // a run with the change set aside (`git stash` … `pop`) saw the original code (set-aside.ts)
  const aside = setAsideRuns(trajectory, diff, runs);
  // a run of test programs built before a change to a compiled source, and not since, ran the old code (stale-build.ts)
  const stale = staleBuildRuns(trajectory, runs);
  const checkedFinal = (run: VerificationRun) => sawFinal(run.call) && !parsedOnly(run) && !aside.has(run) && !stale.has(run);
  const after = runs.filter((run) => checkedFinal(run) && !producedLastEdit(run, lastEdit) && !ranBeforeWriteInLine(run, lastEdit));
  // a green syntax check after the edit is named, not counted (syntax-only.ts)
  const sawIt = runs.filter((run) => sawFinal(run.call));
  const syntax = parsedOnlyNote(sawIt);
  const parsed = syntax + ranAsideNote(sawIt, aside) + staleBuildNote(stale, sawFinal);
  const what = syntax === "" ? "check with a pass or fail of its own" : `check this report reads${BEYOND_SYNTAX}`;
  if (after.length === 0) {
    const before = runs.filter((run) => !parsedOnly(run) && !aside.has(run)).at(-1);
    const wrote = before === undefined ? ""
      : producedLastEdit(before, lastEdit) ? ", the command that wrote it: what it printed is its product, not a check of it"
        : ranBeforeWriteInLine(before, lastEdit) ? ", earlier in the line that wrote it, so it saw the file as it was before" : "";
    const anyParsed = parsedOnlyNote(runs);
    // a run of the whole transcript that saw only the original code is named: checks ran, none of the work
    const anyAside = ranAsideNote(runs, aside);
    const none = anyParsed !== "" ? `check this report reads${BEYOND_SYNTAX}` : anyAside !== "" ? "check of the work" : "recognized check";
    const summary = before
      ? `No ${what} ran after the last edit of ${named(lastEdit.path)}, ${stepLabel(lastEdit.step)}${parsed === "" ? namedAgainNote(trajectory, lastEdit) : ""}; the last one was ${named(before.runner)}, ${stepLabel(before.step)}${wrote}${parsed}.`
      : `No ${none} ran in the whole run; the last edit was ${named(lastEdit.path)}, ${stepLabel(lastEdit.step)}${cutReprintNote(trajectory, runs)}${snapshotUpdateNote(trajectory, lastEdit.toolCall ?? -1)}${anyParsed}${anyAside}${runs.length === 0 ? cutZeroNote(trajectory, lastEdit.toolCall ?? -1, reprintCalls(trajectory, runs)) : ""}.`;
    return { ...base, status: "warn", summary, evidence: [editEvidence(lastEdit), ...(before ? [runEvidence(before)] : [])] };
  }
  const shown = known(after).at(-1);
  if (shown === undefined) {
    const last = after.at(-1)!;
    const summary = unrecordedAfterEdit(last);
    return { ...base, status: "warn", summary, evidence: [runEvidence(last)] };
  }
  // a verdict printed by a command the recorder cut shows the agent checked, not what it checked
  if (shown.outcome === "passed" && known(after).every((run) => run.runner === HIDDEN_CHECK_RUNNER)) {
    const quote = shown.quote === undefined ? "" : ` (\`${clip(shown.quote, 60)}\`)`;
    const hidden = known(after).length;
    const checks = syntax === "" ? "" : BEYOND_SYNTAX;
    const which = hidden === 1 ? `the only check this report reads${checks} is in a line the recorder cut (${stepLabel(shown.step)}): it printed`
      : `the only checks this report reads${checks} are in lines the recorder cut (${hidden}, the last at ${stepLabel(shown.step)}): the last printed`;
    const failures = cutFailuresNote(trajectory, lastEdit.toolCall ?? -1, new Set(after.map((run) => run.call)))
      + cutUnreadNote(trajectory, lastEdit.toolCall ?? -1, new Set(runs.map((run) => run.call)));
    const summary = `After the last edit of ${named(lastEdit.path)}, ${which} a pass${quote}, but ${hidden === 1 ? "its line is" : "their lines are"} cut before the end: what decided the pass is not all shown${failures}${parsed}.`;
    return { ...base, status: "warn", summary, evidence: [runEvidence(shown), editEvidence(lastEdit)] };
  }
  // a test file the agent created and deleted (`pytest tests/test_new_case.py`, then `rm`) is its own check
  const transient = transientPaths(trajectory.edits);
  const repository = known(after).filter((run) => !run.adHoc && !onlyScratchFiles(run, transient));
  // a run of another package of the repository (`cd packages/api && npm test`) tests none of the change (package-scope.ts)
  const { project, elsewhere } = packageRuns(repository, trajectory, diff, lastEdit.path, after);
  const onlyOthers = elsewhere === null ? "" : elsewhere.note;
  if (elsewhere !== null) return { ...base, status: "warn", summary: onlyOthers, evidence: [runEvidence(elsewhere.run), editEvidence(lastEdit)] };
  if (diff != null && project === undefined) {
    // a pull request changes a repository that has checks of its own: the agent's own script
    // passing shows the case it thought of, not that the change keeps the repository's tests green
    const what = shown.kind === "run" ? "runs of its own examples" : "own checks";
    const { edit, note } = namedEdit(shown);
    // a repository test that ran but showed no result (the harness stopped it) is named, not denied
    const silent = after.filter((run) => run.outcome === "unknown" && !run.adHoc && !onlyScratchFiles(run, transient)).at(-1);
    const between = note === "" ? null : betweenVersionsNote(runs, edit, sawFinal);
    const repository = silent !== undefined ? silentRepositoryRun(silent) : between ?? "none of the repository's tests or checks did";
    // its other runs after the edit that showed nothing are named: the one cited is not all it saw
    const unshown = unshownNote(after.filter((run) => run.outcome === "unknown" && run.adHoc));
    const others = unshown === "" ? "" : `; after the edit${unshown.slice(1)}`;
    const verb = silent !== undefined ? "showed a result after" : between !== null ? "are known to have seen the content of" : "ran after";
    const summary = `Only the agent's ${what} ${verb} ${note === "" ? "the last edit" : `the edit at ${stepLabel(edit.step)}`} of ${named(edit.path)} (${named(shown.runner)}, ${stepLabel(shown.step)})${note}; ${repository}${others}.`;
    return { ...base, status: "warn", summary, evidence: [runEvidence(shown), editEvidence(edit)] };
  }
  // on a PR the repository's own check is the one to cite; otherwise the last that showed a result;
  // of those, the last that names the edited file, or ran it when the last one's status is not its own (run-folder.ts)
  const usual = diff != null && project !== undefined ? project : shown;
  const cited = nearestCheck(known(after), lastEdit.path, usual);
  const { edit, note } = namedEdit(cited);
  // the check ran: whether it passed is final_checks_green's to say, but a reader should not take it for a pass
  const failed = cited.outcome === "failed" ? ` and failed${failingNamed(cited.failing, cited.output)}` : "";
  const summary = `${ranAfter(cited, edit, note)}${failed}${note}${notRerun(trajectory, edit)}${laterNotesNote(trajectory, edit)}`;
  // a line the recorder cut that exited non-zero after every check read: it may have been a check of the final work
  const cutFailure = cutFailureAfter(trajectory, Math.max(...known(after).map((run) => run.call)), new Set(runs.map((run) => run.call)));
  if (cutFailure !== null) return { ...base, status: "warn", summary: `${summary}${cutFailure.note}.`, evidence: [runEvidence(cited), cutFailure.evidence] };
  return { ...base, status: "pass", summary: `${summary}.`, evidence: [runEvidence(cited), editEvidence(edit)] };
}

/** With no edit of the work recorded: what the transcript shows was edited, and the last check. */
function noWorkEdit({ trajectory, diff }: Pick<CheckContext, "trajectory" | "diff">, last: VerificationRun | undefined): CheckResult {
  const base = { id: "verified_after_last_edit", blocking: true, required: true };
  // edits of notes, logs or docs only: say so, never "no edits"
  const inert = changesToWork(trajectory.edits, diff, trajectory.task, workFacts(trajectory)).at(-1);
  const cut = cutCalls(trajectory);
  const edits = inert === undefined
    ? noEditRecorded(trajectory, cut)
    : `No edit of code (the last edit is to ${named(inert.path)}, ${inertKind(inert.path)}, ${stepLabel(inert.step)})`;
  const tried = last === undefined ? cutAssertionsNote(trajectory, inert?.toolCall ?? -1) : "";
  if (last === undefined) return { ...base, status: "warn", summary: `${edits} and no recognized check in the transcript${tried}.`, evidence: [] };
  const status = last.outcome === "unknown" ? "warn" : "pass";
  // a check may read that file (`cmp about.md …`): say where it stands against the edit, not that it did not
  const order = inert?.toolCall == null ? "" : last.call > inert.toolCall ? " after it" : last.call < inert.toolCall ? " before it" : "";
  const summary = `${edits}; ${named(last.runner)} ran${order} (${stepLabel(last.step)})${afterCut(last, inert === undefined ? cut : [])}.`;
  return { ...base, status, summary, evidence: [runEvidence(last)] };
}

/**
 * Proves the last run of each distinct verification succeeded. Runs are keyed by runner and
 * selection (`pytest tests/a.py` and `pytest tests/b.py::test_x` are two checks). A failure is
 * settled by a later green run that covers it (see settledLater). It fails only on a failure that
 * nothing settled, that concerns the final work (no change to the work came after it) and that
 * the agent did not show failing on the original code too: that is evidence the work is not done.
 */
export function finalChecksGreen(context: CheckContext): CheckResult {
  return once(GREEN, context, readFinalChecksGreen);
}

function readFinalChecksGreen({ trajectory, runs, diff }: CheckContext): CheckResult {
  const base = { id: "final_checks_green", blocking: true, required: true };
  if (runs.length === 0) return { ...base, status: "warn", summary: `No check this reader recognizes ran${cutZeroCount(trajectory)}${snapshotUpdateNote(trajectory, -1)}, so nothing it reads shows the work green.`, evidence: [] };
  const work = changesToWork(trajectory.edits, diff, trajectory.task, workFacts(trajectory));
  const context = {
    original: originalCodeOf(trajectory, diff), transient: transientPaths(trajectory.edits), edits: trajectory.edits,
    pr: diff != null, messages: agentWords(trajectory), calls: trajectory.toolCalls, ...diffNames(diff), diff,
    stated: taskInvariants(trajectory.task), runs,
  };
  // runs with the change set aside are the baseline, not the work's runs (set-aside.ts)
  const aside = setAsideRuns(trajectory, diff, runs);
  const onWork = runs.filter((run) => !aside.has(run));
  const checkKey = checkKeys(onWork);
  const last = [...new Map(onWork.map((run) => [checkKey(run), run])).values()];
  const passed = new PassedRuns(onWork);
  // a linter's messages about files the agent made and deleted concern nothing that reaches the PR
  const lintsScratch = (run: VerificationRun) => run.kind === "lint" && onlyScratchFiles(run, context.transient);
  const { sawFinal, lastEdit } = currentWorkOf(trajectory, diff, runs);
  const unsettled = (run: VerificationRun) => !settledLater(run, passed) || stoppedOnWork(run, work, sawFinal);
  const open = last.filter((run) => run.outcome !== "passed" && unsettled(run) && !startedAgain(run, trajectory.toolCalls) && !lintsScratch(run));
  const onOriginal = failedOnOriginal(runs, context.original);
  const greenAside = (run: VerificationRun) => passedOnOriginal(run, aside) !== undefined;
  const failures = open.filter((run) => run.outcome === "failed").map((run) => readFailure(run, { passed, onOriginal, work, passedOnOriginal: greenAside, ...context }));
  // a failure of a change put back since (every change undone, no PR to read) is of code that is gone
  const undone = diff == null ? undoneWorkStep(trajectory) : null;
  const gone = failures.filter((failure) => undone !== null && failure.run.step < undone);
  // the agent's own check that failed on a value the task says must stay, left so: the change broke it (task-invariants.ts)
  const answeredElsewhere = last.filter((run) => run.outcome === "failed" && run.adHoc && settledLater(run, passed) && !settledByCoverer(run, passed))
    .map((run) => readFailure(run, { passed, onOriginal, work, passedOnOriginal: greenAside, ...context }));
  const brokeStated = answeredElsewhere.filter((failure) => isCurrent(failure) && failure.invariant !== null);
  const current = [...failures.filter((failure) => isCurrent(failure) && !gone.includes(failure)), ...brokeStated];
  if (current.length > 0) {
    const names = current.map(({ run, crashedIn }) => `${named(runName(run))} (${stepLabel(run.step)}${crashNote(crashedIn)})`).join(", ");
    const added = addedTestNote(current.map(({ run }) => run), onOriginal, (id) => addedByChange(id, context));
    const leftOut = current.flatMap(({ run }) => [...absenceNote(run, onOriginal), ...leftOutNote(run, passed)]);
    const stated = [...new Set(current.flatMap(({ invariant }) => (invariant === null ? [] : [invariantNote(invariant)])))];
    const broke = stated.length === 0 ? "" : ` It failed on ${stated.join("; ")}: behaviour to keep, which the change broke.`;
    const summary = `The last run of ${names} failed, and no later run shows it fixed.${broke}${added}${leftOut.join("")}${failureNotes(current, context.removed, aside, runs)}`;
    // the baseline that passed is cited beside the failure it answers
    const baselines = current.flatMap(({ run }) => passedOnOriginal(run, aside) ?? []);
    return { ...base, status: "fail", summary, evidence: [...current.map(({ run }) => runEvidence(run)), ...baselines.slice(0, 1).map(runEvidence)] };
  }
  const probes = probesNotRerun(last, passed, work, runs, trajectory);
  // the agent's own check that failed on the work as it ends: later checks of other kinds do not answer it
  // (one a later green run of the same check covers, `gcc` linking what `g++` could not, was run again)
  // inline code whose raising call a later green script made again: the call works
  const raisedAgain = raisedCallsRanAgain(answeredElsewhere.filter(isCurrent).map(({ run }) => run), runs);
  const leftFailingRuns = answeredElsewhere.filter((failure) => isCurrent(failure) && !raisedAgain.some(({ run }) => run === failure.run));
  const leftFailing = leftFailingRuns.map(({ run }) => run);
  // one run again after the change that failed as it had before it still fails: a failure the change did not fix
  const unfixed = answeredElsewhere.filter(({ run, preExisting }) => preExisting !== null && preExisting.run !== run);
  // red, then green on the same code, in the changed file's own test: not stable (unstable-runs.ts)
  const unstable = unstableOnFinal(onWork, passed, work, trajectory);
  const otherNotes = [...probeNote(probes), ...leftFailingNote(leftFailingRuns), ...raisedAgain.map(raisedAgainNote),
    ...unstable.map(unstableNote)];
  const noteOf = (failure: Failure) => (gone.includes(failure) ? goneFailureNote(failure.run, undone!) : failureNote(failure));
  const notes = [...[...failures, ...unfixed].map(noteOf), ...otherNotes];
  const noteEvidence = [
    ...[...failures, ...unfixed].flatMap(failureEvidence),
    ...[...leftFailing, ...probes.map(({ run }) => run)].slice(0, MAX_NAMED_UNSHOWN).map(runEvidence),
    ...raisedAgain.flatMap(({ run, again }) => [runEvidence(run), runEvidence(again)]),
    ...unstable.flatMap(({ failed, passed: again }) => [runEvidence(failed), runEvidence(again)]),
  ];
  // a check whose last run showed no result still passed when it last showed one
  const lastPassed = new Map<string, VerificationRun>();
  for (const run of onWork) if (run.outcome === "passed") lastPassed.set(checkKey(run), run);
  const passedLast = last.flatMap((run) => (run.outcome === "passed" ? [run] : run.outcome === "unknown" ? [lastPassed.get(checkKey(run))].filter((item) => item !== undefined) : []));
  // a syntax check's pass shows the code parses, not that it works (syntax-only.ts): named, never the green
  const green = passedLast.filter((run) => !parsedOnly(run));
  const parsed = parsedOnlyNote(passedLast);
  if (green.length === 0) {
    // a green run on the original code (a stash, a copy made before the change) is named: it passed, but not on the work
    const original = ranAsideNote(runs.filter((run) => run.outcome === "passed"), aside);
    const kind = parsed === "" ? (original === "" ? "recognized check" : "check of the work") : `check this report reads${BEYOND_SYNTAX}`;
    const summary = [`No ${kind} recorded a passing result${parsed}${original}.`, ...notes].join(" ");
    return { ...base, status: "warn", summary, evidence: noteEvidence.length > 0 ? noteEvidence : runs.slice(-1).map(runEvidence) };
  }
  // a check whose last green run saw another version may have passed earlier on the final one (an edit put it back)
  const passedOnFinal = new Map(onWork.filter((run) => run.outcome === "passed" && sawFinal(run.call)).map((run) => [checkKey(run), run]));
  const onFinal = (run: VerificationRun) => (sawFinal(run.call) ? [run] : [passedOnFinal.get(checkKey(run))].filter((item) => !!item));
  const fresh = green.flatMap(onFinal);
  if (fresh.length === 0) {
    // checks after the change that showed no result are named: the staleness is not all there is to see
    const after = unshownNote(open.filter((run) => run.outcome === "unknown" && sawFinal(run.call)));
    // the change is named so a reader can judge whether it touched what the checks checked
    const change = lastEdit === undefined ? "" : ` (${named(lastEdit.path)}, ${stepLabel(lastEdit.step)})`;
    // a run after the change that failed only as on the original code is said first: the change was run, no new failure
    const asBefore = failures.filter(({ run, preExisting }) => preExisting !== null && preExisting.run !== run && sawFinal(run.call));
    const originals = asBefore.map(({ run, preExisting }) => ({ run, original: preExisting!.run, why: preExisting!.why }));
    const lead = asBefore.length === 0 ? "" : `${failedAsBefore(change, originals)} `;
    const kind = parsed === "" ? "a check" : `a check this report reads${BEYOND_SYNTAX}`;
    const stale = `Every green run of ${kind} came before ${lead === "" ? `the last change to the work${change}` : "that change"}: what they showed may be stale`;
    const rest = [...[...failures, ...unfixed].filter((failure) => !asBefore.includes(failure)).map(noteOf), ...otherNotes];
    const summary = [`${lead}${stale}${after === "" ? "" : `; after it${after.slice(1)}`}${parsed}.`, ...rest].join(" ");
    const cited = [...asBefore.flatMap(failureEvidence), ...green.slice(-3).map(runEvidence), ...noteEvidence];
    return { ...base, status: "warn", summary, evidence: cited.filter((item, index) => cited.findIndex((other) => sameEvidence(other, item)) === index) };
  }
  const shown = shownGreen(fresh);
  const lastRuns = shown.filter((run) => last.includes(run));
  // a check whose last run showed no result is named with the step at which it last passed
  const earlier = shown.filter((run) => !last.includes(run)).map((run) => `${named(runName(run))} passed at ${stepLabel(run.step)}`);
  const said = [passedSentence(lastRuns, (run) => assertsNothing(trajectory, run)), ...earlier].filter(Boolean).join("; ");
  const unknown = unshownNote(open.filter((run) => run.outcome !== "failed"));
  // the agent's own checks all printed on the final version what they printed on the original: none shows the fix
  const same = sameOnOriginal(fresh, runs, context.original, checkKey);
  const ownFresh = fresh.filter((run) => run.adHoc);
  const unshownFix = same.length > 0 && ownFresh.every((run) => same.some((item) => item.run === run));
  const unanswered = failures.some((failure) => failure.preExisting === null || notRunSinceChange(failure)) || leftFailing.length > 0;
  const status = unanswered || unshownFix || unstable.length > 0 || checkedNothing(fresh, failures, context.pr, trajectory) ? "warn" : "pass";
  // a line the recorder cut that exited non-zero after the change may be a check of it that failed: named beside the green
  const [lastFresh, read] = [Math.max(...fresh.map((run) => run.call)), new Set(runs.map((run) => run.call))];
  const cut = `${cutFailuresNote(trajectory, lastFresh, read, "the last of them")}${lastEdit?.toolCall == null ? "" : cutStoppedNote(trajectory, lastEdit.toolCall, lastFresh, read)}`;
  const summary = [`${said.charAt(0).toUpperCase()}${said.slice(1)}${unknown}${cut}.`, ...notes, ...sameOnOriginalNote(same)].join(" ");
  const originals = same.map(({ original }) => runEvidence(original));
  return { ...base, status, summary, evidence: [...shown.map(runEvidence), ...noteEvidence, ...originals] };
}

interface Failure {
  run: VerificationRun;
  /** A failing run on the original code that shows the same failure, and why it was the original code. */
  preExisting: { run: VerificationRun; why: string } | null;
  /** The first change to the work after the failure, when the check was not run again after it. */
  changedAfter: Edit | null;
  /** A green run of the same tests on the same code (no change between them), another way. */
  passedOnSameCode: VerificationRun | null;
  /** The agent's own test or script that failed, which it then deleted: not part of the work. */
  scratch: string | null;
  /** A later green run of the same tests narrowed by a filter (`-k kbd`): the rest were not re-run. */
  narrowedLater: VerificationRun | null;
  /** A repository test of a PR never seen passing, whose failure the agent discussed: the step it did (unbaselined.ts). */
  neverGreen: number | null;
  /** A later green run of the same runner that selected every test this run named as failing. */
  rerunFailing: VerificationRun | null;
  /** The work's own file the failure was raised in (its traceback's innermost frame), not a deliberate raise. */
  crashedIn: WorkCrash | null;
  /** A value the task says must stay as it is, which the failure names: no run of the original code is needed. */
  invariant: StatedValue | null;
}

/** A failure that ran before the first change to the work and was not run again: the change may have fixed it or not. */
function notRunSinceChange({ run, preExisting }: Failure): boolean {
  return preExisting?.run === run && preExisting.why === BEFORE_FIRST_CHANGE;
}

/** A failure is the work's when nothing above explains it away. */
function isCurrent(failure: Failure): boolean {
  const { preExisting, changedAfter, passedOnSameCode, scratch, narrowedLater, neverGreen } = failure;
  return [preExisting, changedAfter, passedOnSameCode, scratch, narrowedLater, neverGreen].every((reason) => reason === null);
}

function readFailure(run: VerificationRun, context: FailureContext): Failure {
  const { work, passed } = context;
  const preExisting = sameFailureOnOriginal(run, context.onOriginal, (id) => addedByChange(id, context));
  const changedAfter = work.find((edit) => edit.toolCall !== null && edit.toolCall > run.call) ?? null;
  // the same code: no change to the work after the green run, up to this one
  const upTo = (latest: number, edit: Edit) =>
    (edit.toolCall !== null && edit.toolCall <= run.call ? Math.max(latest, edit.toolCall) : latest);
  const lastChange = work.reduce(upTo, -1);
  // and the same inputs: a file written between them (`conf.py` of a scratch project) makes it another check
  const between = (other: VerificationRun, edit: Edit) => edit.toolCall !== null && edit.toolCall > other.call && edit.toolCall < run.call;
  const wroteBetween = (other: VerificationRun) => context.edits.some((edit) => edit.kind !== "delete" && between(other, edit));
  const sameCode = (other: VerificationRun) => other.call < run.call && other.call >= lastChange && !wroteBetween(other);
  const passedOnSameCode = passed.coverers(run).find(sameCode) ?? null;
  // a crash inside the work's code is the work's, whatever scratch input made it
  const crashedIn = changeCrashed(run, work, context.calls) ?? crashAtAddedLine(run, context.diff, context.edits);
  const passedBefore = passed.coverers(run).some((other) => other.call < run.call);
  const scratch = crashedIn !== null || failedOnWork(run, work, context, passedBefore) ? null : scratchSubject(run, context.transient);
  // failing on what the task says the original code does: the change's, whether or not the rest was run again narrowed
  const invariant = brokenInvariant(run, context.runs, work.find((edit) => edit.toolCall !== null)?.toolCall ?? null, context.stated);
  const narrowedLater = invariant !== null ? null : passed.narrowing(run).find((other) => other.call > run.call) ?? null;
  const unbaselined = (crashedIn?.source !== undefined && context.added.has(crashedIn.source)) || invariant !== null;
  const neverGreen = unbaselined ? null : discussedUnbaselined(run, context);
  const rerunFailing = passed.failuresRerun(run).at(-1) ?? null;
  return { run, preExisting, changedAfter, passedOnSameCode, scratch, narrowedLater, neverGreen, rerunFailing, crashedIn, invariant };
}

interface FailureContext extends DiffNames {
  original: OriginalCode;
  /** Files the agent created and deleted: a check of one checks nothing that reaches the PR. */
  transient: Set<string>;
  /** Every edit, scratch ones too: a scratch input the check reads may have changed between two runs. */
  edits: readonly Edit[];
  work: Edit[];
  passed: PassedRuns;
  /** The failing runs made on the original code, with why it was the original code. */
  onOriginal: OnOriginal[];
  /** Whether a run with the change set aside passed what a run failed. */
  passedOnOriginal: (run: VerificationRun) => boolean;
  /** The work is a pull request's, in a repository whose tests may have failed before the change. */
  pr: boolean;
  /** The PR's diff: the lines it adds, by their line numbers, place a failure pytest reports by line alone. */
  diff: readonly DiffFile[] | null | undefined;
  messages: readonly Message[];
  /** The tool calls: what ran before the first change shows the original code's own crashes. */
  calls: readonly ToolCall[];
  /** What the task says must stay as it is, and every run: a failure on it after the change is the change's. */
  stated: readonly StatedValue[];
  runs: readonly VerificationRun[];
}

/** How a note says a check failed before the change as well: the summary's bottom line reads it. */
export const FAILS_ON_ORIGINAL = "fails on the original code too";
/** What the notes say of the agent's own probes that failed and were left: the summary's bottom line reads them. */
export const NOT_RUN_AGAIN = "not run again after the change";
export const RUN_AGAIN_UNSHOWN = "run again after the change is not shown";

function failureNote(failure: Failure): string {
  const { run, preExisting, changedAfter, passedOnSameCode, scratch, narrowedLater, neverGreen, rerunFailing } = failure;
  const name = `${named(runName(run))} (${stepLabel(run.step)})`;
  if (preExisting !== null) {
    const where = preExisting.run === run ? "it ran" : `${stepLabel(preExisting.run.step)}`;
    // failing before any change may be the very bug the task names: the change did not cause it, nor fix it
    // failing before any change, and not run since, is most often the very bug the task names: whether the change fixed it is not shown
    const judged = notRunSinceChange(failure) ? "not run after the change, so whether the change fixed it is not shown"
      : preExisting.why === BEFORE_FIRST_CHANGE ? "the change neither caused it nor made it pass" : "not charged to this change";
    // the same test failing there on another value is said, not read as another failure (failing-value.ts)
    const another = preExisting.run === run ? "" : anotherValueNote(run.output, preExisting.run.output);
    return `${name} ${FAILS_ON_ORIGINAL} (${where}, ${preExisting.why}${another}): ${judged}.`;
  }
  // the script is gone, but what it exercised may be the PR's code: its failure stays unanswered
  if (scratch !== null) return scratchFailureNote(name, run, scratch);
  if (passedOnSameCode !== null) {
    return `${name} failed, though ${named(runName(passedOnSameCode))} passed the same tests on the same code (${stepLabel(passedOnSameCode.step)}): the two runs disagree.`;
  }
  if (narrowedLater !== null) {
    return `${name} failed${failingNamed(run.failing, run.output)}; later only ${named(runName(narrowedLater))} passed (${stepLabel(narrowedLater.step)}), a filtered part of it: whether the other failures come from this change is not shown.`;
  }
  if (changedAfter !== null && rerunFailing !== null) {
    // the tests it named as failing passed later, but the rest of what it ran was not run on the change
    const which = run.failing.length === 1 ? `only in \`${clip(run.failing[0]!, 80)}\`` : `in ${run.failing.length} tests`;
    return `${name} failed ${which}, which passed after the change (${named(runName(rerunFailing))}, ${stepLabel(rerunFailing.step)}); `
      + `the rest of it was not run again after the work changed (${stepLabel(changedAfter.step)}).`;
  }
  if (changedAfter !== null) return `${name} failed, ${changedAfterNote(changedAfter)}.`;
  return `${name} failed after the change${failingNamed(run.failing, run.output)}; ${NEVER_GREEN}, ${discussedNote(run, stepLabel(neverGreen!))}.`;
}

/**
 * The agent's own checks whose last run failed and that were not run again after the work changed:
 * later checks of other kinds settle them (see settledLater), but a reader should know they were left.
 */
function probesNotRerun(
  last: VerificationRun[],
  passed: PassedRuns,
  work: Edit[],
  runs: readonly VerificationRun[],
  trajectory: Trajectory,
): Probe[] {
  return last.flatMap((run) => {
    if (run.outcome !== "failed" || !run.adHoc || !settledLater(run, passed) || rerunGreen(run, runs)) return [];
    const change = work.find((edit) => edit.toolCall !== null && edit.toolCall > run.call);
    // run again after the change under a new name, as a revision of its script (`verify.py` → `verify2.py`)
    if (change === undefined || revisedRerunGreen(run, runs, trajectory, change.toolCall!) !== null) return [];
    return [{ run, change, original: change === work.find((edit) => edit.toolCall !== null) }];
  });
}

interface Probe {
  run: VerificationRun;
  change: Edit;
  original: boolean;
}

function probeNote(probes: Probe[]): string[] {
  if (probes.length === 0) return [];
  // a failure before any change was the original code's (a reproduction of the bug), said so
  const where = ({ run, change, original }: Probe) => `${stepLabel(run.step)}${original ? ", on the original code" : ""}, the work changed at ${stepLabel(change.step)}`;
  const listed = listedRuns(probes, (probe) => `${named(runName(probe.run))} (${where(probe)})`);
  // code the recorder cut cannot be matched with what ran later: whether it ran again is not shown
  if (probes.every(({ run }) => isCut(run.command))) {
    return [`The agent's own ${listed} failed; whether ${probes.length === 1 ? "it was" : "they were"} ${RUN_AGAIN_UNSHOWN} (the recorder cut ${probes.length === 1 ? "its" : "their"} code), and later checks passed.`];
  }
  return [`The agent's own ${listed} failed and ${probes.length === 1 ? "was" : "were"} ${NOT_RUN_AGAIN}; later checks of other kinds passed.`];
}

function leftFailingNote(failures: Failure[]): string[] {
  if (failures.length === 0) return [];
  const listed = listedRuns(failures, ({ run, crashedIn }) => `${named(runName(run))} (${stepLabel(run.step)}${crashNote(crashedIn)})`);
  const one = failures.length === 1;
  return [`The agent's own ${listed} failed on the work as it ends and ${one ? "was" : "were"} not run again; other checks passed after ${one ? "it" : "them"}, which do not answer ${one ? "it" : "them"}.`];
}

function failureEvidence({ run, preExisting, passedOnSameCode, narrowedLater }: Failure): Evidence[] {
  const other = preExisting?.run ?? passedOnSameCode ?? narrowedLater;
  return other == null || other === run ? [runEvidence(run)] : [runEvidence(run), runEvidence(other)];
}

/**
 * A failed or unrecorded run is settled by a later green run that covers it: the same check, the
 * same runner on a wider selection (the whole suite), or the same tests run another way. The
 * agent's own probe (a script it wrote, a compile of one file) is settled by any later green
 * check: probes that fail are how agents explore, and the project's checks have the last word.
 */
function settledLater(run: VerificationRun, passed: PassedRuns): boolean {
  return (run.adHoc && passed.lastCall > run.call) || settledByCoverer(run, passed);
}

const settledByCoverer = (run: VerificationRun, passed: PassedRuns) => passed.coverers(run).some((other) => other.call > run.call);

/** The recognized runs as the report lists them, each marked when it came after the last edit that counts. */
export function recognizedRuns({ trajectory, runs, diff }: CheckContext): RecognizedRun[] {
  const { sawFinal } = currentWorkOf(trajectory, diff, runs);
  return runs.map((run) => ({
    step: run.step,
    kind: run.kind,
    runner: run.runner,
    why: run.why,
    outcome: run.outcome,
    outcomeFrom: run.outcomeFrom,
    adHoc: run.adHoc,
    afterLastEdit: sawFinal(run.call),
  }));
}
