export const id = 149;
export const ids = [149];
export const modules = {

/***/ 4827:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ isDecodedPassword)
/* harmony export */ });
/* harmony import */ var _secret_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(393);
/**
 * The shape of a `user:password` pair a base64 value decodes to (an HTTP Basic value, a registry's `auth`): a user's
 * name, then a value a password can be. Not any `word:value` a decode prints: a time, a version, a digest, a UUID, a
 * MAC address, a path, a zone or a word (`time:12:30:45`, `myapp:v1.2.3-rc4`, `sha256:…`, an `/etc/passwd` line).
 */

/** A user name that labels a value instead: a digest's algorithm, an id, a time's or a tag's label. */
const LABEL_NAMES = /^(?:sha\d*|md5|blake\w*|crc\d*|id|uuid|guid|time|date|version|v|tag|image|region|zone|eth\d+|en\d+|wlan\d+|lo)$/i;
/** Values that are not a password: a time, a version, a hex digest, a UUID, a MAC address, a path, a zone's or a host's name. */
const NOT_PASSWORDS = [
    /^\d{1,2}(?::\d{2}){1,2}(?:[.,]\d+)?Z?$/,
    /^v?\d+(?:\.\d+)+(?:[-+.][\w.]+)?$/i,
    /^[0-9a-f]{16,}$/i,
    /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i,
    /^[0-9a-f]{2}(?:[:-][0-9a-f]{2}){5}$/i,
    /[:/].*[:/]|^\//,
    /^[a-z]+(?:-[a-z]+)*-?\d+[a-z]?$/,
];
/** A password of one class of characters (`hunter`, `123456`) this long, as a generated one is. */
const MIN_DECODED_SINGLE_CLASS = 16;
/** Whether `password`, after the user `user`, reads as a password: not a label's value, mixed or long, no word. */
function isDecodedPassword(user, password) {
    if (LABEL_NAMES.test(user) || NOT_PASSWORDS.some((shape) => shape.test(password)))
        return false;
    // a word, capitalized or not, is no password a decode proves
    if (!(0,_secret_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .looksLikeSecret */ .WW)(password, "", "position") || (/^[A-Za-z]+$/.test(password) && password.length < MIN_DECODED_SINGLE_CLASS))
        return false;
    const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
    return classes >= 2 || password.length >= MIN_DECODED_SINGLE_CLASS;
}


/***/ }),

/***/ 599:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uV: () => (/* binding */ redactEnds)
/* harmony export */ });
/* unused harmony exports END_MARGIN, lastIndexFrom */
/* harmony import */ var _credential_flags_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2161);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4903);
/**
 * Redaction of only the ends of a text that a cut keeps, its head and its tail: a loader that cuts
 * a long tool output to head + tail anyway need not scan the middle it drops (on a word-rich
 * session the scan of every byte cost 6 to 10 times JSON.parse; bench/RESULTS.md, Run 14).
 *
 * Each end is scanned with a margin, so that every secret a whole-text redaction would hide in the
 * kept part is hidden here too: a rule reads a bounded context around its value (a name and its
 * position, a look-behind, a quoted value), a value with no white space is read whole wherever the
 * margin falls in it, since a margin ends at white space, and a margin goes on to its line's end
 * (after the head) or start (before the tail), where a client's flag finds its program. The one
 * unbounded rule, a private key block, is found back to its `-----BEGIN`.
 * A secret that crosses a cut is hidden up to the cut; the middle is gone, so nothing of it shows.
 */


/**
 * Scanned before the tail, then back to white space and the line's start. The line extension
 * reads every context on the value's own line (a flag's program, a rule's `before`, prose's words
 * before "is"); the margin is for contexts over line breaks: a name then `value:` lines below, a
 * credential tuple whose first element (up to 64) holds a line break, a .netrc login line. Tests
 * put such names ~100 characters before their values (they fail at a margin of 80). 256 scanned a
 * third more of each end for nothing (bench/RESULTS.md, Run 15).
 *
 * The head needs no margin: every rule's context stands before its value, and the head holds all
 * that comes before. Past the head's cut a rule reads only the rest of a value that crosses it: a
 * value without white space (to the next white space), a quoted or braced one (to its closing
 * mark, never past the line's end). So the head is scanned to the end of its last line (Run 17).
 */
const END_MARGIN = 128;
/** A run without white space longer than this is not walked back char by char: the whole start is scanned. */
const MAX_RUN_WALK = 64 * 1024;
const PRIVATE_KEY_OPEN = "-----BEGIN";
const PRIVATE_KEY_CLOSE = "-----END";
const WHITE_SPACE = /\s/g;
/**
 * The first `headChars` and the last `tailChars` of `text`, each redacted as in the whole text. `seen`
 * keeps the values found in what was scanned (redact.ts `redactSecrets`).
 */
function redactEnds(text, headChars, tailChars, seen) {
    const tailFrom = Math.max(headChars, text.length - tailChars);
    const headTo = runEnd(text, lineEnd(text, runEnd(text, Math.min(text.length, headChars))));
    if (tailFrom === text.length) {
        const headWindow = text.slice(0, headTo);
        const head = keptPart(headWindow, (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactionSpans */ .Nb)(headWindow, seen), 0, headChars);
        return { head: head.text, tail: "", count: head.count };
    }
    const tailAt = tailWindowStart(text, tailFrom);
    if (tailAt <= headTo) {
        const spans = (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactionSpans */ .Nb)(text, seen);
        const head = keptPart(text, spans, 0, headChars);
        const tail = keptPart(text, spans, tailFrom, text.length);
        return { head: head.text, tail: tail.text, count: head.count + tail.count };
    }
    const headWindow = text.slice(0, headTo);
    const tailWindow = text.slice(tailAt);
    const head = keptPart(headWindow, (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactionSpans */ .Nb)(headWindow, seen), 0, headChars);
    const tail = keptPart(tailWindow, (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactionSpans */ .Nb)(tailWindow, seen), tailFrom - tailAt, tailWindow.length);
    return { head: head.text, tail: tail.text, count: head.count + tail.count };
}
/** The part [from, to) of `text` with the spans that reach into it hidden, cut at its edges. */
function keptPart(text, spans, from, to) {
    const inside = [];
    for (const span of spans) {
        if (span.end <= from || span.start >= to)
            continue;
        inside.push({ start: Math.max(span.start, from) - from, end: Math.min(span.end, to) - from, kind: span.kind });
    }
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .applySpans */ .CO)(text.slice(from, to), inside);
}
/** Where the scan before the tail starts: a margin before the run the tail starts in, back to white space, or to an open key block. */
function tailWindowStart(text, tailFrom) {
    let start = runStart(text, lineStart(text, runStart(text, Math.max(0, runStart(text, tailFrom) - END_MARGIN))));
    const opened = lastIndexFrom(text, PRIVATE_KEY_OPEN, start);
    if (opened !== -1 && opened < start) {
        const closed = text.indexOf(PRIVATE_KEY_CLOSE, opened);
        if (closed === -1 || closed >= start)
            start = opened;
    }
    return start;
}
/**
 * `text.lastIndexOf(needle, at)`, found forwards: V8 searches backwards char by char but forwards
 * with skips, ten times faster on a two-byte text (the whole middle of each cut output is searched).
 */
function lastIndexFrom(text, needle, at) {
    const until = Math.max(0, at);
    let last = -1;
    for (let found = text.indexOf(needle); found !== -1 && found <= until; found = text.indexOf(needle, found + 1))
        last = found;
    return last;
}
/** The end of the line `at` is on, or `at` plus MAX_COMMAND_CHARS (a client's command is no longer). */
function lineEnd(text, at) {
    const end = text.indexOf("\n", at);
    return end === -1 || end > at + _credential_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_CHARS */ .vX ? Math.min(text.length, at + _credential_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_CHARS */ .vX) : end;
}
/** The start of the line `at` is on, or `at` less MAX_COMMAND_CHARS: how far back a flag's program is read. */
function lineStart(text, at) {
    const limit = Math.max(0, at - _credential_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_CHARS */ .vX);
    let start = at;
    while (start > limit && text.charCodeAt(start - 1) !== NEWLINE)
        start -= 1;
    return start;
}
const NEWLINE = 10;
/** The index of the first white space at or after `at`, or the text's end. */
function runEnd(text, at) {
    WHITE_SPACE.lastIndex = at;
    return WHITE_SPACE.exec(text)?.index ?? text.length;
}
/** The start of the run of non-white-space characters that `at` is in (or `at`, after white space). */
function runStart(text, at) {
    const limit = Math.max(0, at - MAX_RUN_WALK);
    let start = at;
    while (start > limit && !isWhiteSpace(text.charCodeAt(start - 1)))
        start -= 1;
    return start === limit ? 0 : start;
}
function isWhiteSpace(code) {
    return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2028 || code === 0x2029;
}


/***/ }),

/***/ 7762:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ MIN_REPEATED_LENGTH),
/* harmony export */   nE: () => (/* binding */ SeenSecrets)
/* harmony export */ });
/* unused harmony export REPEATED_KIND */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _decoded_pairs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4827);
/* harmony import */ var _punctuated_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2601);
/* harmony import */ var _secret_shape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(393);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5846);
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





/** Shorter values are not unambiguous: six characters is what the rules' own shortest labelled value holds. */
const MIN_REPEATED_LENGTH = 6;
/** Letters alone are a word below this (a passphrase at it, as secret-shape.ts reads one). */
const MIN_LETTERS_ONLY = 20;
/** Digits alone are a number, an id or a count below this. */
const MIN_DIGITS_ONLY = 12;
/** A private key's body line this long, base64, is the key's wherever it is quoted. */
const MIN_KEY_LINE = 40;
/** The marker of an occurrence hidden because the same value was found elsewhere. */
const REPEATED_KIND = "repeated-secret";
/** The marker a value that reads as words keeps (redact.ts `PLAIN_WORDS`), so red flags read it as they read the first. */
const PLAIN_WORDS = "plain-words";
class SeenSecrets {
    /** Each value kept, and the marker its other occurrences get. */
    #values = new Map();
    /** The needles' alternation and each needle's marker, built when first needed after a value was added. */
    #scan = null;
    /** The passwords of URLs' user-info, for the pieces of them libpq echoes. */
    #urlPasswords = new Set();
    /** How many values are kept. */
    get size() {
        return this.#values.size;
    }
    /** Keeps the values of the spans a rule found in `text` (plain text, or JSON text with its escapes). */
    record(text, spans) {
        for (const span of spans) {
            const found = text.slice(span.start, span.end);
            for (const value of candidates(found, span.kind))
                this.add(value);
            if (span.kind === "url-credentials" && found.includes(":"))
                this.#addUrlPassword(found.slice(found.indexOf(":") + 1));
        }
    }
    #addUrlPassword(password) {
        if (password.length < MIN_PIECE_LENGTH || password.includes("[REDACTED:") || /[\s"'\\]/.test(password))
            return;
        this.#urlPasswords.add(password);
    }
    /** Keeps one value, if it is unambiguous. */
    add(raw) {
        const value = raw.trim();
        if (!isUnambiguous(value) || this.#values.has(value))
            return;
        this.#values.set(value, (0,_secret_shape_js__WEBPACK_IMPORTED_MODULE_3__/* .isPlainWords */ ._g)(value) ? PLAIN_WORDS : REPEATED_KIND);
        this.#scan = null;
    }
    /** Keeps another's values too; true when one was new. */
    merge(other) {
        const before = this.size;
        for (const [value, kind] of other.#values) {
            if (this.#values.has(value))
                continue;
            this.#values.set(value, kind);
            this.#scan = null;
        }
        for (const password of other.#urlPasswords)
            this.#urlPasswords.add(password);
        return this.size > before;
    }
    /** `text` with every whole occurrence of a kept value hidden, plain or JSON-escaped (once or twice). */
    redact(text) {
        let count = 0;
        let redacted = text;
        if (this.#values.size > 0) {
            const { pattern, markers } = this.#needles();
            redacted = text.replace(pattern, (found, at) => {
                if (!standsWhole(text, at, found))
                    return found;
                count += 1;
                return `[REDACTED:${markers.get(found)}]`;
            });
        }
        if (this.#urlPasswords.size > 0 && LIBPQ_MESSAGES.some((message) => redacted.includes(message))) {
            redacted = redacted.replace(LIBPQ_PIECE, (found, lead, piece) => {
                if (!this.#isPasswordPiece(piece))
                    return found;
                count += 1;
                return `${lead}[REDACTED:${LIBPQ_KIND}]`;
            });
        }
        return { text: count === 0 ? text : redacted, count };
    }
    /** Hides every kept value in every string of `value`'s plain objects and arrays, in place; the count hidden. */
    redactDeep(value) {
        if (this.#values.size === 0)
            return 0;
        let count = 0;
        const text = (string) => {
            const redacted = this.redact(string);
            count += redacted.count;
            return redacted.text;
        };
        walk(value, text);
        return count;
    }
    /** Whether `piece` is a part of a kept URL password that a `/`, a `#` or a `?` bounds (its start, as libpq cut it). */
    #isPasswordPiece(piece) {
        for (const password of this.#urlPasswords) {
            if (password === piece || password.split(URL_CUTS).includes(piece))
                return true;
        }
        return false;
    }
    toJSON() {
        return { values: this.size };
    }
    [node_util__WEBPACK_IMPORTED_MODULE_0__.inspect.custom]() {
        return `SeenSecrets { ${this.size} values }`;
    }
    #needles() {
        if (this.#scan !== null)
            return this.#scan;
        const markers = new Map();
        for (const [value, kind] of this.#values) {
            const once = jsonEscaped(value);
            for (const needle of [value, once, jsonEscaped(once)])
                if (!markers.has(needle))
                    markers.set(needle, kind);
        }
        // the longest first: a value that holds another is hidden whole
        const needles = [...markers.keys()].sort((a, b) => b.length - a.length);
        this.#scan = { pattern: new RegExp(needles.map(_words_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeRegExp */ .Nt).join("|"), "g"), markers };
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
function candidates(found, kind) {
    let values;
    if (kind === "private-key")
        values = found.split(LINE_BREAK).filter((line) => line.length >= MIN_KEY_LINE && /^[A-Za-z0-9+/=]+$/.test(line));
    else if (LINE_BREAK.test(found))
        values = [];
    // `user:password` before a URL's `@`: the user is a name, not a secret
    else if (kind === "url-credentials")
        values = [found.slice(found.indexOf(":") + 1)];
    else
        values = [found];
    return values.flatMap((value) => [value, ...decoded(value)]);
}
const LINE_BREAK = /\r?\n|\\+[nr]/;
/** The value as JSON text held it (`Fs\\7kP` is `Fs\7kP`), and as a URL encoded it (`p%40ss` is `p@ss`). */
function decoded(value) {
    const forms = [];
    if (value.includes("\\")) {
        try {
            forms.push(JSON.parse(`"${value}"`));
        }
        catch {
            // not JSON text: the backslash is the value's own
        }
    }
    if (/%[0-9A-Fa-f]{2}/.test(value)) {
        try {
            forms.push(decodeURIComponent(value));
        }
        catch {
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
function base64Decoded(value) {
    if (value.length % 4 !== 0 || !BASE64_VALUE.test(value))
        return [];
    const text = Buffer.from(value, "base64").toString("latin1");
    if (!PRINTABLE.test(text))
        return [];
    const pair = USER_PASSWORD.exec(text);
    // a pair's password alone where it has a credential's shape (`time:12:30:45` decodes to no password)
    return pair === null || !(0,_decoded_pairs_js__WEBPACK_IMPORTED_MODULE_1__/* .isDecodedPassword */ .M)(pair[1], pair[2]) ? [text] : [text, pair[2]];
}
const BASE64_VALUE = /^[A-Za-z0-9+/]{12,}={0,2}$/;
const PRINTABLE = /^[\x21-\x7e]+$/;
const USER_PASSWORD = /^([^:]{1,64}):(.+)$/;
function isUnambiguous(value) {
    if (value.length < MIN_REPEATED_LENGTH || value.includes("[REDACTED:") || /[\r\n]/.test(value))
        return false;
    if (/^[A-Za-z_-]+$/.test(value))
        return value.length >= MIN_LETTERS_ONLY;
    if (/^\d+$/.test(value))
        return value.length >= MIN_DIGITS_ONLY;
    // a string literal's leading `!`, `#` or `%` is the value's own (`"#lZ#sF5…"`): a rule found it as a whole literal;
    // so is a generated password's punctuation, leading `@` or `}` too (`-p'@08FWAXo^t_.9?N'`, punctuated-values.ts)
    return (0,_secret_shape_js__WEBPACK_IMPORTED_MODULE_3__/* .looksLikeLiteralSecret */ .nA)(value, "", "position") || (0,_punctuated_values_js__WEBPACK_IMPORTED_MODULE_2__/* .isPunctuatedPassword */ .dx)(value);
}
const jsonEscaped = (value) => JSON.stringify(value).slice(1, -1);
/**
 * Whether an occurrence stands whole: no letter or digit runs on before it (a JSON escape's letter,
 * `\n`, does not run on) or after it, on a side where the value itself ends in a letter or digit.
 */
function standsWhole(text, at, found) {
    const end = at + found.length;
    if (isWordCode(found.charCodeAt(0)) && isWordCode(text.charCodeAt(at - 1)) && !isEscapeLetterAt(text, at - 1))
        return false;
    return !(isWordCode(found.charCodeAt(found.length - 1)) && isWordCode(text.charCodeAt(end)));
}
function isWordCode(code) {
    return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}
/** `n` of `\n`, `t` of `\t`: a letter a backslash escapes, the end of a JSON escape. */
function isEscapeLetterAt(text, at) {
    return "nrtbf".includes(text[at] ?? "x") && text[at - 1] === "\\";
}
/** Replaces every string in plain objects and arrays under `node`, in place. */
function walk(node, replace) {
    if (Array.isArray(node)) {
        for (let at = 0; at < node.length; at += 1) {
            const item = node[at];
            if (typeof item === "string")
                node[at] = replace(item);
            else if (item !== null && typeof item === "object")
                walk(item, replace);
        }
        return;
    }
    if (node === null || typeof node !== "object")
        return;
    const prototype = Object.getPrototypeOf(node);
    if (prototype !== Object.prototype && prototype !== null)
        return;
    const record = node;
    for (const key of Object.keys(record)) {
        const item = record[key];
        if (typeof item === "string")
            record[key] = replace(item);
        else if (item !== null && typeof item === "object")
            walk(item, replace);
    }
}


/***/ }),

/***/ 9149:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  READERS: () => (/* binding */ READERS),
  chooseReader: () => (/* binding */ chooseReader),
  closestFormats: () => (/* binding */ closestFormats),
  readableFormats: () => (/* binding */ readableFormats)
});

// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/transcript/command.ts
var command = __webpack_require__(1507);
// EXTERNAL MODULE: ./src/transcript/json.ts
var transcript_json = __webpack_require__(162);
;// CONCATENATED MODULE: ./src/transcript/formats/anthropic-content.ts


/** The text of an Anthropic content value: a string, or text blocks (other blocks are named). */
function contentText(content) {
    if (typeof content === "string")
        return content;
    return (0,transcript_json/* arr */.QL)(content)
        .map((block) => {
        if (!(0,transcript_json/* isObject */.Gv)(block))
            return "";
        if (block.type === "text")
            return (0,transcript_json/* str */.gx)(block.text) ?? "";
        return typeof block.type === "string" ? `[${block.type}]` : "";
    })
        .filter((text) => text !== "")
        .join("\n");
}
/** Text blocks become assistant text, `tool_use` blocks become calls; thinking is not evidence. */
function readAssistantBlocks(builder, content, step) {
    if (typeof content === "string")
        return { texts: [content], toolUses: 0 };
    const texts = [];
    let toolUses = 0;
    for (const block of (0,transcript_json/* arr */.QL)(content)) {
        if (!(0,transcript_json/* isObject */.Gv)(block))
            continue;
        if (block.type === "text")
            texts.push((0,transcript_json/* str */.gx)(block.text) ?? "");
        if (block.type === "tool_use" || block.type === "server_tool_use") {
            builder.call({ id: (0,transcript_json/* str */.gx)(block.id), name: (0,transcript_json/* str */.gx)(block.name) ?? "unknown", input: (0,command/* inputObject */.u)(block.input), step });
            toolUses += 1;
        }
    }
    return { texts, toolUses };
}
/** The `tool_result` blocks of a user message, in order. */
function toolResultBlocks(content) {
    // a loop, not flatMap: it ran once per result line and took ~4 µs a call on its generic path (Run 21)
    const blocks = [];
    for (const block of (0,transcript_json/* arr */.QL)(content)) {
        if (!(0,transcript_json/* isObject */.Gv)(block) || block.type !== "tool_result")
            continue;
        const toolUseId = (0,transcript_json/* str */.gx)(block.tool_use_id);
        if (toolUseId !== null)
            blocks.push({ toolUseId, output: contentText(block.content), isError: block.is_error === true });
    }
    return blocks;
}
/** The human-typed text of a user message (string content, or its text blocks). */
function userText(content) {
    if (typeof content === "string")
        return content;
    return (0,transcript_json/* arr */.QL)(content)
        .filter((block) => (0,transcript_json/* isObject */.Gv)(block) && block.type === "text")
        .map((block) => (0,transcript_json/* str */.gx)(block.text) ?? "")
        .join("\n");
}

// EXTERNAL MODULE: ./src/transcript/edits.ts + 1 modules
var edits = __webpack_require__(9084);
// EXTERNAL MODULE: ./src/shell/rejected.ts
var rejected = __webpack_require__(4082);
// EXTERNAL MODULE: ./src/shell/code-digest.ts
var code_digest = __webpack_require__(6166);
// EXTERNAL MODULE: ./src/shell/command-writes.ts + 1 modules
var command_writes = __webpack_require__(1913);
// EXTERNAL MODULE: ./src/shell/flat.ts
var flat = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/shell/paths.ts
var paths = __webpack_require__(3570);
// EXTERNAL MODULE: ./src/shell/patch-reads.ts
var patch_reads = __webpack_require__(1284);
// EXTERNAL MODULE: ./src/shell/script-writes.ts
var script_writes = __webpack_require__(608);
// EXTERNAL MODULE: ./src/transcript/shell-writes.ts
var shell_writes = __webpack_require__(1689);
;// CONCATENATED MODULE: ./src/transcript/script-runs.ts







/** Tool input fields that name the file a tool writes, and those that carry its whole text. */
const PATH_FIELDS = ["file_path", "path", "target_file", "filename", "absolute_path"];
const TEXT_FIELDS = ["content", "file_text", "contents", "text"];
/** Replacement pairs of edit tools (Claude Edit, str_replace_editor), applied to a script's known text. */
const REPLACE_FIELDS = [["old_string", "new_string"], ["old_str", "new_str"]];
/** Interpreters whose first operand is a script file, and the options of theirs that take a value. */
const INTERPRETERS = [
    { name: /^python(?:\d+(?:\.\d+)?)?$/, language: "python", valueOption: /^-[WX]$/, noScript: /^-\w*[cm]$/ },
    { name: /^(?:node|nodejs|bun|deno|tsx|ts-node)$/, language: "node", valueOption: /^(?:-r|--require|--import|--loader)$/, noScript: /^(?:-e|-p|--eval|--print)$/ },
    { name: /^(?:ba|z|da|k)?sh$/, language: "shell", valueOption: /^-o$/, noScript: /^-\w*c$/ },
];
/** `deno run x.ts`, `bun run x.js`: the subcommand before the script. */
const RUN_SUBCOMMAND = /^(?:run)$/;
const BY_EXTENSION = [
    [/\.py$/, "python"],
    [/\.[cm]?[jt]s$/, "node"],
    [/\.(?:ba|z)?sh$/, "shell"],
];
/** A command that may write, delete (`rm`) or run a script; others are not parsed again (the builder's hot path). */
const MAY_WRITE_OR_RUN = /[<>]|\btee\b|\brm\b|\bunlink\b|\bapply\b|\bpatch\b|\b(?:python|node|nodejs|bun|deno|tsx|ts-node)|\b(?:ba|z|da|k)?sh\b|(?:^|[\s;&|(])\.{0,2}\//;
const SHEBANG = [
    [/^#!.*\bpython/, "python"],
    [/^#!.*\b(?:node|deno|bun)\b/, "node"],
    [/^#!.*\b(?:ba|z|da|k)?sh\b/, "shell"],
];
/**
 * Scripts the agent wrote and later ran. An agent often writes `apply_fix.py` (or a shell or Node
 * script) that rewrites the PR's file, then runs it: the script's file writes, read from its text
 * with the reader of inline `python3 - <<EOF` code, are edits of the call that ran it. A script is
 * known by the text a heredoc, an `echo`/`printf` redirect or a file tool wrote; an edit tool's
 * replacement is applied to that text.
 */
class AgentScripts {
    texts = new Map();
    /** The files this call writes by running a script written earlier (or earlier in the same command). */
    changesOf(input, command, cwd) {
        if (command === null) {
            this.noteTool(input, cwd);
            return [];
        }
        if (!MAY_WRITE_OR_RUN.test(command))
            return [];
        const changes = [];
        let dir = cwd;
        for (const cmd of (0,flat/* writtenCommands */.q)(command)) {
            const [verb, target] = cmd.words;
            if (verb?.text === "cd" && cmd.separator !== "|")
                dir = target?.literal ? (0,paths/* resolvePath */.o)(target.text, dir) : null;
            this.noteShell(cmd, dir);
            const patched = patchApplied(cmd);
            const patch = patched === null ? null : this.textOf(patched.path, dir);
            if (patched !== null && patch !== null) {
                // the patch's text is the version it leaves: the same patch applied again leaves the same files
                const by = (0,code_digest/* codeDigest */.a)(patch);
                for (const target of patchTargetsOf(patch, patched.strip)) {
                    const path = (0,paths/* resolvePath */.o)(target, dir);
                    if (path !== null)
                        changes.push({ path, kind: "update", inferred: true, by });
                }
                continue;
            }
            const run = scriptRun(cmd);
            const text = run ? this.textOf(run.path, dir) : null;
            if (run === null || text === null)
                continue;
            const language = run.language ?? languageOf(run.path, text);
            if (language === null)
                continue;
            const written = language === "shell" ? (0,shell_writes/* shellWrites */.h6)(text, { cwd: dir, windows: false }) : (0,script_writes/* scriptWrites */.W)(text, language);
            const by = (0,code_digest/* codeDigest */.a)(text);
            for (const change of written) {
                const path = (0,paths/* resolvePath */.o)(change.path, dir);
                if (path !== null)
                    changes.push({ ...change, path, inferred: true, by });
            }
        }
        return changes;
    }
    noteTool(input, cwd) {
        const path = PATH_FIELDS.map((field) => input[field]).find((value) => typeof value === "string" && value !== "");
        if (path === undefined)
            return;
        const text = TEXT_FIELDS.map((field) => input[field]).find((value) => typeof value === "string");
        // a tool that names a file but neither writes nor replaces text in it (a read) changes no script:
        // its path is not resolved (two resolutions a call, ~5 ms on a 100 MB session's reads; Run 34)
        if (text === undefined && !REPLACE_FIELDS.some(([from, to]) => typeof input[from] === "string" && typeof input[to] === "string"))
            return;
        const key = (0,paths/* resolvePath */.o)(path, cwd);
        if (key === null)
            return;
        if (text !== undefined) {
            this.texts.set(key, text);
            return;
        }
        const known = this.textOf(key, cwd);
        for (const [from, to] of REPLACE_FIELDS) {
            const [old, replacement] = [input[from], input[to]];
            if (known !== null && typeof old === "string" && typeof replacement === "string" && known.includes(old)) {
                this.texts.set(key, known.replace(old, replacement));
            }
        }
    }
    /** `cat > f <<EOF`, `tee f <<EOF`, `echo … > f`, `printf … > f`: the text a simple command puts in a file. */
    noteShell(cmd, cwd) {
        const [verb, ...args] = (0,command_writes/* stripWrappers */.Dz)(cmd.words);
        // a script deleted is gone: running it later fails to start and writes nothing
        if (verb?.text === "rm" || verb?.text === "unlink") {
            for (const arg of args)
                if (arg.literal && !arg.text.startsWith("-"))
                    this.forget(arg.text, cwd);
            return;
        }
        const heredoc = cmd.redirects.find((redirect) => redirect.body !== undefined)?.body;
        const targets = cmd.redirects.filter((redirect) => redirect.op === ">" || redirect.op === ">|").map((redirect) => redirect.target);
        let text = null;
        if (heredoc !== undefined && (verb === undefined || verb.text === "cat" || verb.text === "tee"))
            text = heredoc;
        else if (verb?.text === "echo")
            text = `${args.filter((arg, index) => index > 0 || !/^-[neE]+$/.test(arg.text)).map((arg) => arg.text).join(" ")}\n`;
        else if (verb?.text === "printf" && args.length === 1)
            text = args[0].text.replace(/\\n/g, "\n").replace(/\\t/g, "\t");
        if (verb?.text === "tee")
            targets.push(...args.filter((arg) => !arg.text.startsWith("-")));
        if (text === null)
            return;
        for (const target of targets) {
            const key = target.literal ? (0,paths/* resolvePath */.o)(target.text, cwd) : null;
            if (key !== null)
                this.texts.set(key, text);
        }
    }
    forget(path, cwd) {
        const key = (0,paths/* resolvePath */.o)(path, cwd);
        if (key !== null)
            this.texts.delete(key);
    }
    /** The text last written to the script, found by its path (or by the end of it, when one is relative). */
    textOf(path, cwd) {
        const key = (0,paths/* resolvePath */.o)(path, cwd);
        if (key === null)
            return null;
        const exact = this.texts.get(key);
        if (exact !== undefined)
            return exact;
        const suffix = [...this.texts.keys()].filter((known) => known.endsWith(`/${key}`) || key.endsWith(`/${known}`));
        return suffix.length === 1 ? this.texts.get(suffix[0]) : null;
    }
}
/**
 * The patch file a command applies to the work tree, and the leading folders its paths drop: `git apply
 * x.diff` (1 unless `-pN`; not `--check`, `--stat`, `--cached`), `patch -p1 < x.diff`, `patch -p1 -i x.diff`.
 */
function patchApplied(cmd) {
    const [verb, ...args] = (0,command_writes/* stripWrappers */.Dz)(cmd.words);
    const texts = args.map((arg) => arg.text);
    const strip = (fallback) => {
        const option = texts.find((text) => /^-p\d+$/.test(text));
        return option === undefined ? fallback : Number(option.slice(2));
    };
    if (verb?.text === "git" && texts[0] === "apply") {
        if ((0,patch_reads/* patchLeavesTree */.J)(texts))
            return null;
        const file = args.slice(1).find((arg) => arg.literal && !arg.text.startsWith("-"));
        return file === undefined ? null : { path: file.text, strip: strip(1) };
    }
    if (verb?.text !== "patch" || (0,patch_reads/* patchLeavesTree */.J)(texts))
        return null;
    const input = texts.indexOf("-i");
    const fromInput = input === -1 ? undefined : args[input + 1];
    const fromRedirect = cmd.redirects.find((redirect) => redirect.op === "<")?.target;
    const file = fromInput ?? fromRedirect;
    return file === undefined || !file.literal ? null : { path: file.text, strip: strip(0) };
}
/** The files a unified diff changes, its `+++` paths with `strip` leading folders dropped (`/dev/null` aside). */
function patchTargetsOf(patch, strip) {
    const targets = [...patch.matchAll(/^\+\+\+ ([^\t\n]+)/gm)].map((match) => match[1].trim()).filter((path) => path !== "/dev/null");
    return [...new Set(targets.map((path) => path.split("/").slice(strip).join("/")).filter((path) => path !== ""))];
}
/** The script a simple command runs: `python3 apply_fix.py`, `node fix.js`, `bash fix.sh`, `./fix.py`. */
function scriptRun(cmd) {
    const [verb, ...args] = (0,command_writes/* stripWrappers */.Dz)(cmd.words);
    if (!verb?.literal)
        return null;
    const name = verb.text.split("/").pop();
    const interpreter = INTERPRETERS.find((candidate) => candidate.name.test(name));
    if (interpreter === undefined)
        return verb.text.includes("/") ? { path: verb.text, language: null } : null;
    const script = firstOperand(args, interpreter.valueOption, interpreter.noScript);
    return script?.literal ? { path: script.text, language: interpreter.language } : null;
}
function firstOperand(args, valueOption, noScript) {
    for (let index = 0; index < args.length; index += 1) {
        const text = args[index].text;
        if (noScript.test(text) || text === "-")
            return null;
        if (valueOption.test(text))
            index += 1;
        else if (!text.startsWith("-") && !(index === 0 && RUN_SUBCOMMAND.test(text)))
            return args[index];
    }
    return null;
}
function languageOf(path, text) {
    return BY_EXTENSION.find(([pattern]) => pattern.test(path))?.[1] ?? SHEBANG.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/transcript/glob-deletes.ts

/**
 * `rm -f test_*.py`: a delete by a glob names the files it matched when it ran. Of those the
 * transcript knows the ones the agent wrote before (and the folders they lie in); each becomes a
 * delete of its own, and a glob that matches none of them is dropped, since what else it matched
 * is not in the transcript.
 */
function expandPatterns(changes, written) {
    if (!changes.some((change) => change.pattern === true))
        return changes;
    const known = knownPaths(written);
    return changes.flatMap((change) => {
        if (change.pattern !== true)
            return [change];
        const matches = matcher(change.path);
        return known.filter(matches).map((path) => ({ path, kind: "delete", inferred: true }));
    });
}
/** The written files and every folder above them. */
function knownPaths(written) {
    const paths = new Set();
    for (const path of written) {
        const parts = path.split("/");
        for (let end = parts.length; end > 0; end -= 1) {
            const prefix = parts.slice(0, end).join("/");
            if (prefix !== "")
                paths.add(prefix);
        }
    }
    return [...paths];
}
/**
 * A glob matches paths named the same way: a relative glob (its directory unknown to the transcript)
 * is not matched to absolute paths, lest `rm -f test_*.py` in a build folder delete `/tmp/test_x.py`.
 */
function matcher(pattern) {
    const test = picomatch_default()(pattern, { dot: false });
    return (path) => path.startsWith("/") === pattern.startsWith("/") && test(path);
}

// EXTERNAL MODULE: ./src/shell/interpret.ts + 3 modules
var interpret = __webpack_require__(2821);
// EXTERNAL MODULE: ./src/shell/git-stash.ts
var git_stash = __webpack_require__(5034);
;// CONCATENATED MODULE: ./src/transcript/reported-writes.ts




/**
 * Files a command names in its own output as the ones it changed, where its words do not name them:
 * GNU patch's `patching file src/a.py` (and the `src/a.py.orig` it keeps when a hunk applied with an
 * offset or fuzz), `git apply -v`'s `Applied patch src/a.py cleanly.`, and the status `git stash pop`
 * or `git stash apply` prints after it put the stashed change back (`modified:   src/a.py`).
 */
function reportedWrites(command, output, cwd) {
    const none = { patched: [], popped: [], stashes: false };
    // the command first: it is short, and most outputs are long
    if (!MAY_REPORT.test(command))
        return none;
    const runs = (0,interpret/* interpretShell */.W)(command, undefined, { cwd }).commands;
    const words = runs.map((run) => run.words.map((word) => word.text));
    const stashes = words.some((argv) => (0,git_stash/* gitStashOf */.t)(argv)?.action === "push");
    if (output === null)
        return { ...none, stashes };
    const changed = (path, folder, kind) => {
        const resolved = (0,paths/* resolvePath */.o)(path, folder);
        return resolved === null ? [] : [{ path: resolved, kind, inferred: true }];
    };
    const patching = runs.find((_run, index) => isPatch(words[index]));
    const patched = patching === undefined ? [] : [
        ...[...output.matchAll(PATCHING)].flatMap(([, path, rest]) => [
            ...changed(path, patching.cwd, "update"),
            ...(KEPT_ORIGINAL.test(rest) ? changed(`${path}.orig`, patching.cwd, "unknown") : []),
        ]),
        ...[...output.matchAll(APPLIED)].flatMap(([, path]) => changed(path, patching.cwd, "update")),
    ];
    const popping = runs.find((_run, index) => (0,git_stash/* gitStashOf */.t)(words[index])?.action === "pop");
    const popped = popping === undefined || !RESTORED_STASH.test(output) ? []
        : [...output.matchAll(STATUS_LINE)].flatMap(([, state, path]) => changed(path.trim(), popping.cwd, state === "deleted" ? "delete" : "unknown"));
    return { patched, popped, stashes };
}
/** A line that may run one of the commands read here. */
const MAY_REPORT = /\b(?:patch|apply|stash)\b/;
/** GNU patch's line per file, with what it said of that file's hunks up to the next one. */
const PATCHING = /^patching file ['"`]?([^'"`\n]+?)['"`]?\n((?:(?!patching file )[^\n]*\n?)*)/gm;
/** A hunk applied with an offset or fuzz: GNU patch keeps the original as `FILE.orig`. */
const KEPT_ORIGINAL = /^Hunk #\d+ succeeded at \d+ (?:with fuzz \d+ )?\((?:offset|fuzz)/m;
/** `git apply -v`: `Applied patch src/a.py cleanly.` (or with conflicts). */
const APPLIED = /^Applied patch (\S+) (?:cleanly|with conflicts)\.?$/gm;
/** `git stash pop` printed the status after putting the change back (its `Dropped refs/stash@{0}` or the status header). */
const RESTORED_STASH = /^(?:Dropped refs\/stash|On branch |Changes not staged for commit:|Changes to be committed:)/m;
/** A status line of a file the stash put back. */
const STATUS_LINE = /^\t(modified|new file|deleted):\s+(.+)$/gm;
/** `patch` or `git apply` (not `--check`, `--stat`, `--dry-run`, `-R` read the same way). */
function isPatch(words) {
    if ((0,patch_reads/* patchLeavesTree */.J)(words))
        return false;
    const program = words[0]?.split("/").at(-1);
    return program === "patch" || (program === "git" && words.includes("apply"));
}

;// CONCATENATED MODULE: ./src/transcript/git-clean.ts


/** The line `git clean` prints for each path it deleted (`Would remove …` under `-n` deleted nothing). */
const REMOVED = /^Removing (.+?)\/?$/gm;
/** `git clean` options that only list what would go: `-n`, `--dry-run`, `-i` asks first. */
const LISTS_ONLY = /^(?:-[a-zA-Z]*[ni][a-zA-Z]*|--dry-run|--interactive)$/;
/**
 * The paths a `git clean -f` of the line deleted, as its output names them (`Removing repro.py`),
 * resolved against the folder it ran in: a scratch file it removed is gone, and a new file of the
 * work it removed is a change of the work. Nothing without a `git clean` that deletes, or its lines.
 */
function gitCleanRemovals(command, output, cwd) {
    // the command first: it is short, and most outputs are long
    if (!/\bgit\b[^\n]*\bclean\b/.test(command) || output === null || !output.includes("Removing "))
        return [];
    const clean = (0,interpret/* interpretShell */.W)(command, undefined, { cwd }).commands.find((run) => {
        const words = run.words.map((word) => word.text);
        return words[0] === "git" && words.includes("clean") && !words.some((word) => LISTS_ONLY.test(word));
    });
    if (clean === undefined)
        return [];
    return [...output.matchAll(REMOVED)].flatMap((match) => {
        const path = (0,paths/* resolvePath */.o)(match[1], clean.cwd);
        return path === null ? [] : [{ path, kind: "delete", inferred: true }];
    });
}

;// CONCATENATED MODULE: ./src/transcript/task.ts
/**
 * The user's real request, out of the text a harness puts around it: agents prepend repository
 * instructions and environment context as user messages, and benchmark templates wrap the issue.
 */
/** User messages that a harness injects, not the human's request (Terminus's hand-off answers among them). */
const INJECTED = /^\s*(?:# AGENTS\.md instructions|Here are the answers the other agent provided\b|(?:New Terminal Output|Current [Tt]erminal (?:state|Screen)):|<(?:environment_context|user_instructions|permissions instructions|INSTRUCTIONS|system-reminder|user_shell_command|turn_aborted|skill|subagent_notification|environment_details|command-name|command-message|local-command-\w+)\b)/;
/** Wrappers that hold the request inside a template, tried in order. */
const WRAPPERS = [
    // Codex IDE extension: the IDE's context first, the request under its own heading
    /^## My request for Codex:[ \t]*\n([\s\S]*)$/m,
    // Terminus (Terminal-Bench): a system prompt, then the task, then the terminal screen
    /^Task Description:[ \t]*\n?([\s\S]*?)(?:\n\s*Current (?:terminal state|Terminal Screen):|$(?![\s\S]))/m,
    // a hand-off to a fresh agent after a context summary: the task under "Original Task:", up to the next heading
    /^(?:\*\*)?Original Task:(?:\*\*)?[ \t]*\n?([\s\S]*?)(?:\n\s*(?:\*\*[^*\n]+:\*\*|Based on the conversation history)|$(?![\s\S]))/m,
    /<pr_description>\s*([\s\S]*?)\s*<\/pr_description>/,
    /<task>\s*([\s\S]*?)\s*<\/task>/,
    /<issue>\s*([\s\S]*?)\s*<\/issue>/,
    /\bISSUE:\s*\n([\s\S]*?)\n\s*INSTRUCTIONS:/,
    /^Please solve this issue:\s*([\s\S]*?)\n\nYou can execute bash commands/,
];
/** Blocks a harness puts inside a user message around the request. */
const INJECTED_BLOCKS = /<(system-reminder|environment_details|environment_context|user_instructions)>[\s\S]*?<\/\1>/g;
/** Lines a harness adds to say what follows is not for the model (Claude Code's "Caveat: …"). */
const CAVEAT_LINE = /^Caveat: .*$/gm;
/** True for a message a harness injected; reminder blocks inside a real request do not count. */
function isInjected(text) {
    const bare = withoutInjectedBlocks(text);
    return (bare === "" && text.trim() !== "") || INJECTED.test(bare);
}
/** The text without `<system-reminder>`, `<environment_details>`, `<environment_context>` and `<user_instructions>` blocks. */
function withoutInjectedBlocks(text) {
    return text.replace(INJECTED_BLOCKS, "").trim();
}
/** The request inside a template, without reminders; the text itself when no wrapper matches. */
function unwrapTask(text) {
    const bare = withoutInjectedBlocks(text);
    for (const wrapper of WRAPPERS) {
        const inner = wrapper.exec(bare)?.[1]?.trim();
        if (inner)
            return inner;
    }
    return bare;
}
/** The opening of an agent's system prompt sent as a user turn, not the human's words. */
const SYSTEM_PROMPT = /^\s*You are (?:an? |the )?(?:[\w-]+ ){0,3}(?:AI|assistant|agent|model|engineer|programmer|developer)\b/i;
/** An IDE's context preamble with no request under it. */
const IDE_PREAMBLE = /^\s*# Context from my IDE setup:/;
/**
 * The request a user turn holds, or null when it holds none (a harness message, a bare system
 * prompt or IDE preamble). Wrappers are unwrapped and injected blocks and caveat lines dropped.
 */
function requestOf(text) {
    if (isInjected(text))
        return null;
    const request = unwrapTask(text.replace(CAVEAT_LINE, "")).trim();
    // a preamble still in front after unwrapping had no request heading under it
    return request === "" || IDE_PREAMBLE.test(request) ? null : request;
}
/**
 * The task: the user's real requests, in order, the latest last (a follow-up such as "and the
 * docs" means little without the request before it). A system prompt sent as a user turn counts
 * only when no other turn holds a request. Every turn stays in messages.
 */
function taskFromPrompts(prompts) {
    // a hand-off repeats the task it hands over: the same request twice is one request
    const requests = [...new Set(prompts.map(requestOf).filter((request) => request !== null))];
    const real = requests.filter((request) => !SYSTEM_PROMPT.test(request));
    const chosen = real.length > 0 ? real : requests;
    return chosen.length > 0 ? chosen.join(REQUEST_SEPARATOR) : null;
}
/** Between two requests of one task, as earlier versions joined them. */
const REQUEST_SEPARATOR = "\n\n---\n\n";

// EXTERNAL MODULE: ./src/evidence/redact-ends.ts
var redact_ends = __webpack_require__(599);
;// CONCATENATED MODULE: ./src/transcript/text.ts
/**
 * Cleaning of text read from a transcript before it is kept: terminal colour codes go, inline
 * images become a marker, and an oversized text is cut with a marker saying how much was dropped.
 */

/** One tool output or message kept whole up to this size; beyond it the middle is cut. */
const MAX_TEXT_CHARS = 256 * 1024;
/** An ending's detail quotes at most this much of an error message: enough to say what failed. */
const DETAIL_CHARS = 200;
/** Base64 payloads shorter than this are left alone: small data URIs are not worth a marker. */
const MIN_IMAGE_CHARS = 200;
// eslint-disable-next-line no-control-regex -- terminal escape codes are control characters
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
const DATA_IMAGE = new RegExp(`data:image/[a-z+.-]+;base64,[A-Za-z0-9+/=]{${MIN_IMAGE_CHARS},}`, "g");
const plainEnds = (text, headChars, tailChars) => ({
    head: text.slice(0, headChars),
    tail: text.slice(text.length - tailChars),
});
function cleanText(raw, endsOf = plainEnds) {
    let images = 0;
    let text = raw.includes("\u001b") ? raw.replace(ANSI, "") : raw;
    if (text.includes(";base64,")) {
        text = text.replace(DATA_IMAGE, (image) => {
            images += 1;
            return `[image omitted: ${image.length} base64 chars]`;
        });
    }
    const cut = text.length > MAX_TEXT_CHARS;
    if (cut)
        text = cutMiddle(text, MAX_TEXT_CHARS, text.length, endsOf);
    return { text, images, cut };
}
/**
 * Keeps the head and the tail (where a test summary or an error usually is) and marks the cut.
 * `wholeChars` is the length before any earlier cut, so that a text cut again still says how much
 * of the original is gone.
 */
function cutMiddle(text, limit, wholeChars = text.length, endsOf = plainEnds) {
    const half = Math.floor(limit / 2);
    const omitted = wholeChars - 2 * half;
    const { head, tail } = endsOf(text, half, half);
    return ownCopy(`${head}\n[… ${omitted} chars omitted]\n${tail}`);
}
/**
 * An error message quoted in an ending's detail, cut to DETAIL_CHARS: what it keeps is redacted
 * before the cut, since a secret cut in two would not be recognized later.
 */
function detailText(text) {
    return text.length <= DETAIL_CHARS ? text : (0,redact_ends/* redactEnds */.uV)(text, DETAIL_CHARS, 0).head;
}
/**
 * V8 keeps the whole text a slice was taken from alive as long as the slice lives; reading a
 * character of the joined pieces makes V8 copy them into one new string, so the source can go.
 */
function ownCopy(joined) {
    joined.charCodeAt(0);
    return joined;
}

;// CONCATENATED MODULE: ./src/transcript/output-budget.ts

/**
 * Tool output kept whole for all calls but the latest together (4 MB in memory at most). Past it,
 * older outputs are cut to head + tail. Whole outputs held until the budget is spent outlive the
 * young-generation GC: on a 100 MB session a 4M budget peaked 15 MB higher than this one, 1M 2 MB lower.
 */
const RETAINED_OUTPUT_CHARS = 2 * 1024 * 1024;
/** The latest outputs are never shortened by the budget (each is bounded by MAX_TEXT_CHARS): the checks read the last test runs. */
const RECENT_OUTPUTS = 100;
/** What an older output is first cut to when the budget is spent; halved while still over it. */
const FIRST_OLDER_OUTPUT_CHARS = 16 * 1024;
/** Older outputs never shrink below this: the judge shows 120 + 280 chars of a result, and a summary line fits. */
const MIN_OLDER_OUTPUT_CHARS = 512;
/**
 * Keeps the tool outputs of a trajectory under RETAINED_OUTPUT_CHARS: once over, the output of every
 * call but the RECENT_OUTPUTS latest is cut to head + tail as it leaves them (so no whole output
 * lives long), shorter each time the total is still over. A session under the budget is never cut.
 */
class OutputBudget {
    calls;
    cutOutput;
    retained = 0;
    olderChars = FIRST_OLDER_OUTPUT_CHARS;
    /** Calls before this index are cut to `olderChars` already. */
    cutBefore = 0;
    /** Length before the budget cut, of each output it cut: a second cut still names what is gone. */
    wholeChars = new Map();
    cut = false;
    constructor(calls, 
    /** Cuts the output of call `index` to head + tail; the builder's redacts the ends it keeps. */
    cutOutput = (_, output, chars, whole) => cutMiddle(output, chars, whole)) {
        this.calls = calls;
        this.cutOutput = cutOutput;
    }
    /** What older outputs were cut to, or null when the budget was never spent. */
    get olderOutputChars() {
        return this.cut ? this.olderChars : null;
    }
    /**
     * Accounts for a call's output set or replaced (`wholeChars`: its length before cleaning cut it),
     * then cuts older outputs while over budget.
     */
    replaced(index, before, wholeChars) {
        if (wholeChars === undefined)
            this.wholeChars.delete(index);
        else
            this.wholeChars.set(index, wholeChars);
        this.retained += (this.calls[index]?.output?.length ?? 0) - (before?.length ?? 0);
        if (this.cut || this.retained > RETAINED_OUTPUT_CHARS)
            this.shrink();
    }
    shrink() {
        const older = this.calls.length - RECENT_OUTPUTS;
        if (older <= 0)
            return;
        this.cutRange(this.cutBefore, older);
        while (this.retained > RETAINED_OUTPUT_CHARS && this.olderChars > MIN_OLDER_OUTPUT_CHARS) {
            this.olderChars /= 2;
            this.cutRange(0, older);
        }
    }
    cutRange(from, to) {
        for (let index = from; index < to; index += 1) {
            const call = this.calls[index];
            const output = call.output;
            if (output === null || output.length <= this.olderChars)
                continue;
            const whole = this.wholeChars.get(index) ?? output.length;
            this.cut = true;
            call.output = this.cutOutput(index, output, this.olderChars, whole);
            this.wholeChars.set(index, whole);
            this.retained += call.output.length - output.length;
        }
        this.cutBefore = Math.max(this.cutBefore, to);
    }
}

// EXTERNAL MODULE: ./src/transcript/kept-redaction.ts + 2 modules
var kept_redaction = __webpack_require__(9491);
// EXTERNAL MODULE: ./src/shell/windows-paths.ts
var windows_paths = __webpack_require__(9586);
// EXTERNAL MODULE: ./src/words.ts
var words = __webpack_require__(5846);
;// CONCATENATED MODULE: ./src/transcript/builder.ts














/** A call whose command, or a text field of its input (a viewer's path), holds the file's name. */
function namesFile(call, name) {
    if (call.command !== null)
        return call.command.includes(name);
    return Object.values(call.input).some((value) => typeof value === "string" && value.includes(name));
}
/** The changes a tool reported, marked notes-only where its own input (an `apply_patch` body) shows they are. */
function withNotesOnly(stated, read) {
    const notes = read.filter((change) => change.notesOnly === true).map((change) => change.path);
    const same = (a, b) => a === b || a.endsWith(`/${b}`) || b.endsWith(`/${a}`);
    return stated.map((change) => (notes.some((path) => same(path, change.path)) ? { ...change, notesOnly: true } : change));
}
/** How many calls before an edit are searched for an output that showed the file it edits. */
const SHOWN_LOOKBACK = 40;

/** A call that is no shell line reports nothing. */
const NO_REPORTED = { patched: [], popped: [], stashes: false };
/** What a tool answers when it refused a call before doing anything: its arguments did not validate, or it reports an error. */
const TOOL_REFUSED = /^\s*\(?\s*(?:Invalid (?:args|arguments)\b|InputValidationError\b|<tool_use_error>|Error:\s)/;
/** A harness's words for a command it stopped at its time limit: it ran until then. */
const TIMED_OUT = /\b(?:timed out after \d+(?:\.\d+)? ?(?:s|seconds?|ms)\b|Command timed out\b)/i;
/** Both of its forms hold these words: an output without them is not read for the whole pattern (Run 21). */
const TIMED_OUT_WORDS = /timed out/i;
/** Whether the harness says it stopped the command at its time limit. */
function saysTimedOut(output) {
    return TIMED_OUT_WORDS.test(output) && TIMED_OUT.test(output);
}
/**
 * Collects what a format reader finds, pairs tool results with their calls, and derives the
 * parts every format shares (shell commands, edits, task, final answer) in one place.
 */
class TrajectoryBuilder {
    format;
    messages = [];
    calls = [];
    /** The load's redaction: kept texts are redacted as they are cut and when the trajectory is built. */
    kept = (0,kept_redaction/* keptRedaction */.Uu)();
    /** Calls whose output is whole, not yet redacted: a cut redacts the ends it keeps. */
    unredactedOutputs = new Set();
    outputBudget = new OutputBudget(this.calls, (index, output, chars, whole) => this.cutOutput(index, output, chars, whole));
    editKinds = new Map();
    openById = new Map();
    indexById = new Map();
    statedChanges = new Map();
    cleaned = { images: 0, cut: 0 };
    warnings = [];
    prompts = [];
    task = null;
    finalAnswer = null;
    ending = { kind: "unknown", detail: "the transcript does not say how the run ended", step: null };
    meta = { agent: null, model: null, sessionId: null, records: 0 };
    cwd = null;
    constructor(format) {
        this.format = format;
    }
    message(role, text, step) {
        if (text.trim() === "")
            return;
        this.messages.push({ role, text: this.clean(text).text, step });
    }
    /** A request from the human (not a tool result): the first is the task, later ones follow-ups. */
    prompt(text, step) {
        if (text.trim() === "")
            return;
        this.message("user", text, step);
        this.prompts.push(text.trim());
    }
    call(start) {
        const index = this.calls.length;
        // one literal, not a spread: every call then shares one hidden class (a spread gave each its own)
        this.calls.push({
            id: start.id,
            name: start.name,
            input: start.input,
            step: start.step,
            output: null,
            isError: false,
            exitCode: null,
            command: (0,command/* commandOf */.N)(start.input),
            resultStep: null,
        });
        if (start.id !== null) {
            if (this.openById.has(start.id))
                this.warn(`step ${start.step}: tool call id ${start.id} used twice`);
            this.openById.set(start.id, index);
            this.indexById.set(start.id, index);
        }
        return index;
    }
    /** Pairs a result with the open call of that id; a result for no known call is a warning. */
    resultFor(id, result) {
        const index = this.openById.get(id);
        if (index === undefined) {
            this.warn(`step ${result.step}: result for unknown tool call ${id}, skipped`);
            return;
        }
        this.openById.delete(id);
        this.attach(index, result);
    }
    /** Pairs a result with a call known by its position (formats without call ids). */
    resultAt(index, result) {
        const call = this.calls[index];
        if (!call)
            throw new RangeError(`no tool call at index ${index}`);
        if (call.id !== null)
            this.openById.delete(call.id);
        this.attach(index, result);
    }
    /** The call still waiting for a result under this id, if any. */
    openCall(id) {
        const index = this.openById.get(id);
        return index === undefined ? undefined : this.calls[index];
    }
    /** The index of the call issued under this id (answered or not), if any. */
    indexOf(id) {
        return this.indexById.get(id);
    }
    /** The call at this index, to read what it has so far. */
    callAt(index) {
        return this.calls[index];
    }
    /**
     * Completes a call's result with what a later record states: an exit code reported by an end
     * event, the rest of a long-running command's output. Fields not given are kept.
     */
    amend(index, patch) {
        const call = this.calls[index];
        if (!call)
            throw new RangeError(`no tool call at index ${index}`);
        if (patch.output !== undefined)
            this.setOutput(index, patch.output);
        if (patch.exitCode !== undefined && patch.exitCode !== null)
            call.exitCode = patch.exitCode;
        if (patch.isError !== undefined)
            call.isError = patch.isError;
        if (patch.step !== undefined && call.resultStep === null)
            call.resultStep = patch.step;
    }
    /** The files a call changed, as the agent's own tool reported them (instead of reading its input). */
    setChanges(index, changes) {
        this.statedChanges.set(index, changes);
    }
    setTask(task) {
        this.task = task?.trim() || null;
    }
    setFinalAnswer(answer) {
        this.finalAnswer = answer?.trim() || null;
    }
    setEnding(ending) {
        this.ending = ending;
    }
    setCwd(cwd) {
        // `C:\Users\dev\qstr\` and `/repo/` alike: the folder without its closing separator
        this.cwd = cwd ? cwd.replace((0,windows_paths/* isWindowsAbsolute */.nY)(cwd) ? /[\\/]+$/ : /\/+$/, "") : this.cwd;
    }
    setMeta(meta) {
        // called once per record (with `records`, and the session id on every Claude line): field by
        // field, since a loop over the entries that assigns each cost 3% of loading a large session
        if (meta.records !== undefined && meta.records !== null)
            this.meta.records = meta.records;
        if (meta.agent !== undefined && meta.agent !== null)
            this.meta.agent = meta.agent;
        if (meta.model !== undefined && meta.model !== null)
            this.meta.model = meta.model;
        if (meta.sessionId !== undefined && meta.sessionId !== null)
            this.meta.sessionId = meta.sessionId;
        if (meta.cwd !== undefined)
            this.meta.cwd = meta.cwd;
    }
    warn(warning) {
        this.warnings.push(warning);
    }
    get callCount() {
        return this.calls.length;
    }
    build() {
        if (this.kept !== null)
            this.redactKept(this.kept);
        // a reader that learns late which messages count (codex-rollout) adds them after the others
        this.messages.sort((a, b) => a.step - b.step);
        const trajectory = {
            schema: model/* TRAJECTORY_SCHEMA */.ci,
            format: this.format,
            task: this.task ?? taskFromPrompts(this.prompts),
            finalAnswer: this.finalAnswer ?? this.lastAssistantText(),
            messages: this.messages,
            toolCalls: this.calls,
            edits: this.edits(),
            ending: this.ending,
            warnings: [...this.warnings, ...this.cleaningWarnings()],
            meta: this.cwd === null ? this.meta : { ...this.meta, cwd: this.cwd },
        };
        // the fixed fields are checked here; the arrays are typed as they are built, and checking every
        // call of a large session with the schema costs more than parsing it (the tests check them all)
        model/* Trajectory */.MB.parse({ ...trajectory, messages: [], toolCalls: [], edits: [] });
        return trajectory;
    }
    attach(index, result) {
        const call = this.calls[index];
        if (call.resultStep !== null)
            this.warn(`step ${result.step}: second result for tool call ${call.id ?? index}, kept the first`);
        if (call.resultStep !== null)
            return;
        call.isError = result.isError;
        call.exitCode = result.exitCode;
        call.resultStep = result.step;
        this.setOutput(index, result.output);
        if (result.editKind)
            this.editKinds.set(index, result.editKind);
    }
    /**
     * Edits are the changes of calls that did not fail (a failed edit changed nothing), with the
     * writes of scripts the agent wrote earlier and ran in the call.
     */
    edits() {
        const scripts = new AgentScripts();
        const written = new Set();
        let changedWhileStashed = false;
        return this.calls.flatMap((call, index) => {
            const ran = scripts.changesOf(call.input, call.command, cwdOf(call.input) ?? this.cwd);
            // a failed or rejected call, or a line the shell refused (a syntax error on its first line),
            // changed nothing; a shell line the harness stopped at its time limit ran what came before
            // (`cat > f <<EOF … EOF; slow-command`). Each output is read only where its answer counts:
            // the time limit for a failed call, the refusals for a shell call (Run 34)
            const stopped = call.isError && call.command !== null && saysTimedOut(call.output ?? "");
            const refused = call.command !== null && ((0,rejected/* shellRejected */.D)(call.output, call.exitCode) || (0,rejected/* shellNeverStarted */.Y)(call.output, call.exitCode));
            // an edit tool that answered with an error (`(Invalid args for edit: …`) where the format records no error flag
            const toolRefused = call.command === null && TOOL_REFUSED.test(call.output ?? "");
            if (refused || toolRefused)
                return [];
            // a command not found or not executable (126, 127) stopped its line, whether or not the format flags an error (ATIF: the status only)
            const notRun = call.exitCode === edits/* NOT_EXECUTABLE_STATUS */.Sh || call.exitCode === edits/* NOT_FOUND_STATUS */.cp;
            const failed = call.isError || (call.command !== null && notRun);
            if (failed && !stopped) {
                // a shell line that ran and exited non-zero still made the changes of commands whose failure was not its status;
                // an error with no status of the shell's (a rejected or refused call) ran nothing
                const ranLine = call.command !== null && call.exitCode !== null && call.exitCode > 0;
                const changes = ranLine ? (0,edits/* failedLineChanges */.pp)(call.command, call.name, call.input, call.output, call.exitCode) : [];
                return this.toEdits(changes, index, written);
            }
            const shown = (path) => this.shownBefore(index, path);
            const stated = this.statedChanges.get(index);
            const read = stated === undefined || call.name === "apply_patch" ? (0,edits/* changesOf */.fs)(call.name, call.input, call.command, shown) : [];
            const inferred = stated === undefined ? withoutMissing(read, call.output) : withNotesOnly(stated, read);
            const cleaned = call.command === null ? [] : gitCleanRemovals(call.command, call.output, cwdOf(call.input));
            const reported = call.command === null ? NO_REPORTED : reportedWrites(call.command, call.output, cwdOf(call.input));
            const { patched, popped, stashes } = reported;
            const own = expandPatterns([...inferred, ...ran, ...cleaned, ...patched], written);
            // a stash put back changes the work only when the work changed while it was stashed (`git stash push -- cli.py`,
            // an edit, the tests, `git stash pop`); `git stash && pytest; git stash pop` puts back what was there
            if (stashes)
                changedWhileStashed = false;
            const back = popped.length > 0 && changedWhileStashed ? popped : [];
            if (own.length > 0)
                changedWhileStashed = true;
            if (popped.length > 0)
                changedWhileStashed = false;
            return this.toEdits([...own, ...back], index, written);
        });
    }
    /**
     * Outputs of the calls before `index` that named the file (in their input or command), latest first:
     * what the transcript showed of it before an edit. Only the nearest calls are read.
     */
    shownBefore(index, path) {
        const name = path.split("/").at(-1) ?? path;
        const before = [];
        for (let at = index - 1; at >= Math.max(0, index - SHOWN_LOOKBACK); at -= 1) {
            const call = this.calls[at];
            if (call.output !== null && namesFile(call, name))
                before.push(call.output);
        }
        return { before, result: this.calls[index].output };
    }
    /** A call's changes as edits, noting the files written for the glob deletes after them. */
    toEdits(changes, index, written) {
        const call = this.calls[index];
        const edits = changes.map((change) => ({
            path: this.relative(change.path),
            kind: change.kind === "unknown" ? (this.editKinds.get(index) ?? "unknown") : change.kind,
            step: call.step,
            toolCall: index,
            inferred: change.inferred === true,
            ...(change.by === undefined ? {} : { byScript: change.by }),
            ...(change.notesOnly === true ? { notesOnly: true } : {}),
        }));
        for (const change of changes)
            if (change.kind !== "delete")
                written.add(change.path);
        return edits;
    }
    setOutput(index, raw) {
        const call = this.calls[index];
        const before = call.output;
        const { text, cut } = this.clean(raw);
        call.output = text;
        if (this.kept !== null && !cut)
            this.unredactedOutputs.add(index);
        else
            this.unredactedOutputs.delete(index);
        this.outputBudget.replaced(index, before, call.output.length < raw.length ? raw.length : undefined);
    }
    /** The budget's cut: the first cut of an output redacts the ends it keeps; a later cut keeps redacted text. */
    cutOutput(index, output, chars, wholeChars) {
        if (!this.unredactedOutputs.delete(index))
            return cutMiddle(output, chars, wholeChars);
        return cutMiddle(output, chars, wholeChars, this.kept.endsOf);
    }
    clean(raw) {
        const cleaned = cleanText(raw, this.kept?.endsOf);
        this.cleaned.images += cleaned.images;
        if (cleaned.cut)
            this.cleaned.cut += 1;
        return cleaned;
    }
    /**
     * Redacts every text the trajectory keeps, before anything derived from them is built (edits,
     * task): outputs not redacted by a cut, calls (as JSON, where a name stands by its value),
     * messages, prompts, and what readers stated. Texts cut earlier were redacted at their cut.
     */
    redactKept(kept) {
        for (const index of this.unredactedOutputs) {
            const call = this.calls[index];
            call.output = kept.nullable(call.output);
        }
        this.unredactedOutputs.clear();
        // a command that prints a stored secret, or a tool that reads a secrets file: the values nothing in the output names
        for (const call of this.calls) {
            if (call.output === null)
                continue;
            call.output = call.command !== null ? kept.printed(call.command, call.output) : kept.read(call.input, call.output);
        }
        for (const call of this.calls) {
            const { id, name, input, command } = kept.json({ id: call.id, name: call.name, input: call.input, command: call.command });
            Object.assign(call, { id, name, input, command });
        }
        for (const message of this.messages)
            message.text = kept.text(message.text);
        this.prompts.splice(0, this.prompts.length, ...this.prompts.map((prompt) => kept.text(prompt)));
        this.task = kept.nullable(this.task);
        this.finalAnswer = kept.nullable(this.finalAnswer);
        this.ending = { ...this.ending, detail: kept.text(this.ending.detail) };
        this.warnings.splice(0, this.warnings.length, ...this.warnings.map((warning) => kept.text(warning)));
        this.cwd = kept.nullable(this.cwd);
        const { agent, model, sessionId } = kept.json({ agent: this.meta.agent, model: this.meta.model, sessionId: this.meta.sessionId });
        Object.assign(this.meta, { agent, model, sessionId });
        for (const [index, changes] of this.statedChanges)
            this.statedChanges.set(index, kept.json(changes));
    }
    cleaningWarnings() {
        const warnings = [];
        if (this.cleaned.images > 0)
            warnings.push(`${(0,words/* plural */.LS)(this.cleaned.images, "inline base64 image")} dropped, a marker kept`);
        if (this.cleaned.cut > 0)
            warnings.push(`${(0,words/* plural */.LS)(this.cleaned.cut, "text")} over ${MAX_TEXT_CHARS} chars cut in the middle`);
        const olderChars = this.outputBudget.olderOutputChars;
        if (olderChars !== null) {
            warnings.push(`tool outputs over ${RETAINED_OUTPUT_CHARS} chars in all: outputs before the last ${RECENT_OUTPUTS} calls cut to ${olderChars} chars (head and tail)`);
        }
        return warnings;
    }
    relative(path) {
        if (this.cwd && path.startsWith(`${this.cwd}/`))
            return path.slice(this.cwd.length + 1);
        // a session on Windows names its files with backslashes under a drive-letter cwd
        const windows = this.cwd ? (0,windows_paths/* windowsRelative */.GD)(path, this.cwd) : null;
        return windows ?? path.replace(/^\.\//, "");
    }
    lastAssistantText() {
        return this.messages.findLast((message) => message.role === "assistant")?.text.trim() ?? null;
    }
}
/**
 * An inferred change to a path the command's own error says does not exist changed nothing (`rm: cannot
 * remove 'x': No such file or directory` deleted nothing); the output is read only when there is a change.
 */
function withoutMissing(changes, output) {
    if (changes.length === 0)
        return changes;
    const missing = (0,edits/* missingOperands */.xk)(output);
    return changes.filter((change) => !namedMissing(change.path, missing));
}
/** A change's path is one the error names (`show` for `/repo/show`). */
function namedMissing(path, missing) {
    for (const name of missing)
        if (path === name || path.endsWith(`/${name}`))
            return true;
    return false;
}
/** The folder a call says it ran in (`workdir`, `cwd`), or null. */
const cwdOf = (input) => (0,transcript_json/* str */.gx)(input.workdir) ?? (0,transcript_json/* str */.gx)(input.cwd) ?? null;

// EXTERNAL MODULE: ./src/transcript/exit-code.ts
var exit_code = __webpack_require__(1436);
;// CONCATENATED MODULE: ./src/transcript/formats/claude-common.ts

/** Markers Claude Code writes into the conversation when the user stops a turn. */
const INTERRUPTION = /^\[Request interrupted by user( for tool use)?\]/;
const BACKGROUND = /^Command running in background with ID:/;
/**
 * Claude's Bash tool marks a non-zero exit as an error result that starts `Exit code N`; a
 * non-error result of a command that ran to completion therefore means exit 0. Background and
 * interrupted commands have no exit status yet.
 */
function claudeBashExitCode(toolName, output, isError, unfinished) {
    if (toolName !== "Bash")
        return null;
    const stated = (0,exit_code/* claudeExitCode */.QS)(output);
    if (stated !== null)
        return stated;
    if (isError || unfinished || BACKGROUND.test(output))
        return null;
    return 0;
}
/** Claude API stop reasons that mean the model was cut off rather than done. */
function endingFromStopReason(stopReason, step) {
    if (stopReason === "end_turn" || stopReason === "stop_sequence") {
        return { kind: "completed", detail: `the agent ended its turn (stop_reason ${stopReason})`, step };
    }
    if (stopReason === "max_tokens" || stopReason === "model_context_window_exceeded") {
        return { kind: "limit", detail: `the model was cut off (stop_reason ${stopReason})`, step };
    }
    if (stopReason === "refusal")
        return { kind: "error", detail: "the model refused (stop_reason refusal)", step };
    return null;
}

;// CONCATENATED MODULE: ./src/transcript/messages.ts

const CHAT_ROLES = new Set(["system", "developer", "user", "assistant", "tool", "function"]);
/** Responses API input items that are not role-tagged (OpenAI Agents SDK `to_input_list()`). */
const RESPONSES_ITEMS = new Set(["function_call", "function_call_output", "reasoning", "message"]);
/**
 * The chat messages of a plain conversation dump: a JSON array, `{messages: [...]}`, or one
 * message per line. Null when the records are not all role-tagged messages.
 */
function chatMessages(records) {
    const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : null;
    const list = root
        ? Array.isArray(root.messages)
            ? root.messages.map((value, step) => ({ step, value }))
            : []
        : records.items;
    if (list.length === 0)
        return null;
    const messages = list.filter(({ value }) => (0,transcript_json/* isObject */.Gv)(value)).map(({ step, value }) => ({ step, message: value }));
    const isMessage = (message) => CHAT_ROLES.has((0,transcript_json/* str */.gx)(message.role) ?? "") || RESPONSES_ITEMS.has((0,transcript_json/* str */.gx)(message.type) ?? "");
    if (messages.length !== list.length || !messages.every(({ message }) => isMessage(message)))
        return null;
    return messages;
}
/** The model a conversation dump names at its top level, if any. */
function dumpModel(records) {
    return records.shape === "object" ? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(records.items[0]?.value).model) : null;
}

;// CONCATENATED MODULE: ./src/transcript/formats/anthropic-messages.ts







/** Cline's tools, written as XML in the assistant's text (its pre-native-tools protocol). */
const CLINE_TOOLS = [
    "execute_command",
    "read_file",
    "write_to_file",
    "replace_in_file",
    "search_files",
    "list_files",
    "list_code_definition_names",
    "browser_action",
    "use_mcp_tool",
    "access_mcp_resource",
    "ask_followup_question",
    "attempt_completion",
    "new_task",
    "plan_mode_respond",
];
const CLINE_CALL = new RegExp(`<(${CLINE_TOOLS.join("|")})>([\\s\\S]*?)</\\1>`, "g");
const CLINE_PARAM = /<(\w+)>([\s\S]*?)<\/\1>/g;
/** Cline answers its tool calls in the next user message: `[tool for '…'] Result:`. */
const CLINE_RESULT = /^\[(\w+)(?: for [^\]]*)?\] Result:\s*/;
/** Cline's environment details name the workspace its relative paths start from. */
const CLINE_CWD = /# Current Working Directory \(([^)\n]+)\)/;
/**
 * Cline tools that hand the turn back to the human with a question instead of finishing. A
 * follow-up question stops the work mid-way (`interrupted`); a plan-mode reply is how plan mode
 * ends its turn, waiting for the user to approve the plan (`awaiting_user`).
 */
const ASKING_TOOLS = new Set(["ask_followup_question"]);
const PLAN_TOOL = "plan_mode_respond";
const COMPLETION_TOOL = "attempt_completion";
/**
 * Anthropic Messages API conversations (a JSON array or `{messages, system}`), including Cline's
 * `api_conversation_history.json`: `tool_use` blocks are answered by `tool_result` blocks naming
 * `tool_use_id`; Cline's XML tool calls are answered, in order, by its `[tool] Result:` texts.
 */
const anthropicMessages = {
    id: "anthropic-messages",
    detect: (records) => {
        const messages = chatMessages(records);
        if (messages === null)
            return false;
        const blocks = messages.flatMap(({ message }) => (0,transcript_json/* arr */.QL)(message.content)).filter(transcript_json/* isObject */.Gv);
        const hasAnthropicBlocks = blocks.some((block) => block.type === "tool_use" || block.type === "tool_result");
        const firstUser = messages.find(({ message }) => message.role === "user");
        const isCline = firstUser !== undefined && /<task>/.test(userText(firstUser.message.content));
        return hasAnthropicBlocks || (isCline && messages.every(({ message }) => message.role === "user" || message.role === "assistant"));
    },
    read: (records) => {
        const builder = new TrajectoryBuilder("anthropic-messages");
        builder.setMeta({ model: dumpModel(records) });
        const ending = new ConversationReader(builder).read(chatMessages(records) ?? []);
        for (const warning of records.warnings)
            builder.warn(warning);
        builder.setEnding(ending);
        return builder.build();
    },
};
class ConversationReader {
    builder;
    ending = { kind: "unknown", detail: "the conversation has no assistant message", step: null };
    /** Cline calls (XML, or `tool_use` blocks) waiting for their `[tool] Result:` text, oldest first. */
    pendingText = [];
    constructor(builder) {
        this.builder = builder;
    }
    read(messages) {
        for (const { step, message } of messages) {
            this.builder.setMeta({ records: step + 1 });
            if (message.role === "user")
                this.user(message, step);
            if (message.role === "assistant")
                this.assistant(message, step);
        }
        return this.ending;
    }
    user(message, step) {
        const workspace = CLINE_CWD.exec(userText(message.content))?.[1]?.trim();
        if (workspace)
            this.builder.setCwd(workspace);
        for (const result of toolResultBlocks(message.content)) {
            const index = this.builder.indexOf(result.toolUseId);
            this.pendingText = this.pendingText.filter((pending) => pending !== index);
            // Cline with native tools still opens a result with its `[tool for '…'] Result:` header
            const text = result.output.replace(CLINE_RESULT, "");
            const json = (0,exit_code/* returncodeJson */.A9)(text);
            const output = json?.output ?? text;
            const exitCode = json?.exitCode ?? (0,exit_code/* clineExitCode */.PP)(output);
            this.builder.resultFor(result.toolUseId, { output, isError: result.isError || (exitCode ?? 0) !== 0, exitCode, step });
        }
        const texts = typeof message.content === "string" ? [message.content] : textBlocks(message.content);
        const human = [];
        let result = null;
        for (const text of texts) {
            const pending = this.answeredBy(text);
            if (pending !== undefined) {
                if (result)
                    this.clineResult(result, step);
                result = { index: pending, parts: [text.replace(CLINE_RESULT, "")] };
            }
            else if (!isInjected(text)) {
                // Cline writes a result's body in the blocks after its `[tool] Result:` header
                (result ? result.parts : human).push(withoutInjectedBlocks(text));
            }
        }
        if (result)
            this.clineResult(result, step);
        const text = human.join("\n").trim();
        if (text !== "")
            this.builder.prompt(this.builder.callCount === 0 ? unwrapTask(text) : text, step);
    }
    /** The call a `[tool for '…'] Result:` text answers: the oldest waiting call of that tool, else the oldest. */
    answeredBy(text) {
        const header = CLINE_RESULT.exec(text);
        if (!header)
            return undefined;
        const named = this.pendingText.find((index) => this.builder.callAt(index)?.name === header[1]);
        const index = named ?? this.pendingText[0];
        this.pendingText = this.pendingText.filter((pending) => pending !== index);
        return index;
    }
    clineResult(result, step) {
        const output = result.parts.filter((part) => part !== "").join("\n");
        const exitCode = (0,exit_code/* clineExitCode */.PP)(output);
        this.builder.resultAt(result.index, { output, isError: (exitCode ?? 0) !== 0, exitCode, step });
    }
    assistant(message, step) {
        const first = this.builder.callCount;
        const blocks = readAssistantBlocks(this.builder, message.content, step);
        const text = blocks.texts.join("\n");
        this.builder.message("assistant", text, step);
        this.clineCalls(text, step);
        const calls = Array.from({ length: this.builder.callCount - first }, (_, offset) => first + offset);
        // a `tool_use` Cline answers with a `[tool] Result:` text rather than a tool_result block
        this.pendingText.push(...calls.filter((index) => !this.pendingText.includes(index)));
        this.ending = this.endingOf(calls, (0,transcript_json/* str */.gx)(message.stop_reason), step);
    }
    endingOf(calls, stopReason, step) {
        const names = calls.map((index) => this.builder.callAt(index)?.name ?? "");
        const completion = calls.find((index) => this.builder.callAt(index)?.name === COMPLETION_TOOL);
        if (completion !== undefined) {
            const input = this.builder.callAt(completion)?.input ?? {};
            this.builder.setFinalAnswer((0,transcript_json/* str */.gx)(input.result));
            return { kind: "completed", detail: "the agent attempted completion (attempt_completion)", step };
        }
        const asking = names.find((name) => ASKING_TOOLS.has(name));
        if (asking)
            return { kind: "interrupted", detail: `the agent stopped to ask the user (${asking}) before claiming the work done`, step };
        if (names.includes(PLAN_TOOL))
            return { kind: "awaiting_user", detail: `it answered in plan mode (${PLAN_TOOL}) and waits for the user to approve or revise`, step };
        if (calls.length > 0)
            return { kind: "unknown", detail: "the conversation ends on a tool call", step };
        return endingFromStopReason(stopReason, step) ?? { kind: "completed", detail: "the conversation ends on an assistant message with no pending tool call", step };
    }
    /** Cline's XML tool calls in the assistant's text, up to its completion (what follows is not run). */
    clineCalls(text, step) {
        for (const match of text.matchAll(CLINE_CALL)) {
            const name = match[1];
            const input = Object.fromEntries([...match[2].matchAll(CLINE_PARAM)].map((param) => [param[1], param[2].trim()]));
            this.builder.call({ id: null, name, input, step });
            if (name === COMPLETION_TOOL)
                return;
        }
    }
}
function textBlocks(content) {
    return (0,transcript_json/* arr */.QL)(content).flatMap((block) => ((0,transcript_json/* isObject */.Gv)(block) && block.type === "text" && typeof block.text === "string" ? [block.text] : []));
}

;// CONCATENATED MODULE: ./src/transcript/formats/codex-common.ts


const CHANGE_KINDS = (0,transcript_json/* lookupTable */.zf)({ add: "create", create: "create", update: "update", delete: "delete" });
/**
 * A Codex tool output: a plain string, a JSON string `{output, metadata: {exit_code}}` (the
 * structured exit code wins), a `{content, success}` object, or content items.
 */
function codexOutput(raw) {
    if ((0,transcript_json/* isObject */.Gv)(raw)) {
        const text = (0,transcript_json/* str */.gx)(raw.content) ?? contentItemsText(raw.content);
        return { ...codexOutput(text), failed: raw.success === false };
    }
    if (Array.isArray(raw))
        return codexOutput(contentItemsText(raw));
    const text = (0,transcript_json/* str */.gx)(raw) ?? "";
    const structured = structuredOutput(text);
    if (structured)
        return structured;
    return { output: text, exitCode: (0,exit_code/* codexExitCode */.hk)(text), failed: false };
}
function structuredOutput(text) {
    if (!text.startsWith("{") || !text.includes('"output"'))
        return null;
    try {
        const parsed = (0,transcript_json/* parseJson */.qF)(text);
        if (!(0,transcript_json/* isObject */.Gv)(parsed) || typeof parsed.output !== "string")
            return null;
        const exitCode = (0,transcript_json/* int */.Wh)((0,transcript_json/* obj */.WL)(parsed.metadata).exit_code);
        return { output: parsed.output, exitCode: exitCode ?? (0,exit_code/* codexExitCode */.hk)(parsed.output), failed: false };
    }
    catch {
        return null;
    }
}
/** Text of Responses API content items (`input_text`, `output_text`, `text`); images become a marker. */
function contentItemsText(content) {
    if (typeof content === "string")
        return content;
    return (0,transcript_json/* arr */.QL)(content)
        .map((part) => {
        if (!(0,transcript_json/* isObject */.Gv)(part))
            return "";
        if (typeof part.text === "string")
            return part.text;
        return typeof part.type === "string" ? `[${part.type}]` : "";
    })
        .filter((text) => text !== "")
        .join("\n");
}
/**
 * Files a Codex patch changed: rollout `patch_apply_end.changes` (`{path: {type}}`, or older
 * `{path: {add: …}}`) and `codex exec --json` `file_change.changes` (`[{path, kind}]`).
 */
function codexChanges(changes) {
    if (Array.isArray(changes)) {
        return changes.flatMap((change) => {
            const path = (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(change).path);
            return path ? [{ path, kind: CHANGE_KINDS[(0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(change).kind) ?? ""] ?? "unknown" }] : [];
        });
    }
    return Object.entries((0,transcript_json/* obj */.WL)(changes)).flatMap(([path, change]) => {
        const detail = (0,transcript_json/* obj */.WL)(change);
        const verb = (0,transcript_json/* str */.gx)(detail.type) ?? Object.keys(detail).find((key) => key in CHANGE_KINDS) ?? "";
        const moved = (0,transcript_json/* str */.gx)(detail.move_path) ?? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(detail.update).move_path);
        const kind = CHANGE_KINDS[verb] ?? "unknown";
        return moved ? [{ path, kind: "delete" }, { path: moved, kind: "create" }] : [{ path, kind }];
    });
}

;// CONCATENATED MODULE: ./src/transcript/formats/terminus.ts
/**
 * Terminus (harbor / Terminal-Bench): the agent answers in one JSON object
 * (`{"analysis", "plan", "commands": [{"keystrokes", "duration"}], "task_complete"}`), the harness
 * types each command's keystrokes into one tmux terminal and answers the batch with one screen.
 */

/** Harbor's prompt after a reply it could not parse: the reply's commands were not run. */
const PARSE_ERROR_FEEDBACK = /^\s*Previous response had parsing errors/;
/** Enough of a command's first line to find its echo on the screen before the terminal wraps it. */
const ECHO_PROBE_CHARS = 60;
/**
 * The commands of a Terminus reply written whole into the step's message (harbor's `raw_content`
 * mode, which records no `tool_calls`); null when the message is not such a reply. Harbor's parser
 * allows text around the object, so the outermost braces are read.
 */
function terminusResponse(message) {
    return xmlResponse(message) ?? jsonResponse(message);
}
/**
 * Harbor's XML parser (`<response><analysis>…</analysis><plan>…</plan><commands><keystrokes
 * duration="0.1">ls\n</keystrokes>…</commands><task_complete>true</task_complete></response>`); the
 * keystrokes are verbatim, not XML-encoded.
 */
function xmlResponse(message) {
    const body = XML_RESPONSE.exec(message)?.[1];
    if (body === undefined)
        return null;
    const commands = [...body.matchAll(XML_KEYSTROKES)].flatMap((match) => {
        const keystrokes = match[2] ?? "";
        return keystrokes === "" ? [] : [{ keystrokes, duration: match[1] === undefined ? null : Number(match[1]) }];
    });
    const taskComplete = XML_COMPLETE.test(body);
    if (commands.length === 0 && !XML_COMPLETE_TAG.test(body))
        return null;
    const analysis = XML_ANALYSIS.exec(body)?.[1]?.trim();
    const plan = XML_PLAN.exec(body)?.[1]?.trim();
    const text = [analysis && `Analysis: ${analysis}`, plan && `Plan: ${plan}`].filter(Boolean).join("\n");
    return { commands, taskComplete, text };
}
const XML_RESPONSE = /<response>([\s\S]*?)(?:<\/response>|$)/;
const XML_KEYSTROKES = /<keystrokes(?:\s+duration="([\d.]+)")?[^>]*>([\s\S]*?)<\/keystrokes>/g;
const XML_COMPLETE = /<task_complete>\s*true\s*<\/task_complete>/i;
const XML_COMPLETE_TAG = /<task_complete>/;
const XML_ANALYSIS = /<analysis>([\s\S]*?)<\/analysis>/;
const XML_PLAN = /<plan>([\s\S]*?)<\/plan>/;
function jsonResponse(message) {
    const start = message.indexOf("{");
    const end = message.lastIndexOf("}");
    if (start < 0 || end <= start)
        return null;
    let parsed;
    try {
        parsed = (0,transcript_json/* parseJson */.qF)(message.slice(start, end + 1));
    }
    catch {
        return null;
    }
    if (!(0,transcript_json/* isObject */.Gv)(parsed) || !isReply(parsed))
        return null;
    const commands = (0,transcript_json/* arr */.QL)(parsed.commands).filter(transcript_json/* isObject */.Gv).flatMap(commandOf);
    const taskComplete = parsed.task_complete === true || parsed.is_task_complete === true;
    return { commands, taskComplete, text: replyText(parsed) };
}
/** Whether the observation says harbor rejected the reply, so none of its commands ran. */
function rejectedReply(observation) {
    return PARSE_ERROR_FEEDBACK.test(observation);
}
/**
 * One screen answering a batch of commands, cut at each command's echo (`root@host:/app# make`) so
 * each command gets its own part; null when an echo cannot be found in order (a cut or cleared
 * screen, a key name such as `C-c`), since then the screen cannot be shared out.
 */
function splitScreen(screen, keystrokes) {
    const starts = [];
    let from = 0;
    for (const keys of keystrokes) {
        const probe = echoProbe(keys);
        const at = probe === null ? -1 : screen.indexOf(probe, from);
        if (at < 0)
            return null;
        starts.push(screen.lastIndexOf("\n", at) + 1);
        from = at + probe.length;
    }
    return starts.map((start, index) => screen.slice(index === 0 ? 0 : start, starts[index + 1] ?? screen.length));
}
function echoProbe(keystrokes) {
    const line = keystrokes.split("\n").find((part) => part.trim() !== "")?.trim() ?? "";
    return line === "" ? null : line.slice(0, ECHO_PROBE_CHARS);
}
/** A Terminus reply names its commands or its completion (terminus-1 wrote `is_task_complete`). */
function isReply(value) {
    const commands = value.commands;
    const listsCommands = Array.isArray(commands) && commands.every((command) => (0,transcript_json/* isObject */.Gv)(command) && typeof command.keystrokes === "string");
    return listsCommands || typeof value.task_complete === "boolean" || typeof value.is_task_complete === "boolean";
}
function commandOf(command) {
    const keystrokes = (0,transcript_json/* str */.gx)(command.keystrokes);
    if (keystrokes === null || keystrokes === "")
        return [];
    const duration = command.duration ?? command.timeout_sec;
    return [{ keystrokes, duration: typeof duration === "number" ? duration : null }];
}
function replyText(reply) {
    const analysis = (0,transcript_json/* str */.gx)(reply.analysis) ?? (0,transcript_json/* str */.gx)(reply.state_analysis);
    const plan = (0,transcript_json/* str */.gx)(reply.plan) ?? (0,transcript_json/* str */.gx)(reply.explanation);
    return [analysis && `Analysis: ${analysis}`, plan && `Plan: ${plan}`].filter(Boolean).join("\n");
}

;// CONCATENATED MODULE: ./src/transcript/formats/atif.ts








/** Calls that end the run by the agent's own word (terminus-2, converted mini-swe-agent). */
const COMPLETION_TOOLS = new Set(["mark_task_complete", "task_complete", "submit", "finish"]);
const CAPY_ARGUMENTS = /^\[(\w+)\] (\{[\s\S]*)$/;
const COMPLETION_COMMAND = /\bCOMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\b/;
/**
 * A value some exporters leave in place of text they stored elsewhere (`"$37"`, `"$3f"`): a
 * reference the file cannot resolve, never a command, an output or a message.
 */
const UNRESOLVED_REFERENCE = /^\$[0-9a-f]{1,8}$/;
const isReference = (text) => text != null && UNRESOLVED_REFERENCE.test(text.trim());
/** The tool name harbor gives Terminus commands when it records them as calls. */
const TERMINAL_TOOL = "bash_command";
/**
 * Agent Trajectory Interchange Format (Harbor / Terminal-Bench): one object with
 * `schema_version` and `steps[]`; an agent step's `tool_calls[]` pair with its
 * `observation.results[]` by `source_call_id`, or by position when ids are absent (the
 * `*-converted` variants, which also state exit codes only inside the result text).
 */
const atif = {
    id: "atif",
    detect: (records) => {
        const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : {};
        return typeof root.schema_version === "string" && Array.isArray(root.steps);
    },
    read: (records) => readAtif((0,transcript_json/* obj */.WL)(records.items[0]?.value), records.warnings),
};
function readAtif(root, warnings = []) {
    const builder = new TrajectoryBuilder("atif");
    const agent = (0,transcript_json/* obj */.WL)(root.agent);
    const version = (0,transcript_json/* str */.gx)(agent.version);
    builder.setMeta({
        sessionId: (0,transcript_json/* str */.gx)(root.session_id),
        agent: [(0,transcript_json/* str */.gx)(agent.name), version].filter(Boolean).join(" ") || null,
        model: (0,transcript_json/* str */.gx)(agent.model_name),
    });
    const steps = (0,transcript_json/* arr */.QL)(root.steps);
    const references = { commands: 0, results: 0, messages: 0, first: null };
    let ending = null;
    steps.forEach((value, step) => {
        const stepObject = (0,transcript_json/* obj */.WL)(value);
        builder.setMeta({ records: step + 1 });
        const outcome = readStep(builder, stepObject, step, references);
        // the run ends on its last word: work after a declared completion (Terminus asks to confirm) undoes it
        if (outcome !== null)
            ending = outcome === ACTED ? null : outcome;
    });
    for (const warning of warnings)
        builder.warn(warning);
    const warning = referencesWarning(references);
    if (warning !== null)
        builder.warn(warning);
    builder.setTask(taskOf(steps.map(transcript_json/* obj */.WL)));
    builder.setEnding(ending ?? lastStepEnding(steps.length, (0,transcript_json/* str */.gx)(agent.name)));
    return builder.build();
}
/**
 * The task from the run's own user steps; when none holds a request (a continuation after a
 * hand-off records its past, the task included, only as copied context), from the copied ones.
 */
function taskOf(steps) {
    const userTexts = (copied) => steps.filter((step) => step.source === "user" && (step.is_copied_context === true) === copied).map((step) => contentItemsText(step.message));
    return taskFromPrompts(userTexts(false)) ?? taskFromPrompts(userTexts(true));
}
/** A step that made calls without declaring the task complete. */
const ACTED = "acted";
function readStep(builder, step, index, references) {
    const text = referenceFree(contentItemsText(step.message), references, "messages");
    if (step.is_copied_context === true) {
        // steps a continuation or summarization file repeats from before its handoff: context, already read
        builder.message(step.source === "agent" ? "assistant" : step.source === "user" ? "user" : "system", text, index);
        return null;
    }
    if (step.source === "user") {
        builder.prompt(builder.callCount === 0 ? unwrapTask(text) : text, index);
        return null;
    }
    if (step.source === "system") {
        builder.message("system", text, index);
        readResults(builder, step, [], index, references);
        return null;
    }
    const reply = (0,transcript_json/* arr */.QL)(step.tool_calls).length === 0 ? terminusResponse(text) : null;
    const ran = reply !== null && !rejectedReply(resultTexts(step).join("\n"));
    builder.message("assistant", ran && reply.text !== "" ? reply.text : text, index);
    const issued = () => (0,transcript_json/* arr */.QL)(step.tool_calls).map((call) => issueCall(builder, (0,transcript_json/* obj */.WL)(call), index, references));
    const calls = ran ? replyCalls(builder, reply, index) : issued();
    if (!readScreen(builder, step, calls, index, references))
        readResults(builder, step, calls, index, references);
    const completing = calls.some((call) => isCompletion(builder, call));
    if (completing)
        return { kind: "completed", detail: "the agent declared the task complete", step: index };
    return calls.length > 0 ? ACTED : null;
}
/** A Terminus reply recorded whole (no `tool_calls`): each command a shell call, `task_complete` its completion call. */
function replyCalls(builder, reply, step) {
    const calls = reply.commands.map(({ keystrokes, duration }) => builder.call({ id: null, name: TERMINAL_TOOL, input: duration === null ? { keystrokes } : { keystrokes, duration }, step }));
    if (reply.taskComplete)
        calls.push(builder.call({ id: null, name: "mark_task_complete", input: {}, step }));
    return calls;
}
/**
 * Terminus types a batch of commands into one terminal and records one screen for the batch, under
 * the first command's id (or none): each command gets its part of the screen, or the whole screen
 * when the parts cannot be told apart. False when the step is not such a batch.
 */
function readScreen(builder, step, calls, index, references) {
    const results = (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(step.observation).results).map(transcript_json/* obj */.WL);
    const typed = calls.filter((call) => typeof builder.callAt(call)?.input.keystrokes === "string");
    if (results.length !== 1 || typed.length < 2)
        return false;
    const result = results[0];
    const id = (0,transcript_json/* str */.gx)(result.source_call_id);
    if (id !== null && !typed.some((call) => builder.callAt(call)?.id === id))
        return false;
    const content = contentItemsText(result.content);
    if (isReference(content)) {
        counted(references, "results", content);
        return true;
    }
    const screen = resultOf(result, index);
    const keystrokes = typed.map((call) => String(builder.callAt(call)?.input.keystrokes));
    const parts = splitScreen(screen.output, keystrokes) ?? keystrokes.map(() => screen.output);
    typed.forEach((call, position) => builder.resultAt(call, { output: parts[position] ?? "", exitCode: null, isError: screen.isError, step: index }));
    return true;
}
function resultTexts(step) {
    return (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(step.observation).results).map((result) => contentItemsText((0,transcript_json/* obj */.WL)(result).content));
}
function issueCall(builder, call, step, references) {
    const name = (0,transcript_json/* str */.gx)(call.function_name) ?? (0,transcript_json/* str */.gx)(call.tool_name) ?? (0,transcript_json/* str */.gx)(call.name) ?? "unknown";
    const given = (0,command/* inputObject */.u)(call.arguments);
    // a reference in place of the keystrokes: the command is not in the file
    const { keystrokes, ...rest } = given;
    const input = typeof keystrokes === "string" && isReference(keystrokes) ? (counted(references, "commands", keystrokes), rest) : given;
    return builder.call({ id: (0,transcript_json/* str */.gx)(call.tool_call_id) ?? (0,transcript_json/* str */.gx)(call.id), name, input: toolArguments(name, input), step });
}
/**
 * capy-converted files put a non-shell tool's JSON arguments in `keystrokes` as `[tool] {…}`,
 * often cut with `...(+N chars)`; the path fields are read even from a cut string.
 */
function toolArguments(name, input) {
    const match = CAPY_ARGUMENTS.exec((0,transcript_json/* str */.gx)(input.keystrokes) ?? "");
    if (!match || match[1] !== name)
        return input;
    const raw = match[2] ?? "";
    const parsed = (0,command/* inputObject */.u)(raw);
    const paths = [...raw.matchAll(/"(file_path|path|filePath)"\s*:\s*"((?:[^"\\]|\\.)*)"/g)];
    const fields = "input" in parsed ? Object.fromEntries(paths.map((path) => [path[1] === "filePath" ? "file_path" : path[1], path[2]])) : parsed;
    const { keystrokes: _keystrokes, ...rest } = input;
    // not keystrokes: the call is the named tool, not a shell command
    return { ...rest, arguments: raw, ...fields };
}
/** Results name their call by `source_call_id`; without it, the n-th result answers the n-th call. */
function readResults(builder, step, calls, index, references) {
    const results = (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(step.observation).results).map(transcript_json/* obj */.WL);
    results.forEach((result, position) => {
        // a reference in place of the output: the call's result is not in the file
        const content = contentItemsText(result.content);
        if (isReference(content))
            return counted(references, "results", content);
        const delegated = (0,transcript_json/* arr */.QL)(result.subagent_trajectory_ref).length > 0;
        if (delegated)
            builder.warn(subagentWarning(result, index));
        const parsed = resultOf(result, index);
        const id = (0,transcript_json/* str */.gx)(result.source_call_id);
        if (id !== null && builder.indexOf(id) !== undefined)
            return builder.resultFor(id, parsed);
        const call = calls[position];
        if (call !== undefined && builder.callAt(call)?.resultStep === null)
            return builder.resultAt(call, parsed);
        if (delegated && parsed.output === "")
            return;
        // a step with no calls gets the harness's next prompt (Terminus: "no commands", a rejected reply)
        if (calls.length === 0 && id === null)
            return builder.message("system", parsed.output, index);
        builder.warn(`step ${index}: observation result ${position + 1} answers no tool call, kept as a message`);
        builder.message("system", parsed.output, index);
    });
}
/** The text, or "" when it is only an unresolved reference (counted). */
function referenceFree(text, references, kind) {
    if (!isReference(text))
        return text;
    counted(references, kind, text);
    return "";
}
function counted(references, kind, reference) {
    references[kind] += 1;
    references.first ??= reference.trim();
}
function referencesWarning({ commands, results, messages, first }) {
    if (first === null)
        return null;
    const parts = [[commands, "command"], [results, "result"], [messages, "message"]];
    const what = parts.filter(([count]) => count > 0).map(([count, noun]) => (0,words/* plural */.LS)(count, noun)).join(", ");
    return `${what} of this file are unresolved references (\`${first}\`, …) its exporter left in place of their text: they are not read`;
}
/** A recorder's note that it stopped the command at its time limit. */
const RECORDER_TIMEOUT = /^timed out after \d+(?:\.\d+)?\s*(?:s|sec|secs|seconds?)$/i;
/** The note a harness writes in place of an empty output. */
const NO_OUTPUT_NOTE = /^\s*Command completed with no output\s*$/;
/** Exit codes: a `{"returncode": N}` JSON result, else an `(exit code N)` prefix; else none stated. */
function resultOf(result, step) {
    const content = contentItemsText(result.content);
    const json = (0,exit_code/* returncodeJson */.A9)(content);
    if (json) {
        const output = json.exception ? `${json.output}\n[not run: ${json.exception}]` : json.output;
        return { output, exitCode: json.exitCode, isError: json.exception !== null, step };
    }
    const stated = (0,exit_code/* prefixedExitCode */.hC)(content);
    // the prefix is the recorder's, not the program's: a verdict the program printed first opens its output
    const stripped = stated === null ? content : (0,exit_code/* withoutExitCodePrefix */.u5)(content);
    // a recorder that stopped the command at its time limit gave the status; the program never ended:
    // its note goes last, where a harness's timeout note is read, and the status is not the program's
    const note = (0,exit_code/* prefixNote */.P3)(content);
    const timedOut = note !== null && RECORDER_TIMEOUT.test(note);
    const exitCode = timedOut ? null : stated;
    const output = timedOut ? `${stripped}\n[${note}]` : stripped;
    // Capy's tool says so when a command printed nothing: the program's output is empty
    return { output: NO_OUTPUT_NOTE.test(output) ? "" : output, exitCode, isError: result.is_error === true, step };
}
function isCompletion(builder, index) {
    const call = builder.callAt(index);
    if (!call)
        return false;
    return COMPLETION_TOOLS.has(call.name) || COMPLETION_COMMAND.test(call.command ?? "");
}
function subagentWarning(result, step) {
    const ids = (0,transcript_json/* arr */.QL)(result.subagent_trajectory_ref).map((ref) => (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(ref).trajectory_path) ?? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(ref).session_id) ?? "?");
    return `step ${step}: subagent trajectory ${ids.join(", ")} is referenced but not read here`;
}
/**
 * Agents that end a run on their own only through their completion call or command (mini-swe-agent
 * submits, Terminus marks the task complete); anything else that ends their run is a limit or an error.
 */
const FINISH_ONLY_BY_COMPLETION = /^(?:mini-swe-agent|terminus)(?:-\d+)?$/i;
function lastStepEnding(steps, agent) {
    const step = steps > 0 ? steps - 1 : null;
    if (agent !== null && FINISH_ONLY_BY_COMPLETION.test(agent)) {
        const detail = `${agent} finishes on its own only with its completion call, and made none: a step, cost or time limit, or an error, ended the run`;
        return { kind: "limit", detail, step };
    }
    return { kind: "unknown", detail: "the trajectory does not say the agent finished (no completion call)", step };
}

;// CONCATENATED MODULE: ./src/transcript/reader.ts
/**
 * A format written as JSON lines: records held whole are read through the same sink as streamed
 * ones, so both paths build the same trajectory.
 */
function lineFormat(id, detect, sink) {
    return {
        id,
        detect,
        read: (records) => {
            const reader = sink(records);
            for (const record of records.items)
                reader.add(record);
            return reader.finish(records.warnings);
        },
        stream: sink,
    };
}

;// CONCATENATED MODULE: ./src/transcript/formats/claude-code-jsonl.ts






/** Tags Claude Code wraps around local slash commands and `!` shell input: not requests to the agent. */
const LOCAL_COMMAND = /^\s*<(command-name|command-message|local-command-\w+|bash-input|bash-stdout|bash-stderr)>/;
/**
 * Of `toolUseResult`, Claude Code's second copy of each tool output (close to half a session's
 * bytes), only these fields are read: here, and `agentId` by AgentIds (subagents.ts). Its copy of
 * the tool_result's `content`, when byte for byte the same, is not parsed a second time.
 */
const TOOL_USE_RESULT_READ = {
    key: "toolUseResult",
    fields: ["interrupted", "backgroundTaskId", "type", "agentId"],
    repeats: "content",
};
/**
 * Claude Code session logs (`~/.claude/projects/<project>/<session>.jsonl`): one envelope per
 * line with `uuid`/`parentUuid`; one API message split over lines sharing `message.id`.
 */
const claudeCodeJsonl = lineFormat("claude-code-jsonl", (records) => records.shape !== "array" && records.items.some(({ value }) => (0,transcript_json/* isObject */.Gv)(value) && "parentUuid" in value && "sessionId" in value), () => new SessionReader());
class SessionReader {
    partlyRead = TOOL_USE_RESULT_READ;
    builder = new TrajectoryBuilder("claude-code-jsonl");
    lastEvent = null;
    assistantId = null;
    assistantTexts = null;
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        this.builder.setMeta({ records: step + 1, sessionId: (0,transcript_json/* str */.gx)(value.sessionId) });
        this.builder.setCwd((0,transcript_json/* str */.gx)(value.cwd));
        if (value.type === "user")
            this.user(value, step);
        if (value.type === "assistant")
            this.assistant(value, step);
        if (value.type === "system" && value.subtype === "compact_boundary") {
            this.builder.message("system", "[context compacted]", step);
        }
    }
    finish(warnings) {
        this.flushAssistantText();
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.lastEvent ?? { kind: "unknown", detail: "the session log has no assistant turn", step: null });
        return this.builder.build();
    }
    user(line, step) {
        const message = (0,transcript_json/* obj */.WL)(line.message);
        if (line.isMeta === true)
            return; // system reminders and hook output the user did not type
        this.flushAssistantText();
        if (line.isCompactSummary === true) {
            this.builder.message("system", userText(message.content), step);
            return;
        }
        const unfinished = (0,transcript_json/* obj */.WL)(line.toolUseResult).interrupted === true || "backgroundTaskId" in (0,transcript_json/* obj */.WL)(line.toolUseResult);
        for (const result of toolResultBlocks(message.content)) {
            const name = this.builder.openCall(result.toolUseId)?.name ?? "";
            // one literal, not a spread of `result`: V8 copied each spread on its generic path (~5 µs, Run 21)
            this.builder.resultFor(result.toolUseId, {
                output: result.output,
                isError: result.isError,
                exitCode: claudeBashExitCode(name, result.output, result.isError, unfinished),
                step,
                editKind: writeKind(line.toolUseResult),
            });
            this.lastEvent = { kind: "unknown", detail: "the session log ends on a tool result, before the agent answered", step };
        }
        this.userText(userText(message.content), step);
    }
    userText(text, step) {
        if (text.trim() === "")
            return;
        if (INTERRUPTION.test(text)) {
            this.builder.message("system", text, step);
            this.lastEvent = { kind: "interrupted", detail: "the user interrupted the agent", step };
        }
        else if (LOCAL_COMMAND.test(text)) {
            this.builder.message("system", text, step);
        }
        else {
            this.builder.prompt(text, step);
            this.lastEvent = { kind: "unknown", detail: "the session log ends on a user message, before the agent answered", step };
        }
    }
    assistant(line, step) {
        const message = (0,transcript_json/* obj */.WL)(line.message);
        this.builder.setMeta({ model: (0,transcript_json/* str */.gx)(message.model) });
        const id = (0,transcript_json/* str */.gx)(message.id);
        if (id === null || id !== this.assistantId)
            this.flushAssistantText();
        this.assistantId = id;
        const blocks = readAssistantBlocks(this.builder, message.content, step);
        const text = blocks.texts.join("\n").trim();
        if (text !== "") {
            this.assistantTexts ??= { text: "", step };
            this.assistantTexts.text = [this.assistantTexts.text, text].filter(Boolean).join("\n");
        }
        if (line.isApiErrorMessage === true) {
            this.lastEvent = { kind: "error", detail: `the API returned an error: ${detailText(text)}`, step };
        }
        else if (blocks.toolUses > 0) {
            this.lastEvent = { kind: "unknown", detail: "the session log ends on a tool call, before its result", step };
        }
        else if (text !== "") {
            const stopReason = (0,transcript_json/* str */.gx)(message.stop_reason);
            this.lastEvent = endingFromStopReason(stopReason, step) ?? {
                kind: "completed",
                detail: "the agent's last message ends its turn with no pending tool call",
                step,
            };
        }
    }
    /** One API message arrives as several lines; its text blocks become one message. */
    flushAssistantText() {
        if (this.assistantTexts)
            this.builder.message("assistant", this.assistantTexts.text, this.assistantTexts.step);
        this.assistantTexts = null;
        this.assistantId = null;
    }
}
/** Claude Code's Write result says whether it created the file or replaced it. */
function writeKind(toolUseResult) {
    const type = (0,transcript_json/* obj */.WL)(toolUseResult).type;
    return type === "create" || type === "update" ? type : undefined;
}

;// CONCATENATED MODULE: ./src/transcript/formats/claude-sdk.ts







const SDK_TYPES = new Set(["system", "assistant", "user", "result", "stream_event"]);
/**
 * Claude Agent SDK messages: claude-code-action's `execution_file` (a JSON array) and
 * `claude -p --output-format stream-json --verbose` (JSON lines). The `result` message carries
 * the final answer and how the run ended; subagent traffic is inline with `parent_tool_use_id`.
 */
const claudeSdk = lineFormat("claude-sdk", (records) => {
    if (records.shape === "object")
        return false;
    const values = records.items.map(({ value }) => value).filter(transcript_json/* isObject */.Gv);
    if (values.some((value) => "parentUuid" in value))
        return false;
    const typed = values.filter((value) => SDK_TYPES.has(String(value.type)));
    const hasSdkMarker = typed.some((value) => value.type === "result" || (value.type === "system" && value.subtype === "init") || "session_id" in value);
    const hasMessages = typed.some((value) => (value.type === "assistant" || value.type === "user") && (0,transcript_json/* isObject */.Gv)(value.message));
    return hasMessages && (hasSdkMarker || typed.length === values.length);
}, () => new SdkReader());
class SdkReader {
    builder = new TrajectoryBuilder("claude-sdk");
    ending = null;
    lastStop = null;
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        const builder = this.builder;
        builder.setMeta({ records: step + 1, sessionId: (0,transcript_json/* str */.gx)(value.session_id) });
        const message = (0,transcript_json/* obj */.WL)(value.message);
        const inSubagent = (0,transcript_json/* str */.gx)(value.parent_tool_use_id) !== null;
        if (value.type === "system" && value.subtype === "init") {
            builder.setMeta({ model: (0,transcript_json/* str */.gx)(value.model), agent: agentName(value) });
            builder.setCwd((0,transcript_json/* str */.gx)(value.cwd));
        }
        else if (value.type === "assistant") {
            builder.setMeta({ model: (0,transcript_json/* str */.gx)(message.model) });
            const blocks = readAssistantBlocks(builder, message.content, step);
            // a subagent's narration is not the agent's answer; its tool calls are still work done
            if (!inSubagent)
                builder.message("assistant", blocks.texts.join("\n"), step);
            this.lastStop = endingFromStopReason((0,transcript_json/* str */.gx)(message.stop_reason), step);
        }
        else if (value.type === "user") {
            for (const result of toolResultBlocks(message.content)) {
                const name = builder.openCall(result.toolUseId)?.name ?? "";
                builder.resultFor(result.toolUseId, { ...result, exitCode: claudeBashExitCode(name, result.output, result.isError, false), step });
            }
            const text = userText(message.content);
            if (INTERRUPTION.test(text))
                builder.message("system", text, step);
            else if (!inSubagent)
                builder.prompt(text, step);
        }
        else if (value.type === "result") {
            this.ending = resultEnding(value, step);
            builder.setFinalAnswer((0,transcript_json/* str */.gx)(value.result));
        }
    }
    finish(warnings) {
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.ending ?? noResultEnding(this.lastStop));
        return this.builder.build();
    }
}
/** How the SDK's `result` message says the run ended. */
function resultEnding(result, step) {
    const subtype = (0,transcript_json/* str */.gx)(result.subtype) ?? "success";
    const denials = (0,transcript_json/* arr */.QL)(result.permission_denials);
    if (subtype.startsWith("error_max"))
        return { kind: "limit", detail: `the run stopped at a limit (${subtype})`, step };
    if (subtype !== "success" || result.is_error === true) {
        const said = (0,transcript_json/* str */.gx)(result.result) ?? ((0,transcript_json/* arr */.QL)(result.errors).map(String).join("; ") || subtype);
        return { kind: "error", detail: `the run ended on an error (${subtype}): ${detailText(said)}`, step };
    }
    if (denials.length > 0) {
        const tools = [...new Set(denials.map((denial) => (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(denial).tool_name) ?? "a tool"))].join(", ");
        return { kind: "permission_denied", detail: `${(0,words/* plural */.LS)(denials.length, "tool use")} ${denials.length === 1 ? "was" : "were"} denied permission (${tools})`, step };
    }
    return { kind: "completed", detail: "the run ended with a success result", step };
}
function noResultEnding(lastStop) {
    const detail = "the transcript has no result message: the run may have been cut off";
    return lastStop?.kind === "completed" ? { ...lastStop, kind: "unknown", detail } : (lastStop ?? { kind: "unknown", detail, step: null });
}
function agentName(init) {
    const version = (0,transcript_json/* str */.gx)(init.claude_code_version);
    return version ? `claude-code ${version}` : "claude-code";
}

;// CONCATENATED MODULE: ./src/transcript/formats/codex-exec-legacy.ts





/**
 * `codex exec --json` before the item events (CLI 0.2x–0.43): a config line, a `{prompt}` line,
 * then `{id, msg: {type, …}}` events: `exec_command_begin/end`, `patch_apply_begin/end`,
 * `mcp_tool_call_begin/end` sharing `call_id`, `agent_message`, `task_complete`.
 */
function isLegacyExecStream(records) {
    if (records.shape !== "lines")
        return false;
    const events = records.items.filter(({ value }) => (0,transcript_json/* isObject */.Gv)(value) && (0,transcript_json/* isObject */.Gv)(value.msg) && typeof (0,transcript_json/* obj */.WL)(value.msg).type === "string");
    return events.length > 0 && events.length >= records.items.length - 2;
}
class LegacyExecReader {
    builder = new TrajectoryBuilder("codex-exec-json");
    ending = null;
    constructor() {
        this.builder.setMeta({ agent: "codex exec" });
    }
    add({ step, value }) {
        const line = (0,transcript_json/* obj */.WL)(value);
        this.builder.setMeta({ records: step + 1, model: (0,transcript_json/* str */.gx)(line.model) });
        if (typeof line.prompt === "string")
            this.builder.prompt(line.prompt, step);
        if ((0,transcript_json/* isObject */.Gv)(line.msg))
            this.ending = legacyEvent(this.builder, line.msg, step) ?? this.ending;
    }
    finish(warnings) {
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event stream has no task_complete: it may have been cut off", step: null });
        return this.builder.build();
    }
}
function legacyEvent(builder, msg, step) {
    const id = (0,transcript_json/* str */.gx)(msg.call_id);
    switch (msg.type) {
        case "exec_command_begin":
            builder.setCwd((0,transcript_json/* str */.gx)(msg.cwd));
            builder.call({ id, name: "exec_command", input: { command: msg.command ?? "", cwd: (0,transcript_json/* str */.gx)(msg.cwd) }, step });
            return null;
        case "exec_command_end": {
            const output = (0,transcript_json/* str */.gx)(msg.aggregated_output) ?? [(0,transcript_json/* str */.gx)(msg.stdout), (0,transcript_json/* str */.gx)(msg.stderr)].filter(Boolean).join("\n");
            if (id !== null)
                builder.resultFor(id, { output, exitCode: (0,transcript_json/* int */.Wh)(msg.exit_code), isError: false, step });
            return null;
        }
        case "patch_apply_begin": {
            const index = builder.call({ id, name: "apply_patch", input: { changes: msg.changes ?? {} }, step });
            builder.setChanges(index, codexChanges(msg.changes));
            return null;
        }
        case "patch_apply_end": {
            const output = [(0,transcript_json/* str */.gx)(msg.stdout), (0,transcript_json/* str */.gx)(msg.stderr)].filter(Boolean).join("\n");
            if (id !== null)
                builder.resultFor(id, { output, exitCode: null, isError: msg.success === false, step });
            return null;
        }
        case "mcp_tool_call_begin":
            return mcpBegin(builder, id, (0,transcript_json/* obj */.WL)(msg.invocation), step);
        case "mcp_tool_call_end":
            return mcpEnd(builder, id, msg, step);
        case "agent_message":
            builder.message("assistant", (0,transcript_json/* str */.gx)(msg.message) ?? "", step);
            return null;
        case "task_complete":
            builder.setFinalAnswer((0,transcript_json/* str */.gx)(msg.last_agent_message));
            return { kind: "completed", detail: "the task completed (task_complete)", step };
        case "turn_aborted":
            return { kind: "interrupted", detail: `the turn was aborted (${(0,transcript_json/* str */.gx)(msg.reason) ?? "no reason given"})`, step };
        case "error":
            return { kind: "error", detail: `the run reported an error: ${detailText((0,transcript_json/* str */.gx)(msg.message) ?? "")}`, step };
        default:
            return null;
    }
}
function mcpBegin(builder, id, invocation, step) {
    const name = [(0,transcript_json/* str */.gx)(invocation.server), (0,transcript_json/* str */.gx)(invocation.tool)].filter(Boolean).join(".") || "mcp_tool_call";
    builder.call({ id, name, input: (0,command/* inputObject */.u)(invocation.arguments), step });
    return null;
}
function mcpEnd(builder, id, msg, step) {
    if (id === null)
        return null;
    const result = (0,transcript_json/* obj */.WL)(msg.result);
    const ok = (0,transcript_json/* obj */.WL)(result.Ok ?? result.ok ?? result);
    const error = (0,transcript_json/* str */.gx)(result.Err) ?? (0,transcript_json/* str */.gx)(result.err);
    const isError = error !== null || ok.isError === true;
    builder.resultFor(id, { output: error ?? contentItemsText(ok.content), exitCode: null, isError, step });
    return null;
}

;// CONCATENATED MODULE: ./src/transcript/formats/codex-exec-json.ts







const EVENT_TYPES = new Set(["thread.started", "turn.started", "turn.completed", "turn.failed", "item.started", "item.updated", "item.completed"]);
/** Items that are a tool call; the others are narration (`agent_message`, `reasoning`, `todo_list`). */
const CALL_ITEMS = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search"]);
/**
 * `codex exec --json` events: `thread.started`, `turn.*`, and `item.started/updated/completed`
 * sharing `item.id`. The prompt is the command line's, so the stream carries no task. Streams of
 * older CLIs (`{id, msg}` events) are read by codex-exec-legacy.ts.
 */
const codexExecJson = lineFormat("codex-exec-json", (records) => isItemStream(records) || isLegacyExecStream(records), execReader);
/** The item-event reader, or the legacy one for a stream that is not item events. */
function execReader(head) {
    return isItemStream(head) ? new ExecReader() : new LegacyExecReader();
}
function isItemStream(records) {
    return (records.shape === "lines" &&
        records.items.some(({ value }) => (0,transcript_json/* isObject */.Gv)(value) && String(value.type).startsWith("item.") && (0,transcript_json/* isObject */.Gv)(value.item)) &&
        records.items.every(({ value }) => !(0,transcript_json/* isObject */.Gv)(value) || value.type === "error" || EVENT_TYPES.has(String(value.type))));
}
class ExecReader {
    builder = new TrajectoryBuilder("codex-exec-json");
    ending = null;
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        this.builder.setMeta({ records: step + 1 });
        this.event(value, step);
    }
    finish(warnings) {
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event stream has no turn.completed: it may have been cut off", step: null });
        return this.builder.build();
    }
    event(event, step) {
        const type = String(event.type);
        if (type === "thread.started")
            this.builder.setMeta({ sessionId: (0,transcript_json/* str */.gx)(event.thread_id), agent: "codex exec" });
        if (type === "turn.completed")
            this.ending = { kind: "completed", detail: "the turn completed (turn.completed)", step };
        if (type === "turn.failed")
            this.ending = failure((0,transcript_json/* obj */.WL)(event.error).message, step);
        if (type === "error")
            this.ending = failure(event.message, step);
        if (type === "item.started" || type === "item.updated")
            this.started((0,transcript_json/* obj */.WL)(event.item), step);
        if (type === "item.completed")
            this.completed((0,transcript_json/* obj */.WL)(event.item), step);
    }
    /** The call is issued when first seen; later updates of the same id are not new calls. */
    started(item, step) {
        const id = (0,transcript_json/* str */.gx)(item.id);
        const type = itemType(item);
        if (!CALL_ITEMS.has(type))
            return undefined;
        const known = id === null ? undefined : this.builder.indexOf(id);
        if (known !== undefined)
            return known;
        return this.builder.call({ id, ...callOf(type, item), step });
    }
    completed(item, step) {
        const type = itemType(item);
        if (type === "agent_message" || type === "assistant_message")
            return this.builder.message("assistant", (0,transcript_json/* str */.gx)(item.text) ?? "", step);
        if (type === "error")
            return this.builder.warn(`step ${step}: the agent reported an error: ${(0,transcript_json/* str */.gx)(item.message) ?? ""}`);
        const index = this.started(item, step);
        if (index === undefined)
            return;
        if (this.builder.callAt(index)?.resultStep !== null) {
            return this.builder.warn(`step ${step}: item ${(0,transcript_json/* str */.gx)(item.id) ?? index} completed twice, kept the first`);
        }
        this.builder.resultAt(index, { ...codex_exec_json_resultOf(type, item), step });
        if (type === "file_change")
            this.builder.setChanges(index, codexChanges(item.changes));
    }
}
/** Early builds named the field `item_type`. */
function itemType(item) {
    return (0,transcript_json/* str */.gx)(item.type) ?? (0,transcript_json/* str */.gx)(item.item_type) ?? "unknown";
}
function callOf(type, item) {
    if (type === "command_execution")
        return { name: "command_execution", input: { command: (0,transcript_json/* str */.gx)(item.command) ?? "" } };
    if (type === "file_change")
        return { name: "file_change", input: { changes: item.changes ?? [] } };
    if (type === "web_search")
        return { name: "web_search", input: { query: (0,transcript_json/* str */.gx)(item.query) ?? "" } };
    const name = [(0,transcript_json/* str */.gx)(item.server), (0,transcript_json/* str */.gx)(item.tool)].filter(Boolean).join(".");
    return { name: name || "mcp_tool_call", input: (0,command/* inputObject */.u)(item.arguments) };
}
function codex_exec_json_resultOf(type, item) {
    const status = (0,transcript_json/* str */.gx)(item.status) ?? "completed";
    const failed = status === "failed" || status === "declined";
    if (type === "command_execution") {
        return { output: (0,transcript_json/* str */.gx)(item.aggregated_output) ?? "", isError: failed && (0,transcript_json/* int */.Wh)(item.exit_code) === null, exitCode: (0,transcript_json/* int */.Wh)(item.exit_code) };
    }
    if (type === "mcp_tool_call") {
        const error = (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(item.error).message);
        const output = error ?? contentItemsText((0,transcript_json/* obj */.WL)(item.result).content);
        return { output, isError: failed || error !== null, exitCode: null };
    }
    if (type === "file_change")
        return { output: `[patch ${status}]`, isError: failed, exitCode: null };
    return { output: `[${type} ${status}]`, isError: failed, exitCode: null };
}
function failure(message, step) {
    return { kind: "error", detail: `the run failed: ${detailText((0,transcript_json/* str */.gx)(message) ?? "no message")}`, step };
}

;// CONCATENATED MODULE: ./src/transcript/formats/codex-rollout.ts








const ENVELOPE_TYPES = new Set(["session_meta", "response_item", "event_msg", "turn_context", "compacted"]);
/** Response items as very early rollouts wrote them, without the `{timestamp, type, payload}` envelope. */
const BARE_ITEM_TYPES = new Set(["message", "function_call", "function_call_output", "reasoning", "local_shell_call"]);
const RUNNING = /Process running with session ID (\d+)/;
/**
 * Codex CLI rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`): `{timestamp, type, payload}`
 * lines; calls and their `*_output` share `call_id`; `event_msg` lines repeat the conversation for
 * the UI and carry what the items lack (exit codes of long-running commands, patch results).
 */
const codexRollout = lineFormat("codex-rollout", (records) => {
    if (records.shape !== "lines")
        return false;
    const envelopes = records.items.filter(({ value }) => isEnvelope(value));
    if (envelopes.length > 0)
        return envelopes.some(({ value }) => ["session_meta", "response_item"].includes(String((0,transcript_json/* obj */.WL)(value).type)));
    const bare = records.items.filter(({ value }) => BARE_ITEM_TYPES.has(String((0,transcript_json/* obj */.WL)(value).type)));
    return bare.some(({ value }) => "call_id" in (0,transcript_json/* obj */.WL)(value) || (0,transcript_json/* obj */.WL)(value).type === "message") && bare.length >= records.items.length / 2;
}, () => new RolloutReader());
function isEnvelope(value) {
    return (0,transcript_json/* isObject */.Gv)(value) && ENVELOPE_TYPES.has(String(value.type)) && (0,transcript_json/* isObject */.Gv)(value.payload);
}
class RolloutReader {
    builder = new TrajectoryBuilder("codex-rollout");
    ending = null;
    lastEvent = null;
    /** Exit codes reported by `exec_command_end` before the call's output line. */
    pendingExit = new Map();
    /** Long-running `exec_command` calls by process session id, until a poll reports their exit. */
    running = new Map();
    ended = new Set();
    /** Calls whose patch failed to apply, reported before the call's output line. */
    failedPatches = new Set();
    /**
     * `event_msg` user and agent messages repeat the `response_item` messages; they are read only
     * when the rollout has no item message at all. Until one is seen they wait here (texts only).
     */
    eventMessages = new EventMessages();
    /** The step of the `task_complete` that set the final answer: a later event message unsets it. */
    finalAnswerStep = null;
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        this.builder.setMeta({ records: step + 1 });
        if (value.type === "message" || (0,transcript_json/* obj */.WL)(value.payload).type === "message")
            this.eventMessages.dropAll();
        if (isEnvelope(value))
            this.envelope(String(value.type), (0,transcript_json/* obj */.WL)(value.payload), step);
        else if (BARE_ITEM_TYPES.has(String(value.type)))
            this.item(value, step);
        else if ("instructions" in value && "id" in value)
            this.builder.setMeta({ sessionId: (0,transcript_json/* str */.gx)(value.id) });
    }
    finish(warnings) {
        this.eventMessages.replay(this);
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.ending ?? this.lastEvent ?? { kind: "unknown", detail: "the rollout has no turn", step: null });
        return this.builder.build();
    }
    envelope(type, payload, step) {
        if (type === "session_meta")
            this.sessionMeta(payload);
        if (type === "turn_context") {
            this.builder.setMeta({ model: (0,transcript_json/* str */.gx)(payload.model) });
            this.builder.setCwd((0,transcript_json/* str */.gx)(payload.cwd));
        }
        if (type === "response_item")
            this.item(payload, step);
        if (type === "event_msg")
            this.event(payload, step);
        // the summary replaces the history for the model; the history before it stays in this file
        if (type === "compacted")
            this.builder.message("system", "[context compacted]", step);
    }
    sessionMeta(payload) {
        const version = (0,transcript_json/* str */.gx)(payload.cli_version);
        this.builder.setMeta({ sessionId: (0,transcript_json/* str */.gx)(payload.id), agent: version ? `codex ${version}` : "codex", model: (0,transcript_json/* str */.gx)(payload.model) });
        this.builder.setCwd((0,transcript_json/* str */.gx)(payload.cwd));
    }
    item(item, step) {
        switch (item.type) {
            case "message":
                return this.message(item, step);
            case "function_call":
                return this.call((0,transcript_json/* str */.gx)(item.call_id), (0,transcript_json/* str */.gx)(item.name) ?? "unknown", (0,command/* inputObject */.u)(item.arguments), step);
            case "custom_tool_call":
                return this.call((0,transcript_json/* str */.gx)(item.call_id), (0,transcript_json/* str */.gx)(item.name) ?? "unknown", (0,command/* inputObject */.u)(item.input), step);
            case "local_shell_call":
                return this.call((0,transcript_json/* str */.gx)(item.call_id) ?? (0,transcript_json/* str */.gx)(item.id), "local_shell", (0,transcript_json/* obj */.WL)(item.action), step);
            case "web_search_call":
                return this.webSearch(item, step);
            case "function_call_output":
            case "custom_tool_call_output":
                return this.output(item, step);
            case "compaction":
                return this.builder.message("system", "[context compacted]", step);
        }
    }
    message(item, step) {
        const text = contentItemsText(item.content);
        if (item.role === "assistant") {
            this.builder.message("assistant", text, step);
            this.lastEvent = { kind: "completed", detail: "the agent's last message ends its turn with no pending tool call", step };
        }
        else if (item.role === "user") {
            if (isInjected(text))
                return;
            this.newTurn();
            this.builder.prompt(text, step);
            this.lastEvent = { kind: "unknown", detail: "the rollout ends on a user message, before the agent answered", step };
        }
    }
    /** A new request starts a new turn: an earlier turn's completion no longer says how the run ended. */
    newTurn() {
        this.ending = null;
        this.builder.setFinalAnswer(null);
    }
    /** An event message read after all (the rollout had no item message): as if read at its step. */
    replayEventMessage(message) {
        if (message.role === "assistant")
            return this.builder.message("assistant", message.text, message.step);
        if (this.ending === null || this.ending.step === null || this.ending.step < message.step)
            this.ending = null;
        if (this.finalAnswerStep !== null && this.finalAnswerStep < message.step)
            this.builder.setFinalAnswer(null);
        this.builder.prompt(message.text, message.step);
    }
    call(id, name, input, step) {
        this.builder.call({ id, name, input, step });
        this.lastEvent = { kind: "unknown", detail: "the rollout ends on a tool call, before its result", step };
    }
    webSearch(item, step) {
        const action = (0,transcript_json/* obj */.WL)(item.action);
        const index = this.builder.call({ id: (0,transcript_json/* str */.gx)(item.id), name: "web_search", input: action, step });
        this.builder.resultAt(index, { output: `[web search ${(0,transcript_json/* str */.gx)(item.status) ?? "done"}]`, isError: false, exitCode: null, step });
    }
    output(item, step) {
        const id = (0,transcript_json/* str */.gx)(item.call_id);
        if (id === null)
            return this.builder.warn(`step ${step}: tool output without a call_id, skipped`);
        const call = this.builder.openCall(id);
        const { output, exitCode, failed } = codexOutput(item.output);
        const exit = this.pendingExit.get(id) ?? exitCode;
        const isError = failed || this.failedPatches.has(id) || (call?.name === "apply_patch" && exit !== null && exit !== 0);
        this.builder.resultFor(id, { output, exitCode: exit, isError, step });
        const index = this.builder.indexOf(id);
        if (index !== undefined)
            this.trackLongRunning(index, call?.name ?? "", call?.input ?? {}, output, step);
        this.lastEvent = { kind: "unknown", detail: "the rollout ends on a tool result, before the agent answered", step };
    }
    /** A command still running gets its exit code from a later `write_stdin` poll on its session. */
    trackLongRunning(index, name, input, output, step) {
        const session = RUNNING.exec((0,exit_code/* codexHeader */.Ln)(output))?.[1];
        if (session !== undefined)
            this.running.set(session, index);
        if (name !== "write_stdin")
            return;
        const polled = String(input.session_id ?? "");
        const original = this.running.get(polled);
        const exitCode = (0,exit_code/* codexExitCode */.hk)(output);
        if (original === undefined || exitCode === null)
            return;
        this.running.delete(polled);
        if (this.ended.has(original))
            return;
        const before = this.builder.callAt(original)?.output ?? "";
        this.builder.amend(original, { output: `${before}\n${output}`, exitCode, step });
    }
    event(payload, step) {
        switch (payload.type) {
            case "exec_command_end":
                return this.execEnd(payload, step);
            case "patch_apply_end":
                return this.patchEnd(payload);
            case "task_complete":
                this.builder.setFinalAnswer((0,transcript_json/* str */.gx)(payload.last_agent_message));
                this.finalAnswerStep = step;
                this.ending = { kind: "completed", detail: "the turn completed (task_complete)", step };
                return;
            case "turn_aborted":
                this.ending = { kind: "interrupted", detail: `the turn was aborted (${(0,transcript_json/* str */.gx)(payload.reason) ?? "no reason given"})`, step };
                return;
            case "error":
                this.ending = { kind: "error", detail: `the run reported an error: ${detailText((0,transcript_json/* str */.gx)(payload.message) ?? "")}`, step };
                return;
            case "user_message":
                if (isInjected((0,transcript_json/* str */.gx)(payload.message) ?? ""))
                    return;
                return this.eventMessages.hold({ role: "user", text: (0,transcript_json/* str */.gx)(payload.message) ?? "", step });
            case "agent_message":
                // the same text is also a response_item message; read it only when those are missing
                return this.eventMessages.hold({ role: "assistant", text: (0,transcript_json/* str */.gx)(payload.message) ?? "", step });
            case "context_compacted":
                return this.builder.message("system", "[context compacted]", step);
        }
    }
    execEnd(payload, step) {
        const id = (0,transcript_json/* str */.gx)(payload.call_id);
        const exitCode = (0,transcript_json/* int */.Wh)(payload.exit_code);
        if (id === null || exitCode === null)
            return;
        const index = this.builder.indexOf(id);
        const call = index === undefined ? undefined : this.builder.callAt(index);
        if (index === undefined || call === undefined || call.resultStep === null) {
            this.pendingExit.set(id, exitCode);
            return;
        }
        const stillRunning = RUNNING.test((0,exit_code/* codexHeader */.Ln)(call.output ?? ""));
        const aggregated = (0,transcript_json/* str */.gx)(payload.aggregated_output);
        const output = stillRunning && aggregated ? `${call.output ?? ""}\n${aggregated}` : undefined;
        this.builder.amend(index, { exitCode, ...(output === undefined ? {} : { output }), step });
        this.ended.add(index);
    }
    patchEnd(payload) {
        const id = (0,transcript_json/* str */.gx)(payload.call_id);
        const index = id === null ? undefined : this.builder.indexOf(id);
        if (index === undefined)
            return;
        const changes = codexChanges(payload.changes);
        if (changes.length > 0)
            this.builder.setChanges(index, changes);
        if (payload.success !== false)
            return;
        if (this.builder.callAt(index)?.resultStep === null)
            this.failedPatches.add(id);
        else
            this.builder.amend(index, { isError: true });
    }
}
/** Event messages held until the rollout shows whether it has item messages (then they are dropped). */
class EventMessages {
    held = [];
    hold(message) {
        this.held?.push(message);
    }
    dropAll() {
        this.held = null;
    }
    replay(reader) {
        for (const message of this.held ?? [])
            reader.replayEventMessage(message);
        this.held = null;
    }
}

;// CONCATENATED MODULE: ./src/transcript/formats/gemini-cli-jsonl.ts
/**
 * Gemini CLI chat recordings as JSON lines (`chats/session-*.jsonl`, the CLI's format since
 * 2026-03): a metadata line (`sessionId`, `projectHash`), then each message record as it is saved;
 * a message saved again (its tool calls done, its tokens counted) repeats its `id` and replaces the
 * earlier copy in place, `{"$set": …}` updates the metadata (a `messages` list there replaces the
 * conversation), and `{"$rewindTo": id}` drops that message and all after it.
 */

/** Whether the records are such a recording: its metadata line, then role-typed message records. */
function isGeminiJsonl(records) {
    if (records.shape !== "lines")
        return false;
    const first = records.items[0]?.value;
    const hasMetadata = (0,transcript_json/* isObject */.Gv)(first) && typeof first.sessionId === "string" && typeof first.projectHash === "string";
    return hasMetadata && records.items.some(({ value }) => isMessage(value) && (value.type === "user" || value.type === "gemini"));
}
/** The conversation the lines leave, in the shape of the older whole-file recording. */
function geminiConversation(records) {
    let metadata = {};
    let messages = new Map();
    for (const { value } of records.items) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            continue;
        if (typeof value.$rewindTo === "string")
            messages = rewound(messages, value.$rewindTo);
        else if (isMessage(value))
            messages.set(value.id, value);
        else if ((0,transcript_json/* isObject */.Gv)(value.$set)) {
            const { messages: replaced, ...rest } = value.$set;
            metadata = { ...metadata, ...rest };
            if (Array.isArray(replaced))
                messages = new Map(replaced.filter(isMessage).map((message) => [message.id, message]));
        }
        else if (typeof value.sessionId === "string")
            metadata = { ...metadata, ...value };
    }
    return { ...metadata, messages: [...messages.values()] };
}
function isMessage(value) {
    return (0,transcript_json/* isObject */.Gv)(value) && typeof value.id === "string" && (0,transcript_json/* str */.gx)(value.type) !== null;
}
/** The messages before `id`; all of them go when it is unknown, as the CLI itself reads it. */
function rewound(messages, id) {
    const ids = [...messages.keys()];
    const at = ids.indexOf(id);
    return new Map(at < 0 ? [] : ids.slice(0, at).map((key) => [key, messages.get(key)]));
}

;// CONCATENATED MODULE: ./src/transcript/formats/gemini-cli.ts







/** Gemini CLI's shell tool; only its output follows the `Exit Code: N` convention. */
const SHELL_TOOLS = new Set(["run_shell_command", "shell"]);
const FAILED_STATUSES = new Set(["error", "cancelled"]);
/**
 * Gemini CLI chat recordings (`~/.gemini/tmp/<project>/chats/session-*.json`, and the `.jsonl`
 * lines that replaced them): `messages[]` of type `user`/`gemini`/`info`/`error`; a `gemini`
 * message's `toolCalls[]` carry their results inline as `functionResponse` parts whose `id` names the call.
 */
const geminiCli = {
    id: "gemini-cli",
    detect: (records) => {
        if (isGeminiJsonl(records))
            return true;
        const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : {};
        const types = (0,transcript_json/* arr */.QL)(root.messages).map((message) => (0,transcript_json/* obj */.WL)(message).type);
        return ("sessionId" in root || "projectHash" in root) && types.some((type) => type === "gemini" || type === "user");
    },
    read: (records) => {
        const root = records.shape === "lines" ? geminiConversation(records) : (0,transcript_json/* obj */.WL)(records.items[0]?.value);
        const trajectory = readGemini(root);
        return { ...trajectory, warnings: [...records.warnings, ...trajectory.warnings] };
    },
};
function readGemini(root) {
    const builder = new TrajectoryBuilder("gemini-cli");
    builder.setMeta({ sessionId: (0,transcript_json/* str */.gx)(root.sessionId), agent: "gemini-cli" });
    // the workspace directories, when recorded: tools name files by absolute path
    builder.setCwd((0,transcript_json/* str */.gx)((0,transcript_json/* arr */.QL)(root.directories)[0]));
    let ending = null;
    (0,transcript_json/* arr */.QL)(root.messages).forEach((value, step) => {
        const message = (0,transcript_json/* obj */.WL)(value);
        builder.setMeta({ records: step + 1, model: (0,transcript_json/* str */.gx)(message.model) });
        const text = contentItemsText(message.content);
        if (message.type === "user") {
            builder.prompt(text, step);
            ending = { kind: "unknown", detail: "the session ends on a user message, before the agent answered", step };
        }
        else if (message.type === "gemini") {
            builder.message("assistant", text, step);
            const calls = (0,transcript_json/* arr */.QL)(message.toolCalls).map(transcript_json/* obj */.WL);
            readToolCalls(builder, calls, step);
            ending = calls.length > 0 ? { kind: "unknown", detail: "the session ends on tool calls", step } : answered(step);
        }
        else if (message.type === "error") {
            builder.message("system", text, step);
            ending = { kind: "error", detail: `the CLI reported an error: ${detailText(text)}`, step };
        }
        else if (message.type === "info" || message.type === "warning") {
            builder.message("system", text, step);
        }
    });
    builder.setEnding(ending ?? { kind: "unknown", detail: "the session has no messages", step: null });
    return builder.build();
}
/** All calls of a message are issued before any result, so results may name calls in any order. */
function readToolCalls(builder, calls, step) {
    for (const call of calls) {
        builder.call({ id: (0,transcript_json/* str */.gx)(call.id), name: (0,transcript_json/* str */.gx)(call.name) ?? "unknown", input: (0,command/* inputObject */.u)(call.args), step });
    }
    for (const call of calls) {
        const id = (0,transcript_json/* str */.gx)(call.id);
        const responses = (0,transcript_json/* arr */.QL)(call.result)
            .map((part) => (0,transcript_json/* obj */.WL)((0,transcript_json/* obj */.WL)(part).functionResponse))
            .filter((response) => Object.keys(response).length > 0);
        if (id === null || responses.length === 0)
            continue;
        const response = responses[0];
        const answered = (0,transcript_json/* str */.gx)(response.id) ?? id;
        const body = (0,transcript_json/* obj */.WL)(response.response);
        const output = (0,transcript_json/* str */.gx)(body.output) ?? (0,transcript_json/* str */.gx)(body.error) ?? (contentItemsText(body.content) || JSON.stringify(body));
        const name = (0,transcript_json/* str */.gx)(call.name) ?? "";
        const isError = FAILED_STATUSES.has((0,transcript_json/* str */.gx)(call.status) ?? "") || "error" in body;
        const shell = SHELL_TOOLS.has(name);
        const exitCode = shell ? (0,exit_code/* geminiExitCode */.no)(output) : null;
        const printed = shell ? (0,exit_code/* geminiShellOutput */.zf)(output) : output;
        builder.resultFor(answered, { output: printed, isError, exitCode, step, editKind: gemini_cli_writeKind(output) });
    }
}
/** Gemini CLI's write_file says whether it created the file or overwrote it. */
function gemini_cli_writeKind(output) {
    if (/^Successfully created and wrote to new file/.test(output))
        return "create";
    if (/^Successfully overwrote file/.test(output))
        return "update";
    return undefined;
}
function answered(step) {
    return { kind: "completed", detail: "the agent's last message ends its turn with no pending tool call", step };
}

;// CONCATENATED MODULE: ./src/transcript/formats/mini-swe-agent.ts






/**
 * The one action block of a text-based turn: ```bash (v0/v1) or ```mswea_bash_command (v2). As the
 * harness reads it, the block ends at a fence that opens a line: a ``` inside the command (a Rust doc
 * comment's `/// ```` in a heredoc) does not end it.
 */
const ACTION_BLOCK = /```(?:bash|sh|mswea_bash_command)\s*\n([\s\S]*?)\n```/;
const ACTION_BLOCKS = new RegExp(ACTION_BLOCK.source, "g");
/** The echo that ends a run: the agent submits by printing this marker. */
const SUBMIT_MARKER = /\b(?:COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT|MINI_SWE_AGENT_FINAL_OUTPUT)\b/;
/**
 * mini-swe-agent trajectories: a bare message array (v0, or one message per line), `{info, messages, trajectory_format}`
 * with text actions answered by `<returncode>` observations (v1), or with `role: tool` results
 * carrying `extra.returncode` and a closing `exit` message (v2).
 */
const miniSweAgent = {
    id: "mini-swe-agent",
    detect: (records) => {
        if (records.shape === "object") {
            const root = (0,transcript_json/* obj */.WL)(records.items[0]?.value);
            const info = (0,transcript_json/* obj */.WL)(root.info);
            const marked = String(root.trajectory_format ?? "").startsWith("mini-swe-agent") || "mini_version" in info;
            return Array.isArray(root.messages) && marked;
        }
        // v0 arrays, and the live `.traj.jsonl` some runners stream one message per line
        const messages = records.items.map(({ value }) => (0,transcript_json/* obj */.WL)(value));
        const hasAction = messages.some((message) => message.role === "assistant" && ACTION_BLOCK.test(contentItemsText(message.content)));
        const hasObservation = messages.some((message) => message.role === "user" && /<returncode>/.test(contentItemsText(message.content)));
        return hasAction && hasObservation;
    },
    read: (records) => {
        const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : { messages: records.items.map(({ value }) => value) };
        const trajectory = new MiniReader().read(root);
        return { ...trajectory, warnings: [...records.warnings, ...trajectory.warnings] };
    },
};
class MiniReader {
    builder = new TrajectoryBuilder("mini-swe-agent");
    pending = null;
    ending = null;
    submission = null;
    read(root) {
        const info = (0,transcript_json/* obj */.WL)(root.info);
        const version = (0,transcript_json/* str */.gx)(info.mini_version);
        this.builder.setMeta({ agent: version ? `mini-swe-agent ${version}` : "mini-swe-agent", model: (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)((0,transcript_json/* obj */.WL)(info.config).model).model_name) });
        (0,transcript_json/* arr */.QL)(root.messages).forEach((message, step) => {
            this.builder.setMeta({ records: step + 1 });
            if ((0,transcript_json/* isObject */.Gv)(message))
                this.message(message, step);
        });
        const last = Math.max((0,transcript_json/* arr */.QL)(root.messages).length - 1, 0);
        this.builder.setFinalAnswer((0,transcript_json/* str */.gx)(info.submission) || this.submission || null);
        this.builder.setEnding(statusEnding((0,transcript_json/* str */.gx)(info.exit_status), last) ?? this.ending ?? this.submitEnding(last));
        return this.builder.build();
    }
    message(message, step) {
        const text = contentItemsText(message.content);
        const extra = (0,transcript_json/* obj */.WL)(message.extra);
        if (message.role === "assistant")
            return this.assistant(message, text, step);
        if (message.role === "tool") {
            const id = (0,transcript_json/* str */.gx)(message.tool_call_id);
            const result = { ...observation(text, extra), step };
            if (id !== null)
                this.builder.resultFor(id, result);
            else if (this.pending !== null)
                this.builder.resultAt(this.pending, result);
            this.pending = null;
            return;
        }
        if (message.role === "user")
            return this.user(text, extra, step);
        if (message.role === "exit") {
            this.submission = (0,transcript_json/* str */.gx)(extra.submission) ?? text;
            this.ending = statusEnding((0,transcript_json/* str */.gx)(extra.exit_status), step);
        }
    }
    assistant(message, text, step) {
        this.builder.message("assistant", text, step);
        const toolCalls = (0,transcript_json/* arr */.QL)(message.tool_calls).map(transcript_json/* obj */.WL);
        for (const call of toolCalls) {
            const fn = (0,transcript_json/* obj */.WL)(call.function);
            this.pending = this.builder.call({ id: (0,transcript_json/* str */.gx)(call.id), name: (0,transcript_json/* str */.gx)(fn.name) ?? "bash", input: (0,command/* inputObject */.u)(fn.arguments), step });
        }
        // the harness runs a text turn's action only when it holds exactly one block; with two or more
        // it answers with a format error and runs none of them
        const blocks = toolCalls.length === 0 ? [...text.matchAll(ACTION_BLOCKS)] : [];
        const action = blocks.length === 1 ? blocks[0][1] : undefined;
        if (action !== undefined)
            this.pending = this.builder.call({ id: null, name: "bash", input: { command: action }, step });
    }
    /** The first user message is the task; later ones are observations or the harness's feedback. */
    user(text, extra, step) {
        if (TIMEOUT_NOTICE.test(text) && this.pending !== null) {
            this.builder.resultAt(this.pending, { output: timedOutOutput(text), exitCode: null, isError: true, step });
            this.pending = null;
            return;
        }
        const isObservation = "returncode" in extra || /<returncode>/.test(text) || (0,exit_code/* returncodeJson */.A9)(text) !== null;
        if (isObservation && this.pending !== null) {
            this.builder.resultAt(this.pending, { ...observation(text, extra), step });
            this.pending = null;
        }
        else if (this.builder.callCount === 0 && !isObservation) {
            this.builder.prompt(unwrapTask(text), step);
        }
        else {
            this.builder.message("system", text, step);
        }
    }
    submitEnding(step) {
        const submitted = [...Array(this.builder.callCount).keys()].some((index) => SUBMIT_MARKER.test(this.builder.callAt(index)?.command ?? ""));
        if (submitted)
            return { kind: "completed", detail: "the agent ran the submit command", step };
        return { kind: "unknown", detail: "the trajectory does not say how the run ended", step: null };
    }
}
function observation(text, extra) {
    const json = (0,exit_code/* returncodeJson */.A9)(text);
    const exitCode = (0,transcript_json/* int */.Wh)(extra.returncode) ?? json?.exitCode ?? (0,exit_code/* returncodeTagExitCode */.j0)(text);
    const exception = (0,transcript_json/* str */.gx)(extra.exception_info) || json?.exception || null;
    return { output: json?.output ?? observationBody(text), exitCode, isError: exception !== null };
}
/** The harness's notice that its time limit killed the command (v1), with what it printed until then. */
const TIMEOUT_NOTICE = /^\s*The last command <command>[\s\S]*?<\/command> timed out and has been killed\./;
const NOTICE_OUTPUT = /<output>\n?([\s\S]*?)\n?<\/output>/;
/** Said after the partial output, in the words the checks read as the harness's time limit. */
const TIMED_OUT_NOTE = "[mini-swe-agent: the command timed out and has been killed]";
/** What a killed command printed before the harness stopped it, then the harness's note: it has no status of its own. */
function timedOutOutput(text) {
    const printed = NOTICE_OUTPUT.exec(text)?.[1]?.trimEnd() ?? "";
    return printed === "" ? TIMED_OUT_NOTE : `${printed}\n${TIMED_OUT_NOTE}`;
}
/** The observation template's own parts: the status line, the too-long warning, and the output tags. */
const TEMPLATE_HEAD = /^\s*<returncode>\s*-?\d+\s*<\/returncode>\s*(?:<warning>[\s\S]*?<\/warning>\s*)?/;
const OUTPUT_TAG = /^<\/?output(?:_head|_tail)?>\n?|\n?<\/?output(?:_head|_tail)?>\s*$/g;
const ELIDED = /\n?<\/output_head>\s*<elided_chars>\s*(\d+) characters elided\s*<\/elided_chars>\s*<output_tail>\n?/;
/**
 * What the command printed, without the observation template around it (`<returncode>`, the
 * too-long warning, `<output>` tags), so a quote cites the command's own lines. An elision stays
 * visible as a marker. Text that is not in the template shape is returned as it is.
 */
function observationBody(text) {
    const head = TEMPLATE_HEAD.exec(text);
    if (head === null)
        return text;
    const body = text.slice(head[0].length).replace(ELIDED, (_, count) => `\n[… ${count} characters elided]\n`);
    return body.replace(OUTPUT_TAG, "");
}
/** `Submitted` ends the task; `LimitsExceeded` is a limit; any other status names an exception. */
function statusEnding(status, step) {
    if (!status)
        return null;
    if (status === "Submitted")
        return { kind: "completed", detail: "the agent submitted (exit_status Submitted)", step };
    if (/Limit/i.test(status))
        return { kind: "limit", detail: `the run stopped at a limit (${status})`, step };
    return { kind: "error", detail: `the run ended on ${status}`, step };
}

;// CONCATENATED MODULE: ./src/transcript/formats/openai-messages.ts







/**
 * OpenAI Chat Completions messages (a JSON array, `{messages}`, or JSON lines): assistant
 * `tool_calls[]` are answered by `role: tool` messages naming `tool_call_id`; the legacy
 * `function_call` is answered by the next `role: function` message of that name. Responses API
 * input lists (OpenAI Agents SDK) pair `function_call` and `function_call_output` items by `call_id`.
 */
const openaiMessages = {
    id: "openai-messages",
    detect: (records) => chatMessages(records) !== null,
    read: (records) => {
        const builder = new TrajectoryBuilder("openai-messages");
        builder.setMeta({ model: dumpModel(records) });
        const ending = readMessages(builder, chatMessages(records) ?? []);
        for (const warning of records.warnings)
            builder.warn(warning);
        builder.setEnding(ending);
        return builder.build();
    },
};
function readMessages(builder, messages) {
    const legacy = new Map();
    let ending = { kind: "unknown", detail: "the conversation has no assistant message", step: null };
    for (const { step, message } of messages) {
        builder.setMeta({ records: step + 1 });
        const text = contentItemsText(message.content);
        if (message.role === "user" && !isInjected(text)) {
            builder.prompt(builder.callCount === 0 ? unwrapTask(text) : withoutInjectedBlocks(text), step);
        }
        if (message.role === "assistant")
            ending = assistant(builder, message, text, step, legacy);
        if (message.type === "function_call") {
            builder.call({ id: (0,transcript_json/* str */.gx)(message.call_id), name: (0,transcript_json/* str */.gx)(message.name) ?? "unknown", input: (0,command/* inputObject */.u)(message.arguments), step });
            ending = { kind: "unknown", detail: "the conversation ends on a tool call", step };
        }
        if (message.type === "function_call_output") {
            const id = (0,transcript_json/* str */.gx)(message.call_id);
            if (id === null)
                builder.warn(`step ${step}: function_call_output without call_id, skipped`);
            else
                builder.resultFor(id, toolResult(contentItemsText(message.output), step));
        }
        if (message.role === "tool") {
            const id = (0,transcript_json/* str */.gx)(message.tool_call_id);
            if (id === null)
                builder.warn(`step ${step}: tool message without tool_call_id, skipped`);
            else
                builder.resultFor(id, toolResult(text, step));
        }
        if (message.role === "function") {
            const index = legacy.get((0,transcript_json/* str */.gx)(message.name) ?? "");
            if (index === undefined)
                builder.warn(`step ${step}: function result for no pending call, skipped`);
            else
                builder.resultAt(index, toolResult(text, step));
            legacy.delete((0,transcript_json/* str */.gx)(message.name) ?? "");
        }
    }
    return ending;
}
function assistant(builder, message, text, step, legacy) {
    builder.message("assistant", text, step);
    const calls = (0,transcript_json/* arr */.QL)(message.tool_calls).map(transcript_json/* obj */.WL);
    for (const call of calls) {
        const fn = (0,transcript_json/* obj */.WL)(call.function);
        builder.call({ id: (0,transcript_json/* str */.gx)(call.id), name: (0,transcript_json/* str */.gx)(fn.name) ?? "unknown", input: (0,command/* inputObject */.u)(fn.arguments), step });
    }
    const legacyCall = (0,transcript_json/* obj */.WL)(message.function_call);
    const legacyName = (0,transcript_json/* str */.gx)(legacyCall.name);
    if (legacyName !== null) {
        legacy.set(legacyName, builder.call({ id: null, name: legacyName, input: (0,command/* inputObject */.u)(legacyCall.arguments), step }));
    }
    if (calls.length > 0 || legacyName !== null)
        return { kind: "unknown", detail: "the conversation ends on a tool call", step };
    if (message.finish_reason === "length")
        return { kind: "limit", detail: "the model was cut off (finish_reason length)", step };
    return { kind: "completed", detail: "the conversation ends on an assistant message with no pending tool call", step };
}
/** Only a structured `{"returncode": N}` result states an exit code; free text is not read for one. */
function toolResult(text, step) {
    const json = (0,exit_code/* returncodeJson */.A9)(text);
    return { output: json?.output ?? text, exitCode: json?.exitCode ?? null, isError: json?.exception != null, step };
}

;// CONCATENATED MODULE: ./src/transcript/formats/openhands-editor.ts

/** Editor commands and the change each makes; `view` reads only. */
const EDITOR_KINDS = (0,transcript_json/* lookupTable */.zf)({ create: "create", str_replace: "update", insert: "update", undo_edit: "update", write: "unknown" });
const READ_ONLY = new Set(["view"]);
const EDITOR_CALL = /\bfile_editor\s*\(/;
/**
 * The changes an editor action made; null when the action is not an editor command (an LLM-based
 * `edit` with `content`, a shell command), which is then read as any other call.
 */
function editorChanges(action, args) {
    const code = (0,transcript_json/* str */.gx)(args.translated_ipython_code) ?? (action === "run_ipython" ? ((0,transcript_json/* str */.gx)(args.code) ?? "") : "");
    const fromCode = EDITOR_CALL.test(code);
    if (action !== "edit" && !fromCode)
        return null;
    const command = (0,transcript_json/* str */.gx)(args.command) || (fromCode ? pythonArgument(code, "command") : null);
    const path = (0,transcript_json/* str */.gx)(args.path) || (fromCode ? pythonArgument(code, "path") : null);
    if (command === null || command === "")
        return null;
    if (READ_ONLY.has(command) || path === null)
        return [];
    return [{ path, kind: EDITOR_KINDS[command] ?? "unknown" }];
}
/** A string argument of a Python call, as `**{'name': 'v'}` or `name='v'` (either quote). */
function pythonArgument(code, name) {
    const keyed = new RegExp(`['"]${name}['"]\\s*:\\s*(['"])((?:\\\\.|(?!\\1).)*)\\1`).exec(code);
    const keyword = keyed ?? new RegExp(`\\b${name}\\s*=\\s*(['"])((?:\\\\.|(?!\\1).)*)\\1`).exec(code);
    return keyword?.[2] ?? null;
}

;// CONCATENATED MODULE: ./src/transcript/formats/openhands.ts






/** V0 actions that are conversation or bookkeeping, not tool calls. */
const NON_CALL_ACTIONS = new Set(["message", "system", "recall", "finish", "change_agent_state", "null"]);
/** V0 action names, for events written without `tool_call_metadata`. */
const V0_TOOL_NAMES = (0,transcript_json/* lookupTable */.zf)({
    run: "execute_bash",
    run_ipython: "execute_ipython_cell",
    read: "read_file",
    write: "write_file",
});
const V1_KINDS = new Set(["ActionEvent", "ObservationEvent", "MessageEvent", "AgentErrorEvent", "UserRejectObservation", "SystemPromptEvent"]);
const FAILED_STATES = new Set(["error", "stuck"]);
/** V1 editor actions (`FileEditorAction`, `StrReplaceEditorAction`): `command` is an editor verb there. */
const EDITOR_ACTIONS = /Editor/;
/**
 * OpenHands event logs. V0 (`action`/`observation` events): an observation names its action by
 * `cause` (the action's `id`) or by `tool_call_metadata.tool_call_id`; a run's exit code is in
 * `extras.metadata.exit_code`. V1 (agent SDK): `kind`-tagged events paired by `tool_call_id`.
 */
const openhands = {
    id: "openhands",
    detect: (records) => {
        const events = eventsOf(records).map(({ value }) => (0,transcript_json/* obj */.WL)(value));
        const v0 = events.some((event) => typeof event.action === "string" && (0,transcript_json/* isObject */.Gv)(event.args));
        const v0Observation = events.some((event) => typeof event.observation === "string" && "extras" in event);
        return (v0 && (v0Observation || events.some((event) => "source" in event))) || events.some((event) => V1_KINDS.has(String(event.kind)));
    },
    read: (records) => {
        const reader = new OpenHandsReader(records.shape === "object" ? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)((0,transcript_json/* obj */.WL)(records.items[0]?.value).test_result).git_patch) : null);
        for (const event of eventsOf(records))
            reader.add(event);
        return reader.finish(records.warnings);
    },
    stream: () => new OpenHandsReader(null),
};
/**
 * The events of a log: the records themselves, or the `history` of an evaluation output record
 * (`{instance_id, history: [...], test_result: {git_patch}}`, one per line of output.jsonl).
 */
function eventsOf(records) {
    if (records.shape !== "object")
        return records.items;
    return (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(records.items[0]?.value).history).map((value, step) => ({ step, value }));
}
class OpenHandsReader {
    patch;
    builder = new TrajectoryBuilder("openhands");
    byEventId = new Map();
    ending = null;
    cwdSeen = false;
    /** `patch`: an evaluation output record's `test_result.git_patch`, the run's answer. */
    constructor(patch) {
        this.patch = patch;
    }
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        this.builder.setMeta({ records: step + 1 });
        if (typeof value.kind === "string")
            this.v1(value, step);
        else if (typeof value.action === "string")
            this.v0Action(value, step);
        else if (typeof value.observation === "string")
            this.v0Observation(value, step);
    }
    finish(warnings) {
        for (const warning of warnings)
            this.builder.warn(warning);
        if (this.patch)
            this.builder.setFinalAnswer(this.patch);
        this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event log has no finish action", step: null });
        return this.builder.build();
    }
    v0Action(event, step) {
        const action = String(event.action);
        const args = (0,transcript_json/* obj */.WL)(event.args);
        if (action === "message")
            return this.text((0,transcript_json/* str */.gx)(event.source), (0,transcript_json/* str */.gx)(args.content) ?? (0,transcript_json/* str */.gx)(event.message) ?? "", step);
        if (action === "finish")
            return this.finishAction((0,transcript_json/* str */.gx)(args.final_thought) ?? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(args.outputs).content) ?? (0,transcript_json/* str */.gx)(event.message), step);
        if (NON_CALL_ACTIONS.has(action))
            return;
        const meta = (0,transcript_json/* obj */.WL)(event.tool_call_metadata);
        const name = (0,transcript_json/* str */.gx)(meta.function_name) ?? (action === "edit" && !args.command ? "edit" : (V0_TOOL_NAMES[action] ?? action));
        const changes = editorChanges(action, args);
        const index = this.builder.call({ id: (0,transcript_json/* str */.gx)(meta.tool_call_id), name, input: changes === null ? args : editorInput(args), step });
        if (changes !== null)
            this.builder.setChanges(index, changes);
        if (event.id !== undefined)
            this.byEventId.set(String(event.id), index);
        this.ending = { kind: "unknown", detail: "the log ends on an action, before its observation", step };
    }
    v0Observation(event, step) {
        const observation = String(event.observation);
        const extras = (0,transcript_json/* obj */.WL)(event.extras);
        if (observation === "agent_state_changed")
            return this.agentState((0,transcript_json/* str */.gx)(extras.agent_state), (0,transcript_json/* str */.gx)(extras.reason), step);
        const index = this.v0Target(event);
        if (index === undefined) {
            if (observation !== "null" && observation !== "recall")
                this.builder.warn(`step ${step}: ${observation} observation answers no action, skipped`);
            return;
        }
        const output = (0,transcript_json/* str */.gx)(event.content) ?? "";
        // edits name absolute paths in the sandbox; they are relative to where the agent's shell works
        if (!this.cwdSeen)
            this.builder.setCwd((0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(extras.metadata).working_dir));
        this.cwdSeen ||= (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(extras.metadata).working_dir) !== null;
        const exitCode = finishedStatus((0,transcript_json/* int */.Wh)((0,transcript_json/* obj */.WL)(extras.metadata).exit_code) ?? (0,transcript_json/* int */.Wh)(extras.exit_code) ?? (0,exit_code/* openHandsExitCode */.w5)(output));
        this.builder.resultAt(index, { output, exitCode, isError: observation === "error", step });
    }
    /** The action an observation answers: by tool call id when written, else by `cause`. */
    v0Target(event) {
        const id = (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(event.tool_call_metadata).tool_call_id);
        const byId = id === null ? undefined : this.builder.indexOf(id);
        const index = byId ?? (event.cause === undefined ? undefined : this.byEventId.get(String(event.cause)));
        return index !== undefined && this.builder.callAt(index)?.resultStep === null ? index : undefined;
    }
    v1(event, step) {
        switch (event.kind) {
            case "MessageEvent": {
                const message = (0,transcript_json/* obj */.WL)(event.llm_message);
                return this.text((0,transcript_json/* str */.gx)(event.source) ?? (0,transcript_json/* str */.gx)(message.role), contentItemsText(message.content), step);
            }
            case "ActionEvent":
                return this.v1Action(event, step);
            case "ObservationEvent":
                return this.v1Result(event, observationText((0,transcript_json/* obj */.WL)(event.observation)), observationExit((0,transcript_json/* obj */.WL)(event.observation)), step);
            case "AgentErrorEvent":
                return this.v1Result(event, (0,transcript_json/* str */.gx)(event.error) ?? "agent error", null, step, true);
            case "UserRejectObservation":
                return this.v1Result(event, `rejected by the user: ${(0,transcript_json/* str */.gx)(event.rejection_reason) ?? ""}`, null, step, true);
            case "ConversationStateUpdateEvent":
                if (event.key === "execution_status" || event.key === "agent_status")
                    this.agentState((0,transcript_json/* str */.gx)(event.value), null, step);
                return;
            case "CondensationSummaryEvent":
                return this.builder.message("system", "[context condensed]", step);
        }
    }
    v1Action(event, step) {
        const action = (0,transcript_json/* obj */.WL)(event.action);
        this.builder.message("assistant", contentItemsText(event.thought), step);
        if (action.kind === "FinishAction")
            return this.finishAction((0,transcript_json/* str */.gx)(action.message), step);
        const name = (0,transcript_json/* str */.gx)(event.tool_name) ?? (0,transcript_json/* str */.gx)(action.kind) ?? "unknown";
        const { kind: _kind, ...input } = action;
        const changes = EDITOR_ACTIONS.test(String(action.kind)) ? editorChanges("edit", input) : null;
        const index = this.builder.call({ id: (0,transcript_json/* str */.gx)(event.tool_call_id), name, input: changes === null ? input : editorInput(input), step });
        if (changes !== null)
            this.builder.setChanges(index, changes);
        this.ending = { kind: "unknown", detail: "the log ends on an action, before its observation", step };
    }
    v1Result(event, output, exitCode, step, isError = false) {
        const id = (0,transcript_json/* str */.gx)(event.tool_call_id);
        if (id === null)
            return this.builder.warn(`step ${step}: ${String(event.kind)} without tool_call_id, skipped`);
        const failed = isError || (0,transcript_json/* obj */.WL)(event.observation).is_error === true;
        this.builder.resultFor(id, { output, exitCode, isError: failed, step });
    }
    text(source, text, step) {
        if (source === "user") {
            if (text.trim() === "")
                return;
            // a request after a finish opens a new turn: the earlier finish no longer ends the run
            this.ending = { kind: "unknown", detail: "the log ends on a user message, before the agent answered", step };
            this.builder.setFinalAnswer(null);
            this.builder.prompt(this.builder.callCount === 0 ? unwrapTask(text) : text, step);
        }
        else if (source === "agent" || source === "assistant") {
            this.builder.message("assistant", text, step);
            this.ending = { kind: "unknown", detail: "the agent's last message is not a finish action", step };
        }
    }
    finishAction(answer, step) {
        this.builder.setFinalAnswer(answer);
        this.ending = { kind: "completed", detail: "the agent finished (finish action)", step };
    }
    agentState(state, reason, step) {
        if (state === null)
            return;
        if (FAILED_STATES.has(state))
            this.ending = { kind: "error", detail: `the agent stopped in state ${state}${reason ? `: ${reason}` : ""}`, step };
        if (state === "stopped" || state === "paused")
            this.ending = { kind: "interrupted", detail: `the agent was ${state}`, step };
        if (state === "finished" && this.ending?.kind !== "completed")
            this.ending = { kind: "completed", detail: "the agent finished", step };
    }
}
/** V1 observations hold their text as `content` parts, `output`, or `text`. */
function observationText(observation) {
    return (0,transcript_json/* str */.gx)(observation.output) ?? (contentItemsText(observation.content) || (0,transcript_json/* str */.gx)(observation.text) || (0,transcript_json/* str */.gx)(observation.error) || "");
}
function observationExit(observation) {
    const text = observationText(observation);
    return finishedStatus((0,transcript_json/* int */.Wh)(observation.exit_code) ?? (0,transcript_json/* int */.Wh)((0,transcript_json/* obj */.WL)(observation.metadata).exit_code) ?? (0,exit_code/* openHandsExitCode */.w5)(text));
}
/** An editor action's `command` is an editor verb (`create`, `view`), not a shell command: kept under another name. */
function editorInput(args) {
    const { command, ...rest } = args;
    return command === undefined ? args : { ...rest, editor_command: command };
}
/**
 * OpenHands records -1 for a command that had not finished when the observation was made (`[The command
 * has no new output after 30 seconds…]`, a hard timeout): it has no status yet, neither pass nor fail.
 */
function finishedStatus(exitCode) {
    return exitCode === STILL_RUNNING ? null : exitCode;
}
const STILL_RUNNING = -1;

;// CONCATENATED MODULE: ./src/transcript/formats/swe-agent-history.ts





/** SWE-agent ends each observation with the state of its shell: the open file and the directory. */
const OPEN_FILE_FOOTER = /\(Open file: ([^)\n]*)\)\s*\n?\s*\(Current directory: ([^)\n]*)\)/g;
const SUBMIT = "submit";
function readHistory(root, warnings) {
    const builder = new TrajectoryBuilder("swe-agent");
    const reader = new HistoryReader(builder);
    (0,transcript_json/* arr */.QL)(root.history).forEach((message, step) => {
        builder.setMeta({ records: step + 1 });
        if (!isDemonstration((0,transcript_json/* obj */.WL)(message)))
            reader.add((0,transcript_json/* obj */.WL)(message), step);
    });
    const info = (0,transcript_json/* obj */.WL)(root.info);
    builder.setMeta({ model: modelOf(root.replay_config) });
    builder.setFinalAnswer((0,transcript_json/* str */.gx)(info.submission) ?? reader.submission);
    for (const warning of warnings)
        builder.warn(warning);
    const status = (0,transcript_json/* str */.gx)(info.exit_status);
    builder.setEnding(status !== null ? endingOf(status, reader.lastStep) : reader.ending());
    return builder.build();
}
class HistoryReader {
    builder;
    /** Calls still waiting for an observation, oldest first. */
    pending = [];
    /** The file SWE-agent's editor has open, as the last observation's footer says. */
    openFile = null;
    lastCall = null;
    cwdSeen = false;
    submission = null;
    lastStep = -1;
    constructor(builder) {
        this.builder = builder;
    }
    add(message, step) {
        this.lastStep = step;
        const text = textOf(message.content);
        if (message.role === "system")
            return this.builder.message("system", text, step);
        if (message.role === "assistant")
            return this.action(message, text, step);
        if (message.role === "tool" || this.pending.length > 0)
            return this.observation(message, text, step);
        this.builder.prompt(this.builder.callCount === 0 ? unwrapTask(text) : text, step);
    }
    ending() {
        const at = this.lastStep >= 0 ? this.lastStep : null;
        if (this.lastCall?.name === SUBMIT)
            return { kind: "completed", detail: "the agent submitted its work", step: this.lastCall.step };
        return { kind: "unknown", detail: "the history has no exit_status and does not end on a submit", step: at };
    }
    action(message, text, step) {
        this.builder.message("assistant", (0,transcript_json/* str */.gx)(message.thought) ?? text, step);
        const action = (0,transcript_json/* str */.gx)(message.action)?.trim() ?? "";
        const toolCalls = (0,transcript_json/* arr */.QL)(message.tool_calls).map(transcript_json/* obj */.WL);
        const calls = toolCalls.length > 0 ? toolCalls.map((call) => this.toolCall(call, toolCalls.length === 1 ? action : "", step)) : [];
        if (calls.length === 0 && action !== "")
            calls.push(this.call(null, action.split(/\s+/)[0] ?? "unknown", {}, action, step));
        this.pending.push(...calls);
    }
    /** A function call; the `action` string is the command SWE-agent ran for it, read as in `trajectory[]`. */
    toolCall(call, action, step) {
        const fn = (0,transcript_json/* obj */.WL)(call.function);
        const name = (0,transcript_json/* str */.gx)(fn.name) || action.split(/\s+/)[0] || "unknown";
        return this.call((0,transcript_json/* str */.gx)(call.id), name, (0,command/* inputObject */.u)(fn.arguments), action, step);
    }
    call(id, name, args, action, step) {
        const input = action === "" ? args : { ...args, command: action };
        const index = this.builder.call({ id, name, input, step });
        const changes = action === "" ? null : commandChanges(action, this.openFile);
        if (changes !== null)
            this.builder.setChanges(index, changes);
        this.lastCall = { name, step };
        return index;
    }
    /** Answers the calls the message names by `tool_call_ids`, else the oldest one waiting. */
    observation(message, text, step) {
        this.readFooter(text);
        const ids = (0,transcript_json/* arr */.QL)(message.tool_call_ids).flatMap((id) => (0,transcript_json/* str */.gx)(id) ?? []);
        const targets = ids.flatMap((id) => this.builder.indexOf(id) ?? []).filter((index) => this.pending.includes(index));
        const answered = targets.length > 0 ? targets : this.pending.slice(0, 1);
        if (answered.length === 0) {
            if (ids.length > 0)
                this.builder.warn(`step ${step}: observation for unknown tool call ${ids.join(", ")}, kept as a message`);
            return this.builder.message("system", text, step);
        }
        for (const index of answered) {
            this.builder.resultAt(index, { output: text, exitCode: null, isError: false, step });
            if (this.builder.callAt(index)?.name === SUBMIT)
                this.submission = text;
        }
        this.pending = this.pending.filter((index) => !answered.includes(index));
    }
    readFooter(text) {
        const footer = [...text.matchAll(OPEN_FILE_FOOTER)].at(-1);
        if (!footer)
            return;
        const open = footer[1]?.trim() ?? "";
        this.openFile = open === "" || open === "n/a" ? null : open;
        // paths are made relative to where the session started, not to where a later `cd` went
        if (!this.cwdSeen)
            this.builder.setCwd(footer[2]?.trim() ?? null);
        this.cwdSeen = true;
    }
}

;// CONCATENATED MODULE: ./src/transcript/formats/swe-agent.ts





/** SWE-agent's file commands and the change each makes to the file it names (or the open file). */
const swe_agent_EDITOR_KINDS = (0,transcript_json/* lookupTable */.zf)({ create: "create", str_replace: "update", insert: "update", undo_edit: "update" });
const OPEN_FILE_EDITS = new Set(["edit", "insert", "append"]);
/**
 * SWE-agent `.traj` files: one object whose `trajectory[]` lists each action with the
 * observation it got, in order (no call ids), `history[]` holds the model's messages, and
 * `info` says how the run ended (`exit_status`) and the diff it submitted (`submission`).
 * Demonstrations carry only `history[]`: then the calls are read from it. A run's history also
 * holds the worked examples shown to the model, marked as demonstrations: never the task or the work.
 */
const sweAgent = {
    id: "swe-agent",
    detect: (records) => {
        const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : {};
        if ("trajectory_format" in root)
            return false;
        const first = (0,transcript_json/* obj */.WL)((0,transcript_json/* arr */.QL)(root.trajectory)[0]);
        if (Array.isArray(root.trajectory) && ("action" in first || Array.isArray(root.history)))
            return true;
        // a history of role-tagged messages whose assistant turns name the `action` they took
        return (0,transcript_json/* arr */.QL)(root.history).some((message) => (0,transcript_json/* obj */.WL)(message).role === "assistant" && typeof (0,transcript_json/* obj */.WL)(message).action === "string");
    },
    read: (records) => readSweAgent((0,transcript_json/* obj */.WL)(records.items[0]?.value), records.warnings),
};
function readSweAgent(root, warnings) {
    const entries = (0,transcript_json/* arr */.QL)(root.trajectory).map(transcript_json/* obj */.WL);
    if (entries.length === 0 && (0,transcript_json/* arr */.QL)(root.history).length > 0)
        return readHistory(root, warnings);
    const builder = new TrajectoryBuilder("swe-agent");
    const info = (0,transcript_json/* obj */.WL)(root.info);
    builder.setCwd((0,transcript_json/* str */.gx)(stateOf(entries[0]).working_dir));
    const task = (0,transcript_json/* arr */.QL)(root.history).map(transcript_json/* obj */.WL).find((message) => message.role === "user" && !isDemonstration(message));
    if (task)
        builder.prompt(unwrapTask(textOf(task.content)), 0);
    entries.forEach((entry, step) => {
        builder.setMeta({ records: step + 1 });
        builder.message("assistant", (0,transcript_json/* str */.gx)(entry.response) ?? (0,transcript_json/* str */.gx)(entry.thought) ?? "", step);
        const action = (0,transcript_json/* str */.gx)(entry.action)?.trim() ?? "";
        if (action === "")
            return;
        const index = builder.call({ id: null, name: action.split(/\s+/)[0] ?? "unknown", input: { command: action }, step });
        builder.resultAt(index, { output: textOf(entry.observation), isError: false, exitCode: null, step });
        const changes = commandChanges(action, (0,transcript_json/* str */.gx)(stateOf(entry).open_file));
        if (changes !== null)
            builder.setChanges(index, changes);
    });
    builder.setMeta({ model: modelOf(root.replay_config) });
    builder.setFinalAnswer((0,transcript_json/* str */.gx)(info.submission));
    for (const warning of warnings)
        builder.warn(warning);
    builder.setEnding(endingOf((0,transcript_json/* str */.gx)(info.exit_status), entries.length - 1));
    return builder.build();
}
/**
 * Changes made by SWE-agent's own file commands; null for anything else, which is read as a
 * shell command. `edit` changes the file open at that step.
 */
function commandChanges(action, openFile) {
    const words = action.split(/\s+/);
    const verb = words[0] ?? "";
    if (verb === "create" && words[1])
        return [{ path: unquote(words[1]), kind: "create" }];
    if (OPEN_FILE_EDITS.has(verb))
        return openFile && openFile !== "n/a" ? [{ path: openFile, kind: "update" }] : [];
    if (verb === "str_replace_editor") {
        const kind = swe_agent_EDITOR_KINDS[words[1] ?? ""];
        return kind && words[2] ? [{ path: unquote(words[2]), kind }] : [];
    }
    if (verb === "submit" || verb === "open" || verb === "goto" || verb === "scroll_up" || verb === "scroll_down")
        return [];
    return null;
}
function endingOf(status, step) {
    const at = step >= 0 ? step : null;
    if (status === null)
        return { kind: "unknown", detail: "the trajectory has no exit_status", step: at };
    if (/exit_cost|exit_context|exit_total_execution_time|limit/.test(status)) {
        return { kind: "limit", detail: `the run stopped at a limit (${status})`, step: at };
    }
    if (/exit_error|exit_format|exit_environment_error|error/.test(status))
        return { kind: "error", detail: `the run ended on an error (${status})`, step: at };
    if (status === "submitted")
        return { kind: "completed", detail: "the agent submitted its work", step: at };
    return { kind: "unknown", detail: `the run ended with exit_status ${status}`, step: at };
}
/**
 * A worked example SWE-agent put in the history before the run: one message of `message_type`
 * `demonstration`, or each of the example's messages marked `is_demo`.
 */
function isDemonstration(message) {
    return message.is_demo === true || message.message_type === "demonstration";
}
/** `state` is an object in newer files and a JSON string in older ones. */
function stateOf(entry) {
    return (0,command/* inputObject */.u)(entry?.state);
}
function textOf(content) {
    if (typeof content === "string")
        return content;
    return (0,transcript_json/* arr */.QL)(content)
        .map((part) => ((0,transcript_json/* isObject */.Gv)(part) ? ((0,transcript_json/* str */.gx)(part.text) ?? "") : ""))
        .join("\n");
}
function modelOf(replayConfig) {
    return (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)((0,transcript_json/* obj */.WL)((0,command/* inputObject */.u)(replayConfig).agent).model).model_name);
}
function unquote(word) {
    return word.replace(/^["']|["']$/g, "");
}

;// CONCATENATED MODULE: ./src/transcript/detect.ts














/**
 * Readers in the order detection tries them: the most specific shapes first, the generic chat
 * message dumps last (an agent's own log is often also a list of role-tagged messages).
 */
const READERS = [
    claudeCodeJsonl,
    claudeSdk,
    codexRollout,
    codexExecJson,
    atif,
    sweAgent,
    miniSweAgent,
    openhands,
    geminiCli,
    anthropicMessages,
    openaiMessages,
];
/** Top-level keys that mark each format, to name the closest ones when none matches. */
const MARKER_KEYS = {
    "claude-code-jsonl": ["parentUuid", "sessionId", "uuid", "isSidechain"],
    "claude-sdk": ["session_id", "parent_tool_use_id", "subtype"],
    "codex-rollout": ["payload", "timestamp", "call_id"],
    "codex-exec-json": ["item", "thread_id"],
    atif: ["schema_version", "steps", "agent"],
    "swe-agent": ["trajectory", "history", "environment"],
    "mini-swe-agent": ["trajectory_format", "info", "messages"],
    openhands: ["action", "observation", "cause", "extras", "kind", "tool_call_metadata"],
    "gemini-cli": ["sessionId", "projectHash", "messages", "toolCalls"],
    "anthropic-messages": ["role", "content", "stop_reason"],
    "openai-messages": ["role", "content", "tool_calls", "tool_call_id"],
};
/** Records sampled for marker keys: enough to see every kind of line near the start. */
const MARKER_SAMPLE = 50;
const CLOSEST_SHOWN = 2;
function readableFormats() {
    return READERS.map((reader) => reader.id).join(", ");
}
/** The reader for these records: the one named, or the first whose shape matches. */
function chooseReader(records, source, format) {
    if (format !== undefined)
        return namedReader(format);
    const reader = READERS.find((candidate) => candidate.detect(records));
    if (!reader) {
        const closest = closestFormats(records);
        const hint = closest.length > 0 ? `closest: ${closest.join("; ")}; ` : "";
        throw new errors/* InputError */.d(`${source}: not a transcript format agent-verdict reads (${hint}pass --format to force one; understood: ${readableFormats()})`);
    }
    return reader;
}
/** The formats whose marker keys these records share most, with the keys they share. */
function closestFormats(records) {
    const keys = new Set();
    for (const { value } of records.items.slice(0, MARKER_SAMPLE)) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            continue;
        for (const key of Object.keys(value))
            keys.add(key);
        if (Array.isArray(value.messages) && (0,transcript_json/* isObject */.Gv)(value.messages[0]))
            Object.keys(value.messages[0]).forEach((key) => keys.add(key));
    }
    return Object.entries(MARKER_KEYS)
        .map(([id, markers]) => ({ id, shared: markers.filter((key) => keys.has(key)) }))
        .filter(({ shared }) => shared.length > 0)
        .sort((a, b) => b.shared.length - a.shared.length)
        .slice(0, CLOSEST_SHOWN)
        .map(({ id, shared }) => `${id} (has ${shared.join(", ")})`);
}
function namedReader(format) {
    const reader = READERS.find((candidate) => candidate.id === format);
    if (reader)
        return reader;
    const known = model/* FORMAT_IDS */.Jn.includes(format);
    const why = known ? "is not read yet" : "is not a format id";
    throw new errors/* InputError */.d(`--format ${format} ${why} (understood: ${readableFormats()})`);
}


/***/ }),

/***/ 9491:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Uu: () => (/* binding */ keptRedaction),
  Op: () => (/* binding */ withKeptRedaction)
});

// UNUSED EXPORTS: KeptRedaction

// EXTERNAL MODULE: ./src/evidence/redact-ends.ts
var redact_ends = __webpack_require__(599);
// EXTERNAL MODULE: ./src/evidence/secret-shape.ts
var secret_shape = __webpack_require__(393);
;// CONCATENATED MODULE: ./src/evidence/secret-files.ts
/**
 * A file of credentials printed whole, whose lines name no credential: rsync's `rsyncd.secrets` (`user:password` a line)
 * pppd's `chap-secrets` / `pap-secrets` (`client server secret [addresses]`, columns apart by blanks), and OpenVPN's
 * `auth-user-pass` file (a user on its first line, the password on its second) under `openvpn/`. The command
 * says what the file is (`cat /etc/rsyncd.secrets`), or a file-reading tool's path does (Claude Code's Read, its lines
 * numbered); each line's password is hidden, its user kept (corpus 8).
 */

/** A command that prints a secrets file: its name (`rsyncd.secrets`, `chap-secrets`) in group 1. */
const PRINTS_FILE = /\b(?:cat|head|tail|bat|more|less)\b[^\n;&|]*?[ \t](?:\\?["'])?(?:[^\s;&|"'\\]*\/)?([\w.-]*secrets)(?:\\?["'])?[ \t]*(?:$|[;&|\n])/;
/** pppd's files: the third column is the secret. */
const PPP_FILE = /^(?:chap|pap)-secrets$/;
/** A file's name at the end of a path. */
const FILE_NAME = /[^/\\]+$/;
/** A reading tool's line number (`cat -n`'s tab, Claude Code's `N→`). */
const NUMBERED = "(?:[ \\t]*\\d{1,7}(?:→|\\t))?";
/** An rsync secrets line: a user, a colon, the password (one word). */
const PAIR_LINE = new RegExp(`^${NUMBERED}([\\w.@-]+):(\\S+)$`);
/** A pppd line: client, server, secret, each a word or a quoted string. */
const PPP_LINE = new RegExp(`^${NUMBERED}[ \\t]*("[^"]*"|[^\\s#"]+)[ \\t]+("[^"]*"|\\S+)[ \\t]+"?([^\\s"]+)"?`);
/** The passwords of a secrets file that `command` prints, found line by line in `output`. */
function secretFileSpans(command, output) {
    if (PRINTS_VPN_AUTH.test(command))
        return vpnAuthSpans(output);
    const file = PRINTS_FILE.exec(command)?.[1];
    return file === undefined ? [] : fileSpans(file, output);
}
/** A command that prints an OpenVPN credentials file: a file under `openvpn/` named for auth, a password or credentials. */
const PRINTS_VPN_AUTH = /\b(?:cat|head|tail|bat|more|less)\b[^\n;&|]*?[ \t](?:\\?["'])?[^\s;&|"'\\]*openvpn\/[^\s;&|"'\\]*(?:auth|pass|cred)[\w.-]*/;
/** A line of one word, numbered by a reading tool or not. */
const ONE_WORD = new RegExp(`^${NUMBERED}[ \\t]*(\\S+)[ \\t]*$`);
/** The password of an `auth-user-pass` file: the second of the first two lines of one word each (what came before is another command's). */
function vpnAuthSpans(output) {
    let user = false;
    let offset = 0;
    for (const line of output.split("\n")) {
        const lineStart = offset;
        offset += line.length + 1;
        const word = ONE_WORD.exec(line.replace(/\r$/, ""))?.[1];
        if (word === undefined) {
            user = false;
            continue;
        }
        if (user && (0,secret_shape/* looksLikeLiteralSecret */.nA)(word, "", "labelled")) {
            const start = lineStart + line.indexOf(word);
            return [{ start, end: start + word.length, kind: "secrets-file-password" }];
        }
        user = true;
    }
    return [];
}
/** The passwords of a secrets file a tool read at `path` (its text, lines numbered or not, is `output`). */
function readFileSpans(path, output) {
    // corpus 17: OpenVPN's auth file and a key file (Rails' `config/master.key`) read by a tool, as `cat` printing them is read
    if (VPN_AUTH_PATH.test(path))
        return vpnAuthSpans(output);
    const file = FILE_NAME.exec(path)?.[0];
    if (file !== undefined && KEY_FILE.test(file))
        return keyFileSpans(output);
    return file === undefined || !/secrets$/.test(file) ? [] : fileSpans(file, output);
}
function fileSpans(file, output) {
    if (file === "ipsec.secrets")
        return [];
    const ppp = PPP_FILE.test(file);
    const spans = [];
    let offset = 0;
    for (const line of output.split("\n")) {
        const lineStart = offset;
        offset += line.length + 1;
        const found = (ppp ? PPP_LINE : PAIR_LINE).exec(line.replace(/\r$/, ""));
        const value = ppp ? found?.[3] : found?.[2];
        if (found === null || value === undefined || !(0,secret_shape/* looksLikeLiteralSecret */.nA)(value, "", "labelled"))
            continue;
        const start = lineStart + found[0].length - value.length - (ppp && found[0].endsWith('"') ? 1 : 0);
        spans.push({ start, end: start + value.length, kind: "secrets-file-password" });
    }
    return spans;
}
/** A file under `openvpn/` named for auth, a password or credentials (the path a reading tool names). */
const VPN_AUTH_PATH = /openvpn\/(?:[^\s/]+\/)*[\w.-]*(?:auth|pass|cred)[\w.-]*$/;
/** A key file by its name (`master.key`, `production.key`, `ta.key`), not a public one. */
const KEY_FILE = /^(?![\w.-]*pub)[\w.-]+\.key$/;
/** A key file read whole: its one line of one word is the key (a PEM block is the private-key rule's). */
function keyFileSpans(output) {
    const lines = output.split("\n").filter((line) => line.trim() !== "");
    if (lines.length !== 1)
        return [];
    const word = ONE_WORD.exec(lines[0].replace(/\r$/, ""))?.[1];
    if (word === undefined || !(0,secret_shape/* looksLikeLiteralSecret */.nA)(word, "", "labelled"))
        return [];
    const start = output.indexOf(lines[0]) + lines[0].lastIndexOf(word);
    return [{ start, end: start + word.length, kind: "secrets-file-password" }];
}

// EXTERNAL MODULE: ./src/evidence/decoded-pairs.ts
var decoded_pairs = __webpack_require__(4827);
// EXTERNAL MODULE: ./src/evidence/seen-secrets.ts
var seen_secrets = __webpack_require__(7762);
;// CONCATENATED MODULE: ./src/evidence/printed-secrets.ts
/**
 * The output of a command that prints one stored secret's value and nothing else: nothing in that output
 * says it is a secret (`Sk-Redis-Real-0291` on a line of its own), the command does. A position, as a
 * flag's value is one: `kubectl get secret … -o jsonpath='{.data.password}' | base64 -d`, `vault kv get
 * -field=password …`, `aws secretsmanager get-secret-value … --query SecretString --output text`, `gcloud
 * secrets versions access`, `az keyvault secret show … --query value -o tsv`, `op read op://…/password`,
 * `pass show`, `doppler secrets get X --plain`, `heroku config:get X`, `printenv X`, `echo "$X"`,
 * `stripe listen --print-secret`, `terraform output -raw NAME`, and `cat config/master.key` (a key file, printed whole). Where the command
 * names the field or variable it prints, the name must be a secret's (`-field=username` prints a user).
 *
 * A base64 decode (`… | base64 -d`, `base64 --decode`, `openssl base64 -d`, the program of its command) prints what was
 * encoded: a `user:password` line it prints is an HTTP Basic value's or a registry's `auth` decoded, and the password in it
 * is one, where the pair is the whole output or the input was a credential's (an `auth` field, a secret's data, a value a
 * rule hides), and the pair has a credential's shape, not any `word:value` (decoded-pairs.ts).
 *
 * The value is the output's first line of one word (after Gemini CLI's `Output:` label), and any other
 * line of one word that is unambiguous (seen-secrets.ts): a command chained after it may print a word.
 */




/** A secret's name: a password, a secret, a token, a key, a credential. */
const SECRET_NAME = /pass|pwd|secret|token|key|cred|auth|private/i;
/** Commands that print a stored secret; the group, where there is one, is the name of what they print. */
const PRINTERS = [
    /\bkubectl\b[^\n;&]*?\bget[ \t]+secrets?\b[^\n;&]*?\.(?:data|stringData)\.((?:\\\.|[\w-])+)/,
    /\bkubectl\b[^\n;&]*?\bget[ \t]+secrets?\b[^\n;&]*?index[ \t]+\.data[ \t]+\\?["']([\w.-]+)/,
    /\bvault[ \t]+(?:kv[ \t]+get|read)\b[^\n;&|]*?[ \t]-field[= ]["']?([\w.-]+)/,
    /\baws[ \t]+secretsmanager[ \t]+get-secret-value\b(?=[^\n;&|]*SecretString)(?=[^\n;&|]*--output[ =]text)/,
    /\bgcloud[ \t]+secrets[ \t]+versions[ \t]+access\b/,
    /\baz[ \t]+keyvault[ \t]+secret[ \t]+show\b(?=[^\n;&|]*--query[ =]["']?value)(?=[^\n;&|]*(?:-o|--output)[ =]tsv)/,
    /\bop[ \t]+read[ \t]+["']?op:\/\/[^\s"']*\/([\w.-]+)["']?/,
    /\b(?:go)?pass[ \t]+show\b/,
    /\bdoppler[ \t]+secrets[ \t]+get[ \t]+([\w.-]+)(?=[^\n;&|]*--plain)/,
    /\bheroku[ \t]+config:get[ \t]+([\w.-]+)/,
    /\bprintenv[ \t]+([\w]+)/,
    /\becho[ \t]+["']?\$\{?([A-Za-z_]\w*)\}?["']?[ \t]*(?:$|[;&|\n])/,
    /\bstripe[ \t]+listen\b[^\n;&|]*--print-secret\b/,
    // `terraform output -raw NAME` prints one output's bare value; the name says whether it is a secret
    /\bterraform[ \t]+output\b[^\n;&|]*?[ \t]-raw[ \t]+([\w.-]+)/,
    // a key file printed whole (Rails' `config/master.key`, `config/credentials/production.key`, OpenVPN's `ta.key`): not a public one
    /\b(?:cat|head|tail|bat|more|less)\b[^\n;&|]*?[ \t](?:\\?["'])?(?:[^\s;&|"'\\]*\/)?((?![\w.-]*pub)[\w.-]+\.key)(?:\\?["'])?[ \t]*(?:$|[;&|\n])/,
];
/** Whether `command` prints one stored secret (and the name it prints is a secret's). */
function printsSecret(command) {
    return PRINTERS.some((printer) => {
        const match = printer.exec(command);
        return match !== null && (match[1] === undefined || SECRET_NAME.test(match[1]));
    });
}
/** A label a tool puts on a line of its own before what a command printed: one capitalized word and a colon. */
const TOOL_LABEL = /^[A-Z][a-z]+:$/;
/** A line of the output: an optional `Output:` label (Gemini CLI's shell tool), then one word. */
const WORD_LINE = /^(?:Output:[ \t]*)?(\S+)[ \t]*$/;
/** The values the output of `command` prints, when it is a command that prints a secret. */
function printedSecretSpans(command, output) {
    const fileSpans = secretFileSpans(command, output);
    if (fileSpans.length > 0)
        return fileSpans;
    if (!printsSecret(command))
        return decodedPairSpans(command, output);
    const spans = [];
    let first = true;
    let offset = 0;
    for (const line of output.split("\n")) {
        const lineStart = offset;
        offset += line.length + 1;
        const word = WORD_LINE.exec(line.replace(/\r$/, ""))?.[1];
        // a tool's label on a line of its own (Codex's `Output:` before the output) is no value
        if (word === undefined || TOOL_LABEL.test(word))
            continue;
        const accepted = first ? (0,secret_shape/* looksLikeSecret */.WW)(word, "", "position") && word.length >= seen_secrets/* MIN_REPEATED_LENGTH */.D6 : isUnambiguousWord(word);
        first = false;
        if (!accepted)
            continue;
        const start = lineStart + line.lastIndexOf(word);
        spans.push({ start, end: start + word.length, kind: "printed-secret" });
    }
    return spans;
}
/** A word of a later line: not letters alone (a chained command's `done`), random enough to be a value. */
function isUnambiguousWord(word) {
    return word.length >= seen_secrets/* MIN_REPEATED_LENGTH */.D6 && !/^[A-Za-z_-]+$/.test(word) && !/^\d+$/.test(word) && (0,secret_shape/* looksLikeSecret */.WW)(word, "", "position");
}
/**
 * A command that decodes base64, the program of a simple command (after a pipe, a `;`, `&&`, `$(`, or `sudo`): coreutils' and
 * macOS's `base64 -d`/`--decode`/`-D`, openssl's `base64 -d` and `enc -d -base64`; `ls base64 -d` lists a file.
 */
const DECODES_BASE64 = new RegExp("(?:^|[|;&(`\\n]|\\$\\()[ \\t]*(?:sudo[ \\t]+)?(?:[\\w./-]*\\/)?"
    + "(?:base64\\b[^\\n;&|]*?[ \\t](?:-[A-Za-z]*[dD][A-Za-z]*\\b|--decode\\b)|openssl[ \\t]+(?:base64|enc)\\b(?=[^\\n;&|]*[ \\t]-d\\b))");
/** A decoded `user:password` line: a user's name (an e-mail address, `_json_key`), a colon, the password to the line's end. */
const DECODED_PAIR = /^(?:Output:[ \t]*)?([A-Za-z_][\w.@+-]{0,63}):(?!\/\/)(\S+)[ \t]*$/;
/** Lines of a decode's output read, from its first. */
const MAX_DECODED_LINES = 4;
/** What the decode reads is a credential's: a field or a secret of that name, or a value a rule hid (`[REDACTED:`). */
const CREDENTIAL_INPUT = /auth|pass|pwd|secret|token|cred|dockerconfig|\[REDACTED:/i;
/** The password of each `user:password` line a base64 decode printed: the whole output, or from a credential's input. */
function decodedPairSpans(command, output) {
    const decode = DECODES_BASE64.exec(command);
    if (decode === null)
        return [];
    const lines = output.split("\n");
    const printed = lines.filter((line) => line.trim() !== "").length;
    const fromCredential = CREDENTIAL_INPUT.test(command.slice(0, decode.index + decode[0].length));
    if (printed !== 1 && !fromCredential)
        return [];
    const spans = [];
    let offset = 0;
    for (const line of lines.slice(0, MAX_DECODED_LINES)) {
        const lineStart = offset;
        offset += line.length + 1;
        const pair = DECODED_PAIR.exec(line.replace(/\r$/, ""));
        if (pair === null || !(0,decoded_pairs/* isDecodedPassword */.M)(pair[1], pair[2]))
            continue;
        const password = pair[2];
        const start = lineStart + line.lastIndexOf(password);
        spans.push({ start, end: start + password.length, kind: "decoded-credential" });
    }
    return spans;
}

// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var redact = __webpack_require__(4903);
;// CONCATENATED MODULE: ./src/transcript/kept-redaction.ts
/**
 * Redaction of what a trajectory keeps, instead of every byte of the transcript: a Claude Code
 * session repeats each tool output in `toolUseResult`, wraps every record in an envelope, and the
 * loader cuts older outputs to head + tail; on a word-rich session the scan of every byte cost
 * 6 to 10 times JSON.parse (bench/RESULTS.md, Run 14). The builder hands each kept text here: whole
 * texts when the trajectory is built, and the kept ends of a text when it is cut (redact-ends.ts),
 * so a secret is never cut in two before it is hidden. Nothing leaves the loader before the
 * trajectory is built, so no stage, report or log sees a text before it is redacted.
 *
 * The values found are kept for the load (seen-secrets.ts): once the trajectory is built, every other
 * occurrence of each is hidden in all of it, those read before the value was found included.
 */





/** A file-reading tool's input fields that name the file read (Claude Code's Read, OpenHands' and Gemini CLI's). */
const READ_PATH_FIELDS = ["file_path", "path", "absolute_path"];
class KeptRedaction {
    /** Secrets hidden so far. */
    count = 0;
    /** The values found so far. */
    seen = new seen_secrets/* SeenSecrets */.nE();
    text(text) {
        const { text: redacted, count } = (0,redact/* redactSecrets */.fp)(text, this.seen);
        this.count += count;
        return redacted;
    }
    nullable(text) {
        return text === null ? null : this.text(text);
    }
    /** A call's output with the value hidden that its command prints as a stored secret (printed-secrets.ts). */
    printed(command, output) {
        const spans = printedSecretSpans(command, output);
        if (spans.length === 0)
            return output;
        this.seen.record(output, spans);
        const { text, count } = (0,redact/* applySpans */.CO)(output, spans);
        this.count += count;
        return text;
    }
    /** A file-reading call's output with the passwords hidden that its file's format gives (secret-files.ts), by its path. */
    read(input, output) {
        const path = READ_PATH_FIELDS.map((field) => input[field]).find((value) => typeof value === "string");
        const spans = path === undefined ? [] : readFileSpans(path, output);
        if (spans.length === 0)
            return output;
        this.seen.record(output, spans);
        const { text, count } = (0,redact/* applySpans */.CO)(output, spans);
        this.count += count;
        return text;
    }
    /**
     * A value as JSON text, where a name and its value stand together as in the transcript
     * (`{"password": "X"}`): patterns never match a quote or a backslash, so the text stays JSON.
     */
    json(value) {
        const text = JSON.stringify(value);
        const redacted = this.text(text);
        return redacted === text ? value : JSON.parse(redacted);
    }
    /** The ends a cut keeps, each redacted as in the whole text. */
    endsOf = (text, headChars, tailChars) => {
        const { head, tail, count } = (0,redact_ends/* redactEnds */.uV)(text, headChars, tailChars, this.seen);
        this.count += count;
        return { head, tail };
    };
}
/**
 * The redaction of the load under way. Readers make their builders themselves, so the loader sets
 * this around a load instead of passing it through every reader; loads are synchronous, so one
 * load's builders never see another's.
 */
let current = null;
/**
 * Runs a synchronous load whose builders redact what they keep; returns its result, with every other
 * occurrence of the values found hidden in it too, the count, and the values (for the texts read after).
 */
function withKeptRedaction(load) {
    const outer = current;
    const redaction = new KeptRedaction();
    current = redaction;
    try {
        const result = load();
        const repeated = redaction.seen.redactDeep(result);
        return { result, redactions: redaction.count + repeated, secrets: redaction.seen };
    }
    finally {
        current = outer;
    }
}
/** The redaction a builder made now must apply, or null outside a redacting load (a reader's unit test). */
function keptRedaction() {
    return current;
}


/***/ })

};
