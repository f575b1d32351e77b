import { unwrap, type Unwrapped } from "./wrappers.js";
import type { FileChange } from "./change.js";
import { fileEffects, nestedShellCode } from "./effects.js";
import { fileTest, testHolds, type FileTest, type PathFacts } from "./file-tests.js";
import type { ShellRedirect, ShellWord } from "./lexer.js";
import { parseScript } from "./parser.js";
import { resolvePath } from "./paths.js";
import type { AndOrNode, IfNode, ListNode, LoopNode, Node, SimpleNode } from "./syntax.js";
import { mayLeaveEarly } from "./early-exit.js";
import { assignsOnly, expandKnown, expandPositional, expandTarget, noteAssignments, type Variables } from "./variables.js";

/**
 * What one shell call did, read from its syntax tree: the simple commands that surely ran and
 * those that may have, which one the call's exit status belongs to, and the files written,
 * deleted and read. Nothing is run; branches guarded by a file test are resolved from `facts`.
 */

/** "ran": it ran whenever the call ran; "maybe": a branch, the far side of `&&`/`||`, a loop body. */
export type Certainty = "ran" | "maybe";

export interface ShellRun {
  /** The words after quote removal, redirections and their targets left out. */
  words: ShellWord[];
  /** The program doing the work once `sudo`, `timeout 60`, `uv run`, … are peeled (src/checks/wrappers.ts); read on first use. */
  readonly unwrapped: Unwrapped;
  redirects: ShellRedirect[];
  /** Here-document bodies fed to it, in order. */
  heredocs: string[];
  certainty: Certainty;
  /** The call's exit status is this command's: nothing runs after it whatever its status. */
  statusIsCall: boolean;
  /** Its failure cannot reach the call's status (`|| true`, `; echo`, a pipe without pipefail, `$(…)`). */
  masked: boolean;
  /** The file test that decides whether it runs (`[ -f x ]`, `! [ -f x ]` for the other branch), or null. */
  guard: string | null;
  /** It ran inside `$( … )`, backticks or `<( … )`, to build another command's words. */
  substitution: boolean;
  /** It is in a loop body or condition: it may run many times, or not at all. */
  inLoop: boolean;
  /** A later item of a loop whose body may `break` first (`… || break`): whether it ran, and what it printed, is not known. */
  afterBreak?: boolean;
  /** 0 for the call's own shell; one more inside each `bash -c '…'` or shell fed a heredoc. */
  shellDepth: number;
  /** Subshell nesting, `( … )` and pipeline members: a `cd` inside one does not outlive it. */
  subshell: number;
  /** `set -e` was in force. */
  errexit: boolean;
  /** `set -o pipefail` was in force. */
  pipefail: boolean;
  /** The operator written after it (`&&`, `;`, `\n`, `)`, …), "" at the end of its script. */
  separator: string;
  /** The directory it ran in, when known. */
  cwd: string | null;
  /** The files it writes or deletes, and those it reads, resolved against `cwd`. */
  changes: FileChange[];
  reads: string[];
  /** It is an `if`'s whole condition: what the branch taken when it succeeds, and the one when it fails, echo first. */
  branchEchoes?: BranchEchoes;
}

/** The literal text each branch of an `if` echoes first (`then echo PASS; else echo FAIL`); null where it echoes none. */
export interface BranchEchoes {
  ifTrue: string | null;
  ifFalse: string | null;
}

export interface ShellReading {
  /** In the order the shell would run them. */
  commands: ShellRun[];
  /** Every file change of the commands that ran or may have run, in order. */
  changes: FileChange[];
  writes: string[];
  deletes: string[];
  reads: string[];
  /** The text did not parse cleanly (cut, unbalanced); what could be read was kept. */
  recovered: boolean;
}

export interface ShellOptions {
  /** The directory the call starts in, when the tool call or the session states it. */
  cwd?: string | null;
  /** PowerShell or cmd: backslashes are path characters. */
  windows?: boolean;
  /** The call's exit status, when recorded: 0 means every `&&` in the final chain held. */
  exitCode?: number | null;
  /** The recorder cut the text: the last command's operands are incomplete. */
  cut?: boolean;
}

/** Nested shells (`bash -c`, function calls, substitutions) are followed this deep, no further. */
const MAX_NESTING = 8;
/** A `for` over at most this many literal words is read once per word; a longer one once, its variable unknown. */
const MAX_UNROLLED = 8;
/** Simple commands read from one call at most: function calls can multiply without end. */
const MAX_RUNS = 5000;
/** A word that may name a shell (`bash`, `/bin/sh`, `pwsh.exe`); a cheap test before unwrapping. */
const SHELL_NAME = /(?:sh|powershell|pwsh)(?:\.exe)?$/i;
/** Programs whose status is known without running them. */
const ALWAYS_SUCCEEDS = new Set(["true", ":", "echo", "printf"]);
const ALWAYS_FAILS = new Set(["false"]);

interface Flow {
  certainty: Certainty;
  /** This node's status is the call's status when it is the last to run. */
  tail: boolean;
  /** A failure of this node reaches the call's status. */
  reaches: boolean;
  /** It is the left side of an `&&` whose failure reaches the call: `a` in `a && b && c`, last. */
  failsChain: boolean;
  guard: string | null;
  inLoop: boolean;
  afterBreak?: boolean;
  substitution: boolean;
  subshell: number;
  shellDepth: number;
  /** How many nested scripts and function calls led here: bounded by MAX_NESTING. */
  nesting: number;
}

interface State {
  errexit: boolean;
  pipefail: boolean;
  cwd: string | null;
  functions: Map<string, Node>;
  /** Variables set to a plain value earlier in this shell (variables.ts). */
  variables: Variables;
  /** `exit` ran for sure: nothing after it in this shell runs. */
  exited: boolean;
  /** `exit` may have run: what follows may not. */
  mayHaveExited: boolean;
  /** Inside a function's body: the words it was called with (`$@`, `$1`); null outside any function. */
  positional?: readonly ShellWord[] | null;
}

export function interpretShell(command: string, facts?: PathFacts, options: ShellOptions = {}): ShellReading {
  const windows = options.windows ?? false;
  const script = parseScript(command, { windows });
  const reader = new Interpreter(facts, windows, options.exitCode ?? null, options.cut ? script.commandCount - 1 : -1, { left: MAX_RUNS });
  const flow: Flow = { certainty: "ran", tail: true, reaches: true, failsChain: false, guard: null, inLoop: false, substitution: false, subshell: 0, shellDepth: 0, nesting: 0 };
  reader.list(script.body, flow, freshState(options.cwd ?? null));
  const commands = reader.runs;
  const changes = reader.changes;
  const reads = commands.flatMap((run) => run.reads);
  return {
    commands,
    changes,
    writes: unique(changes.filter((change) => change.kind !== "delete").map((change) => change.path)),
    deletes: unique(changes.filter((change) => change.kind === "delete" && change.pattern !== true).map((change) => change.path)),
    reads: unique(reads),
    recovered: script.recovered,
  };
}

function freshState(cwd: string | null): State {
  return { errexit: false, pipefail: false, cwd, functions: new Map(), variables: new Map(), exited: false, mayHaveExited: false };
}

function unique(items: string[]): string[] {
  return items.length < 2 ? items : [...new Set(items)];
}

class Interpreter {
  readonly runs: ShellRun[] = [];
  /** Every file change, in the order the shell makes them (commands' and compounds' redirections). */
  readonly changes: FileChange[] = [];

  constructor(
    private readonly facts: PathFacts | undefined,
    private readonly windows: boolean,
    private readonly exitCode: number | null,
    /** The index of the command the recorder cut, in the call's own script; -1 when none. */
    private readonly cutIndex: number,
    /** Shared with the nested shells' interpreters: the runs still allowed. */
    private readonly budget: { left: number },
  ) {}

  list(list: ListNode, flow: Flow, state: State): void {
    list.items.forEach((listItem, index) => {
      if (state.exited) return;
      // in cmd, `a & b` runs one after the other, as `;` does in sh
      const item = this.windows ? { ...listItem, background: false } : listItem;
      const certainty = state.mayHaveExited ? "maybe" : flow.certainty;
      // a certain `exit` is the last command of its shell, wherever it is written
      const exits = certainty === "ran" && !flow.inLoop && item.node.type === "simple" && item.node.words[0]?.text === "exit";
      const last = (index === list.items.length - 1 || exits) && !item.background;
      const reaches = item.background ? false : last ? flow.reaches : flow.reaches && state.errexit;
      this.node(item.node, { ...flow, certainty, tail: flow.tail && last, reaches }, item.background ? copy(state) : state);
    });
  }

  private node(node: Node, flow: Flow, state: State): void {
    if ("redirects" in node && node.type !== "simple" && node.redirects.length > 0) this.compoundRedirects(node.redirects, state);
    switch (node.type) {
      case "simple":
        return this.simple(node, flow, state);
      case "list":
        return this.list(node, flow, state);
      case "and-or":
        return this.andOr(node, flow, state);
      case "pipeline": {
        const last = node.commands.length - 1;
        node.commands.forEach((member, index) => {
          const tail = flow.tail && index === last && !node.negated;
          const reaches = flow.reaches && !node.negated && (index === last || state.pipefail);
          // every member of a pipeline runs in a subshell: its `cd` or `set` does not outlive it
          this.node(member, { ...flow, tail, reaches, subshell: flow.subshell + Number(last > 0) }, last > 0 ? copy(state) : state);
        });
        return;
      }
      case "subshell": {
        const inner = copy(state);
        this.list(node.body, { ...flow, subshell: flow.subshell + 1 }, inner);
        return;
      }
      case "group":
        return this.list(node.body, flow, state);
      case "if":
        return this.ifClause(node, flow, state);
      case "loop":
        return this.loop(node, flow, state);
      case "case":
        for (const arm of node.arms) this.list(arm.body, { ...flow, certainty: "maybe" }, state);
        return;
      case "function":
        state.functions.set(node.name, node.body);
        return;
    }
  }

  /** `( … ) > log`, `done > out`, `} 2> err`: the compound's redirections write their files. */
  private compoundRedirects(redirects: ShellRedirect[], state: State): void {
    this.changes.push(...fileEffects([], redirects, { cwd: state.cwd, windows: this.windows, complete: true }).changes);
  }

  /**
   * `L && R` runs R when L succeeds, `L || R` when it fails. R ran for sure only when L's status is
   * known: a file test resolved by the facts, `true`/`echo`, or a recorded exit 0 of a final `&&` chain.
   */
  private andOr(node: AndOrNode, flow: Flow, state: State): void {
    // `set -e` does not stop on a failure before the last `&&`: it reaches only through the chain's end
    const chained = node.op === "&&" && flow.reaches && (flow.tail || flow.failsChain);
    this.node(node.left, { ...flow, tail: false, reaches: chained, failsChain: chained }, state);
    const test = fileTestOf(node.left);
    let succeeded = this.knownStatus(node.left, state);
    if (succeeded === null && chained && this.exitCode === 0) succeeded = true;
    const runsRight = succeeded === null ? null : succeeded === (node.op === "&&");
    // only a fact about a path drops a side; `echo x || true` keeps its `true` as "maybe"
    if (runsRight === false && test) return;
    const guard = test ? (node.op === "&&" ? test.text : `! ${test.text}`) : flow.guard;
    this.node(node.right, { ...flow, certainty: runsRight === true ? flow.certainty : "maybe", guard }, state);
  }

  /** Whether a command surely succeeds (true) or fails (false); null when it cannot be known. */
  private knownStatus(node: Node, state: State): boolean | null {
    const test = fileTestOf(node);
    if (test) return testHolds(test, this.facts, state.cwd);
    if (node.type !== "simple") return null;
    const program = node.words[0]?.text ?? "";
    if (ALWAYS_SUCCEEDS.has(program) && node.redirects.every((redirect) => !/^[<>&]*>/.test(redirect.op) || redirect.target.literal)) return true;
    return ALWAYS_FAILS.has(program) ? false : null;
  }

  /**
   * Each clause's condition runs if every earlier one failed; its body runs if it holds. A
   * condition resolved by the facts decides its branch; an unresolved one makes both "maybe".
   */
  private ifClause(node: IfNode, flow: Flow, state: State): void {
    let reached: Certainty | "no" = flow.certainty;
    for (const clause of node.clauses) {
      if (reached === "no") return;
      const before = this.runs.length;
      this.list(clause.condition, { ...flow, certainty: reached, tail: false, reaches: false }, state);
      if (node.clauses.length === 1) this.noteBranchEchoes(node, this.runs.slice(before));
      const test = singleFileTest(clause.condition);
      const holds = test ? testHolds(test, this.facts, state.cwd) : this.conditionStatus(clause.condition, state);
      // an unresolved condition guards its body as a file test does: a check there ran only if its output shows it
      const guard = test?.text ?? (holds === null ? conditionText(clause.condition) : null) ?? flow.guard;
      if (holds !== false) this.list(clause.body, { ...flow, certainty: holds === true ? reached : "maybe", guard }, state);
      if (holds === true) reached = "no";
      else if (holds === null) reached = "maybe";
    }
    if (reached !== "no" && node.otherwise) {
      const lastCondition = node.clauses.at(-1)!.condition;
      const last = singleFileTest(lastCondition)?.text ?? (reached === "maybe" ? conditionText(lastCondition) : null);
      this.list(node.otherwise, { ...flow, certainty: reached, guard: last !== null ? `! ${last}` : flow.guard }, state);
    }
  }

  /**
   * `if pytest -q > log; then echo PASS; else echo FAIL; fi`: which branch's echo the output shows is the condition's
   * status. Kept on the condition's run when the condition is one command (`!` swaps the branches) that ran alone.
   */
  private noteBranchEchoes(node: IfNode, conditionRuns: readonly ShellRun[]): void {
    const only = node.clauses[0]!.condition.items.length === 1 ? node.clauses[0]!.condition.items[0]!.node : null;
    const pipeline = only?.type === "pipeline" && only.commands.length === 1 ? only : null;
    const simple = only?.type === "simple" ? only : pipeline?.commands[0]?.type === "simple" ? pipeline.commands[0] : null;
    const run = conditionRuns.length === 1 ? conditionRuns[0]! : null;
    if (simple === null || run === null || run.words[0]?.text !== simple.words[0]?.text) return;
    const [onTrue, onFalse] = [firstEcho(node.clauses[0]!.body), node.otherwise === null ? null : firstEcho(node.otherwise)];
    run.branchEchoes = pipeline?.negated === true ? { ifTrue: onFalse, ifFalse: onTrue } : { ifTrue: onTrue, ifFalse: onFalse };
  }

  private conditionStatus(condition: ListNode, state: State): boolean | null {
    const only = condition.items.length === 1 ? condition.items[0]!.node : null;
    return only ? this.knownStatus(only, state) : null;
  }

  /**
   * A loop's body may run any number of times; a `for` over literal words runs it at least once, and
   * once per word with its variable set to that word (`for t in test_a.py test_b.py; do python3 $t; done`);
   * a glob (`tests/*.py`) is no literal word: what it matched is not known.
   */
  private loop(node: LoopNode, flow: Flow, state: State): void {
    const inLoop = { ...flow, inLoop: true, tail: false };
    if (node.condition) this.list(node.condition, { ...inLoop, reaches: false }, state);
    const runsOnce = node.items !== null && node.items.length > 0 && node.items.every((word) => word.literal);
    const body = { ...inLoop, certainty: runsOnce ? flow.certainty : "maybe", reaches: flow.reaches && state.errexit } as const;
    const variable = node.variable ?? null;
    if (!runsOnce || variable === null || node.items!.length > MAX_UNROLLED) {
      this.list(node.body, body, state);
      return;
    }
    // after a `break` that may have run (`… || break`), the later items may not have
    const later = mayLeaveEarly(node.body) ? { ...body, certainty: "maybe" as const, afterBreak: true } : body;
    node.items!.forEach((item, index) => {
      state.variables.set(variable, item.text);
      this.list(node.body, index === 0 ? body : later, state);
    });
  }

  private simple(node: SimpleNode, flow: Flow, state: State): void {
    if (this.budget.left <= 0) return;
    this.budget.left -= 1;
    // `v=$(a && b)` has the status of its last substitution: when the command's failure reaches the call
    // (last in the line, or under `set -e`), so does that substitution's, whose own shell runs without `set -e`
    const assigns = assignsOnly(node.words);
    node.substitutions.forEach((script, index) => {
      const reaches = assigns && index === node.substitutions.length - 1 && flow.reaches;
      const inner = { ...copy(state), errexit: false };
      this.nested(script, { ...flow, tail: false, reaches, failsChain: reaches, substitution: true }, inner, this.windows);
    });
    const words = expandPositional(expandKnown(node.words, state.variables), state.positional ?? null);
    const texts = words.map((word) => word.text);
    const body = state.functions.get(texts[0] ?? "");
    if (body !== undefined) {
      // a call past the bound is left unread: it names no program. Its body sees the call's words as `$@`,
      // `$1`: `run() { echo "+ $*"; "$@"; }; run make check` runs `make check`
      const outer = state.positional;
      state.positional = words.slice(1);
      if (flow.nesting < MAX_NESTING) this.node(body, { ...flow, nesting: flow.nesting + 1 }, state);
      state.positional = outer;
      return;
    }
    const complete = !(flow.shellDepth === 0 && !flow.substitution && node.index === this.cutIndex);
    // a quote that never closes is a syntax error: the shell ran nothing of this command (unless the
    // recorder cut the text inside the quote, when the command as typed was whole)
    if (this.cutIndex === -1 && words.some((word) => word.unbalanced === true)) return;
    // `set -e` is in force for the `set` command itself onwards
    if (texts[0] === "set") noteOptions(state, texts);
    // a value set in a branch or a loop may not be the one in force later: it is forgotten
    noteAssignments(words, state.variables, flow.certainty === "ran" && !flow.inLoop && !state.mayHaveExited);
    const known = (redirect: ShellRedirect) => ({ ...redirect, target: expandTarget(redirect.target, state.variables) });
    const redirects = state.variables.size === 0 ? node.redirects : node.redirects.map(known);
    const { changes, reads } = fileEffects(words, redirects, { cwd: state.cwd, windows: this.windows, complete });
    this.changes.push(...changes);
    // `exit` in the call's own shell ends it with its status, wherever it is written
    const exitsCall = texts[0] === "exit" && flow.subshell === 0 && flow.shellDepth === 0 && !flow.substitution;
    let unwrapped: Unwrapped | undefined;
    this.runs.push({
      words,
      get unwrapped() {
        unwrapped ??= unwrap(texts);
        return unwrapped;
      },
      redirects: node.redirects,
      heredocs: node.redirects.flatMap((redirect) => (redirect.body === undefined ? [] : [redirect.body])),
      certainty: flow.certainty,
      statusIsCall: flow.tail || exitsCall,
      masked: !flow.reaches && !exitsCall,
      guard: flow.guard,
      substitution: flow.substitution,
      inLoop: flow.inLoop,
      ...(flow.afterBreak === true ? { afterBreak: true } : {}),
      shellDepth: flow.shellDepth,
      subshell: flow.subshell,
      errexit: state.errexit,
      pipefail: state.pipefail,
      separator: node.separator,
      cwd: state.cwd,
      changes,
      reads,
    });
    this.effectOnShell(words, state, flow);
    const shell = complete ? this.shellScriptOf(words, node.redirects) : null;
    if (shell !== null) this.nested(shell.code, { ...flow, shellDepth: flow.shellDepth + 1 }, { ...freshState(state.cwd) }, shell.windows);
  }

  /** `bash -lc '…'` (also behind `timeout`, `sudo`, …), `sh <<EOF`, `powershell -Command …`. */
  private shellScriptOf(words: ShellWord[], redirects: ShellRedirect[]): { code: string; windows: boolean } | null {
    // most commands name no shell at all: unwrapping them is the costly part of reading a line
    if (!words.some((word) => SHELL_NAME.test(word.text))) return null;
    const unwrapped = unwrap(words.map((word) => word.text));
    if ("script" in unwrapped) return { code: unwrapped.script, windows: false };
    return nestedShellCode(words, redirects);
  }

  private nested(code: string, flow: Flow, state: State, windows: boolean): void {
    if (flow.nesting >= MAX_NESTING) return;
    const inner = new Interpreter(this.facts, windows, null, -1, this.budget);
    inner.list(parseScript(code, { windows }).body, { ...flow, nesting: flow.nesting + 1 }, state);
    this.runs.push(...inner.runs);
    this.changes.push(...inner.changes);
  }

  /** `cd`, `set`, `exit`: what a builtin changes for the commands after it. */
  private effectOnShell(words: ShellWord[], state: State, flow: Flow): void {
    const [verb, target] = words.map((word) => word.text);
    if (verb === "cd" || verb === "pushd" || verb === "Set-Location") {
      const known = target !== undefined && words[1]!.literal && target !== "-" && !target.startsWith("~");
      state.cwd = known ? resolvePath(target, state.cwd) : null;
    } else if (verb === "exit") {
      if (flow.certainty === "ran" && !flow.inLoop) state.exited = true;
      else state.mayHaveExited = true;
    }
  }
}

function copy(state: State): State {
  return { ...state, functions: new Map(state.functions), variables: new Map(state.variables) };
}

/** A condition's words as its first command writes them (`python -c import pytest`), naming the guard; null when it has none. */
function conditionText(condition: ListNode): string | null {
  const first = (node: Node | undefined): SimpleNode | null => {
    if (node === undefined) return null;
    if (node.type === "simple") return node;
    if (node.type === "list") return first(node.items[0]?.node);
    if (node.type === "and-or") return first(node.left);
    if (node.type === "pipeline") return first(node.commands[0]);
    return null;
  };
  const words = first(condition)?.words.map((word) => word.text) ?? [];
  return words.length === 0 ? null : words.join(" ");
}

/** The literal text a branch's first command echoes (`echo "PASS"`, `printf 'FAIL\\n'`), or null when it starts otherwise. */
function firstEcho(body: ListNode): string | null {
  const first = body.items[0]?.node;
  if (first?.type !== "simple" || !/^(?:echo|printf)$/.test(first.words[0]?.text ?? "")) return null;
  // an echo sent to a file (`echo FAIL >> status.txt`) shows nothing in the output
  if (first.redirects.some((redirect) => /^[>&]*>/.test(redirect.op) && (redirect.fd === null || redirect.fd === 1))) return null;
  const args = first.words.slice(1).filter((word) => !/^-[neE]+$/.test(word.text));
  if (args.length === 0 || !args.every((word) => word.literal)) return null;
  return args.map((word) => word.text).join(" ").replace(/\\n/g, "\n").trim() || null;
}

/** The file test a condition list is, when it is exactly one. */
function singleFileTest(condition: ListNode): FileTest | null {
  const only = condition.items.length === 1 ? condition.items[0]!.node : null;
  return only === null ? null : fileTestOf(only);
}

/** The file test a command is, also negated as a pipeline (`! [ -f x ]`). */
function fileTestOf(node: Node): FileTest | null {
  if (node.type === "simple") return fileTest(node.words);
  const only = node.type === "pipeline" && node.commands.length === 1 ? node.commands[0]! : null;
  if (only?.type !== "simple" || node.type !== "pipeline") return null;
  const test = fileTest(only.words);
  return test && { ...test, text: `! ${test.text}`, negated: test.negated !== node.negated };
}

/** `set -e`, `set -euo pipefail` and the like change how later commands' failures surface. */
function noteOptions(state: State, words: string[]): void {
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index]!;
    const on = word.startsWith("-");
    if (/^[-+][a-z]*e/.test(word)) state.errexit = on;
    // `-o name`, also at the end of combined flags (`-euo pipefail`)
    const named = /^[-+][a-z]*o$/.test(word) ? words[index + 1] : undefined;
    if (named === "pipefail") state.pipefail = on;
    if (named === "errexit") state.errexit = on;
  }
}
