/**
 * The shell's tokens: enough of POSIX sh / bash to tell words from operators and redirections,
 * with quoting, heredocs, comments and command substitutions. It never throws: an agent's command
 * may be cut or malformed, and what can be read is still read. (shell-quote, the common npm
 * choice, drops what this needs: `2>` vs `2 >`, newlines as separators, `&>`, heredoc bodies.)
 */

export interface ShellWord {
  /** The word with its quotes removed. */
  text: string;
  /** False when the word holds an expansion or a glob, so its text is not the path the shell uses. */
  literal: boolean;
  /** A quote in it never closes: the shell rejects the command (`unexpected EOF while looking for matching`). */
  unbalanced?: true;
}

export interface ShellRedirect {
  op: string;
  /** The file descriptor written before the operator (`2>`), or null. */
  fd: number | null;
  target: ShellWord;
  /** For `<<` and `<<-`: the heredoc's lines; the target is then the delimiter. */
  body?: string;
}

/** `windows`: backslash is a path character and the backtick escapes (PowerShell, cmd). */
export interface ShellDialect {
  windows: boolean;
}

export type Token =
  /** `scripts`: the scripts inside the word's `$( … )`, backticks and `<( … )`, to read on their own. */
  | { kind: "word"; word: ShellWord; scripts: string[] }
  | { kind: "redirect"; redirect: ShellRedirect; scripts: string[] }
  | { kind: "op"; op: string }
  | { kind: "newline" };

const REDIRECT_OPS = ["&>>", "<<<", "<<-", "&>", ">>", ">|", ">&", "<<", "<>", "<&", ">", "<"] as const;
const SEPARATOR_OPS = ["&&", "||", ";;", "|&", "|", "&", ";"] as const;
/** The characters an operator or a redirection can start with: a cheap test before the lists. */
const OPERATOR_START = new Set(["<", ">", "&", "|", ";"]);
const WORD_END = new Set([" ", "\t", "\r", "\n", ";", "&", "|", "(", ")", "<", ">"]);

export function tokenize(source: string, dialect: ShellDialect = { windows: false }): Token[] {
  return new Lexer(source, dialect.windows).run();
}

interface PendingHeredoc {
  redirect: ShellRedirect;
  stripTabs: boolean;
}

class Lexer {
  private pos = 0;
  /** Quotes opened and never closed so far. */
  private unclosed = 0;
  private readonly tokens: Token[] = [];
  private pending: PendingHeredoc[] = [];
  /** The scripts met inside the word being read. */
  private scripts: string[] = [];

  constructor(
    private readonly src: string,
    private readonly windows: boolean,
  ) {}

  run(): Token[] {
    while (this.pos < this.src.length) this.next();
    return this.tokens;
  }

  private next(): void {
    const c = this.src[this.pos]!;
    if (c === " " || c === "\t" || c === "\r") {
      this.pos += 1;
    } else if (c === "\n") {
      this.pos += 1;
      this.tokens.push({ kind: "newline" });
      this.readHeredocBodies();
    } else if (c === "#") {
      const newline = this.src.indexOf("\n", this.pos);
      this.pos = newline === -1 ? this.src.length : newline;
    } else if (c === "(" || c === ")") {
      this.pos += 1;
      this.tokens.push({ kind: "op", op: c });
    } else if (!this.redirectAt(null) && !this.separatorAt()) {
      this.wordOrFd();
    }
  }

  /** A word, or a number that is the descriptor of a redirection right after it (`2>`). */
  private wordOrFd(): void {
    const start = this.pos;
    this.scripts = [];
    const word = this.readWord();
    const next = this.src[this.pos];
    if ((next === ">" || next === "<") && /^\d+$/.test(this.src.slice(start, this.pos)) && this.redirectAt(Number(word.text))) return;
    this.tokens.push({ kind: "word", word, scripts: this.scripts });
  }

  private separatorAt(): boolean {
    if (!OPERATOR_START.has(this.src[this.pos]!)) return false;
    const op = SEPARATOR_OPS.find((candidate) => this.src.startsWith(candidate, this.pos));
    if (!op) return false;
    this.pos += op.length;
    this.tokens.push({ kind: "op", op });
    return true;
  }

  private redirectAt(fd: number | null): boolean {
    if (!OPERATOR_START.has(this.src[this.pos]!)) return false;
    if (this.src.startsWith("<(", this.pos) || this.src.startsWith(">(", this.pos)) {
      const sign = this.src[this.pos]!;
      this.pos += 1;
      const inner = this.captureParens();
      this.tokens.push({ kind: "word", word: { text: sign + inner, literal: false }, scripts: [inner.slice(1, -1)] });
      return true;
    }
    const op = REDIRECT_OPS.find((candidate) => this.src.startsWith(candidate, this.pos));
    if (!op) return false;
    this.pos += op.length;
    while (this.src[this.pos] === " " || this.src[this.pos] === "\t") this.pos += 1;
    this.scripts = [];
    const target = this.readWord();
    const redirect: ShellRedirect = { op, fd, target };
    this.tokens.push({ kind: "redirect", redirect, scripts: this.scripts });
    if (op === "<<" || op === "<<-") this.pending.push({ redirect, stripTabs: op === "<<-" });
    return true;
  }

  /** Heredoc bodies start on the line after their operator, one after another. */
  private readHeredocBodies(): void {
    for (const { redirect, stripTabs } of this.pending) {
      const delimiter = redirect.target.text.trim();
      const lines: string[] = [];
      while (this.pos < this.src.length) {
        const newline = this.src.indexOf("\n", this.pos);
        const line = this.src.slice(this.pos, newline === -1 ? this.src.length : newline);
        this.pos = newline === -1 ? this.src.length : newline + 1;
        // agents indent delimiters loosely; a line that is the delimiter once trimmed ends the body
        if (line.trim() === delimiter) break;
        lines.push(stripTabs ? line.replace(/^\t+/, "") : line);
      }
      redirect.body = lines.join("\n");
    }
    this.pending = [];
  }

  private readWord(): ShellWord {
    const before = this.unclosed;
    let text = "";
    let literal = true;
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!;
      if (WORD_END.has(c)) break;
      if (c === "'") {
        text += this.quoted("'");
      } else if (c === '"') {
        const inner = this.doubleQuoted();
        text += inner.text;
        literal &&= inner.literal;
      } else if (c === "\\" && !this.windows) {
        if (this.src[this.pos + 1] !== "\n") text += this.src[this.pos + 1] ?? "";
        this.pos += 2;
      } else if (c === "`" && this.windows) {
        text += this.src[this.pos + 1] ?? "";
        this.pos += 2;
      } else if (c === "`" || c === "$") {
        const expansion = this.expansion();
        text += expansion;
        literal &&= expansion === "$";
      } else {
        if (c === "*" || c === "?" || c === "[") literal = false;
        text += c;
        this.pos += 1;
      }
    }
    return this.unclosed > before ? { text, literal, unbalanced: true } : { text, literal };
  }

  /** `'…'` (and `$'…'` after its `$`): everything up to the closing quote, as is. */
  private quoted(quote: string): string {
    const close = this.src.indexOf(quote, this.pos + 1);
    if (close === -1) this.unclosed += 1;
    const end = close === -1 ? this.src.length : close;
    const text = this.src.slice(this.pos + 1, end);
    this.pos = end + 1;
    return text;
  }

  private doubleQuoted(): ShellWord {
    let text = "";
    let literal = true;
    this.pos += 1;
    while (this.pos < this.src.length && this.src[this.pos] !== '"') {
      const c = this.src[this.pos]!;
      const escape = this.windows ? "`" : "\\";
      if (c === escape && (this.windows || '$`"\\\n'.includes(this.src[this.pos + 1] ?? ""))) {
        text += this.src[this.pos + 1] ?? "";
        this.pos += 2;
      } else if (c === "$" || (c === "`" && !this.windows)) {
        const expansion = this.expansion();
        text += expansion;
        literal &&= expansion === "$";
      } else {
        text += c;
        this.pos += 1;
      }
    }
    if (this.pos >= this.src.length) this.unclosed += 1;
    this.pos += 1;
    return { text, literal };
  }

  /** `$name`, `${…}`, `$( … )`, `$(( … ))`, `` `…` `` or `$'…'`: the raw text; scripts are kept to read. */
  private expansion(): string {
    const start = this.pos;
    const after = this.src[this.pos + 1] ?? "";
    if (this.src[this.pos] === "`") {
      const inner = this.quoted("`");
      this.scripts.push(inner);
      return `\`${inner}\``;
    }
    if (after === "'") {
      this.pos += 1;
      return this.quoted("'");
    }
    if (after === "(") {
      this.pos += 1;
      const inner = this.captureParens();
      if (!inner.startsWith("((")) this.scripts.push(inner.slice(1, -1));
      return `$${inner}`;
    }
    if (after === "{") {
      const close = this.src.indexOf("}", this.pos);
      this.pos = close === -1 ? this.src.length : close + 1;
    } else {
      const name = /^(?:[A-Za-z_][\w:]*|[0-9?#@*$!-])/.exec(this.src.slice(this.pos + 1, this.pos + 200));
      this.pos += 1 + (name?.[0].length ?? 0);
    }
    return this.src.slice(start, this.pos);
  }

  /** From an opening parenthesis to its match, skipping quoted text; the text with both parentheses. */
  private captureParens(): string {
    const start = this.pos;
    let open = 0;
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!;
      if (c === "'" || c === '"') {
        const close = this.src.indexOf(c, this.pos + 1);
        this.pos = close === -1 ? this.src.length : close + 1;
        continue;
      }
      if (c === "\\" && !this.windows) this.pos += 1;
      else if (c === "(") open += 1;
      else if (c === ")" && --open === 0) {
        this.pos += 1;
        break;
      }
      this.pos += 1;
    }
    return this.src.slice(start, this.pos);
  }
}
