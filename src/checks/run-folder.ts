import { simpleCommands } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";
import { named } from "./quote.js";
import { samePath } from "./paths.js";
import { selectsFile } from "./selection.js";

/**
 * The folder a run started in when its own line moved there first (`cd repro && sphinx-build . _build`),
 * as the line names it; null when the line does not move, or moves somewhere the line does not name.
 * Runs of the same folder read what lies in it: a folder the agent made and deleted held only scratch.
 */
export function runFolder(run: Pick<VerificationRun, "command" | "lineIndex">): string | null {
  if (!/\bcd\s/.test(run.command)) return null;
  const line = simpleCommands(run.command);
  let folder: string | null = null;
  for (const command of line.slice(0, run.lineIndex)) {
    if (command.nested || command.words[0] !== "cd") continue;
    const target = command.words[1];
    if (target === undefined || target === "-" || /[$~*?]/.test(target)) return null;
    folder = target.startsWith("/") || folder === null ? target : `${folder}/${target}`;
  }
  return folder?.replace(/\/+$/, "").replace(/^\.\//, "") || null;
}

/** Whether the run's selection stays inside the folder it started in (no `../x`, no absolute path). */
export function readsOnlyItsFolder(run: Pick<VerificationRun, "selection">): boolean {
  return run.selection.every((item) => !item.startsWith("/") && !item.startsWith(".."));
}

/** The files and folders a run checked, as its line names them: its selection, a script it ran, the folder it moved into. */
export function subjectPaths(run: VerificationRun): string[] {
  const scripts = run.runner.split(" ").filter((word) => /\.\w+$/.test(word));
  const folder = runFolder(run);
  const inFolder = folder !== null && readsOnlyItsFolder(run) ? [folder] : [];
  return [...run.selection.map((item) => item.split("::")[0]!), ...scripts, ...inFolder].filter((path) => !path.startsWith("-"));
}

/**
 * The check nearest an edit of `path`: the last run whose selection names the file (`bin/test tests/test_x.py`),
 * else `usual`; but when usual's status is not its own (`exit 0 of the whole line`), the last run of the file
 * itself whose status is (`python3 /app/check_cert.py`) says more than code that never read it.
 */
export function nearestCheck(known: readonly VerificationRun[], path: string, usual: VerificationRun): VerificationRun {
  const kin = (run: VerificationRun) => usual.adHoc || !run.adHoc;
  const selecting = known.filter((run) => selectsFile(run, path) && kin(run)).at(-1);
  if (selecting !== undefined || !usual.masked) return selecting ?? usual;
  const ranIt = (run: VerificationRun) => run.runner.split(" ").some((word) => /\.\w+$/.test(word) && samePath(word, path));
  const own = known.filter((run) => ranIt(run) && !run.masked && kin(run)).at(-1);
  // a build that said it had nothing to build read no file the edit changed: a check with a status of its own says more
  return own ?? (builtNothing(usual) ? known.filter((run) => !run.masked && !builtNothing(run)).at(-1) : undefined) ?? usual;
}

/** make's "Nothing to be done for 'all'." or "'app' is up to date.", ninja's "no work to do.": the build built nothing. */
const BUILT_NOTHING = /^(?:g?make(?:\[\d+\])?: (?:Nothing to be done for|'[^']*' is up to date)|ninja: no work to do)/m;

/** A build whose output says it built nothing, and nothing else that it did. */
export function builtNothing(run: Pick<VerificationRun, "kind" | "output">): boolean {
  return run.kind === "build" && run.output !== null && BUILT_NOTHING.test(run.output);
}

/** A failure of a check whose subject the agent made and deleted: the script, or the folder the run moved into. */
export function scratchFailureNote(name: string, run: VerificationRun, scratch: string): string {
  const subject = scratch === runFolder(run)
    ? `it ran in ${named(scratch)}, a folder the agent made and then deleted, which is`
    : `${named(scratch)}, which the agent wrote and then deleted, is`;
  return `${name} failed and was not run again; ${subject} not part of the PR, but the code it ran may be.`;
}

/** A later green run of the same file (the script a cut line's hidden check ran, run again by name). */
export function rerunGreen(run: VerificationRun, runs: readonly VerificationRun[]): boolean {
  const files = subjectPaths(run);
  return files.length > 0 && runs.some((other) => other.call > run.call && other.outcome === "passed"
    && subjectPaths(other).some((path) => files.some((file) => samePath(path, file))));
}

/** The file or folder a run checked that the agent created and deleted: what it checked does not reach the PR. */
export function scratchSubject(run: VerificationRun, transient: ReadonlySet<string>): string | null {
  return subjectPaths(run).find((path) => [...transient].some((gone) => samePath(gone, path))) ?? null;
}

/** The files the run exercises are all ones the agent created and later deleted. */
export function onlyScratchFiles(run: VerificationRun, transient: ReadonlySet<string>): boolean {
  const files = subjectPaths(run);
  return files.length > 0 && files.every((file) => [...transient].some((path) => samePath(path, file)));
}
