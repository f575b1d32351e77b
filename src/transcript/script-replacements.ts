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
/** `.replace(A, B)` or `.replace(A, B, 1)`, each argument a literal or a name. */
const REPLACE_CALL = new RegExp(String.raw`\.replace\(\s*(${LITERAL}|[A-Za-z_]\w*)\s*,\s*(${LITERAL}|[A-Za-z_]\w*)\s*(?:,\s*\d+\s*)?\)`, "g");
/** `NAME = LITERAL` on a line of its own. */
const BINDING = new RegExp(String.raw`^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*(${LITERAL})[ \t]*$`, "gm");
/** Other ways of changing text: a regex substitution, slices, appends, joins, concatenation, inserting lines, formatting. */
const OTHER_CHANGE = /\bre\.subn?\(|\.(?:insert|append|extend|join|format|sub)\(|\+|\]\s*=(?!=)|\bf["']|%\s*\(|\b(?:subprocess|os\.system|os\.popen|exec|eval)\b/;
/** What writes a file: pathlib's `write_text`, a file object's `write`. */
const WRITE = /\.write(?:_text)?\(/g;

/** The literal replacements the script makes, in order; null when it changes text any other way or makes none. */
export function scriptReplacements(command: string): Array<[string, string]> | null {
  const body = PYTHON_HEREDOC.exec(command)?.[3];
  if (body === undefined || (body.match(WRITE)?.length ?? 0) !== 1) return null;
  const bound = bindings(body);
  const pairs: Array<[string, string]> = [];
  for (const match of body.matchAll(REPLACE_CALL)) {
    const [old, text] = [valueOf(match[1]!, bound), valueOf(match[2]!, bound)];
    if (old === null || text === null) return null;
    pairs.push([old, text]);
  }
  // the literals' text is data: the other changes are looked for in the code around them, and every `.replace(` must
  // be one read above (a keyword `count=`, a trailing comma, literals joined by juxtaposition are not)
  const code = body.replace(new RegExp(LITERAL, "g"), "''");
  const calls = code.split(".replace(").length - 1;
  return pairs.length === 0 || calls !== pairs.length || OTHER_CHANGE.test(code) ? null : pairs;
}

/** Names bound to one literal each; a name bound twice holds no one value. */
function bindings(body: string): Map<string, string | null> {
  const bound = new Map<string, string | null>();
  for (const match of body.matchAll(BINDING)) {
    const value = decodeLiteral(match[2]!);
    bound.set(match[1]!, bound.has(match[1]!) ? null : value);
  }
  return bound;
}

function valueOf(argument: string, bound: ReadonlyMap<string, string | null>): string | null {
  return /^[A-Za-z_]\w*$/.test(argument) && !/^[rRuUbB]{1,2}['"]/.test(argument) ? (bound.get(argument) ?? null) : decodeLiteral(argument);
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
