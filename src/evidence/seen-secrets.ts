/**
 * A value redacted in one place is redacted everywhere (issue #23). The rules find a secret by where
 * it stands (`sshpass -p X`, `DB_PASSWORD=X`, a URL's user-info); the same X elsewhere (alone on an
 * output line, in the final message, in a text read earlier in the stream than the one it was found
 * in, in the PR's diff) stands nowhere a rule reads. So the values the rules found in the texts of
 * one verification are kept here, and every other occurrence of each is hidden before any stage
 * reads the texts: the loader hides them in the whole trajectory once it is built (kept-redaction.ts),
 * and `verify` in the diff and the PR description, whose own values hide theirs in the trajectory.
 *
 * A value is kept only when it is unambiguous: six characters or more, not a word (letters alone
 * under 20 characters: a position rule takes `mysql -pwelcome`, but `welcome` is everywhere) nor a
 * number (digits alone under 12), and not a placeholder or a reference (secret-shape.ts). An occurrence
 * is hidden only where it stands whole: not inside a longer run of letters and digits.
 *
 * A URL's password is kept too, whatever its length, for libpq's echo of a piece of it: a `/`, a `#` or a `?` in the
 * password cuts the URL there, and libpq quotes the piece it misread as the port or the host
 * (`invalid integer value "Vq7" for connection option "port"` after `postgresql://u:Vq7/x@host/db`); a quoted value
 * there that is a piece of a kept password (its start, or a part between those marks) is hidden, no other.
 *
 * The values never leave memory: they are private to this object, which serializes and prints as its
 * count alone, so no report, log or prompt can carry them.
 */
import { inspect } from "node:util";
import { isDecodedPassword } from "./decoded-pairs.js";
import { isPunctuatedPassword } from "./punctuated-values.js";
import { isPlainWords, looksLikeLiteralSecret } from "./secret-shape.js";
import { escapeRegExp } from "../words.js";

/** Shorter values are not unambiguous: six characters is what the rules' own shortest labelled value holds. */
export const MIN_REPEATED_LENGTH = 6;
/** Letters alone are a word below this (a passphrase at it, as secret-shape.ts reads one). */
const MIN_LETTERS_ONLY = 20;
/** Digits alone are a number, an id or a count below this. */
const MIN_DIGITS_ONLY = 12;
/** A private key's body line this long, base64, is the key's wherever it is quoted. */
const MIN_KEY_LINE = 40;
/** The marker of an occurrence hidden because the same value was found elsewhere. */
export const REPEATED_KIND = "repeated-secret";
/** The marker a value that reads as words keeps (redact.ts `PLAIN_WORDS`), so red flags read it as they read the first. */
const PLAIN_WORDS = "plain-words";

interface FoundSpan {
  start: number;
  end: number;
  kind: string;
}

export class SeenSecrets {
  /** Each value kept, and the marker its other occurrences get. */
  readonly #values = new Map<string, string>();
  /** The needles' alternation and each needle's marker, built when first needed after a value was added. */
  #scan: { pattern: RegExp; markers: Map<string, string> } | null = null;
  /** The passwords of URLs' user-info, for the pieces of them libpq echoes. */
  readonly #urlPasswords = new Set<string>();

  /** How many values are kept. */
  get size(): number {
    return this.#values.size;
  }

  /** Keeps the values of the spans a rule found in `text` (plain text, or JSON text with its escapes). */
  record(text: string, spans: readonly FoundSpan[]): void {
    for (const span of spans) {
      const found = text.slice(span.start, span.end);
      for (const value of candidates(found, span.kind)) this.add(value);
      if (span.kind === "url-credentials" && found.includes(":")) this.#addUrlPassword(found.slice(found.indexOf(":") + 1));
    }
  }

  #addUrlPassword(password: string): void {
    if (password.length < MIN_PIECE_LENGTH || password.includes("[REDACTED:") || /[\s"'\\]/.test(password)) return;
    this.#urlPasswords.add(password);
  }

  /** Keeps one value, if it is unambiguous. */
  add(raw: string): void {
    const value = raw.trim();
    if (!isUnambiguous(value) || this.#values.has(value)) return;
    this.#values.set(value, isPlainWords(value) ? PLAIN_WORDS : REPEATED_KIND);
    this.#scan = null;
  }

  /** Keeps another's values too; true when one was new. */
  merge(other: SeenSecrets): boolean {
    const before = this.size;
    for (const [value, kind] of other.#values) {
      if (this.#values.has(value)) continue;
      this.#values.set(value, kind);
      this.#scan = null;
    }
    for (const password of other.#urlPasswords) this.#urlPasswords.add(password);
    return this.size > before;
  }

  /** `text` with every whole occurrence of a kept value hidden, plain or JSON-escaped (once or twice). */
  redact(text: string): { text: string; count: number } {
    let count = 0;
    let redacted = text;
    if (this.#values.size > 0) {
      const { pattern, markers } = this.#needles();
      redacted = text.replace(pattern, (found: string, at: number) => {
        if (!standsWhole(text, at, found)) return found;
        count += 1;
        return `[REDACTED:${markers.get(found)!}]`;
      });
    }
    if (this.#urlPasswords.size > 0 && LIBPQ_MESSAGES.some((message) => redacted.includes(message))) {
      redacted = redacted.replace(LIBPQ_PIECE, (found: string, lead: string, piece: string) => {
        if (!this.#isPasswordPiece(piece)) return found;
        count += 1;
        return `${lead}[REDACTED:${LIBPQ_KIND}]`;
      });
    }
    return { text: count === 0 ? text : redacted, count };
  }

  /** Hides every kept value in every string of `value`'s plain objects and arrays, in place; the count hidden. */
  redactDeep(value: unknown): number {
    if (this.#values.size === 0) return 0;
    let count = 0;
    const text = (string: string): string => {
      const redacted = this.redact(string);
      count += redacted.count;
      return redacted.text;
    };
    walk(value, text);
    return count;
  }

  /** Whether `piece` is a part of a kept URL password that a `/`, a `#` or a `?` bounds (its start, as libpq cut it). */
  #isPasswordPiece(piece: string): boolean {
    for (const password of this.#urlPasswords) {
      if (password === piece || password.split(URL_CUTS).includes(piece)) return true;
    }
    return false;
  }

  toJSON(): { values: number } {
    return { values: this.size };
  }

  [inspect.custom](): string {
    return `SeenSecrets { ${this.size} values }`;
  }

  #needles(): { pattern: RegExp; markers: Map<string, string> } {
    if (this.#scan !== null) return this.#scan;
    const markers = new Map<string, string>();
    for (const [value, kind] of this.#values) {
      const once = jsonEscaped(value);
      for (const needle of [value, once, jsonEscaped(once)]) if (!markers.has(needle)) markers.set(needle, kind);
    }
    // the longest first: a value that holds another is hidden whole
    const needles = [...markers.keys()].sort((a, b) => b.length - a.length);
    this.#scan = { pattern: new RegExp(needles.map(escapeRegExp).join("|"), "g"), markers };
    return this.#scan;
  }
}

/** A piece of a password this long at least is read in libpq's echo. */
const MIN_PIECE_LENGTH = 3;
/** The marks that cut a URL's authority inside a password. */
const URL_CUTS = /[/#?]/;
/** libpq's messages that quote a piece of a misread URL (libpq-echoes.ts). */
const LIBPQ_MESSAGES = ["invalid integer value", "invalid port number", "translate host name"];
const LIBPQ_KIND = "libpq-echoed-password";
/** The message, the quote (JSON-escaped or not), and the quoted value up to an `@` or the closing quote. */
const LIBPQ_PIECE = /((?:invalid integer value|invalid port number:?|translate host name)[ \t]*(?:\\{1,3})?["'])([^\s"'\\@[]{3,})(?=[@"'\\])/g;

/** The values a found span holds: the span, a URL user-info's password alone, a key's body lines, and their decoded forms. */
function candidates(found: string, kind: string): string[] {
  let values: string[];
  if (kind === "private-key") values = found.split(LINE_BREAK).filter((line) => line.length >= MIN_KEY_LINE && /^[A-Za-z0-9+/=]+$/.test(line));
  else if (LINE_BREAK.test(found)) values = [];
  // `user:password` before a URL's `@`: the user is a name, not a secret
  else if (kind === "url-credentials") values = [found.slice(found.indexOf(":") + 1)];
  else values = [found];
  return values.flatMap((value) => [value, ...decoded(value)]);
}
const LINE_BREAK = /\r?\n|\\+[nr]/;

/** The value as JSON text held it (`Fs\\7kP` is `Fs\7kP`), and as a URL encoded it (`p%40ss` is `p@ss`). */
function decoded(value: string): string[] {
  const forms: string[] = [];
  if (value.includes("\\")) {
    try {
      forms.push(JSON.parse(`"${value}"`) as string);
    } catch {
      // not JSON text: the backslash is the value's own
    }
  }
  if (/%[0-9A-Fa-f]{2}/.test(value)) {
    try {
      forms.push(decodeURIComponent(value));
    } catch {
      // a `%` that encodes nothing
    }
  }
  forms.push(...base64Decoded(value));
  return forms.filter((form) => form !== value);
}

/**
 * A value that is base64 of printable text, as a decode prints it (`echo <a registry's auth> | base64 -d`): the
 * text, and the password of a `user:password` pair (a docker `auth`, an HTTP Basic value) alone.
 */
function base64Decoded(value: string): string[] {
  if (value.length % 4 !== 0 || !BASE64_VALUE.test(value)) return [];
  const text = Buffer.from(value, "base64").toString("latin1");
  if (!PRINTABLE.test(text)) return [];
  const pair = USER_PASSWORD.exec(text);
  // a pair's password alone where it has a credential's shape (`time:12:30:45` decodes to no password)
  return pair === null || !isDecodedPassword(pair[1]!, pair[2]!) ? [text] : [text, pair[2]!];
}
const BASE64_VALUE = /^[A-Za-z0-9+/]{12,}={0,2}$/;
const PRINTABLE = /^[\x21-\x7e]+$/;
const USER_PASSWORD = /^([^:]{1,64}):(.+)$/;

function isUnambiguous(value: string): boolean {
  if (value.length < MIN_REPEATED_LENGTH || value.includes("[REDACTED:") || /[\r\n]/.test(value)) return false;
  if (/^[A-Za-z_-]+$/.test(value)) return value.length >= MIN_LETTERS_ONLY;
  if (/^\d+$/.test(value)) return value.length >= MIN_DIGITS_ONLY;
  // a string literal's leading `!`, `#` or `%` is the value's own (`"#lZ#sF5…"`): a rule found it as a whole literal;
  // so is a generated password's punctuation, leading `@` or `}` too (`-p'@08FWAXo^t_.9?N'`, punctuated-values.ts)
  return looksLikeLiteralSecret(value, "", "position") || isPunctuatedPassword(value);
}

const jsonEscaped = (value: string): string => JSON.stringify(value).slice(1, -1);

/**
 * Whether an occurrence stands whole: no letter or digit runs on before it (a JSON escape's letter,
 * `\n`, does not run on) or after it, on a side where the value itself ends in a letter or digit.
 */
function standsWhole(text: string, at: number, found: string): boolean {
  const end = at + found.length;
  if (isWordCode(found.charCodeAt(0)) && isWordCode(text.charCodeAt(at - 1)) && !isEscapeLetterAt(text, at - 1)) return false;
  return !(isWordCode(found.charCodeAt(found.length - 1)) && isWordCode(text.charCodeAt(end)));
}

function isWordCode(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** `n` of `\n`, `t` of `\t`: a letter a backslash escapes, the end of a JSON escape. */
function isEscapeLetterAt(text: string, at: number): boolean {
  return "nrtbf".includes(text[at] ?? "x") && text[at - 1] === "\\";
}

/** Replaces every string in plain objects and arrays under `node`, in place. */
function walk(node: unknown, replace: (text: string) => string): void {
  if (Array.isArray(node)) {
    for (let at = 0; at < node.length; at += 1) {
      const item: unknown = node[at];
      if (typeof item === "string") node[at] = replace(item);
      else if (item !== null && typeof item === "object") walk(item, replace);
    }
    return;
  }
  if (node === null || typeof node !== "object") return;
  const prototype: unknown = Object.getPrototypeOf(node);
  if (prototype !== Object.prototype && prototype !== null) return;
  const record = node as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === "string") record[key] = replace(item);
    else if (item !== null && typeof item === "object") walk(item, replace);
  }
}
