import type { VerificationRun } from "./verification.js";
import { clip } from "./quote.js";
import { isCut } from "../shell/cut-mark.js";
import { cutByHarness } from "./probes.js";
import { STOPPED_AT_LIMIT } from "./stopped-on-work.js";
import { cutLineShown, runsNote } from "./run-notes.js";
import { copyKind, installedCopyShown } from "./installed-copy.js";
import { timeoutStatus } from "./unrecorded-run.js";

/** The checks that ran but showed no result of their own (a status hidden by a pipe, output with no verdict), named. */
export function unshownNote(unshown: VerificationRun[]): string {
  const caught = unshown.filter((run) => run.caught !== undefined);
  const notStarted = unshown.filter((run) => run.notStarted !== undefined);
  const said = (run: VerificationRun) =>
    run.caught !== undefined || run.notStarted !== undefined || run.demonstration !== undefined || run.installedCopy !== undefined;
  const installed = unshown.filter((run) => run.installedCopy !== undefined);
  const demonstrations = unshown.filter((run) => run.demonstration !== undefined);
  const behind = unshown.filter((run) => run.behind !== undefined && !said(run));
  const noneRan = unshown.filter((run) => run.noneRan !== undefined && !said(run));
  const silent = unshown.filter((run) => !said(run) && run.behind === undefined && run.noneRan === undefined);
  return silentNote(silent) + caughtNote(caught) + notStartedNote(notStarted)
    + runsNote(installed, (run) => `; its package imported from ${installedCopyShown(run.installedCopy!)}`, () => `ran ${copyKind(installed[0]!.installedCopy!)} of the package, not the source the agent edited: no pass or fail of the change`)
    + runsNote(demonstrations, (run) => quoted(run.demonstration!), () => `failed only on an assertion of constants in tests the agent wrote in a temp folder, which fails whatever the code does: a demonstration, not a check`)
    + runsNote(noneRan, (run) => `: \`${clip(run.noneRan!, MAX_CAUGHT_QUOTE)}\``, () => "ran no test")
    + runsNote(behind, (run) => `, exit ${run.exitCode}`, (one) => `printed no count or failing test of ${one ? "its" : "their"} own: a command before ${one ? "it" : "them"} in the \`&&\` chain may have stopped the line first`);
}

/** At most this many characters of a line a run printed are quoted in a note. */
const MAX_CAUGHT_QUOTE = 60;
const quoted = (line: string) => `: \`${clip(line, MAX_CAUGHT_QUOTE)}\``;

function silentNote(silent: VerificationRun[]): string {
  // a status of its own that still says nothing (a test file that only defines tests, a run the harness
  // stopped) is said apart from a status another command in the line set
  const timedOut = (run: VerificationRun) => run.timedOut !== undefined;
  const ownStatus = (run: VerificationRun) => !timedOut(run) && ((!run.masked && run.exitCode !== null) || run.echoedExit !== undefined);
  const stopped = (run: VerificationRun) => cutByHarness(run.output, run.exitCode);
  // a job sent to the background and never read; a call that never returned: no output, no status
  const unread = (run: VerificationRun) => run.startedStep !== undefined && run.output === null;
  const unanswered = (run: VerificationRun) => run.output === null && run.exitCode === null && !unread(run);
  // a job sent to the background has no status the transcript can show: said as such, not as a hidden one
  const background = (run: VerificationRun) => run.startedStep !== undefined;
  const hidden = silent.filter((run) => !ownStatus(run) && !stopped(run) && !unanswered(run) && !timedOut(run) && !unread(run));
  const status = (run: VerificationRun) => (run.echoedExit === undefined ? `exit ${run.exitCode}` : `exit ${run.echoedExit}, as the line echoed it`);
  const how = (run: VerificationRun) => `, ${status(run)}${(run.output ?? "").trim() === "" ? ", no output" : ""}`;
  const printed = (run: VerificationRun) => run.printed !== undefined && !background(run);
  // a line the recorder cut may hold the run's status in the part not shown: said so, not "no result"
  const plain = hidden.filter((run) => !background(run) && !printed(run));
  return runsNote(plain.filter((run) => !isCut(run.command)), () => "", (one) => `showed no exit code of ${one ? "its" : "their"} own and no pass or fail`)
    + runsNote(plain.filter((run) => isCut(run.command)), cutLineShown, (one) => `ran in a line the recorder cut: ${one ? "its" : "their"} own status is not shown`)
    + runsNote(hidden.filter(printed), (run) => `, printed \`${run.printed}\``, (one) => `${one ? "states" : "state"} no pass or fail, and ${one ? "its" : "their"} exit code is not ${one ? "its" : "their"} own`)
    + runsNote(hidden.filter(background), () => "", (one) => `ran in the background, where no exit status is recorded, and ${one ? "its output states" : "their outputs state"} no overall result`)
    + runsNote(silent.filter((run) => ownStatus(run) && run.setupFailed === undefined), how, (one) => `showed no pass or fail of ${one ? "its" : "their"} own`)
    + runsNote(silent.filter((run) => run.setupFailed !== undefined), (run) => quoted(run.setupFailed!), (one) => `errored setting up ${one ? "its" : "their"} tests, the environment's doing: no pass or fail of the change`)
    + runsNote(silent.filter(stopped), () => "", (one) => `${one ? "was" : "were"} ${STOPPED_AT_LIMIT} before ${one ? "it" : "they"} finished`)
    + runsNote(silent.filter(timedOut), (run) => `, \`${run.timedOut}\`${timeoutStatus(run).replace(/^ \((.*)\)$/, ", $1")}`, (one) => `ran out of the time the agent gave ${one ? "it" : "them"} before showing a result`)
    + runsNote(silent.filter(unanswered), () => "", (one) => `never returned: no result of ${one ? "it" : "theirs"} is recorded`)
    + runsNote(silent.filter(unread), () => "", (one) => `${one ? "was" : "were"} started in the background, and this report reads no result of ${one ? "it" : "theirs"}`);
}

/** Checks whose program, module or script was not there: they never ran. */
function notStartedNote(runs: VerificationRun[]): string {
  return runsNote(runs, (run) => quoted(run.notStarted!), () => "could not run");
}

/** The agent's own checks that exited 0 after printing a failure they caught: no pass of their own. */
function caughtNote(caught: VerificationRun[]): string {
  return runsNote(caught, (run) => quoted(run.caught!), (one) => `exited 0 but printed a failure ${one ? "its" : "their"} code caught: not a pass`);
}
