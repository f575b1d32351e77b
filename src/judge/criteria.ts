/**
 * Rubrics: markdown files in the top-level `criteria/` folder (or a user's file). Layout:
 * optional front matter (deterministic settings), `# title`, optional `## Ground Truth Note`,
 * `## Criteria`, then `### Criterion Name {#optional_id}` with its instruction. HTML comments are
 * author notes the judge never sees. The parser and the resolver fail closed: a rubric that cannot
 * be used is an input error, never a silent default that could approve what its author meant to stop.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { InputError, oneLine } from "../errors.js";
import { type Requirement, RequirementError, parseRequirement } from "../checks/requirements-spec.js";

export const PRESETS = ["coding", "debug", "terminal", "swe"] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = "coding";

export interface Criterion {
  id: string;
  name: string;
  instruction: string;
}
export interface RubricSettings {
  /** Check ids that block in this rubric; null keeps the pipeline's defaults. */
  blocking: string[] | null;
  /** Extra regular expressions (sources) for commands that count as verification. */
  verification: string[];
  /** Typed requirements (`requirements:` items), each checked as its own blocking check. */
  requirements?: Requirement[];
}
export interface Rubric {
  title: string;
  groundTruthNote: string;
  criteria: Criterion[];
  settings: RubricSettings;
  /** `preset:<name>` or the file path it came from. */
  source: string;
}

const SETTING_KEYS = ["blocking", "verification", "requirements"] as const;
/** Ids become cache keys and report fields; a bound keeps them readable. */
const MAX_ID_LENGTH = 40;

function slug(text: string): string {
  const id = text.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  return id.slice(0, MAX_ID_LENGTH).replace(/_+$/, "") || "criterion";
}

function unquote(value: string): string {
  const v = value.trim();
  return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v;
}

/** A small front-matter subset: `key: [a, b]`, `key: value`, or `key:` then `- item` lines. */
export function parseFrontMatter(block: string, source: string): RubricSettings {
  const values = new Map<string, string[]>();
  let current: string | null = null;
  for (const raw of block.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trimEnd();
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    const item = /^\s*-\s+(.*)$/.exec(line);
    if (item && current !== null) {
      values.get(current)!.push(unquote(item[1]!));
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) throw new InputError(`${source}: front matter line not understood: ${line.trim()}`);
    const key = pair[1]!;
    if (!(SETTING_KEYS as readonly string[]).includes(key)) {
      throw new InputError(`${source}: unknown front matter key "${key}" (known: ${SETTING_KEYS.join(", ")})`);
    }
    const value = pair[2]!.trim();
    const list = /^\[(.*)\]$/.exec(value);
    values.set(key, list ? list[1]!.split(",").map(unquote).filter((v) => v !== "") : value === "" ? [] : [unquote(value)]);
    current = key;
  }
  const verification = values.get("verification") ?? [];
  for (const pattern of verification) {
    try {
      new RegExp(pattern, "i");
    } catch (error) {
      throw new InputError(`${source}: verification pattern ${JSON.stringify(pattern)} is not a regular expression: ${oneLine(error)}`);
    }
  }
  const requirements = (values.get("requirements") ?? []).map((item) => parseRequirement(item, source));
  return { blocking: values.get("blocking") ?? null, verification, requirements };
}

function splitFrontMatter(text: string, source: string): { settings: RubricSettings; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return { settings: { blocking: null, verification: [] }, body: text };
  return { settings: parseFrontMatter(match[1]!, source), body: text.slice(match[0].length) };
}

/** Parses a rubric; throws InputError when it has no criteria or a criterion has no instruction. */
export function parseRubric(markdown: string, source: string): Rubric {
  const { settings, body } = splitFrontMatter(markdown.replace(/<!--[\s\S]*?-->/g, ""), source);
  let title = "";
  let groundTruthNote = "";
  const criteria: Criterion[] = [];
  let section: "note" | "criteria" | null = null;
  let buffer: string[] = [];
  let current: { id: string; name: string } | null = null;
  const flush = (): void => {
    const text = buffer.join("\n").trim();
    if (current !== null) criteria.push({ ...current, instruction: text });
    else if (section === "note" && groundTruthNote === "") groundTruthNote = text;
    current = null;
    buffer = [];
  };
  for (const line of body.split(/\r?\n/)) {
    if (/^#\s/.test(line)) {
      if (title === "") title = line.slice(2).trim();
    } else if (/^##\s/.test(line)) {
      flush();
      const heading = line.slice(3).trim().toLowerCase();
      section = heading.includes("ground truth") ? "note" : heading.includes("criteri") ? "criteria" : null;
    } else if (/^###\s/.test(line) && section === "criteria") {
      flush();
      const heading = line.slice(4).trim();
      const anchored = /^(.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(heading);
      const name = anchored ? anchored[1]!.trim() : heading;
      let id = anchored ? anchored[2]! : slug(heading);
      for (let n = 2; criteria.some((c) => c.id === id); n += 1) id = `${anchored ? anchored[2]! : slug(heading)}_${n}`;
      current = { id, name };
    } else buffer.push(line);
  }
  flush();
  if (criteria.length === 0) {
    throw new InputError(`${source}: no criteria found; add a "## Criteria" section with "### Criterion Name" headings`);
  }
  const blank = criteria.filter((c) => c.instruction === "").map((c) => c.id);
  if (blank.length > 0) throw new InputError(`${source}: criteria without an instruction: ${blank.join(", ")}`);
  return { title: title || source, groundTruthNote, criteria, settings, source };
}

/**
 * The shipped `criteria/` folder, found relative to this module: `../criteria/` from the bundle in
 * `dist/`, `../../criteria/` from `src/judge/`. Paths are joined at run time so the bundler leaves
 * them alone instead of relocating the folder.
 */
export function criteriaDir(): string {
  const ups = ["..", "../.."];
  for (const up of ups) {
    const dir = fileURLToPath(new URL([up, "criteria", ""].join("/"), import.meta.url));
    if (existsSync(`${dir}${DEFAULT_PRESET}.md`)) return dir;
  }
  throw new Error(`the criteria/ folder is missing next to ${fileURLToPath(import.meta.url)}; the build must ship it`);
}

export function loadPreset(name: Preset): Rubric {
  const rubric = parseRubric(readFileSync(`${criteriaDir()}${name}.md`, "utf8"), `preset:${name}`);
  return { ...rubric, source: `preset:${name}` };
}

function isPreset(value: string): value is Preset {
  return (PRESETS as readonly string[]).includes(value);
}

function loadRubric(presetOrPath: string): Rubric {
  if (isPreset(presetOrPath)) return loadPreset(presetOrPath);
  if (!existsSync(presetOrPath) || !statSync(presetOrPath).isFile()) {
    throw new InputError(`"${presetOrPath}" is neither a preset (${PRESETS.join(", ")}) nor a rubric file`);
  }
  return parseRubric(readFileSync(presetOrPath, "utf8"), presetOrPath);
}

export interface ResolvedCriteria {
  rubric: Rubric;
  /** Why the default preset is used instead of what was asked; null when it was not. */
  fallbackReason: string | null;
}

/**
 * A preset name or a rubric file. Any problem (a typo in a preset name, a missing or broken file)
 * is an InputError naming the criteria and what to do: a default in its place could approve work
 * the rubric's author meant to stop. `fallbackReason` stays in the shape for callers; it is null.
 */
export function resolveCriteria(presetOrPath?: string | null): ResolvedCriteria {
  const wanted = presetOrPath?.trim() || DEFAULT_PRESET;
  try {
    return { rubric: loadRubric(wanted), fallbackReason: null };
  } catch (error) {
    if (wanted === DEFAULT_PRESET || error instanceof RequirementError || !(error instanceof InputError)) throw error;
    throw new InputError(`criteria "${wanted}" cannot be used: ${oneLine(error)}; give a preset (${PRESETS.join(", ")}) or a rubric file`);
  }
}

/** The rubric's verification patterns compiled (validated at parse time). */
export function verificationPatterns(rubric: Rubric): RegExp[] {
  return rubric.settings.verification.map((source) => new RegExp(source, "i"));
}
