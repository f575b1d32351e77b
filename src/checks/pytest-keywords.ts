/**
 * Reads pytest's `-k` expression as pytest does, on what the diff shows of one test: a term matches when it
 * is a case-insensitive substring of one of the test's names (its function, class, module file and
 * folders, and its markers). What the diff does not show (a class's own markers, a module's `pytestmark`,
 * parameter ids) may match any term, so the answer is three-valued: pytest 9 deselects `test_two` with
 * `-k zzroot` (the root folder's name is no keyword) but keeps it with `-k tests` (its folder's is).
 */

/** What a term or expression says of one test: it is kept, it is left out, or what is unseen may decide. */
export type Kept = "yes" | "no" | "maybe";

/** The names pytest matches `-k` terms against, as far as the diff shows them. */
export interface TestKeywords {
  /** Known names: the function, its class, the module file, its folders, the markers on it. */
  names: readonly string[];
  /** Names may exist that the diff does not show (an existing class's markers, `pytestmark`, parameter ids). */
  unseen: boolean;
}

/** pytest's identifier token (`_pytest/mark/expression.py`): letters, digits, `_ : + - . [ ] \ /`. */
const TOKEN = /\s*(\(|\)|[\w:+\-.[\]\\/]+)/y;
/** Expressions longer than this are not read (a generated `-k` of hundreds of names says nothing a person reads). */
const MAX_EXPRESSION = 500;

/** Whether `-k expression` keeps the test; null when the expression is not one this reads. */
export function keywordKeeps(expression: string, test: TestKeywords): Kept | null {
  if (expression.length > MAX_EXPRESSION) return null;
  const tokens = tokenize(expression.trim());
  if (tokens === null || tokens.length === 0) return null;
  const reader = new ExpressionReader(tokens, test);
  const kept = reader.or();
  return reader.done() ? kept : null;
}

function tokenize(expression: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.length) {
    const start = TOKEN.lastIndex;
    const found = TOKEN.exec(expression);
    if (found === null) return expression.slice(start).trim() === "" ? tokens : null;
    tokens.push(found[1]!);
  }
  return tokens;
}

const not = (value: Kept): Kept => (value === "maybe" ? "maybe" : value === "yes" ? "no" : "yes");
/** Kleene's three-valued `and` and `or`: a test is kept by both filters, or by either run. */
export const and = (left: Kept, right: Kept): Kept => (left === "no" || right === "no" ? "no" : left === "yes" && right === "yes" ? "yes" : "maybe");
export const or = (left: Kept, right: Kept): Kept => (left === "yes" || right === "yes" ? "yes" : left === "no" && right === "no" ? "no" : "maybe");

/**
 * pytest's grammar: `expr: and_expr ('or' and_expr)*`, `and_expr: not_expr ('and' not_expr)*`,
 * `not_expr: 'not' not_expr | '(' expr ')' | ident`.
 */
class ExpressionReader {
  private at = 0;
  private failed = false;

  constructor(private readonly tokens: readonly string[], private readonly test: TestKeywords) {}

  done(): boolean {
    return !this.failed && this.at === this.tokens.length;
  }

  or(): Kept {
    let kept = this.and();
    while (this.peek() === "or") {
      this.at += 1;
      kept = or(kept, this.and());
    }
    return kept;
  }

  private and(): Kept {
    let kept = this.not();
    while (this.peek() === "and") {
      this.at += 1;
      kept = and(kept, this.not());
    }
    return kept;
  }

  private not(): Kept {
    const token = this.tokens[this.at];
    if (token === undefined || token === ")" || token === "and" || token === "or") return this.fail();
    this.at += 1;
    if (token === "not") return not(this.not());
    if (token !== "(") return this.term(token);
    const inner = this.or();
    if (this.tokens[this.at] !== ")") return this.fail();
    this.at += 1;
    return inner;
  }

  private term(term: string): Kept {
    const wanted = term.toLowerCase();
    if (this.test.names.some((name) => name.toLowerCase().includes(wanted))) return "yes";
    return this.test.unseen ? "maybe" : "no";
  }

  private peek(): string | undefined {
    return this.tokens[this.at];
  }

  private fail(): Kept {
    this.failed = true;
    return "maybe";
  }
}
