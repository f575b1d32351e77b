import type { ShellRedirect, ShellWord } from "./lexer.js";

/**
 * The syntax tree of a command line, shaped after mvdan/sh's `syntax` package: a list of
 * and-or chains of pipelines of commands, simple or compound. What a command *did* is read from
 * this tree in a second step (interpret.ts).
 */

export interface SimpleNode {
  type: "simple";
  words: ShellWord[];
  redirects: ShellRedirect[];
  /** The scripts of its `$( … )`, backticks and `<( … )`, in order: they run before it. */
  substitutions: string[];
  /** The operator that followed it in the text (`&&`, `;`, `\n`, `)`, …), "" at the end. */
  separator: string;
  /** Its place among the line's simple commands, in the order they are written. */
  index: number;
}

export interface ListItem {
  node: Node;
  /** Ended by `&`: it runs in the background and its status is not waited for. */
  background: boolean;
}

export interface ListNode {
  type: "list";
  items: ListItem[];
}

export interface AndOrNode {
  type: "and-or";
  op: "&&" | "||";
  left: Node;
  right: Node;
}

export interface PipelineNode {
  type: "pipeline";
  commands: Node[];
  /** `! cmd`: the status is inverted. */
  negated: boolean;
}

export interface BlockNode {
  type: "subshell" | "group";
  body: ListNode;
  redirects: ShellRedirect[];
}

export interface IfNode {
  type: "if";
  clauses: { condition: ListNode; body: ListNode }[];
  otherwise: ListNode | null;
  redirects: ShellRedirect[];
}

export interface LoopNode {
  type: "loop";
  kind: "while" | "until" | "for" | "select";
  /** `while`/`until`: the condition list; null for `for`. */
  condition: ListNode | null;
  /** `for x in a b`: the words iterated; null when `in` is absent (the positional parameters). */
  items: ShellWord[] | null;
  /** `for x in …`: the variable each item is set to; null for `while`/`until` and `for ((…))`. */
  variable?: string | null;
  body: ListNode;
  redirects: ShellRedirect[];
}

export interface CaseNode {
  type: "case";
  subject: ShellWord | null;
  arms: { patterns: string[]; body: ListNode }[];
  redirects: ShellRedirect[];
}

export interface FunctionNode {
  type: "function";
  name: string;
  body: Node;
}

export type Node = SimpleNode | ListNode | AndOrNode | PipelineNode | BlockNode | IfNode | LoopNode | CaseNode | FunctionNode;

export interface Script {
  body: ListNode;
  /** True when the text did not parse cleanly (cut, unbalanced): what could be read is kept. */
  recovered: boolean;
  /** How many simple commands the text holds (their `index` runs from 0). */
  commandCount: number;
}
