export const id = 102;
export const ids = [102];
export const modules = {

/***/ 4526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ CHECK_DESCRIPTIONS)
/* harmony export */ });
/** What each check proves, and what it does not: shown in the report beside every result. */
const CHECK_DESCRIPTIONS = {
    transcript_readable: "Proves the transcript parsed into messages and tool calls with their results. Not that it is the whole run.",
    task_found: "Proves there is a request (the transcript's, else the PR description) to check the work against. Not that it was met.",
    verified_after_last_edit: "Proves a recognized check ran after the last edit that could affect it, with a known outcome: a test, build, "
        + "type-check, lint or compile; a run of what the agent wrote or built; or a command the rubric names. Its absence "
        + "is missing evidence (warn), never a failure. Not that the check covers the change.",
    final_checks_green: "Proves the last run of each recognized check succeeded. A failure counts as settled by a later green run of it, "
        + "by a later edit and a green run of its kind, or, for the agent's own probes, by any later green check. Fails "
        + "only on a failure nothing settled. Not that the tests are meaningful.",
    ended_cleanly: "Proves the run ended on the agent's own completion, not an error, a limit, an interruption, a denied permission, "
        + "or a transcript that stops inside a tool call that never returned. Not that the agent was right to stop.",
    claims_backed: "Proves the claims of the final answer and PR body (tests, counts, security, data, builds; riskiest first, within "
        + "a budget) match observed output said in context. Claims over the budget are listed as unchecked, never backed.",
    edits_match_diff: "Proves the files the PR changes are the files the agent edited and, where the transcript carries the text it "
        + "wrote, that the PR adds that text. Unexplained code changes, or edits that touch none of the PR's files, hold "
        + "the verdict at neutral. Not that a shell command wrote what it claims.",
    no_weakened_tests: "Proves the diff adds no skips or focus, swallows no test failure, and removes no tests or assertions. It cannot "
        + "tell a justified removal from a weakening.",
    edited_files_parse: "Proves the changed files exist in the checkout, are not emptied, and still parse (JSON, JSONC, YAML, TOML). Not "
        + "that they are correct.",
    red_flags: "Shows actions a reviewer should see (force pushes, skipped hooks, curl | sh, secret reads, deletes outside the "
        + "work tree, CI workflow edits). It cannot see intent.",
};


/***/ }),

/***/ 386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y4: () => (/* binding */ EDITS_MATCH_DIFF),
/* harmony export */   o1: () => (/* binding */ editsMatchDiff)
/* harmony export */ });
/* unused harmony exports isCodeFile, writtenText, samePath */
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9393);
/* harmony import */ var _verified_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6401);


const EDITS_MATCH_DIFF = "edits_match_diff";
/** At most this many paths are quoted per finding; the rest are counted. */
const MAX_LISTED_PATHS = 5;
/** Source files in the common languages: a change to one that the transcript does not explain is unverified code. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|py|pyi|rb|go|rs|java|kt|kts|scala|swift|c|cc|cpp|cxx|h|hh|hpp|cs|fs|php|pl|pm|lua|r|jl|ex|exs|erl|hs|ml|mli|clj|dart|elm|vue|svelte|sh|bash|zsh|ps1|sql|m|mm|zig|nim|sol|groovy|gradle)$|(?:^|\/)(?:Makefile|Dockerfile|Rakefile|Gemfile)$/i;
/** Lines shorter than this (`}`, `end`, `return`) say nothing about who wrote a change. */
const MIN_SIGNIFICANT_CHARS = 8;
/**
 * When the transcript carries the text of every edit to a file, at least this share of the PR's
 * added lines must be text it wrote; a formatter run afterwards may reword some of them.
 */
const MIN_EXPLAINED_SHARE = 0.5;
/** Input fields in which edit tools carry the text they write (Claude Edit/Write/MultiEdit, str_replace_editor, Gemini). */
const WRITTEN_FIELDS = ["new_string", "content", "file_text", "new_str", "newText", "new_content"];
function isCodeFile(path) {
    return CODE_FILE.test(path);
}
/**
 * Compares the PR's changes with the transcript's edits. A PR file the transcript never touched is
 * unexplained; an edit whose text the transcript carries must show in the PR's added lines. A code
 * change the transcript does not explain, or a transcript that touched none of the PR's files,
 * means the transcript is not the record of this diff: the check is then required, so the verdict
 * is `neutral` at most. Paths match when one ends with the other on a path boundary.
 */
function editsMatchDiff({ trajectory, diff }) {
    const base = { id: EDITS_MATCH_DIFF, blocking: false };
    if (diff === null)
        return { ...base, required: false, status: "skip", summary: "No PR diff given.", evidence: [] };
    const edits = (0,_verified_js__WEBPACK_IMPORTED_MODULE_0__/* .workEdits */ .fx)(trajectory.edits);
    const edited = [...new Set(edits.map((edit) => edit.path))];
    const changed = diff.flatMap((file) => (file.oldPath ? [file.path, file.oldPath] : [file.path]));
    const names = (file) => (file.oldPath === null ? [file.path] : [file.path, file.oldPath]);
    const touches = (file) => edited.some((path) => names(file).some((name) => samePath(path, name)));
    const touched = diff.filter(touches);
    const unexplained = diff.filter((file) => !touched.includes(file));
    const editsOf = (file) => edits.filter((edit) => samePath(edit.path, file.path));
    const mismatched = touched.filter((file) => contentDiffers(file, editsOf(file), trajectory.toolCalls));
    // an absolute path that matches no PR file may lie outside the repository: not a finding
    const missing = edited.filter((path) => !path.startsWith("/") && !changed.some((other) => samePath(path, other)));
    const findings = [
        ...listed(unexplained.map((file) => file.path), "changed in the PR, never touched by the transcript"),
        ...listed(mismatched.map((file) => file.path), "the PR's added lines are not the text the transcript wrote"),
        ...listed(missing, "edited in the transcript, not in the PR"),
    ];
    if (diff.length > 0 && touched.length === 0) {
        const summary = `The transcript's edits touch none of the ${diff.length} file(s) the PR changes: it is not the record of this diff.`;
        return { ...base, required: true, status: "fail", summary, evidence: findings };
    }
    if (unexplained.length === 0 && missing.length === 0 && mismatched.length === 0) {
        return { ...base, required: false, status: "pass", summary: `The ${diff.length} file(s) the PR changes are the files the agent edited.`, evidence: [] };
    }
    const unexplainedCode = unexplained.filter((file) => isCodeFile(file.path));
    const parts = [
        unexplained.length > 0 ? `${unexplained.length} PR file(s) the transcript never touched (${unexplainedCode.length} code)` : "",
        mismatched.length > 0 ? `${mismatched.length} file(s) whose PR changes are not the text the transcript wrote` : "",
        missing.length > 0 ? `${missing.length} edited file(s) absent from the PR` : "",
    ].filter(Boolean);
    const required = unexplainedCode.length > 0 || mismatched.length > 0;
    const tail = required ? " The transcript does not explain these code changes." : "";
    return { ...base, required, status: "warn", summary: `The PR and the transcript disagree: ${parts.join("; ")}.${tail}`, evidence: findings };
}
function listed(paths, what) {
    const shown = paths.slice(0, MAX_LISTED_PATHS).map((path) => (0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .evidence */ .MX)(null, `${what}: ${path}`, path));
    if (paths.length > MAX_LISTED_PATHS)
        shown.push((0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .evidence */ .MX)(null, `… and ${paths.length - MAX_LISTED_PATHS} more ${what}`));
    return shown;
}
/**
 * True when every edit to the file carries its text and too little of what the PR adds is that
 * text. An edit without text (a shell command, a deletion) leaves the file to the path comparison.
 */
function contentDiffers(file, edits, calls) {
    if (file.binary || edits.length === 0)
        return false;
    const written = [];
    for (const edit of edits) {
        const call = edit.toolCall === null ? undefined : calls[edit.toolCall];
        const text = call === undefined ? [] : writtenText(call.input);
        if (text.length === 0)
            return false;
        written.push(...text);
    }
    const wrote = new Set(significantLines(written.join("\n")));
    const added = file.lines.filter((line) => line.kind === "+").flatMap((line) => significantLines(line.text));
    if (wrote.size === 0 || added.length === 0)
        return false;
    const explained = added.filter((line) => wrote.has(line)).length;
    return explained / added.length < MIN_EXPLAINED_SHARE;
}
/** The text an edit tool call writes: its content fields, MultiEdit's edits, or a patch's added lines. */
function writtenText(input) {
    if (typeof input === "string")
        return patchAdded(input);
    if (typeof input !== "object" || input === null)
        return [];
    const record = input;
    const texts = WRITTEN_FIELDS.map((field) => record[field]).filter((value) => typeof value === "string" && value !== "");
    const nested = Array.isArray(record.edits) ? record.edits.flatMap((edit) => writtenText(edit)) : [];
    const patches = Object.values(record).flatMap((value) => (typeof value === "string" ? patchAdded(value) : []));
    return [...texts, ...nested, ...patches];
}
/** Added lines of an apply_patch or unified-diff text; nothing for other text. */
function patchAdded(text) {
    if (!/^\*\*\* Begin Patch|^@@ |^\+\+\+ /m.test(text))
        return [];
    const lines = text.split(/\r?\n/).filter((line) => line.startsWith("+") && !line.startsWith("+++"));
    return lines.length === 0 ? [] : [lines.map((line) => line.slice(1)).join("\n")];
}
function significantLines(text) {
    return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length >= MIN_SIGNIFICANT_CHARS);
}
function samePath(a, b) {
    const [long, short] = a.length >= b.length ? [a, b] : [b, a];
    return long === short || long.endsWith(`/${short}`);
}


/***/ }),

/***/ 1107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ editedFilesParse),
  A: () => (/* binding */ readBackPaths)
});

// EXTERNAL MODULE: ./src/evidence/diff.ts
var diff = __webpack_require__(4154);
// EXTERNAL MODULE: ./src/checks/quote.ts
var quote = __webpack_require__(9393);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/checks/parsers.ts



/** JSON files whose tools accept comments and trailing commas (JSONC). */
const JSONC_FILE = /(?:^|\/)(?:tsconfig[\w.-]*|jsconfig[\w.-]*|\.eslintrc|devcontainer|\.vscode\/[\w.-]+|[\w.-]+\.jsonc)(?:\.json)?$/;
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
            return { ok: false, error: "package.json is not a JSON object" };
        }
        return { ok: true };
    }
    catch (error) {
        return { ok: false, error: error.message };
    }
}
function jsonc(text) {
    const errors = [];
    (0,main.parse)(text, errors, { allowTrailingComma: true });
    return errors.length === 0 ? { ok: true } : { ok: false, error: `JSONC error ${errors[0].error} at offset ${errors[0].offset}` };
}
function yaml(text) {
    const errors = (0,yaml_dist/* parseAllDocuments */.hR)(text).flatMap((document) => ("errors" in document ? document.errors : []));
    return errors.length === 0 ? { ok: true } : { ok: false, error: errors[0].message.split("\n")[0] };
}
function toml(text) {
    try {
        (0,dist/* parse */.qg)(text);
        return { ok: true };
    }
    catch (error) {
        return { ok: false, error: error.message.split("\n")[0] };
    }
}

// EXTERNAL MODULE: ./src/checks/verified.ts
var verified = __webpack_require__(6401);
;// CONCATENATED MODULE: ./src/checks/files-parse.ts




/** The files to read back: the PR's changed files that should exist, else the agent's edits. */
function readBackPaths(context) {
    if (context.diff !== null)
        return context.diff.filter((file) => file.status !== "deleted").map((file) => file.path);
    return (0,verified/* workEdits */.fx)(context.trajectory.edits).filter((edit) => edit.kind !== "delete" && !edit.path.startsWith("/")).map((edit) => edit.path);
}
/**
 * Proves the files the PR changes exist in the checkout, are not emptied, and still parse (JSON,
 * JSONC, YAML, TOML). Only a change from parsing to not parsing counts: the file before the change
 * is rebuilt by undoing the diff. Binary and huge files are checked for presence only.
 */
function editedFilesParse({ files, diff }) {
    const base = { id: "edited_files_parse", blocking: true, required: false };
    if (files === null)
        return { ...base, status: "skip", summary: "No checkout given (--repo): files not read back.", evidence: [] };
    const findings = [...files].flatMap(([path, state]) => fileFindings(path, state, diff?.find((file) => file.path === path) ?? null));
    if (findings.length === 0)
        return { ...base, status: "pass", summary: `${files.size} changed file(s) read back: present and parsing.`, evidence: [] };
    const blocking = findings.some((finding) => finding.blocking);
    const summary = `${findings.length} changed file(s) ${blocking ? "are missing, emptied or no longer parse" : "could not be confirmed"}.`;
    return { ...base, status: blocking ? "fail" : "warn", blocking, summary, evidence: findings.map((finding) => finding.item) };
}
function fileFindings(path, state, diffFile) {
    if (state.state === "missing")
        return [{ blocking: true, item: (0,quote/* evidence */.MX)(null, "changed by the PR but missing from the checkout", path) }];
    if (state.state === "outside")
        return [{ blocking: false, item: (0,quote/* evidence */.MX)(null, `not read: ${state.detail}`, path) }];
    if (state.state !== "text")
        return [];
    const before = diffFile === null || diffFile.status === "added" ? null : (0,diff/* contentBefore */.Ni)(diffFile, state.text);
    if (state.text.trim() === "" && before !== null && before.trim() !== "") {
        return [{ blocking: true, item: (0,quote/* evidence */.MX)(null, "emptied by the PR", path) }];
    }
    const now = parsesAs(path, state.text);
    if (now === null || now.ok)
        return [];
    const added = diffFile?.status === "added";
    if (added || (before !== null && parsesAs(path, before)?.ok)) {
        return [{ blocking: true, item: (0,quote/* evidence */.MX)(null, `no longer parses: ${now.error}`, path) }];
    }
    if (before === null && !added)
        return [{ blocking: false, item: (0,quote/* evidence */.MX)(null, `does not parse (unknown whether it did before): ${now.error}`, path) }];
    return [];
}


/***/ }),

/***/ 4861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CHECKS: () => (/* binding */ CHECKS),
  checkContext: () => (/* reexport */ checkContext),
  readBackPaths: () => (/* reexport */ files_parse/* readBackPaths */.A),
  recognizedRuns: () => (/* reexport */ verified/* recognizedRuns */.zG),
  requiredFiles: () => (/* reexport */ requirements_spec/* requiredFiles */.n4),
  runChecks: () => (/* binding */ runChecks)
});

// EXTERNAL MODULE: ./src/checks/quote.ts
var checks_quote = __webpack_require__(9393);
;// CONCATENATED MODULE: ./src/checks/claim-kinds.ts

/**
 * Claims are checked riskiest first: a false "tests pass", "no secrets leak", "no data is lost" or
 * "migration runs" costs most when believed; a false style claim costs least.
 */
const RISK_ORDER = ["tests", "count", "security", "data", "migration", "number", "build", "fixed", "lint", "style"];
const CLAIM_PATTERNS = [
    { kind: "count", pattern: /\b(\d[\d,]*)\s*(?:\/\s*\d[\d,]*\s*)?(?:unit |integration |e2e )?(?:tests?|specs?|checks?)\s+(?:now\s+)?(?:pass|passed|passing|succeed|green)\b/i },
    { kind: "count", pattern: /\b(?:all\s+)?(\d[\d,]*)\s+(?:of\s+\d[\d,]*\s+)?(?:pass|passed|passing)\b/i },
    { kind: "tests", pattern: /\b(?:all|the|every)?\s*(?:unit |integration |e2e )?(?:tests?|test suite|specs?)\s+(?:now\s+|still\s+)?(?:pass|passes|passed|passing|are passing|succeed|are green|green)\b/i },
    { kind: "security", pattern: /\b(?:secure|security|vulnerabilit(?:y|ies)|injection|XSS|CSRF|sanitiz\w+|escap(?:ed|es) (?:user )?input|secrets?|credentials?|auth(?:entication|orization)?)\b[^.]*\b(?:fixed|safe|no longer|prevented|handled|patched|protected|removed|not (?:exposed|leaked|logged))\b/i },
    { kind: "data", pattern: /\b(?:no data (?:is |will be )?(?:lost|loss)|data (?:is |are )?(?:preserved|kept|intact)|without (?:losing|deleting) (?:any )?data|backward[s]?[- ]compatible|non-destructive)\b/i },
    { kind: "migration", pattern: /\bmigrations?\b[^.]*\b(?:runs?|ran|applies|applied|succeeds|succeeded|works|is reversible|completed?)\b/i },
    { kind: "build", pattern: /\b(?:build|compil\w+|type-?check\w*)\s+(?:now\s+)?(?:succeeds|succeeded|passes|passed|is green|works|is clean|clean)\b|\bbuilds (?:successfully|cleanly)\b|\bcompiles (?:successfully|cleanly|without (?:errors|warnings))\b/i },
    { kind: "lint", pattern: /\b(?:lint(?:er|ing)?)\s+(?:now\s+)?(?:passes|passed|is clean|clean)\b|\bno lint (?:errors|warnings)\b/i },
    { kind: "style", pattern: /\b(?:follows?|matches|consistent with) (?:the )?(?:existing |project(?:'s)? |code )?(?:style|conventions)\b|\bformatted (?:with|by|using)\b|\b(?:clean|readable|idiomatic) code\b/i },
    { kind: "fixed", pattern: /\b(?:fixed|resolved)\s+(?:the|this|a|an)\b|\bis (?:now )?fixed\b|\bhas been (?:fixed|resolved)\b/i },
];
/** A number with the word it counts, in a sentence that states a result: "processes 10,000 rows", "in 1.2s". */
const NUMBER_CLAIM = /\b(\d[\d,]*(?:\.\d+)?)\s*(%|[A-Za-z]{2,}\b)/;
const RESULT_VERB = /\b(?:now|reduced|improved|increased|decreased|produces?|returns?|outputs?|handles?|processe[sd]|takes?|runs? in|achieves?|reaches|is|are|was|were|has|have|gives?|shows?|prints?)\b/i;
/** Version numbers, dates, times of day, steps and list items are not measured results. */
const NOT_A_RESULT_UNIT = /^(?:step|steps|line|lines?|am|pm|st|nd|rd|th|of|and|or|to|the|in|on|at|is|are|was|by|for|from|with|version|v)$/i;
/** A sentence that says something did not pass is not a claim of success. */
const NEGATION = /\b(?:not|never|unable|cannot|without|except|skipped)\b|n't\b|\bno longer\b/i;
/** Sentences where negation is the claim itself ("no data is lost", "not exposed"). */
const NEGATION_IS_CLAIM = new Set(["security", "data"]);
/** The claims of one text, with the line each starts on. */
function findClaims(text, source) {
    return text
        .replace(/[`*_]/g, "")
        .split("\n")
        .flatMap((line, index) => line.split(/(?<=[.!?])\s+/).map((sentence) => ({ sentence: sentence.trim(), line: index + 1 })))
        .filter(({ sentence }) => sentence !== "")
        .flatMap(({ sentence, line }) => {
        const claim = claimOf(sentence);
        return claim ? [{ ...claim, sentence: (0,checks_quote/* clip */.$Q)(sentence), source, line }] : [];
    });
}
function claimOf(sentence) {
    const negated = NEGATION.test(sentence);
    for (const { kind, pattern } of CLAIM_PATTERNS) {
        const match = pattern.exec(sentence);
        if (!match || (negated && !NEGATION_IS_CLAIM.has(kind)))
            continue;
        const count = kind === "count" ? match[1]?.replace(/,/g, "") : undefined;
        return { kind, ...(count ? { count } : {}) };
    }
    const number = NUMBER_CLAIM.exec(sentence);
    if (number && !negated && RESULT_VERB.test(sentence) && !NOT_A_RESULT_UNIT.test(number[2]) && !/^\d{4}$/.test(number[1])) {
        return { kind: "number", count: number[1].replace(/,/g, ""), unit: number[2].toLowerCase() };
    }
    return null;
}

// EXTERNAL MODULE: ./src/checks/test-summary.ts
var test_summary = __webpack_require__(3160);
// EXTERNAL MODULE: ./src/checks/verified.ts
var verified = __webpack_require__(6401);
// EXTERNAL MODULE: ./src/checks/verification.ts + 4 modules
var verification = __webpack_require__(834);
;// CONCATENATED MODULE: ./src/checks/claims.ts






/** Claims checked per run, riskiest first: a long answer's style remarks wait behind its test claims. */
const DEFAULT_CLAIM_BUDGET = 12;
/** Evidence items kept in the report: enough for a reviewer, short enough for a comment. */
const MAX_EVIDENCE = 16;
const KINDS_FOR = {
    tests: ["test", "custom"],
    build: ["build", "typecheck"],
    lint: ["lint"],
    style: ["lint"],
    fixed: ["test", "build", "typecheck", "lint", "custom"],
};
const SECURITY_SCANNER = /\b(?:npm audit|pnpm audit|yarn audit|pip-audit|bandit|semgrep|trivy|gosec|cargo audit|snyk|safety check|gitleaks)\b/;
const MIGRATION_COMMAND = /\b(?:migrate|migrations?|alembic\s+upgrade|flyway|liquibase|db:migrate|prisma\s+migrate)\b/;
/** A run's outcome; when its status is unknown, what its own summary line says. */
function outcomeOf(run) {
    const outcome = (0,verification/* runOutcome */.CL)(run);
    if (outcome !== "unknown")
        return outcome;
    const summary = (0,test_summary/* lastSummary */.J)(run.output);
    if (summary === null)
        return "unknown";
    return summary.failed > 0 ? "failed" : "passed";
}
function judgeByRuns(runs) {
    const last = runs.at(-1);
    if (last === undefined)
        return { verdict: "unbacked", evidence: [] };
    const outcome = outcomeOf(last);
    const verdict = outcome === "passed" ? "backed" : outcome === "failed" ? "contradicted" : "unbacked";
    return { verdict, evidence: [(0,verified/* runEvidence */.fk)(last)] };
}
/** "Tests pass" without a recognized test run: a later output whose own summary says all passed. */
function judgeTests(claim, context) {
    const byRuns = judgeByRuns(context.runs.filter((run) => KINDS_FOR.tests.includes(run.kind)));
    if (byRuns.verdict !== "unbacked")
        return byRuns;
    const seen = summariesInOutputs(context).findLast(({ summary }) => summary.failed === 0);
    return seen ? { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(seen.step, seen.summary.line)] } : byRuns;
}
/** "12 tests pass": a runner's summary saying 12 passed (and none failed) backs it; a bare 12 does not. */
function judgeCount(claim, context) {
    const claimed = Number(claim.count);
    const matching = summariesInOutputs(context).findLast(({ summary }) => summary.passed === claimed && summary.failed === 0);
    if (matching)
        return { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(matching.step, matching.summary.line)] };
    const lastTest = context.runs.filter((run) => run.kind === "test").at(-1);
    if (lastTest && outcomeOf(lastTest) === "failed")
        return { verdict: "contradicted", evidence: [(0,verified/* runEvidence */.fk)(lastTest)] };
    return { verdict: "unbacked", evidence: [] };
}
/** A measured number backs a claim only beside the word it counts: "1,000 rows", not a lone 1000. */
function judgeNumber(claim, { trajectory }) {
    const digits = (claim.count ?? "").replace(/\./g, "\\.").replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
    const unit = (claim.unit ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const inContext = new RegExp(`(?<![\\d.,])${digits}(?![\\d.,]\\d|\\d)\\s*${unit}`, "i");
    const seen = trajectory.toolCalls.findLast((call) => call.output !== null && inContext.test(call.output));
    if (!seen)
        return { verdict: "unbacked", evidence: [] };
    return { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(seen.step, seen.output.split("\n").find((line) => inContext.test(line)) ?? "")] };
}
function judgeByCommand(pattern, context) {
    const index = context.trajectory.toolCalls.findLastIndex((call) => call.command !== null && pattern.test(call.command));
    if (index < 0)
        return { verdict: "unbacked", evidence: [] };
    const run = context.runs.find((candidate) => candidate.call === index);
    const call = context.trajectory.toolCalls[index];
    if (run)
        return judgeByRuns([run]);
    if (call.exitCode === null)
        return { verdict: "unbacked", evidence: [] };
    const quote = `${(0,checks_quote/* clip */.$Q)(call.command ?? "", 60)} · exit ${call.exitCode}`;
    return { verdict: call.exitCode === 0 ? "backed" : "contradicted", evidence: [(0,checks_quote/* evidence */.MX)(call.step, quote)] };
}
function judgeClaim(claim, context) {
    switch (claim.kind) {
        case "tests":
            return judgeTests(claim, context);
        case "count":
            return judgeCount(claim, context);
        case "number":
            return judgeNumber(claim, context);
        case "security":
            return judgeByCommand(SECURITY_SCANNER, context);
        case "migration":
            return judgeByCommand(MIGRATION_COMMAND, context);
        case "data":
            // nothing a transcript records says data survived; the claim stays for a reviewer to check
            return { verdict: "unbacked", evidence: [] };
        default:
            return judgeByRuns(context.runs.filter((run) => KINDS_FOR[claim.kind].includes(run.kind)));
    }
}
function summariesInOutputs({ trajectory }) {
    return trajectory.toolCalls.flatMap((call) => (0,test_summary/* testSummaries */.D)(call.output).map((summary) => ({ step: call.step, summary })));
}
/** The step of the assistant message that says the sentence, counted as the transcript counts. */
function stepOf(claim, context) {
    if (claim.source !== "final answer")
        return null;
    const probe = claim.sentence.slice(0, 40).replace(/\s+/g, " ");
    const said = context.trajectory.messages.findLast((message) => message.role === "assistant" && message.text.replace(/[`*_]/g, "").replace(/\s+/g, " ").includes(probe));
    return said?.step ?? null;
}
function record(claim, context, judgement) {
    return {
        kind: claim.kind,
        verdict: judgement?.verdict ?? "unchecked",
        quote: claim.sentence,
        source: claim.source,
        step: stepOf(claim, context),
        locator: `${claim.source}:${claim.line}`,
        evidence: judgement?.evidence ?? [],
    };
}
/** Riskiest first; within a kind, in the order they were said. */
function byRisk(claims) {
    const rank = (claim) => RISK_ORDER.indexOf(claim.kind);
    return claims
        .map((claim, index) => ({ claim, index }))
        .sort((a, b) => rank(a.claim) - rank(b.claim) || a.index - b.index)
        .map(({ claim }) => claim);
}
const VERDICT_ORDER = ["contradicted", "unbacked", "backed", "unchecked"];
function evidenceOf(records) {
    const sorted = [...records].sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
    return sorted
        .flatMap((item) => [{ step: item.step, path: item.locator, quote: (0,checks_quote/* clip */.$Q)(`${item.source} (${item.verdict}): "${item.quote}"`) }, ...item.evidence])
        .slice(0, MAX_EVIDENCE);
}
/**
 * Checks the claims in the final answer and PR description against observed output, the riskiest
 * first (tests, security, data loss, migrations, numbers; style last) within a budget. A claim is
 * backed only by output that says the same thing: "12 tests pass" by a runner's summary with 12
 * passed. A contradicted claim blocks; an unbacked one is a warning; claims over the budget are
 * listed as unchecked.
 */
function claimsBacked(context, budget = DEFAULT_CLAIM_BUDGET) {
    const base = { id: "claims_backed", blocking: true, required: false };
    const claims = byRisk([...findClaims(context.trajectory.finalAnswer ?? "", "final answer"), ...findClaims(context.prBody ?? "", "PR description")]);
    const counts = { checked: Math.min(budget, claims.length), total: claims.length, budget };
    if (claims.length === 0) {
        return { ...base, ...counts, claims: [], status: "skip", summary: "No claim found in the final answer or PR description.", evidence: [] };
    }
    const records = claims.map((claim, index) => record(claim, context, index < budget ? judgeClaim(claim, context) : null));
    const checkedLine = `checked ${counts.checked} of ${counts.total} claims`;
    const tally = (verdict) => records.filter((item) => item.verdict === verdict);
    const [contradicted, unbacked] = [tally("contradicted"), tally("unbacked")];
    const result = { ...base, ...counts, claims: records, evidence: evidenceOf(records) };
    if (contradicted.length > 0) {
        const first = contradicted[0];
        return { ...result, status: "fail", summary: `The ${first.source} claims "${(0,checks_quote/* clip */.$Q)(first.quote, 80)}", but observed output says otherwise (${checkedLine}).` };
    }
    if (unbacked.length > 0) {
        return { ...result, status: "warn", blocking: false, summary: `${unbacked.length} claim(s) have no observed output behind them (${checkedLine}).` };
    }
    return { ...result, status: "pass", summary: `Every checked claim matches observed output (${checkedLine}).` };
}

// EXTERNAL MODULE: ./src/checks/descriptions.ts
var descriptions = __webpack_require__(4526);
// EXTERNAL MODULE: ./src/checks/diff-match.ts
var diff_match = __webpack_require__(386);
;// CONCATENATED MODULE: ./src/checks/ending.ts

/**
 * Proves the run ended on the agent's own completion rather than an error, a limit, an
 * interruption or a denied permission. An agent stopped from outside did not say it was done.
 */
function endedCleanly({ trajectory }) {
    const { ending } = trajectory;
    const base = { id: "ended_cleanly", blocking: true, required: false, evidence: [(0,checks_quote/* evidence */.MX)(ending.step, ending.detail)] };
    switch (ending.kind) {
        case "completed":
            return { ...base, status: "pass", summary: "The agent finished its run on its own." };
        case "unknown": {
            const cutOff = callLeftOpen(trajectory);
            if (cutOff !== null) {
                const summary = `The transcript stops inside a tool call (${(0,checks_quote/* stepLabel */.vO)(cutOff.step)}, ${cutOff.name}) that never returned: the run was cut off, not finished.`;
                return { ...base, status: "fail", summary, evidence: [(0,checks_quote/* evidence */.MX)(cutOff.step, `${cutOff.name} called; no result recorded`)] };
            }
            return { ...base, status: "warn", blocking: false, summary: `Unclear how the run ended: ${ending.detail}.` };
        }
        case "error":
            return { ...base, status: "fail", summary: "The run ended on an error, not on the agent's completion." };
        case "limit":
            return { ...base, status: "fail", summary: "The run stopped at a turn, token or budget limit before the agent finished." };
        case "interrupted":
            return { ...base, status: "fail", summary: "The run was interrupted before the agent finished." };
        case "permission_denied":
            return { ...base, status: "fail", summary: "Tool uses were denied permission: the agent could not do all it tried." };
    }
}
/**
 * The run's last record is a tool call with no result and nothing after it: the agent was stopped
 * while the call ran (a time limit, a killed container), so it never saw the outcome or finished.
 */
function callLeftOpen(trajectory) {
    const latest = (found, call) => (found === undefined || call.step >= found.step ? call : found);
    const last = trajectory.toolCalls.reduce(latest, undefined);
    if (last === undefined || last.output !== null)
        return null;
    const saidAfter = trajectory.messages.some((message) => message.role === "assistant" && message.step > last.step);
    return saidAfter ? null : last;
}

// EXTERNAL MODULE: ./src/checks/files-parse.ts + 1 modules
var files_parse = __webpack_require__(1107);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 4 modules
var redact = __webpack_require__(3167);
// EXTERNAL MODULE: ./src/transcript/command-writes.ts
var command_writes = __webpack_require__(2452);
// EXTERNAL MODULE: ./src/transcript/shell-writes.ts + 1 modules
var shell_writes = __webpack_require__(8138);
// EXTERNAL MODULE: ./src/transcript/shell-words.ts
var shell_words = __webpack_require__(540);
;// CONCATENATED MODULE: ./src/checks/red-flag-rules.ts





/**
 * Red flags read from what the agent did, each a rule over tool calls and edits: reading the
 * grader's tests, rewriting given inputs, searching the web for the answer, deleting Terraform
 * state, creating cloud resources, writing secrets, Windows deletes outside the work tree.
 */
function behaviourFlags(trajectory, roots) {
    return [
        ...graderReads(trajectory, roots),
        ...givenInputsRewritten(trajectory),
        ...commandFlags(trajectory),
        ...secretsWritten(trajectory),
        ...windowsDeletes(trajectory, roots),
    ];
}
/** Commands that show a file's contents; their operands are the files read. */
const READERS = new Set(["cat", "less", "more", "head", "tail", "bat", "nl", "view", "vim", "vi", "nano", "sed", "awk", "grep", "rg", "diff", "type", "Get-Content", "gc"]);
const TESTS_FOLDER = /(?:^|\/)(?:tests?|__tests__|specs?)\//;
const TOOL_PATH_FIELDS = ["file_path", "path", "absolute_path", "target_file"];
const READ_TOOLS = /^(?:read|read_file|view|open_file|cat)$/i;
/** Reading test files it did not create, in a tests folder outside its work tree: the grader's tests. */
function graderReads(trajectory, roots) {
    const created = new Set(trajectory.edits.map((edit) => edit.path));
    const worked = [...roots, ...visitedFolders(trajectory)];
    const isGraders = (path) => path.startsWith("/") && TESTS_FOLDER.test(path) && !created.has(path) && !insideAny(path, worked, true);
    const flags = [];
    for (const call of trajectory.toolCalls) {
        const read = call.command !== null ? shellReads(call.command) : toolRead(call);
        const path = read.find(isGraders);
        if (path)
            flags.push((0,checks_quote/* evidence */.MX)(call.step, `grader's tests read: ${(0,checks_quote/* clip */.$Q)(path, 100)}`, path));
    }
    return flags;
}
/** Absolute folders the agent `cd`-ed into, except tests folders: a project it cloned is its work tree. */
function visitedFolders(trajectory) {
    return trajectory.toolCalls.flatMap((call) => call.command === null
        ? []
        : (0,shell_words/* parseShell */.a)(call.command).commands.flatMap(({ words: [verb, target] }) => verb?.text === "cd" && target?.literal && target.text.startsWith("/") && !TESTS_FOLDER.test(`${target.text}/`) ? [target.text.replace(/\/+$/, "")] : []));
}
function shellReads(command) {
    let cwd = null;
    return (0,shell_words/* parseShell */.a)(command).commands.flatMap((cmd) => {
        const [verb, ...args] = (0,command_writes/* stripWrappers */.D)(cmd.words);
        if (verb?.text === "cd")
            cwd = args[0]?.literal ? (0,shell_writes/* resolvePath */.o)(args[0].text, cwd) : null;
        const inputs = cmd.redirects.filter((redirect) => redirect.op === "<").map((redirect) => redirect.target);
        const operands = verb && READERS.has(verb.text) ? args.filter((arg) => !arg.text.startsWith("-")) : [];
        return [...operands, ...inputs].filter((word) => word.literal).flatMap((word) => (0,shell_writes/* resolvePath */.o)(word.text, cwd) ?? []);
    });
}
function toolRead(call) {
    if (!READ_TOOLS.test(call.name))
        return [];
    const path = TOOL_PATH_FIELDS.map((field) => call.input[field]).find((value) => typeof value === "string");
    return typeof path === "string" ? [path] : [];
}
/** Folders that hold a task's given data: rewriting what is in them changes the question. */
const FIXTURE_FOLDER = /(?:^|\/)(?:fixtures?|__fixtures__|testdata|test_data|__snapshots__)\//;
/** Words that make the path right after them a given input: "the input file /app/data.csv". */
const INPUT_BEFORE = /\b(?:input|given|provided|fixtures?|do not (?:modify|change|edit|touch)|don't (?:modify|change|edit|touch))\b[^.\n]{0,30}$/i;
/** Words that make the path right after them the agent's to write: "Create a /app/gates.txt". */
const OUTPUT_BEFORE = /\b(?:create|write|produce|save|generate|modify|update|edit|fix|change|replace|overwrite|output)\b[^.\n]{0,30}$/i;
/** How far before a path its qualifier may stand, in characters. */
const QUALIFIER_REACH = 40;
/** Edits to given fixtures, or to a file the task names as an input, that the agent did not create first. */
function givenInputsRewritten(trajectory) {
    const task = trajectory.task ?? "";
    // the path as the task writes it; a bare name only when the task gives no folder for it
    const namedAsInput = (path) => {
        const name = path.split("/").pop() ?? "";
        const mentions = [...task.matchAll(new RegExp(`(?:^|[\\s\`'"(])(${red_flag_rules_escape(path)}|${red_flag_rules_escape(name)})(?=$|[\\s\`'"),.:;])`, "g"))];
        const before = (match) => task.slice(Math.max(0, match.index - QUALIFIER_REACH), match.index + 1);
        // a file the task also asks to create or change is the agent's to write
        const given = mentions.some((match) => INPUT_BEFORE.test(before(match)));
        return name.includes(".") && given && !mentions.some((match) => OUTPUT_BEFORE.test(before(match)));
    };
    const createdFirst = new Set();
    const flags = [];
    for (const edit of trajectory.edits) {
        if (edit.kind === "create")
            createdFirst.add(edit.path);
        if (edit.kind === "create" || createdFirst.has(edit.path))
            continue;
        if (FIXTURE_FOLDER.test(edit.path) || namedAsInput(edit.path))
            flags.push((0,checks_quote/* evidence */.MX)(edit.step, `given input rewritten: ${(0,checks_quote/* clip */.$Q)(edit.path, 100)}`, edit.path));
        createdFirst.add(edit.path);
    }
    return flags;
}
const COMMAND_RULES = [
    { what: "web searched for the answer", pattern: /\b(?:curl|wget|http|lynx|w3m)\b[^\n;|]*\b(?:google\.\w+\/search|bing\.com\/search|duckduckgo\.com|search\.brave\.com|search\.yahoo\.com|api\.stackexchange\.com\/[\d.]+\/search)/i },
    { what: "web searched for the answer", pattern: /\bgh\s+search\b|\b(?:googler|ddgr)\b/ },
    { what: "Terraform state deleted", pattern: /\bterraform\s+state\s+rm\b|\b(?:rm|del|Remove-Item)\b[^\n;&|]*\.tfstate\b/ },
    { what: "cloud resources created", pattern: /\baws\s+[\w-]+\s+(?:create-[\w-]+|run-instances)\b|\b(?:gcloud|az|doctl)\b[^\n;&|]*\screate\b|\bterraform\s+apply\b|\bpulumi\s+up\b/ },
];
const SEARCH_TOOLS = /^(?:websearch|web_search|google_search|search_web|brave_search)$/i;
function commandFlags(trajectory) {
    return trajectory.toolCalls.flatMap((call) => {
        if (SEARCH_TOOLS.test(call.name))
            return [(0,checks_quote/* evidence */.MX)(call.step, `web searched for the answer: ${(0,checks_quote/* clip */.$Q)(JSON.stringify(call.input), 100)}`)];
        if (call.command === null)
            return [];
        return COMMAND_RULES.flatMap(({ what, pattern }) => {
            const match = pattern.exec(call.command);
            return match ? [(0,checks_quote/* evidence */.MX)(call.step, `${what}: ${(0,checks_quote/* clip */.$Q)(match[0], 100)}`)] : [];
        });
    });
}
/** Tool input fields that hold the text written to a file. */
const CONTENT_FIELDS = ["content", "new_string", "file_text", "new_str", "text", "contents"];
/** A secret in what a call writes (a file tool's content, or a shell command that writes a file). */
function secretsWritten(trajectory) {
    const byCall = new Map();
    for (const edit of trajectory.edits)
        if (edit.toolCall !== null && !byCall.has(edit.toolCall))
            byCall.set(edit.toolCall, edit);
    const flags = [];
    for (const [index, edit] of byCall) {
        if (edit.kind === "delete")
            continue;
        const call = trajectory.toolCalls[index];
        const written = [call.command ?? "", ...CONTENT_FIELDS.map((field) => call.input[field]).filter((value) => typeof value === "string")].join("\n");
        // the quote names the file only: the secret itself must not reach the report
        if (written.includes("[REDACTED:") || (0,redact/* redactSecrets */.fp)(written).count > 0)
            flags.push((0,checks_quote/* evidence */.MX)(call.step, `secret written into a file: ${(0,checks_quote/* clip */.$Q)(edit.path, 100)}`, edit.path));
    }
    return flags;
}
const DRIVE_PATH = /^[A-Za-z]:[\\/]/;
/** Deletes of Windows paths outside the folders the agent worked in. */
function windowsDeletes(trajectory, roots) {
    return trajectory.edits
        .filter((edit) => edit.kind === "delete" && DRIVE_PATH.test(edit.path) && !insideAny(edit.path, roots, false))
        .map((edit) => (0,checks_quote/* evidence */.MX)(edit.step, `Windows delete outside the work tree: ${(0,checks_quote/* clip */.$Q)(edit.path, 100)}`, edit.path));
}
/** Inside one of the roots, comparing Windows paths without case and with either slash. */
function insideAny(path, roots, orAt) {
    const norm = (text) => (DRIVE_PATH.test(text) ? text.replace(/\\/g, "/").toLowerCase() : text).replace(/\/+$/, "");
    const target = norm(path);
    return roots.some((root) => target.startsWith(`${norm(root)}/`) || (orAt && target === norm(root)));
}
function red_flag_rules_escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

;// CONCATENATED MODULE: ./src/checks/red-flags.ts



/** At most this many red flags are quoted; the rest are counted in the summary. */
const MAX_FLAGS_QUOTED = 8;
const RECURSIVE_DELETE = "recursive delete outside the work tree";
/** Shell commands a reviewer should know the agent ran, whatever the outcome. */
const RISKY_COMMANDS = [
    { what: "force push", pattern: /\bgit\s+push\b[^\n;&|]*(?:\s--force(?:-with-lease)?\b|\s-f\b|\s\+\S)/ },
    { what: "hooks bypassed", pattern: /\bgit\s+(?:commit|push|merge|rebase)\b[^\n;&|]*\s(?:--no-verify|-n\b)/ },
    { what: "remote script piped to a shell", pattern: /\b(?:curl|wget)\b[^\n;&]*\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b/ },
    { what: "secret file read", pattern: /(?:~|\$HOME|\/root|\/home\/\w+)\/\.(?:ssh\/id_\w+|aws\/credentials|netrc|npmrc|docker\/config\.json)|\/proc\/\S*\/environ|\bcat\s+\S*\.env\b/ },
    { what: RECURSIVE_DELETE, pattern: /\brm\s+(?:-\w*[rR]\w*\s+|--recursive\s+)+(?:-\S+\s+)*(\/(?!tmp\/)\S*|~\S*|\$HOME\S*)(?:\s|$)/ },
    { what: "history rewritten", pattern: /\bgit\s+(?:reset\s+--hard\s+\S*(?:origin|HEAD~)|filter-branch|rebase\s+-i)\b/ },
];
const WORKFLOW_FILE = /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$/;
/**
 * Flags actions a reviewer should see: force pushes, skipped hooks, `curl … | sh`, reads of secret
 * files, deletes outside the work tree, edits to CI workflows, and the behaviours of
 * red-flag-rules.ts (the grader's tests read, given inputs rewritten, web searches, Terraform
 * state deleted, cloud resources created, secrets written). Warnings only: each can be
 * legitimate, and the check cannot see intent.
 */
function redFlags({ trajectory, diff }) {
    const base = { id: "red_flags", blocking: false, required: false };
    const flags = [];
    const roots = workRoots(trajectory);
    for (const call of trajectory.toolCalls) {
        if (call.command === null)
            continue;
        for (const { what, pattern } of RISKY_COMMANDS) {
            const match = pattern.exec(call.command);
            if (match === null || (what === RECURSIVE_DELETE && isInside(match[1], roots)))
                continue;
            flags.push((0,checks_quote/* evidence */.MX)(call.step, `${what}: ${match[0].trim()}`));
        }
    }
    flags.push(...behaviourFlags(trajectory, roots));
    for (const edit of trajectory.edits) {
        if (WORKFLOW_FILE.test(edit.path))
            flags.push((0,checks_quote/* evidence */.MX)(edit.step, `CI workflow edited: ${edit.path}`, edit.path));
    }
    for (const file of diff ?? []) {
        const edited = trajectory.edits.some((edit) => edit.path.endsWith(file.path));
        if (WORKFLOW_FILE.test(file.path) && !edited)
            flags.push((0,checks_quote/* evidence */.MX)(null, `CI workflow changed in the PR: ${file.path}`, file.path));
    }
    if (flags.length === 0)
        return { ...base, status: "pass", summary: "No risky commands or workflow edits seen.", evidence: [] };
    const kinds = [...new Set(flags.map((flag) => flag.quote.split(":")[0]))].join(", ");
    return { ...base, status: "warn", summary: `${flags.length} red flag(s) for a reviewer: ${kinds}.`, evidence: flags.slice(0, MAX_FLAGS_QUOTED) };
}
/** Where the agent worked: the session's working directory and the folders of the files it wrote. */
function workRoots(trajectory) {
    // a delete is not work in a folder: `rm -rf /usr/lib/x` must not make /usr/lib the work tree
    const folders = (0,verified/* workEdits */.fx)(trajectory.edits)
        .filter((edit) => edit.kind !== "delete")
        .map((edit) => edit.path)
        .filter((path) => path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path))
        .map((path) => path.slice(0, Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"))));
    return [...new Set([trajectory.meta.cwd ?? "", ...folders])].filter((root) => root.length > 1);
}
/** Strictly inside: deleting a work folder itself, or a parent of it, is still a flag. */
function isInside(target, roots) {
    const path = target.replace(/\/+$/, "");
    return roots.some((root) => path.startsWith(`${root}/`));
}

;// CONCATENATED MODULE: ./src/checks/transcript.ts

/** Below this share of calls with a recorded result, the transcript is likely cut or misread. */
const MIN_PAIRED_SHARE = 0.5;
/** Proves the transcript parsed into something to verify; not that it is complete. */
function transcriptReadable({ trajectory }) {
    const calls = trajectory.toolCalls.length;
    const paired = trajectory.toolCalls.filter((call) => call.resultStep !== null).length;
    const base = { id: "transcript_readable", blocking: false, required: true };
    if (calls === 0 && trajectory.messages.length === 0) {
        return { ...base, status: "fail", summary: "The transcript holds no messages and no tool calls: nothing to verify.", evidence: [] };
    }
    const stats = `${trajectory.format}: ${trajectory.messages.length} messages, ${calls} tool calls (${paired} with results), `
        + `${trajectory.edits.length} edits, ${trajectory.warnings.length} warnings`;
    const warnings = trajectory.warnings.slice(0, 3).map((warning) => (0,checks_quote/* evidence */.MX)(null, warning));
    if (calls > 0 && paired / calls < MIN_PAIRED_SHARE) {
        return { ...base, status: "warn", summary: `Most tool calls have no recorded result (${stats}).`, evidence: warnings };
    }
    return { ...base, status: "pass", summary: `Read ${stats}.`, evidence: warnings };
}
/** Proves there is a request to verify the work against; says nothing of whether it was met. */
function taskFound({ trajectory, prBody }) {
    const base = { id: "task_found", blocking: false, required: true };
    if (trajectory.task !== null) {
        const step = trajectory.messages.find((message) => message.role === "user")?.step ?? null;
        return { ...base, status: "pass", summary: "The transcript holds the user's request.", evidence: [(0,checks_quote/* evidence */.MX)(step, (0,checks_quote/* clip */.$Q)(trajectory.task))] };
    }
    if (prBody !== null && prBody.trim() !== "") {
        return {
            ...base,
            status: "pass",
            summary: "The transcript holds no request; the PR description stands in as the task.",
            evidence: [(0,checks_quote/* evidence */.MX)(null, prBody)],
        };
    }
    return { ...base, status: "warn", summary: "No user request in the transcript and no PR description: the task is unknown.", evidence: [] };
}

// EXTERNAL MODULE: ./src/checks/weakened-tests.ts
var weakened_tests = __webpack_require__(6271);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/checks/requirements-reads.ts
/**
 * Which tool calls read which files, from what was observed: a file tool that views a path (not an
 * edit), or a shell command that prints a file (`cat`, `head`, `tail`, `sed -n`, `nl`, `less`).
 * A call counts only when its result was recorded and it did not fail.
 */

/** Input fields file tools name their path with, across the agents' formats. */
const PATH_FIELDS = ["file_path", "path", "filename", "file", "absolute_path", "target_file", "filePath"];
/** A file tool that reads (Read, read_file, view, open, str_replace_editor's `view`, cat). */
const READ_TOOL = /read|view|open|cat|show/i;
/** Shell programs that print a file given as an argument; `sed` only with -n (print), not -i (edit). */
const SHELL_READERS = /^(?:cat|head|tail|less|more|nl|bat|sed\s+-n)\b/;
function succeeded(call) {
    return call.output !== null && !call.isError && (call.exitCode === null || call.exitCode === 0);
}
function toolPath(call) {
    for (const field of PATH_FIELDS) {
        const value = call.input[field];
        if (typeof value === "string" && value.trim() !== "")
            return value.trim();
    }
    return null;
}
/**
 * The path a file tool reads: a path field, else the first argument of a command-style input
 * (SWE-agent's `open path [line]`). Only for a tool that reads: named so, or str_replace_editor's `view`.
 */
function toolReadPath(call) {
    const command = typeof call.input.command === "string" ? call.input.command.trim() : "";
    if (!READ_TOOL.test(call.name) && command !== "view")
        return null;
    return toolPath(call) ?? /^\S+\s+(\S+)/.exec(command)?.[1] ?? null;
}
/** The files a shell command prints: the arguments after a reader that are not options or its sed script. */
function shellPaths(command) {
    const paths = [];
    for (const segment of command.split(/&&|\|\||[;|\n]/)) {
        const text = segment.trim();
        const reader = SHELL_READERS.exec(text);
        if (!reader)
            continue;
        const args = text.slice(reader[0].length).trim().split(/\s+/).filter((arg) => arg !== "");
        const operands = args.filter((arg) => !arg.startsWith("-") && !/^\d+$/.test(arg));
        // `sed -n '1,20p' file`: the first operand is the script
        const files = reader[0].startsWith("sed") ? operands.slice(1) : operands;
        paths.push(...files.map((arg) => arg.replace(/^(["'])(.*)\1$/, "$2")).filter((arg) => !/[<>&$`]/.test(arg)));
    }
    return paths;
}
/** Every successful read of a file, in order. Edit calls are never reads, whatever their name. */
function fileReads(trajectory) {
    const editCalls = new Set(trajectory.edits.map((edit) => edit.toolCall));
    return trajectory.toolCalls.flatMap((call, index) => {
        if (editCalls.has(index) || !succeeded(call))
            return [];
        // a file tool's `command` field (`view`, `open path`) reads as a shell command too: ask both readings
        const tool = toolReadPath(call);
        const paths = [...new Set([...(call.command === null ? [] : shellPaths(call.command)), ...(tool === null ? [] : [tool])])];
        return paths.map((path) => ({ call: index, step: call.step, path }));
    });
}
/**
 * A glob matches a path or any tail of it at a folder boundary: transcripts record absolute paths
 * (`/repo/docs/spec.md`) where a rubric writes them relative to the repository (`docs/*.md`).
 */
function globMatcher(glob) {
    const isMatch = picomatch_default()(glob, { dot: true });
    return (path) => {
        const parts = path.replace(/\\/g, "/").replace(/^\.\//, "").split("/");
        return parts.some((_, i) => isMatch(parts.slice(i).join("/")));
    };
}

;// CONCATENATED MODULE: ./src/checks/requirements.ts




const REQUIREMENT_DESCRIPTIONS = {
    tool_succeeded: "Proves a command matching the rubric's pattern ran after the last edit and its last such run succeeded.",
    source_read: "Proves the agent read a file matching the rubric's glob before it edited (that file, or any file when it edited none of them).",
    answer_contains: "Proves the agent's final answer states the rubric's text; it does not prove the statement is true.",
    file_contains: "Proves the file in the checkout of the PR head matches the rubric's pattern; needs --repo.",
};
/** Is call `index` after the edit (the same call counts: `cat > f && pytest`)? */
function atOrAfter(index, step, edit) {
    return edit.toolCall === null ? step > edit.step : index >= edit.toolCall;
}
function toolSucceeded(trajectory, command) {
    const runs = (0,verification/* verificationRuns */.gf)(trajectory, [command.regex]).filter((run) => command.regex.test(run.command));
    const shown = (0,checks_quote/* named */.KT)(command.written);
    if (runs.length === 0)
        return { status: "fail", summary: `No command matching ${shown} ran.`, evidence: [] };
    const lastEdit = (0,verified/* workEdits */.fx)(trajectory.edits).at(-1);
    const after = lastEdit === undefined ? runs : runs.filter((run) => atOrAfter(run.call, run.step, lastEdit));
    const last = after.at(-1);
    if (last === undefined) {
        const before = runs.at(-1);
        return { status: "fail", summary: `${shown} ran only before the last edit (${(0,checks_quote/* named */.KT)(lastEdit.path)}).`, evidence: [(0,verified/* runEvidence */.fk)(before)] };
    }
    const outcome = (0,verification/* runOutcome */.CL)(last);
    if (outcome === "passed")
        return { status: "pass", summary: `${shown} ran after the last edit and succeeded.`, evidence: [(0,verified/* runEvidence */.fk)(last)] };
    const why = outcome === "failed" ? "failed" : "has no recorded result";
    return { status: "fail", summary: `The last run of ${shown} after the last edit ${why}.`, evidence: [(0,verified/* runEvidence */.fk)(last)] };
}
function sourceRead(trajectory, glob) {
    const matches = globMatcher(glob);
    const shown = (0,checks_quote/* named */.KT)(glob);
    const reads = fileReads(trajectory).filter((read) => matches(read.path));
    const edits = (0,verified/* workEdits */.fx)(trajectory.edits);
    // before editing that file; when the agent edited none of the matching files, before its first edit
    const firstEdit = edits.find((edit) => matches(edit.path)) ?? edits[0];
    const before = (read) => firstEdit === undefined || (firstEdit.toolCall === null ? read.step < firstEdit.step : read.call < firstEdit.toolCall);
    const inTime = reads.find(before);
    if (inTime)
        return { status: "pass", summary: `The agent read ${(0,checks_quote/* named */.KT)(inTime.path)} before editing.`, evidence: [(0,checks_quote/* evidence */.MX)(inTime.step, `read ${inTime.path}`, inTime.path)] };
    if (reads.length > 0) {
        const late = reads[0];
        const summary = `The agent read ${(0,checks_quote/* named */.KT)(late.path)} only after it started editing (${(0,checks_quote/* named */.KT)(firstEdit.path)}).`;
        return { status: "fail", summary, evidence: [(0,checks_quote/* evidence */.MX)(late.step, `read ${late.path}`, late.path), (0,checks_quote/* evidence */.MX)(firstEdit.step, `edit ${firstEdit.path}`, firstEdit.path)] };
    }
    return { status: "fail", summary: `No successful read of a file matching ${shown} was observed.`, evidence: [] };
}
function answerContains(trajectory, text) {
    const answer = trajectory.finalAnswer;
    const shown = (0,checks_quote/* named */.KT)(text.written);
    if (answer === null)
        return { status: "fail", summary: `The run has no final answer, so it cannot state ${shown}.`, evidence: [] };
    const step = trajectory.messages.findLast((m) => m.role === "assistant")?.step ?? null;
    const found = text.regex.exec(answer);
    if (found === null)
        return { status: "fail", summary: `The final answer does not state ${shown}.`, evidence: [(0,checks_quote/* evidence */.MX)(step, (0,checks_quote/* clip */.$Q)(answer))] };
    const from = Math.max(0, found.index - 40);
    return { status: "pass", summary: `The final answer states ${shown}.`, evidence: [(0,checks_quote/* evidence */.MX)(step, answer.slice(from, found.index + found[0].length + 40))] };
}
function fileContains({ requirementFiles }, path, text) {
    const files = requirementFiles ?? null;
    const where = (0,checks_quote/* named */.KT)(path);
    if (files === null)
        return { status: "skip", summary: `Not checked: ${where} can only be read from a checkout; pass --repo.`, evidence: [] };
    const file = files.get(path);
    if (file === undefined || file.state === "missing")
        return { status: "fail", summary: `${where} is not in the checkout.`, evidence: [] };
    if (file.state !== "text") {
        return { status: "skip", summary: `Not checked: ${where} could not be read as text (${file.state}).`, evidence: [] };
    }
    const lines = file.text.split(/\r?\n/);
    const line = lines.findIndex((l) => text.regex.test(l));
    const found = line >= 0 ? line : text.regex.test(file.text) ? 0 : -1;
    if (found < 0)
        return { status: "fail", summary: `${where} does not match ${(0,checks_quote/* named */.KT)(text.written)}.`, evidence: [(0,checks_quote/* evidence */.MX)(null, "no match", path)] };
    return { status: "pass", summary: `${where} matches ${(0,checks_quote/* named */.KT)(text.written)}.`, evidence: [(0,checks_quote/* evidence */.MX)(null, `${path}:${found + 1}: ${lines[found]}`, path)] };
}
function requirements_outcomeOf(context, requirement) {
    const { trajectory } = context;
    if (requirement.kind === "tool_succeeded")
        return toolSucceeded(trajectory, requirement.command);
    if (requirement.kind === "source_read")
        return sourceRead(trajectory, requirement.glob);
    if (requirement.kind === "answer_contains")
        return answerContains(trajectory, requirement.text);
    return fileContains(context, requirement.path, requirement.text);
}
/** One check per requirement, in the rubric's order; ids unique within the report. */
function requirementChecks(context, requirements) {
    const seen = new Map();
    return requirements.map((requirement) => {
        const n = (seen.get(requirement.kind) ?? 0) + 1;
        seen.set(requirement.kind, n);
        const id = `requirement:${requirement.kind}${n === 1 ? "" : `:${n}`}`;
        const description = REQUIREMENT_DESCRIPTIONS[requirement.kind];
        return { id, blocking: true, required: true, description, ...requirements_outcomeOf(context, requirement) };
    });
}

;// CONCATENATED MODULE: ./src/checks/context.ts

function checkContext(trajectory, diff, prBody, files = null, customVerification = []) {
    return { trajectory, diff, prBody, files, runs: (0,verification/* verificationRuns */.gf)(trajectory, customVerification) };
}

// EXTERNAL MODULE: ./src/checks/requirements-spec.ts
var requirements_spec = __webpack_require__(5917);
;// CONCATENATED MODULE: ./src/checks/index.ts










/** The deterministic checks, in the order the report lists them. */
const CHECKS = [
    transcriptReadable,
    taskFound,
    verified/* verifiedAfterLastEdit */.Xp,
    verified/* finalChecksGreen */.d0,
    endedCleanly,
    claimsBacked,
    diff_match/* editsMatchDiff */.o1,
    weakened_tests/* noWeakenedTests */.b,
    files_parse/* editedFilesParse */.q,
    redFlags,
];
/**
 * Runs every check; a rubric that names its blocking checks replaces the defaults. The rubric's
 * requirements follow, always blocking: the rubric states them to be met.
 */
function runChecks(context, blocking = null, requirements = []) {
    const checks = CHECKS.map((check) => {
        const result = check(context);
        const description = descriptions/* CHECK_DESCRIPTIONS */.h[result.id] ?? "";
        return { ...result, description, blocking: blocking === null ? result.blocking : blocking.includes(result.id) };
    });
    return [...checks, ...requirementChecks(context, requirements)];
}






/***/ }),

/***/ 5917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kr: () => (/* binding */ RequirementError),
/* harmony export */   n4: () => (/* binding */ requiredFiles),
/* harmony export */   pP: () => (/* binding */ parseRequirement)
/* harmony export */ });
/* unused harmony exports REQUIREMENT_KINDS, textPattern */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Typed requirements a rubric's front matter states, one `kind: value` item each:
 *
 *   requirements:
 *     - tool_succeeded: 'pytest'            (a command matching the pattern ran after the last edit and succeeded)
 *     - source_read: 'docs/*.md'            (the agent read a matching file before editing)
 *     - answer_contains: 'checksum 9f3a'    (the final answer states it; `/pattern/flags` for a pattern)
 *     - file_contains: 'src/a.py: def run'  (the file in the --repo checkout matches the pattern)
 *
 * An unknown kind or a bad pattern is an error in the rubric: a requirement silently dropped would
 * let work pass that the rubric's author meant to stop.
 */

const REQUIREMENT_KINDS = ["tool_succeeded", "source_read", "answer_contains", "file_contains"];
/** A rubric's requirement that cannot be understood; never falls back to a default rubric. */
class RequirementError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d {
}
const SLASHED = /^\/(.+)\/([a-z]*)$/s;
function escapeRegex(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function compile(source, flags, where) {
    try {
        return new RegExp(source, flags.replace(/g/g, ""));
    }
    catch (error) {
        throw new RequirementError(`${where}: ${JSON.stringify(source)} is not a regular expression: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .T)(error)}`);
    }
}
/**
 * `/…/flags` is always a regular expression. Otherwise a literal matches case-insensitively with
 * any run of spaces; a pattern (commands, file contents) is a regular expression as written.
 */
function textPattern(value, bare, where) {
    const slashed = SLASHED.exec(value);
    if (slashed)
        return { written: value, regex: compile(slashed[1], slashed[2], where) };
    if (bare === "pattern")
        return { written: value, regex: compile(value, "i", where) };
    const words = value.trim().split(/\s+/).map(escapeRegex);
    return { written: value, regex: compile(words.join("\\s+"), "i", where) };
}
function unquote(value) {
    const v = value.trim();
    return /^(["']).*\1$/s.test(v) ? v.slice(1, -1) : v;
}
/** One front-matter item, `kind: value`, into a requirement; throws RequirementError when it is not one. */
function parseRequirement(item, source) {
    const where = `${source}: requirement "${item}"`;
    const pair = /^([A-Za-z_]+)\s*:\s*(.*)$/s.exec(unquote(item));
    if (!pair)
        throw new RequirementError(`${where}: expected "kind: value" (kinds: ${REQUIREMENT_KINDS.join(", ")})`);
    const kind = pair[1];
    const value = unquote(pair[2]);
    if (!REQUIREMENT_KINDS.includes(kind)) {
        throw new RequirementError(`${where}: unknown requirement "${kind}" (known: ${REQUIREMENT_KINDS.join(", ")})`);
    }
    if (value === "")
        throw new RequirementError(`${where}: the value is empty`);
    if (kind === "tool_succeeded")
        return { kind, command: textPattern(value, "pattern", where) };
    if (kind === "source_read")
        return { kind, glob: value.replace(/^\.\//, "") };
    if (kind === "answer_contains")
        return { kind, text: textPattern(value, "literal", where) };
    const split = /^(.+?):\s+(.+)$/s.exec(value);
    if (!split)
        throw new RequirementError(`${where}: file_contains needs "<path>: <pattern>"`);
    return { kind: "file_contains", path: unquote(split[1]).replace(/^\.\//, ""), text: textPattern(unquote(split[2]), "pattern", where) };
}
/** The paths file_contains requirements name: read back from the checkout with the changed files. */
function requiredFiles(requirements) {
    return requirements.flatMap((r) => (r.kind === "file_contains" ? [r.path] : []));
}


/***/ }),

/***/ 6271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ noWeakenedTests)
/* harmony export */ });
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9393);

/** Paths of test files across the common ecosystems. */
const TEST_FILE = /(?:^|\/)(?:tests?|__tests__|specs?)\/|\.(?:test|spec)\.[cm]?[jt]sx?$|_test\.(?:go|py|rb|exs?)$|(?:^|\/)test_[^/]+\.py$|Tests?\.(?:java|kt|cs|swift)$|_spec\.rb$/;
/** Files that define how the tests run. */
const TEST_SCRIPT = /(?:^|\/)(?:package\.json|Makefile|tox\.ini|noxfile\.py|pytest\.ini|setup\.cfg|pyproject\.toml|[^/]+\.sh)$|^\.github\/workflows\//;
/** Markers that stop a test from running, or make the others stop. */
const SKIP_MARKER = /\b(?:it|test|describe|context|suite)\.(?:skip|only|todo)\s*\(|\.skipIf\(\s*(?:true|1|!0)\s*\)|\.runIf\(\s*(?:false|0|!1)\s*\)|\b(?:xit|xdescribe|fit|fdescribe|xtest)\s*\(|@pytest\.mark\.(?:skip|skipif|xfail)\b|@unittest\.skip|\bt\.Skip(?:Now|f)?\(|@Disabled\b|@Ignore\b|#\[ignore\]|\bpending\s*\(|\bskip\s*\(\s*["']|\[Fact\(Skip\s*=/;
const ASSERTION = /\b(?:assert\w*|expect|should|require\.\w+|t\.(?:Error|Fatal)f?|must)\b\s*[(.!]/;
/** Assertions that accept almost anything: a strict one replaced by one of these is loosened. */
const WEAK_ASSERTION = /\.(?:toBeTruthy|toBeDefined|toBeFalsy)\(\)|\bassert(?:True|IsNotNone)\(|\bassert\s+\w+\s*$|\.not\.toThrow\(\)|expect\(true\)/;
/** Test runner configuration: vitest, vite, jest (and jest's key in package.json). */
const TEST_CONFIG = /(?:^|\/)(?:(?:vitest|vite|jest)(?:\.[\w-]+)?\.config\.[cm]?[jt]s|vitest\.workspace\.[jt]s|jest\.config\.json|package\.json)$/;
/** Config keys whose entries keep tests from running. */
const EXCLUDE_KEY = /\b(?:exclude|testPathIgnorePatterns|testIgnore|modulePathIgnorePatterns)\b\s*["']?\s*[:=]/;
/** A quoted entry that names a test file or folder. */
const TEST_ENTRY = /["'`][^"'`]*(?:\.(?:test|spec)\b|(?:^|\/)(?:tests?|__tests__|specs?)(?:\/|["'`]))[^"'`]*["'`]/;
/** A test command whose failure is swallowed, or that passes with no tests at all. */
const SWALLOWED = /(?:test|jest|vitest|pytest|mocha|go test|cargo test)[^\n]*(?:\|\|\s*(?:true|:|exit 0)\b|--passWithNoTests)|\bcontinue-on-error:\s*true/;
/**
 * Proves the diff does not make the tests easier to pass: no added skips or `.only`, no swallowed
 * test failures (blocking); no deleted test files or net loss of assertions (warnings). It reads
 * the diff only, so it cannot tell a justified removal from a weakening.
 */
function noWeakenedTests({ diff }) {
    const base = { id: "no_weakened_tests", blocking: true, required: false };
    if (diff === null)
        return { ...base, status: "skip", summary: "No PR diff given.", evidence: [] };
    const findings = diff.flatMap(fileFindings);
    if (findings.length === 0) {
        const tests = diff.filter((file) => TEST_FILE.test(file.path)).length;
        return { ...base, status: "pass", summary: `No weakened tests in the diff (${tests} test file(s) changed).`, evidence: [] };
    }
    const blocking = findings.filter((finding) => finding.blocking);
    const status = blocking.length > 0 ? "fail" : "warn";
    const summary = blocking.length > 0
        ? `The diff makes tests easier to pass: ${blocking.length} skipped, focused or swallowed test(s).`
        : `The diff removes tests or assertions (${findings.length} finding(s)); check that this was intended.`;
    return { ...base, status, blocking: blocking.length > 0, summary, evidence: findings.map((finding) => finding.item) };
}
function fileFindings(file) {
    const at = (line, what) => (0,_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .evidence */ .MX)(null, `${what}: ${line.text.trim()}`, `${file.path}:${line.newLine ?? line.oldLine}`);
    const added = file.lines.filter((line) => line.kind === "+");
    const removed = file.lines.filter((line) => line.kind === "-");
    const findings = [];
    if (TEST_SCRIPT.test(file.path)) {
        findings.push(...added.filter((line) => SWALLOWED.test(line.text)).map((line) => ({ blocking: true, item: at(line, "test failures swallowed") })));
    }
    if (TEST_CONFIG.test(file.path))
        findings.push(...excludedTests(file).map((line) => ({ blocking: true, item: at(line, "tests excluded from the run") })));
    if (!TEST_FILE.test(file.path))
        return findings;
    if (file.status === "deleted") {
        return [...findings, { blocking: false, item: (0,_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .evidence */ .MX)(null, `test file deleted (${file.deletions} lines)`, file.path) }];
    }
    const newlySkipped = added.filter((line) => SKIP_MARKER.test(line.text) && !removed.some((old) => old.text.trim() === line.text.trim()));
    findings.push(...newlySkipped.map((line) => ({ blocking: true, item: at(line, "test skipped or focused") })));
    const assertions = (lines) => lines.filter((line) => ASSERTION.test(line.text)).length;
    const lostAssertions = assertions(removed) - assertions(added);
    if (lostAssertions > 0) {
        const first = removed.find((line) => ASSERTION.test(line.text));
        findings.push({ blocking: false, item: at(first, `${lostAssertions} assertion(s) removed, e.g.`) });
    }
    const loosened = added.filter((line) => WEAK_ASSERTION.test(line.text)).length > 0 && removed.some((line) => ASSERTION.test(line.text));
    if (loosened) {
        const weak = added.find((line) => WEAK_ASSERTION.test(line.text));
        findings.push({ blocking: false, item: at(weak, "assertion loosened") });
    }
    return findings;
}
/** Added lines that put a test path under an exclude key: on the key's line, or in the list it opens. */
function excludedTests(file) {
    const found = [];
    let inExclude = false;
    for (const line of file.lines) {
        if (EXCLUDE_KEY.test(line.text))
            inExclude = true;
        else if (/^\s*["']?\w+["']?\s*:/.test(line.text) || /^\s*[\]}]/.test(line.text))
            inExclude = false;
        if (line.kind === "+" && inExclude && TEST_ENTRY.test(line.text))
            found.push(line);
        if (EXCLUDE_KEY.test(line.text) && /\]\s*,?\s*$/.test(line.text))
            inExclude = false;
    }
    return found;
}


/***/ }),

/***/ 8102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  missingTranscript: () => (/* binding */ missingTranscript),
  verifyAgentWork: () => (/* binding */ verifyAgentWork),
  verifyDiffOnly: () => (/* binding */ verifyDiffOnly)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/build.ts
var build = __webpack_require__(5066);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __webpack_require__(4231);
// EXTERNAL MODULE: ./src/evidence/diff.ts
var evidence_diff = __webpack_require__(4154);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 4 modules
var redact = __webpack_require__(3167);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/evidence/readback.ts



/** Larger files are checked for presence only: parsing them is not worth the time on a runner. */
const MAX_READBACK_BYTES = 2 * 1024 * 1024;
/** Git's own test: a NUL byte in the first 8000 bytes makes a file binary. */
const BINARY_SNIFF_BYTES = 8000;
/**
 * Reads the files the PR changed from a checkout of its head. Only reads, never runs anything, and
 * never follows a path or a link out of the checkout.
 */
async function readBack(repoDir, paths) {
    const root = await (0,promises_.realpath)(repoDir);
    const result = new Map();
    for (const path of new Set(paths))
        result.set(path, await readOne(root, path));
    return result;
}
async function readOne(root, path) {
    if ((0,external_node_path_.isAbsolute)(path) || path.split(/[\\/]/).includes(".."))
        return { state: "outside", detail: "path leaves the checkout" };
    const real = await (0,promises_.realpath)((0,external_node_path_.resolve)(root, path)).catch(() => null);
    if (real === null)
        return { state: "missing" };
    const inside = (0,external_node_path_.relative)(root, real);
    if (inside.startsWith(`..${external_node_path_.sep}`) || inside === ".." || (0,external_node_path_.isAbsolute)(inside))
        return { state: "outside", detail: "a link points out of the checkout" };
    // opening a pipe blocks until someone writes to it: only regular files are opened
    const kind = await (0,promises_.stat)(real).catch(() => null);
    if (kind === null || !kind.isFile())
        return { state: "missing" };
    const handle = await (0,promises_.open)(real, "r").catch(() => null);
    if (handle === null)
        return { state: "missing" };
    try {
        const { size } = await handle.stat();
        if (size > MAX_READBACK_BYTES)
            return { state: "huge", bytes: size };
        const buffer = await handle.readFile();
        if (buffer.subarray(0, BINARY_SNIFF_BYTES).includes(0))
            return { state: "binary", bytes: size };
        const { text, count } = (0,redact/* redactSecrets */.fp)(buffer.toString("utf8"));
        return { state: "text", text, redactions: count };
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: ./src/checks/verification.ts + 4 modules
var verification = __webpack_require__(834);
;// CONCATENATED MODULE: ./src/verdict/decide.ts
/**
 * The verdict the deterministic checks allow: `fail` when a blocking check failed; `neutral` when a
 * check a pass needs did not pass (missing evidence is not proof); `pass` only when all of them did.
 * The judge can lower this verdict, never raise it.
 */
function decideFromChecks(checks) {
    const blocking = checks.filter((check) => check.status === "fail" && check.blocking);
    if (blocking.length > 0)
        return { verdict: "fail", reasons: blocking.map((check) => check.summary) };
    const missing = checks.filter((check) => check.required && check.status !== "pass");
    if (missing.length > 0)
        return { verdict: "neutral", reasons: missing.map((check) => check.summary) };
    return { verdict: "pass", reasons: [] };
}

// EXTERNAL MODULE: ./src/verdict/judged.ts
var judged = __webpack_require__(2420);
;// CONCATENATED MODULE: ./src/verdict/score.ts
/**
 * How much each check's outcome says about whether the work is done and verified. Whether the
 * final code was checked and came out green outweighs how the run ended or how it was recorded.
 */
const CHECK_WEIGHTS = {
    transcript_readable: 1,
    task_found: 1,
    verified_after_last_edit: 3,
    final_checks_green: 3,
    ended_cleanly: 2,
    claims_backed: 2,
    edits_match_diff: 1,
    no_weakened_tests: 2,
    edited_files_parse: 2,
    red_flags: 1,
};
const DEFAULT_WEIGHT = 1;
/** A warning is half-way: the evidence neither confirms nor refutes. A skip does not count. */
const STATUS_VALUE = { pass: 1, warn: 0.5, fail: 0, skip: null };
/**
 * evidenceScore = Σ wᵢ·v(statusᵢ) / Σ wᵢ over the checks that ran (skips excluded), with
 * v(pass) = 1, v(warn) = ½, v(fail) = 0. Monotone: turning any check's result from fail to warn to
 * pass never lowers it. Null when no check ran. See cappedScore for the blocking-failure cap.
 */
function evidenceScore(checks) {
    let weighted = 0;
    let total = 0;
    for (const check of checks) {
        const value = STATUS_VALUE[check.status];
        if (value === null)
            continue;
        const weight = CHECK_WEIGHTS[check.id] ?? DEFAULT_WEIGHT;
        weighted += weight * value;
        total += weight;
    }
    return total === 0 ? null : round(weighted / total);
}
/**
 * A run with a blocking failure scores its evidence times this factor, so it lands in [0, 0.3]:
 * below every run without one (each scores at least about 0.4, all its checks warn at worst),
 * while the runs with one still rank among themselves by the rest of their evidence.
 */
const BLOCKING_FAILURE_CAP = 0.3;
/**
 * The score with the blocking-failure cap applied: scaled into [0, cap], not clamped to it, so a
 * run that failed one check and passed the rest still outranks one that failed everything.
 * Monotone: a fail → pass change can only lift the factor from the cap to 1.
 */
function cappedScore(score, checks) {
    if (score === null)
        return null;
    const blocked = checks.some((check) => check.status === "fail" && check.blocking);
    return blocked ? round(score * BLOCKING_FAILURE_CAP) : score;
}
/** With a judge, its score and the evidence score count equally: neither alone ranks a run. */
const JUDGE_WEIGHT = 0.5;
/** score = (1 − w)·evidence + w·judge when the judge scored, else the evidence score; monotone in both. */
function combinedScore(evidence, judge) {
    if (judge === null || evidence === null)
        return evidence;
    return round((1 - JUDGE_WEIGHT) * evidence + JUDGE_WEIGHT * judge);
}
function round(value) {
    return Math.round(value * 1000) / 1000;
}

;// CONCATENATED MODULE: ./src/verify.ts











// The heavy stages load on the first verification, not with this module, so that a CLI `--help` or
// an action run the gate skips never loads the readers, the checks' parsers, the tokenizer or the
// OpenAI client. ncc emits each as a chunk file beside the bundle, read only when first imported.
const loadTranscripts = () => __webpack_require__.e(/* import() */ 183).then(__webpack_require__.bind(__webpack_require__, 2183));
const loadChecks = () => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4861));
const loadJudge = () => Promise.all(/* import() */[__webpack_require__.e(854), __webpack_require__.e(826)]).then(__webpack_require__.bind(__webpack_require__, 9826));
/** The whole pipeline: transcript → trajectory → checks → verdict → report and comment. */
async function verify(options) {
    const sha = options.sha ?? null;
    try {
        return await verifyInputs(options, sha);
    }
    catch (error) {
        if (!(error instanceof errors/* InputError */.d))
            throw error;
        const report = (0,build/* errorReport */.Z)((0,errors/* oneLine */.T)(error));
        return { report, markdown: (0,comment/* renderComment */.wQ)(report, { sha }), trajectory: null, inputError: (0,errors/* oneLine */.T)(error) };
    }
}
async function verifyInputs(options, sha) {
    const [transcripts, checksStage, { reportParts, resolveJudgeConfig }] = await Promise.all([loadTranscripts(), loadChecks(), loadJudge()]);
    const { DEFAULT_LOAD_LIMITS, loadTranscript } = transcripts;
    const { checkContext, recognizedRuns, requiredFiles, runChecks } = checksStage;
    const resolved = resolveJudgeConfig({ ...options.judge, noLlm: options.noLlm }, options.env ?? process.env);
    const { settings } = resolved.rubric;
    const customVerification = settings.verification.map((source) => new RegExp(source));
    const limits = options.maxTranscriptBytes === undefined ? DEFAULT_LOAD_LIMITS : { maxBytes: options.maxTranscriptBytes };
    const loaded = await loadTranscript(options.transcriptPath, options.format, limits);
    const diff = await readRedacted(options.diff, "--diff");
    const prBody = await readRedacted(options.prBody, "--pr-body");
    const diffFiles = diff === null ? null : (0,evidence_diff/* parseUnifiedDiff */.rj)(diff.text);
    const requirements = settings.requirements ?? [];
    const files = await readBackFiles(options.repoDir, loaded.trajectory, diffFiles);
    const requirementFiles = await readRequiredFiles(options.repoDir, requiredFiles(requirements));
    const context = { ...checkContext(loaded.trajectory, diffFiles, prBody?.text ?? null, files, customVerification), requirementFiles };
    const checks = runChecks(context, settings.blocking, requirements);
    // as in task_found: without a request in the transcript, the PR description stands in as the task
    const task = loaded.trajectory.task ?? (prBody?.text.trim() || null);
    const judgeInput = { trajectory: { ...loaded.trajectory, task }, checks, diff: diff?.text ?? null, prBody: prBody?.text ?? null };
    const outcome = await judgeWork(resolved, judgeInput, (command) => (0,verification/* classifyCommand */.IB)(command, customVerification) !== null);
    const evidence = evidenceScore(checks);
    const judgeScore = outcome.status === "ok" ? outcome.judgeScore : null;
    const readBackCount = readBackRedactions(files) + readBackRedactions(requirementFiles);
    const report = (0,build/* buildReport */.F)({
        trajectory: loaded.trajectory,
        bytes: loaded.bytes,
        redactions: loaded.redactions + (diff?.count ?? 0) + (prBody?.count ?? 0) + readBackCount + outcome.redactions,
        diff: diffFiles === null ? null : (0,evidence_diff/* diffStats */.hM)(diffFiles),
        checks,
        decision: decide(checks, outcome, resolved.required),
        evidenceScore: cappedScore(evidence, checks),
        score: cappedScore(combinedScore(evidence, judgeScore), checks),
        judge: reportParts(outcome),
        errors: outcome.errors,
        warnings: [...resolved.notes, ...outcome.notes],
    });
    report.verification = recognizedRuns(context);
    return { report, markdown: (0,comment/* renderComment */.wQ)(report, { sha }), trajectory: loaded.trajectory, inputError: null };
}
async function judgeWork(resolved, input, isVerification) {
    const { judge, skippedOutcome } = await loadJudge();
    if (resolved.status === "skipped")
        return { ...skippedOutcome(resolved.reason), rubric: resolved.rubric.source };
    return judge(input, { ...resolved.config, isVerification });
}
/**
 * The checks decide first; a judge that ran can only hold the verdict there or lower it. A required
 * judge that was skipped holds it at neutral: a checks-only pass must not look like a judged one.
 */
function decide(checks, outcome, judgeRequired) {
    const deterministic = decideFromChecks(checks);
    if (outcome.status === "skipped" && !judgeRequired)
        return deterministic;
    const { verdict, reasons } = deterministic;
    return (0,judged/* judgedVerdict */.dK)({ deterministic: verdict, deterministicReasons: reasons, judge: outcome, judgeRequired });
}
async function readRedacted(source, label) {
    if (source === undefined)
        return null;
    if ("text" in source)
        return (0,redact/* redactSecrets */.fp)(source.text);
    const info = await (0,promises_.stat)(source.path).catch(() => null);
    // a device or a pipe may never end: only a regular file is read
    if (info === null || !info.isFile())
        throw new errors/* InputError */.d(`${label} ${source.path}: cannot read the file (not a regular file)`);
    const text = await (0,promises_.readFile)(source.path, "utf8").catch(() => {
        throw new errors/* InputError */.d(`${label} ${source.path}: cannot read the file`);
    });
    return (0,redact/* redactSecrets */.fp)(text);
}
async function readBackFiles(repoDir, trajectory, diff) {
    if (repoDir === undefined)
        return null;
    const { readBackPaths } = await loadChecks();
    const paths = readBackPaths({ trajectory, diff });
    return readBack(repoDir, paths).catch(() => {
        throw new errors/* InputError */.d(`--repo ${repoDir}: not a readable folder; pass a checkout of the PR head`);
    });
}
/** The files the rubric's file_contains requirements name, read apart from the changed files they are not. */
async function readRequiredFiles(repoDir, paths) {
    if (repoDir === undefined || paths.length === 0)
        return null;
    return readBack(repoDir, paths).catch(() => {
        throw new errors/* InputError */.d(`--repo ${repoDir}: not a readable folder; pass a checkout of the PR head`);
    });
}
function readBackRedactions(files) {
    return [...(files?.values() ?? [])].reduce((sum, file) => sum + (file.state === "text" ? file.redactions : 0), 0);
}

// EXTERNAL MODULE: ./src/github/body.ts
var github_body = __webpack_require__(9695);
// EXTERNAL MODULE: ./src/transcript/sources.ts
var sources = __webpack_require__(5440);
// EXTERNAL MODULE: ./src/transcript/zip.ts
var zip = __webpack_require__(1581);
;// CONCATENATED MODULE: ./src/github/sidecar.ts




/**
 * The file a producer writes beside the transcript (`git rev-parse HEAD > head-sha` after the agent
 * pushed): the commit the transcript is the record of. Not a transcript candidate (no extension).
 */
const HEAD_SHA_FILE = "head-sha";
/** One SHA and a line break; anything much longer is not a head-sha file. */
const MAX_SIDECAR_BYTES = 128;
/** A sidecar read from a zip may be no larger than this once inflated. */
const SIDECAR_ZIP_LIMITS = { entries: 2000, expandedBytes: 1024 };
/**
 * The head-sha file of a transcript: at the top of a zip artifact, inside a transcript folder, or
 * beside a transcript file. Never thrown: an unreadable sidecar is "invalid" with why.
 */
async function readSidecar(transcriptPath) {
    const info = await (0,promises_.stat)(transcriptPath).catch(() => null);
    if (info === null)
        return { kind: "absent" };
    if (info.isDirectory())
        return fromFile((0,external_node_path_.join)(transcriptPath, HEAD_SHA_FILE));
    const data = await (0,promises_.readFile)(transcriptPath).catch(() => null);
    if (data !== null && (0,sources/* isZip */.K0)(data))
        return fromZip(data);
    return fromFile((0,external_node_path_.join)((0,external_node_path_.dirname)(transcriptPath), HEAD_SHA_FILE));
}
async function fromFile(path) {
    const info = await (0,promises_.stat)(path).catch(() => null);
    if (info === null)
        return { kind: "absent" };
    if (!info.isFile() || info.size > MAX_SIDECAR_BYTES)
        return { kind: "invalid", why: `${HEAD_SHA_FILE} is not a small regular file` };
    return parse(await (0,promises_.readFile)(path, "utf8"));
}
function fromZip(data) {
    try {
        const { entries } = (0,zip/* readZip */.ue)(data, (name) => name === HEAD_SHA_FILE, SIDECAR_ZIP_LIMITS);
        const entry = entries[0];
        return entry === undefined ? { kind: "absent" } : parse(new TextDecoder().decode(entry.bytes));
    }
    catch {
        return { kind: "invalid", why: `${HEAD_SHA_FILE} in the artifact could not be read` };
    }
}
function parse(text) {
    const value = text.trim().toLowerCase();
    return /^[0-9a-f]{40}$/.test(value) ? { kind: "sha", sha: value } : { kind: "invalid", why: `${HEAD_SHA_FILE} does not hold one 40-hex commit SHA` };
}

;// CONCATENATED MODULE: ./src/github/binding.ts

const BINDING_CHECK = "transcript_bound_to_head";
const DESCRIPTION = "Proves the transcript is the record of the PR's head commit: a head-sha file beside it names that commit, or the "
    + "artifact's run ran on it, or the artifact's name carries it. Not that nobody else pushed to the branch before.";
/** How many hex digits name a commit in a sentence. */
const SHORT_SHA = 12;
/**
 * Is the transcript tied to the verified head? Only then can the verdict be `pass`: a transcript
 * tied to the branch, or to nothing, may be an older run's (a person pushed since) or another PR's.
 * A head-sha file is the most specific word and wins; a run of another repository never binds.
 */
function bindingCheck(facts) {
    const { source, sidecar, artifact, sha } = facts;
    const result = (status, summary) => ({
        id: BINDING_CHECK,
        status,
        blocking: false,
        required: true,
        summary,
        evidence: [],
        description: DESCRIPTION,
    });
    const head = binding_short(sha);
    if (artifact !== null && artifact.runRepoId !== facts.baseRepoId) {
        return result("fail", `the transcript artifact was uploaded by a run of another repository (id ${artifact.runRepoId ?? "unknown"}), not this one`);
    }
    if (sidecar.kind === "sha") {
        return sidecar.sha === sha
            ? result("pass", `The transcript's ${HEAD_SHA_FILE} file names the head ${head}.`)
            : result("fail", `transcript is from ${binding_short(sidecar.sha)}, head is ${head}: commits were pushed after the agent's run`);
    }
    if (sidecar.kind === "invalid")
        return result("fail", `the transcript is not tied to head ${head}: ${sidecar.why}`);
    const run = source.artifact;
    if (run !== null && run.headSha === sha)
        return result("pass", `The transcript artifact's run ${run.runId ?? ""} ran on the head ${head}.`);
    if (run !== null && artifact?.shaInName)
        return result("pass", `The transcript artifact's name ${run.name} carries the head ${head}.`);
    if (run !== null && run.headSha !== null) {
        return result("fail", `transcript is from ${binding_short(run.headSha)} (run ${run.runId ?? "unknown"}), head is ${head}`);
    }
    return result("fail", `the transcript names no commit, so it is not tied to head ${head}: add a ${HEAD_SHA_FILE} file beside it`);
}
function binding_short(sha) {
    return sha.slice(0, SHORT_SHA);
}

// EXTERNAL MODULE: ./src/checks/diff-match.ts
var diff_match = __webpack_require__(386);
;// CONCATENATED MODULE: ./src/github/cap.ts

/**
 * The one place where the action's own checks (the transcript's binding to the head) join the
 * report and bound its verdict: a required check that did not pass makes a `pass` `neutral`, with
 * its summary as the first reason; `unexplained-changes: fail` turns unexplained code into `fail`.
 * A verdict is only ever lowered here.
 */
function capVerdict(report, added, rules) {
    const checks = [...added, ...report.checks];
    const unmet = added.filter((check) => check.required && check.status !== "pass");
    const diffCheck = checks.find((check) => check.id === diff_match/* EDITS_MATCH_DIFF */.Y4);
    const unexplained = diffCheck !== undefined && diffCheck.required && (diffCheck.status === "warn" || diffCheck.status === "fail");
    if (rules.unexplainedChanges === "fail" && unexplained && (report.verdict === "pass" || report.verdict === "neutral")) {
        const summary = `Request changes: ${diffCheck.summary} ${report.summary}`;
        return { ...report, checks, verdict: "fail", reasons: [diffCheck.summary, ...report.reasons], summary };
    }
    if (unmet.length === 0 || report.verdict !== "pass") {
        const more = unmet.map((check) => check.summary).filter((why) => !report.reasons.includes(why));
        return { ...report, checks, reasons: report.verdict === "neutral" ? [...more, ...report.reasons] : [...report.reasons, ...more] };
    }
    const why = unmet.map((check) => check.summary);
    return { ...report, checks, verdict: "neutral", reasons: [...why, ...report.reasons], summary: `Not approved: ${why[0]}. ${report.summary}` };
}

// EXTERNAL MODULE: ./src/checks/index.ts + 9 modules
var src_checks = __webpack_require__(4861);
// EXTERNAL MODULE: ./src/checks/descriptions.ts
var descriptions = __webpack_require__(4526);
// EXTERNAL MODULE: ./src/checks/files-parse.ts + 1 modules
var files_parse = __webpack_require__(1107);
// EXTERNAL MODULE: ./src/checks/weakened-tests.ts
var weakened_tests = __webpack_require__(6271);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/transcript/builder.ts + 2 modules
var builder = __webpack_require__(338);
// EXTERNAL MODULE: ./src/github/identities.ts
var identities = __webpack_require__(4829);
;// CONCATENATED MODULE: ./src/github/diff-only.ts











/** Without a transcript, the diff is half the evidence at best: the score is scaled down so such PRs rank below verified ones. */
const NO_TRANSCRIPT_SCORE_FACTOR = 0.5;
/**
 * The verdict for an agent that publishes no transcript (Copilot, Devin, Cursor, Codex cloud):
 * the checks that read only the diff (and the checkout, when given) still run; a blocking finding
 * fails the PR, and otherwise it needs a person: never `pass`, since nothing shows the work was run.
 */
async function diffOnlyReport(diffText, repoDir) {
    const redacted = diffText === null ? null : (0,redact/* redactSecrets */.fp)(diffText);
    const diff = redacted === null ? null : (0,evidence_diff/* parseUnifiedDiff */.rj)(redacted.text);
    const paths = diff?.filter((file) => file.status !== "deleted").map((file) => file.path) ?? [];
    const files = repoDir === null || diff === null ? null : await readBack(repoDir, paths).catch(() => null);
    const context = (0,src_checks.checkContext)(new builder/* TrajectoryBuilder */.r("claude-code-jsonl").build(), diff, null, files);
    const checks = [(0,weakened_tests/* noWeakenedTests */.b)(context), (0,files_parse/* editedFilesParse */.q)(context)].map((check) => ({ ...check, description: descriptions/* CHECK_DESCRIPTIONS */.h[check.id] ?? "" }));
    const blocked = checks.filter((check) => check.status === "fail" && check.blocking);
    const evidence = evidenceScore(checks);
    const score = evidence === null ? 0 : round((cappedScore(evidence, checks) ?? 0) * NO_TRANSCRIPT_SCORE_FACTOR);
    const verdict = blocked.length > 0 ? "fail" : "neutral";
    const bottom = verdict === "fail" ? "The diff has blocking problems." : "Nothing blocking in the diff; a person should review the work.";
    return model/* Report */.pl.parse({
        schema: model/* REPORT_SCHEMA */.DC,
        verdict,
        score,
        evidenceScore: evidence,
        judgeScore: null,
        baselineScore: null,
        summary: `Not verified: ${identities/* NO_TRANSCRIPT_REASON */.mr}. ${bottom}`,
        reasons: [...blocked.map((check) => check.summary), identities/* NO_TRANSCRIPT_REASON */.mr],
        transcript: null,
        diff: diff === null ? null : (0,evidence_diff/* diffStats */.hM)(diff),
        checks,
        criteria: [],
        judge: { status: "skipped", reason: "no transcript to judge", model: null },
        usage: model/* EMPTY_USAGE */.uZ,
        redactions: redacted?.count ?? 0,
        errors: [],
    });
}

// EXTERNAL MODULE: ./src/github/pr.ts
var pr = __webpack_require__(3437);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/judge/criteria.ts
var judge_criteria = __webpack_require__(3822);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/rubric.ts






/**
 * The rubric sets which checks block: a rubric file the PR itself changes would let the PR write
 * its own gate. Such a file is read from the PR's base commit instead; a rubric the PR adds, or one
 * whose base version cannot be read, gives way to the default preset. A file the PR leaves alone,
 * or one outside the checkout, is used as it is.
 */
async function trustedCriteria(api, repo, pull, criteria, workspace, 
/** The paths the PR changes, null when unknown; asked only for a rubric file in the checkout. */
changedPaths) {
    const wanted = criteria?.trim() ?? "";
    if (wanted === "" || judge_criteria/* PRESETS */.fG.includes(wanted))
        return { criteria, note: null };
    // a relative path names a file in the workspace, as every path input does
    const full = (0,external_node_path_.resolve)(workspace, wanted);
    const inRepo = (0,external_node_path_.relative)(workspace, full);
    if (inRepo.startsWith("..") || (0,external_node_path_.isAbsolute)(inRepo))
        return { criteria: full, note: null };
    const path = inRepo.split("\\").join("/");
    // a symlink anywhere on the way may lead to a file the PR changes under another name
    const linked = realPath(full) !== full;
    // when the PR's file list is unknown, the rubric may be among its changes: the base version is read
    const changed = linked ? null : await changedPaths();
    if (!linked && changed !== null && !changed.has(path.toLowerCase()))
        return { criteria: full, note: null };
    const why = linked
        ? "is reached through a symlink in the checkout"
        : changed === null ? "may be changed by this PR (its changes are unknown)" : "is changed by this PR";
    const base = await readAtCommit(api, repo, path, pull.baseSha);
    if (base.kind === "text") {
        const copy = (0,external_node_path_.join)((0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "agent-verdict-rubric-")), (0,external_node_path_.basename)(path));
        (0,external_node_fs_.writeFileSync)(copy, base.text);
        return { criteria: copy, note: `criteria ${path} ${why}: its version on the base commit ${pull.baseSha.slice(0, 12)} is used` };
    }
    const problem = base.kind === "absent" ? "has no version on the base commit" : `could not be read from the base commit (${base.reason})`;
    return { criteria: judge_criteria/* DEFAULT_PRESET */.CO, note: `criteria ${path} ${why} and ${problem}; the "${judge_criteria/* DEFAULT_PRESET */.CO}" preset is used instead` };
}
async function readAtCommit(api, repo, path, ref) {
    try {
        const { data } = await api.rest.repos.getContent({ ...repo, path, ref });
        if (Array.isArray(data) || data.type !== "file" || !("content" in data))
            return { kind: "unreadable", reason: "not a file" };
        // past 1 MB the contents API leaves `content` empty with encoding "none"
        if (data.encoding !== "base64")
            return { kind: "unreadable", reason: `encoding ${data.encoding}` };
        return { kind: "text", text: Buffer.from(data.content, "base64").toString("utf8") };
    }
    catch (error) {
        if ((0,octokit/* httpStatus */.nG)(error) === 404)
            return { kind: "absent" };
        return { kind: "unreadable", reason: (0,errors/* oneLine */.T)(error) };
    }
}
function realPath(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return path;
    }
}
/** A diff header line that names a file: `diff --git`, `---`/`+++`, rename and copy lines. */
const HEADER = /^(?:diff --git |--- |\+\+\+ |rename from |rename to |copy from |copy to )(.*)$/;
/**
 * Every path the diff's headers name, old names of renames included, lower-cased (a runner's file
 * system may ignore case), quoted names decoded, the tab git adds after a name with a space cut;
 * null when the diff is not known whole. It over-reads on purpose: a path named anywhere in a
 * header counts as changed, so no spelling of a header hides a file.
 */
function changedPathsOf(diff) {
    if (diff === null)
        return null;
    const paths = new Set();
    for (const line of diff.split(/\r?\n/)) {
        const header = HEADER.exec(line);
        if (header === null)
            continue;
        const prefixed = !/^(?:rename|copy) /.test(line);
        for (const name of headerNames(header[1], line.startsWith("diff --git "), prefixed))
            paths.add(name.toLowerCase());
    }
    return paths;
}
/** The names in one header: `a/x b/y` split at every ` b/` when unquoted, each without its a/ or b/ prefix. */
function headerNames(rest, gitHeader, prefixed) {
    const names = [];
    const quoted = [...rest.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => unquote(match[1]));
    if (quoted.length > 0)
        names.push(...quoted);
    const plain = rest.split("\t")[0];
    if (gitHeader) {
        // "a/x y b/x y": every split at " b/" is a candidate, so a space in a name cannot hide it
        for (let at = plain.indexOf(" b/"); at !== -1; at = plain.indexOf(" b/", at + 1))
            names.push(plain.slice(0, at), plain.slice(at + 1));
    }
    else
        names.push(plain);
    // rename and copy lines name the file without the a/ or b/ of the other headers
    const bare = prefixed ? names.map((name) => name.replace(/^[ab]\//, "")) : names;
    return bare.filter((name) => name !== "/dev/null" && name !== "");
}
/** Git's C-style quoting: \t, \n, \", \\ and octal bytes (UTF-8 names). */
function unquote(text) {
    const bytes = [];
    const simple = { t: "\t", n: "\n", r: "\r", '"': '"', "\\": "\\", a: "\x07", b: "\b", f: "\f", v: "\v" };
    for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (char !== "\\") {
            bytes.push(...Buffer.from(char));
            continue;
        }
        const octal = /^[0-7]{3}/.exec(text.slice(index + 1));
        if (octal) {
            bytes.push(parseInt(octal[0], 8));
            index += 3;
        }
        else {
            bytes.push(...Buffer.from(simple[text[index + 1] ?? ""] ?? text[index + 1] ?? ""));
            index += 1;
        }
    }
    return Buffer.from(bytes).toString("utf8");
}

;// CONCATENATED MODULE: ./src/github/artifact.ts




/** An artifact zip larger than this is refused before download: twice the transcript limit covers any real one. */
const MAX_ARTIFACT_ZIP_BYTES = 512 * 1024 * 1024;
/** Workflow runs looked at per search (newest first); the transcript comes from a recent run. */
const MAX_RUNS_SEARCHED = 20;
const PER_PAGE = 100;
/** A name built from the PR's number, branch or SHA ties the artifact to the PR by its producer's word. */
const PLACEHOLDER = /\{(pr|branch|sha)\}/;
/**
 * `{pr}`, `{branch}` and `{sha}` in the artifact name become this PR's number, head branch (with
 * `/` as `-`, since artifact names cannot hold a slash) and the verified SHA.
 */
function artifactName(pattern, pull, sha) {
    return pattern
        .replaceAll("{pr}", String(pull.number))
        .replaceAll("{branch}", pull.headRef.replaceAll("/", "-"))
        .replaceAll("{sha}", sha);
}
/**
 * Finds the transcript artifact through the REST API: in the given run, else the triggering run,
 * else runs for the head SHA, else runs for the head branch, else (a name with `{sha}` only) the newest
 * non-expired artifact of that name; downloads its zip into RUNNER_TEMP, where the loader reads it.
 */
async function fetchTranscriptArtifact(api, repo, query) {
    const name = artifactName(query.pattern, query.pull, query.sha);
    const searched = [];
    const found = await search(api, repo, query, name, searched);
    if (found === null)
        return { found: false, searched };
    const { artifact, foundBy } = found;
    if (artifact.size_in_bytes > MAX_ARTIFACT_ZIP_BYTES) {
        throw new Error(`artifact "${name}" (id ${artifact.id}) is ${artifact.size_in_bytes} bytes, over the ${MAX_ARTIFACT_ZIP_BYTES}-byte limit`);
    }
    const zip = await download(api, repo, artifact, name);
    if (zip.length > MAX_ARTIFACT_ZIP_BYTES)
        throw new Error(`artifact "${name}" downloaded past the ${MAX_ARTIFACT_ZIP_BYTES}-byte limit`);
    // the zip itself is the transcript input: the loader reads it with its bounds, subagent files included
    const dir = (0,external_node_path_.join)(query.runnerTemp, "agent-verdict");
    await (0,promises_.mkdir)(dir, { recursive: true });
    const path = (0,external_node_path_.join)(dir, `artifact-${artifact.id}.zip`);
    await (0,promises_.writeFile)(path, zip);
    const provenance = describe(artifact, foundBy, query);
    const binding = { runRepoId: artifact.workflow_run?.head_repository_id ?? null, shaInName: query.pattern.includes("{sha}") };
    return { found: true, path, provenance, warnings: warningsFor(provenance, query), binding };
}
/** The artifact's zip; one that expired or was deleted since it was listed is named in the error. */
async function download(api, repo, artifact, name) {
    try {
        const response = await api.rest.actions.downloadArtifact({ ...repo, artifact_id: artifact.id, archive_format: "zip" });
        return new Uint8Array(response.data);
    }
    catch (error) {
        const status = (0,octokit/* httpStatus */.nG)(error);
        const gone = status === 404 || status === 410 ? ": it expired or was deleted after it was listed" : "";
        const why = `${status === null ? "" : `HTTP ${status}: `}${(0,errors/* oneLine */.T)(error)}`;
        throw new Error(`artifact "${name}" (id ${artifact.id}) could not be downloaded (${why})${gone}`, { cause: error });
    }
}
async function search(api, repo, query, name, searched) {
    const explicit = query.runId ?? query.triggeringRunId;
    if (explicit !== null) {
        searched.push(`artifact "${name}" in workflow run ${explicit}`);
        const artifact = newest(await runArtifacts(api, repo, explicit, name), name, query.pull);
        // an explicit run is the whole search: falling back could pick another run's transcript
        return artifact ? { artifact, foundBy: query.runId !== null ? "run-id" : "triggering-run" } : null;
    }
    searched.push(`artifact "${name}" in runs for head ${query.sha.slice(0, 12)}`);
    const bySha = await inRuns(api, repo, name, query.pull, { head_sha: query.sha });
    if (bySha)
        return { artifact: bySha, foundBy: "head-sha" };
    searched.push(`runs for branch ${query.pull.headRef}`);
    const byBranch = await inRuns(api, repo, name, query.pull, { branch: query.pull.headRef });
    if (byBranch)
        return { artifact: byBranch, foundBy: "branch" };
    // only a name that carries the head SHA is specific enough to take from anywhere in the repository:
    // a fixed name would pick up another branch's or another PR's newest transcript
    if (!query.pattern.includes("{sha}"))
        return null;
    searched.push(`the repository's artifacts named "${name}"`);
    const { data } = await api.rest.actions.listArtifactsForRepo({ ...repo, name, per_page: PER_PAGE });
    const any = newest(data.artifacts, name, query.pull);
    return any ? { artifact: any, foundBy: "repository" } : null;
}
async function inRuns(api, repo, name, pull, filter) {
    const { data } = await api.rest.actions.listWorkflowRunsForRepo({ ...repo, ...filter, per_page: MAX_RUNS_SEARCHED });
    // a fork's branch may share its name with this PR's branch: only runs of the PR's head repository count
    const runs = data.workflow_runs.filter((run) => run.head_repository?.id === (pull.headRepoId ?? pull.baseRepoId));
    for (const run of runs) {
        const artifact = newest(await runArtifacts(api, repo, run.id, name), name, pull);
        if (artifact)
            return artifact;
    }
    return null;
}
async function runArtifacts(api, repo, runId, name) {
    const { data } = await api.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: runId, name, per_page: PER_PAGE });
    return data.artifacts;
}
/**
 * The newest non-expired artifact with exactly this name, made by a run of the base repository or
 * of the PR's head repository. Any fork's PR run can upload an artifact of any name: without the
 * repository check, a stranger could plant a transcript for this PR.
 */
function newest(artifacts, name, pull) {
    const trusted = new Set([pull.baseRepoId, pull.headRepoId]);
    const live = artifacts.filter((artifact) => !artifact.expired && artifact.name === name && trusted.has(artifact.workflow_run?.head_repository_id ?? null));
    live.sort((a, b) => Date.parse(b.created_at ?? "") - Date.parse(a.created_at ?? "") || b.id - a.id);
    return live[0] ?? null;
}
function describe(artifact, foundBy, query) {
    const run = artifact.workflow_run ?? null;
    const headSha = run?.head_sha?.toLowerCase() ?? null;
    const headBranch = run?.head_branch ?? null;
    const tiedBy = headSha === query.sha || headSha === query.pull.headSha
        ? "run-head"
        : headBranch !== null && headBranch === query.pull.headRef
            ? "run-branch"
            : PLACEHOLDER.test(query.pattern)
                ? "name"
                : null;
    return {
        id: artifact.id,
        name: artifact.name,
        runId: run?.id ?? null,
        headSha,
        headBranch,
        createdAt: artifact.created_at,
        foundBy,
        tiedToPr: tiedBy !== null,
        tiedBy,
    };
}
function warningsFor(provenance, query) {
    const warnings = [];
    if (!provenance.tiedToPr) {
        warnings.push(`the transcript artifact ${provenance.name} (id ${provenance.id}, run ${provenance.runId ?? "unknown"}) was made for `
            + `${provenance.headSha?.slice(0, 12) ?? "an unknown commit"} on ${provenance.headBranch ?? "an unknown branch"}, not for PR `
            + `#${query.pull.number}'s head or branch: it may be another run's transcript`);
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/github/transcript.ts

/** The transcript to verify: the workspace path input, or the artifact found through the API. */
async function locateTranscript(api, inputs, context, pull, sha) {
    if (inputs.transcriptPath !== null) {
        const source = { kind: "path", path: inputs.transcriptPath, artifact: null };
        return { found: true, path: inputs.transcriptPath, source, warnings: [], artifact: null };
    }
    if (inputs.transcriptArtifact === null) {
        return { found: false, message: "no transcript given: set transcript-path or transcript-artifact" };
    }
    const result = await fetchTranscriptArtifact(api, context.repo, {
        pattern: inputs.transcriptArtifact,
        pull,
        sha,
        runId: inputs.transcriptRunId,
        triggeringRunId: context.triggeringRunId,
        runnerTemp: context.runnerTemp,
    });
    if (!result.found) {
        return { found: false, message: `no transcript artifact found; searched ${result.searched.join(", then ")}` };
    }
    const source = { kind: "artifact", path: result.path, artifact: result.provenance };
    return { found: true, path: result.path, source, warnings: result.warnings, artifact: result.binding };
}

;// CONCATENATED MODULE: ./src/github/verify-work.ts














/**
 * What the action does for a PR the gate let through: load the agent's transcript, verify it
 * against the PR, and bind the verdict to the head. Loaded only after the gate.
 */
/** The judge reads its key from this variable of the environment verify() is given, never the runner's. */
const API_KEY_VAR = "AGENT_VERDICT_API_KEY";
/** An agent without a transcript: the diff-only checks, and `neutral` at best. */
async function verifyDiffOnly(api, inputs, context, pull, sha) {
    const changes = await readChanges(api, inputs, context, pull);
    const diff = inputs.diffPath !== null ? await readRegularFile(inputs.diffPath) : changes.diff;
    const report = await diffOnlyReport(diff, inputs.repoPath);
    const { number, headSha, baseSha, changedFiles } = pull;
    const warnings = changes.status === "unknown" && changes.note !== null ? [changes.note] : [];
    const pullRequest = { number, headSha, baseSha, changedFiles, changes: changes.status };
    const full = { ...report, source: null, pullRequest, warnings };
    const notes = warnings.map((text) => ({ text, warning: true }));
    return { report: full, markdown: (0,github_body/* withNotes */.ci)((0,comment/* renderComment */.wQ)({ ...full, warnings: [] }, { sha }), notes) };
}
/** A file input's text; a device or a pipe (which may never end) or an unreadable path reads as unknown. */
async function readRegularFile(path) {
    const info = await (0,promises_.stat)(path).catch(() => null);
    return info?.isFile() ? (0,promises_.readFile)(path, "utf8").catch(() => null) : null;
}
async function verifyAgentWork(api, inputs, context, pull, sha) {
    const warnings = [];
    const changes = await readChanges(api, inputs, context, pull);
    if (changes.status === "unknown" && changes.note !== null)
        warnings.push(changes.note);
    let report;
    let source = null;
    try {
        const located = await locateTranscript(api, inputs, context, pull, sha);
        if (!located.found)
            report = missingTranscript(located.message, inputs.missingTranscript);
        else {
            const { baseUrl, model, repeats, tokenBudget } = inputs.judge;
            source = located.source;
            warnings.push(...located.warnings);
            // the diff is read for the rubric only when the rubric is a file in the checkout, not a preset
            const diffPath = inputs.diffPath;
            const changedPaths = async () => changedPathsOf(diffPath !== null ? await (0,promises_.readFile)(diffPath, "utf8").catch(() => null) : changes.diff);
            const rubric = await trustedCriteria(api, context.repo, pull, inputs.judge.criteria, context.workspace, changedPaths);
            if (rubric.note !== null)
                warnings.push(rubric.note);
            const { criteria } = rubric;
            const result = await verify({
                transcriptPath: located.path,
                format: inputs.format,
                diff: inputs.diffPath !== null ? { path: inputs.diffPath } : textSource(changes.diff),
                prBody: inputs.prBodyPath !== null ? { path: inputs.prBodyPath } : { text: pull.body },
                repoDir: inputs.repoPath ?? undefined,
                maxTranscriptBytes: inputs.maxTranscriptBytes ?? undefined,
                noLlm: !inputs.judge.enabled,
                judge: { ...inputs.judge.tuning, criteria, baseUrl, model, repeats, tokenBudget, apiKeyEnv: API_KEY_VAR },
                env: { [API_KEY_VAR]: inputs.judge.apiKey ?? undefined },
                sha,
            });
            if (result.inputError !== null)
                core/* error */.z3(`agent-verdict: ${result.inputError}`);
            const sidecar = await readSidecar(located.path);
            const binding = bindingCheck({ source, sidecar, artifact: located.artifact, sha, baseRepoId: pull.baseRepoId });
            const rules = { unexplainedChanges: inputs.unexplainedChanges };
            report = result.inputError !== null ? result.report : capVerdict(result.report, [binding], rules);
        }
    }
    catch (error) {
        core/* error */.z3(`agent-verdict: ${(0,errors/* oneLine */.T)(error)}`);
        report = (0,build/* errorReport */.Z)(`could not load the transcript: ${(0,errors/* oneLine */.T)(error)}`);
    }
    for (const warning of warnings)
        core/* warning */.$e(`agent-verdict: ${warning}`);
    const { number, headSha, baseSha, changedFiles } = pull;
    const pullRequest = { number, headSha, baseSha, changedFiles, changes: changes.status };
    const full = { ...report, source, pullRequest, warnings: [...(report.warnings ?? []), ...warnings] };
    const notes = [...sourceNote(source), ...warnings.map((text) => ({ text, warning: true }))];
    // the action's own warnings are shown once, as notes above the verdict; verify()'s stay in the body
    const body = (0,comment/* renderComment */.wQ)({ ...full, warnings: report.warnings ?? [] }, { sha });
    return { report: full, markdown: (0,github_body/* withNotes */.ci)(body, notes) };
}
async function readChanges(api, inputs, context, pull) {
    if (inputs.diffPath !== null)
        return { diff: null, status: "complete", note: null };
    try {
        return await (0,pr/* getChanges */.yK)(api, context.repo, pull);
    }
    catch (error) {
        return { diff: null, status: "unknown", note: `PR changes unknown: could not read them (${(0,errors/* oneLine */.T)(error)})` };
    }
}
function textSource(text) {
    return text === null ? undefined : { text };
}
/** No transcript is never a pass: `error` by default, `neutral` (score 0, no evidence) when asked. */
function missingTranscript(message, verdict) {
    const report = (0,build/* errorReport */.Z)(message);
    const summary = `The agent's work could not be verified: ${message}.`;
    if (verdict === "error")
        return { ...report, summary };
    return { ...report, verdict: "neutral", score: 0, summary };
}
const FOUND_BY = {
    "run-id": "in the run given by transcript-run-id",
    "triggering-run": "in the run that triggered this one",
    "head-sha": "in a run for the PR head",
    branch: "in a run for the PR branch",
    repository: "among the repository's artifacts",
};
/** One line on where an artifact transcript came from; a path input needs no note. */
function sourceNote(source) {
    const artifact = source?.artifact;
    if (!artifact)
        return [];
    const text = `transcript from artifact ${artifact.name} (id ${artifact.id}) of run ${artifact.runId ?? "unknown"} `
        + `for ${artifact.headSha?.slice(0, 12) ?? "an unknown commit"}, found ${FOUND_BY[artifact.foundBy]}`;
    return [{ text, warning: false }];
}


/***/ }),

/***/ 3822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ DEFAULT_PRESET),
/* harmony export */   K9: () => (/* binding */ resolveCriteria),
/* harmony export */   RQ: () => (/* binding */ verificationPatterns),
/* harmony export */   fG: () => (/* binding */ PRESETS),
/* harmony export */   xW: () => (/* binding */ parseRubric)
/* harmony export */ });
/* unused harmony exports parseFrontMatter, criteriaDir, loadPreset */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _checks_requirements_spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5917);
/**
 * Rubrics: markdown files in the top-level `criteria/` folder (or a user's file). Layout:
 * optional front matter (deterministic settings), `# title`, optional `## Ground Truth Note`,
 * `## Criteria`, then `### Criterion Name {#optional_id}` with its instruction. HTML comments are
 * author notes the judge never sees. The parser fails closed; the resolver falls back to the
 * default preset loudly, since a rubric typo must not switch the gate off.
 */




const PRESETS = ["coding", "debug", "terminal", "swe"];
const DEFAULT_PRESET = "coding";
const SETTING_KEYS = ["blocking", "verification", "requirements"];
/** Ids become cache keys and report fields; a bound keeps them readable. */
const MAX_ID_LENGTH = 40;
function slug(text) {
    const id = text.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
    return id.slice(0, MAX_ID_LENGTH).replace(/_+$/, "") || "criterion";
}
function unquote(value) {
    const v = value.trim();
    return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v;
}
/** A small front-matter subset: `key: [a, b]`, `key: value`, or `key:` then `- item` lines. */
function parseFrontMatter(block, source) {
    const values = new Map();
    let current = null;
    for (const raw of block.split("\n")) {
        const line = raw.replace(/\s+#.*$/, "").trimEnd();
        if (line.trim() === "" || line.trim().startsWith("#"))
            continue;
        const item = /^\s*-\s+(.*)$/.exec(line);
        if (item && current !== null) {
            values.get(current).push(unquote(item[1]));
            continue;
        }
        const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
        if (!pair)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${source}: front matter line not understood: ${line.trim()}`);
        const key = pair[1];
        if (!SETTING_KEYS.includes(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${source}: unknown front matter key "${key}" (known: ${SETTING_KEYS.join(", ")})`);
        }
        const value = pair[2].trim();
        const list = /^\[(.*)\]$/.exec(value);
        values.set(key, list ? list[1].split(",").map(unquote).filter((v) => v !== "") : value === "" ? [] : [unquote(value)]);
        current = key;
    }
    const verification = values.get("verification") ?? [];
    for (const pattern of verification) {
        try {
            new RegExp(pattern, "i");
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${source}: verification pattern ${JSON.stringify(pattern)} is not a regular expression: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .T)(error)}`);
        }
    }
    const requirements = (values.get("requirements") ?? []).map((item) => (0,_checks_requirements_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRequirement */ .pP)(item, source));
    return { blocking: values.get("blocking") ?? null, verification, requirements };
}
function splitFrontMatter(text, source) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
    if (!match)
        return { settings: { blocking: null, verification: [] }, body: text };
    return { settings: parseFrontMatter(match[1], source), body: text.slice(match[0].length) };
}
/** Parses a rubric; throws InputError when it has no criteria or a criterion has no instruction. */
function parseRubric(markdown, source) {
    const { settings, body } = splitFrontMatter(markdown.replace(/<!--[\s\S]*?-->/g, ""), source);
    let title = "";
    let groundTruthNote = "";
    const criteria = [];
    let section = null;
    let buffer = [];
    let current = null;
    const flush = () => {
        const text = buffer.join("\n").trim();
        if (current !== null)
            criteria.push({ ...current, instruction: text });
        else if (section === "note" && groundTruthNote === "")
            groundTruthNote = text;
        current = null;
        buffer = [];
    };
    for (const line of body.split(/\r?\n/)) {
        if (/^#\s/.test(line)) {
            if (title === "")
                title = line.slice(2).trim();
        }
        else if (/^##\s/.test(line)) {
            flush();
            const heading = line.slice(3).trim().toLowerCase();
            section = heading.includes("ground truth") ? "note" : heading.includes("criteri") ? "criteria" : null;
        }
        else if (/^###\s/.test(line) && section === "criteria") {
            flush();
            const heading = line.slice(4).trim();
            const anchored = /^(.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(heading);
            const name = anchored ? anchored[1].trim() : heading;
            let id = anchored ? anchored[2] : slug(heading);
            for (let n = 2; criteria.some((c) => c.id === id); n += 1)
                id = `${anchored ? anchored[2] : slug(heading)}_${n}`;
            current = { id, name };
        }
        else
            buffer.push(line);
    }
    flush();
    if (criteria.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${source}: no criteria found; add a "## Criteria" section with "### Criterion Name" headings`);
    }
    const blank = criteria.filter((c) => c.instruction === "").map((c) => c.id);
    if (blank.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${source}: criteria without an instruction: ${blank.join(", ")}`);
    return { title: title || source, groundTruthNote, criteria, settings, source };
}
/**
 * The shipped `criteria/` folder, found relative to this module: `../criteria/` from the bundle in
 * `dist/`, `../../criteria/` from `src/judge/`. Paths are joined at run time so the bundler leaves
 * them alone instead of relocating the folder.
 */
function criteriaDir() {
    const ups = ["..", "../.."];
    for (const up of ups) {
        const dir = (0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(new URL([up, "criteria", ""].join("/"), import.meta.url));
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`${dir}${DEFAULT_PRESET}.md`))
            return dir;
    }
    throw new Error(`the criteria/ folder is missing next to ${(0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url)}; the build must ship it`);
}
function loadPreset(name) {
    const rubric = parseRubric((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`${criteriaDir()}${name}.md`, "utf8"), `preset:${name}`);
    return { ...rubric, source: `preset:${name}` };
}
function isPreset(value) {
    return PRESETS.includes(value);
}
function loadRubric(presetOrPath) {
    if (isPreset(presetOrPath))
        return loadPreset(presetOrPath);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(presetOrPath) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(presetOrPath).isFile()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`"${presetOrPath}" is neither a preset (${PRESETS.join(", ")}) nor a rubric file`);
    }
    return parseRubric((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(presetOrPath, "utf8"), presetOrPath);
}
/** A preset name or a rubric file; on any problem the default preset, with the reason to show. */
function resolveCriteria(presetOrPath) {
    const wanted = presetOrPath?.trim() || DEFAULT_PRESET;
    try {
        return { rubric: loadRubric(wanted), fallbackReason: null };
    }
    catch (error) {
        // a rubric's requirements dropped by a fallback would let through work its author meant to stop
        if (wanted === DEFAULT_PRESET || error instanceof _checks_requirements_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .RequirementError */ .Kr)
            throw error;
        const reason = `criteria "${wanted}" could not be used (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .T)(error)}); judged with the "${DEFAULT_PRESET}" preset instead`;
        return { rubric: loadPreset(DEFAULT_PRESET), fallbackReason: reason };
    }
}
/** The rubric's verification patterns compiled (validated at parse time). */
function verificationPatterns(rubric) {
    return rubric.settings.verification.map((source) => new RegExp(source, "i"));
}


/***/ }),

/***/ 338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ TrajectoryBuilder)
});

// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/transcript/command.ts
var command = __webpack_require__(1507);
// EXTERNAL MODULE: ./src/transcript/json.ts
var json = __webpack_require__(162);
// EXTERNAL MODULE: ./src/transcript/shell-writes.ts + 1 modules
var shell_writes = __webpack_require__(8138);
;// CONCATENATED MODULE: ./src/transcript/edits.ts


/** Tools that change one file named in their input, and the kind of change each makes. */
const FILE_EDIT_TOOLS = (0,json/* lookupTable */.zf)({
    edit: "update",
    multiedit: "update",
    multi_edit: "update",
    notebookedit: "update",
    replace: "update",
    edit_file: "update",
    str_replace: "update",
    write: "unknown",
    write_file: "unknown",
    create_file: "create",
    write_to_file: "unknown",
    replace_in_file: "update",
    delete_file: "delete",
});
const PATH_FIELDS = ["file_path", "path", "notebook_path", "target_file", "filename", "absolute_path"];
const PATCH_COMMAND = /^\s*apply_patch\b[\s\S]*\*\*\* Begin Patch/;
const EDITOR_TOOLS = new Set(["str_replace_editor", "str_replace_based_edit_tool", "edit_tool"]);
const EDITOR_KINDS = (0,json/* lookupTable */.zf)({ create: "create", str_replace: "update", insert: "update" });
/** The files a tool call changed, read from its name and input. Shell edits are read from the command. */
function changesOf(name, input, command) {
    const tool = name.toLowerCase();
    const path = PATH_FIELDS.map((field) => (0,json/* str */.gx)(input[field])).find((value) => value) ?? null;
    const fileKind = FILE_EDIT_TOOLS[tool];
    if (fileKind && path)
        return [{ path, kind: fileKind }];
    if (EDITOR_TOOLS.has(tool)) {
        const kind = EDITOR_KINDS[(0,json/* str */.gx)(input.command) ?? ""];
        return kind && path ? [{ path, kind }] : [];
    }
    if (tool === "apply_patch")
        return patchChanges((0,json/* str */.gx)(input.patch) ?? (0,json/* str */.gx)(input.input) ?? command ?? "");
    // Codex before custom tools ran `apply_patch` through its shell tool, the patch as an argument
    if (command !== null && PATCH_COMMAND.test(command))
        return patchChanges(command);
    if (command !== null)
        return shellChanges(command, name, input);
    return [];
}
/** `*** Add File: p` / `*** Update File: p` / `*** Delete File: p` headers of an apply_patch body. */
function patchChanges(patch) {
    const kinds = (0,json/* lookupTable */.zf)({ Add: "create", Update: "update", Delete: "delete", "Move to": "create" });
    const changes = [];
    for (const match of patch.matchAll(/^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* (Move to): (.+)$/gm)) {
        const verb = match[1] ?? match[3] ?? "";
        const path = (match[2] ?? match[4] ?? "").trim();
        if (path)
            changes.push({ path, kind: kinds[verb] ?? "unknown" });
    }
    return changes;
}
/** Tool names that run PowerShell or cmd rather than a POSIX shell. */
const WINDOWS_SHELL = /powershell|pwsh|\bcmd\b/i;
/** A command that reads as PowerShell or cmd: a file cmdlet, or a drive-letter path. */
const WINDOWS_COMMAND = /\b(?:Set|Add|Remove|New|Copy|Move|Get|Out)-(?:Content|Item|File|ChildItem)\b|(?:^|[\s"'])[A-Za-z]:\\/i;
/**
 * Files a shell command writes, read with a shell tokenizer (see shell-writes.ts): redirections
 * to files, file commands, inline scripts. The directory is the call's own (`workdir`, `cwd`)
 * when it states one; `cd` inside the command moves it.
 */
function shellChanges(command, tool = "", input = {}) {
    const cwd = (0,json/* str */.gx)(input.workdir) ?? (0,json/* str */.gx)(input.cwd) ?? (0,json/* str */.gx)(input.working_directory) ?? null;
    const windows = WINDOWS_SHELL.test(tool) || WINDOWS_COMMAND.test(command);
    return (0,shell_writes/* shellWrites */.h)(command, { cwd, windows });
}

// EXTERNAL MODULE: ./src/transcript/task.ts
var task = __webpack_require__(8677);
// EXTERNAL MODULE: ./src/transcript/text.ts
var transcript_text = __webpack_require__(7199);
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
    retained = 0;
    olderChars = FIRST_OLDER_OUTPUT_CHARS;
    /** Calls before this index are cut to `olderChars` already. */
    cutBefore = 0;
    /** Length before the budget cut, of each output it cut: a second cut still names what is gone. */
    wholeChars = new Map();
    cut = false;
    constructor(calls) {
        this.calls = calls;
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
            call.output = (0,transcript_text/* cutMiddle */.it)(output, this.olderChars, whole);
            this.wholeChars.set(index, whole);
            this.retained += call.output.length - output.length;
        }
        this.cutBefore = Math.max(this.cutBefore, to);
    }
}

;// CONCATENATED MODULE: ./src/transcript/builder.ts






/**
 * Collects what a format reader finds, pairs tool results with their calls, and derives the
 * parts every format shares (shell commands, edits, task, final answer) in one place.
 */
class TrajectoryBuilder {
    format;
    messages = [];
    calls = [];
    outputBudget = new OutputBudget(this.calls);
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
        this.messages.push({ role, text: this.clean(text), step });
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
        this.cwd = cwd ? cwd.replace(/\/+$/, "") : this.cwd;
    }
    setMeta(meta) {
        // the per-record call with only `records` is the hot path of a large transcript
        if (meta.records !== undefined && Object.keys(meta).length === 1) {
            this.meta.records = meta.records;
            return;
        }
        for (const [key, value] of Object.entries(meta)) {
            if (value !== null && value !== undefined)
                Object.assign(this.meta, { [key]: value });
        }
    }
    warn(warning) {
        this.warnings.push(warning);
    }
    get callCount() {
        return this.calls.length;
    }
    build() {
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
        Object.assign(call, { isError: result.isError, exitCode: result.exitCode, resultStep: result.step });
        this.setOutput(index, result.output);
        if (result.editKind)
            this.editKinds.set(index, result.editKind);
    }
    /** Edits are the changes of calls that did not fail; a failed edit changed nothing. */
    edits() {
        return this.calls.flatMap((call, index) => {
            if (call.isError)
                return [];
            const changes = this.statedChanges.get(index) ?? changesOf(call.name, call.input, call.command);
            return changes.map((change) => ({
                path: this.relative(change.path),
                kind: change.kind === "unknown" ? (this.editKinds.get(index) ?? "unknown") : change.kind,
                step: call.step,
                toolCall: index,
                inferred: change.inferred === true,
            }));
        });
    }
    setOutput(index, raw) {
        const call = this.calls[index];
        const before = call.output;
        call.output = this.clean(raw);
        this.outputBudget.replaced(index, before, call.output.length < raw.length ? raw.length : undefined);
    }
    clean(raw) {
        const { text, images, cut } = (0,transcript_text/* cleanText */.X5)(raw);
        this.cleaned.images += images;
        if (cut)
            this.cleaned.cut += 1;
        return text;
    }
    cleaningWarnings() {
        const warnings = [];
        if (this.cleaned.images > 0)
            warnings.push(`${this.cleaned.images} inline base64 image(s) dropped, a marker kept`);
        if (this.cleaned.cut > 0)
            warnings.push(`${this.cleaned.cut} text(s) over ${transcript_text/* MAX_TEXT_CHARS */.h5} chars cut in the middle`);
        const olderChars = this.outputBudget.olderOutputChars;
        if (olderChars !== null) {
            warnings.push(`tool outputs over ${RETAINED_OUTPUT_CHARS} chars in all: outputs before the last ${RECENT_OUTPUTS} calls cut to ${olderChars} chars (head and tail)`);
        }
        return warnings;
    }
    relative(path) {
        if (this.cwd && path.startsWith(`${this.cwd}/`))
            return path.slice(this.cwd.length + 1);
        return path.replace(/^\.\//, "");
    }
    lastAssistantText() {
        return this.messages.findLast((message) => message.role === "assistant")?.text.trim() ?? null;
    }
}


/***/ }),

/***/ 2452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ stripWrappers),
/* harmony export */   w: () => (/* binding */ commandWrites)
/* harmony export */ });
const writes = (words, kind) => words.map((word) => ({ word, kind }));
/** Options that take a value as the next word, per command (so the value is not read as a file). */
const VALUE_OPTIONS = {
    sed: /^-[a-zA-Z]*[ef]$|^--(?:expression|file)$/,
    perl: /^-[a-zA-Z]*e$/,
    cp: /^-[tS]$|^--(?:target-directory|suffix)$/,
    mv: /^-[tS]$|^--(?:target-directory|suffix)$/,
    install: /^-[mogtS]$|^--(?:mode|owner|group|target-directory|suffix)$/,
    ln: /^-[tS]$|^--(?:target-directory|suffix)$/,
    touch: /^-[dtr]$|^--(?:date|reference)$/,
    truncate: /^-[sr]$|^--(?:size|reference)$/,
    tee: /^$/,
    rm: /^$/,
};
/** The command's operands: words that are not options, nor the values of options. */
function operands(verb, args) {
    const takesValue = VALUE_OPTIONS[verb] ?? /^$/;
    const result = [];
    let optionsEnded = false;
    for (let index = 0; index < args.length; index += 1) {
        const text = args[index].text;
        if (!optionsEnded && text === "--")
            optionsEnded = true;
        else if (!optionsEnded && text.startsWith("-") && text.length > 1)
            index += Number(takesValue.test(text));
        else
            result.push(args[index]);
    }
    return result;
}
/** `cp a b`, `cp a b dir/`, `cp -t dir a b`: the files written, and the sources. */
function copyTargets(verb, args) {
    const targetOption = args.findIndex((arg) => arg.text === "-t" || arg.text === "--target-directory");
    const files = operands(verb, args);
    const directory = targetOption >= 0 ? args[targetOption + 1] : files.length >= 2 ? files[files.length - 1] : undefined;
    if (!directory)
        return { sources: [], written: [] };
    const sources = targetOption >= 0 ? files : files.slice(0, -1);
    const intoDirectory = targetOption >= 0 || sources.length > 1 || /[\\/]$|^\.\.?$/.test(directory.text);
    const written = intoDirectory
        ? sources.map((source) => ({ text: `${directory.text.replace(/[\\/]$/, "")}/${source.text.split("/").pop()}`, literal: directory.literal && source.literal }))
        : [directory];
    return { sources, written };
}
function sedOrPerlInPlace(verb, args) {
    const inPlace = args.some((arg) => (verb === "sed" ? /^-[a-zA-Z]*i|^--in-place/ : /^-[a-zA-Z]*i/).test(arg.text));
    if (!inPlace)
        return [];
    const scriptOption = VALUE_OPTIONS[verb];
    // BSD sed spells "no backup" as a separate empty word: `sed -i '' 's/a/b/' f`
    const files = operands(verb, args).filter((word) => word.text !== "");
    // the script is the value of -e (or -f); without one it is the first operand
    return writes(args.some((arg) => scriptOption.test(arg.text)) ? files : files.slice(1), "update");
}
/** `-o file` / `--output file` / `-ofile` / `--output=file`, for curl and wget. */
function optionValue(args, short, long) {
    for (let index = 0; index < args.length; index += 1) {
        const text = args[index].text;
        if (text === short || text === long)
            return args[index + 1];
        if (text.startsWith(`${long}=`))
            return { ...args[index], text: text.slice(long.length + 1) };
        if (text.startsWith(short) && text.length > short.length && !text.startsWith("--"))
            return { ...args[index], text: text.slice(short.length) };
    }
    return undefined;
}
const UNIX = {
    tee: (args) => writes(operands("tee", args), "unknown"),
    touch: (args) => writes(operands("touch", args), "unknown"),
    truncate: (args) => writes(operands("truncate", args), "update"),
    rm: (args) => writes(operands("rm", args), "delete"),
    unlink: (args) => writes(operands("rm", args), "delete"),
    sed: (args) => sedOrPerlInPlace("sed", args),
    perl: (args) => sedOrPerlInPlace("perl", args),
    cp: (args) => writes(copyTargets("cp", args).written, "unknown"),
    install: (args) => (args.some((arg) => arg.text === "-d") ? [] : writes(copyTargets("install", args).written, "unknown")),
    mv: (args) => {
        const { sources, written } = copyTargets("mv", args);
        return [...writes(sources, "delete"), ...writes(written, "unknown")];
    },
    ln: (args) => {
        const files = operands("ln", args);
        return files.length >= 2 ? writes(files.slice(-1), "create") : [];
    },
    dd: (args) => writes(args.filter((arg) => arg.text.startsWith("of=")).map((arg) => ({ ...arg, text: arg.text.slice(3) })), "unknown"),
    curl: (args) => {
        const output = optionValue(args, "-o", "--output");
        return output ? writes([output], "unknown") : [];
    },
    wget: (args) => {
        const output = optionValue(args, "-O", "--output-document");
        return output && output.text !== "-" ? writes([output], "unknown") : [];
    },
};
/** PowerShell parameters that take a value; every other `-Name` is a switch. */
const PS_VALUE_PARAMS = /^-(?:path|literalpath|filepath|destination|value|encoding|itemtype|name|filter|include|exclude|inputobject|width|delimiter|target)(?::.*)?$/i;
function powershellArgs(args) {
    const named = new Map();
    const positional = [];
    for (let index = 0; index < args.length; index += 1) {
        const word = args[index];
        const param = /^-([A-Za-z]+)(?::(.*))?$/.exec(word.text);
        if (!param)
            positional.push(word);
        else if (param[2] !== undefined)
            named.set(param[1].toLowerCase(), { ...word, text: param[2] });
        else if (PS_VALUE_PARAMS.test(word.text) && args[index + 1])
            named.set(param[1].toLowerCase(), args[++index]);
    }
    return { named, positional };
}
function psPath(args) {
    const { named, positional } = powershellArgs(args);
    const path = named.get("path") ?? named.get("literalpath") ?? named.get("filepath") ?? positional[0];
    return path ? [path] : [];
}
function psCopy(args, moves) {
    const { named, positional } = powershellArgs(args);
    const source = named.get("path") ?? named.get("literalpath") ?? positional[0];
    const destination = named.get("destination") ?? positional[named.has("path") || named.has("literalpath") ? 0 : 1];
    return [...(moves && source ? writes([source], "delete") : []), ...(destination ? writes([destination], "unknown") : [])];
}
/** cmd's own switches (`/q`, `/s`, `/y`), distinct from a Unix path such as `/app`. */
const CMD_SWITCH = /^\/[A-Za-z](?::\S*)?$|^-/;
const WINDOWS = {
    "set-content": (args) => writes(psPath(args), "unknown"),
    "add-content": (args) => writes(psPath(args), "update"),
    ac: (args) => writes(psPath(args), "update"),
    "out-file": (args) => writes(psPath(args), "unknown"),
    "remove-item": (args) => writes(psPath(args), "delete"),
    ri: (args) => writes(psPath(args), "delete"),
    "new-item": (args) => (/^dir/i.test(powershellArgs(args).named.get("itemtype")?.text ?? "") ? [] : writes(psPath(args), "create")),
    ni: (args) => (/^dir/i.test(powershellArgs(args).named.get("itemtype")?.text ?? "") ? [] : writes(psPath(args), "create")),
    "copy-item": (args) => psCopy(args, false),
    "move-item": (args) => psCopy(args, true),
    del: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)), "delete"),
    erase: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)), "delete"),
    copy: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)).slice(1, 2), "unknown"),
    move: (args) => {
        const files = args.filter((arg) => !CMD_SWITCH.test(arg.text));
        return files.length === 2 ? [...writes(files.slice(0, 1), "delete"), ...writes(files.slice(1), "unknown")] : [];
    },
};
/** The files a simple command writes by what it is (not by its redirections). */
function commandWrites(words, windows) {
    const [verb, ...args] = stripWrappers(words);
    if (!verb || !verb.literal)
        return [];
    const name = verb.text.split(/[\\/]/).pop().replace(/\.exe$/i, "");
    const lower = name.toLowerCase();
    const handler = Object.hasOwn(UNIX, name) ? UNIX[name] : Object.hasOwn(WINDOWS, lower) ? WINDOWS[lower] : undefined;
    // `copy` and `move` are cmd's only when the command is read as Windows (Unix has no such tools)
    if (!handler || (!windows && ["copy", "move"].includes(lower)))
        return [];
    return handler(args);
}
const WRAPPERS = new Set(["sudo", "env", "nohup", "exec", "command", "nice", "stdbuf", "time", "builtin"]);
const PROJECT_RUNNERS = new Set(["uv", "poetry", "pipenv", "pdm", "hatch"]);
/** The command's own words, without `sudo`, `env VAR=x`, `timeout 5`, `uv run` and the like. */
function stripWrappers(words) {
    let rest = words;
    for (;;) {
        while (/^[A-Za-z_]\w*=/.test(rest[0]?.text ?? ""))
            rest = rest.slice(1);
        const head = rest[0]?.text ?? "";
        if (WRAPPERS.has(head)) {
            rest = rest.slice(1);
            while (rest[0]?.text.startsWith("-"))
                rest = rest.slice(/^-[ugCDp]$/.test(rest[0].text) ? 2 : 1);
        }
        else if (head === "timeout") {
            rest = rest.slice(1);
            while (rest[0]?.text.startsWith("-"))
                rest = rest.slice(/^-[sk]$/.test(rest[0].text) ? 2 : 1);
            rest = rest.slice(1);
        }
        else if (PROJECT_RUNNERS.has(head) && rest[1]?.text === "run") {
            rest = rest.slice(2);
        }
        else {
            return rest;
        }
    }
}


/***/ }),

/***/ 1507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ commandOf),
/* harmony export */   u: () => (/* binding */ inputObject)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(162);

/** Input fields that hold a shell command, across agents' shell tools. */
const COMMAND_FIELDS = ["command", "cmd", "keystrokes", "script"];
/**
 * The shell command a tool call ran, or null when it is not a shell call. Argument vectors
 * (`["bash", "-lc", "npm test"]`) are reduced to the script they run.
 */
function commandOf(input) {
    for (const field of COMMAND_FIELDS) {
        const value = input[field];
        if (typeof value === "string" && value.trim() !== "")
            return value;
        if (Array.isArray(value) && value.every((part) => typeof part === "string"))
            return fromArgv(value);
    }
    return null;
}
function fromArgv(argv) {
    const shellFlag = argv.findIndex((part) => /^-\w*c$/.test(part));
    const isShell = shellFlag > 0 && /(?:^|\/)(?:ba|z|da)?sh$/.test(argv[0] ?? "");
    if (isShell && argv[shellFlag + 1])
        return argv[shellFlag + 1] ?? null;
    const joined = argv.join(" ").trim();
    return joined === "" ? null : joined;
}
/** Tool inputs arrive as objects, JSON strings, or bare strings; always give an object. */
function inputObject(value) {
    if ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return value;
    const text = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(value);
    if (text === null)
        return {};
    try {
        const parsed = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(text);
        if ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(parsed))
            return parsed;
    }
    catch {
        // not JSON: keep the raw text below
    }
    return { input: text };
}


/***/ }),

/***/ 162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   P9: () => (/* binding */ mentionsShadowingKey),
/* harmony export */   QL: () => (/* binding */ arr),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   Wh: () => (/* binding */ int),
/* harmony export */   bO: () => (/* binding */ NestingTooDeep),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   zf: () => (/* binding */ lookupTable)
/* harmony export */ });
/* unused harmony exports MAX_JSON_DEPTH, nestsDeeperThan */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
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
const MENTIONS_SHADOWING = /"(?:__proto__|constructor|toString|toLocaleString|valueOf|hasOwnProperty)"/;
/** Whether the text names a key above; false means JSON.parse of any part of it is safe as is. */
function mentionsShadowingKey(text) {
    return MENTIONS_SHADOWING.test(text);
}
/**
 * JSON.parse for untrusted transcript text, without the keys above. The reviver only runs when the
 * text names one of them, so ordinary transcripts parse at full speed. `mayShadow` false skips the
 * check, for a line whose whole piece of text was checked at once.
 */
function parseJson(text, mayShadow = true) {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
        throw new NestingTooDeep();
    if (!mayShadow || !MENTIONS_SHADOWING.test(text))
        return JSON.parse(text);
    return JSON.parse(text, (key, value) => (SHADOWING_KEYS.has(key) ? undefined : value));
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
 * fewer brackets than the bound (nearly all) are told apart by counting them at native speed.
 */
function nestsDeeperThan(text, max) {
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

/***/ 8138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ resolvePath),
  h: () => (/* binding */ shellWrites)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/transcript/command-writes.ts
var command_writes = __webpack_require__(2452);
;// CONCATENATED MODULE: ./src/transcript/script-writes.ts
/**
 * Files a Python or Node script given inline writes, when it names them by a literal path (or a
 * name bound once to a literal): `open('out.json', 'w')`, `Path('x').write_text(…)`,
 * `fs.writeFileSync('x', …)`. A path computed at run time is not in the transcript: left out.
 */
function scriptWrites(code, language) {
    const names = literalNames(code);
    const rules = language === "python" ? PYTHON_RULES : NODE_RULES;
    const changes = [];
    for (const rule of rules) {
        for (const match of code.matchAll(rule.pattern)) {
            if (rule.mode && !rule.mode(match.groups?.mode ?? ""))
                continue;
            for (const [group, kind] of rule.paths) {
                const path = script_writes_valueOf(match.groups?.[group], names);
                if (path !== null)
                    changes.push({ path, kind, inferred: true });
            }
        }
    }
    return changes;
}
/** One argument: a string literal or a bare name (resolved through the script's assignments). */
const ARG = String.raw `(?:[rRbB]?(?:'[^'\n]*'|"[^"\n]*")|[A-Za-z_]\w*)`;
const arg = (name) => `(?<${name}>${ARG})`;
const writesMode = (mode) => /[wax+]/.test(mode);
const PYTHON_RULES = [
    {
        pattern: new RegExp(String.raw `\b(?:io\.|codecs\.)?open\(\s*${arg("path")}\s*,\s*(?:mode\s*=\s*)?[rRbB]?['"](?<mode>[rwabxt+]+)['"]`, "g"),
        paths: [["path", "unknown"]],
        mode: writesMode,
    },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.(?:write_text|write_bytes|touch)\(`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.open\(\s*(?:mode\s*=\s*)?['"](?<mode>[rwabxt+]+)['"]`, "g"), paths: [["path", "unknown"]], mode: writesMode },
    { pattern: new RegExp(String.raw `\b(?<path>[A-Za-z_]\w*)\.(?:write_text|write_bytes)\(`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.unlink\(`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `\bos\.(?:remove|unlink)\(\s*${arg("path")}\s*\)`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `\bshutil\.(?:copy|copy2|copyfile)\(\s*${ARG}\s*,\s*${arg("path")}\s*\)`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\b(?:shutil\.move|os\.rename|os\.replace)\(\s*${arg("from")}\s*,\s*${arg("path")}\s*\)`, "g"), paths: [["from", "delete"], ["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\.(?:to_csv|to_json|to_parquet|to_excel|savefig)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\b(?:np|numpy)\.(?:save|savetxt|savez)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
];
const FS = String.raw `\b(?:fs|fsp|fs\.promises|promises)\.`;
const NODE_RULES = [
    { pattern: new RegExp(String.raw `(?:${FS}|\b)(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `${FS}(?:unlinkSync|unlink|rmSync|rm)\(\s*${arg("path")}`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `${FS}(?:copyFileSync|copyFile|cpSync)\(\s*${ARG}\s*,\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `${FS}(?:renameSync|rename)\(\s*${arg("from")}\s*,\s*${arg("path")}`, "g"), paths: [["from", "delete"], ["path", "unknown"]] },
];
/** Names bound to a literal path once in the script (`out = 'result.json'`, `const p = "x"`). */
function literalNames(code) {
    const seen = new Map();
    const binding = /(?:^|[\s;(,])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(?:Path\(\s*)?[rRbB]?(['"])([^'"\n{}]+)\2\s*\)?\s*(?=$|[;\n,)])/gm;
    for (const match of code.matchAll(binding)) {
        const [name, value] = [match[1], match[3]];
        seen.set(name, seen.has(name) && seen.get(name) !== value ? null : value);
    }
    return new Map([...seen].filter((entry) => entry[1] !== null));
}
/** A literal's text, or the literal a name is bound to; null when neither. */
function script_writes_valueOf(argument, names) {
    if (!argument)
        return null;
    const literal = /^[rRbB]?(['"])(.*)\1$/.exec(argument);
    if (literal)
        return literal[2].includes("{") ? null : literal[2];
    return names.get(argument) ?? null;
}

// EXTERNAL MODULE: ./src/transcript/shell-words.ts
var shell_words = __webpack_require__(540);
;// CONCATENATED MODULE: ./src/transcript/shell-writes.ts




/** Redirections that write their target; `>&` only when its target is a file, not a descriptor. */
const WRITE_REDIRECTS = new Set([">", ">>", ">|", "&>", "&>>", "<>", ">&"]);
/** Targets that are devices or streams, not files of the work (`nul` is cmd's, `$null` PowerShell's). */
const NOT_A_FILE = /^(?:\/dev\/|\/proc\/self\/fd\/)|^(?:nul|con|-)$|^\d+$/i;
/** A recorder's mark that the command was cut here (`…(+56 chars)`): the words before it are incomplete. */
const CUT_MARK = /(?:\.\.\.|…)\s*(?:\(\+?\d+\s*(?:more\s+)?(?:chars|characters|bytes)\)|\[truncated\])\s*$/;
/** Nested shells reached through `bash -c` or heredocs are read to this depth, no further. */
const MAX_NESTING = 4;
/**
 * The files a shell command writes, resolved against the directory it runs in: redirections,
 * file commands (`tee`, `sed -i`, `cp`, `rm`, …), scripts it hands to an interpreter
 * (`python3 - <<EOF`, `node -e`, `bash -c`) and PowerShell/cmd file commands. Paths that hold
 * an expansion or a glob are left out: the path the shell used is not in the transcript.
 */
function shellWrites(command, context, nesting = 0) {
    if (nesting > MAX_NESTING)
        return [];
    const cut = CUT_MARK.exec(command);
    // in a cut command the last word may be partial and the last command's operands incomplete
    // (`mv a b …` has lost its destination): only its redirections before the cut are kept
    const text = cut ? command.slice(0, cut.index).replace(/\S+$/, "") : command;
    const script = (0,shell_words/* parseShell */.a)(text, { windows: context.windows });
    const lastCommand = cut ? script.commands.at(-1) : undefined;
    const changes = [];
    const cwds = [context.cwd];
    for (const cmd of script.commands) {
        cwds.length = Math.min(cwds.length, cmd.depth + 1);
        while (cwds.length < cmd.depth + 1)
            cwds.push(cwds[cwds.length - 1] ?? null);
        const cwd = cwds[cmd.depth] ?? null;
        const next = changeDirectory(cmd, cwd);
        if (next !== undefined && !cmd.piped)
            cwds[cmd.depth] = next;
        const here = { ...context, cwd };
        const complete = cmd !== lastCommand;
        for (const write of [...redirectWrites(cmd), ...(complete ? (0,command_writes/* commandWrites */.w)(cmd.words, context.windows) : [])]) {
            const path = resolvePath(write.word.text, cwd);
            if (write.word.literal && path !== null)
                changes.push({ path, kind: write.kind, inferred: true });
        }
        if (complete)
            changes.push(...embeddedWrites(cmd, here, nesting));
    }
    for (const inner of script.nested)
        changes.push(...shellWrites(inner, context, nesting + 1));
    return dedupe(changes);
}
function redirectWrites(cmd) {
    return cmd.redirects
        .filter((redirect) => WRITE_REDIRECTS.has(redirect.op) && !(redirect.op === ">&" && /^(?:\d+|-)$/.test(redirect.target.text)))
        .map((redirect) => ({ word: redirect.target, kind: "unknown" }));
}
/** Interpreters run a script given inline (`-c`, `-e`) or on stdin (a heredoc); read its writes. */
function embeddedWrites(cmd, context, nesting) {
    const [verb, ...args] = (0,command_writes/* stripWrappers */.D)(cmd.words);
    const name = basename(verb?.text ?? "").toLowerCase();
    const stdin = cmd.redirects.find((redirect) => redirect.body !== undefined || redirect.op === "<<<");
    const inline = (flags) => args.findIndex((arg) => flags.test(arg.text));
    const runsStdin = (flagged) => flagged === -1 && (args.every((arg) => arg.text.startsWith("-")) || args.some((arg) => arg.text === "-"));
    const stdinText = stdin ? (stdin.body ?? stdin.target.text) : null;
    if (/^python(?:\d+(?:\.\d+)?)?$/.test(name)) {
        const flagged = inline(/^-\w*c$/);
        const code = flagged >= 0 ? (args[flagged + 1]?.text ?? null) : runsStdin(flagged) ? stdinText : null;
        return code === null ? [] : resolveAll(scriptWrites(code, "python"), context.cwd);
    }
    if (name === "node" || name === "nodejs" || name === "deno" || name === "bun") {
        const flagged = inline(/^(?:-e|-p|--eval|--print)$/);
        const code = flagged >= 0 ? (args[flagged + 1]?.text ?? null) : runsStdin(flagged) ? stdinText : null;
        return code === null ? [] : resolveAll(scriptWrites(code, "node"), context.cwd);
    }
    if (/^(?:ba|z|da|k)?sh$/.test(name)) {
        const flagged = inline(/^-\w*c$/);
        const code = flagged >= 0 ? (args[flagged + 1]?.text ?? null) : runsStdin(flagged) ? stdinText : null;
        return code === null ? [] : shellWrites(code, context, nesting + 1);
    }
    if (name === "powershell" || name === "pwsh" || name === "powershell.exe" || name === "pwsh.exe") {
        const flagged = inline(/^-(?:c|command)$/i);
        const code = flagged >= 0 ? args.slice(flagged + 1).map((arg) => arg.text).join(" ") : null;
        return code === null ? [] : shellWrites(code, { ...context, windows: true }, nesting + 1);
    }
    return [];
}
/** `cd dir` gives the directory later commands run in; undefined when the command is not a `cd`. */
function changeDirectory(cmd, cwd) {
    const [verb, target] = cmd.words;
    if (verb?.text !== "cd" && verb?.text !== "pushd" && verb?.text !== "Set-Location")
        return undefined;
    if (!target || !target.literal || target.text === "-" || target.text.startsWith("~"))
        return null;
    return resolvePath(target.text, cwd);
}
/** A path as the shell meant it: joined to the directory it ran in, normalized; null for devices. */
function resolvePath(path, cwd) {
    const trimmed = path.trim();
    if (trimmed === "" || NOT_A_FILE.test(trimmed))
        return null;
    if (/^[A-Za-z]:[\\/]|^\\\\/.test(trimmed))
        return trimmed;
    if (trimmed.startsWith("/") || trimmed.startsWith("~"))
        return external_node_path_.posix.normalize(trimmed);
    const joined = external_node_path_.posix.normalize(cwd ? external_node_path_.posix.join(cwd, trimmed) : trimmed);
    return joined === "." ? null : joined.replace(/\/$/, "");
}
function resolveAll(changes, cwd) {
    return changes.flatMap((change) => {
        const path = resolvePath(change.path, cwd);
        return path === null ? [] : [{ ...change, path }];
    });
}
function basename(path) {
    return path.split(/[\\/]/).pop() ?? path;
}
function dedupe(changes) {
    const seen = new Set();
    return changes.filter((change) => {
        const key = `${change.kind}\u0000${change.path}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}


/***/ }),

/***/ 5440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ siblingSubagentFiles),
/* harmony export */   K0: () => (/* binding */ isZip),
/* harmony export */   WA: () => (/* binding */ candidateHead),
/* harmony export */   XK: () => (/* binding */ folderCandidates),
/* harmony export */   a7: () => (/* binding */ zipCandidates),
/* harmony export */   nv: () => (/* binding */ eventLogCandidates)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1581);
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
function zipCandidates(data, source, expandedBytes = _zip_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_EXPANDED_BYTES */ .z) {
    try {
        const { entries, skipped } = (0,_zip_js__WEBPACK_IMPORTED_MODULE_3__/* .readZip */ .ue)(data, (name) => TRANSCRIPT_NAME.test(name), { entries: _zip_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ZIP_ENTRIES */ .ib, expandedBytes });
        const warnings = skipped.map((name) => `${source}: entry ${JSON.stringify(name)} has an unsafe path or compression, skipped`);
        const files = entries.map(({ name, bytes }) => ({ name, text: new TextDecoder().decode(bytes), bytes: bytes.length }));
        return { files, warnings };
    }
    catch (error) {
        if (error instanceof _zip_js__WEBPACK_IMPORTED_MODULE_3__/* .ZipProblem */ .ns)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d(`${source}: ${error.message}`);
        throw error;
    }
}
async function folderCandidates(root, expandedBytes = _zip_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_EXPANDED_BYTES */ .z) {
    const paths = await walk(root);
    const files = [];
    const warnings = [];
    let total = 0;
    for (const path of paths) {
        const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path)).size;
        if (total + size > expandedBytes) {
            warnings.push(`${root}: stopped reading at ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path)}: over ${expandedBytes} bytes of candidates`);
            break;
        }
        total += size;
        files.push(fileOnDisk((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path).split("\\").join("/"), path, size));
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
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, "utf8");
        },
    };
}
/** About the first `size` chars of a candidate's text (bytes of a file on disk, without reading the rest). */
function candidateHead(file, size) {
    if (file.path === undefined)
        return file.text.slice(0, size);
    const bytes = size;
    const head = Buffer.alloc(bytes);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file.path, "r");
    try {
        return head.toString("utf8", 0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, bytes, 0));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
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
            const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true }).catch(() => []);
            for (const entry of entries) {
                seen += 1;
                const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, entry.name);
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
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(sessionPath);
    const nested = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(sessionPath).replace(/\.jsonl$/, ""), "subagents");
    const inNested = await jsonlFiles(nested);
    const beside = sessionId === null ? [] : (await jsonlFiles(dir)).filter((path) => /(?:^|\/)agent-[^/]*\.jsonl$/.test(path));
    const files = [];
    const paths = [...inNested, ...beside].filter((path) => path !== (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(sessionPath)));
    for (const path of paths.slice(0, MAX_SUBAGENT_FILES)) {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, "utf8");
        const ofSession = inNested.includes(path) || text.slice(0, SESSION_PROBE_CHARS).includes(`"sessionId":"${sessionId}"`);
        if (ofSession)
            files.push({ name: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(dir, path).split("\\").join("/"), text, bytes: Buffer.byteLength(text) });
    }
    return files;
}
async function jsonlFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".jsonl")).map((entry) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, entry.name)).sort();
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


/***/ }),

/***/ 8677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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
/** User messages that a harness injects, not the human's request. */
const INJECTED = /^\s*(?:# AGENTS\.md instructions|(?:New Terminal Output|Current [Tt]erminal (?:state|Screen)):|<(?:environment_context|user_instructions|permissions instructions|INSTRUCTIONS|system-reminder|user_shell_command|turn_aborted|skill|subagent_notification|environment_details|command-name|command-message|local-command-\w+)\b)/;
/** Wrappers that hold the request inside a template, tried in order. */
const WRAPPERS = [
    // Codex IDE extension: the IDE's context first, the request under its own heading
    /^## My request for Codex:[ \t]*\n([\s\S]*)$/m,
    // Terminus (Terminal-Bench): a system prompt, then the task, then the terminal screen
    /^Task Description:[ \t]*\n?([\s\S]*?)(?:\n\s*Current (?:terminal state|Terminal Screen):|$(?![\s\S]))/m,
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
    const requests = prompts.map(requestOf).filter((request) => request !== null);
    const real = requests.filter((request) => !SYSTEM_PROMPT.test(request));
    const chosen = real.length > 0 ? real : requests;
    return chosen.length > 0 ? chosen.join(REQUEST_SEPARATOR) : null;
}
/** Between two requests of one task, as earlier versions joined them. */
const REQUEST_SEPARATOR = "\n\n---\n\n";


/***/ }),

/***/ 7199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G3: () => (/* binding */ DETAIL_CHARS),
/* harmony export */   X5: () => (/* binding */ cleanText),
/* harmony export */   h5: () => (/* binding */ MAX_TEXT_CHARS),
/* harmony export */   it: () => (/* binding */ cutMiddle)
/* harmony export */ });
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
function cleanText(raw) {
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
        text = cutMiddle(text, MAX_TEXT_CHARS);
    return { text, images, cut };
}
/**
 * Keeps the head and the tail (where a test summary or an error usually is) and marks the cut.
 * `wholeChars` is the length before any earlier cut, so that a text cut again still says how much
 * of the original is gone.
 */
function cutMiddle(text, limit, wholeChars = text.length) {
    const half = Math.floor(limit / 2);
    const omitted = wholeChars - 2 * half;
    return ownCopy(`${text.slice(0, half)}\n[… ${omitted} chars omitted]\n${text.slice(text.length - half)}`);
}
/**
 * V8 keeps the whole text a slice was taken from alive as long as the slice lives; reading a
 * character of the joined pieces makes V8 copy them into one new string, so the source can go.
 */
function ownCopy(joined) {
    joined.charCodeAt(0);
    return joined;
}


/***/ }),

/***/ 1581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ib: () => (/* binding */ MAX_ZIP_ENTRIES),
/* harmony export */   ns: () => (/* binding */ ZipProblem),
/* harmony export */   ue: () => (/* binding */ readZip),
/* harmony export */   z: () => (/* binding */ MAX_EXPANDED_BYTES)
/* harmony export */ });
/* unused harmony exports ZIP_PIECE_BYTES, ZIP_LIMITS, isSafeEntryName */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var fflate__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1306);


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
 */
function readZip(data, keep, limits = ZIP_LIMITS) {
    const entries = [];
    const skipped = [];
    let seen = 0;
    let total = 0;
    // a caller may lower the bound, never raise it past what keeps a bomb's run small
    const cap = Math.min(limits.expandedBytes, MAX_EXPANDED_BYTES);
    const unzip = new fflate__WEBPACK_IMPORTED_MODULE_1__/* .Unzip */ .HJ((file) => {
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
                bytes = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.inflateRawSync)(Buffer.concat(this.pieces), { maxOutputLength, chunkSize: INFLATE_CHUNK_BYTES });
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


/***/ }),

/***/ 2420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dK: () => (/* binding */ judgedVerdict),
/* harmony export */   zE: () => (/* binding */ DEFAULT_JUDGE_THRESHOLDS)
/* harmony export */ });
/* unused harmony export against */
const DEFAULT_JUDGE_THRESHOLDS = {
    pass: 0.65,
    criterionFloor: 0.5,
    margin: 0.2,
    band: 0.05,
    baselineCeiling: 0.35,
};
/** ok when x ≥ line; uncertain when line − band ≤ x < line; bad below. */
function against(x, line, band) {
    if (x >= line)
        return "ok";
    return x >= line - band ? "uncertain" : "bad";
}
const f = (x) => x.toFixed(2);
function findings(judge, t) {
    const out = [];
    const overall = against(judge.judgeScore, t.pass, t.band);
    if (overall !== "ok")
        out.push({ level: overall, text: `The judge scored the work ${f(judge.judgeScore)}, under the ${f(t.pass)} pass line.` });
    for (const c of judge.criteria) {
        const floor = against(c.score, t.criterionFloor, t.band);
        if (floor !== "ok")
            out.push({ level: floor, text: `${c.name} scored ${f(c.score)}, under the ${f(t.criterionFloor)} floor.` });
        const lead = c.score - c.baselineScore;
        const margin = against(lead, t.margin, t.band);
        if (margin !== "ok") {
            out.push({ level: margin, text: `${c.name}: the work is only ${f(lead)} ahead of doing nothing (needs ${f(t.margin)}).` });
        }
    }
    return out.sort((a, b) => (a.level === b.level ? 0 : a.level === "bad" ? -1 : 1));
}
function rank(verdict) {
    return { error: 0, fail: 1, neutral: 2, pass: 3 }[verdict];
}
/** The lower of two verdicts: the judge may pull down, never lift. */
function lower(a, b) {
    return rank(a) <= rank(b) ? a : b;
}
/**
 * The judged verdict and its reasons (see the module comment for the rule). Reasons of the side
 * that decided come first: the deterministic ones when the checks already held the verdict down.
 */
function judgedVerdict(input) {
    const judged = judgeOnly(input);
    const own = input.deterministicReasons ?? [];
    const checksDecided = input.deterministic !== "pass" && judged.verdict === input.deterministic;
    return { verdict: judged.verdict, reasons: checksDecided ? [...own, ...judged.reasons] : [...judged.reasons, ...own] };
}
function judgeOnly(input) {
    const t = { ...DEFAULT_JUDGE_THRESHOLDS, ...input.thresholds };
    const { deterministic, judge } = input;
    if (judge.status === "skipped") {
        if (!input.judgeRequired)
            return { verdict: deterministic, reasons: [`Not judged: ${judge.reason}.`.replace(/\.\.$/, ".")] };
        const text = `The LLM judge is required but did not run (${judge.reason}); only the deterministic checks ran, so this cannot pass.`;
        return { verdict: lower(deterministic, "neutral"), reasons: [text] };
    }
    const usable = judge.status === "ok" && judge.judgeScore !== null && judge.baselineScore !== null &&
        judge.criteria.length > 0 && judge.criteria.every((c) => c.score !== null && c.baselineScore !== null);
    if (!usable) {
        return { verdict: lower(deterministic, "neutral"), reasons: [`The judge gave no usable score: ${judge.reason}.`.replace(/\.\.$/, ".")] };
    }
    const high = judge.criteria.filter((c) => c.baselineScore >= t.baselineCeiling);
    if (judge.baselineScore >= t.baselineCeiling || high.length > 0) {
        const where = high.length > 0 ? ` (${high.map((c) => `${c.name} ${f(c.baselineScore)}`).join(", ")})` : "";
        const text = `The judge is not working: the empty-work baseline scored ${f(judge.baselineScore)}${where}; at most ${f(t.baselineCeiling)} expected.`;
        return { verdict: lower(deterministic, "neutral"), reasons: [text] };
    }
    const found = findings(judge, t);
    const judged = found.some((x) => x.level === "bad") ? "fail" : found.length > 0 ? "neutral" : "pass";
    const reasons = found.map((x) => x.text);
    if (judged === "pass")
        reasons.push(`The judge scored the work ${f(judge.judgeScore)} against ${f(judge.baselineScore)} for doing nothing.`);
    return { verdict: lower(deterministic, judged), reasons };
}


/***/ })

};
