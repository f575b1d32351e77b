/**
 * What pip printed about the requirements it read: installing a project (`pip install -e .`) names each of its
 * requirements as the project's files spell them, `Requirement already satisfied: Jinja2<3.0 in … (from
 * Sphinx==4.2.0)` or `Collecting docutils<0.18,>=0.14`. A requirement with a version bound that pip printed this
 * way was in those files when it ran.
 */

/** pip's line for a requirement it read, and the requirement: its name and version bounds. */
const PIP_READ = /^\s*(?:Requirement already satisfied: |Requirement already up-to-date: |Collecting )(\S+?)\s*((?:[<>=!~]=?=?[^\s,;]+\s*,\s*)*[<>=!~]=?=?[^\s,;]+)(?=\s|$)/gm;
/** A quoted requirement in a packaging file's line (`'sphinxcontrib-htmlhelp>=2.0.0,<=2.0.4',`): name and bounds. */
const QUOTED_REQUIREMENT = /(["'])([A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]"']*\])?)\s*((?:[<>=!~]=?=?[^\s,;"']+\s*,\s*)*[<>=!~]=?=?[^\s,;"']+)\1/g;
/** A requirements file's line (`docutils<0.18,>=0.14`). */
const BARE_REQUIREMENT = /^([A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?)\s*((?:[<>=!~]=?=?[^\s,;]+\s*,\s*)*[<>=!~]=?=?[^\s,;]+)\s*(?:;.*|#.*)?$/;

/** One requirement as pip compares them: the name normalized (PEP 503) and the bounds in any order. */
function requirementKey(name: string, bounds: string): string {
  const normalized = name.replace(/\[.*$/, "").toLowerCase().replace(/[-_.]+/g, "-");
  return `${normalized} ${bounds.split(",").map((bound) => bound.trim()).sort().join(",")}`;
}

/** The bounded requirements pip printed reading them in one output. */
export function pipReadRequirements(output: string): Set<string> {
  const read = new Set<string>();
  if (!/Requirement already|Collecting /.test(output)) return read;
  for (const match of output.matchAll(PIP_READ)) read.add(requirementKey(match[1]!, match[2]!));
  return read;
}

/** The bounded requirements a line of a packaging file adds (setup.py's list, setup.cfg, pyproject.toml, a requirements file). */
export function requirementsOfLine(line: string): string[] {
  const quoted = [...line.matchAll(QUOTED_REQUIREMENT)].map((match) => requirementKey(match[2]!, match[3]!));
  if (quoted.length > 0) return quoted;
  const bare = BARE_REQUIREMENT.exec(line.trim());
  return bare === null ? [] : [requirementKey(bare[1]!, bare[2]!)];
}

/** Every bounded requirement the line adds is one pip printed reading, in this output: the line was in the files pip read. */
export function pipReadLine(output: string, line: string): boolean {
  const wanted = requirementsOfLine(line);
  if (wanted.length === 0) return false;
  const read = pipReadRequirements(output);
  return wanted.every((key) => read.has(key));
}
