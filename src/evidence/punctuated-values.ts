/**
 * Passwords full of punctuation under a password's name (held-out corpus 11: 22 of its 23 leaks held one of
 * `, ; | ( ) [ ] { } < >` or opened on `@`): `spring.datasource.password=!_(~P=<1;+1x(4q:H`, `NEXUS_PASS = '6;W-lrl#Fw>WfuQ(M'`,
 * `Password=-lt<f_1<nLpq9N!+l;TrustServerCertificate=True`, `<password>}QAk…</password>`. The name rules read a value
 * up to the punctuation that ends values in code, and judge what they read there; a generated password is cut at its
 * first mark. Here the value is what its position bounds: its quotes, or the run to a blank, a quote or the next
 * `key=` of a connection string or a mount's options. Only values the name rules cannot read are taken (a mark in
 * them or before them), and only when they mix three kinds of characters and are no code, reference, template,
 * pattern or path (`isPunctuatedPassword`).
 */
import type { Span } from "./redact.js";

/**
 * A password's names: `password`, `passwd`, `passphrase` in any case (camelCase's `ldapPassword` too), `pwd`, and
 * `pass`/`PW` ending a name after `_` (`NEXUS_PASS`, `LDAP_BIND_PW`), and Redis's `requirepass` (not `bypass`). The scan
 * opens on the name's `P`, so the engine skips to it; what must stand before the name is read after (`nameBoundary`).
 */
const NAME = "[Pp](?:ass(?:word|wd|phrase)?|ASS(?:WORD|WD|PHRASE)?|wd|WD|W)(?![a-z])";
/** The rest of the name (`_CONFIRM`, `.secret`), a quote and a bracket that close a key (`"Password":`, `env[X_PASS] =`). */
const KEY_END = "[\\w.-]{0,24}(?:\\\\{0,3}[\"'])?\\]?";
/** What stands between a name and its value: an assignment's or a key's mark, a tuple's comma, an element's `>`, or blanks. */
const SEPARATOR = "(?:[ \\t]*(?:=>|:=|=|:|,)[ \\t]*|(>)|[ \\t]+)";
/** The value, maybe quoted (a quote escaped in JSON text): anything but blanks, quotes and backslashes. */
const VALUE = "(\\\\{0,3}[\"'`])?([^\\s\"'`\\\\]{8,200})";
const SCAN = new RegExp(`${NAME}${KEY_END}${SEPARATOR}${VALUE}`, "g");

/** A connection string's or a mount's next option (`;TrustServerCertificate=True`, `,vers=3.0`): it ends the value. */
const NEXT_OPTION = /[,;&](?=[\w.-]+=)|<\//;
/** The characters that end a value in the name rules (name-rules.ts `VALUE_CHAR`), or a mark they refuse a value opening on. */
const UNREAD = /[,;&<>(){}[\]|]|^[=@*!#?:]/;
/**
 * References, templates (`{p1.password}`, `${X}`, `%DB_PASS%`, `%s`; a password may open on `%%`), a braced ODBC value (its own
 * rule's), a keyword argument (`default=None,`), markup (`<svg/onload=…>`: a tag's name, then a blank, `/` or `>`; `<xP2?}&>`
 * is none), patterns (`[A-Za-z0-9]{8,}`), a bracketed word (`[Filtered]`, GraphQL's `[String]`), code's operators, URLs,
 * paths and member chains (`e.target.value`): no password.
 */
const NOT_A_VALUE = /^[${]|^%(?!%)|^%%[A-Za-z_]\w*%%|^[A-Za-z_][\w.-]*=[\w.'"]*[,;:)\]}]*$|\[[^\]]*[A-Za-z0-9]-[A-Za-z0-9][^\]]*\]|\{\d+,?\d*\}|^\[[A-Za-z ]+\]$|\$\{|\$\(|\{\{|\}\}|\{[A-Za-z_][\w.]*\}|%\(|<%|<\/?[A-Za-z][\w:-]*(?:[\s/][^<>]*)?>|\.\*|\.\+|\(\?|&&|\|\||=>|->|!=|::|:\/\/|^[~.]?\/[\w./-]*$|[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]{2,}\.[A-Za-z_$][\w$]{2,}/;
/** Words joined by one mark (`A|TODO|your|placeholder`, `read,write`, `required|min:12`): alternatives, a list, validation rules. */
const WORD_LIST = /^[A-Za-z_]+(?::[\w.-]+)?(?:([|,;&/+])[A-Za-z_]+(?::[\w.-]+)?)(?:\1[A-Za-z_]+(?::[\w.-]+)?)*$/;
/**
 * Code: a name or a member chain, maybe negated or referenced, maybe called or indexed (`pw_hash[:16]`, `!!process.env.X,`),
 * its last call maybe cut at a quote (`hashlib.sha256(b` of `hashlib.sha256(b"x")`).
 */
const CODE = /^[!&*@:-]*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\((?:[^()]|\([^()]*\))*\)|\[(?:[^[\]]|\[[^[\]]*\])*\])*(?:[([](?:[\w$.,\s"'-]|\([^()]*\))*)?[,;)\]}]*$/;
const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
/** A password mixes this many of lower-case letters, capitals, digits and marks. */
const MIN_CLASSES = 3;

/** The value mixes three of lower-case letters, capitals, digits and marks, as a password does. */
export function mixesPasswordKinds(value: string): boolean {
  return mixesPasswordKinds(value);
}

/** A generated password the name rules cannot read whole: a mark in it or before it, three kinds of characters, no code. */
export function isPunctuatedPassword(value: string): boolean {
  if (value.length < 8 || !/[A-Za-z]/.test(value) || !UNREAD.test(value)) return false;
  if (NOT_A_VALUE.test(value) || CODE.test(value) || WORD_LIST.test(value) || /^<[^<>]*>$/.test(value) || /^\*+$/.test(value) || value.includes("[REDACTED")) return false;
  return CLASSES.filter((kind) => kind.test(value)).length >= MIN_CLASSES;
}

export function punctuatedPasswordSpans(text: string): Span[] {
  const spans: Span[] = [];
  SCAN.lastIndex = 0;
  for (let match = SCAN.exec(text); match !== null; match = SCAN.exec(text)) {
    if (!nameBoundary(text, match.index)) {
      SCAN.lastIndex = match.index + 1;
      continue;
    }
    const start = match.index + match[0].length - match[3]!.length;
    const value = valueAt(text, match, start);
    if (value !== null && isPunctuatedPassword(value)) spans.push({ start, end: start + value.length, kind: "punctuated-password" });
    // the scan goes on after the name, not after its value: a value may hold the next name (`pass=a;pwd=b`)
    SCAN.lastIndex = start;
  }
  return spans;
}

/** The value the position bounds: to its own closing quote, or to the next option; null when it is not whole. */
function valueAt(text: string, match: RegExpExecArray, start: number): string | null {
  const [, element, quote, read] = match as unknown as [string, string | undefined, string | undefined, string];
  // an element's `>` closes `<password>`, not a URL's `<password>@host` (the value must then run to `</`)
  if (element !== undefined && !isElement(text, match.index, read)) return null;
  // a quoted value is whole only up to its own closing quote
  if (quote !== undefined) return text.startsWith(quote, start + read.length) ? read : null;
  const next = NEXT_OPTION.exec(read);
  return next === null ? read : read.slice(0, next.index);
}
/**
 * What stands before a name: no letter before `password`, `pwd` (camelCase's `ldapPassword` aside); `_` before a bare
 * `pass` or `PW`; Redis's `require` before `pass`.
 */
function nameBoundary(text: string, at: number): boolean {
  const before = text[at - 1] ?? "";
  const name = /^[Pp](?:ass(?:word|wd|phrase)|ASS(?:WORD|WD|PHRASE)|wd|WD)/.exec(text.slice(at, at + 10));
  if (name !== null) return !/[A-Za-z]/.test(before) || (/[a-z0-9]/.test(before) && text[at] === "P" && name[0] !== "PWD");
  // a bare `pass`/`PASS`/`PW`: the end of a longer name
  return before === "_" || (text[at] === "p" && text.slice(Math.max(0, at - 7), at) === "require");
}

/** The name opens an XML element (`<password>`, `<ns:Password>`) and its value closes it (`…</password>`). */
function isElement(text: string, nameAt: number, value: string): boolean {
  return /<(?:[\w.-]+:)?$/.test(text.slice(Math.max(0, nameAt - 40), nameAt)) && value.includes("</");
}
