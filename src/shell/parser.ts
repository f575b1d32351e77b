import { tokenize, type ShellDialect, type ShellRedirect, type ShellWord, type Token } from "./lexer.js";
import type { IfNode, ListItem, ListNode, LoopNode, CaseNode, Node, Script, SimpleNode } from "./syntax.js";

/**
 * A recursive-descent parser from the lexer's tokens to the syntax tree of syntax.ts. It never
 * throws: an agent's command may be cut or malformed, so a missing `fi` or `done` ends at the end
 * of the text, a stray closer is skipped, and the script is marked `recovered`.
 */
export function parseScript(source: string, dialect: ShellDialect = { windows: false }): Script {
  return new Parser(tokenize(source, dialect)).run();
}

/** Words that close a compound command; a list stops before them. */
const CLOSERS = new Set(["then", "elif", "else", "fi", "do", "done", "esac", "}"]);
/** Compound nesting deeper than this is read as plain tokens: no real command needs it. */
const MAX_DEPTH = 100;

class Parser {
  private at = 0;
  private depth = 0;
  private recovered = false;
  private simpleCount = 0;

  constructor(private readonly tokens: Token[]) {}

  run(): Script {
    const items: ListItem[] = [];
    for (;;) {
      items.push(...this.list().items);
      if (this.at >= this.tokens.length) break;
      // a closer with nothing open (`fi`, `)`, `;;`): skipped
      this.at += 1;
      this.recovered = true;
    }
    return { body: { type: "list", items }, recovered: this.recovered, commandCount: this.simpleCount };
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  private wordIs(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === "word" && token.word.text === text;
  }

  private opIs(op: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === "op" && token.op === op;
  }

  /** Consumes the closer a compound expects, or notes that it was missing. */
  private expect(text: string): void {
    if (this.wordIs(text) || this.opIs(text)) this.at += 1;
    else this.recovered = true;
  }

  private skipNewlines(): void {
    while (this.peek()?.kind === "newline") this.at += 1;
  }

  private atStop(): boolean {
    const token = this.peek();
    if (token === undefined) return true;
    if (token.kind === "op") return token.op === ")" || token.op === ";;";
    return token.kind === "word" && CLOSERS.has(token.word.text);
  }

  private list(): ListNode {
    const items: ListItem[] = [];
    for (;;) {
      while (this.peek()?.kind === "newline" || this.opIs(";") || this.opIs("&")) this.at += 1;
      if (this.atStop()) break;
      const before = this.at;
      const node = this.andOr();
      if (node === null) {
        if (this.at === before) {
          this.at += 1;
          this.recovered = true;
        }
        continue;
      }
      const background = this.opIs("&");
      if (background || this.opIs(";") || this.peek()?.kind === "newline") this.at += 1;
      items.push({ node, background });
    }
    return { type: "list", items };
  }

  private andOr(): Node | null {
    let left = this.pipeline();
    while (left !== null && (this.opIs("&&") || this.opIs("||"))) {
      const op = (this.peek() as { op: "&&" | "||" }).op;
      this.at += 1;
      this.skipNewlines();
      const right = this.pipeline();
      if (right === null) {
        this.recovered = true;
        break;
      }
      left = { type: "and-or", op, left, right };
    }
    return left;
  }

  private pipeline(): Node | null {
    let negated = false;
    while (this.wordIs("!") || this.wordIs("time")) {
      negated = negated !== this.wordIs("!");
      this.at += 1;
    }
    const first = this.command();
    if (first === null) return null;
    const commands = [first];
    while (this.opIs("|") || this.opIs("|&")) {
      this.at += 1;
      this.skipNewlines();
      const next = this.command();
      if (next === null) {
        this.recovered = true;
        break;
      }
      commands.push(next);
    }
    return commands.length === 1 && !negated ? first : { type: "pipeline", commands, negated };
  }

  private command(): Node | null {
    const token = this.peek();
    if (token === undefined || this.depth >= MAX_DEPTH) return null;
    this.depth += 1;
    try {
      return this.compound(token) ?? (token.kind === "op" ? null : this.simple());
    } finally {
      this.depth -= 1;
    }
  }

  /** A compound command or function definition starting here, or null when this is a simple command. */
  private compound(token: Token): Node | null {
    if (token.kind === "op" && token.op === "(") {
      this.at += 1;
      const body = this.list();
      this.expect(")");
      return { type: "subshell", body, redirects: this.redirects() };
    }
    if (token.kind !== "word") return null;
    switch (token.word.text) {
      case "if":
        return this.ifClause();
      case "while":
      case "until":
        return this.whileClause(token.word.text);
      case "for":
      case "select":
        return this.forClause(token.word.text);
      case "case":
        return this.caseClause();
      case "{": {
        this.at += 1;
        const body = this.list();
        this.expect("}");
        return { type: "group", body, redirects: this.redirects() };
      }
      case "function":
        return this.functionDefinition(true);
    }
    if (this.opIs("(", 1) && this.opIs(")", 2)) return this.functionDefinition(false);
    return null;
  }

  private ifClause(): IfNode {
    this.at += 1;
    const clauses: IfNode["clauses"] = [];
    let otherwise: ListNode | null = null;
    let opener = true;
    while (opener) {
      const condition = this.list();
      this.expect("then");
      clauses.push({ condition, body: this.list() });
      opener = this.wordIs("elif");
      if (opener) this.at += 1;
    }
    if (this.wordIs("else")) {
      this.at += 1;
      otherwise = this.list();
    }
    this.expect("fi");
    return { type: "if", clauses, otherwise, redirects: this.redirects() };
  }

  private whileClause(kind: "while" | "until"): LoopNode {
    this.at += 1;
    const condition = this.list();
    this.expect("do");
    const body = this.list();
    this.expect("done");
    return { type: "loop", kind, condition, items: null, body, redirects: this.redirects() };
  }

  private forClause(kind: "for" | "select"): LoopNode {
    this.at += 1;
    let items: ShellWord[] | null = null;
    let variable: string | null = null;
    if (this.opIs("(")) {
      // `for ((i = 0; i < n; i++))`: the arithmetic header is skipped up to `do`
      while (this.peek() !== undefined && !this.wordIs("do")) this.at += 1;
    } else {
      const name = this.peek();
      if (name?.kind === "word") {
        variable = name.word.literal && /^[A-Za-z_]\w*$/.test(name.word.text) ? name.word.text : null;
        this.at += 1;
      }
      this.skipNewlines();
      if (this.wordIs("in")) {
        this.at += 1;
        items = [];
        for (let token = this.peek(); token?.kind === "word"; token = this.peek()) {
          items.push(token.word);
          this.at += 1;
        }
      }
    }
    while (this.opIs(";") || this.peek()?.kind === "newline") this.at += 1;
    this.expect("do");
    const body = this.list();
    this.expect("done");
    return { type: "loop", kind, condition: null, items, variable, body, redirects: this.redirects() };
  }

  private caseClause(): CaseNode {
    this.at += 1;
    const head = this.peek();
    const subject = head?.kind === "word" ? head.word : null;
    if (subject) this.at += 1;
    this.skipNewlines();
    this.expect("in");
    const arms: CaseNode["arms"] = [];
    for (;;) {
      while (this.peek()?.kind === "newline" || this.opIs(";;")) this.at += 1;
      if (this.peek() === undefined || this.wordIs("esac")) break;
      const patterns: string[] = [];
      if (this.opIs("(")) this.at += 1;
      for (let token = this.peek(); token !== undefined && !(token.kind === "op" && token.op === ")"); token = this.peek()) {
        if (token.kind === "word") patterns.push(token.word.text);
        if (token.kind === "newline") break;
        this.at += 1;
      }
      this.expect(")");
      arms.push({ patterns, body: this.list() });
      if (!this.opIs(";;") && !this.wordIs("esac")) {
        this.recovered = true;
        break;
      }
    }
    this.expect("esac");
    return { type: "case", subject, arms, redirects: this.redirects() };
  }

  /** `name() body`, `function name body`, `function name() body`. */
  private functionDefinition(keyword: boolean): Node | null {
    if (keyword) this.at += 1;
    const name = this.peek();
    if (name?.kind !== "word") return null;
    this.at += 1;
    if (this.opIs("(") && this.opIs(")", 1)) this.at += 2;
    this.skipNewlines();
    const body = this.command();
    if (body === null) {
      this.recovered = true;
      return null;
    }
    return { type: "function", name: name.word.text, body };
  }

  /** The redirections written after a compound command (`done > log`, `} 2>&1`). */
  private redirects(): ShellRedirect[] {
    const found: ShellRedirect[] = [];
    for (let token = this.peek(); token?.kind === "redirect"; token = this.peek()) {
      found.push(token.redirect);
      this.at += 1;
    }
    return found;
  }

  private simple(): SimpleNode | null {
    const words: ShellWord[] = [];
    const redirects: ShellRedirect[] = [];
    const substitutions: string[] = [];
    for (let token = this.peek(); token !== undefined; token = this.peek()) {
      if (token.kind === "word") {
        words.push(token.word);
        substitutions.push(...token.scripts);
        this.at += 1;
        if (words.length === 1 && token.word.text === "[[") this.testExpression(words);
        else if (token.word.text.endsWith("=") && this.opIs("(")) this.arrayValue(words);
      } else if (token.kind === "redirect") {
        redirects.push(token.redirect);
        substitutions.push(...token.scripts);
        this.at += 1;
      } else {
        break;
      }
    }
    if (words.length === 0 && redirects.length === 0) return null;
    const next = this.peek();
    const separator = next === undefined ? "" : next.kind === "op" ? next.op : next.kind === "newline" ? "\n" : "";
    return { type: "simple", words, redirects, substitutions, separator, index: this.simpleCount++ };
  }

  /** `[[ -f a && -d b ]]`: operators inside are words of the test, up to `]]`. */
  private testExpression(words: ShellWord[]): void {
    for (let token = this.peek(); token !== undefined && token.kind !== "newline"; token = this.peek()) {
      this.at += 1;
      if (token.kind === "word") words.push(token.word);
      else if (token.kind === "op") words.push({ text: token.op, literal: true });
      else words.push({ text: token.redirect.op, literal: true }, token.redirect.target);
      if (token.kind === "word" && token.word.text === "]]") return;
    }
  }

  /** `names=(a b c)`: the array's words belong to the assignment. */
  private arrayValue(words: ShellWord[]): void {
    this.at += 1;
    for (let token = this.peek(); token !== undefined; token = this.peek()) {
      this.at += 1;
      if (token.kind === "op" && token.op === ")") return;
      if (token.kind === "word") words.push(token.word);
    }
  }
}
