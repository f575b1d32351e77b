export const id = 967;
export const ids = [967];
export const modules = {

/***/ 3967:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parsesAs: () => (/* binding */ parsesAs)
/* harmony export */ });
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9131);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8876);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3439);
/**
 * Whether a file read back from a checkout still parses in its format (JSON, JSONC, YAML, TOML), for
 * the edited-files check. Only readback.ts loads this module, with the first text it reads: its
 * parsers are most of what the checks' code took to load, and a run without a checkout needs none.
 */



/** JSON files whose tools accept comments and trailing commas (JSONC). */
const JSONC_FILE = /(?:^|\/)(?:tsconfig[\w.-]*|jsconfig[\w.-]*|\.eslintrc|devcontainer|\.vscode\/[\w.-]+|[\w.-]+\.jsonc)(?:\.json)?$/;
/** The 1-based line of a character offset in a text. */
function lineAt(text, offset) {
    return text.slice(0, offset).split("\n").length;
}
/** Whether a config or data file's text parses in its format; null for formats not checked. */
function parsesAs(path, text) {
    const body = text.replace(/^\uFEFF/, "");
    const name = path.toLowerCase();
    if (name.endsWith(".json") || name.endsWith(".jsonc"))
        return JSONC_FILE.test(name) ? jsonc(body) : json(body, name);
    if (name.endsWith(".yaml") || name.endsWith(".yml"))
        return yaml(body);
    if (name.endsWith(".toml"))
        return toml(body);
    return null;
}
function json(text, name) {
    try {
        const value = JSON.parse(text);
        if (name.endsWith("package.json") && (typeof value !== "object" || value === null || Array.isArray(value))) {
            return { ok: false, error: "package.json is not a JSON object", line: null };
        }
        return { ok: true };
    }
    catch (error) {
        return { ok: false, error: error.message, line: jsonErrorLine(text, error.message) };
    }
}
/** V8 names the line (`line 3 column 1`, Node 22+) or the offset (`at position 11`, Node 20). */
function jsonErrorLine(text, message) {
    const line = /\(line (\d+) column \d+\)/.exec(message);
    if (line)
        return Number(line[1]);
    const position = /at position (\d+)/.exec(message);
    return position ? lineAt(text, Number(position[1])) : null;
}
function jsonc(text) {
    const errors = [];
    (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parse)(text, errors, { allowTrailingComma: true });
    if (errors.length === 0)
        return { ok: true };
    const { error, offset } = errors[0];
    return { ok: false, error: `JSONC error ${error} at offset ${offset}`, line: lineAt(text, offset) };
}
function yaml(text) {
    const errors = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseAllDocuments */ .hR)(text).flatMap((document) => ("errors" in document ? document.errors : []));
    if (errors.length === 0)
        return { ok: true };
    const first = errors[0];
    return { ok: false, error: first.message.split("\n")[0], line: first.linePos?.[0].line ?? null };
}
function toml(text) {
    try {
        (0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text);
        return { ok: true };
    }
    catch (error) {
        const line = error.line;
        return { ok: false, error: error.message.split("\n")[0], line: typeof line === "number" ? line : null };
    }
}


/***/ })

};
