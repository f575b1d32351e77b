import type { Trajectory } from "../model.js";

/**
 * `pip show python-dateutil` printing `Location: …/site-packages` and no `Editable project location:` says the package
 * is installed as a release, not linked to the checkout. When the agent edits that package in a `src/` layout
 * (`src/dateutil/…`), Python run from the repository imports the release unless its line points at `src`: the
 * transcript then shows, as surely as a traceback through site-packages would, which copy a test run imported.
 */

/** One `pip show` record: its name line through the next blank line or the next record's separator. */
const PIP_RECORD = /^Name: *(\S+)[^\n]*\n(?:(?!---$)[^\n]*\S[^\n]*\n?)*/gm;
/**
 * The record's install folder, when it is an installed-packages folder, and a field after it: pip prints `Editable project
 * location:` right after `Location:`, so only a record shown past it (cut by no `| head`) shows the install is no editable one.
 */
const RELEASE_LOCATION = /^Location: *(\S*\/(?:site|dist)-packages)\/?[ \t]*\n[A-Z][\w -]*:/m;
/** pip 21.3+ names the checkout an editable install points at; such a package imports the source. */
const EDITABLE = /^Editable project location:/m;
/** A command that asks pip about installed packages. */
const PIP_SHOW = /\bpip[\d.]*\s+show\b/;
/** The prefixes Python distributions put before their import name (`python-dateutil`, `PyYAML`). */
const DISTRIBUTION_PREFIX = /^(?:python[-_.]?|py[-_.]?)/;
/** The settings that point pytest at the source tree itself (`pythonpath = src`), which the transcript may show. */
const POINTED_AT_SOURCE = /^\s*pythonpath\s*=/m;

/** Where the transcript shows an edited `src/` package installed as a release: the call, its step, the location line. */
export interface ReleaseSeen {
  call: number;
  step: number;
  line: string;
}

/** Every `pip show` output that shows a package the agent edits under `src/` installed as a release, not editable. */
/**
 * True when the run's own output shows the edited source itself (`src/dateutil/relativedelta.py:272` in a traceback): it
 * imported the checkout, whatever `pip show` said of the environment.
 */
export function showsSource(output: string | null, trajectory: Trajectory): boolean {
  if (output === null || !output.includes("src/")) return false;
  return [...srcLayoutPackages(trajectory)].some((name) => new RegExp(`(?:^|[\\s/"'(])src/${name}/`, "im").test(output));
}

export function installedReleasesSeen(trajectory: Trajectory): ReleaseSeen[] {
  const packages = srcLayoutPackages(trajectory);
  if (packages.size === 0 || pointedAtSource(trajectory)) return [];
  const seen: ReleaseSeen[] = [];
  trajectory.toolCalls.forEach((call, index) => {
    if (call.output === null || call.command === null || !PIP_SHOW.test(call.command)) return;
    for (const record of call.output.matchAll(PIP_RECORD)) {
      const location = RELEASE_LOCATION.exec(record[0]);
      if (location === null || EDITABLE.test(record[0]) || !importNames(record[1]!).some((name) => packages.has(name))) continue;
      seen.push({ call: index, step: call.step, line: `Location: ${location[1]}` });
      return;
    }
  });
  return seen;
}

/** The names a distribution may be imported by: `python-dateutil` → `python_dateutil`, `dateutil`; `PyYAML` → `pyyaml`, `yaml`. */
export function importNames(distribution: string): string[] {
  const lower = distribution.toLowerCase();
  const stripped = lower.replace(DISTRIBUTION_PREFIX, "");
  return [lower, stripped].filter((name) => name !== "").map((name) => name.replace(/[-.]/g, "_"));
}

/** The packages the agent edits right under a `src/` folder (`src/dateutil/relativedelta.py` → `dateutil`). */
function srcLayoutPackages(trajectory: Trajectory): Set<string> {
  const names = new Set<string>();
  for (const edit of trajectory.edits) {
    if (edit.kind === "delete" || !edit.path.endsWith(".py")) continue;
    const match = /(?:^|\/)src\/([A-Za-z_]\w*)\//.exec(edit.path);
    if (match !== null) names.add(match[1]!.toLowerCase());
  }
  return names;
}

/** True when any output shows a pytest setting that puts a folder on the path: the run may import the source then. */
function pointedAtSource(trajectory: Trajectory): boolean {
  return trajectory.toolCalls.some((call) => call.output !== null && POINTED_AT_SOURCE.test(call.output));
}
