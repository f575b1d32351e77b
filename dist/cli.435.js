export const id = 435;
export const ids = [435];
export const modules = {

/***/ 9435:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_LOAD_LIMITS: () => (/* binding */ DEFAULT_LOAD_LIMITS),
  MAX_TRANSCRIPT_BYTES: () => (/* binding */ MAX_TRANSCRIPT_BYTES),
  loadTranscript: () => (/* binding */ loadTranscript),
  parseTranscript: () => (/* binding */ parseTranscript)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/transcript/kept-redaction.ts + 2 modules
var kept_redaction = __webpack_require__(9491);
// EXTERNAL MODULE: ./src/transcript/json.ts
var json = __webpack_require__(162);
;// CONCATENATED MODULE: ./src/transcript/formats/atif-continuation.ts
/**
 * ATIF trajectories that continue in further files after a context summarization
 * (`trajectory.json`, then `trajectory.cont-1.json`, …): read as one run, steps in file order.
 */


const CONTINUATION = /^(.*)\.cont-(\d+)\.json$/;
function isContinuation(file) {
    return CONTINUATION.test(file.name);
}
/** The continuation files of this main file, in order. */
function continuationsOf(main, files) {
    const stem = main.name.replace(/\.json$/, "");
    return files
        .map((file) => ({ file, match: CONTINUATION.exec(file.name) }))
        .filter(({ match }) => match?.[1] === stem)
        .sort((a, b) => Number(a.match?.[2]) - Number(b.match?.[2]))
        .map(({ file }) => file);
}
/** The main trajectory's text with the steps of its continuations appended. */
function joinContinuations(main, continuations) {
    const root = parseFile(main);
    if (!(0,json/* isObject */.Gv)(root))
        throw new errors/* InputError */.d(`${main.name}: not an ATIF trajectory`);
    const steps = [...(0,json/* arr */.QL)(root.steps)];
    for (const file of continuations) {
        const next = parseFile(file);
        steps.push(...(0,json/* arr */.QL)((0,json/* isObject */.Gv)(next) ? next.steps : []));
    }
    return JSON.stringify({ ...root, steps });
}
/** A file that does not parse is bad input, like any other unreadable transcript. */
function parseFile(file) {
    try {
        return (0,json/* parseJson */.qF)(file.text);
    }
    catch {
        throw new errors/* InputError */.d(`${file.name}: not valid JSON`);
    }
}

// EXTERNAL MODULE: ./src/transcript/detect.ts + 29 modules
var detect = __webpack_require__(9149);
;// CONCATENATED MODULE: ./src/transcript/literal-search.ts
/**
 * `bytes.indexOf(literal, from)`, found by the literal's part from its first uppercase letter on,
 * its head compared at each place that part is found. Buffer.indexOf finds a needle by looking for
 * its first byte (memchr) and comparing there: a needle that opens on `,` or `"` stops at nearly
 * every member of a JSON line. On the bench's 100 MB session, `,"toolUseResult":` took 30-38 ms to
 * find this way, `UseResult":` 10 (bench/RESULTS.md, Run 34). Where the literal has no uppercase
 * letter, it is searched for whole, as before.
 */
class LiteralSearch {
    literal;
    /** Where the part searched for starts in the literal. */
    offset;
    part;
    constructor(literal) {
        this.literal = literal;
        this.offset = Math.max(0, literal.findIndex((byte) => byte >= UPPER_A && byte <= UPPER_Z));
        this.part = literal.subarray(this.offset);
    }
    /** The first place at or after `from` where the literal starts in `bytes`, or -1. */
    indexIn(bytes, from = 0) {
        const { literal, offset, part } = this;
        for (let at = bytes.indexOf(part, from + offset); at !== -1; at = bytes.indexOf(part, at + 1)) {
            if (bytes.compare(literal, 0, offset, at - offset, at) === 0)
                return at - offset;
        }
        return -1;
    }
}
/** JSON text holds fewer uppercase letters than punctuation, digits or lowercase letters. */
const [UPPER_A, UPPER_Z] = [0x41, 0x5a];

;// CONCATENATED MODULE: ./src/transcript/repeated-string.ts
/**
 * A long string a cut member repeats, byte for byte, from the head of its own line. Claude Code writes
 * each tool output twice: in the tool_result block's `content` and in `toolUseResult` (`stdout`,
 * `file.content`). The member is checked by parsing it (partial-member.ts), a second parse of that
 * output; when the member's copy is the same bytes as a string of the line's head, the member is parsed
 * with a short stand-in for its copy, the head with a stand-in for the string, and the string's token
 * alone (bench/RESULTS.md, Run 40).
 *
 * Why that is exact (the caller accepts the line only when all three parse):
 * - The head with the stand-in (`\u0000`: no quote) for `[start, end)`: the quote before `:` in
 *   `"content":"` follows a letter, so no backslash escapes it; had it opened a string, the quote after
 *   `:` would close that one and the stand-in's backslash would stand outside any string, which does
 *   not parse. So where the head parses, the quote before `start` opens a string, which the quote at
 *   `end` closes (the stand-in holds none).
 * - The token `"…"` of `[start, end)` parses alone exactly when those bytes are one string's whole
 *   text, and then the line itself is valid JSON holding the same values, that string's value being
 *   the token's. (A wrong `end`, inside the string or past it, gives a token that does not parse.)
 * - The member's bytes `[from, to)` are the same bytes: valid string text with no quote that ends a
 *   string and none escaping the quote at `to`. With the stand-in in their place the member parses
 *   only if the quote before `from` opens a string (as above), closed at `to`; so the member itself is
 *   valid JSON exactly when it parses so, holding the same values but for that string. The caller
 *   refuses the cut where the stand-in would be read (a key of the member, or a field's value).
 * The depth bound is the same with a stand-in for a string: a string nests nothing. UTF-8 decoding keeps
 * every ASCII byte as it is and makes no ASCII character of other bytes, so the bytes hold the quotes,
 * backslashes and control characters the decoded text holds, and the member's one-byte reading too.
 */
/** Shorter repeats are parsed as they are: the search and the compare would cost more than they save. */
const MIN_REPEAT_BYTES = 256;
/** How far before the member the head's string is looked for to end (Claude Code writes a few short members after it). */
const END_WINDOW_BYTES = 512;
/** How far into the member its copy is looked for (Claude Code writes it after one or two short fields). */
const COPY_WINDOW_BYTES = 1024;
/** The copy is found by the string's quote and this many of its first bytes, then compared whole. */
const NEEDLE_BYTES = 32;
const [QUOTE, BACKSLASH] = [0x22, 0x5c];
/**
 * Where the member `[valueStart, valueEnd)` repeats the string that `opening` (`"content":"`) opens in
 * the line's head `[lineStart, headEnd)`, or null (then the member is parsed whole). The string's end is
 * taken as the first quote no backslash escapes in the head's last bytes, not found by reading the
 * whole string: the caller's parse of the token `"…"` is what proves it (a token holding a quote that
 * ends a string, or ending on an escaped one, does not parse).
 */
function repeatedString(bytes, opening, lineStart, headEnd, valueStart, valueEnd) {
    const openAt = bytes.subarray(0, headEnd).indexOf(opening, lineStart);
    if (openAt === -1)
        return null;
    const start = openAt + opening.length;
    const end = firstUnescapedQuote(bytes, Math.max(start, headEnd - END_WINDOW_BYTES), headEnd);
    const length = end - start;
    if (end === -1 || length < MIN_REPEAT_BYTES)
        return null;
    const needle = bytes.subarray(start - 1, start + NEEDLE_BYTES);
    const window = bytes.subarray(0, Math.min(valueEnd, valueStart + COPY_WINDOW_BYTES));
    const quoteAt = window.indexOf(needle, valueStart);
    if (quoteAt === -1)
        return null;
    const from = quoteAt + 1;
    const to = from + length;
    if (to >= valueEnd || bytes[to] !== QUOTE || bytes.compare(bytes, start, end, from, to) !== 0)
        return null;
    return { start, end, from, to };
}
/** The first quote in `[from, end)` after an even run of backslashes (none, or escaped ones), or -1. */
function firstUnescapedQuote(bytes, from, end) {
    for (let at = bytes.indexOf(QUOTE, from); at !== -1 && at < end; at = bytes.indexOf(QUOTE, at + 1)) {
        let before = at - 1;
        while (bytes[before] === BACKSLASH)
            before -= 1;
        if ((at - 1 - before) % 2 === 0)
            return at;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/transcript/partial-member.ts
/**
 * A JSON line read without most of one top-level member. Claude Code repeats each tool output in a
 * record's `toolUseResult` (close to half a session's bytes), of which its reader wants a few small
 * fields. That member's value is checked with JSON.parse on a one-byte copy of its bytes (never
 * decoded as UTF-8, never kept) and the rest of the line is parsed with `null` in its place; the
 * member then holds only the fields asked for. Where the member's copy of the output is the same bytes
 * as the tool_result's string earlier in the line, neither copy is parsed twice (repeated-string.ts).
 *
 * Fail closed: the line is accepted only when the value parses on its own and the rest parses with
 * `null` standing for it, so the line as a whole is valid JSON (a valid value substituted for a
 * value); and only when the member belongs to the record itself (the rest closes exactly one level)
 * and is its last of that name. Anything else answers null: the caller reads the line whole, as
 * any line is read, with the same errors and warnings.
 */



/**
 * How far before a line's end the rest after the member is looked for: Claude Code writes one or
 * two short members after it (`sourceToolAssistantUUID`, or `uuid` and `timestamp`).
 */
const REST_WINDOW_BYTES = 1024;
/** Places in that window tried as the member's end (`,"` or the closing brace), at most. */
const MAX_END_TRIES = 64;
const [partial_member_QUOTE, partial_member_BACKSLASH, COMMA, COLON, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [..."\"\\,:{}[]"].map((char) => char.charCodeAt(0));
const [SPACE, TAB, CR, LF] = [32, 9, 13, 10];
const NON_ASCII = /[\u0080-\uffff]/;
const NEXT_MEMBER = Buffer.from(',"');
/** What the member's copy of a repeated string is parsed as (`"\u0000"`); refused where it would be read. */
const STAND_IN_TEXT = "\\u0000";
const STAND_IN = "\u0000";
class MemberCut {
    partlyRead;
    /** `,"key":` as bytes: the member as Claude Code writes it, after another member. */
    marker;
    name;
    search;
    /** `"name":"` of the repeated string, or null. */
    repeatOpening;
    constructor(partlyRead) {
        this.partlyRead = partlyRead;
        this.marker = Buffer.from(`,${JSON.stringify(partlyRead.key)}:`);
        this.name = Buffer.from(partlyRead.key);
        this.search = new LiteralSearch(this.marker);
        this.repeatOpening = partlyRead.repeats === undefined ? null : Buffer.from(`${JSON.stringify(partlyRead.repeats)}:"`);
    }
    /** Where `marker` next starts in `bytes` at or after `from`, or -1 (`bytes.indexOf(marker, from)`). */
    markerAt(bytes, from = 0) {
        return this.search.indexIn(bytes, from);
    }
    /**
     * The record on the line `bytes[start, end)` (no line break in it), whose member `marker` at
     * `at` opens is cut to its fields; null when the line must be read whole.
     */
    read(bytes, start, end, at) {
        const valueStart = at + this.marker.length;
        const valueEnd = this.valueEnd(bytes, valueStart, end);
        if (valueEnd === -1)
            return null;
        const repeat = this.repeatOpening === null ? null : repeatedString(bytes, this.repeatOpening, start, at, valueStart, valueEnd);
        if (repeat !== null)
            return this.readRepeat(bytes, start, end, valueStart, valueEnd, repeat);
        const fields = this.fieldsOf(bytes.toString("latin1", valueStart, valueEnd));
        if (fields === null)
            return null;
        let record;
        try {
            record = (0,json/* parseJson */.qF)(`${bytes.toString("utf8", start, valueStart)}null${bytes.toString("utf8", valueEnd, end)}`);
        }
        catch {
            return null;
        }
        if (!(0,json/* isObject */.Gv)(record))
            return null;
        record[this.partlyRead.key] = fields;
        return record;
    }
    /**
     * `read` for a line whose member repeats a string of its head (repeated-string.ts): the member is
     * parsed with a stand-in for its copy, the rest of the line with a stand-in for the string, and the
     * string's own token on its own, put back where its stand-in is (the one place of that name that
     * holds it). So the string is decoded and parsed once, and its brackets are not counted for the
     * depth bound (a string nests nothing).
     */
    readRepeat(bytes, start, end, valueStart, valueEnd, repeat) {
        const member = `${bytes.toString("latin1", valueStart, repeat.from)}${STAND_IN_TEXT}${bytes.toString("latin1", repeat.to, valueEnd)}`;
        const fields = this.fieldsOf(member, STAND_IN);
        if (fields === null)
            return null;
        const before = bytes.toString("utf8", start, repeat.start);
        const after = bytes.toString("utf8", repeat.end, valueStart);
        const tail = bytes.toString("utf8", valueEnd, end);
        // the stand-in put back must be the only one: a line spelling it elsewhere is read whole
        if (before.includes(STAND_IN_TEXT) || after.includes(STAND_IN_TEXT) || tail.includes(STAND_IN_TEXT))
            return null;
        let read;
        let text;
        try {
            read = (0,json/* parseJsonHolding */.BW)(`${before}${STAND_IN_TEXT}${after}null${tail}`, this.partlyRead.repeats, STAND_IN);
            text = JSON.parse(bytes.toString("utf8", repeat.start - 1, repeat.end + 1));
        }
        catch {
            return null;
        }
        const { parsed: record, holders } = read;
        // the string goes back where its stand-in is, the one place of that name that holds it
        if (!(0,json/* isObject */.Gv)(record) || typeof text !== "string" || holders.length !== 1)
            return null;
        holders[0][this.partlyRead.repeats] = text;
        record[this.partlyRead.key] = fields;
        return record;
    }
    /**
     * Where the member's value ends: the first place in the line's last bytes, at a `,"` or the
     * closing brace, from which the rest reads as members of the record and its closing brace.
     */
    valueEnd(bytes, valueStart, end) {
        const line = bytes.subarray(0, end);
        let at = line.indexOf(NEXT_MEMBER, Math.max(valueStart, end - REST_WINDOW_BYTES));
        for (let tries = 0; at !== -1 && tries < MAX_END_TRIES; tries += 1) {
            if (this.closesRecord(bytes, at, end))
                return at;
            at = line.indexOf(NEXT_MEMBER, at + 1);
        }
        const last = lastNonWhiteSpace(bytes, valueStart, end);
        return last !== -1 && bytes[last] === CLOSE_BRACE ? last : -1;
    }
    /**
     * Whether `bytes[from, end)` closes exactly one level (the record) at its last byte but white
     * space, naming no member of the record `key` again (a later one would win) nor any with an
     * escape (which could spell it). Exact for text that is valid JSON, which the parse then proves.
     */
    closesRecord(bytes, from, end) {
        let depth = 0;
        let keyNext = false;
        for (let at = from; at < end; at += 1) {
            const byte = bytes[at];
            if (byte === partial_member_QUOTE) {
                const isKey = depth === 0 && keyNext;
                const close = stringEnd(bytes, at + 1, end, isKey);
                if (close === -1 || (isKey && this.isName(bytes, at + 1, close)))
                    return false;
                at = close;
            }
            else if (depth === 0 && (byte === COMMA || byte === COLON))
                keyNext = byte === COMMA;
            else if (byte === OPEN_BRACE || byte === OPEN_BRACKET)
                depth += 1;
            else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
                if (depth === 0)
                    return byte === CLOSE_BRACE && onlyWhiteSpace(bytes, at + 1, end);
                depth -= 1;
            }
        }
        return false;
    }
    isName(bytes, from, to) {
        return to - from === this.name.length && bytes.compare(this.name, 0, this.name.length, from, to) === 0;
    }
    /**
     * The fields asked for, from the member's value as one-byte text (the bytes as they are: JSON's
     * grammar is ASCII, so it parses exactly when its UTF-8 reading does). Null when it does not parse,
     * nests too deep to be read, or a field holds what the one-byte reading could change (non-ASCII
     * text) or a nested value: then the line is read whole. With `standIn` (the text stands in for a
     * string of the member), also null when the stand-in is a key of the member or a field's value.
     */
    fieldsOf(text, standIn) {
        // the record holds the member one level down: deeper than this, the whole line is refused
        if ((0,json/* nestsDeeperThan */.ix)(text, json/* MAX_JSON_DEPTH */.KX - 1))
            return null;
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            return null;
        }
        const fields = {};
        if (!(0,json/* isObject */.Gv)(value))
            return fields;
        if (standIn !== undefined && Object.hasOwn(value, standIn))
            return null;
        for (const field of this.partlyRead.fields) {
            if (!Object.hasOwn(value, field))
                continue;
            const kept = value[field];
            if ((typeof kept === "object" && kept !== null) || (typeof kept === "string" && NON_ASCII.test(kept)) || (standIn !== undefined && kept === standIn))
                return null;
            fields[field] = kept;
        }
        return fields;
    }
}
/** The closing quote of a string whose text starts at `from`, or -1 (also at an escape, when refused). */
function stringEnd(bytes, from, end, refuseEscapes) {
    for (let at = from; at < end; at += 1) {
        const byte = bytes[at];
        if (byte === partial_member_QUOTE)
            return at;
        if (byte === partial_member_BACKSLASH) {
            if (refuseEscapes)
                return -1;
            at += 1;
        }
    }
    return -1;
}
function onlyWhiteSpace(bytes, from, end) {
    return lastNonWhiteSpace(bytes, from, end) === -1;
}
function lastNonWhiteSpace(bytes, from, end) {
    let at = end - 1;
    while (at >= from && isWhiteSpace(bytes[at]))
        at -= 1;
    return at >= from ? at : -1;
}
function isWhiteSpace(byte) {
    return byte === SPACE || byte === TAB || byte === CR || byte === LF;
}

;// CONCATENATED MODULE: ./src/transcript/lines.ts
/**
 * JSON lines read a piece at a time: each piece of text ends at a line end (or is the file's last
 * text), so that a record is never split and no more than one piece is held at once.
 */


/** At most this many unparsable JSONL lines are named one by one; the rest are counted. */
const MAX_LINE_WARNINGS = 20;
/** A line longer than this is not parsed: one record that size is not a transcript line. */
const MAX_LINE_CHARS = 64 * 1024 * 1024;
/** Lines longer than this are read but noted: usually one huge tool output or an inline file. */
const LARGE_LINE_CHARS = 8 * 1024 * 1024;
const lines_CR = 13;
const lines_SPACE = 32;
const NEWLINE = 0x0a;
/** Thrown when the first line is not a JSON record: the text is then read as one JSON document. */
class NotJsonLines extends Error {
    name = "NotJsonLines";
}
/**
 * Splits line-ending text into records for `onRecord`, keeping the warnings a reader reports: long
 * lines, unparsable lines (a last line cut short is named as truncated).
 */
class LineRecords {
    onRecord;
    requireFirstRecord;
    step = 0;
    parsed = 0;
    started = false;
    notes = [];
    bad = [];
    /** The last unparsable line waits to learn whether it was the file's last: then it was truncated. */
    pendingBad = null;
    cut = null;
    constructor(
    /** `chars`: the length of the record's line. */
    onRecord, 
    /** Throw NotJsonLines when the first non-blank line is not a JSON record (nor starts a JSON array). */
    requireFirstRecord = false) {
        this.onRecord = onRecord;
        this.requireFirstRecord = requireFirstRecord;
    }
    /** Records parsed so far. */
    get count() {
        return this.parsed;
    }
    /** Reads the lines of `text`; every line but the last must end here (the last may end the file). */
    add(text) {
        const body = this.started ? text : text.replace(/^\uFEFF/, "");
        this.started = true;
        for (let start = 0; start < body.length;) {
            const end = nextLineEnd(body, start);
            this.line(body.slice(start, end > start && body.charCodeAt(end - 1) === lines_CR ? end - 1 : end));
            start = end + 1;
        }
    }
    /**
     * Reads the lines of `bytes` (as `add`), where a line's member that `partlyRead` names is cut to its
     * fields without being decoded (partial-member.ts); a line that cannot be cut so is read whole.
     */
    addBytes(bytes, partlyRead) {
        if (partlyRead === null || !this.started || this.parsed === 0)
            return this.add(bytes.toString("utf8"));
        if (this.cut?.partlyRead !== partlyRead)
            this.cut = new MemberCut(partlyRead);
        const cut = this.cut;
        let from = 0;
        for (let at = cut.markerAt(bytes); at !== -1; at = cut.markerAt(bytes, from)) {
            const start = bytes.lastIndexOf(NEWLINE, at) + 1;
            const newline = bytes.indexOf(NEWLINE, at);
            const next = newline === -1 ? bytes.length : newline + 1;
            if (start > from)
                this.add(bytes.toString("utf8", from, start));
            const end = newline === -1 ? bytes.length : newline > start && bytes[newline - 1] === lines_CR ? newline - 1 : newline;
            const record = end - start > LARGE_LINE_CHARS ? null : cut.read(bytes, start, end, at);
            if (record === null)
                this.add(bytes.toString("utf8", start, next));
            else
                this.cutLine(record, end - start);
            from = next;
        }
        if (from < bytes.length)
            this.add(bytes.toString("utf8", from));
    }
    /** The reading warnings, once the text has ended. */
    finish() {
        if (this.pendingBad)
            this.settleBad(true);
        const warnings = [...this.notes, ...this.bad.slice(0, MAX_LINE_WARNINGS)];
        if (this.bad.length > MAX_LINE_WARNINGS)
            warnings.push(`${this.bad.length - MAX_LINE_WARNINGS} more unparsable lines skipped`);
        return warnings;
    }
    line(line) {
        const step = this.step;
        this.step += 1;
        if (this.pendingBad)
            this.settleBad(false);
        if (isBlank(line))
            return;
        if (line.length > MAX_LINE_CHARS) {
            this.notes.push(`line ${step + 1}: ${megabytes(line.length)} MB record over the ${megabytes(MAX_LINE_CHARS)} MB line limit, skipped`);
            return;
        }
        if (line.length > LARGE_LINE_CHARS)
            this.notes.push(`line ${step + 1}: a ${megabytes(line.length)} MB record, read; long texts in it are cut`);
        const first = this.requireFirstRecord && this.parsed === 0 && this.bad.length === 0 && this.pendingBad === null;
        if (first && line.trimStart().startsWith("["))
            throw new NotJsonLines("the text starts a JSON array");
        const value = tryParse(line);
        if (value === UNPARSABLE) {
            if (first)
                throw new NotJsonLines("the first line is not a JSON record");
            this.pendingBad = { step, opensObject: line.trimStart().startsWith("{") };
            return;
        }
        this.parsed += 1;
        this.onRecord({ step, value }, line.length);
    }
    /** A line read by a member cut: valid JSON, a record, within the line limits; `bytes` stands for its length. */
    cutLine(record, bytes) {
        const step = this.step;
        this.step += 1;
        if (this.pendingBad)
            this.settleBad(false);
        this.parsed += 1;
        this.onRecord({ step, value: record }, bytes);
    }
    settleBad(isLast) {
        const { step, opensObject } = this.pendingBad;
        this.bad.push(isLast && opensObject ? `line ${step + 1}: truncated JSON, skipped` : `line ${step + 1}: not valid JSON, skipped`);
        this.pendingBad = null;
    }
}
function nextLineEnd(body, start) {
    const end = body.indexOf("\n", start);
    return end === -1 ? body.length : end;
}
/** Trims only a line that starts with whitespace: trimming every line of a large file costs a copy each. */
function isBlank(line) {
    return line.length === 0 || (line.charCodeAt(0) <= lines_SPACE && line.trim() === "");
}
function megabytes(chars) {
    return (chars / (1024 * 1024)).toFixed(1);
}
const UNPARSABLE = Symbol("unparsable");
function tryParse(text) {
    try {
        return (0,json/* parseJson */.qF)(text);
    }
    catch (error) {
        if (error instanceof json/* NestingTooDeep */.bO)
            throw error;
        return UNPARSABLE;
    }
}

;// CONCATENATED MODULE: ./src/transcript/records.ts




function parseRecords(text, source) {
    const body = text.replace(/^\uFEFF/, "");
    if (body.trim() === "")
        throw new errors/* InputError */.d(`${source}: the file is empty; expected a JSON or JSONL transcript`);
    const whole = records_tryParse(body);
    if (whole.ok) {
        if (Array.isArray(whole.value)) {
            return { shape: "array", items: whole.value.map((value, step) => ({ step, value })), warnings: [] };
        }
        return { shape: "object", items: [{ step: 0, value: whole.value }], warnings: [] };
    }
    return parseLines(body, source);
}
function parseLines(body, source) {
    const items = [];
    const lines = new LineRecords((record) => items.push(record));
    lines.add(body);
    const warnings = lines.finish();
    if (items.length === 0)
        throw noRecords(source);
    return { shape: "lines", items, warnings };
}
function noRecords(source) {
    return new errors/* InputError */.d(`${source}: not JSON or JSON lines (line 1 does not parse); expected a transcript file`);
}
function records_tryParse(text) {
    try {
        return { ok: true, value: (0,json/* parseJson */.qF)(text) };
    }
    catch (error) {
        if (error instanceof json/* NestingTooDeep */.bO)
            throw error;
        return { ok: false };
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/transcript/zip.ts

/** An archive with more entries than this is refused: transcript artifacts hold a handful of files. */
const MAX_ZIP_ENTRIES = 2000;
/**
 * Bound on the bytes inflated from one archive, all kept entries together. The kept bytes are held
 * whole (and copied once into one buffer), so the bound keeps a zip bomb's run under 256 MB.
 */
const MAX_EXPANDED_BYTES = 128 * 1024 * 1024;
/** zlib's output step: its 16 KB default made a bomb's 128 MB take three times as long. */
const INFLATE_CHUNK_BYTES = 1024 * 1024;
/** The archive is fed to the reader this many bytes at a time, as a stream. */
const ZIP_PIECE_BYTES = 64 * 1024;
const STORED = 0;
const DEFLATED = 8;
const ZIP_LIMITS = { entries: MAX_ZIP_ENTRIES, expandedBytes: MAX_EXPANDED_BYTES };
/** An archive that breaks a bound or cannot be read: the message says which. */
class ZipProblem extends Error {
    name = "ZipProblem";
}
/**
 * Reads the entries `keep` accepts, inflating as a stream so that no archive can grow past its
 * bound whatever sizes its headers declare (a zip bomb stops at the bound, not at the end of memory).
 * Entries with unsafe names (`..`, absolute, drive letters, control characters) are never kept.
 * fflate is imported here, with the first archive, not with the loader: a `verify` of a file that is
 * not an archive never reads one, and fflate's chunk and tables took ~10 ms of its start (Run 34).
 */
async function readZip(data, keep, limits = ZIP_LIMITS) {
    const { Unzip } = await __webpack_require__.e(/* import() */ 306).then(__webpack_require__.bind(__webpack_require__, 1306));
    const entries = [];
    const skipped = [];
    let seen = 0;
    let total = 0;
    // a caller may lower the bound, never raise it past what keeps a bomb's run small
    const cap = Math.min(limits.expandedBytes, MAX_EXPANDED_BYTES);
    const unzip = new Unzip((file) => {
        seen += 1;
        if (seen > limits.entries)
            throw new ZipProblem(`more than ${limits.entries} entries; not a transcript artifact`);
        if (file.name.endsWith("/"))
            return;
        if (!isSafeEntryName(file.name) || (file.compression !== STORED && file.compression !== DEFLATED)) {
            skipped.push(file.name);
            return;
        }
        if (!keep(file.name))
            return;
        const chunks = [];
        file.ondata = (error, chunk, final) => {
            if (error)
                throw new ZipProblem(`entry ${file.name}: ${error.message}`);
            total += chunk.length;
            if (total > cap)
                throw tooLarge();
            chunks.push(chunk);
            if (final)
                entries.push({ name: file.name, bytes: Buffer.concat(chunks) });
        };
        file.start();
    });
    const tooLarge = () => new ZipProblem(`expands to over ${cap} bytes; refused`);
    unzip.register(cappedInflate(() => cap - total, tooLarge));
    try {
        for (let offset = 0; offset < data.length; offset += ZIP_PIECE_BYTES) {
            const end = Math.min(offset + ZIP_PIECE_BYTES, data.length);
            unzip.push(data.subarray(offset, end), end === data.length);
        }
        if (data.length === 0)
            unzip.push(data, true);
    }
    catch (error) {
        if (error instanceof ZipProblem)
            throw error;
        throw new ZipProblem(`not a readable zip archive (${error instanceof Error ? error.message : String(error)})`);
    }
    return { entries, skipped };
}
/**
 * Inflates an entry with node's zlib, told the most bytes it may produce: it stops there (a 2.6 MB
 * bomb is refused in about a second on a busy machine, where fflate's JavaScript inflater took
 * 10 s to reach 128 MB). The compressed bytes are held until the entry ends: at most the archive.
 */
function cappedInflate(remaining, tooLarge) {
    return class CappedInflate {
        static compression = DEFLATED;
        ondata = () => { };
        pieces = [];
        push(chunk, final) {
            this.pieces.push(chunk.slice());
            if (!final)
                return;
            let bytes;
            try {
                // zlib refuses a limit of 0; one byte over the budget is then caught by the bound check
                const maxOutputLength = Math.max(1, remaining() + 1);
                bytes = (0,external_node_zlib_.inflateRawSync)(Buffer.concat(this.pieces), { maxOutputLength, chunkSize: INFLATE_CHUNK_BYTES });
            }
            catch (error) {
                if (error instanceof RangeError)
                    throw tooLarge();
                throw new ZipProblem(`not a readable deflate stream (${error instanceof Error ? error.message : String(error)})`);
            }
            this.ondata(null, bytes, true);
        }
    };
}
/** Entry names that could write or read outside the archive's root are never expanded. */
function isSafeEntryName(name) {
    if (name === "" || name.includes("\\") || name.startsWith("/") || /^[A-Za-z]:/.test(name))
        return false;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f]/.test(name))
        return false;
    return !name.split("/").some((segment) => segment === "..");
}

;// CONCATENATED MODULE: ./src/transcript/sources.ts
/**
 * Transcript files inside a folder or a `.zip` (a GitHub artifact download): the candidates a
 * transcript can be, read with bounds so that a hostile archive cannot exhaust memory or escape.
 */





/** A folder walk stops this deep and after this many entries: transcripts sit near the top. */
const MAX_FOLDER_DEPTH = 8;
const MAX_FOLDER_ENTRIES = 5000;
const SKIPPED_FOLDERS = new Set(["node_modules", ".git"]);
const TRANSCRIPT_NAME = /\.(jsonl|ndjson|json|traj)$/i;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
function isZip(head) {
    return ZIP_MAGIC.every((byte, index) => head[index] === byte);
}
async function zipCandidates(data, source, expandedBytes = MAX_EXPANDED_BYTES) {
    try {
        const { entries, skipped } = await readZip(data, (name) => TRANSCRIPT_NAME.test(name), { entries: MAX_ZIP_ENTRIES, expandedBytes });
        const warnings = skipped.map((name) => `${source}: entry ${JSON.stringify(name)} has an unsafe path or compression, skipped`);
        const files = entries.map(({ name, bytes }) => ({ name, text: new TextDecoder().decode(bytes), bytes: bytes.length }));
        return { files, warnings };
    }
    catch (error) {
        if (error instanceof ZipProblem)
            throw new errors/* InputError */.d(`${source}: ${error.message}`);
        throw error;
    }
}
async function folderCandidates(root, expandedBytes = MAX_EXPANDED_BYTES) {
    const paths = await walk(root);
    const files = [];
    const warnings = [];
    let total = 0;
    for (const path of paths) {
        const size = (await (0,promises_.stat)(path)).size;
        if (total + size > expandedBytes) {
            warnings.push(`${root}: stopped reading at ${(0,external_node_path_.relative)(root, path)}: over ${expandedBytes} bytes of candidates`);
            break;
        }
        total += size;
        files.push(fileOnDisk((0,external_node_path_.relative)(root, path).split("\\").join("/"), path, size));
    }
    return { files, warnings };
}
/** A folder's file, read only when its text is asked for: the main transcript is streamed instead. */
function fileOnDisk(name, path, bytes) {
    return {
        name,
        bytes,
        path,
        get text() {
            return (0,external_node_fs_.readFileSync)(path, "utf8");
        },
    };
}
/** About the first `size` chars of a candidate's text (bytes of a file on disk, without reading the rest). */
function candidateHead(file, size) {
    if (file.path === undefined)
        return file.text.slice(0, size);
    const bytes = size;
    const head = Buffer.alloc(bytes);
    const fd = (0,external_node_fs_.openSync)(file.path, "r");
    try {
        return head.toString("utf8", 0, (0,external_node_fs_.readSync)(fd, head, 0, bytes, 0));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Transcript-like files under a folder, breadth first, without following links out of it. */
async function walk(root) {
    const found = [];
    let queue = [{ dir: root, depth: 0 }];
    let seen = 0;
    while (queue.length > 0 && seen < MAX_FOLDER_ENTRIES) {
        const next = [];
        for (const { dir, depth } of queue) {
            const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
            for (const entry of entries) {
                seen += 1;
                const path = (0,external_node_path_.join)(dir, entry.name);
                if (entry.isDirectory() && depth < MAX_FOLDER_DEPTH && !SKIPPED_FOLDERS.has(entry.name))
                    next.push({ dir: path, depth: depth + 1 });
                if (entry.isFile() && TRANSCRIPT_NAME.test(entry.name))
                    found.push(path);
            }
        }
        queue = next;
    }
    return found.sort();
}
/** Subagent files a session may have beside it: never more than this many are read. */
const MAX_SUBAGENT_FILES = 200;
/** Where a sidechain names its session: within its first line. */
const SESSION_PROBE_CHARS = 4096;
/**
 * Claude Code subagent files next to a session file: `<session>/subagents/*.jsonl` (newer CLIs),
 * or `agent-*.jsonl` beside it that name the same session (older ones).
 */
async function siblingSubagentFiles(sessionPath, sessionId) {
    const dir = (0,external_node_path_.dirname)(sessionPath);
    const nested = (0,external_node_path_.join)(dir, (0,external_node_path_.basename)(sessionPath).replace(/\.jsonl$/, ""), "subagents");
    const inNested = await jsonlFiles(nested);
    const beside = sessionId === null ? [] : (await jsonlFiles(dir)).filter((path) => /(?:^|\/)agent-[^/]*\.jsonl$/.test(path));
    const files = [];
    const paths = [...inNested, ...beside].filter((path) => path !== (0,external_node_path_.join)(dir, (0,external_node_path_.basename)(sessionPath)));
    for (const path of paths.slice(0, MAX_SUBAGENT_FILES)) {
        const text = await (0,promises_.readFile)(path, "utf8");
        const ofSession = inNested.includes(path) || text.slice(0, SESSION_PROBE_CHARS).includes(`"sessionId":"${sessionId}"`);
        if (ofSession)
            files.push({ name: (0,external_node_path_.relative)(dir, path).split("\\").join("/"), text, bytes: Buffer.byteLength(text) });
    }
    return files;
}
async function jsonlFiles(dir) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".jsonl")).map((entry) => (0,external_node_path_.join)(dir, entry.name)).sort();
}
/** OpenHands V1 persists one event per file: `events/event-00000-<id>.json`. */
const EVENT_FILE = /(?:^|\/)event-(\d+)[^/]*\.json$/;
/** Fewer event files than this in a folder are not an event log. */
const MIN_EVENT_FILES = 2;
/**
 * Folders of one-event-per-file logs, each joined into one JSON array (in event order) named after
 * the folder, so that the log can be read as one transcript.
 */
function eventLogCandidates(files) {
    const byFolder = new Map();
    for (const file of files.filter((candidate) => EVENT_FILE.test(candidate.name))) {
        const folder = file.name.includes("/") ? file.name.slice(0, file.name.lastIndexOf("/")) : ".";
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
    }
    return [...byFolder.entries()]
        .filter(([, events]) => events.length >= MIN_EVENT_FILES)
        .map(([folder, events]) => {
        const ordered = [...events].sort((a, b) => eventNumber(a) - eventNumber(b));
        const text = `[${ordered.map((event) => event.text.trim()).join(",\n")}]`;
        return { name: `${folder}/`, text, bytes: ordered.reduce((sum, event) => sum + event.bytes, 0) };
    });
}
function eventNumber(file) {
    return Number(EVENT_FILE.exec(file.name)?.[1] ?? 0);
}

// EXTERNAL MODULE: ./src/evidence/seen-secrets.ts
var seen_secrets = __webpack_require__(7762);
;// CONCATENATED MODULE: ./src/transcript/line-chunks.ts

/**
 * Bytes read from disk at a time. Measured on a 100 MB session: 64 KB loads fastest (256 KB took 12%
 * longer, 16 KB 5%): a piece this size and the records parsed from it stay in the young generation.
 */
const CHUNK_BYTES = 64 * 1024;
const line_chunks_NEWLINE = 0x0a;
/**
 * A file's text in pieces that each end at a line end, except the last which ends the file. Pieces
 * are cut at a newline byte, which UTF-8 never uses inside a multi-byte character, so a character
 * is never split; a line longer than the buffer grows it. Each piece is bytes, so that a reader
 * decodes only what it keeps (lines.ts): a view of one buffer, valid until the next is asked for.
 */
function* lineChunkBytes(path, chunkBytes = CHUNK_BYTES) {
    // read synchronously: the parse that follows is synchronous work anyway, and awaiting each read
    // left the thread idle for a sixth of the load time
    const file = (0,external_node_fs_.openSync)(path, "r");
    try {
        let buffer = Buffer.allocUnsafe(chunkBytes);
        let held = 0;
        for (;;) {
            if (held === buffer.length)
                buffer = grown(buffer);
            const bytesRead = (0,external_node_fs_.readSync)(file, buffer, held, buffer.length - held, null);
            if (bytesRead === 0)
                break;
            const filled = held + bytesRead;
            const lastNewline = buffer.lastIndexOf(line_chunks_NEWLINE, filled - 1);
            if (lastNewline === -1) {
                held = filled;
                continue;
            }
            yield buffer.subarray(0, lastNewline + 1);
            held = buffer.copy(buffer, 0, lastNewline + 1, filled);
        }
        if (held > 0)
            yield buffer.subarray(0, held);
    }
    finally {
        (0,external_node_fs_.closeSync)(file);
    }
}
function grown(buffer) {
    const larger = Buffer.allocUnsafe(buffer.length * 2);
    buffer.copy(larger);
    return larger;
}

;// CONCATENATED MODULE: ./src/transcript/sampled-sink.ts

/** Records detection looks at before the reader is chosen: enough to see every kind of line near the start. */
const SAMPLE_RECORDS = 500;
/** ...or this much line text, if reached first: a few huge lines are sample enough, and are held until chosen. */
const SAMPLE_CHARS = 4 * 1024 * 1024;
/**
 * Takes JSON-lines records one at a time: holds the first ones as a sample, chooses the reader on
 * it, then passes every record to that reader. A transcript shorter than the sample is read exactly
 * as if held whole.
 */
class SampledSink {
    source;
    format;
    sample = [];
    sampleChars = 0;
    sink = null;
    constructor(source, format) {
        this.source = source;
        this.format = format;
    }
    /** What the chosen reader reads only in part; nothing while the sample (read whole) is taken. */
    get partlyRead() {
        return this.sink?.partlyRead ?? null;
    }
    add(record, chars) {
        if (this.sink !== null)
            return this.sink.add(record);
        this.sample.push(record);
        this.sampleChars += chars;
        if (this.sample.length >= SAMPLE_RECORDS || this.sampleChars >= SAMPLE_CHARS)
            this.choose();
    }
    finish(warnings) {
        if (this.sink !== null)
            return this.sink.finish(warnings);
        const records = { shape: "lines", items: this.sample, warnings };
        return (0,detect.chooseReader)(records, this.source, this.format).read(records);
    }
    choose() {
        const head = { shape: "lines", items: this.sample, warnings: [] };
        const reader = (0,detect.chooseReader)(head, this.source, this.format);
        this.sink = reader.stream?.(head) ?? new HeldSink(reader);
        for (const record of this.sample)
            this.sink.add(record);
        this.sample = null;
    }
}
/** For a reader that needs all records at once (a chat message dump): holds them, then reads. */
class HeldSink {
    reader;
    items = [];
    constructor(reader) {
        this.reader = reader;
    }
    add(record) {
        this.items.push(record);
    }
    finish(warnings) {
        return this.reader.read({ shape: "lines", items: this.items, warnings });
    }
}

;// CONCATENATED MODULE: ./src/transcript/subagents.ts


/** Tools that spawn a subagent, across Claude Code versions. */
const SPAWNING_TOOLS = new Set(["Task", "Agent"]);
const AGENT_FILE = /(?:^|\/)agent-([\w-]+)\.jsonl$/;
/** The first lines are enough to see a sidechain marker. */
const SIDECHAIN_PROBE_CHARS = 4096;
/** What ties subagent files to a session, gathered one record at a time as the file is read. */
class AgentIds {
    /** Claude Code names the subagent in the Task result: `toolUseResult.agentId` beside its tool_result. */
    toolUseByAgent = new Map();
    /** The first agent id a record names: a subagent file's own. */
    first = null;
    add(value) {
        if (!(0,json/* isObject */.Gv)(value))
            return;
        const agentId = (0,json/* str */.gx)(value.agentId);
        if (this.first === null && agentId !== null)
            this.first = agentId;
        if (value.type === "user")
            this.taskResult(value);
    }
    taskResult(line) {
        const agentId = (0,json/* str */.gx)((0,json/* obj */.WL)(line.toolUseResult).agentId);
        if (agentId === null)
            return;
        const result = (0,json/* arr */.QL)((0,json/* obj */.WL)(line.message).content).find((block) => (0,json/* isObject */.Gv)(block) && block.type === "tool_result");
        const toolUseId = (0,json/* str */.gx)((0,json/* obj */.WL)(result).tool_use_id);
        if (toolUseId !== null)
            this.toolUseByAgent.set(agentId, toolUseId);
    }
}
/** A subagent file: under `subagents/`, named `agent-*.jsonl`, or marked `isSidechain` at its start. */
function isSubagentFile(file) {
    if (file.name.includes("subagents/") || AGENT_FILE.test(file.name))
        return true;
    return /"isSidechain"\s*:\s*true/.test(candidateHead(file, SIDECHAIN_PROBE_CHARS));
}
function attachSubagents(main, mainIds, found) {
    if (found.length === 0)
        return main;
    const warnings = [];
    const subagents = found.map(({ file, trajectory, agentIds }) => {
        const agentId = agentIds.first ?? AGENT_FILE.exec(file.name)?.[1] ?? null;
        const toolCall = tieToCall(main, agentId === null ? undefined : mainIds.toolUseByAgent.get(agentId), trajectory.task);
        if (toolCall === null)
            warnings.push(`subagent ${file.name}: no Task call in the session spawned it; kept unattached`);
        return {
            source: file.name,
            toolCall,
            task: trajectory.task,
            finalAnswer: trajectory.finalAnswer,
            toolCalls: trajectory.toolCalls,
            edits: trajectory.edits,
        };
    });
    return { ...main, subagents, warnings: [...main.warnings, ...warnings] };
}
/** The call that spawned the subagent: the one its agent id answers, else the one given its prompt. */
function tieToCall(main, toolUseId, task) {
    const byId = toolUseId === undefined ? -1 : main.toolCalls.findIndex((call) => call.id === toolUseId);
    if (byId >= 0)
        return byId;
    if (task === null)
        return null;
    const byPrompt = main.toolCalls.findIndex((call) => SPAWNING_TOOLS.has(call.name) && (0,json/* str */.gx)(call.input.prompt)?.trim() === task.trim());
    return byPrompt >= 0 ? byPrompt : null;
}

;// CONCATENATED MODULE: ./src/transcript/stream.ts






/** The smallest transcript read as JSON lines: a single record is a JSON document, read whole. */
const MIN_LINE_RECORDS = 2;
/**
 * Reads a JSON-lines transcript from disk a piece at a time: each piece is split into records and
 * passed on, so that neither the text nor the records are ever held whole; what the trajectory
 * keeps is redacted (kept-redaction.ts). Null when the file is not JSON lines (one JSON document,
 * or a first line that is not a record): read it whole.
 */
function streamJsonLines(path, source, options = {}) {
    if (options.redact === false)
        return streamRecords(path, source, options);
    const { result, redactions, secrets } = (0,kept_redaction/* withKeptRedaction */.Op)(() => streamRecords(path, source, options));
    return result === null ? null : { ...result, redactions, secrets };
}
function streamRecords(path, source, { format, chunkBytes = CHUNK_BYTES }) {
    const agentIds = new AgentIds();
    const sink = new SampledSink(source, format);
    const lines = new LineRecords((record, chars) => {
        agentIds.add(record.value);
        sink.add(record, chars);
    }, true);
    try {
        // once the reader is chosen, what it reads only in part is cut from each line undecoded
        for (const chunk of lineChunkBytes(path, chunkBytes))
            lines.addBytes(chunk, sink.partlyRead);
    }
    catch (error) {
        if (error instanceof NotJsonLines)
            return null;
        throw error;
    }
    const warnings = lines.finish();
    if (lines.count < MIN_LINE_RECORDS)
        return null;
    return { trajectory: sink.finish(warnings), redactions: 0, secrets: new seen_secrets/* SeenSecrets */.nE(), agentIds };
}

// EXTERNAL MODULE: ./src/words.ts
var words = __webpack_require__(5846);
;// CONCATENATED MODULE: ./src/transcript/index.ts











/** Transcripts larger than this are refused before reading: a bound on memory and time. */
const MAX_TRANSCRIPT_BYTES = 256 * 1024 * 1024;
/** File names that are a transcript by convention, best first; other JSON files come after them. */
const MAIN_NAMES = [
    { pattern: /(?:^|\/)rollout-[^/]*\.jsonl$/, named: "named like a Codex session (rollout-*.jsonl)" },
    { pattern: /\.traj(?:\.json)?$/, named: "named like a SWE-agent trajectory (*.traj)" },
    { pattern: /(?:^|\/)trajectory\.json$/, named: "named like a Harbor trajectory (trajectory.json)" },
    // Gemini CLI moves a resumed `session-*.json` to `session-*.jsonl` and keeps writing there
    { pattern: /(?:^|\/)session-[^/]*\.jsonl$/, named: "named like a resumed Gemini CLI session (session-*.jsonl)" },
    {
        pattern: /(?:^|\/)(?:session-[^/]*|api_conversation_history|[^/]*execution[^/]*)\.json$/,
        named: "named like a session, a Cline history or an execution file",
    },
    { pattern: /\.(?:jsonl|ndjson)$/, named: "a JSON-lines file, which sessions are" },
];
const OTHER_JSON = "no file is named like a transcript; it is a JSON file";
const WHAT_TO_PASS = "pass the agent's transcript (a JSON or JSONL file, a folder, or a .zip)";
const DEFAULT_LOAD_LIMITS = { maxBytes: MAX_TRANSCRIPT_BYTES };
/** Reads a transcript (a file, a folder, or a `.zip` artifact), redacts secrets, and normalizes it. */
async function loadTranscript(path, format, limits = DEFAULT_LOAD_LIMITS) {
    const info = await (0,promises_.stat)(path).catch(() => null);
    if (info === null)
        throw new errors/* InputError */.d(`${path}: no such file; ${WHAT_TO_PASS}`);
    const expandedBytes = 2 * limits.maxBytes;
    if (info.isDirectory())
        return fromCandidates(await folderCandidates(path, expandedBytes), path, format);
    // a device or a pipe has no size to check and may never end (/dev/zero, a FIFO nobody writes)
    if (!info.isFile())
        throw new errors/* InputError */.d(`${path}: not a regular file; ${WHAT_TO_PASS}`);
    if (info.size > limits.maxBytes) {
        throw new errors/* InputError */.d(`${path}: ${info.size} bytes is over the ${limits.maxBytes}-byte transcript limit (max-transcript-bytes)`);
    }
    if (isZip(await readHead(path, ZIP_MAGIC_BYTES))) {
        return fromCandidates(await zipCandidates(await (0,promises_.readFile)(path), path, expandedBytes), path, format);
    }
    // JSON lines are read a piece at a time; a JSON document is read whole
    const main = streamJsonLines(path, path, { format }) ?? parseWhole(await (0,promises_.readFile)(path, "utf8"), path, format);
    const siblings = main.trajectory.format === "claude-code-jsonl" ? await siblingSubagentFiles(path, main.trajectory.meta.sessionId) : [];
    return { ...withSubagents(main, siblings, (0,external_node_path_.dirname)(path)), bytes: info.size, file: path };
}
const ZIP_MAGIC_BYTES = 4;
async function readHead(path, bytes) {
    const file = await (0,promises_.open)(path, "r");
    try {
        const head = Buffer.alloc(bytes);
        const { bytesRead } = await file.read(head, 0, bytes, 0);
        return head.subarray(0, bytesRead);
    }
    finally {
        await file.close();
    }
}
/**
 * Claude Code subagent files beside the session are read and tied to the session's Task calls. A value
 * found in one file is hidden in the others too.
 */
function withSubagents(main, files, source) {
    const { secrets } = main;
    if (files.length === 0)
        return { trajectory: main.trajectory, redactions: main.redactions, secrets };
    const subagents = readSubagents(files, source);
    const attached = attachSubagents(main.trajectory, main.agentIds, subagents.flatMap((sub) => (sub.read ? [sub.read] : [])));
    const warnings = [...attached.warnings, ...subagents.flatMap((sub) => sub.warnings)];
    let redactions = main.redactions + subagents.reduce((sum, sub) => sum + sub.redactions, 0);
    const trajectory = { ...attached, warnings };
    for (const sub of subagents)
        if (sub.secrets !== null)
            secrets.merge(sub.secrets);
    redactions += secrets.redactDeep(trajectory);
    return { trajectory, redactions, secrets };
}
/** Secrets are redacted in what the trajectory keeps, before any later stage sees it. */
function parseTranscript(raw, source, format) {
    const { trajectory, redactions, secrets } = parseWhole(raw, source, format);
    return { trajectory, redactions, secrets };
}
/** A transcript held whole: parsed into records and read; what the trajectory keeps is redacted (kept-redaction.ts). */
function parseWhole(raw, source, format) {
    const records = parseRecords(raw, source);
    const { result: trajectory, redactions, secrets } = (0,kept_redaction/* withKeptRedaction */.Op)(() => (0,detect.chooseReader)(records, source, format).read(records));
    const agentIds = new AgentIds();
    for (const { value } of records.items)
        agentIds.add(value);
    return { trajectory, redactions, secrets, agentIds };
}
/** The main transcript among a folder's or archive's files: the first, by rank, that a reader reads. */
function fromCandidates({ files, warnings }, source, format) {
    if (files.length === 0)
        throw new errors/* InputError */.d(`${source}: no transcript file (.jsonl, .json, .traj) inside`);
    const subagentFiles = files.filter(isSubagentFile);
    const others = files.filter((file) => !subagentFiles.includes(file) && !isContinuation(file));
    // an event log kept one event per file is tried first, as one array
    const mains = [...eventLogCandidates(files), ...(others.length > 0 ? others : files)];
    const tried = [];
    const eventLogs = mains.filter((file) => file.name.endsWith("/"));
    for (const file of [...eventLogs, ...rankCandidates(mains.filter((file) => !eventLogs.includes(file)))]) {
        const name = `${source}/${file.name}`;
        try {
            const continuations = continuationsOf(file, files);
            const streamed = continuations.length === 0 && file.path !== undefined ? streamJsonLines(file.path, name, { format }) : null;
            const main = streamed ?? parseWhole(continuations.length > 0 ? joinContinuations(file, continuations) : file.text, name, format);
            if (continuations.length > 0)
                warnings.push(`${source}: ${file.name} continues in ${continuations.map((c) => c.name).join(", ")}, read as one`);
            const beside = main.trajectory.format === "claude-code-jsonl" ? subagentFiles.filter((other) => other !== file) : [];
            const { trajectory, redactions, secrets } = withSubagents(main, beside, source);
            const chosen = { file: file.name, among: files.length, reason: whyChosen(file, mains, tried.length) };
            const note = `${source}: read ${file.name}, the main transcript among ${files.length} files: ${chosen.reason}`;
            const notes = files.length > 1 ? [note, ...warnings] : warnings;
            const withNotes = { ...trajectory, warnings: [...notes, ...trajectory.warnings] };
            return { trajectory: withNotes, bytes: file.bytes, redactions, secrets, file: file.name, ...(files.length > 1 ? { chosen } : {}) };
        }
        catch (error) {
            if (!(error instanceof errors/* InputError */.d))
                throw error;
            tried.push(file.name);
        }
    }
    const shown = tried.slice(0, SHOWN_TRIED).join(", ") + (tried.length > SHOWN_TRIED ? ", …" : "");
    throw new errors/* InputError */.d(`${source}: none of its ${tried.length} JSON files is a transcript agent-verdict reads (tried ${shown})`);
}
const SHOWN_TRIED = 5;
function rankCandidates(files) {
    return [...files].sort((a, b) => nameRank(a) - nameRank(b) || b.bytes - a.bytes || a.name.localeCompare(b.name));
}
function nameRank(file) {
    const index = MAIN_NAMES.findIndex(({ pattern }) => pattern.test(file.name));
    return index === -1 ? MAIN_NAMES.length : index;
}
/** Why this file was read, in the words of rankCandidates: its name, then its size, then what failed before it. */
function whyChosen(file, mains, failedBefore) {
    const skipped = failedBefore === 0 ? "" : `; ${(0,words/* plural */.LS)(failedBefore, "file")} ranked before it did not read as a transcript`;
    if (file.name.endsWith("/"))
        return `a folder of one-event-per-file logs, read as one in event order${skipped}`;
    const rank = nameRank(file);
    const alike = mains.filter((other) => !other.name.endsWith("/") && nameRank(other) === rank).length;
    const named = MAIN_NAMES[rank]?.named ?? OTHER_JSON;
    const among = alike <= 1 ? "" : failedBefore === 0 ? `, the largest of ${alike} such files` : `, one of ${alike} such files`;
    return `${named}${among}${skipped}`;
}
/** A subagent file that does not parse is named in a warning, never dropped silently. */
function readSubagents(files, source) {
    return files.map((file) => {
        try {
            const parsed = parseWhole(file.text, `${source}/${file.name}`);
            const read = { file, trajectory: parsed.trajectory, agentIds: parsed.agentIds };
            return { read, redactions: parsed.redactions, secrets: parsed.secrets, warnings: [] };
        }
        catch (error) {
            return { read: null, redactions: 0, secrets: null, warnings: [`subagent ${file.name}: unreadable, skipped (${(0,errors/* oneLine */.T)(error)})`] };
        }
    });
}


/***/ })

};
