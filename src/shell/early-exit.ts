import type { Node } from "./syntax.js";

/** Builtins that end a loop, a function or the shell before the loop's next item (`… || break`). */
const LEAVES = new Set(["break", "exit", "return"]);

/**
 * Whether a loop body may leave before its next item: it holds `break`, `exit` or `return` anywhere (a nested loop's
 * `break` too, read the safe way). Then only the first item surely ran (`for k in A B; do pytest -k "$k" || break; done`).
 */
export function mayLeaveEarly(node: Node): boolean {
  switch (node.type) {
    case "simple":
      return LEAVES.has(node.words[0]?.text ?? "");
    case "list":
      return node.items.some((item) => mayLeaveEarly(item.node));
    case "and-or":
      return mayLeaveEarly(node.left) || mayLeaveEarly(node.right);
    // a subshell's `exit` or `break`, and a pipe's members (each its own subshell), end only that subshell
    case "pipeline":
      return node.commands.length === 1 && mayLeaveEarly(node.commands[0]!);
    case "subshell":
      return false;
    case "group":
    case "loop":
      return mayLeaveEarly(node.body);
    case "if":
      return node.clauses.some((clause) => mayLeaveEarly(clause.condition) || mayLeaveEarly(clause.body))
        || (node.otherwise !== null && mayLeaveEarly(node.otherwise));
    case "case":
      return node.arms.some((arm) => mayLeaveEarly(arm.body));
    case "function":
      return false;
  }
}
