export const id = 356;
export const ids = [356];
export const modules = {

/***/ 8329:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ writtenCommands)
/* harmony export */ });
/* unused harmony export forgetListings */
/* harmony import */ var _parser_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4790);

/** Substitutions inside substitutions are listed this deep, no further. */
const MAX_NESTING = 8;
/**
 * Every simple command written in a line, in the order written, whatever runs it (a branch, a
 * loop, a function body, a `$( … )`): for readers that ask what a line mentions, not what ran.
 */
function writtenCommands(source, dialect = { windows: false }) {
    const key = `${dialect.windows ? "w" : "p"}\u0000${source}`;
    const known = listed.get(key);
    if (known !== undefined)
        return known;
    const commands = Object.freeze(commandsIn(source, dialect, 0).map(frozen));
    if (listed.size >= MAX_LISTED)
        listed.clear();
    listed.set(key, commands);
    return commands;
}
/**
 * Lines listed before, by dialect: the red-flag checks list every shell call twice and a session
 * repeats its commands; a listing is shared, so it is frozen.
 */
const listed = new Map();
/** Enough for the distinct commands of a long session; past it the listings start over. */
const MAX_LISTED = 4096;
/** Drops the listings kept so far: a test lists a line cold to compare it with its kept listing. */
function forgetListings() {
    listed.clear();
}
function commandsIn(source, dialect, nesting) {
    const found = [];
    collect((0,_parser_js__WEBPACK_IMPORTED_MODULE_0__/* .parseScript */ .t)(source, dialect).body, found);
    if (nesting >= MAX_NESTING)
        return found;
    return found.flatMap((command) => [...command.substitutions.flatMap((inner) => commandsIn(inner, dialect, nesting + 1)), command]);
}
function frozen(command) {
    for (const word of command.words)
        Object.freeze(word);
    for (const redirect of command.redirects)
        Object.freeze(Object.freeze(redirect).target);
    Object.freeze(command.words);
    Object.freeze(command.redirects);
    Object.freeze(command.substitutions);
    return Object.freeze(command);
}
function collect(node, into) {
    switch (node.type) {
        case "simple":
            into.push(node);
            return;
        case "list":
            for (const item of node.items)
                collect(item.node, into);
            return;
        case "and-or":
            collect(node.left, into);
            collect(node.right, into);
            return;
        case "pipeline":
            for (const member of node.commands)
                collect(member, into);
            return;
        case "subshell":
        case "group":
            collect(node.body, into);
            return;
        case "if":
            for (const clause of node.clauses) {
                collect(clause.condition, into);
                collect(clause.body, into);
            }
            if (node.otherwise)
                collect(node.otherwise, into);
            return;
        case "loop":
            if (node.condition)
                collect(node.condition, into);
            collect(node.body, into);
            return;
        case "case":
            for (const arm of node.arms)
                collect(arm.body, into);
            return;
        case "function":
            collect(node.body, into);
            return;
    }
}


/***/ }),

/***/ 81652:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ parseJsonHolding),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   QL: () => (/* binding */ arr),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   Wh: () => (/* binding */ int),
/* harmony export */   bO: () => (/* binding */ NestingTooDeep),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   ix: () => (/* binding */ nestsDeeperThan),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   zf: () => (/* binding */ lookupTable)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92174);
/** Narrow helpers for reading untyped JSON without trusting its shape. */

/**
 * Deepest nesting of arrays and objects read from a transcript. Real records nest a few dozen
 * levels; JSON.stringify and every recursive walk of a value overflow the stack near 10,000.
 */
const MAX_JSON_DEPTH = 1000;
/** A JSON text nested past MAX_JSON_DEPTH: bad input, never read (its readers would overflow the stack). */
class NestingTooDeep extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d {
    name = "NestingTooDeep";
    constructor() {
        super(`a JSON value is nested deeper than ${MAX_JSON_DEPTH} levels; not a transcript record (refused)`);
    }
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function str(value) {
    return typeof value === "string" ? value : null;
}
/** Safe integers only: the trajectory contract (and JSON consumers) cannot carry 2^53 and beyond exactly. */
function int(value) {
    return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}
function arr(value) {
    return Array.isArray(value) ? value : [];
}
function obj(value) {
    return isObject(value) ? value : {};
}
/**
 * Keys that would shadow an Object.prototype member. Coming from JSON their values are data, never
 * functions, so `String(record)` or a template literal over such a record throws; `__proto__` would
 * re-parent an object a reader spreads or assigns. No transcript format uses them as field names.
 */
const SHADOWING_KEYS = new Set(["__proto__", "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty"]);
/**
 * JSON.parse for untrusted transcript text, without the keys above. They are deleted from the parsed
 * value in place, as a reviver answering undefined for them deletes them: a walk of the value's
 * containers costs less than a regex over its text (a line's text is mostly long strings) and runs
 * no reviver, which would recurse. The depth is bounded first, so the walk recurses at most that deep.
 */
function parseJson(text) {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
        throw new NestingTooDeep();
    const value = JSON.parse(text);
    if (typeof value === "object" && value !== null)
        dropShadowingKeys(value);
    return value;
}
/**
 * `parseJson`, also finding the objects whose own `key` holds `value`, in the walk that drops the
 * shadowing keys (never under or at a dropped key): partial-member.ts puts a string back where its
 * stand-in is, which a second walk of each record found (6-9 ms on the bench's session, Run 43).
 */
function parseJsonHolding(text, key, value) {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
        throw new NestingTooDeep();
    const parsed = JSON.parse(text);
    const holding = { key, value, holders: [] };
    if (typeof parsed === "object" && parsed !== null)
        dropShadowingKeysHolding(parsed, holding, prototypeHasEnumerableKeys());
    return { parsed, holders: holding.holders };
}
/** The walk of `dropShadowingKeys` (by `Object.keys` when `ownKeys`, else `for...in`), noting the holders of `holding`. */
function dropShadowingKeysHolding(container, holding, ownKeys) {
    if (Array.isArray(container)) {
        for (const item of container)
            if (typeof item === "object" && item !== null)
                dropShadowingKeysHolding(item, holding, ownKeys);
        return;
    }
    const record = container;
    if (ownKeys)
        for (const name of Object.keys(record))
            visitHolding(record, name, holding, ownKeys);
    else
        for (const name in record)
            visitHolding(record, name, holding, ownKeys);
}
function visitHolding(record, name, holding, ownKeys) {
    const item = record[name];
    if (SHADOWING_KEYS.has(name))
        delete record[name];
    else if (name === holding.key && item === holding.value)
        holding.holders.push(record);
    else if (typeof item === "object" && item !== null)
        dropShadowingKeysHolding(item, holding, ownKeys);
}
/**
 * Deletes the keys above from every object in a parsed JSON value (a dropped key's value is not walked: nothing reads it).
 * `for...in` visits an object's keys without the array `Object.keys` makes for each object (half the
 * walk's time on a word-rich session); it also visits inherited enumerable keys, which a JSON object
 * has none of while `Object.prototype` has none, so the walk is taken only then (checked per parse).
 */
function dropShadowingKeys(container) {
    if (prototypeHasEnumerableKeys())
        dropShadowingOwnKeys(container);
    else
        dropShadowingKeysForIn(container);
}
/** Whether a plain object inherits an enumerable key (something in the process added one to `Object.prototype`). */
function prototypeHasEnumerableKeys() {
    for (const _key in EMPTY)
        return true;
    return false;
}
const EMPTY = Object.freeze({});
function dropShadowingKeysForIn(container) {
    if (Array.isArray(container)) {
        for (const item of container)
            if (typeof item === "object" && item !== null)
                dropShadowingKeysForIn(item);
        return;
    }
    const record = container;
    // own keys only (dropShadowingKeys); the key being visited is the only one deleted, which for...in allows
    for (const key in record) {
        const item = record[key];
        if (SHADOWING_KEYS.has(key))
            delete record[key];
        else if (typeof item === "object" && item !== null)
            dropShadowingKeysForIn(item);
    }
}
/** The same walk by `Object.keys`, for a process whose `Object.prototype` has an enumerable key. */
function dropShadowingOwnKeys(container) {
    if (Array.isArray(container)) {
        for (const item of container)
            if (typeof item === "object" && item !== null)
                dropShadowingOwnKeys(item);
        return;
    }
    const record = container;
    for (const key of Object.keys(record)) {
        const item = record[key];
        if (SHADOWING_KEYS.has(key))
            delete record[key];
        else if (typeof item === "object" && item !== null)
            dropShadowingOwnKeys(item);
    }
}
/**
 * A lookup table keyed by untrusted strings (tool names, edit verbs), without a prototype: a plain
 * object answers `toString` or `constructor` with a function, which a reader would take for a value.
 */
function lookupTable(entries) {
    return Object.freeze(Object.assign(Object.create(null), entries));
}
/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another. Texts with
 * fewer brackets than the bound (nearly all) are told apart by their length or by counting them at
 * native speed.
 */
function nestsDeeperThan(text, max) {
    // each level opens on a bracket of its own: a text no longer than `max` opens no more (most lines of a session)
    if (text.length <= max)
        return false;
    if (bracketsUpTo(text, "{", max + 1) + bracketsUpTo(text, "[", max + 1) <= max)
        return false;
    let depth = 0;
    let inString = false;
    for (let index = 0; index < text.length; index += 1) {
        const char = text.charCodeAt(index);
        if (inString) {
            if (char === BACKSLASH)
                index += 1;
            else if (char === QUOTE)
                inString = false;
        }
        else if (char === QUOTE)
            inString = true;
        else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
            depth += 1;
            if (depth > max)
                return true;
        }
        else if (char === CLOSE_BRACE || char === CLOSE_BRACKET)
            depth -= 1;
    }
    return false;
}
const [QUOTE, BACKSLASH, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [..."\"\\{}[]"].map((char) => char.charCodeAt(0));
function bracketsUpTo(text, bracket, limit) {
    let count = 0;
    for (let index = text.indexOf(bracket); index !== -1 && count < limit; index = text.indexOf(bracket, index + 1))
        count += 1;
    return count;
}


/***/ }),

/***/ 84316:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   le: () => (/* binding */ REPLACE_FIELDS),
/* harmony export */   rc: () => (/* binding */ replacesNotesOnly),
/* harmony export */   uQ: () => (/* binding */ patchNotesOnly)
/* harmony export */ });
/* unused harmony export changesNotesOnly */
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81652);
/**
 * An edit tool's replacement that changes only comments or a docstring (`.. versionchanged::` added
 * inside a docstring, a `#` line reworded): no test can see it, so it makes no earlier run stale.
 * Read from the replacement's own text, which shows only part of the file: a line counts as a note
 * only when the fragment itself shows it is one. Anything a program or a test could read stays code:
 * doctest prompts, Rust doc comments (doc-tests run their code), Go build directives and cgo preambles,
 * encoding lines, shebangs.
 */

/** Source files whose comments and docstrings this reads, and their line-comment marker. */
const HASH_COMMENTED = /\.(?:py|pyi|rb|sh|bash)$/i;
const SLASH_COMMENTED = /\.(?:js|mjs|cjs|jsx|ts|tsx|go|java|kt|scala|swift|c|h|cc|cpp|hpp|cs|rs)$/i;
/** Rust: its doc comments' fenced examples run as doc-tests, so a fragment that shows a fence is code. */
const RUST = /\.rs$/i;
const FENCE = "```";
const PYTHON = /\.pyi?$/i;
/**
 * A comment line that a program reads: a shebang, an encoding declaration, a build or cgo directive, a linter's or
 * type checker's directive (`# type: ignore`, `# noqa`, `// @ts-expect-error`, `// eslint-disable`), Go's example `// Output:`.
 */
const READ_COMMENT = new RegExp(`^#!|coding[:=]|^\\/\\/go:|^\\/\\/\\s*\\+build|^\\/\\/\\s*#|${["type:", "noqa", "pragma", "pylint:", "mypy:", "pyright:",
    "@ts-", "eslint-", "prettier-ignore", "istanbul ", "nolint", "fmt: ?(?:off|on|skip)", "isort:", "Output:", "Unordered output:"].join("|")}`);
/** Text that runs as a test: a doctest prompt, a fenced example in a doc comment. */
const RUNS_AS_TEST = /^\s*(?:>>>|\.\.\.\s)|```/m;
/** A fragment that holds a cgo preamble: the comments above `import "C"` are C code. */
const CGO = /^\s*import\s+"C"/m;
/** A Go example's expected output: `go test` compares the comment lines under it with what the example prints. */
const GO_EXAMPLE = /^\s*\/\/\s*(?:Unordered output|Output):/m;
/** Triple quotes: a Python string that may span lines. */
const TRIPLE = /"""|'''/;
/** A line that ends a `def` or `class` header (`def f(x):`, `) -> int:`, `class A(B):`): a string right after it is a docstring. */
const DEF_HEADER_END = /^\s*(?:async\s+def|def|class)\b.*:\s*$|^\s*\)(?:\s*->\s*[^:]+)?:\s*$/;
/** Old and new text of a replacement, by the edit tools' field names (Claude Code, OpenHands, Gemini and others). */
const REPLACE_FIELDS = [["old_string", "new_string"], ["old_str", "new_str"], ["oldText", "newText"], ["old_text", "new_text"]];
function replacementsOf(input) {
    const one = (record) => {
        for (const [from, to] of REPLACE_FIELDS) {
            const old = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(record[from]);
            const text = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(record[to]);
            if (old !== null && text !== null)
                return [old, text];
        }
        return null;
    };
    const many = Array.isArray(input.edits) ? input.edits.map((edit) => (edit !== null && typeof edit === "object" ? one(edit) : null)) : [one(input)];
    return many.length > 0 && many.every((pair) => pair !== null) ? many : null;
}
/**
 * True when every replacement an edit tool's input holds changes only comments or docstrings of `path`;
 * `shown` gives the outputs of earlier calls that named the file (latest first), to read a fragment too
 * short to tell (one line of a docstring) in the lines around it there.
 */
function replacesNotesOnly(path, input, shown = () => NOTHING_SHOWN) {
    const pairs = replacementsOf(input);
    const one = ([old, text]) => {
        if (old === text)
            return false;
        if (changesNotesOnly(path, old, text))
            return true;
        if (!maybeDocstring(path, old, text))
            return false;
        const { before, result } = shown(path);
        // the lines around the old text where an earlier output showed it, or around the new where the edit's own answer did
        const around = surroundingLines(old, before) ?? (result === null ? null : surroundingLines(text, [result]));
        return around !== null && changesNotesOnly(path, `${around.before}${old}${around.after}`, `${around.before}${text}${around.after}`);
    };
    return pairs !== null && (HASH_COMMENTED.test(path) || SLASH_COMMENTED.test(path)) && pairs.every(one);
}
const NOTHING_SHOWN = { before: [], result: null };
/** How many lines around a fragment are read from an output that showed the file. */
const CONTEXT_LINES = 60;
/** A line number a viewer put before each line: `cat -n`'s and editors' `   12\t`, Claude Code's `    12→`. */
const LINE_NUMBER = /^ *\d+(?:\t|→)/;
/** A fragment may begin and end inside a line: its first line ends one, its last begins one, the rest are whole. */
function holds(line, part, offset, count) {
    if (line === undefined)
        return false;
    if (count === 1)
        return line.includes(part);
    return offset === 0 ? line.endsWith(part) : offset === count - 1 ? line.startsWith(part) : line === part;
}
/** The lines an earlier output showed before and after the fragment's exact lines, when one showed them. */
function surroundingLines(fragment, shown) {
    const wanted = fragment.replace(/\n$/, "").split("\n");
    const first = wanted[0].trim();
    if (first === "")
        return null;
    for (const output of shown) {
        if (!output.includes(first))
            continue;
        const lines = output.split("\n").map((line) => line.replace(LINE_NUMBER, ""));
        const at = lines.findIndex((_, index) => wanted.every((part, offset) => holds(lines[index + offset], part, offset, wanted.length)));
        if (at < 0)
            continue;
        const before = lines.slice(Math.max(0, at - CONTEXT_LINES), at).join("\n");
        const after = lines.slice(at + wanted.length, at + wanted.length + CONTEXT_LINES).join("\n");
        const ends = fragment.endsWith("\n") ? "" : "\n";
        return { before: before === "" ? "" : `${before}\n`, after: after === "" ? "" : `${ends}${after}` };
    }
    return null;
}
/** True when `after` differs from `before` only in lines that are comments or docstring text of `path`. */
function changesNotesOnly(path, before, after) {
    const hash = HASH_COMMENTED.test(path);
    if (!hash && !SLASH_COMMENTED.test(path))
        return false;
    if (CGO.test(before) || CGO.test(after) || GO_EXAMPLE.test(before) || GO_EXAMPLE.test(after))
        return false;
    if (RUST.test(path) && (before.includes(FENCE) || after.includes(FENCE)))
        return false;
    const old = before.split("\n");
    const now = after.split("\n");
    let head = 0;
    while (head < old.length && head < now.length && old[head] === now[head])
        head += 1;
    let tail = 0;
    while (tail < old.length - head && tail < now.length - head && old[old.length - 1 - tail] === now[now.length - 1 - tail])
        tail += 1;
    const removed = old.slice(head, old.length - tail);
    const added = now.slice(head, now.length - tail);
    const changed = [...removed, ...added];
    if (changed.some((line) => RUNS_AS_TEST.test(line)))
        return false;
    if (changed.every((line) => line.trim() === "" || commentLine(line, hash)))
        return !changed.every((line) => line.trim() === "") || sameCode(removed, added);
    if (!PYTHON.test(path) || changed.some((line) => LOOKS_LIKE_CODE.test(line)))
        return false;
    return insideDocstring(old, head, old.length - tail) && insideDocstring(now, head, now.length - tail);
}
/** Python text whose changed lines are all prose: a docstring's, if the lines around them show its quotes. */
function maybeDocstring(path, before, after) {
    if (!PYTHON.test(path))
        return false;
    const old = new Set(before.split("\n"));
    const changed = after.split("\n").filter((line) => !old.has(line));
    const gone = new Set(after.split("\n"));
    changed.push(...before.split("\n").filter((line) => !gone.has(line)));
    return changed.every((line) => !TRIPLE.test(line) && !RUNS_AS_TEST.test(line) && !LOOKS_LIKE_CODE.test(line));
}
/**
 * A line that reads as a Python statement (an assignment, a call alone on its line, a keyword that opens
 * one): a fragment can begin inside code as well as inside a string, so such a line is never taken for prose.
 */
const LOOKS_LIKE_CODE = /^\s*(?:return|if|elif|else|for|while|def|class|import|from|raise|yield|with|try|except|finally|assert|pass|break|continue|lambda|async|await|global|nonlocal|del)\b(?!-)|[^=!<>]=[^=]|^\s*[\w.]+\(.*\)\s*$|^\s*@\w/;
/** Blank lines only, the same count: indentation and line ends moved, nothing else. */
function sameCode(removed, added) {
    return removed.join("").trim() === added.join("").trim();
}
function commentLine(line, hash) {
    const text = line.trim();
    if (READ_COMMENT.test(text))
        return false;
    // `///` in C# and Rust and `/** */` in Java are comments; a Rust fence was refused before this
    return hash ? text.startsWith("#") : text.startsWith("//");
}
/**
 * The lines [from, to) of a Python text sit inside one docstring it shows whole from its start: the last triple
 * quote before them opens a string right after a `def`/`class` header line (one quote on its line), and no triple
 * quote comes between. A string opened anywhere else (`expected = """`, SQL, a template) is a value the code uses,
 * and a closing quote alone says nothing of what opened it. A docstring holding doctests is code too.
 */
function insideDocstring(lines, from, to) {
    if (lines.slice(from, to).some((line) => TRIPLE.test(line)))
        return false;
    const previous = lines.slice(0, from).findLastIndex((line) => TRIPLE.test(line));
    if (previous < 1)
        return false;
    const opener = lines[previous].trim();
    const header = lines.slice(0, previous).findLast((line) => line.trim() !== "");
    const opens = /^[rRuU]?("""|''')/.exec(opener);
    if (opens === null || opener.split(opens[1]).length !== 2 || header === undefined || !DEF_HEADER_END.test(header))
        return false;
    const next = lines.findIndex((line, index) => index >= to && TRIPLE.test(line));
    const body = lines.slice(previous, next < 0 ? lines.length : next);
    return !body.some((line) => line.includes(">>>"));
}
/**
 * True when every hunk of an `apply_patch` file section (the lines after `*** Update File: p`) changes
 * only comments or docstrings: each hunk's context and removed lines against its context and added ones.
 */
function patchNotesOnly(path, section) {
    const hunks = [];
    let hunk = null;
    for (const line of section) {
        if (line.startsWith("@@") || hunk === null) {
            hunk = { old: [], now: [] };
            hunks.push(hunk);
            if (line.startsWith("@@"))
                continue;
        }
        const body = line.slice(1);
        if (line.startsWith("-"))
            hunk.old.push(body);
        else if (line.startsWith("+"))
            hunk.now.push(body);
        else if (line.startsWith(" ") || line === "") {
            hunk.old.push(body);
            hunk.now.push(body);
        }
        else
            return false;
    }
    const changing = hunks.filter((part) => part.old.join("\n") !== part.now.join("\n"));
    return changing.length > 0 && changing.every((part) => changesNotesOnly(path, part.old.join("\n"), part.now.join("\n")));
}


/***/ })

};
