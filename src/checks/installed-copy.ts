import type { Trajectory } from "../model.js";
import { clip, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";
import { installedReleasesSeen, showsSource } from "./installed-release.js";

/**
 * Tests that imported an installed copy of the package instead of the source the agent edited: the
 * transcript shows the package's modules under `site-packages` (`click.__file__` printed as
 * `/usr/local/lib/python3.11/site-packages/click/__init__.py`, or a traceback through that folder)
 * while the agent's edits are to the repository's `src/click/…`. A run of Python in that environment,
 * with nothing in its line pointing at the source, ran the installed code: its pass or failure says
 * nothing of the change. An install between the two (`pip install -e .`) makes the environment another.
 */

/** A module path under an installed-packages folder, its package named: `…/site-packages/click/__init__.py`. */
const INSTALLED_MODULE = /\/(?:site|dist)-packages\/([A-Za-z_]\w*)\/[\w./-]*\.py\b/g;
/** Words an output must hold to be read for installed modules. */
const INSTALLED_WORDS = /(?:site|dist)-packages\//;
/** A command that installs or removes packages: the environment after it may import the source. */
export const INSTALLS = /\b(?:pip[\d.]*|uv\s+pip|poetry|pdm|conda)\s+(?:un)?install\b|\bsetup\.py\s+(?:develop|install)\b|\bpython[\d.]*\s+-m\s+pip\s+(?:un)?install\b/;
/** A line that points Python at the source (or elsewhere) itself, or runs it from another folder. */
export const OWN_PATH = /\bPYTHONPATH=|\bsys\.path\.(?:insert|append)\b|--import-mode|--rootdir|\bcd\s|\bpushd\s/;
/** Runs of Python code: what an installed copy would change. */
export const PYTHON_RUNNER = /\bpy\.?test\b|\bpython[\d.]*\b|\bunittest\b/;
/** Packaging folders a package's source sits in, never the package itself. */
const NOT_PACKAGES = new Set(["src", "lib", "tests", "test", "testbed", "app", "repo", "workspace", "home", "root", "tmp"]);

/** Where the transcript shows a package imported from an installed copy: the call, its step and the line. */
interface InstalledSeen {
  call: number;
  step: number;
  line: string;
}

/** Where the transcript shows a copy of the package other than the edited source; `removed`: by printing text the PR removed. */
export interface CopySeen {
  line: string;
  step: number;
  removed?: true;
}

/** "`site-packages/click/__init__.py`, as step 12 shows": where the transcript shows the installed copy. */
export function installedCopyShown(copy: CopySeen): string {
  const why = copy.removed === true ? "text the change removed, printed after the edit at" : "as";
  return `\`${clip(copy.line, MAX_SHOWN_PATH)}\`, ${why} ${stepLabel(copy.step)}${copy.removed === true ? "" : " shows"}`;
}

/** What the copy is: one the transcript shows installed, or one known only not to be the edited source. */
export function copyKind(copy: CopySeen): string {
  return copy.removed === true ? "another copy" : "an installed copy";
}

/** At most this many characters of the installed module's path are quoted. */
const MAX_SHOWN_PATH = 80;

/** The runs, with those that ran an installed copy of an edited package read as showing no pass or fail of the change. */
export function withInstalledCopies(trajectory: Trajectory, runs: VerificationRun[]): VerificationRun[] {
  const edited = editedPackages(trajectory);
  if (edited.size === 0) return runs;
  const seen = [...installedSeen(trajectory, edited), ...installedReleasesSeen(trajectory)];
  if (seen.length === 0) return runs;
  const installs = trajectory.toolCalls.flatMap((call, index) => (call.command !== null && INSTALLS.test(call.command) ? [index] : []));
  return runs.map((run) => {
    if (run.outcome === "unknown" || !PYTHON_RUNNER.test(run.runner) || OWN_PATH.test(run.command)) return run;
    // a traceback through the edited source shows the run imported it
    if (showsSource(run.output, trajectory)) return run;
    const shown = seen.find((where) => !installs.some((install) => between(install, where.call, run.call)));
    if (shown === undefined) return run;
    return { ...run, outcome: "unknown", outcomeFrom: "none", installedCopy: { line: shown.line, step: shown.step } };
  });
}

/** True when an install at call `at` came after the earlier of calls a and b and by the later one: they saw two environments. */
function between(at: number, a: number, b: number): boolean {
  return at > Math.min(a, b) && at <= Math.max(a, b);
}

/** The names of the packages whose files the agent edited in a source tree (not an installed copy). */
function editedPackages(trajectory: Trajectory): Set<string> {
  const names = new Set<string>();
  for (const edit of trajectory.edits) {
    if (edit.kind === "delete" || !edit.path.endsWith(".py") || INSTALLED_WORDS.test(edit.path)) continue;
    const folders = edit.path.split("/").slice(0, -1);
    for (const folder of folders) if (/^[A-Za-z_]\w*$/.test(folder) && !NOT_PACKAGES.has(folder)) names.add(folder);
  }
  return names;
}

/** Every call whose output shows a module of an edited package imported from an installed copy, its own line free of path changes. */
function installedSeen(trajectory: Trajectory, edited: ReadonlySet<string>): InstalledSeen[] {
  const seen: InstalledSeen[] = [];
  trajectory.toolCalls.forEach((call, index) => {
    if (call.output === null || !INSTALLED_WORDS.test(call.output) || (call.command !== null && OWN_PATH.test(call.command))) return;
    for (const match of call.output.matchAll(INSTALLED_MODULE)) {
      if (!edited.has(match[1]!)) continue;
      seen.push({ call: index, step: call.step, line: match[0].slice(1) });
      return;
    }
  });
  return seen;
}
