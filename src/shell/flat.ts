import type { ShellDialect } from "./lexer.js";
import { parseScript } from "./parser.js";
import type { Node, SimpleNode } from "./syntax.js";

/** Substitutions inside substitutions are listed this deep, no further. */
const MAX_NESTING = 8;

/**
 * Every simple command written in a line, in the order written, whatever runs it (a branch, a
 * loop, a function body, a `$( … )`): for readers that ask what a line mentions, not what ran.
 */
export function writtenCommands(source: string, dialect: ShellDialect = { windows: false }, nesting = 0): SimpleNode[] {
  const found: SimpleNode[] = [];
  collect(parseScript(source, dialect).body, found);
  if (nesting >= MAX_NESTING) return found;
  return found.flatMap((command) => [...command.substitutions.flatMap((inner) => writtenCommands(inner, dialect, nesting + 1)), command]);
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
