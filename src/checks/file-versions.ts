import { comparable } from "../shell/windows-paths.js";
import type { Edit, Trajectory } from "../model.js";
import { parseSedScript, rangeKeepingChange, undoes, type SedCommand } from "../shell/sed-script.js";
import { deletesOriginalLines } from "./original-lines.js";
import { unwrap } from "../shell/wrappers.js";
import { restoredFiles } from "./git-restore.js";
import { samePath } from "./paths.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";

/**
 * Which version of each file the work was at after each call: the original (0), or the version
 * an edit made. A command that brings a file back to a version it had before names that version
 * again instead of a new one: `git checkout f` (the original), `mv f.bak f` after `cp f f.bak`
 * (the copy's), a `sed -i` or an edit tool's replacement that reverses the file's last such change
 * (the version before it, so a revert of a revert is the first change again). Any other write makes
 * a new version.
 */

/** A file's version: 0 is the original; each other number is the content one edit made. */
type Version = number;
const ORIGINAL: Version = 0;

/**
 * A change that a later one can reverse: a sed script, or an edit tool's replacement of one text by
 * another; or a sed script this reader does not parse (`441c\\ …`), or a script file the agent ran
 * whose code the transcript shows, known only by its text: run again on the same version it makes
 * the same version, and nothing is read as its reverse.
 */
type Reversible = { kind: "sed"; sed: SedCommand } | { kind: "replace"; old: string; new: string } | { kind: "script"; text: string };

/** The last reversible change of a file, and the versions it went from and to. */
interface ReversibleStep {
  change: Reversible;
  before: Version;
  after: Version;
}

/** A change as its text: two equal keys make the same edit. */
function changeKey(change: Reversible): string {
  if (change.kind === "script") return `script\u0000${change.text}`;
  return change.kind === "sed" ? `sed\u0000${JSON.stringify(change.sed)}` : `replace\u0000${change.old}\u0000${change.new}`;
}

/**
 * True when `later` puts back what `earlier` changed: the inverse sed, or the same replacement the other way.
 * A delete that leaves only the empty lines an insert ended in puts back the code (undone-edits.ts reads it so).
 */
function reverses(later: Reversible, earlier: Reversible): boolean {
  if (later.kind === "sed" && earlier.kind === "sed") return undoes(later.sed, earlier.sed) || undoes(later.sed, earlier.sed, true);
  if (later.kind === "replace" && earlier.kind === "replace") return later.old === earlier.new && later.new === earlier.old && later.old !== later.new;
  return false;
}

export interface WorkVersions {
  /** The version of each of `paths` once the call had run. */
  after(call: number): readonly Version[];
  /** The versions at the end of the transcript. */
  final: readonly Version[];
}

class Files {
  private readonly versions = new Map<string, Version>();
  private readonly reversible = new Map<string, ReversibleStep>();
  /** The version each change made from each version of a file: a change is a function of the text it is given. */
  private readonly made = new Map<string, Version>();
  /** Versions a range-keeping change made (`58,60c\…`), and the version they differ from only inside that range. */
  private readonly insideOnly = new Map<Version, { range: string; base: Version }>();
  private stashed: Map<string, Version> | null = null;
  private next = ORIGINAL + 1;
  /**
   * The known files by their last name, in the order they became known: two names of one file end alike, so a name is
   * compared only with those. Comparing it with every known file, for each of the work's files after each call, was
   * cubic: 157 s of `verify` on the bench's 100 MB session of 15,874 calls (bench/RESULTS.md Run 63).
   */
  private readonly byName = new Map<string, string[]>();
  /** The versions of `paths` as last read, while no version has changed since. */
  private kept: Version[] | null = null;

  constructor(private readonly paths: readonly string[]) {}

  /** The key of a known file that the name names (`/testbed/a.py` and `a.py`), or the name itself. */
  private key(name: string): string {
    for (const known of this.byName.get(lastName(name)) ?? []) if (samePath(known, name)) return known;
    return name;
  }

  /** Sets a key's version, making the key known. */
  private put(key: string, version: Version): void {
    if (!this.versions.has(key)) this.byName.set(lastName(key), [...(this.byName.get(lastName(key)) ?? []), key]);
    this.versions.set(key, version);
    this.kept = null;
  }

  version(name: string): Version {
    return this.versions.get(this.key(name)) ?? ORIGINAL;
  }

  set(name: string, version: Version): void {
    const key = this.key(name);
    this.put(key, version);
    this.reversible.delete(key);
  }

  fresh(name: string): Version {
    const version = this.next++;
    this.set(name, version);
    return version;
  }

  /** `sed -i SCRIPT f`, an edit tool's replacement: back to the version before the file's last such change when it reverses it. */
  change(name: string, change: Reversible): void {
    const key = this.key(name);
    const current = this.version(key);
    const last = this.reversible.get(key);
    // a change of numbered lines that keeps their count reads only the lines outside them: on a version
    // that differs from another only inside that range (a change of it made it), it gives the same file
    const range = change.kind === "sed" ? rangeKeepingChange(change.sed) : null;
    const inside = range === null ? undefined : this.insideOnly.get(current);
    const from = inside !== undefined && inside.range === range ? inside.base : current;
    // the same change made again to the same version (`git checkout f`, then the first sed again) gives the same version
    const made = `${key}\u0000${from}\u0000${changeKey(change)}`;
    const reversal = last !== undefined && last.after === current && reverses(change, last.change);
    const version = reversal ? last.before : (this.made.get(made) ?? this.next++);
    this.made.set(made, version);
    if (range !== null && !reversal) this.insideOnly.set(version, { range, base: from });
    this.put(key, version);
    this.reversible.set(key, { change, before: current, after: version });
  }

  restoreAll(): void {
    for (const key of this.versions.keys()) this.set(key, ORIGINAL);
  }

  stash(): void {
    this.stashed = new Map(this.versions);
    this.restoreAll();
  }

  unstash(): void {
    if (this.stashed === null) return;
    for (const [key, version] of this.stashed) this.set(key, version);
    this.stashed = null;
  }

  /** The versions of the work's files now; the same array while none changed (callers only read it). */
  snapshot(): Version[] {
    this.kept ??= this.paths.map((path) => this.version(path));
    return this.kept;
  }
}

/** A path's last name, as samePath compares names (a Windows path with forward slashes). */
function lastName(path: string): string {
  const forward = comparable(path);
  return forward.slice(forward.lastIndexOf("/") + 1);
}

/** The versions of `paths` (the work's files) after every call. */
export function workVersions(trajectory: Trajectory, edits: readonly Edit[], paths: readonly string[]): WorkVersions {
  const files = new Files(paths);
  const byCall = new Map<number, Edit[]>();
  for (const edit of edits) if (edit.toolCall !== null) byCall.set(edit.toolCall, [...(byCall.get(edit.toolCall) ?? []), edit]);
  const states: Version[][] = [];
  trajectory.toolCalls.forEach((call, index) => {
    const edited = byCall.get(index) ?? [];
    // the call's status settles a chain: with exit 0 every command of its last `&&` chain ran
    const line = call.command === null ? null : simpleCommands(call.command, undefined, call.exitCode);
    const handled = line === null ? replaced(files, call.input, edited)
      : line.flatMap((command) => apply(files, command, edited, trajectory));
    // an edit the commands do not account for (an edit tool, a script the agent ran) is a new version,
    // but a script whose code the transcript shows, run again on the same version, writes the same one
    for (const edit of edited) {
      if (handled.some((name) => samePath(name, edit.path))) continue;
      if (edit.byScript === undefined) files.fresh(edit.path);
      else files.change(edit.path, { kind: "script", text: `run\u0000${edit.byScript}` });
    }
    states.push(files.snapshot());
  });
  return { after: (call) => states[call] ?? files.snapshot(), final: files.snapshot() };
}

/** Fields in which edit tools carry the text they replace and its replacement (Claude Edit, str_replace_editor). */
const REPLACE_FIELDS: ReadonlyArray<readonly [string, string]> = [["old_string", "new_string"], ["old_str", "new_str"]];

/** An edit tool's single replacement in one file; returns the names it accounted for. */
function replaced(files: Files, input: unknown, edits: readonly Edit[]): string[] {
  if (typeof input !== "object" || input === null || edits.length !== 1) return [];
  const record = input as Record<string, unknown>;
  for (const [oldField, newField] of REPLACE_FIELDS) {
    const [before, after] = [record[oldField], record[newField]];
    if (typeof before !== "string" || typeof after !== "string" || record.replace_all === true) continue;
    files.change(edits[0]!.path, { kind: "replace", old: before, new: after });
    return [edits[0]!.path];
  }
  return [];
}

/** One command's effect on the files' versions; returns the names it accounted for. */
function apply(files: Files, command: SimpleCommand, edited: readonly Edit[], trajectory: Trajectory): string[] {
  const unwrapped = unwrap(command.words);
  const argv = "argv" in unwrapped ? unwrapped.argv : [];
  const certain = command.certainty === "ran" && !command.nested;
  const [tool, verb] = argv;
  if (certain && tool === "git" && verb === "stash") {
    const action = argv.slice(2).find((word) => !word.startsWith("-")) ?? "push";
    if (action === "push" || action === "save") files.stash();
    else if (action === "pop" || action === "apply") files.unstash();
    return [];
  }
  const restored = certain ? restoredFiles(argv) : null;
  if (restored !== null) {
    for (const path of restored) if (path === ".") files.restoreAll();
    else files.set(path, ORIGINAL);
    return restored;
  }
  const operands = argv.slice(1).filter((word) => !word.startsWith("-"));
  if (certain && (tool === "cp" || tool === "mv") && operands.length === 2 && !argv.slice(1).some((word) => /^-\w*[rRt]/.test(word))) {
    const [source, target] = operands as [string, string];
    // `cp f dir/` writes dir/f: only a copy onto a file name is followed
    if (/\/$/.test(target)) return [];
    files.set(target, files.version(source));
    if (tool === "mv") files.fresh(source);
    return [source, target];
  }
  if (certain && tool === "sed" && argv.some((word) => /^-[a-zA-Z]*i/.test(word)) && operands.length === 2) {
    const sed = parseSedScript(operands[0]!);
    // a delete whose pattern matched the file before any edit took original lines too: it reverses nothing
    const plain = sed === null || deletesOriginalLines(trajectory, operands[1]!, sed);
    files.change(operands[1]!, plain ? { kind: "script", text: argv.join("\u0000") } : { kind: "sed", sed });
    return [operands[1]!];
  }
  // inline code the transcript shows (`python3 -c "…"`), run again on the same content, writes the same
  for (const name of command.writes) {
    const by = edited.find((edit) => edit.byScript !== undefined && samePath(edit.path, name))?.byScript;
    if (by === undefined) files.fresh(name);
    else files.change(name, { kind: "script", text: `run\u0000${by}` });
  }
  return [...command.writes];
}

/** True when the two states name the same version of every file. */
export function sameVersions(a: readonly Version[], b: readonly Version[]): boolean {
  return a.length === b.length && a.every((version, index) => version === b[index]);
}
