/**
 * An inline Python script that rewrites a file by literal replacement, as mini-swe-agent's agents edit:
 * `s = p.read_text(); p.write_text(s.replace(old, new))` with `old` and `new` string literals (or names bound once to
 * one). Its old and new text are what an edit tool's replacement gives, so a script that only adds a comment is read
 * as a note as that tool's would be (notes-only.ts). Any other way the script changes the text (`re.sub`, slices,
 * joins, appends, a literal it builds at run time) leaves it unread.
 */

/** The body of a here-document fed to Python: `python3 - <<'EOF'` … `EOF`. */
const PYTHON_HEREDOC = /^\s*(?:\w+=\S*\s+)*python[\d.]*\s+-?\s*<<-?\s*(['"]?)(\w+)\1[^\n]*\n([\s\S]*?)\n\s*\2\s*$/;
/** A Python string literal: an optional `r`/`u`/`b` prefix (not `f`: it interpolates), single, double or triple quotes. */
const LITERAL = String.raw`(?:[rRuUbB]{0,2})(?:'''[\s\S]*?'''|"""[\s\S]*?"""|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
/** A literal of the script, masked: its number among the script's literals, between private-use characters no script holds. */
const MASKED = String.raw`\uE000\d+\uE000`;
/** `.replace(A, B)` or `.replace(A, B, 1)`, each argument a (masked) literal or a name. */
const REPLACE_CALL = new RegExp(String.raw`\.replace\(\s*(${MASKED}|[A-Za-z_]\w*)\s*,\s*(${MASKED}|[A-Za-z_]\w*)\s*(?:,\s*\d+\s*)?\)`, "g");
/** `NAME = LITERAL` on a line of its own. */
const BINDING = new RegExp(String.raw`^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*(${MASKED})[ \t]*$`, "gm");
/** Other ways of changing text: regex substitutions, slices, appends, joins, concatenation, inserted lines, formatting, f-strings. */
const OTHER_CHANGE = /\bre\.subn?\(|\.(?:insert|append|extend|join|format|sub)\(|\+|\]\s*=(?!=)|[A-Za-z_]\uE000|%\s*\(|\b(?:subprocess|os\.system|os\.popen|exec|eval)\b/;
/** What writes a file: pathlib's `write_text`, a file object's `write`. */
const WRITE = /\.write(?:_text)?\(/g;

/** The literal replacements the script makes, in order; null when it changes text any other way or makes none. */
export function scriptReplacements(command: string): Array<[string, string]> | null {
  const masked = maskedScript(command);
  if (masked === null) return null;
  const { code, literals } = masked;
  if ((code.match(WRITE)?.length ?? 0) !== 1) return null;
  const bound = bindings(code, literals);
  const pairs: Array<[string, string]> = [];
  for (const match of code.matchAll(REPLACE_CALL)) {
    const [old, text] = [valueOf(match[1]!, bound, literals), valueOf(match[2]!, bound, literals)];
    if (old === null || text === null) return null;
    pairs.push([old, text]);
  }
  // every `.replace(` must be one read above (a keyword `count=`, a trailing comma, literals joined by juxtaposition are not)
  const calls = code.split(".replace(").length - 1;
  return pairs.length === 0 || calls !== pairs.length || OTHER_CHANGE.test(code) ? null : pairs;
}

/** Names bound to one literal each; a name bound twice holds no one value. */
function bindings(code: string, literals: readonly string[]): Map<string, string | null> {
  const bound = new Map<string, string | null>();
  for (const match of code.matchAll(BINDING)) {
    const value = decodeLiteral(literalAt(match[2]!, literals));
    bound.set(match[1]!, bound.has(match[1]!) ? null : value);
  }
  return bound;
}

/** A `.replace` argument's text: a masked literal's, or the one literal a name was bound to. */
function valueOf(argument: string, bound: ReadonlyMap<string, string | null>, literals: readonly string[]): string | null {
  return argument.startsWith("\uE000") ? decodeLiteral(literalAt(argument, literals)) : (bound.get(argument) ?? null);
}

/** The literal a mask stands for. */
function literalAt(masked: string, literals: readonly string[]): string {
  return literals[Number(masked.slice(1, -1))]!;
}

/** What a Python string literal holds; null for a form this does not read (bytes escapes, `\N{…}`, octal). */
export function decodeLiteral(literal: string): string | null {
  const prefix = /^[rRuUbB]{0,2}/.exec(literal)![0];
  const quoted = literal.slice(prefix.length);
  const quote = quoted.startsWith("'''") || quoted.startsWith('"""') ? quoted.slice(0, 3) : quoted[0]!;
  const inner = quoted.slice(quote.length, quoted.length - quote.length);
  if (/r/i.test(prefix)) return inner;
  let failed = false;
  const text = inner.replace(/\\(\n|[\\'"abfnrtv]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|.)/g, (_, escape: string) => {
    const simple = ESCAPES[escape];
    if (simple !== undefined) return simple;
    if (/^[xu]/.test(escape) && escape.length > 1) return String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    failed = true;
    return "";
  });
  return failed ? null : text;
}
const ESCAPES: Readonly<Record<string, string>> = {
  "\n": "", "\\": "\\", "'": "'", '"': '"', a: "\u0007", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v",
};

/** A file the script names to read or write: `open('a.py')`, `Path("a.py")`, `pathlib.Path('a.py')`. */
const FILE_NAMED = new RegExp(String.raw`\b(?:open|Path)\(\s*(${MASKED})`, "g");

/** The files a replace script names by literal (every `open(…)` and `Path(…)`); null when it is not such a script. */
export function scriptFiles(command: string): string[] | null {
  const masked = maskedScript(command);
  if (masked === null) return null;
  const { code, literals } = masked;
  const files = [...code.matchAll(FILE_NAMED)].map((match) => decodeLiteral(literalAt(match[1]!, literals)));
  return files.every((file) => file !== null) ? (files as string[]) : null;
}

/**
 * The Python here-document's code with each literal masked, and the literals: their text is data (it may itself hold
 * `.replace(` or `x = '…'`), so the code is read without it.
 */
function maskedScript(command: string): { code: string; literals: string[] } | null {
  const body = PYTHON_HEREDOC.exec(command)?.[3];
  if (body === undefined || body.includes("\uE000")) return null;
  const literals: string[] = [];
  const code = body.replace(new RegExp(LITERAL, "g"), (literal) => `\uE000${literals.push(literal) - 1}\uE000`);
  return { code, literals };
}
