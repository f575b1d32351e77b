import {
  TRAJECTORY_SCHEMA,
  Trajectory,
  type Edit,
  type Ending,
  type FormatId,
  type Message,
  type ToolCall,
} from "../model.js";
import { commandOf } from "./command.js";
import { changesOf, failedLineChanges, missingOperands, NOT_EXECUTABLE_STATUS, NOT_FOUND_STATUS, type FileChange } from "./edits.js";
import { shellNeverStarted, shellRejected } from "../shell/rejected.js";
import { AgentScripts } from "./script-runs.js";
import type { ShownFile } from "./notes-only.js";
import { expandPatterns } from "./glob-deletes.js";
import { reportedWrites, type ReportedWrites } from "./reported-writes.js";
import { gitCleanRemovals } from "./git-clean.js";
import { taskFromPrompts } from "./task.js";
import { OutputBudget, RECENT_OUTPUTS, RETAINED_OUTPUT_CHARS } from "./output-budget.js";
import { keptRedaction, type KeptRedaction } from "./kept-redaction.js";
import { MAX_TEXT_CHARS, cleanText, cutMiddle, type CleanText } from "./text.js";
import { str } from "./json.js";
import { isWindowsAbsolute, windowsRelative } from "../shell/windows-paths.js";

/** A call whose command, or a text field of its input (a viewer's path), holds the file's name. */
function namesFile(call: { command: string | null; input: Record<string, unknown> }, name: string): boolean {
  if (call.command !== null) return call.command.includes(name);
  return Object.values(call.input).some((value) => typeof value === "string" && value.includes(name));
}

/** The changes a tool reported, marked notes-only where its own input (an `apply_patch` body) shows they are. */
function withNotesOnly(stated: readonly FileChange[], read: readonly FileChange[]): FileChange[] {
  const notes = read.filter((change) => change.notesOnly === true).map((change) => change.path);
  const same = (a: string, b: string) => a === b || a.endsWith(`/${b}`) || b.endsWith(`/${a}`);
  return stated.map((change) => (notes.some((path) => same(path, change.path)) ? { ...change, notesOnly: true as const } : change));
}

/** How many calls before an edit are searched for an output that showed the file it edits. */
const SHOWN_LOOKBACK = 40;
import { plural } from "../words.js";

/** A call that is no shell line reports nothing. */
const NO_REPORTED: ReportedWrites = { patched: [], popped: [], stashes: false };

/** What a tool answers when it refused a call before doing anything: its arguments did not validate, or it reports an error. */
const TOOL_REFUSED = /^\s*\(?\s*(?:Invalid (?:args|arguments)\b|InputValidationError\b|<tool_use_error>|Error:\s)/;

export interface CallStart {
  id: string | null;
  name: string;
  input: Record<string, unknown>;
  step: number;
}

export interface CallResult {
  output: string;
  isError: boolean;
  exitCode: number | null;
  step: number;
  /** What the agent's own tool reported about the file it wrote, when it says. */
  editKind?: Edit["kind"];
}


/** A harness's words for a command it stopped at its time limit: it ran until then. */
export const TIMED_OUT = /\b(?:timed out after \d+(?:\.\d+)? ?(?:s|seconds?|ms)\b|Command timed out\b)/i;
/** Both of its forms hold these words: an output without them is not read for the whole pattern (Run 21). */
const TIMED_OUT_WORDS = /timed out/i;
/** Whether the harness says it stopped the command at its time limit. */
export function saysTimedOut(output: string): boolean {
  return TIMED_OUT_WORDS.test(output) && TIMED_OUT.test(output);
}
/**
 * Collects what a format reader finds, pairs tool results with their calls, and derives the
 * parts every format shares (shell commands, edits, task, final answer) in one place.
 */
export class TrajectoryBuilder {
  private readonly messages: Message[] = [];
  private readonly calls: ToolCall[] = [];
  /** The load's redaction: kept texts are redacted as they are cut and when the trajectory is built. */
  private readonly kept = keptRedaction();
  /** Calls whose output is whole, not yet redacted: a cut redacts the ends it keeps. */
  private readonly unredactedOutputs = new Set<number>();
  private readonly outputBudget = new OutputBudget(this.calls, (index, output, chars, whole) =>
    this.cutOutput(index, output, chars, whole),
  );
  private readonly editKinds = new Map<number, Edit["kind"]>();
  private readonly openById = new Map<string, number>();
  private readonly indexById = new Map<string, number>();
  private readonly statedChanges = new Map<number, FileChange[]>();
  private readonly cleaned = { images: 0, cut: 0 };
  private readonly warnings: string[] = [];
  private readonly prompts: string[] = [];
  private task: string | null = null;
  private finalAnswer: string | null = null;
  private ending: Ending = { kind: "unknown", detail: "the transcript does not say how the run ended", step: null };
  private readonly meta: Trajectory["meta"] = { agent: null, model: null, sessionId: null, records: 0 };
  private cwd: string | null = null;

  constructor(private readonly format: FormatId) {}

  message(role: Message["role"], text: string, step: number): void {
    if (text.trim() === "") return;
    this.messages.push({ role, text: this.clean(text).text, step });
  }

  /** A request from the human (not a tool result): the first is the task, later ones follow-ups. */
  prompt(text: string, step: number): void {
    if (text.trim() === "") return;
    this.message("user", text, step);
    this.prompts.push(text.trim());
  }

  call(start: CallStart): number {
    const index = this.calls.length;
    // one literal, not a spread: every call then shares one hidden class (a spread gave each its own)
    this.calls.push({
      id: start.id,
      name: start.name,
      input: start.input,
      step: start.step,
      output: null,
      isError: false,
      exitCode: null,
      command: commandOf(start.input),
      resultStep: null,
    });
    if (start.id !== null) {
      if (this.openById.has(start.id)) this.warn(`step ${start.step}: tool call id ${start.id} used twice`);
      this.openById.set(start.id, index);
      this.indexById.set(start.id, index);
    }
    return index;
  }

  /** Pairs a result with the open call of that id; a result for no known call is a warning. */
  resultFor(id: string, result: CallResult): void {
    const index = this.openById.get(id);
    if (index === undefined) {
      this.warn(`step ${result.step}: result for unknown tool call ${id}, skipped`);
      return;
    }
    this.openById.delete(id);
    this.attach(index, result);
  }

  /** Pairs a result with a call known by its position (formats without call ids). */
  resultAt(index: number, result: CallResult): void {
    const call = this.calls[index];
    if (!call) throw new RangeError(`no tool call at index ${index}`);
    if (call.id !== null) this.openById.delete(call.id);
    this.attach(index, result);
  }

  /** The call still waiting for a result under this id, if any. */
  openCall(id: string): Readonly<ToolCall> | undefined {
    const index = this.openById.get(id);
    return index === undefined ? undefined : this.calls[index];
  }

  /** The index of the call issued under this id (answered or not), if any. */
  indexOf(id: string): number | undefined {
    return this.indexById.get(id);
  }

  /** The call at this index, to read what it has so far. */
  callAt(index: number): Readonly<ToolCall> | undefined {
    return this.calls[index];
  }

  /**
   * Completes a call's result with what a later record states: an exit code reported by an end
   * event, the rest of a long-running command's output. Fields not given are kept.
   */
  amend(index: number, patch: { output?: string; exitCode?: number | null; isError?: boolean; step?: number }): void {
    const call = this.calls[index];
    if (!call) throw new RangeError(`no tool call at index ${index}`);
    if (patch.output !== undefined) this.setOutput(index, patch.output);
    if (patch.exitCode !== undefined && patch.exitCode !== null) call.exitCode = patch.exitCode;
    if (patch.isError !== undefined) call.isError = patch.isError;
    if (patch.step !== undefined && call.resultStep === null) call.resultStep = patch.step;
  }

  /** The files a call changed, as the agent's own tool reported them (instead of reading its input). */
  setChanges(index: number, changes: FileChange[]): void {
    this.statedChanges.set(index, changes);
  }

  setTask(task: string | null): void {
    this.task = task?.trim() || null;
  }
  setFinalAnswer(answer: string | null): void {
    this.finalAnswer = answer?.trim() || null;
  }
  setEnding(ending: Ending): void {
    this.ending = ending;
  }
  setCwd(cwd: string | null): void {
    // `C:\Users\dev\qstr\` and `/repo/` alike: the folder without its closing separator
    this.cwd = cwd ? cwd.replace(isWindowsAbsolute(cwd) ? /[\\/]+$/ : /\/+$/, "") : this.cwd;
  }
  setMeta(meta: Partial<Trajectory["meta"]>): void {
    // called once per record (with `records`, and the session id on every Claude line): field by
    // field, since a loop over the entries that assigns each cost 3% of loading a large session
    if (meta.records !== undefined && meta.records !== null) this.meta.records = meta.records;
    if (meta.agent !== undefined && meta.agent !== null) this.meta.agent = meta.agent;
    if (meta.model !== undefined && meta.model !== null) this.meta.model = meta.model;
    if (meta.sessionId !== undefined && meta.sessionId !== null) this.meta.sessionId = meta.sessionId;
    if (meta.cwd !== undefined) this.meta.cwd = meta.cwd;
  }
  warn(warning: string): void {
    this.warnings.push(warning);
  }
  get callCount(): number {
    return this.calls.length;
  }

  build(): Trajectory {
    if (this.kept !== null) this.redactKept(this.kept);
    // a reader that learns late which messages count (codex-rollout) adds them after the others
    this.messages.sort((a, b) => a.step - b.step);
    const trajectory: Trajectory = {
      schema: TRAJECTORY_SCHEMA,
      format: this.format,
      task: this.task ?? taskFromPrompts(this.prompts),
      finalAnswer: this.finalAnswer ?? this.lastAssistantText(),
      messages: this.messages,
      toolCalls: this.calls,
      edits: this.edits(),
      ending: this.ending,
      warnings: [...this.warnings, ...this.cleaningWarnings()],
      meta: this.cwd === null ? this.meta : { ...this.meta, cwd: this.cwd },
    };
    // the fixed fields are checked here; the arrays are typed as they are built, and checking every
    // call of a large session with the schema costs more than parsing it (the tests check them all)
    Trajectory.parse({ ...trajectory, messages: [], toolCalls: [], edits: [] });
    return trajectory;
  }

  private attach(index: number, result: CallResult): void {
    const call = this.calls[index]!;
    if (call.resultStep !== null) this.warn(`step ${result.step}: second result for tool call ${call.id ?? index}, kept the first`);
    if (call.resultStep !== null) return;
    call.isError = result.isError;
    call.exitCode = result.exitCode;
    call.resultStep = result.step;
    this.setOutput(index, result.output);
    if (result.editKind) this.editKinds.set(index, result.editKind);
  }

  /**
   * Edits are the changes of calls that did not fail (a failed edit changed nothing), with the
   * writes of scripts the agent wrote earlier and ran in the call.
   */
  private edits(): Edit[] {
    const scripts = new AgentScripts();
    const written = new Set<string>();
    let changedWhileStashed = false;
    return this.calls.flatMap((call, index) => {
      const ran = scripts.changesOf(call.input, call.command, cwdOf(call.input) ?? this.cwd);
      // a failed or rejected call, or a line the shell refused (a syntax error on its first line),
      // changed nothing; a shell line the harness stopped at its time limit ran what came before
      // (`cat > f <<EOF … EOF; slow-command`). Each output is read only where its answer counts:
      // the time limit for a failed call, the refusals for a shell call (Run 34)
      const stopped = call.isError && call.command !== null && saysTimedOut(call.output ?? "");
      const refused = call.command !== null && (shellRejected(call.output, call.exitCode) || shellNeverStarted(call.output, call.exitCode));
      // an edit tool that answered with an error (`(Invalid args for edit: …`) where the format records no error flag
      const toolRefused = call.command === null && TOOL_REFUSED.test(call.output ?? "");
      if (refused || toolRefused) return [];
      // a command not found or not executable (126, 127) stopped its line, whether or not the format flags an error (ATIF: the status only)
      const notRun = call.exitCode === NOT_EXECUTABLE_STATUS || call.exitCode === NOT_FOUND_STATUS;
      const failed = call.isError || (call.command !== null && notRun);
      if (failed && !stopped) {
        // a shell line that ran and exited non-zero still made the changes of commands whose failure was not its status;
        // an error with no status of the shell's (a rejected or refused call) ran nothing
        const ranLine = call.command !== null && call.exitCode !== null && call.exitCode > 0;
        const changes = ranLine ? failedLineChanges(call.command!, call.name, call.input, call.output, call.exitCode) : [];
        return this.toEdits(changes, index, written);
      }
      const shown = (path: string) => this.shownBefore(index, path);
      const stated = this.statedChanges.get(index);
      const read = stated === undefined || call.name === "apply_patch" ? changesOf(call.name, call.input, call.command, shown) : [];
      const inferred = stated === undefined ? withoutMissing(read, call.output) : withNotesOnly(stated, read);
      const cleaned = call.command === null ? [] : gitCleanRemovals(call.command, call.output, cwdOf(call.input));
      const reported = call.command === null ? NO_REPORTED : reportedWrites(call.command, call.output, cwdOf(call.input));
      const { patched, popped, stashes } = reported;
      const own = expandPatterns([...inferred, ...ran, ...cleaned, ...patched], written);
      // a stash put back changes the work only when the work changed while it was stashed (`git stash push -- cli.py`,
      // an edit, the tests, `git stash pop`); `git stash && pytest; git stash pop` puts back what was there
      if (stashes) changedWhileStashed = false;
      const back = popped.length > 0 && changedWhileStashed ? popped : [];
      if (own.length > 0) changedWhileStashed = true;
      if (popped.length > 0) changedWhileStashed = false;
      return this.toEdits([...own, ...back], index, written);
    });
  }

  /**
   * Outputs of the calls before `index` that named the file (in their input or command), latest first:
   * what the transcript showed of it before an edit. Only the nearest calls are read.
   */
  private shownBefore(index: number, path: string): ShownFile {
    const name = path.split("/").at(-1) ?? path;
    const before: string[] = [];
    for (let at = index - 1; at >= Math.max(0, index - SHOWN_LOOKBACK); at -= 1) {
      const call = this.calls[at]!;
      if (call.output !== null && namesFile(call, name)) before.push(call.output);
    }
    return { before, result: this.calls[index]!.output };
  }

  /** A call's changes as edits, noting the files written for the glob deletes after them. */
  private toEdits(changes: FileChange[], index: number, written: Set<string>): Edit[] {
    const call = this.calls[index]!;
    const edits = changes.map((change) => ({
      path: this.relative(change.path),
      kind: change.kind === "unknown" ? (this.editKinds.get(index) ?? "unknown") : change.kind,
      step: call.step,
      toolCall: index,
      inferred: change.inferred === true,
      ...(change.by === undefined ? {} : { byScript: change.by }),
      ...(change.notesOnly === true ? { notesOnly: true } : {}),
    }));
    for (const change of changes) if (change.kind !== "delete") written.add(change.path);
    return edits;
  }

  private setOutput(index: number, raw: string): void {
    const call = this.calls[index]!;
    const before = call.output;
    const { text, cut } = this.clean(raw);
    call.output = text;
    if (this.kept !== null && !cut) this.unredactedOutputs.add(index);
    else this.unredactedOutputs.delete(index);
    this.outputBudget.replaced(index, before, call.output.length < raw.length ? raw.length : undefined);
  }

  /** The budget's cut: the first cut of an output redacts the ends it keeps; a later cut keeps redacted text. */
  private cutOutput(index: number, output: string, chars: number, wholeChars: number): string {
    if (!this.unredactedOutputs.delete(index)) return cutMiddle(output, chars, wholeChars);
    return cutMiddle(output, chars, wholeChars, this.kept!.endsOf);
  }

  private clean(raw: string): CleanText {
    const cleaned = cleanText(raw, this.kept?.endsOf);
    this.cleaned.images += cleaned.images;
    if (cleaned.cut) this.cleaned.cut += 1;
    return cleaned;
  }

  /**
   * Redacts every text the trajectory keeps, before anything derived from them is built (edits,
   * task): outputs not redacted by a cut, calls (as JSON, where a name stands by its value),
   * messages, prompts, and what readers stated. Texts cut earlier were redacted at their cut.
   */
  private redactKept(kept: KeptRedaction): void {
    for (const index of this.unredactedOutputs) {
      const call = this.calls[index]!;
      call.output = kept.nullable(call.output);
    }
    this.unredactedOutputs.clear();
    // a command that prints a stored secret, or a tool that reads a secrets file: the values nothing in the output names
    for (const call of this.calls) {
      if (call.output === null) continue;
      call.output = call.command !== null ? kept.printed(call.command, call.output) : kept.read(call.input, call.output);
    }
    for (const call of this.calls) {
      const { id, name, input, command } = kept.json({ id: call.id, name: call.name, input: call.input, command: call.command });
      Object.assign(call, { id, name, input, command });
    }
    for (const message of this.messages) message.text = kept.text(message.text);
    this.prompts.splice(0, this.prompts.length, ...this.prompts.map((prompt) => kept.text(prompt)));
    this.task = kept.nullable(this.task);
    this.finalAnswer = kept.nullable(this.finalAnswer);
    this.ending = { ...this.ending, detail: kept.text(this.ending.detail) };
    this.warnings.splice(0, this.warnings.length, ...this.warnings.map((warning) => kept.text(warning)));
    this.cwd = kept.nullable(this.cwd);
    const { agent, model, sessionId } = kept.json({ agent: this.meta.agent, model: this.meta.model, sessionId: this.meta.sessionId });
    Object.assign(this.meta, { agent, model, sessionId });
    for (const [index, changes] of this.statedChanges) this.statedChanges.set(index, kept.json(changes));
  }

  private cleaningWarnings(): string[] {
    const warnings: string[] = [];
    if (this.cleaned.images > 0) warnings.push(`${plural(this.cleaned.images, "inline base64 image")} dropped, a marker kept`);
    if (this.cleaned.cut > 0) warnings.push(`${plural(this.cleaned.cut, "text")} over ${MAX_TEXT_CHARS} chars cut in the middle`);
    const olderChars = this.outputBudget.olderOutputChars;
    if (olderChars !== null) {
      warnings.push(`tool outputs over ${RETAINED_OUTPUT_CHARS} chars in all: outputs before the last ${RECENT_OUTPUTS} calls cut to ${olderChars} chars (head and tail)`);
    }
    return warnings;
  }

  private relative(path: string): string {
    if (this.cwd && path.startsWith(`${this.cwd}/`)) return path.slice(this.cwd.length + 1);
    // a session on Windows names its files with backslashes under a drive-letter cwd
    const windows = this.cwd ? windowsRelative(path, this.cwd) : null;
    return windows ?? path.replace(/^\.\//, "");
  }

  private lastAssistantText(): string | null {
    return this.messages.findLast((message) => message.role === "assistant")?.text.trim() ?? null;
  }
}

/**
 * An inferred change to a path the command's own error says does not exist changed nothing (`rm: cannot
 * remove 'x': No such file or directory` deleted nothing); the output is read only when there is a change.
 */
function withoutMissing(changes: FileChange[], output: string | null): FileChange[] {
  if (changes.length === 0) return changes;
  const missing = missingOperands(output);
  return changes.filter((change) => !namedMissing(change.path, missing));
}

/** A change's path is one the error names (`show` for `/repo/show`). */
function namedMissing(path: string, missing: ReadonlySet<string>): boolean {
  for (const name of missing) if (path === name || path.endsWith(`/${name}`)) return true;
  return false;
}

/** The folder a call says it ran in (`workdir`, `cwd`), or null. */
const cwdOf = (input: Record<string, unknown>) => str(input.workdir) ?? str(input.cwd) ?? null;
