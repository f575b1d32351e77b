import { stashedAwayNote, unpoppedStashes } from "./stashed-away.js";
import { preexistingChanges, type Preexisting } from "./preexisting-changes.js";
import { workFacts } from "./work-facts.js";
import type { CheckResult, Edit, Evidence, ToolCall } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import type { CheckContext } from "./context.js";
import { formats, formatterRuns } from "./formatters.js";
import { toolOutputRuns, writtenByTool } from "./tool-outputs.js";
import { replacedInLine, replacedLines } from "./partial-lines.js";
import { buildWrites } from "./build-writes.js";
import { isCodeFile } from "./code-files.js";

export { isCodeFile };
import { patchedDependencies } from "./dependency-patches.js";
import { capturedCheckOutput } from "./captured-output.js";
import { certainLeftovers, isOwnCheckScript, MADE_BACKUP, scratchEvidence, scratchFilesInPr } from "./scratch-in-pr.js";
import { discardedChanges, noneOfTheWork } from "./none-of-the-work.js";
import { debugLeftovers, debugLeftoversNote } from "./debug-leftovers.js";
import { addedPrints, addedPrintsNote } from "./added-prints.js";
import { constantGuards, constantGuardsNote } from "./constant-guards.js";
import { removedNameEvidence, removedNamesNote, removedPublicNames } from "./removed-api.js";
import { clip, evidence, named, stepLabel } from "./quote.js";
import { shownChanged, type ShownChanged } from "./swept-in.js";
import { sameFile, samePath } from "./paths.js";
import { sedRestoredPaths } from "./undone-edits.js";
import { isGeneratedPath, restoredAfterEdits, restoredPaths, transientPaths, workEdits } from "./work.js";
import { escapeRegExp, plural } from "../words.js";
import { simpleCommands } from "./simple-commands.js";

export const EDITS_MATCH_DIFF = "edits_match_diff";
/** At most this many paths are quoted per finding; the rest are counted. */
const MAX_LISTED_PATHS = 5;
/** CI pipelines: GitHub Actions workflows, GitLab CI, CircleCI, Azure Pipelines, Jenkins. */
const CI_CONFIG = /^\.github\/workflows\/|(?:^|\/)(?:\.gitlab-ci\.ya?ml|azure-pipelines\.ya?ml|Jenkinsfile)$|^\.circleci\//;
/** Source files in the common languages: a change to one that the transcript does not explain is unverified code. */
/** Lines shorter than this (`}`, `end`, `return`) say nothing about who wrote a change. */
const MIN_SIGNIFICANT_CHARS = 8;
/**
 * When the transcript carries the text of every edit to a file, at least this share of the PR's
 * added lines must be text it wrote; a formatter run afterwards may reword some of them.
 */
const MIN_EXPLAINED_SHARE = 0.5;
/** Input fields in which edit tools carry the text they write (Claude Edit/Write/MultiEdit, str_replace_editor, Gemini). */
const WRITTEN_FIELDS = ["new_string", "content", "file_text", "new_str", "newText", "new_content"];


/**
 * Compares the PR's changes with the transcript's edits. A PR file the transcript never touched is
 * unexplained; an edit whose text the transcript carries must show in the PR's added lines. A code
 * change the transcript does not explain, or a transcript whose readable edits touch none of the
 * PR's files, leaves the PR's changes unknown: the check is then required, so the verdict is
 * `neutral` at most. Paths match when one ends with the other on a path boundary.
 */
export function editsMatchDiff({ trajectory, diff, runs }: CheckContext): CheckResult {
  const base = { id: EDITS_MATCH_DIFF, blocking: false };
  if (diff === null) return { ...base, required: false, status: "skip", summary: "No PR diff given.", evidence: [] };
  // a file a runner rewrote (`jest -u`'s snapshots) is explained by that run below, as a formatter's is
  const edits = workEdits(trajectory.edits.filter((edit) => edit.byRunner !== true), trajectory.task, workFacts(trajectory));
  const edited = [...new Set(edits.map((edit) => edit.path))];
  const changed = diff.flatMap((file) => (file.oldPath ? [file.path, file.oldPath] : [file.path]));
  const names = (file: DiffFile) => (file.oldPath === null ? [file.path] : [file.path, file.oldPath]);
  // a relative name is read from the repository's root, as the PR's are: `requests/cookies.py` is not
  // `build/lib/requests/cookies.py`; an absolute one is the PR file its path ends with
  const touches = (file: DiffFile) => edited.some((path) => names(file).some((name) => sameFile(path, name)));
  // a file the agent's own code saves (`p.save("test_plot.png")`) was written by a run of that code
  const touched = diff.filter(touches);
  const untouched = diff.filter((file) => !touched.includes(file));
  const saved = untouched.length === 0 ? [] : savedByCode(trajectory.toolCalls);
  const savedAs = (name: string) => {
    const pattern = savingPattern(name);
    return pattern !== null && saved.some((text) => pattern.test(text));
  };
  const savedByAgent = (file: DiffFile) => names(file).some(savedAs);
  // a file a formatter it ran rewrote (`black src/`) was changed by that run
  const formatted = formatterRuns(trajectory.toolCalls);
  // and one a package manager or a snapshot update wrote by what it is (`npm install x`: package-lock.json)
  const tools = toolOutputRuns(trajectory.toolCalls);
  const byTool = (file: DiffFile) =>
    [...formatted.filter((run) => run.paths.some((path) => names(file).some((name) => formats(path, name)))),
      ...tools.filter((run) => names(file).some((name) => writtenByTool(run, name)))].sort((a, b) => a.step - b.step).at(-1);
  // and one a build wrote, as its log or the status it printed right after shows (build-writes.ts)
  const built = buildWrites(trajectory.toolCalls, runs, untouched.map((file) => file.path));
  const builtBy = (file: DiffFile) => {
    const write = built.get(file.path);
    return write === undefined ? undefined : { command: write.command, paths: [], step: write.step };
  };
  const formattedBy = (file: DiffFile) => byTool(file) ?? builtBy(file);
  const unexplained = untouched.filter((file) => !savedByAgent(file) && formattedBy(file) === undefined);
  const shown = shownChanged(trajectory.toolCalls, trajectory.messages, unexplained.map((file) => file.path));
  const editsOf = (file: DiffFile) => edits.filter((edit) => samePath(edit.path, file.path));
  // text a formatter rewrote after the agent wrote it is not the text it wrote
  const reformattedAfter = (file: DiffFile) => (formattedBy(file)?.step ?? -1) > (editsOf(file).at(-1)?.step ?? Infinity);
  const mismatched = touched.filter((file) => contentDiffers(file, editsOf(file), trajectory.toolCalls) && !reformattedAfter(file));
  // an absolute path that matches no PR file may lie outside the repository: not a finding
  // a scratch file created and deleted, or a tool's cache, never reaches a PR: not missing from it
  // a deletion the PR does not carry was of something untracked (cleanup), and a file the agent
  // put back with git (`git checkout -- f`, `git restore f`) keeps no change
  const transient = transientPaths(trajectory.edits);
  const restored = restoredPaths(trajectory);
  const lastKind = (path: string) => edits.findLast((edit) => edit.path === path)?.kind;
  // a file whose sed edits later seds reversed, one by one, ends as it began
  const undone = sedRestoredPaths(trajectory, edits);
  const reverted = (path: string) => [...undone].some((other) => samePath(other, path)) || restoredAfterEdits(path, edits, restored);
  // a change set aside by a `git stash` nothing brought back, that the PR lacks: the checks ran on what it does not hold
  const stashedAway = unpoppedStashes(edited, restored, (path) => !transient.has(path) && lastKind(path) !== "delete"
    && ![...undone].some((other) => samePath(other, path))
    && !restoredAfterEdits(path, edits, restored.filter((item) => item.stash !== true))
    && restoredAfterEdits(path, edits, restored) && !path.startsWith("/") && !changed.some((other) => samePath(path, other)),
  (call) => trajectory.toolCalls[call]?.step ?? call);
  const persists = (path: string) => !transient.has(path) && !isGeneratedPath(path) && lastKind(path) !== "delete" && !reverted(path);
  const kept = edited.filter((path) => persists(path) && !path.startsWith("/") && !changed.some((other) => samePath(path, other)));
  // a script the agent wrote and ran as its own check, left out of the PR, is where a scratch file belongs
  const ownScripts = kept.filter((path) => isOwnCheckScript(path, runs));
  // a check's output the agent captured (`pytest | tee out.txt`) is what the check printed, not work the PR lacks
  const missing = kept.filter((path) => !ownScripts.includes(path) && !capturedCheckOutput(path, edits, trajectory.toolCalls));
  // a PR that deletes a whole file of the repository asks a person, however it came about (a cleanup
  // `rm` that named a tracked file beside the agent's scratch files deletes it too)
  const deleted = diff.filter((file) => file.status === "deleted");
  const deletedBy = (file: DiffFile) => edits.findLast((edit) => edit.kind === "delete" && samePath(edit.path, file.path));
  // a script the agent ran as its own check, or a backup copy, that the PR adds: not part of the change
  // a file the PR adds that no step edited and the agent's code saved, not code (`p.save("test_plot.png")`): its output swept in
  const savedOutputs = untouched.filter((file) => file.status === "added" && savedByAgent(file) && !isCodeFile(file.path))
    .map((file) => ({ file, why: "an output its own code saved", step: null }));
  // what a build made that the PR adds, where the PR changes none of that build's tracked outputs: swept in
  const builtOutputs = untouched.filter((file) => file.status === "added" && byTool(file) === undefined && built.has(file.path))
    .filter((file) => !diff.some((other) => other.status === "modified" && built.get(other.path)?.step === built.get(file.path)!.step))
    .map((file) => ({ file, why: `written by \`${clip(built.get(file.path)!.command, 40)}\``, step: built.get(file.path)!.step }));
  const scratch = [...scratchFilesInPr(diff, runs, edits, trajectory.toolCalls), ...savedOutputs];
  // every PR file the agent's own, its changes put back by git: the PR merges none of what was checked
  const putBack = edited.filter((path) => !path.startsWith("/") && !changed.some((other) => samePath(path, other)) && !transient.has(path)
    && !isGeneratedPath(path) && lastKind(path) !== "delete" && !isOwnCheckScript(path, runs));
  const checkedBetween = (after: number, before: number) => runs.some((run) => run.step > after && run.step < before);
  const passedAfter = (step: number) => runs.some((run) => run.step > step && run.outcome === "passed");
  const discarded = discardedChanges(putBack, edits, restored, trajectory.toolCalls);
  const none = noneOfTheWork(diff, scratch, discarded, { checkedBetween, passedAfter });
  if (none !== null) return { ...base, blocking: true, required: true, status: "fail", summary: none.summary, evidence: [...none.evidence, ...scratch.map(scratchEvidence)] };
  // an installed dependency the agent patched in place: the checks ran with it, and no PR carries it
  const patched = patchedDependencies(trajectory.edits);
  const findings = [
    ...deleted.map((file) => evidence(deletedBy(file)?.step ?? null, `deleted by the PR: ${file.path}`, file.path)),
    ...patched.map((edit) => evidence(edit.step, `an installed dependency patched in place, which no PR carries: ${edit.path}`, edit.path)),
    ...scratch.map(scratchEvidence),
    ...builtOutputs.map(scratchEvidence),
    ...unexplainedEvidence(unexplained.map((file) => file.path), shown),
    ...listed(mismatched.map((file) => file.path), "the PR's added lines are not the text the transcript wrote"),
    ...listed(missing, "edited in the transcript, not in the PR"),
    ...stashedAway.map(({ path, step }) => evidence(step, `set aside by git stash and never brought back, not in the PR: ${path}`, path)),
  ];
  if (diff.length > 0 && touched.length === 0) {
    // edits made by programs the agent ran cannot all be read: unknown, not proof of another diff
    const files = diff.length === 1 ? "do not touch the file" : `touch none of the ${diff.length} files`;
    // the files the agent changed and kept are not in it either: the PR holds none of its work
    const left = missing.length === 0 ? ""
      : `, and ${missing.length === 1 ? "the file they changed" : `the ${missing.length} files they changed`}, ${missing.slice(0, MAX_LISTED_PATHS).map(named).join(", ")}${missing.length > MAX_LISTED_PATHS ? ", …" : ""}, ${missing.length === 1 ? "is" : "are"} not in the PR: it holds none of the agent's changes`;
    const summary = `The transcript's readable edits ${files} the PR changes${left}. How the PR's changes were made is unknown (a program the agent ran may have written them).`;
    return { ...base, required: true, status: "warn", summary, evidence: findings };
  }
  // a debugger stop or a debug print the agent left in library code ships to every caller
  const leftovers = debugLeftovers(diff, trajectory.toolCalls);
  const prints = leftovers.length === 0 ? addedPrints(diff, trajectory.toolCalls, trajectory.task) : [];
  const removedApi = removedPublicNames(diff, trajectory.task);
  const guards = constantGuards(diff, trajectory.toolCalls);
  const lists = [unexplained, missing, mismatched, deleted, scratch, builtOutputs, patched, stashedAway, leftovers, prints, removedApi,
    guards];
  const findingCount = lists.reduce((sum, list) => sum + list.length, 0);
  if (findingCount === 0) {
    const reformatted = untouched.filter((file) => formattedBy(file) !== undefined);
    const by = reformatted.length === 0 ? "" : `, or a tool it ran rewrote (${reformatted.slice(0, MAX_LISTED_PATHS).map((file) => named(file.path)).join(", ")}: \`${clip(formattedBy(reformatted[0]!)!.command, 40)}\`, ${stepLabel(formattedBy(reformatted[0]!)!.step)})`;
    const same = `${diff.length === 1 ? "The file the PR changes is the file" : `The ${diff.length} files the PR changes are the files`} the agent edited${by}`;
    return { ...base, required: false, status: "pass", summary: `${same}${ownScriptsNote(ownScripts)}.`, evidence: [] };
  }
  // a CI workflow runs code on the repository's behalf: unexplained, it is held as code is
  const unexplainedCode = unexplained.filter((file) => isCodeFile(file.path) || CI_CONFIG.test(file.path));
  const deletes = deleted.length === 0 ? ""
    : `The PR deletes ${plural(deleted.length, "file")} of the repository (${deleted.slice(0, MAX_LISTED_PATHS).map((file) => named(file.path)).join(", ")}): a person should confirm that is meant.`;
  // a copy of a work file the agent kept and the PR ships is a leftover for certain: the PR must lose it before it merges;
  // so are its excerpts, drafts, editing scripts and saved outputs (a backup copy is said in its own sentence below)
  const backups = scratch.filter((found) => found.why.startsWith(MADE_BACKUP));
  const leftBehind = certainLeftovers(scratch, trajectory.task).filter((found) => !backups.includes(found));
  const leftIn = scratch.length === 0 ? ""
    // no count: a fixture or helper it made and never ran by name is not told apart from the change
    : `The PR adds files the agent made for its own use (${scratch.slice(0, MAX_LISTED_PATHS).map((found) => `${named(found.file.path)}, ${found.why}`).join("; ")}): not part of the change.`
      + (leftBehind.length === 0 ? "" : ` ${leftBehind.map((found) => named(found.file.path)).join(", ")} must be taken out before it merges.`);
  const parts = [
    unexplained.length > 0 ? `${plural(unexplained.length, "PR file")} the transcript never touched (${codeCount(unexplained.map((file) => file.path))})${sweptNote(unexplained.length, shown)}` : "",
    mismatched.length > 0 ? `${plural(mismatched.length, "file")} whose PR changes are not the text the transcript wrote` : "",
    missing.length > 0 ? `${plural(missing.length, "edited file")} absent from the PR` : "",
  ].filter(Boolean);
  const required = unexplainedCode.length > 0 || mismatched.length > 0 || deleted.length > 0 || scratch.length > 0 || patched.length > 0
    || stashedAway.length > 0 || prints.length > 0 || removedApi.length > 0 || guards.length > 0;
  // a change an output showed before the agent's first edit was in the working tree when it began
  const pre = preexistingChanges(trajectory, unexplained, diff);
  const explained = (file: DiffFile) => pre.some((item) => item.path === file.path);
  const tail = (unexplainedCode.some((file) => !explained(file)) || mismatched.length > 0 ? " The transcript does not explain these code changes." : "")
    + preexistingNote(pre);
  const disagree = parts.length === 0 ? "" : `The PR and the transcript disagree: ${parts.join("; ")}.${tail}`;
  const preEvidence = pre.map((item) => evidence(item.step, item.line === null
    ? `before the agent's first edit of the PR's files: ${item.path} was there already (a listing names it)`
    : `before the agent's first edit of the PR's files: ${item.path} already held ${item.line}${item.pip ? " (pip read it)" : ""}`, item.path));
  const summary = [addedPrintsNote(prints), constantGuardsNote(guards), stashedAwayNote(stashedAway), deletes, removedNamesNote(removedApi), leftIn, builtOutputsNote(builtOutputs), patchedNote(patched), disagree].filter(Boolean).join(" ");
  // each is a leftover for certain, as is what a build wrote that the repository does not keep (a wheel, `build/lib`,
  // `*.egg-info`, said in its own sentence) and a debugger stop in library code
  if (backups.length > 0 || leftBehind.length > 0 || builtOutputs.length > 0 || leftovers.length > 0) {
    const remove = backups.length === 0 ? ""
      : `The PR ships ${backups.length === 1 ? "a backup copy" : "backup copies"} of the agent's own making: ${backups.length === 1 ? "it" : "they"} must be taken out before it merges. `;
    const lead = `${debugLeftoversNote(leftovers)}${remove}`;
    return { ...base, blocking: true, required: true, status: "fail", summary: `${lead}${summary}`.trim(), evidence: [...leftovers, ...findings, ...preEvidence] };
  }
  return { ...base, required, status: "warn", summary, evidence: [...prints, ...guards, ...findings, ...removedNameEvidence(removedApi), ...preEvidence] };
}

/**
 * " `setup.py` was already changed before the agent's first edit of the PR's files: step 20 shows `'Jinja2<3.0',`."
 * and " `build/lib/a.py` and 22 more were there already before …: step 3 lists them." for files a listing named.
 */
function preexistingNote(pre: readonly Preexisting[]): string {
  const changed = pre.filter((item) => item.line !== null);
  const listed = pre.filter((item) => item.line === null);
  const which = (items: readonly Preexisting[]) =>
    items.slice(0, MAX_LISTED_PATHS).map((item) => named(item.path)).join(", ") + (items.length > MAX_LISTED_PATHS ? ` and ${items.length - MAX_LISTED_PATHS} more` : "");
  const first = (items: readonly Preexisting[]) => items.reduce((earliest, item) => (item.step < earliest.step ? item : earliest));
  const cited = changed.length === 0 ? null : first(changed);
  // pip's output names the line's requirements as it read them from the project's files, not the line itself
  const [shows, from] = cited?.pip ? ["shows pip reading", " from it"] : ["shows", ""];
  const shown = cited === null ? ""
    : ` ${which(changed)} ${changed.length === 1 ? "was" : "were"} already changed before the agent's first edit of the PR's files: ${stepLabel(cited.step)} ${shows} ${named(cited.line!)}${from}.`;
  const there = listed.length === 0 ? ""
    : ` ${which(listed)} ${listed.length === 1 ? "was" : "were"} there already before the agent's first edit of the PR's files: ${stepLabel(first(listed).step)} lists ${listed.length === 1 ? "it" : "them"}.`;
  return shown + there;
}

/** The code the agent wrote: file tools' contents and the here-documents and `-c` code of its shell lines. */
function savedByCode(calls: readonly ToolCall[]): string[] {
  return calls.flatMap((call) => [
    ...writtenText(call.input),
    ...(call.command === null || !SAVES_SOMETHING.test(call.command) ? [] : codeInLine(call.command)),
  ]).filter((text) => SAVES_SOMETHING.test(text));
}

/** The code a shell line carries: its here-documents and code arguments (`python -c '…'`). */
function codeInLine(command: string): string[] {
  return simpleCommands(command).flatMap((simple) => [...simple.heredocs, ...simple.words.filter((word) => SAVES_SOMETHING.test(word))]);
}

/** A call that may save a file by name (`save(`, `savefig(`, `open(`, `write_text(`): a cheap test before the name is looked for. */
const SAVES_SOMETHING = /\b(?:save|savefig|to_csv|to_json|to_parquet|to_excel|dump|write_text|write_bytes|imwrite|open)\s*\(/;

/** What code that saves a file of this name holds: the name, quoted, as a saving call's first argument; null for a name with no suffix. */
function savingPattern(path: string): RegExp | null {
  const name = path.split("/").at(-1) ?? "";
  if (!/\.\w+$/.test(name)) return null;
  const escaped = escapeRegExp(name);
  const quoted = `f?["'](?:[^"'\\n]*/)?${escaped}["']`;
  // open() saves only in a writing mode: `open("setup.py")` reads it
  const saving = `\\b(?:save|savefig|to_csv|to_json|to_parquet|to_excel|imwrite)\\s*\\(\\s*${quoted}`;
  const opened = `\\bopen\\s*\\(\\s*${quoted}\\s*,\\s*(?:mode\\s*=\\s*)?["'][wax]`;
  const written = `(?:Path\\s*\\(\\s*)?${quoted}\\s*\\)?\\.write_(?:text|bytes)\\s*\\(`;
  return new RegExp(`${saving}|${opened}|${written}`);
}

/** The untouched PR files, each cited at the step whose output first shows it changed, when one does. */
function unexplainedEvidence(paths: string[], shown: ShownChanged[]): Evidence[] {
  const what = "changed in the PR, never touched by the transcript";
  const cited = paths.slice(0, MAX_LISTED_PATHS).map((path) => {
    const seen = shown.find((item) => item.path === path);
    return evidence(seen?.step ?? null, `${what}: ${path}`, path);
  });
  return paths.length > MAX_LISTED_PATHS ? [...cited, ...listed(paths, what).slice(MAX_LISTED_PATHS)] : cited;
}

/** "; step 88 shows them changed in a diff made after the whole tree was staged, …": where they came in. */
function sweptNote(count: number, shown: ShownChanged[]): string {
  if (shown.length === 0) return "";
  const first = shown.reduce((earliest, item) => (item.step < earliest.step ? item : earliest));
  const which = shown.length === count ? (count === 1 ? "it" : "them") : `${shown.length} of them`;
  // the loader kept a long output's ends: the files in its middle are not counted among those it shows
  const kept = first.omitted !== null && shown.length < count
    ? ` (in the ends of its output this report kept; ${first.omitted.toLocaleString("en-US")} characters between were left out)` : "";
  const step = stepLabel(first.step);
  return first.swept
    ? `; ${step} shows ${which}${kept} changed in a diff made after the whole tree was staged, beside the agent's change`
    : `; ${step} shows ${which}${kept} changed in a diff or status it printed, which does not say what changed ${which === "it" ? "it" : "them"}`;
}

function listed(paths: string[], what: string): Evidence[] {
  const shown = paths.slice(0, MAX_LISTED_PATHS).map((path) => evidence(null, `${what}: ${path}`, path));
  if (paths.length > MAX_LISTED_PATHS) shown.push(evidence(null, `… and ${paths.length - MAX_LISTED_PATHS} more ${what}`));
  return shown;
}

/**
 * True when every edit to the file carries its text and too little of what the PR adds is that
 * text. An edit without text (a shell command, a deletion) leaves the file to the path comparison.
 */
function contentDiffers(file: DiffFile, edits: Edit[], calls: ToolCall[]): boolean {
  if (file.binary || edits.length === 0) return false;
  const written: string[] = [];
  const replaced: Array<readonly [string, string]> = [];
  const name = file.path.split("/").at(-1) ?? file.path;
  for (const edit of edits) {
    const call = edit.toolCall === null ? undefined : calls[edit.toolCall];
    // a shell line that never names the file wrote it by other means (the `.orig` a patch keeps): its text is not the file's
    if (call?.command != null && !call.command.includes(name)) return false;
    const text = call === undefined ? [] : writtenText(call.input);
    if (text.length === 0) return false;
    written.push(...text);
    replaced.push(...replacedLines(call!.input));
  }
  const wrote = new Set(significantLines(written.join("\n")));
  const added = file.lines.filter((line) => line.kind === "+").flatMap((line) => significantLines(line.text));
  if (wrote.size === 0 || added.length === 0) return false;
  // an edit of part of a line: the added line is the removed one with the old text changed to the new (partial-lines.ts)
  const removed = new Set(file.lines.filter((line) => line.kind === "-").map((line) => line.text.trim()));
  const explained = added.filter((line) => wrote.has(line) || replacedInLine(line, removed, replaced)).length;
  return explained / added.length < MIN_EXPLAINED_SHARE;
}

/** The text an edit tool call writes: its content fields, MultiEdit's edits, or a patch's added lines. */
export function writtenText(input: unknown): string[] {
  if (typeof input === "string") return patchAdded(input);
  if (typeof input !== "object" || input === null) return [];
  const record = input as Record<string, unknown>;
  const texts = WRITTEN_FIELDS.map((field) => record[field]).filter((value): value is string => typeof value === "string" && value !== "");
  const nested = Array.isArray(record.edits) ? record.edits.flatMap((edit) => writtenText(edit)) : [];
  const patches = Object.values(record).flatMap((value) => (typeof value === "string" ? patchAdded(value) : []));
  return [...texts, ...nested, ...patches];
}

/** Added lines of an apply_patch or unified-diff text; nothing for other text. */
function patchAdded(text: string): string[] {
  if (!/^\*\*\* Begin Patch|^@@ |^\+\+\+ /m.test(text)) return [];
  const lines = text.split(/\r?\n/).filter((line) => line.startsWith("+") && !line.startsWith("+++"));
  return lines.length === 0 ? [] : [lines.map((line) => line.slice(1)).join("\n")];
}

function significantLines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length >= MIN_SIGNIFICANT_CHARS);
}

export { samePath };

/** "; its own check script `reproduce.py` stays out of the PR": named so a count of edits is not read as lost work. */
function ownScriptsNote(scripts: readonly string[]): string {
  if (scripts.length === 0) return "";
  const names = scripts.slice(0, MAX_LISTED_PATHS).map(named).join(", ") + (scripts.length > MAX_LISTED_PATHS ? ", …" : "");
  return scripts.length === 1 ? `; its own check script ${names} stays out of the PR` : `; its own check scripts ${names} stay out of the PR`;
}

/**
 * "The PR adds 8 files a build wrote (`python -m build`, step 9: `build/lib/a/core.py`, …): build outputs, not the
 * change; they must be taken out before it merges."
 */
function builtOutputsNote(outputs: readonly { file: DiffFile; why: string; step: number }[]): string {
  if (outputs.length === 0) return "";
  const first = outputs[0]!;
  const files = outputs.slice(0, MAX_LISTED_PATHS).map((found) => named(found.file.path)).join(", ") + (outputs.length > MAX_LISTED_PATHS ? ", …" : "");
  const by = first.why.replace(/^written by /, "");
  return `The PR adds ${plural(outputs.length, "file")} a build wrote (${by}, ${stepLabel(first.step)}: ${files}): build outputs, not the change; `
    + `${outputs.length === 1 ? "it" : "they"} must be taken out before it merges.`;
}

/**
 * "The agent patched an installed dependency in place (`node_modules/a/index.js`, step 8): no PR carries that change,
 * and the checks after it ran with it."
 */
function patchedNote(patched: readonly Edit[]): string {
  if (patched.length === 0) return "";
  const files = patched.slice(0, MAX_LISTED_PATHS).map((edit) => `${named(edit.path)}, ${stepLabel(edit.step)}`).join("; ");
  return `The agent patched ${patched.length === 1 ? "an installed dependency" : `${patched.length} installed dependency files`} in place (${files}): `
    + "no PR carries that change, and the checks after it ran with it.";
}

/** "3 code", "1 code, 1 CI workflow": what of the unexplained files can run. */
function codeCount(paths: readonly string[]): string {
  const ci = paths.filter((path) => CI_CONFIG.test(path)).length;
  const code = paths.filter((path) => isCodeFile(path) && !CI_CONFIG.test(path)).length;
  return ci === 0 ? `${code} code` : `${code} code, ${plural(ci, "CI workflow")}`;
}
