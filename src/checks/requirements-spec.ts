/**
 * Typed requirements a rubric's front matter states, one `kind: value` item each:
 *
 *   requirements:
 *     - tool_succeeded: 'pytest'            (a command matching the pattern ran after the last edit and succeeded)
 *     - source_read: 'docs/*.md'            (the agent read a matching file before editing)
 *     - answer_contains: 'checksum 9f3a'    (the final answer states it; `/pattern/flags` for a pattern)
 *     - file_contains: 'src/a.py: def run'  (the file in the --repo checkout matches the pattern)
 *
 * An unknown kind or a bad pattern is an error in the rubric: a requirement silently dropped would
 * let work pass that the rubric's author meant to stop.
 */
import { InputError, oneLine } from "../errors.js";
import { escapeRegExp } from "../words.js";

export const REQUIREMENT_KINDS = ["tool_succeeded", "source_read", "answer_contains", "file_contains"] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

/** A text to look for: a literal (case and spacing ignored) or a regular expression written `/…/flags`. */
export interface TextPattern {
  /** As the rubric wrote it, for summaries. */
  written: string;
  regex: RegExp;
}

export type Requirement =
  | { kind: "tool_succeeded"; command: TextPattern }
  | { kind: "source_read"; glob: string }
  | { kind: "answer_contains"; text: TextPattern }
  | { kind: "file_contains"; path: string; text: TextPattern };

/** A rubric's requirement that cannot be understood; never falls back to a default rubric. */
export class RequirementError extends InputError {}

const SLASHED = /^\/(.+)\/([a-z]*)$/s;

function compile(source: string, flags: string, where: string): RegExp {
  try {
    return new RegExp(source, flags.replace(/g/g, ""));
  } catch (error) {
    throw new RequirementError(`${where}: ${JSON.stringify(source)} is not a regular expression: ${oneLine(error)}`);
  }
}

/**
 * `/…/flags` is always a regular expression. Otherwise a literal matches case-insensitively with
 * any run of spaces; a pattern (commands, file contents) is a regular expression as written.
 */
export function textPattern(value: string, bare: "literal" | "pattern", where: string): TextPattern {
  const slashed = SLASHED.exec(value);
  if (slashed) return { written: value, regex: compile(slashed[1]!, slashed[2]!, where) };
  if (bare === "pattern") return { written: value, regex: compile(value, "i", where) };
  const words = value.trim().split(/\s+/).map(escapeRegExp);
  return { written: value, regex: compile(words.join("\\s+"), "i", where) };
}

function unquote(value: string): string {
  const v = value.trim();
  return /^(["']).*\1$/s.test(v) ? v.slice(1, -1) : v;
}

/** One front-matter item, `kind: value`, into a requirement; throws RequirementError when it is not one. */
export function parseRequirement(item: string, source: string): Requirement {
  const where = `${source}: requirement "${item}"`;
  const pair = /^([A-Za-z_]+)\s*:\s*(.*)$/s.exec(unquote(item));
  if (!pair) throw new RequirementError(`${where}: expected "kind: value" (kinds: ${REQUIREMENT_KINDS.join(", ")})`);
  const kind = pair[1]!;
  const value = unquote(pair[2]!);
  if (!(REQUIREMENT_KINDS as readonly string[]).includes(kind)) {
    throw new RequirementError(`${where}: unknown requirement "${kind}" (known: ${REQUIREMENT_KINDS.join(", ")})`);
  }
  if (value === "") throw new RequirementError(`${where}: the value is empty`);
  if (kind === "tool_succeeded") return { kind, command: textPattern(value, "pattern", where) };
  if (kind === "source_read") return { kind, glob: value.replace(/^\.\//, "") };
  if (kind === "answer_contains") return { kind, text: textPattern(value, "literal", where) };
  const split = /^(.+?):\s+(.+)$/s.exec(value);
  if (!split) throw new RequirementError(`${where}: file_contains needs "<path>: <pattern>"`);
  return { kind: "file_contains", path: unquote(split[1]!).replace(/^\.\//, ""), text: textPattern(unquote(split[2]!), "pattern", where) };
}

/** The paths file_contains requirements name: read back from the checkout with the changed files. */
export function requiredFiles(requirements: readonly Requirement[]): string[] {
  return requirements.flatMap((r) => (r.kind === "file_contains" ? [r.path] : []));
}
