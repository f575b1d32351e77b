export const id = 236;
export const ids = [236];
export const modules = {

/***/ 64827:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ isDecodedPassword)
/* harmony export */ });
/* harmony import */ var _secret_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10393);
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

/***/ 90599:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uV: () => (/* binding */ redactEnds)
/* harmony export */ });
/* unused harmony exports END_MARGIN, lastIndexFrom */
/* harmony import */ var _credential_flags_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22161);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34903);
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

/***/ 27762:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ MIN_REPEATED_LENGTH),
/* harmony export */   nE: () => (/* binding */ SeenSecrets)
/* harmony export */ });
/* unused harmony export REPEATED_KIND */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _decoded_pairs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64827);
/* harmony import */ var _punctuated_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42601);
/* harmony import */ var _secret_shape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10393);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75846);
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

/***/ 67236:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rI: () => (/* binding */ TrajectoryBuilder)
});

// UNUSED EXPORTS: TIMED_OUT, saysTimedOut

// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(10182);
// EXTERNAL MODULE: ./src/transcript/command.ts
var command = __webpack_require__(21507);
// EXTERNAL MODULE: ./src/transcript/edits.ts + 1 modules
var edits = __webpack_require__(59084);
// EXTERNAL MODULE: ./src/shell/rejected.ts
var rejected = __webpack_require__(44082);
// EXTERNAL MODULE: ./src/shell/code-digest.ts
var code_digest = __webpack_require__(96166);
// EXTERNAL MODULE: ./src/shell/command-writes.ts + 1 modules
var command_writes = __webpack_require__(1913);
// EXTERNAL MODULE: ./src/shell/flat.ts
var flat = __webpack_require__(97607);
// EXTERNAL MODULE: ./src/shell/paths.ts
var paths = __webpack_require__(73570);
// EXTERNAL MODULE: ./src/shell/patch-reads.ts
var patch_reads = __webpack_require__(91284);
// EXTERNAL MODULE: ./src/shell/script-writes.ts
var script_writes = __webpack_require__(80608);
// EXTERNAL MODULE: ./src/transcript/shell-writes.ts
var shell_writes = __webpack_require__(91689);
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
var picomatch = __webpack_require__(14006);
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
var interpret = __webpack_require__(62821);
// EXTERNAL MODULE: ./src/shell/git-stash.ts
var git_stash = __webpack_require__(55034);
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

// EXTERNAL MODULE: ./src/transcript/task.ts
var task = __webpack_require__(48677);
// EXTERNAL MODULE: ./src/transcript/text.ts
var transcript_text = __webpack_require__(17199);
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
    cutOutput = (_, output, chars, whole) => (0,transcript_text/* cutMiddle */.it)(output, chars, whole)) {
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
var kept_redaction = __webpack_require__(89491);
// EXTERNAL MODULE: ./src/transcript/json.ts
var json = __webpack_require__(50162);
// EXTERNAL MODULE: ./src/shell/windows-paths.ts
var windows_paths = __webpack_require__(79586);
// EXTERNAL MODULE: ./src/words.ts
var words = __webpack_require__(75846);
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
            task: this.task ?? (0,task/* taskFromPrompts */.Zr)(this.prompts),
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
            return (0,transcript_text/* cutMiddle */.it)(output, chars, wholeChars);
        return (0,transcript_text/* cutMiddle */.it)(output, chars, wholeChars, this.kept.endsOf);
    }
    clean(raw) {
        const cleaned = (0,transcript_text/* cleanText */.X5)(raw, this.kept?.endsOf);
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
            warnings.push(`${(0,words/* plural */.LS)(this.cleaned.cut, "text")} over ${transcript_text/* MAX_TEXT_CHARS */.h5} chars cut in the middle`);
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
const cwdOf = (input) => (0,json/* str */.gx)(input.workdir) ?? (0,json/* str */.gx)(input.cwd) ?? null;


/***/ }),

/***/ 89491:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Uu: () => (/* binding */ keptRedaction),
  Op: () => (/* binding */ withKeptRedaction)
});

// UNUSED EXPORTS: KeptRedaction

// EXTERNAL MODULE: ./src/evidence/redact-ends.ts
var redact_ends = __webpack_require__(90599);
// EXTERNAL MODULE: ./src/evidence/secret-shape.ts
var secret_shape = __webpack_require__(10393);
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
var decoded_pairs = __webpack_require__(64827);
// EXTERNAL MODULE: ./src/evidence/seen-secrets.ts
var seen_secrets = __webpack_require__(27762);
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
var redact = __webpack_require__(34903);
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


/***/ }),

/***/ 48677:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ isInjected),
/* harmony export */   Zr: () => (/* binding */ taskFromPrompts),
/* harmony export */   xA: () => (/* binding */ withoutInjectedBlocks),
/* harmony export */   zO: () => (/* binding */ unwrapTask)
/* harmony export */ });
/* unused harmony export requestOf */
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


/***/ }),

/***/ 17199:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HS: () => (/* binding */ detailText),
/* harmony export */   X5: () => (/* binding */ cleanText),
/* harmony export */   h5: () => (/* binding */ MAX_TEXT_CHARS),
/* harmony export */   it: () => (/* binding */ cutMiddle)
/* harmony export */ });
/* unused harmony exports DETAIL_CHARS, plainEnds */
/* harmony import */ var _evidence_redact_ends_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90599);
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
    return text.length <= DETAIL_CHARS ? text : (0,_evidence_redact_ends_js__WEBPACK_IMPORTED_MODULE_0__/* .redactEnds */ .uV)(text, DETAIL_CHARS, 0).head;
}
/**
 * V8 keeps the whole text a slice was taken from alive as long as the slice lives; reading a
 * character of the joined pieces makes V8 copy them into one new string, so the source can go.
 */
function ownCopy(joined) {
    joined.charCodeAt(0);
    return joined;
}


/***/ })

};
