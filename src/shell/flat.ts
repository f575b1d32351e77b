import type { ShellDialect } from "./lexer.js";
import { parseScript } from "./parser.js";
import type { Node, SimpleNode } from "./syntax.js";

/** Substitutions inside substitutions are listed this deep, no further. */
const MAX_NESTING = 8;

/**
 * Every simple command written in a line, in the order written, whatever runs it (a branch, a
 * loop, a function body, a `$( … )`): for readers that ask what a line mentions, not what ran.
 */
export function writtenCommands(source: string, dialect: ShellDialect = { windows: false }): readonly SimpleNode[] {
  const key = `${dialect.windows ? "w" : "p"}\u0000${source}`;
  const known = listed.get(key);
  if (known !== undefined) return known;
  const commands = Object.freeze(commandsIn(source, dialect, 0).map(frozen));
  if (listed.size >= MAX_LISTED) listed.clear();
  listed.set(key, commands);
  return commands;
}

/**
 * Lines listed before, by dialect: the red-flag checks list every shell call twice and a session
 * repeats its commands; a listing is shared, so it is frozen.
 */
const listed = new Map<string, readonly SimpleNode[]>();
/** Enough for the distinct commands of a long session; past it the listings start over. */
const MAX_LISTED = 4096;

/** Drops the listings kept so far: a test lists a line cold to compare it with its kept listing. */
export function forgetListings(): void {
  listed.clear();
}

function commandsIn(source: string, dialect: ShellDialect, nesting: number): SimpleNode[] {
  const found: SimpleNode[] = [];
  collect(parseScript(source, dialect).body, found);
  if (nesting >= MAX_NESTING) return found;
  return found.flatMap((command) => [...command.substitutions.flatMap((inner) => commandsIn(inner, dialect, nesting + 1)), command]);
}

function frozen(command: SimpleNode): SimpleNode {
  for (const word of command.words) Object.freeze(word);
  for (const redirect of command.redirects) Object.freeze(Object.freeze(redirect).target);
  Object.freeze(command.words);
  Object.freeze(command.redirects);
  Object.freeze(command.substitutions);
  return Object.freeze(command);
}

function collect(node: Node, into: SimpleNode[]): void {
  switch (node.type) {
    case "simple":
      into.push(node);
      return;
    case "list":
      for (const item of node.items) collect(item.node, into);
      return;
    case "and-or":
      collect(node.left, into);
      collect(node.right, into);
      return;
    case "pipeline":
      for (const member of node.commands) collect(member, into);
      return;
    case "subshell":
    case "group":
      collect(node.body, into);
      return;
    case "if":
      for (const clause of node.clauses) {
        collect(clause.condition, into);
        collect(clause.body, into);
      }
      if (node.otherwise) collect(node.otherwise, into);
      return;
    case "loop":
      if (node.condition) collect(node.condition, into);
      collect(node.body, into);
      return;
    case "case":
      for (const arm of node.arms) collect(arm.body, into);
      return;
    case "function":
      collect(node.body, into);
      return;
  }
}
