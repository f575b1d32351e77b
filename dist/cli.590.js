export const id = 590;
export const ids = [590];
export const modules = {

/***/ 6590:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CHECKS: () => (/* binding */ CHECKS),
  checkContext: () => (/* reexport */ checkContext),
  readBackPaths: () => (/* reexport */ readBackPaths),
  recognizedRuns: () => (/* reexport */ checks_verified/* recognizedRuns */.zG),
  requiredFiles: () => (/* reexport */ requirements_spec/* requiredFiles */.n4),
  runChecks: () => (/* binding */ runChecks)
});

;// CONCATENATED MODULE: ./src/checks/claim-admits.ts
/**
 * A claim about tests that says itself that some fail is not contradicted by a run that failed: "In make test_strict the
 * string tests pass; the two remaining failures (test_primitive and test_count) are unrelated", "60 of 64 pass". What
 * it says of the failures (unrelated, pre-existing) is final_checks_green's to weigh; the claim is at most unbacked.
 */
/** "60 of 64 pass", "14 out of 16 tests": a count of passing tests short of the whole. */
const PART_OF = /\b(\d[\d,]*)\s+(?:of|out\s+of)\s+(\d[\d,]*)\s+(?:tests?\b|pass)/gi;
/**
 * A sentence that says tests fail now: "the two remaining failures", "test_x still fails", "2 tests fail", "fails
 * identically with my change stashed"; not one that says a failure is gone ("previously failing … now passes").
 */
const FAILS_NOW = /\b(?:remaining|other|still)\s+(?:[\w`-]+\s+){0,3}?fail(?:s|ed|ing|ures?)\b|\b(?:[1-9]\d*|one|two|three|four|five|six)\s+(?:[\w`-]+\s+){0,2}?(?:fail(?:s|ed|ing)?|failures)\b|\bfails?\s+(?:the\s+same\s+way|identically|as\s+before|on\s+the\s+original|without\s+(?:my|the)\s+change)/i;
const FAILURE_GONE = /\b(?:previously|no\s+longer|formerly|used\s+to)\b|\bnow\s+pass/i;
/** The sentence admits that some tests do not pass now. */
function admitsFailures(sentence) {
    return (FAILS_NOW.test(sentence) && !FAILURE_GONE.test(sentence)) || partOfWhole(sentence);
}
/** "60 of 64": a count short of the whole it names. */
function partOfWhole(sentence) {
    const number = (text) => Number(text.replace(/,/g, ""));
    return [...sentence.matchAll(PART_OF)].some((match) => number(match[1]) < number(match[2]));
}
/** A contradicted claim about tests that admits failures is unbacked: the failing run is the one it speaks of. */
function admittedFailure(claim, judged) {
    // a count that names its failure ("24 pass; test_fetch fails") is still judged by the count: "60 of 64" is one that admits
    const admits = claim.kind === "tests" ? admitsFailures(claim.sentence) : claim.kind === "count" && partOfWhole(claim.sentence);
    if (judged.verdict !== "contradicted" || !admits)
        return judged;
    return { verdict: "unbacked", evidence: judged.evidence };
}

// EXTERNAL MODULE: ./src/checks/snapshot-updates.ts
var snapshot_updates = __webpack_require__(4806);
// EXTERNAL MODULE: ./src/checks/selection.ts + 1 modules
var selection = __webpack_require__(7425);
// EXTERNAL MODULE: ./src/checks/paths.ts
var paths = __webpack_require__(7681);
// EXTERNAL MODULE: ./src/checks/quote.ts
var checks_quote = __webpack_require__(9393);
;// CONCATENATED MODULE: ./src/checks/claim-files.ts


/**
 * "Modified `sphinx/domains/python.py` to …", "I updated `utils.py`", "Added a test in `tests/test_x.py`":
 * the answer says it changed that file.
 */
const CHANGED_VERB = /\b(?:modified|changed|updated|edited|patched|rewrote|rewritten|added|created)\b/i;
/** A code span that names a file: a path with a folder, or a name with an extension (`setup.py`, `src/a.ts`). */
const FILE_SPAN = /^(?:[\w.-]+\/)*[\w-][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,5}$|^(?:[\w.-]+\/)+[\w.-]+$/;
/** Words that say a change was taken back: the file is named as no longer changed. */
const UNDONE = /\b(?:revert(?:ed|ing)?|undone|undid|restored|rolled back|backed out|put back|removed again|no longer)\b/i;
/** A span that is plainly a file's path, not code (`os.path`): a folder and an extension. */
const FILE_PATH = /^(?:[\w.-]+\/)+[\w-][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,5}$/;
/** The files a sentence says the agent changed, as its inline code names them. */
function changedFilesSaid(sentence, code) {
    // "a debug print I added to `cli.py` was reverted": the sentence says the change is gone
    if (!CHANGED_VERB.test(sentence) || UNDONE.test(sentence))
        return [];
    return code.filter((span) => FILE_SPAN.test(span));
}
/** The PR's file is the one named: by its path, or by the path a rename took it from. */
const changes = (changed, file) => (0,paths/* samePath */.Eb)(changed.path, file) || (changed.oldPath !== null && (0,paths/* samePath */.Eb)(changed.oldPath, file));
/** The transcript's last edit of a file, unless that edit deleted it (a scratch file made and removed changed nothing). */
function lastEditOf(edits, file) {
    const last = edits.findLast((edit) => (0,paths/* samePath */.Eb)(edit.path, file));
    return last?.kind === "delete" ? undefined : last;
}
/** The files a claim names that the run edited or the PR changes: `os.path` in "changed `os.path` handling" is neither. */
function filesKnown(claim, edits, diff) {
    const inPr = (file) => diff.some((changed) => changes(changed, file));
    return (claim.files ?? []).filter((file) => lastEditOf(edits, file) !== undefined || inPr(file));
}
/** A files claim the PR can speak to: a diff is given and the claim names a file the run or the PR has. */
const filesClaimRead = (claim, { trajectory, diff }) => diff !== null && filesKnown(claim, trajectory.edits, diff).length > 0;
/**
 * A claim that the agent changed a file, against the PR: backed when the PR changes every file it
 * names; contradicted when the transcript edits a file it names and the PR does not change it (the
 * change the answer describes did not reach the PR). A file only the PR has is not judged by the run.
 */
function judgeChangedFiles(claim, { trajectory, diff }) {
    const files = diff === null ? [] : filesKnown(claim, trajectory.edits, diff);
    if (diff === null || files.length === 0)
        return { verdict: "unchecked", evidence: [] };
    const inPr = (file) => diff.find((changed) => changes(changed, file));
    // a path plainly a file's (a folder and an extension: `tests/test_cli.py`) that the PR does not change and no step wrote
    const unwritten = (claim.files ?? []).find((file) => FILE_PATH.test(file) && !files.includes(file) && inPr(file) === undefined);
    if (unwritten !== undefined) {
        return { verdict: "unbacked", overstated: true, evidence: [(0,checks_quote/* evidence */.MX)(null, `the PR does not change ${unwritten}, and no step of the transcript wrote it`)] };
    }
    const missing = files.find((file) => inPr(file) === undefined);
    if (missing !== undefined) {
        // known and not in the PR: the transcript edited it
        const edit = lastEditOf(trajectory.edits, missing);
        const said = [(0,checks_quote/* evidence */.MX)(edit.step, `${missing} · edited in the transcript`, edit.path), (0,checks_quote/* evidence */.MX)(null, `the PR does not change ${missing}`)];
        return { verdict: "contradicted", evidence: said };
    }
    const changed = files.map(inPr).map((file) => (0,checks_quote/* evidence */.MX)(null, `changed in the PR (+${file.additions} −${file.deletions})`, file.path));
    return { verdict: "backed", evidence: changed };
}

;// CONCATENATED MODULE: ./src/checks/claim-removals.ts


/**
 * "I removed the debug logging I used while investigating", "cleaned up the debug prints": a claim
 * that output the agent added for itself is gone. The PR's diff is the final code: a print or log
 * call it still adds speaks against the claim; a run after its last edit that printed that call's
 * text shows the line is the one the agent's own runs saw.
 */
/** A removal of debug output, said in the active voice or the passive ("the debug prints were removed"). */
const REMOVED_DEBUG = new RegExp(String.raw `\b(?:removed|deleted|dropped|took out|taken out|stripped|cleaned up|reverted)\s+(?:(?:all|the|my|any|those|these|temporary|extra|leftover)\s+)*` +
    String.raw `(?:(?:debug(?:ging)?|diagnostic)\s+(?:logging|logs?|log (?:statements?|lines?|calls?)|prints?|print(?:ing)? (?:statements?|calls?|lines?)|output|statements?|code|lines?)` +
    String.raw `|(?:console\.log|print|println|printf)\s+(?:statements?|calls?|lines?))\b` +
    String.raw `|\b(?:debug(?:ging)?|diagnostic)\s+(?:logging|logs?|prints?|print statements?|output|statements?|code|lines?)\s+(?:is|are|was|were|has been|have been)\s+(?:removed|deleted|dropped|reverted|cleaned up)\b`, "i");
/** "I did not remove the debug logging": no claim that it is gone. */
const NEGATED = /\b(?:not|never|didn't|did not|haven't|have not)\b/i;
/** A print or log call across the common languages, at the start of a statement (not in a comment). */
const PRINT_CALL = /^\s*(?:console\.(?:log|debug|info|trace|dir)|print|pprint|fmt\.(?:Print|Println|Printf|Fprintln|Fprintf)|log\.(?:Print|Println|Printf)|(?:e?println|dbg)!|System\.(?:out|err)\.println|var_dump|print_r|error_log|(?:logger|logging|log)\.debug)\s*\(/;
/** The line says itself that it is for debugging (`print("DEBUG: …")`, `logger.debug(`). */
const SAYS_DEBUG = /\bdebug/i;
/** A string literal at least this long is specific enough that output holding it was printed by the line. */
const MIN_LITERAL = 6;
/** True when the sentence says debug output was removed. */
function removalClaimed(sentence) {
    return REMOVED_DEBUG.test(sentence) && !NEGATED.test(sentence);
}
/** The first print or log line the PR's diff adds, with its file. */
function addedPrint(diff) {
    for (const file of diff) {
        const line = file.lines.find((item) => item.kind === "+" && PRINT_CALL.test(item.text));
        if (line !== undefined)
            return { file, line };
    }
    return null;
}
/** The text the line prints verbatim: its first string literal, up to an interpolation (`{`, `$`). */
function printedText(line) {
    const literal = /(["'`])([^"'`\n]*)\1/.exec(line)?.[2]?.split(/[{$%]/)[0]?.trim() ?? "";
    return literal.length >= MIN_LITERAL ? literal : null;
}
/**
 * Contradicted when the diff still adds a print or log line that a shell call after the last edit of
 * its file printed, or that says it is for debugging; unbacked (overstated) when the diff adds one
 * with neither sign; backed when the diff removes one and adds none; else unchecked.
 */
function judgeRemoval(_claim, { trajectory, diff }) {
    if (diff === null)
        return { verdict: "unchecked", evidence: [] };
    const added = addedPrint(diff);
    if (added === null) {
        const removed = diff.flatMap((file) => file.lines.filter((line) => line.kind === "-" && PRINT_CALL.test(line.text)).map((line) => ({ file, line })))[0];
        return removed === undefined ? { verdict: "unchecked", evidence: [] } : { verdict: "backed", evidence: [diffEvidence(removed.file, removed.line, "removes")] };
    }
    const shown = diffEvidence(added.file, added.line, "still adds");
    const text = printedText(added.line.text);
    const lastEdit = trajectory.edits.findLast((edit) => (0,paths/* samePath */.Eb)(edit.path, added.file.path))?.step ?? -1;
    const printed = text === null ? undefined : trajectory.toolCalls.findLast((call) => call.command !== null && call.step > lastEdit && (call.output ?? "").includes(text));
    if (printed !== undefined) {
        const outputLine = printed.output.split("\n").find((line) => line.includes(text)).trim();
        return { verdict: "contradicted", evidence: [shown, (0,checks_quote/* evidence */.MX)(printed.step, `${(0,checks_quote/* clip */.$Q)(printed.command, 40)} · printed ${(0,checks_quote/* clip */.$Q)(outputLine, 80)}`)] };
    }
    return SAYS_DEBUG.test(added.line.text) ? { verdict: "contradicted", evidence: [shown] } : { verdict: "unbacked", overstated: true, evidence: [shown] };
}
function diffEvidence(file, line, what) {
    const at = line.newLine ?? line.oldLine;
    return (0,checks_quote/* evidence */.MX)(null, `the PR ${what} ${(0,checks_quote/* clip */.$Q)(line.text.trim(), 80)}`, at === null ? file.path : `${file.path}:${at}`);
}

;// CONCATENATED MODULE: ./src/checks/claim-kinds.ts



/**
 * Claims are checked riskiest first: a false "tests pass", "no secrets leak", "no data is lost" or
 * "migration runs" costs most when believed; a false style claim costs least.
 */
const RISK_ORDER = ["tests", "count", "security", "data", "migration", "number", "files", "removal", "build", "fixed", "lint", "style"];
/** The whole test suite, as a claim names it: "the full test suite", "the entire suite", "all the tests in the repository". */
const WHOLE_SUITE = /\b(?:full|entire|whole|complete)\s+(?:(?:unit\s+)?test\s+suite|suite(?:\s+of\s+tests)?|set\s+of\s+tests)\b|\ball\s+(?:the\s+)?tests\s+in\s+the\s+(?:repo(?:sitory)?|project|codebase)\b|\bthe\s+test\s+suite\s+(?:now\s+|still\s+)?(?:passes|passed|is\s+green)\b/i;
/** "The build succeeds", "compiles cleanly": a claim about the build, whatever else its sentence claims. */
const BUILD_CLAIM = /\b(?:build|compil\w+|type-?check\w*)\s+(?:now\s+)?(?:succeeds|succeeded|passes|passed|is green|works|is clean|clean)\b|\bbuilds (?:successfully|cleanly)\b|\bcompiles (?:successfully|cleanly|without (?:errors|warnings))\b/i;
const CLAIM_PATTERNS = [
    { kind: "count", pattern: /\b(\d[\d,]*(?:\s*\+\s*\d[\d,]*)*)\s*(?:\/\s*\d[\d,]*\s*|\s+of\s+\d[\d,]*\s+)?(?:unit |integration |e2e )?(?:tests?|specs?|checks?)\s+(?:now\s+)?(?:pass|passed|passing|succeed|green)\b/i },
    { kind: "count", pattern: /\b(?:all\s+)?(\d[\d,]*(?:\s*\+\s*\d[\d,]*)*)\s+(?:of\s+\d[\d,]*\s+)?(?:pass|passed|passing)\b/i },
    { kind: "tests", pattern: /\b(?:all|the|every)?\s*(?:unit |integration |e2e )?(?:tests?|test suite|specs?)\s+(?:now\s+|still\s+)?(?:pass|passes|passed|passing|are passing|succeed|are green|green)\b/i },
    // "I ran the full test suite and everything passes": a claim about what ran, judged by whether a run selected it all
    { kind: "tests", pattern: WHOLE_SUITE },
    { kind: "security", pattern: /\b(?:secure|security|vulnerabilit(?:y|ies)|injection|XSS|CSRF|sanitiz\w+|escap(?:ed|es) (?:user )?input|secrets?|credentials?|auth(?:entication|orization)?)\b[^.]*\b(?:fixed|safe|no longer|prevented|handled|patched|protected|removed|not (?:exposed|leaked|logged))\b/i },
    { kind: "data", pattern: /\b(?:no data (?:is |will be )?(?:lost|loss)|data (?:is |are )?(?:preserved|kept|intact)|without (?:losing|deleting) (?:any )?data|backward[s]?[- ]compatible|non-destructive)\b/i },
    { kind: "migration", pattern: /\bmigrations?\b[^.]*\b(?:runs?|ran|applies|applied|succeeds|succeeded|works|is reversible|completed?)\b/i },
    { kind: "build", pattern: BUILD_CLAIM },
    { kind: "lint", pattern: /\b(?:lint(?:er|ing)?)\s+(?:now\s+)?(?:passes|passed|is clean|clean)\b|\bno lint (?:errors|warnings)\b/i },
    { kind: "style", pattern: /\b(?:follows?|matches|consistent with) (?:the )?(?:existing |project(?:'s)? |code )?(?:style|conventions)\b|\bformatted (?:with|by|using)\b|\b(?:clean|readable|idiomatic) code\b/i },
    { kind: "fixed", pattern: /\b(?:fixed|resolved)\s+(?:the|this|a|an)\b|\bis (?:now )?fixed\b|\bhas been (?:fixed|resolved)\b/i },
];
/** What a run says when the thing a fix claim names went wrong: a crash, a hang. */
const SYMPTOM = String.raw `(?:crash(?:es|ed|ing)?|segfault(?:s|ed|ing)?|segmentation faults?|core dumps?|hang(?:s|ing)?|panic(?:s|ked)?|abort(?:s|ed)?|timeouts?|time out|traceback|exceptions?|errors?)`;
/** "reports no issues", "shows no errors", "found no differences": a clean report of the command's own. */
const CLEAN_REPORT = /\b(?:reports?|returns?|shows?|prints?|gives?|finds?|found|with|yields?)\s+(?:no|zero|0)\s+(?:issues?|errors?|problems?|warnings?|failures?|differences?|diffs?|violations?|mismatch(?:es)?|leaks?|findings?)\b/i;
/** "passes", "succeeds", "exits 0", "runs cleanly": the command's status, as a claim states it. */
const PASSES = /\b(?:pass(?:es|ed)?|succeed(?:s|ed)?|exit(?:s|ed)?\s+(?:with\s+)?(?:code\s+|status\s+)?0|returns?\s+(?:exit\s+)?(?:code\s+|status\s+)?0|runs?\s+(?:clean(?:ly)?|without\s+errors?))\b/i;
/** Inline code that reads as a command with arguments (`git fsck --full`, `./check.sh -v`), not a value or a name. */
const COMMAND_SPAN = /^(?:\.{0,2}\/)?[A-Za-z][\w.+/-]*(?:\s+\S+)+$/;
/** The command spans of a sentence that state their own outcome, or none. */
function commandSpans(sentence, code) {
    if (!CLEAN_REPORT.test(sentence) && !PASSES.test(sentence))
        return [];
    return code.filter((span) => COMMAND_SPAN.test(span.trim()));
}
/** That the agent verified or tested the work: "I verified it with …", "edge cases were tested". */
const VERIFIED = /^(?:also |I |we )?(?:have |'ve )?(?:also )?(?:verified|confirmed|validated|tested)\b|\b(?:I|we) (?:have |'ve )?(?:also )?(?:verified|confirmed|validated|tested)\b|\b(?:is|are|was|were|been|and) (?:fully |thoroughly |all )?(?:verified|validated|tested)\b|\b(?:cases|examples|inputs|scenarios) (?:were |are )?(?:verified|tested)\b/i;
/**
 * Success claims that name no runner: that the agent verified or tested the work, that outputs
 * match a reference, that it built, that the issue is resolved. Read after the named kinds above.
 */
const BROAD_CLAIM_PATTERNS = [
    { kind: "build", pattern: /\b(?:built|compiled)\b[^.;]{0,60}?\b(?:successfully|cleanly|without (?:errors|warnings))\b|\bsuccessfully (?:built|compiled)\b|\b(?:build|compilation) (?:is |was )?(?:complete|completed|finished|successful)\b/i },
    { kind: "fixed", pattern: /\b(?:issue|bug|problem|error|crash|segfault|regression)s? (?:is|are|was|were|has been|have been) (?:now )?(?:resolved|fixed|gone)\b/i },
    { kind: "fixed", pattern: new RegExp(String.raw `\bno longer (?:${SYMPTOM}|fails|throws|raises|errors out)\b`, "i"), negationIsClaim: true },
    { kind: "tests", pattern: VERIFIED },
    // "Running the server in the background — verified it responds to GetVal/SetVal": the dash stands for "I"
    { kind: "tests", pattern: /[—–]\s*(?:verified|confirmed|validated|tested)\b/i },
    { kind: "tests", pattern: /\ball (?:the )?(?:\w+ )?(?:examples|cases|checks|assertions|scenarios|requirements|verifications?) (?:now |still )?(?:pass|passed|succeed|succeeded|are handled|are met|are satisfied|work)\b|\bverification (?:passes|passed|succeeded)\b/i },
    { kind: "tests", pattern: /\boutputs? (?:now )?match(?:es|ed)?\b|\b(?:byte|bit)-for-(?:byte|bit) identical\b|\bidentical (?:to|with) the (?:original|expected|reference)\b|\bworks? (?:correctly|as expected|end-to-end)\b|\bproduces? (?:the )?(?:exact|expected|correct|identical) (?:outputs?|matches|results?)\b/i },
];
/**
 * A number with the word it counts, in a sentence that states a result: "processes 10,000 rows", "in
 * 1.2s". A number joined to a word by a hyphen names something (CIFAR-10, UTF-8), and one part of a
 * dotted version (3.13.1) is a version: neither counts anything.
 */
const NUMBER_CLAIM = /(?<![A-Za-z][-_]|[\d.])\b(\d[\d,]*(?:\.\d+)?)(?![.\d])\s*(%|[A-Za-z]{2,}\b)/;
const RESULT_VERB = /\b(?:now|reduced|improved|increased|decreased|produces?|returns?|outputs?|handles?|processe[sd]|takes?|runs? in|achieves?|reaches|is|are|was|were|has|have|gives?|shows?|prints?)\b/i;
/** Version numbers, dates, times of day, steps and list items are not measured results. */
const NOT_A_RESULT_UNIT = /^(?:step|steps|line|lines?|am|pm|st|nd|rd|th|of|and|or|to|the|in|on|at|is|are|was|by|for|from|with|version|v)$/i;
/** Words after a number that say nothing of what it counts: it is a bare result ("79586 has been written"). */
const BARE_NUMBER_FOLLOWER = /^(?:has|have|had|been|be|will|would|is|are|was|were)$/i;
/** A bare number specific enough to recognize in output: five or more digits, or a decimal with three or more. */
const SPECIFIC_NUMBER = /^(?:\d{5,}|\d+\.\d{3,})$/;
/** A sentence that says something did not pass is not a claim of success. */
const NEGATION = /\b(?:not|never|unable|cannot|without|except|skipped)\b|n't\b|\bno longer\b/i;
/** Sentences where negation is the claim itself ("no data is lost", "not exposed"). */
const NEGATION_IS_CLAIM = new Set(["security", "data"]);
/** At most this many words after a number name what it counts ("3 contaminated config files"). */
const MAX_COUNTED_WORDS = 3;
/** The words after a number that may name what it counts, up to the first verb or punctuation. */
function countedWords(after) {
    const words = /^\s*((?:[A-Za-z][\w-]*\s*){1,3})/.exec(after)?.[1]?.trim().split(/\s+/) ?? [];
    const end = words.findIndex((word) => RESULT_VERB.test(word) || BARE_NUMBER_FOLLOWER.test(word));
    return (end < 0 ? words : words.slice(0, end)).slice(0, MAX_COUNTED_WORDS).map((word) => word.toLowerCase());
}
/**
 * Markdown's marks: backticks, asterisks, and underscores that open or close emphasis (`_word_`),
 * not those inside a name (`window_data_layer.cpp` stays whole).
 */
const MARKDOWN_MARKS = /[`*]|(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])/g;
const INLINE_CODE = /`([^`\n]+)`/g;
/** A list item's marker ("- ", "6. ", a check mark: "✅ Verified …"): not part of what the item says. */
const LIST_MARKER = /^(?:(?:[-*+•]|\d+[.)])\s+|[✅✔✓☑]\uFE0F?\s*)/u;
/** A label that opens a list of what was verified: "Tests confirmed:", "Verified:", "Checks passed:". */
const VERIFIED_HEADING = /^(?:[\w-]+ ){0,2}(?:verified|confirmed|tested|validated|checked|verifications?|testing|validation|tests? (?:confirmed|passed|passing|run)|checks? (?:passed|run))[^.:]{0,30}:$/i;
/** A markdown heading (`### Verified scenarios`): a label whether or not it ends in a colon. */
const MARKDOWN_HEADING = /^#{1,6}\s+(.*?):?\s*$/;
const headingLabel = (line) => {
    const heading = MARKDOWN_HEADING.exec(line);
    return heading === null ? line : `${heading[1]}:`;
};
/** A label that opens a list: one or two words and a colon. */
const HEADING = /^\w+(?: \w+)?:$/;
/**
 * Digits inside inline code stand in for private-use characters while claims are read: `#if 0` and
 * `OPTNUM 25` count nothing. A span that is only a number (`79586`) is a value the answer reports.
 */
const CODE_DIGIT_BASE = 0xe000;
const BARE_VALUE = /^\s*[\d.,]+\s*%?\s*$/;
const hideDigits = (code) => code.replace(/\d/g, (digit) => String.fromCharCode(CODE_DIGIT_BASE + Number(digit)));
const showDigits = (text) => text.replace(/[\ue000-\ue009]/g, (mark) => String(mark.charCodeAt(0) - CODE_DIGIT_BASE));
/** The claims of one text, with the line each starts on. */
function findClaims(text, source) {
    let underVerified = false;
    return text
        .split("\n")
        .flatMap((raw, index) => {
        const code = [...raw.matchAll(INLINE_CODE)].map((match) => match[1].trim());
        const line = raw.replace(INLINE_CODE, (span, inner) => (BARE_VALUE.test(inner) ? span : hideDigits(span))).replace(MARKDOWN_MARKS, "");
        // the items of a list under "Tests confirmed:" or "Verified:" each say that something was verified
        const item = LIST_MARKER.test(line.trim());
        const listed = item && underVerified;
        if (!item && line.trim() !== "")
            underVerified = VERIFIED_HEADING.test(headingLabel(line.trim()));
        return line.split(/(?<=[.!?])\s+/).map((sentence) => ({ sentence: sentence.trim(), line: index + 1, code, listed, item: line.trim() }));
    })
        .filter(({ sentence }) => sentence !== "")
        .flatMap(({ sentence, line, code, listed, item }) => {
        const said = showDigits(sentence);
        const named = code.filter((span) => said.includes(span));
        // "`git fsck --full` reports no issues": what a named command showed is a claim to check
        const ofCommand = !NEGATION.test(sentence) && (listed || commandSpans(said, named).length > 0);
        const claim = claimOf(sentence) ?? (ofCommand ? { kind: "tests", broad: true } : null);
        // "Modified `a/b.py` to …" says which file changed, beside whatever else the sentence claims
        const files = changedFilesSaid(said, named);
        // "I removed the debug logging" says what the final code no longer holds, beside what else the sentence claims
        const removal = removalClaimed(said) ? [{ kind: "removal" }] : [];
        // "The build succeeds and all 20 tests pass" claims the build too: judged by its own runs
        const build = claim !== null && claim.kind !== "build" && !NEGATION.test(sentence) && BUILD_CLAIM.test(sentence) ? [{ kind: "build" }] : [];
        const found = [...(claim ? [claim] : []), ...build, ...(files.length > 0 ? [{ kind: "files", files }] : []), ...removal];
        const whole = showDigits(item);
        const extra = { ...(named.length > 0 ? { code: named } : {}), ...(whole !== said ? { item: whole } : {}) };
        return found.map((each) => ({ ...each, sentence: (0,checks_quote/* clip */.$Q)(said), source, line, ...extra }));
    });
}
function claimOf(sentence) {
    const negated = NEGATION.test(sentence);
    for (const { kind, pattern } of CLAIM_PATTERNS) {
        const match = pattern.exec(sentence);
        if (!match || (negated && !NEGATION_IS_CLAIM.has(kind)))
            continue;
        // "I verified it with test cases including XSS vectors" says what was tested: the checks judge it
        if (kind === "security" && VERIFIED.test(sentence.replace(LIST_MARKER, "")))
            continue;
        // "30+1 passing" counts 31: the agent's sum of the old tests and its own
        const count = kind === "count" ? countOf(match[1]) : undefined;
        return { kind, ...(count ? { count } : {}) };
    }
    const item = sentence.replace(LIST_MARKER, "");
    // "Verified:" heads the list that says what was verified; the items are the claims
    if (HEADING.test(item))
        return null;
    const number = negated ? null : numberOf(sentence);
    for (const { kind, pattern, negationIsClaim } of BROAD_CLAIM_PATTERNS) {
        // "produces correct outputs for all 3 examples": the number it states may back it too
        if (pattern.test(item) && (!negated || negationIsClaim === true))
            return { kind, broad: true, ...(number ?? {}) };
    }
    return number === null ? null : { kind: "number", ...number };
}
/** A claimed count, summed when written as a sum (`30+1`); undefined when there is none. */
function countOf(written) {
    if (written === undefined)
        return undefined;
    return String(written.split("+").reduce((sum, term) => sum + Number(term.replace(/[,\s]/g, "")), 0));
}
/** The measured number a sentence states, with the word it counts. */
function numberOf(sentence) {
    const number = NUMBER_CLAIM.exec(sentence);
    if (!number || !RESULT_VERB.test(sentence))
        return null;
    const digits = number[1].replace(/,/g, "");
    // "the answer 79586 has been written": the word after is a verb, so the number stands alone and
    // is a claim only when specific enough that seeing it printed backs it
    if (BARE_NUMBER_FOLLOWER.test(number[2]))
        return SPECIFIC_NUMBER.test(digits) ? { count: digits, unit: "" } : null;
    if (!NOT_A_RESULT_UNIT.test(number[2]) && !/^\d{4}$/.test(number[1])) {
        return { count: digits, unit: number[2].toLowerCase(), counted: countedWords(sentence.slice(number.index + number[1].length)) };
    }
    return null;
}

// EXTERNAL MODULE: ./src/checks/check-names.ts
var check_names = __webpack_require__(2040);
;// CONCATENATED MODULE: ./src/checks/stashed-away.ts


/** At most this many stashed files are named in the sentence. */
const MAX_NAMED_STASHED = 3;
/**
 * Edited files whose change a `git stash` set aside and nothing brought back (`stashedOnly` says the
 * stash, and nothing else, put the file back), with the stash's step: the change the checks ran on
 * is in the stash, not in the tree the PR was made from.
 */
function unpoppedStashes(edited, restores, stashedOnly, stepOf) {
    const stash = restores.find((restore) => restore.stash === true);
    if (stash === undefined)
        return [];
    return edited.filter((path) => stashedOnly(path) && restores.some((item) => item.stash === true && (item.path === "." || (0,paths/* samePath */.Eb)(item.path, path))))
        .map((path) => ({ path, step: stepOf(stash.call) }));
}
/** "`src/capture.py` was changed, then set aside with `git stash` (step 13) and never brought back: the PR does not hold that change." */
function stashedAwayNote(stashed) {
    if (stashed.length === 0)
        return "";
    const files = stashed.slice(0, MAX_NAMED_STASHED).map(({ path }) => (0,checks_quote/* named */.KT)(path)).join(", ");
    const more = stashed.length > MAX_NAMED_STASHED ? ` and ${stashed.length - MAX_NAMED_STASHED} more` : "";
    const one = stashed.length === 1;
    return `${files}${more} ${one ? "was" : "were"} changed, then set aside with \`git stash\` (${(0,checks_quote/* stepLabel */.vO)(stashed[0].step)}) and never brought back: `
        + `the PR does not hold ${one ? "that change" : "those changes"}.`;
}

// EXTERNAL MODULE: ./src/checks/path-facts.ts
var path_facts = __webpack_require__(6672);
;// CONCATENATED MODULE: ./src/checks/pip-requirements.ts
/**
 * What pip printed about the requirements it read: installing a project (`pip install -e .`) names each of its
 * requirements as the project's files spell them, `Requirement already satisfied: Jinja2<3.0 in … (from
 * Sphinx==4.2.0)` or `Collecting docutils<0.18,>=0.14`. A requirement with a version bound that pip printed this
 * way was in those files when it ran.
 */
/** pip's line for a requirement it read, and the requirement: its name and version bounds. */
const PIP_READ = /^\s*(?:Requirement already satisfied: |Requirement already up-to-date: |Collecting )(\S+?)\s*((?:[<>=!~]=?=?[^\s,;]+\s*,\s*)*[<>=!~]=?=?[^\s,;]+)(?=\s|$)/gm;
/** A quoted requirement in a packaging file's line (`'sphinxcontrib-htmlhelp>=2.0.0,<=2.0.4',`): name and bounds. */
const QUOTED_REQUIREMENT = /(["'])([A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]"']*\])?)\s*((?:[<>=!~]=?=?[^\s,;"']+\s*,\s*)*[<>=!~]=?=?[^\s,;"']+)\1/g;
/** A requirements file's line (`docutils<0.18,>=0.14`). */
const BARE_REQUIREMENT = /^([A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?)\s*((?:[<>=!~]=?=?[^\s,;]+\s*,\s*)*[<>=!~]=?=?[^\s,;]+)\s*(?:;.*|#.*)?$/;
/** One requirement as pip compares them: the name normalized (PEP 503) and the bounds in any order. */
function requirementKey(name, bounds) {
    const normalized = name.replace(/\[.*$/, "").toLowerCase().replace(/[-_.]+/g, "-");
    return `${normalized} ${bounds.split(",").map((bound) => bound.trim()).sort().join(",")}`;
}
/** The bounded requirements pip printed reading them in one output. */
function pipReadRequirements(output) {
    const read = new Set();
    if (!/Requirement already|Collecting /.test(output))
        return read;
    for (const match of output.matchAll(PIP_READ))
        read.add(requirementKey(match[1], match[2]));
    return read;
}
/** The bounded requirements a line of a packaging file adds (setup.py's list, setup.cfg, pyproject.toml, a requirements file). */
function requirementsOfLine(line) {
    const quoted = [...line.matchAll(QUOTED_REQUIREMENT)].map((match) => requirementKey(match[2], match[3]));
    if (quoted.length > 0)
        return quoted;
    const bare = BARE_REQUIREMENT.exec(line.trim());
    return bare === null ? [] : [requirementKey(bare[1], bare[2])];
}
/** Every bounded requirement the line adds is one pip printed reading, in this output: the line was in the files pip read. */
function pipReadLine(output, line) {
    const wanted = requirementsOfLine(line);
    if (wanted.length === 0)
        return false;
    const read = pipReadRequirements(output);
    return wanted.every((key) => read.has(key));
}

;// CONCATENATED MODULE: ./src/checks/preexisting-changes.ts



/** Added lines shorter than this (`)`, `else:`, `pass`) may be printed by anything: they are not looked for. */
const MIN_DISTINCT_LINE = 8;
/** At most this many of a file's distinct added lines are looked for. */
const MAX_LINES_LOOKED_FOR = 8;
function preexistingChanges(trajectory, files, diff) {
    // the agent's change begins with its first edit of a file the PR changes (scratch files before it change no work)
    const firstEdit = trajectory.edits
        .filter((edit) => diff.some((file) => (0,paths/* samePath */.Eb)(file.path, edit.path)))
        .reduce((first, edit) => Math.min(first, edit.step), Number.POSITIVE_INFINITY);
    const before = trajectory.toolCalls.filter((call) => call.step < firstEdit && call.output !== null && call.output !== "");
    if (before.length === 0)
        return [];
    const found = [];
    // a file the PR adds that a listing before the agent's first edit showed there (`ls -R`): it was in the tree already
    const sighted = (0,path_facts/* sightingsByCall */.iD)(trajectory);
    const firstCall = trajectory.toolCalls.findIndex((call) => call.step >= firstEdit);
    const at = firstCall === -1 ? trajectory.toolCalls.length : firstCall;
    for (const file of files) {
        const seen = file.status === "added" ? sighted(at, file.path) : null;
        if (seen?.fact === "present") {
            const call = trajectory.toolCalls[seen.call];
            found.push({ path: file.path, step: call.resultStep ?? call.step, line: null });
            continue;
        }
        const lines = [...new Set(file.lines.filter((line) => line.kind === "+").map((line) => line.text.trim()))]
            .filter((text) => text.length >= MIN_DISTINCT_LINE)
            .slice(0, MAX_LINES_LOOKED_FOR);
        if (lines.length === 0)
            continue;
        // every added line looked for must stand as a whole line in some earlier output, or be requirements pip
        // printed reading them, the first one cited
        const shown = (text) => before.find((call) => holdsLine(call.output, text))
            ?? before.find((call) => pipReadLine(call.output, text));
        const shownAt = lines.map(shown);
        if (shownAt.some((call) => call === undefined))
            continue;
        const first = shownAt.reduce((earliest, call) => (call.step < earliest.step ? call : earliest));
        const line = lines[shownAt.indexOf(first)];
        const pip = holdsLine(first.output, line) ? {} : { pip: true };
        found.push({ path: file.path, step: first.resultStep ?? first.step, line, ...pip });
    }
    return found;
}
/** The output holds the text as a line of its own (leading and trailing space aside, a line number or `+` before it allowed). */
function holdsLine(output, text) {
    let from = output.indexOf(text);
    while (from !== -1) {
        const start = output.lastIndexOf("\n", from - 1) + 1;
        const end = output.indexOf("\n", from + text.length);
        const rest = output.slice(from + text.length, end === -1 ? output.length : end);
        const lead = output.slice(start, from);
        if (rest.trim() === "" && /^\s*(?:\d+[\s:|-]*)?\+?\s*$/.test(lead))
            return true;
        from = output.indexOf(text, from + 1);
    }
    return false;
}

// EXTERNAL MODULE: ./src/checks/work-facts.ts + 6 modules
var work_facts = __webpack_require__(496);
// EXTERNAL MODULE: ./src/checks/simple-commands.ts
var simple_commands = __webpack_require__(7038);
// EXTERNAL MODULE: ./src/shell/program.ts
var shell_program = __webpack_require__(1086);
;// CONCATENATED MODULE: ./src/checks/formatters.ts


/**
 * Formatters and fixers run to rewrite files in place (`black src/`, `isort a.py`, `gofmt -w pkg/`,
 * `prettier --write src`, `ruff check --fix`), each with the rule that says its run writes: a check-only
 * run (`black --check`, `gofmt -l`) writes nothing. A file of the PR under the paths such a run was given
 * (the whole tree when it was given none) is explained by that run, not left unexplained.
 */
const WRITES = {
    black: (args) => !args.some((arg) => /^--(?:check|diff)$/.test(arg)),
    isort: (args) => !args.some((arg) => /^(?:--check(?:-only)?|-c|--diff)$/.test(arg)),
    autopep8: (args) => args.some((arg) => /^(?:-i|--in-place)$/.test(arg)),
    autoflake: (args) => args.some((arg) => /^(?:-i|--in-place)$/.test(arg)),
    yapf: (args) => args.some((arg) => /^(?:-i|--in-place)$/.test(arg)),
    gofmt: (args) => args.includes("-w"),
    goimports: (args) => args.includes("-w"),
    rustfmt: (args) => !args.includes("--check"),
    "clang-format": (args) => args.includes("-i"),
    prettier: (args) => args.some((arg) => /^(?:--write|-w)$/.test(arg)),
    eslint: (args) => args.includes("--fix"),
    ruff: (args) => (args[0] === "format" && !args.some((arg) => /^--(?:check|diff)$/.test(arg))) || (args[0] === "check" && args.includes("--fix")),
    cargo: (args) => args[0] === "fmt" && !args.includes("--check"),
};
/** Sub-commands that are no path (`ruff format src`, `cargo fmt`). */
const SUBCOMMANDS = new Set(["format", "check", "fmt"]);
function formatterRuns(calls) {
    return calls.flatMap((call) => {
        if (call.command === null)
            return [];
        return (0,simple_commands/* simpleCommands */.Ny)(call.command).flatMap((command) => {
            const [program = "", ...args] = (0,simple_commands/* unwrappedWords */.uO)(command);
            const name = (0,shell_program/* programName */.kX)(program);
            const writes = WRITES[name];
            if (writes === undefined || !writes(args))
                return [];
            const operands = args.filter((arg, index) => !arg.startsWith("-") && !(index === 0 && SUBCOMMANDS.has(arg)));
            return [{ command: [name, ...args].join(" "), paths: operands.length === 0 ? [""] : operands, step: call.step }];
        });
    });
}
/** Whether a run given `operand` (a file, a folder, `.`, an absolute path) rewrites the repository file `file`. */
function formats(operand, file) {
    const path = operand.replace(/^(?:\.\/)+/, "").replace(/\/+$/, "");
    if (path === "" || path === ".")
        return true;
    // an absolute path is the repository's file when one of its tails is the file or a folder of it
    const parts = path.split("/").filter((part) => part !== "");
    for (let start = 0; start < parts.length; start += 1) {
        const tail = parts.slice(start).join("/");
        if (file === tail || file.startsWith(`${tail}/`))
            return path.startsWith("/") || start === 0;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/checks/tool-outputs.ts


const NODE_CHANGES = new Set(["install", "i", "add", "uninstall", "remove", "rm", "update", "up", "upgrade"]);
const LOCKING = new Set(["add", "remove", "lock", "update", "sync", "install", "upgrade"]);
const SNAPSHOT_UPDATE = /^(?:-u|--update-?[Ss]napshots?|--snapshot-update|--ci=false)$/;
/** What each tool's run writes, given its arguments; null when this run writes none of them. */
const OUTPUTS = {
    npm: (args) => (NODE_CHANGES.has(args[0] ?? "")
        ? { names: args.slice(1).some((arg) => !arg.startsWith("-")) ? ["package.json", "package-lock.json"] : ["package-lock.json"] }
        : snapshotsPassedOn(args)),
    yarn: (args) => (args.length === 0 || NODE_CHANGES.has(args[0] ?? "") ? { names: ["package.json", "yarn.lock"] } : snapshotsPassedOn(args)),
    pnpm: (args) => (NODE_CHANGES.has(args[0] ?? "") ? { names: ["package.json", "pnpm-lock.yaml"] } : null),
    poetry: (args) => (LOCKING.has(args[0] ?? "") ? { names: ["pyproject.toml", "poetry.lock"] } : null),
    uv: (args) => (LOCKING.has(args[0] ?? "") ? { names: ["pyproject.toml", "uv.lock"] } : null),
    cargo: (args) => (["add", "remove", "update"].includes(args[0] ?? "") ? { names: ["Cargo.toml", "Cargo.lock"] } : null),
    go: (args) => ((args[0] === "get") || (args[0] === "mod" && args[1] === "tidy") ? { names: ["go.mod", "go.sum"] } : null),
    bundle: (args) => (["install", "add", "update", "lock"].includes(args[0] ?? "") ? { names: ["Gemfile", "Gemfile.lock"] } : null),
    jest: (args) => (args.some((arg) => SNAPSHOT_UPDATE.test(arg)) ? { names: [], folders: ["__snapshots__"] } : null),
    vitest: (args) => (args.some((arg) => SNAPSHOT_UPDATE.test(arg)) ? { names: [], folders: ["__snapshots__"] } : null),
    pytest: (args) => (args.some((arg) => SNAPSHOT_UPDATE.test(arg)) ? { names: [], folders: ["__snapshots__", "snapshots"] } : null),
};
/** `npm test -- -u`, `npm run test -- --updateSnapshot`: the project's test runner, told after `--` to update its snapshots. */
function snapshotsPassedOn(args) {
    const passed = args.indexOf("--");
    const runs = args[0] === "test" || args[0] === "t" || args[0] === "run";
    return runs && passed !== -1 && args.slice(passed + 1).some((arg) => SNAPSHOT_UPDATE.test(arg)) ? { names: [], folders: ["__snapshots__"] } : null;
}
/** The runs that wrote such files, as formatter runs whose paths are the names they write. */
function toolOutputRuns(calls) {
    return calls.flatMap((call) => {
        if (call.command === null || call.exitCode !== 0)
            return [];
        return (0,simple_commands/* simpleCommands */.Ny)(call.command).flatMap((command) => {
            const words = (0,simple_commands/* unwrappedWords */.uO)(command);
            // `npx jest -u`, `npm test -- -u` run the runner: its own words decide
            const start = words.findIndex((word) => (0,shell_program/* programName */.kX)(word) in OUTPUTS);
            if (start === -1)
                return [];
            const [program = "", ...args] = words.slice(start);
            const outputs = OUTPUTS[(0,shell_program/* programName */.kX)(program)](args);
            return outputs === null ? [] : [{ command: words.slice(start).join(" "), paths: [], step: call.step, ...outputs }];
        });
    });
}
/** Whether such a run wrote the repository file `file`. */
function writtenByTool(run, file) {
    const parts = file.split("/");
    return run.names.includes(parts.at(-1)) || (run.folders ?? []).some((folder) => parts.slice(0, -1).includes(folder));
}

// EXTERNAL MODULE: ./src/transcript/notes-only.ts
var notes_only = __webpack_require__(2342);
;// CONCATENATED MODULE: ./src/checks/partial-lines.ts

/**
 * An edit that replaced part of a line (`old_string: "if (!/^\d+$/.test(t))"` inside a longer line): the PR's
 * added line holds the new text with the rest of the line as it was, so it is not the text the edit wrote,
 * yet the edit wrote it. An added line is the edit's when putting the old text back where the new text
 * stands gives a line the PR removes.
 */
/** Line pairs (old, new) of each replacement an edit call's input makes, when old and new have as many lines. */
function replacedLines(input) {
    if (typeof input !== "object" || input === null)
        return [];
    const record = input;
    const nested = Array.isArray(record.edits) ? record.edits.flatMap((edit) => replacedLines(edit)) : [];
    const own = notes_only/* REPLACE_FIELDS */.le.flatMap(([from, to]) => {
        const [before, after] = [record[from], record[to]];
        if (typeof before !== "string" || typeof after !== "string")
            return [];
        const [old, now] = [before.split(/\r?\n/), after.split(/\r?\n/)];
        return old.length === now.length ? now.map((line, index) => [old[index].trim(), line.trim()]) : [];
    });
    return [...own, ...nested].filter(([old, now]) => now !== "" && old !== now);
}
/** Whether the added line is a removed one with a replacement's old text changed to its new text. */
function replacedInLine(added, removed, pairs) {
    const line = added.trim();
    return pairs.some(([old, now]) => {
        const at = line.indexOf(now);
        return at >= 0 && removed.has(`${line.slice(0, at)}${old}${line.slice(at + now.length)}`.trim());
    });
}

// EXTERNAL MODULE: ./src/shell/git-args.ts
var git_args = __webpack_require__(7910);
;// CONCATENATED MODULE: ./src/checks/build-writes.ts


/** A cheap test before the log's patterns: an output that may name what a build wrote. */
const MAY_NAME = /^(?:copying |writing |Successfully built )/m;
/** `copying src/a.py -> build/lib/a`: the file lands in that folder, or is that path. */
const COPYING = /^copying (\S+) -> (\S+)$/gm;
/** `writing src/a.egg-info/PKG-INFO`, `writing top-level names to src/a.egg-info/top_level.txt`, `writing manifest file 'x'`. */
const WRITING = /^writing (?:[\w -]+? (?:to|file) )?'?([^\s']+)'?$/gm;
/** `Successfully built a-1.0.tar.gz and a-1.0-py3-none-any.whl`: the archives it made. */
const BUILT_ARCHIVES = /^Successfully built (.+)$/m;
const ARCHIVE = /\.(?:whl|tar\.gz|zip|egg)$/;
/** A line of `git status --short` (` M dist/a.js`, `?? dist/b.js`) or `git status` (`modified:   dist/a.js`). */
const STATUS_LINE = /^(?:[ MADRCU?!]{2} (\S.*)|\s*(?:modified|new file):\s+(\S.*)|diff --git a\/(\S+) b\/\S+)$/gm;
/** The paths a build's log says it wrote, as it names them (relative to where it ran). */
function pathsBuildSaid(output) {
    if (!MAY_NAME.test(output))
        return [];
    const paths = [];
    for (const [, source, target] of output.matchAll(COPYING)) {
        const name = source.split("/").at(-1);
        paths.push(target.split("/").at(-1) === name ? target : `${target.replace(/\/+$/, "")}/${name}`);
    }
    for (const [, path] of output.matchAll(WRITING))
        paths.push(path);
    const archives = BUILT_ARCHIVES.exec(output)?.[1]?.split(/,? and |, /).map((name) => name.trim()).filter((name) => ARCHIVE.test(name)) ?? [];
    return [...paths, ...archives.map((name) => `dist/${name}`)];
}
/** The files a status or diff printed in `call` lists changed, when the line ran it after a build it recognized. */
function listedAfterBuild(call, build) {
    if (build === undefined || call.command === null || call.output === null)
        return [];
    const line = (0,simple_commands/* simpleCommands */.Ny)(call.command);
    const shows = line.some((command, index) => {
        if (index <= build.lineIndex)
            return false;
        const git = (0,git_args/* gitCommand */.Q)(command.words);
        return git !== null && (git.verb === "status" || git.verb === "diff");
    });
    if (!shows)
        return [];
    return [...call.output.matchAll(STATUS_LINE)].map((found) => (found[1] ?? found[2] ?? found[3]).trim());
}
/** Whether the repository path `file` is the path a build named (`dist/a.whl` names it; so does `pkg/dist/a.whl` from `pkg`). */
function namesFile(named, file) {
    const path = named.replace(/^\.\//, "");
    return file === path || file.endsWith(`/${path}`);
}
/** For each of `files`, the last build the transcript shows wrote it; files it does not show are left out. */
function buildWrites(calls, runs, files) {
    const found = new Map();
    if (files.length === 0)
        return found;
    const builds = new Map();
    for (const run of runs)
        if (run.kind === "build")
            builds.set(run.call, run);
    calls.forEach((call, index) => {
        if (call.output === null || call.output === "")
            return;
        const said = pathsBuildSaid(call.output);
        const build = builds.get(index);
        const listed = listedAfterBuild(call, build);
        if (said.length === 0 && listed.length === 0)
            return;
        // the build itself, not the `cd` before it
        const last = (0,simple_commands/* simpleCommands */.Ny)(call.command ?? "").filter((simple) => simple.words[0] !== "cd").at(-1);
        const command = build?.runner ?? last?.words.join(" ") ?? "";
        for (const file of files) {
            if (said.some((path) => namesFile(path, file)) || listed.some((path) => path === file))
                found.set(file, { command, step: call.step });
        }
    });
    return found;
}

// EXTERNAL MODULE: ./src/checks/code-files.ts
var code_files = __webpack_require__(3146);
;// CONCATENATED MODULE: ./src/checks/dependency-patches.ts

/**
 * A dependency's installed copy (`node_modules/pkg/index.js`, `…/site-packages/pkg/core.py`): the package
 * manager writes it, git ignores it, and no PR carries a change to it.
 */
const INSTALLED = /(?:^|\/)(?:node_modules|site-packages|dist-packages)\//;
/**
 * The installed dependency files the agent changed and left changed (the last edit of each is no delete):
 * checks that ran after such a patch ran with code the PR does not hold.
 */
function patchedDependencies(edits) {
    const last = new Map();
    for (const edit of edits)
        if (INSTALLED.test(edit.path))
            last.set(edit.path, edit);
    // a package manager's own writes are not recorded as edits; a delete is cleanup (`rm -rf node_modules`)
    return [...last.values()].filter((edit) => edit.kind !== "delete" && (0,code_files/* isCodeFile */.K)(edit.path));
}

// EXTERNAL MODULE: ./src/checks/captured-output.ts
var captured_output = __webpack_require__(9673);
// EXTERNAL MODULE: ./src/checks/scratch-in-pr.ts
var scratch_in_pr = __webpack_require__(9054);
// EXTERNAL MODULE: ./src/checks/work.ts
var checks_work = __webpack_require__(7976);
// EXTERNAL MODULE: ./src/checks/weakened-tests.ts + 13 modules
var weakened_tests = __webpack_require__(7637);
;// CONCATENATED MODULE: ./src/checks/none-of-the-work.ts





/** At most this many put-back files are named in the sentence. */
const MAX_NAMED_DISCARDED = 3;
/** The command that put a file back is quoted up to this many characters. */
const MAX_COMMAND_CHARS = 50;
/**
 * The agent's changes to files the PR does not hold, each put back by git after its last edit (`git checkout
 * variable.py`, `git restore`, a `git stash` nothing popped), with the step and command that did it.
 */
function discardedChanges(candidates, edits, restores, calls) {
    return candidates.flatMap((path) => {
        const own = edits.filter((edit) => (0,paths/* samePath */.Eb)(edit.path, path));
        const restore = (0,checks_work/* restoreAfterEdits */.sG)(path, edits, restores);
        const call = restore === undefined ? undefined : calls[restore.call];
        return call === undefined || own.length === 0 ? [] : [{ path, edited: own[0].step, step: call.step, command: gitCommandOf(call.command ?? "") }];
    });
}
/** The git command of a line (`git checkout a.py` of `cd /repo && git checkout a.py && git status`), or the line. */
function gitCommandOf(line) {
    const git = (0,simple_commands/* simpleCommands */.Ny)(line).find((command) => command.words[0] === "git");
    return git === undefined ? line : git.words.join(" ");
}
/**
 * A PR that holds none of the agent's change: it only adds new files (its check script, its own test) or changes
 * tests, while the tracked files the agent changed, and ran checks on, were put back by git before the PR was made
 * (git puts back only what it tracks), and no check passed on what was left. The checks ran on a change the PR does
 * not merge: a problem the transcript shows, not missing evidence. `checkedBetween` says a check ran after the one
 * step and before the other; `passedAfter`, that one passed after the step. Null otherwise.
 */
function noneOfTheWork(diff, scratch, discarded, runs) {
    const tested = discarded.filter((item) => runs.checkedBetween(item.edited, item.step) && !(0,weakened_tests/* isTestFile */.hl)(item.path)
        && !runs.passedAfter(item.step));
    const carriesNoChange = (file) => file.status === "added" || (0,weakened_tests/* isTestFile */.hl)(file.path);
    if (diff.length === 0 || tested.length === 0 || !diff.every(carriesNoChange))
        return null;
    const why = (file) => scratch.find((found) => found.file === file)?.why
        ?? (file.status === "added" ? "a new file" : "a test file");
    const verb = diff.every((file) => file.status === "added") ? "adds" : "changes";
    const adds = diff.slice(0, MAX_NAMED_DISCARDED).map((file) => `${(0,checks_quote/* named */.KT)(file.path)} (${why(file)})`).join(", ")
        + (diff.length > MAX_NAMED_DISCARDED ? ` and ${diff.length - MAX_NAMED_DISCARDED} more` : "");
    const first = tested[0];
    const files = tested.slice(0, MAX_NAMED_DISCARDED).map((item) => (0,checks_quote/* named */.KT)(item.path)).join(", ")
        + (tested.length > MAX_NAMED_DISCARDED ? ` and ${tested.length - MAX_NAMED_DISCARDED} more` : "");
    const one = tested.length === 1;
    const summary = `The PR holds none of the change the agent checked: it only ${verb} ${adds}, while the agent's change to ${files}, `
        + `which its checks ran on, ${one ? "was" : "were"} put back by \`${(0,checks_quote/* clip */.$Q)(first.command, MAX_COMMAND_CHARS)}\` (${(0,checks_quote/* stepLabel */.vO)(first.step)}) `
        + `and ${one ? "is" : "are"} not in the PR.`;
    const cited = tested.map((item) => (0,checks_quote/* evidence */.MX)(item.step, `put back, not in the PR: ${item.path}`, item.path));
    return { summary, evidence: cited };
}

;// CONCATENATED MODULE: ./src/checks/debug-leftovers.ts



/**
 * What an agent leaves in library code while it looks for a bug, and a PR must not ship: a statement that stops the
 * program for a debugger (`breakpoint()`, `pdb.set_trace()`, `debugger;`), and a print its own text marks as debug
 * output (`print("DEBUG norm:", x)`, `console.log("DEBUG", v)`) — every caller of the code would see it.
 */
/** A debugger stop: Python's `breakpoint()` and `pdb`/`ipdb` `set_trace()`, JavaScript's `debugger` statement. */
const DEBUGGER_STOP = /^\s*(?:breakpoint\(\s*\)|(?:import\s+i?pdb\s*;\s*)?i?pdb\.set_trace\(\s*\)|debugger\s*;?)\s*(?:#.*|\/\/.*)?$/;
/** A print statement of the common languages, as the line's code begins. */
const debug_leftovers_PRINT_CALL = /^\s*(?:print|console\.(?:log|debug|error)|System\.(?:out|err)\.println|fmt\.(?:Print|Fprint)(?:ln|f)?|println!|eprintln!)\s*\(/;
/** Its first argument a string that says it is debug output (`"DEBUG window norm: …"`, `f"[DEBUG] {x}"`). */
const DEBUG_TEXT = /\(\s*(?:os\.Stdout\s*,\s*|os\.Stderr\s*,\s*)?[fr]?["'`]\s*\[?DEBUG\b/;
/** Its first argument a label that calls itself debug output, in any case (`'parse debug:'`, `"debug x ="`). */
const DEBUG_LABEL = /\(\s*[fr]?(["'`])\s*[[(]?\s*(?:[\w.]+\s+)?debug\b[^"'`\n]*\1/i;
/** A logger's or debug helper's own file: printing under a debug label is what it is for. */
const LOGGING_FILE = /(?:^|\/)[\w-]*(?:log|logger|logging|debug)[\w-]*\.\w+$/i;
/** A condition that makes printing the point: `if verbose:`, `if self.debug:`, `if options.trace`. */
const VERBOSITY = /\b(?:if|elif)\b.*\b(?:verbose|verbosity|debug|trace|quiet|log_level)\b/i;
/** Folders of programs run by hand (scripts, examples, tools): a print there may be what they are for. */
const RUN_BY_HAND = /(?:^|\/)(?:scripts?|examples?|tools|bin|benchmarks?|docs?|demo)\//;
/** The debug statements the PR adds to files of the repository's library code, each cited at its line and the step that wrote it. */
function debugLeftovers(diff, calls) {
    return diff.filter((file) => file.status === "modified" && (0,code_files/* isCodeFile */.K)(file.path) && !(0,weakened_tests/* isTestFile */.hl)(file.path) && !RUN_BY_HAND.test(file.path))
        .flatMap((file) => {
        const code = (0,weakened_tests/* codeReader */.tp)(file);
        const labelled = !LOGGING_FILE.test(file.path);
        return file.lines.filter((line, index) => line.kind === "+" && isDebugLeftover(code(line), line.text, labelled) && !underVerbosity(file.lines, index))
            .map((line) => (0,checks_quote/* evidence */.MX)(writtenAt(line.text.trim(), calls), `debug statement left in library code: ${line.text.trim()}`, `${file.path}:${line.newLine}`));
    });
}
/** The step of the last call whose command or input carries the statement: the edit that wrote it, when the transcript shows it. */
function writtenAt(statement, calls) {
    const escaped = JSON.stringify(statement).slice(1, -1);
    const call = calls.findLast((item) => {
        const text = item.command ?? JSON.stringify(item.input ?? "");
        return text.includes(statement) || text.includes(escaped);
    });
    return call?.step ?? null;
}
function isDebugLeftover(code, text, labelled) {
    return DEBUGGER_STOP.test(code) || (debug_leftovers_PRINT_CALL.test(code) && (DEBUG_TEXT.test(text) || (labelled && DEBUG_LABEL.test(text))));
}
/** The nearest line above, less indented, is a verbosity switch (`if (options.debug) {`): the print is the code's own. */
function underVerbosity(lines, index) {
    const indent = (text) => /^\s*/.exec(text)[0].length;
    const own = indent(lines[index].text);
    const above = lines.slice(0, index).findLast((line) => line.kind !== "-" && line.text.trim() !== "" && indent(line.text) < own);
    return above !== undefined && VERBOSITY.test(above.text);
}
/** "The PR leaves a debug statement in library code (`print("DEBUG …")`, `a/b.py:12`): it must be taken out before it merges. " */
function debugLeftoversNote(leftovers) {
    if (leftovers.length === 0)
        return "";
    const first = leftovers[0];
    const statement = first.quote.replace(/^debug statement left in library code: /, "");
    const more = leftovers.length > 1 ? ` and ${leftovers.length - 1} more` : "";
    return `The PR leaves ${leftovers.length === 1 ? "a debug statement" : "debug statements"} in library code (${(0,checks_quote/* named */.KT)(statement)}, `
        + `${(0,checks_quote/* named */.KT)(first.path ?? "")}${more}): ${leftovers.length === 1 ? "it" : "they"} must be taken out before it merges. `;
}

;// CONCATENATED MODULE: ./src/checks/added-prints.ts




/**
 * A print the PR adds to library code that shows values under a label (`print("DelimitedList bounds:", min, max)`,
 * `print(f"{x=}")`, `console.log("state:", state)`): the shape of a look while debugging, which every caller of
 * the code would then see. Not marked DEBUG, so not certain (debug-leftovers.ts): held for a person. A print to a
 * chosen stream (`file=sys.stderr`), one under a verbosity switch, or in a file that already prints, is the code's own.
 */
const LABELLED_VALUES = /^\s*(?:print|console\.(?:log|debug))\(\s*(?:[fr]?(["'])[^"'\n]*[:=]\s*\1\s*(?:,\s*[\w.]+(?:\([^()\n]*\))?(?:\[[^\]\n]*\])*\s*)+|f(["'])[^"'\n]*\{[\w.]+=\}[^"'\n]*\2\s*)\)\s*;?\s*(?:#.*|\/\/.*)?$/;
/** Code that prints as its work: a command line's entry, a script, an example. */
const PRINTS_BY_DESIGN = /(?:^|\/)(?:__main__|cli|main|console|commands?|scripts?|examples?|tools|bin|benchmarks?|docs?|demo|server|app|index|log|logger|logging|reporters?|printers?|output|display|terminal|ui)(?:\/|\.\w+$)/;
/** A task that asks for output: the print may be what it asked for. */
const ASKS_FOR_OUTPUT = /\b(?:print|prints|printed|printing|log|logs|logged|logging|output|console|display|verbose|debug)\b/i;
const ANY_PRINT = /^\s*(?:print|console\.log)\(/;
/** The labelled-value prints the PR adds to library files, each cited at its line and the step that wrote it. */
function addedPrints(diff, calls, task = null) {
    if (task !== null && ASKS_FOR_OUTPUT.test(task))
        return [];
    return diff.filter((file) => file.status === "modified" && (0,code_files/* isCodeFile */.K)(file.path) && !(0,weakened_tests/* isTestFile */.hl)(file.path) && !PRINTS_BY_DESIGN.test(file.path))
        .filter((file) => !file.lines.some((line) => line.kind !== "+" && ANY_PRINT.test(line.text)))
        .flatMap((file) => file.lines.filter((line, index) => line.kind === "+" && LABELLED_VALUES.test(line.text) && !underVerbosity(file.lines, index))
        .map((line) => (0,checks_quote/* evidence */.MX)(writtenAt(line.text.trim(), calls), `print added to library code: ${line.text.trim()}`, `${file.path}:${line.newLine}`)));
}
/** "The PR adds a print of labelled values to library code (`print("x:", x)`, `a/b.py:12`), …: a person should confirm it is meant." */
function addedPrintsNote(prints) {
    if (prints.length === 0)
        return "";
    const first = prints[0];
    const statement = first.quote.replace(/^print added to library code: /, "");
    const more = prints.length > 1 ? ` and ${prints.length - 1} more` : "";
    return `The PR adds ${prints.length === 1 ? "a print" : "prints"} of labelled values to library code (${(0,checks_quote/* named */.KT)(statement)}, ${(0,checks_quote/* named */.KT)(first.path ?? "")}${more}), `
        + "the shape of a look while debugging: every caller would see the output; a person should confirm it is meant.";
}

;// CONCATENATED MODULE: ./src/checks/constant-guards.ts



/**
 * A guard the PR replaces by a constant: `with pd.option_context(…):` or `if x is None:` becomes `if True:`,
 * `if (ready) {` becomes `if (false) {`. The block under it keeps its lines, but now always runs (or never),
 * without the condition or the context it had: the shape of getting code past an error rather than changing
 * what it does, and a change of behaviour the diff's own lines do not show. Held for a person, who may know
 * it is meant.
 */
/**
 * A Python guard or context line, or a C-family `if (…) {`, with its indentation. Not loops: `while True:` with a
 * `break` keeps its condition.
 */
const GUARD = /^(\s*)(?:(?:if|elif|with|async with)\s.*:|if\s*\(.*\)\s*\{?)\s*(?:#.*|\/\/.*)?$/;
/** The same place given a constant: `if True:`, `if 0:`, `if (true) {`, `if (1)`. */
const CONSTANT = /^(\s*)(?:(?:if|elif)\s+\(?(?:True|False|1|0)\)?\s*:|if\s*\(\s*(?:true|false|1|0)\s*\)\s*\{?)\s*(?:#.*|\/\/.*)?$/;
/** The constant guards the PR puts where a guard was, each cited at its line and the step that wrote it. */
function constantGuards(diff, calls) {
    return diff.filter((file) => file.status === "modified" && (0,code_files/* isCodeFile */.K)(file.path))
        .flatMap((file) => replacedGuards(file.lines).map(({ removed, added }) => (0,checks_quote/* evidence */.MX)(writtenAt(added.text.trim(), calls), `\`${removed.text.trim()}\` replaced by \`${added.text.trim()}\``, `${file.path}:${added.newLine}`)));
}
/** An added constant guard whose change block removed a guard at the same indentation. */
function replacedGuards(lines) {
    const found = [];
    lines.forEach((line, index) => {
        const constant = line.kind === "+" ? CONSTANT.exec(line.text) : null;
        if (constant === null)
            return;
        const block = changeBlock(lines, index);
        const removed = block.find((other) => other.kind === "-" && !CONSTANT.test(other.text) && GUARD.exec(other.text)?.[1] === constant[1]);
        if (removed !== undefined)
            found.push({ removed, added: line });
    });
    return found;
}
/** The run of changed lines (no context line between) that holds the line at `index`. */
function changeBlock(lines, index) {
    let start = index;
    while (start > 0 && lines[start - 1].kind !== " ")
        start -= 1;
    let end = index;
    while (end < lines.length - 1 && lines[end + 1].kind !== " ")
        end += 1;
    return lines.slice(start, end + 1);
}
/** "The PR replaces a guard by a constant (`with x:` replaced by `if True:`, `a.py:12`), …". */
function constantGuardsNote(guards) {
    if (guards.length === 0)
        return "";
    const first = guards[0];
    const more = guards.length > 1 ? ` and ${guards.length - 1} more` : "";
    return `The PR replaces ${guards.length === 1 ? "a condition or context" : "conditions or contexts"} by a constant (${first.quote}, ${(0,checks_quote/* named */.KT)(first.path ?? "")}${more}): `
        + "the code under it now runs without it; a person should confirm that is meant.";
}

// EXTERNAL MODULE: ./src/checks/removed-names.ts
var removed_names = __webpack_require__(1324);
;// CONCATENATED MODULE: ./src/checks/removed-api.ts




/**
 * A public name the PR removes from a file it keeps (a function, class or constant defined on a removed line and on
 * no added line anywhere, not `_private`), which the task does not name: callers of it break, and a change that
 * deletes more than it was asked to (a replacement that swept up the next function) looks the same. Held for a person,
 * as a deleted file is. A name other removed lines use went with them (a helper of removed code). Names this short say too little.
 */
const MIN_NAME = 4;
/** How many removed names the sentence lists. */
const MAX_LISTED = 3;
/** The public names the PR's kept code files lose, each at its removed line, less those the task names. */
function removedPublicNames(diff, task) {
    const code = diff.filter((file) => file.status === "modified" && (0,code_files/* isCodeFile */.K)(file.path) && !(0,weakened_tests/* isTestFile */.hl)(file.path));
    const added = new Set(diff.flatMap((file) => file.lines.filter((line) => line.kind === "+").flatMap((line) => (0,removed_names/* nameDefined */.Xw)(line.text) ?? [])));
    // a name another removed line uses went with its user (a cache key of a removed cache): a helper of the removed code
    const removedLines = diff.flatMap((file) => file.lines.filter((line) => line.kind === "-").map((line) => line.text));
    const usedByRemoved = (name) => {
        const word = new RegExp(`\\b${name}\\b`);
        return removedLines.some((text) => word.test(text) && (0,removed_names/* nameDefined */.Xw)(text) !== name);
    };
    const removed = [];
    for (const file of code) {
        for (const line of file.lines) {
            const name = line.kind === "-" ? (0,removed_names/* nameDefined */.Xw)(line.text) : null;
            if (name === null || added.has(name) || name.startsWith("_") || name.length < MIN_NAME || (task ?? "").includes(name))
                continue;
            if (usedByRemoved(name))
                continue;
            if (!removed.some((item) => item.name === name))
                removed.push({ name, path: file.path, line: line.oldLine ?? 0 });
        }
    }
    return removed;
}
/** Each removed name as evidence at its line of the original file. */
function removedNameEvidence(removed) {
    return removed.map((item) => (0,checks_quote/* evidence */.MX)(null, `removed by the PR: ${item.name}`, `${item.path}:${item.line}`));
}
/** "The PR removes `format_num` (`tqdm/std.py`), which the task does not name: a person should confirm that is meant." */
function removedNamesNote(removed) {
    if (removed.length === 0)
        return "";
    const listed = removed.slice(0, MAX_LISTED).map((item) => `${(0,checks_quote/* named */.KT)(item.name)} (${(0,checks_quote/* named */.KT)(item.path)})`).join(", ");
    const more = removed.length > MAX_LISTED ? ` and ${removed.length - MAX_LISTED} more` : "";
    return `The PR removes ${listed}${more}, which the task does not name: callers of ${removed.length === 1 ? "it" : "them"} would break; a person should confirm that is meant.`;
}

// EXTERNAL MODULE: ./src/words.ts
var src_words = __webpack_require__(5846);
;// CONCATENATED MODULE: ./src/checks/swept-in.ts



/** The loader's mark where it cut a long text's middle (transcript/text.ts `cutMiddle`). */
const OMITTED_MIDDLE = /^\[… (\d+) chars omitted\]$/m;
/** Outputs that may hold a diff header or a status line: a cheap test before the patterns are built. */
const MAY_SHOW = /diff --git |modified: /;
/** A staging of the whole tree written in a message's command block, where no tool call records it. */
const STAGES_ALL_TEXT = /\bgit\s+(?:add\s+(?:-A|--all|\.)(?=[\s;&|]|$)|commit\s+(?:-[a-zA-Z]*a[a-zA-Z]*|--all)\b)/m;
function shownChanged(calls, messages, paths) {
    if (paths.length === 0)
        return [];
    const printed = [
        ...calls.map((call) => ({ step: call.resultStep ?? call.step, text: call.output ?? "", swept: () => stagesAll(call.command) })),
        ...messages.map((message, index) => ({
            step: message.step, text: message.role === "assistant" ? "" : message.text, swept: () => askedToStage(calls, messages, index),
        })),
    ].filter((item) => MAY_SHOW.test(item.text)).sort((a, b) => a.step - b.step);
    const found = [];
    for (const path of paths) {
        const pattern = changedPattern(path);
        const first = printed.find((item) => pattern.test(item.text));
        const omitted = first === undefined ? undefined : OMITTED_MIDDLE.exec(first.text)?.[1];
        if (first === undefined)
            continue;
        found.push({ path, step: first.step, swept: first.swept(), omitted: omitted === undefined ? null : Number(omitted) });
    }
    return found;
}
function changedPattern(path) {
    const name = (0,src_words/* escapeRegExp */.Nt)(path);
    return new RegExp(`^diff --git a/${name} b/${name}$|^\\s*modified:\\s+${name}$`, "m");
}
/** The command just before a harness's reply (the last call, or the agent's last message) staged the whole tree. */
function askedToStage(calls, messages, index) {
    const step = messages[index].step;
    const call = calls.findLast((item) => item.step < step);
    const asked = messages.slice(0, index).findLast((message) => message.role === "assistant");
    return (call !== undefined && stagesAll(call.command)) || (asked !== undefined && STAGES_ALL_TEXT.test(asked.text));
}
/** `git add -A`, `git add --all`, `git add .`, `git commit -a`: the whole working tree staged. */
function stagesAll(command) {
    if (command === null || !/\bgit\b/.test(command))
        return false;
    return (0,simple_commands/* simpleCommands */.Ny)(command).some(({ words }) => {
        const git = (0,git_args/* gitCommand */.Q)(words);
        if (git === null)
            return false;
        const { verb, args: rest } = git;
        if (verb === "add")
            return rest.some((word) => word === "-A" || word === "--all" || word === ".");
        return verb === "commit" && rest.some((word) => /^-[a-zA-Z]*a[a-zA-Z]*$/.test(word) || word === "--all");
    });
}

// EXTERNAL MODULE: ./src/checks/undone-edits.ts
var undone_edits = __webpack_require__(4966);
;// CONCATENATED MODULE: ./src/checks/diff-match.ts
























const EDITS_MATCH_DIFF = "edits_match_diff";
/** At most this many paths are quoted per finding; the rest are counted. */
const MAX_LISTED_PATHS = 5;
/** CI pipelines: GitHub Actions workflows, GitLab CI, CircleCI, Azure Pipelines, Jenkins. */
const CI_CONFIG = /^\.github\/workflows\/|(?:^|\/)(?:\.gitlab-ci\.ya?ml|azure-pipelines\.ya?ml|Jenkinsfile)$|^\.circleci\//;
/** Source files in the common languages: a change to one that the transcript does not explain is unverified code. */
/** Lines shorter than this (`}`, `end`, `return`) say nothing about who wrote a change. */
const MIN_SIGNIFICANT_CHARS = 8;
/**
 * When the transcript carries the text of every edit to a file, at least this share of the PR's
 * added lines must be text it wrote; a formatter run afterwards may reword some of them.
 */
const MIN_EXPLAINED_SHARE = 0.5;
/** Input fields in which edit tools carry the text they write (Claude Edit/Write/MultiEdit, str_replace_editor, Gemini). */
const WRITTEN_FIELDS = ["new_string", "content", "file_text", "new_str", "newText", "new_content"];
/**
 * Compares the PR's changes with the transcript's edits. A PR file the transcript never touched is
 * unexplained; an edit whose text the transcript carries must show in the PR's added lines. A code
 * change the transcript does not explain, or a transcript whose readable edits touch none of the
 * PR's files, leaves the PR's changes unknown: the check is then required, so the verdict is
 * `neutral` at most. Paths match when one ends with the other on a path boundary.
 */
function editsMatchDiff({ trajectory, diff, runs }) {
    const base = { id: EDITS_MATCH_DIFF, blocking: false };
    if (diff === null)
        return { ...base, required: false, status: "skip", summary: "No PR diff given.", evidence: [] };
    // a file a runner rewrote (`jest -u`'s snapshots) is explained by that run below, as a formatter's is
    const edits = (0,checks_work/* workEdits */.fx)(trajectory.edits.filter((edit) => edit.byRunner !== true), trajectory.task, (0,work_facts/* workFacts */.n)(trajectory));
    const edited = [...new Set(edits.map((edit) => edit.path))];
    const changed = diff.flatMap((file) => (file.oldPath ? [file.path, file.oldPath] : [file.path]));
    const names = (file) => (file.oldPath === null ? [file.path] : [file.path, file.oldPath]);
    // a relative name is read from the repository's root, as the PR's are: `requests/cookies.py` is not
    // `build/lib/requests/cookies.py`; an absolute one is the PR file its path ends with
    const touches = (file) => edited.some((path) => names(file).some((name) => (0,paths/* sameFile */.Vi)(path, name)));
    // a file the agent's own code saves (`p.save("test_plot.png")`) was written by a run of that code
    const touched = diff.filter(touches);
    const untouched = diff.filter((file) => !touched.includes(file));
    const saved = untouched.length === 0 ? [] : savedByCode(trajectory.toolCalls);
    const savedAs = (name) => {
        const pattern = savingPattern(name);
        return pattern !== null && saved.some((text) => pattern.test(text));
    };
    const savedByAgent = (file) => names(file).some(savedAs);
    // a file a formatter it ran rewrote (`black src/`) was changed by that run
    const formatted = formatterRuns(trajectory.toolCalls);
    // and one a package manager or a snapshot update wrote by what it is (`npm install x`: package-lock.json)
    const tools = toolOutputRuns(trajectory.toolCalls);
    const byTool = (file) => [...formatted.filter((run) => run.paths.some((path) => names(file).some((name) => formats(path, name)))),
        ...tools.filter((run) => names(file).some((name) => writtenByTool(run, name)))].sort((a, b) => a.step - b.step).at(-1);
    // and one a build wrote, as its log or the status it printed right after shows (build-writes.ts)
    const built = buildWrites(trajectory.toolCalls, runs, untouched.map((file) => file.path));
    const builtBy = (file) => {
        const write = built.get(file.path);
        return write === undefined ? undefined : { command: write.command, paths: [], step: write.step };
    };
    const formattedBy = (file) => byTool(file) ?? builtBy(file);
    const unexplained = untouched.filter((file) => !savedByAgent(file) && formattedBy(file) === undefined);
    const shown = shownChanged(trajectory.toolCalls, trajectory.messages, unexplained.map((file) => file.path));
    const editsOf = (file) => edits.filter((edit) => (0,paths/* samePath */.Eb)(edit.path, file.path));
    // text a formatter rewrote after the agent wrote it is not the text it wrote
    const reformattedAfter = (file) => (formattedBy(file)?.step ?? -1) > (editsOf(file).at(-1)?.step ?? Infinity);
    const mismatched = touched.filter((file) => contentDiffers(file, editsOf(file), trajectory.toolCalls) && !reformattedAfter(file));
    // an absolute path that matches no PR file may lie outside the repository: not a finding
    // a scratch file created and deleted, or a tool's cache, never reaches a PR: not missing from it
    // a deletion the PR does not carry was of something untracked (cleanup), and a file the agent
    // put back with git (`git checkout -- f`, `git restore f`) keeps no change
    const transient = (0,checks_work/* transientPaths */.bw)(trajectory.edits);
    const restored = (0,checks_work/* restoredPaths */.hA)(trajectory);
    const lastKind = (path) => edits.findLast((edit) => edit.path === path)?.kind;
    // a file whose sed edits later seds reversed, one by one, ends as it began
    const undone = (0,undone_edits/* sedRestoredPaths */.$)(trajectory, edits);
    const reverted = (path) => [...undone].some((other) => (0,paths/* samePath */.Eb)(other, path)) || (0,checks_work/* restoredAfterEdits */.oh)(path, edits, restored);
    // a change set aside by a `git stash` nothing brought back, that the PR lacks: the checks ran on what it does not hold
    const stashedAway = unpoppedStashes(edited, restored, (path) => !transient.has(path) && lastKind(path) !== "delete"
        && ![...undone].some((other) => (0,paths/* samePath */.Eb)(other, path))
        && !(0,checks_work/* restoredAfterEdits */.oh)(path, edits, restored.filter((item) => item.stash !== true))
        && (0,checks_work/* restoredAfterEdits */.oh)(path, edits, restored) && !path.startsWith("/") && !changed.some((other) => (0,paths/* samePath */.Eb)(path, other)), (call) => trajectory.toolCalls[call]?.step ?? call);
    const persists = (path) => !transient.has(path) && !(0,checks_work/* isGeneratedPath */.$n)(path) && lastKind(path) !== "delete" && !reverted(path);
    const kept = edited.filter((path) => persists(path) && !path.startsWith("/") && !changed.some((other) => (0,paths/* samePath */.Eb)(path, other)));
    // a script the agent wrote and ran as its own check, left out of the PR, is where a scratch file belongs
    const ownScripts = kept.filter((path) => (0,scratch_in_pr/* isOwnCheckScript */.yt)(path, runs));
    // a check's output the agent captured (`pytest | tee out.txt`) is what the check printed, not work the PR lacks
    const missing = kept.filter((path) => !ownScripts.includes(path) && !(0,captured_output/* capturedCheckOutput */.M)(path, edits, trajectory.toolCalls));
    // a PR that deletes a whole file of the repository asks a person, however it came about (a cleanup
    // `rm` that named a tracked file beside the agent's scratch files deletes it too)
    const deleted = diff.filter((file) => file.status === "deleted");
    const deletedBy = (file) => edits.findLast((edit) => edit.kind === "delete" && (0,paths/* samePath */.Eb)(edit.path, file.path));
    // a script the agent ran as its own check, or a backup copy, that the PR adds: not part of the change
    // a file the PR adds that no step edited and the agent's code saved, not code (`p.save("test_plot.png")`): its output swept in
    const savedOutputs = untouched.filter((file) => file.status === "added" && savedByAgent(file) && !(0,code_files/* isCodeFile */.K)(file.path))
        .map((file) => ({ file, why: "an output its own code saved", step: null }));
    // what a build made that the PR adds, where the PR changes none of that build's tracked outputs: swept in
    const builtOutputs = untouched.filter((file) => file.status === "added" && byTool(file) === undefined && built.has(file.path))
        .filter((file) => !diff.some((other) => other.status === "modified" && built.get(other.path)?.step === built.get(file.path).step))
        .map((file) => ({ file, why: `written by \`${(0,checks_quote/* clip */.$Q)(built.get(file.path).command, 40)}\``, step: built.get(file.path).step }));
    const scratch = [...(0,scratch_in_pr/* scratchFilesInPr */.PL)(diff, runs, edits, trajectory.toolCalls), ...savedOutputs];
    // every PR file the agent's own, its changes put back by git: the PR merges none of what was checked
    const putBack = edited.filter((path) => !path.startsWith("/") && !changed.some((other) => (0,paths/* samePath */.Eb)(path, other)) && !transient.has(path)
        && !(0,checks_work/* isGeneratedPath */.$n)(path) && lastKind(path) !== "delete" && !(0,scratch_in_pr/* isOwnCheckScript */.yt)(path, runs));
    const checkedBetween = (after, before) => runs.some((run) => run.step > after && run.step < before);
    const passedAfter = (step) => runs.some((run) => run.step > step && run.outcome === "passed");
    const discarded = discardedChanges(putBack, edits, restored, trajectory.toolCalls);
    const none = noneOfTheWork(diff, scratch, discarded, { checkedBetween, passedAfter });
    if (none !== null)
        return { ...base, blocking: true, required: true, status: "fail", summary: none.summary, evidence: [...none.evidence, ...scratch.map(scratch_in_pr/* scratchEvidence */.Mj)] };
    // an installed dependency the agent patched in place: the checks ran with it, and no PR carries it
    const patched = patchedDependencies(trajectory.edits);
    const findings = [
        ...deleted.map((file) => (0,checks_quote/* evidence */.MX)(deletedBy(file)?.step ?? null, `deleted by the PR: ${file.path}`, file.path)),
        ...patched.map((edit) => (0,checks_quote/* evidence */.MX)(edit.step, `an installed dependency patched in place, which no PR carries: ${edit.path}`, edit.path)),
        ...scratch.map(scratch_in_pr/* scratchEvidence */.Mj),
        ...builtOutputs.map(scratch_in_pr/* scratchEvidence */.Mj),
        ...unexplainedEvidence(unexplained.map((file) => file.path), shown),
        ...listed(mismatched.map((file) => file.path), "the PR's added lines are not the text the transcript wrote"),
        ...listed(missing, "edited in the transcript, not in the PR"),
        ...stashedAway.map(({ path, step }) => (0,checks_quote/* evidence */.MX)(step, `set aside by git stash and never brought back, not in the PR: ${path}`, path)),
    ];
    if (diff.length > 0 && touched.length === 0) {
        // edits made by programs the agent ran cannot all be read: unknown, not proof of another diff
        const files = diff.length === 1 ? "do not touch the file" : `touch none of the ${diff.length} files`;
        // the files the agent changed and kept are not in it either: the PR holds none of its work
        const left = missing.length === 0 ? ""
            : `, and ${missing.length === 1 ? "the file they changed" : `the ${missing.length} files they changed`}, ${missing.slice(0, MAX_LISTED_PATHS).map(checks_quote/* named */.KT).join(", ")}${missing.length > MAX_LISTED_PATHS ? ", …" : ""}, ${missing.length === 1 ? "is" : "are"} not in the PR: it holds none of the agent's changes`;
        const summary = `The transcript's readable edits ${files} the PR changes${left}. How the PR's changes were made is unknown (a program the agent ran may have written them).`;
        return { ...base, required: true, status: "warn", summary, evidence: findings };
    }
    // a debugger stop or a debug print the agent left in library code ships to every caller
    const leftovers = debugLeftovers(diff, trajectory.toolCalls);
    const prints = leftovers.length === 0 ? addedPrints(diff, trajectory.toolCalls, trajectory.task) : [];
    const removedApi = removedPublicNames(diff, trajectory.task);
    const guards = constantGuards(diff, trajectory.toolCalls);
    const lists = [unexplained, missing, mismatched, deleted, scratch, builtOutputs, patched, stashedAway, leftovers, prints, removedApi,
        guards];
    const findingCount = lists.reduce((sum, list) => sum + list.length, 0);
    if (findingCount === 0) {
        const reformatted = untouched.filter((file) => formattedBy(file) !== undefined);
        const by = reformatted.length === 0 ? "" : `, or a tool it ran rewrote (${reformatted.slice(0, MAX_LISTED_PATHS).map((file) => (0,checks_quote/* named */.KT)(file.path)).join(", ")}: \`${(0,checks_quote/* clip */.$Q)(formattedBy(reformatted[0]).command, 40)}\`, ${(0,checks_quote/* stepLabel */.vO)(formattedBy(reformatted[0]).step)})`;
        const same = `${diff.length === 1 ? "The file the PR changes is the file" : `The ${diff.length} files the PR changes are the files`} the agent edited${by}`;
        return { ...base, required: false, status: "pass", summary: `${same}${ownScriptsNote(ownScripts)}.`, evidence: [] };
    }
    // a CI workflow runs code on the repository's behalf: unexplained, it is held as code is
    const unexplainedCode = unexplained.filter((file) => (0,code_files/* isCodeFile */.K)(file.path) || CI_CONFIG.test(file.path));
    const deletes = deleted.length === 0 ? ""
        : `The PR deletes ${(0,src_words/* plural */.LS)(deleted.length, "file")} of the repository (${deleted.slice(0, MAX_LISTED_PATHS).map((file) => (0,checks_quote/* named */.KT)(file.path)).join(", ")}): a person should confirm that is meant.`;
    // a copy of a work file the agent kept and the PR ships is a leftover for certain: the PR must lose it before it merges;
    // so are its excerpts, drafts, editing scripts and saved outputs (a backup copy is said in its own sentence below)
    const backups = scratch.filter((found) => found.why.startsWith(scratch_in_pr/* MADE_BACKUP */.jo));
    const leftBehind = (0,scratch_in_pr/* certainLeftovers */.d3)(scratch, trajectory.task).filter((found) => !backups.includes(found));
    const leftIn = scratch.length === 0 ? ""
        // no count: a fixture or helper it made and never ran by name is not told apart from the change
        : `The PR adds files the agent made for its own use (${scratch.slice(0, MAX_LISTED_PATHS).map((found) => `${(0,checks_quote/* named */.KT)(found.file.path)}, ${found.why}`).join("; ")}): not part of the change.`
            + (leftBehind.length === 0 ? "" : ` ${leftBehind.map((found) => (0,checks_quote/* named */.KT)(found.file.path)).join(", ")} must be taken out before it merges.`);
    const parts = [
        unexplained.length > 0 ? `${(0,src_words/* plural */.LS)(unexplained.length, "PR file")} the transcript never touched (${codeCount(unexplained.map((file) => file.path))})${sweptNote(unexplained.length, shown)}` : "",
        mismatched.length > 0 ? `${(0,src_words/* plural */.LS)(mismatched.length, "file")} whose PR changes are not the text the transcript wrote` : "",
        missing.length > 0 ? `${(0,src_words/* plural */.LS)(missing.length, "edited file")} absent from the PR` : "",
    ].filter(Boolean);
    const required = unexplainedCode.length > 0 || mismatched.length > 0 || deleted.length > 0 || scratch.length > 0 || patched.length > 0
        || stashedAway.length > 0 || prints.length > 0 || removedApi.length > 0 || guards.length > 0;
    // a change an output showed before the agent's first edit was in the working tree when it began
    const pre = preexistingChanges(trajectory, unexplained, diff);
    const explained = (file) => pre.some((item) => item.path === file.path);
    const tail = (unexplainedCode.some((file) => !explained(file)) || mismatched.length > 0 ? " The transcript does not explain these code changes." : "")
        + preexistingNote(pre);
    const disagree = parts.length === 0 ? "" : `The PR and the transcript disagree: ${parts.join("; ")}.${tail}`;
    const preEvidence = pre.map((item) => (0,checks_quote/* evidence */.MX)(item.step, item.line === null
        ? `before the agent's first edit of the PR's files: ${item.path} was there already (a listing names it)`
        : `before the agent's first edit of the PR's files: ${item.path} already held ${item.line}${item.pip ? " (pip read it)" : ""}`, item.path));
    const summary = [addedPrintsNote(prints), constantGuardsNote(guards), stashedAwayNote(stashedAway), deletes, removedNamesNote(removedApi), leftIn, builtOutputsNote(builtOutputs), patchedNote(patched), disagree].filter(Boolean).join(" ");
    // each is a leftover for certain, as is what a build wrote that the repository does not keep (a wheel, `build/lib`,
    // `*.egg-info`, said in its own sentence) and a debugger stop in library code
    if (backups.length > 0 || leftBehind.length > 0 || builtOutputs.length > 0 || leftovers.length > 0) {
        const remove = backups.length === 0 ? ""
            : `The PR ships ${backups.length === 1 ? "a backup copy" : "backup copies"} of the agent's own making: ${backups.length === 1 ? "it" : "they"} must be taken out before it merges. `;
        const lead = `${debugLeftoversNote(leftovers)}${remove}`;
        return { ...base, blocking: true, required: true, status: "fail", summary: `${lead}${summary}`.trim(), evidence: [...leftovers, ...findings, ...preEvidence] };
    }
    return { ...base, required, status: "warn", summary, evidence: [...prints, ...guards, ...findings, ...removedNameEvidence(removedApi), ...preEvidence] };
}
/**
 * " `setup.py` was already changed before the agent's first edit of the PR's files: step 20 shows `'Jinja2<3.0',`."
 * and " `build/lib/a.py` and 22 more were there already before …: step 3 lists them." for files a listing named.
 */
function preexistingNote(pre) {
    const changed = pre.filter((item) => item.line !== null);
    const listed = pre.filter((item) => item.line === null);
    const which = (items) => items.slice(0, MAX_LISTED_PATHS).map((item) => (0,checks_quote/* named */.KT)(item.path)).join(", ") + (items.length > MAX_LISTED_PATHS ? ` and ${items.length - MAX_LISTED_PATHS} more` : "");
    const first = (items) => items.reduce((earliest, item) => (item.step < earliest.step ? item : earliest));
    const cited = changed.length === 0 ? null : first(changed);
    // pip's output names the line's requirements as it read them from the project's files, not the line itself
    const [shows, from] = cited?.pip ? ["shows pip reading", " from it"] : ["shows", ""];
    const shown = cited === null ? ""
        : ` ${which(changed)} ${changed.length === 1 ? "was" : "were"} already changed before the agent's first edit of the PR's files: ${(0,checks_quote/* stepLabel */.vO)(cited.step)} ${shows} ${(0,checks_quote/* named */.KT)(cited.line)}${from}.`;
    const there = listed.length === 0 ? ""
        : ` ${which(listed)} ${listed.length === 1 ? "was" : "were"} there already before the agent's first edit of the PR's files: ${(0,checks_quote/* stepLabel */.vO)(first(listed).step)} lists ${listed.length === 1 ? "it" : "them"}.`;
    return shown + there;
}
/** The code the agent wrote: file tools' contents and the here-documents and `-c` code of its shell lines. */
function savedByCode(calls) {
    return calls.flatMap((call) => [
        ...writtenText(call.input),
        ...(call.command === null || !SAVES_SOMETHING.test(call.command) ? [] : codeInLine(call.command)),
    ]).filter((text) => SAVES_SOMETHING.test(text));
}
/** The code a shell line carries: its here-documents and code arguments (`python -c '…'`). */
function codeInLine(command) {
    return (0,simple_commands/* simpleCommands */.Ny)(command).flatMap((simple) => [...simple.heredocs, ...simple.words.filter((word) => SAVES_SOMETHING.test(word))]);
}
/** A call that may save a file by name (`save(`, `savefig(`, `open(`, `write_text(`): a cheap test before the name is looked for. */
const SAVES_SOMETHING = /\b(?:save|savefig|to_csv|to_json|to_parquet|to_excel|dump|write_text|write_bytes|imwrite|open)\s*\(/;
/** What code that saves a file of this name holds: the name, quoted, as a saving call's first argument; null for a name with no suffix. */
function savingPattern(path) {
    const name = path.split("/").at(-1) ?? "";
    if (!/\.\w+$/.test(name))
        return null;
    const escaped = (0,src_words/* escapeRegExp */.Nt)(name);
    const quoted = `f?["'](?:[^"'\\n]*/)?${escaped}["']`;
    // open() saves only in a writing mode: `open("setup.py")` reads it
    const saving = `\\b(?:save|savefig|to_csv|to_json|to_parquet|to_excel|imwrite)\\s*\\(\\s*${quoted}`;
    const opened = `\\bopen\\s*\\(\\s*${quoted}\\s*,\\s*(?:mode\\s*=\\s*)?["'][wax]`;
    const written = `(?:Path\\s*\\(\\s*)?${quoted}\\s*\\)?\\.write_(?:text|bytes)\\s*\\(`;
    return new RegExp(`${saving}|${opened}|${written}`);
}
/** The untouched PR files, each cited at the step whose output first shows it changed, when one does. */
function unexplainedEvidence(paths, shown) {
    const what = "changed in the PR, never touched by the transcript";
    const cited = paths.slice(0, MAX_LISTED_PATHS).map((path) => {
        const seen = shown.find((item) => item.path === path);
        return (0,checks_quote/* evidence */.MX)(seen?.step ?? null, `${what}: ${path}`, path);
    });
    return paths.length > MAX_LISTED_PATHS ? [...cited, ...listed(paths, what).slice(MAX_LISTED_PATHS)] : cited;
}
/** "; step 88 shows them changed in a diff made after the whole tree was staged, …": where they came in. */
function sweptNote(count, shown) {
    if (shown.length === 0)
        return "";
    const first = shown.reduce((earliest, item) => (item.step < earliest.step ? item : earliest));
    const which = shown.length === count ? (count === 1 ? "it" : "them") : `${shown.length} of them`;
    // the loader kept a long output's ends: the files in its middle are not counted among those it shows
    const kept = first.omitted !== null && shown.length < count
        ? ` (in the ends of its output this report kept; ${first.omitted.toLocaleString("en-US")} characters between were left out)` : "";
    const step = (0,checks_quote/* stepLabel */.vO)(first.step);
    return first.swept
        ? `; ${step} shows ${which}${kept} changed in a diff made after the whole tree was staged, beside the agent's change`
        : `; ${step} shows ${which}${kept} changed in a diff or status it printed, which does not say what changed ${which === "it" ? "it" : "them"}`;
}
function listed(paths, what) {
    const shown = paths.slice(0, MAX_LISTED_PATHS).map((path) => (0,checks_quote/* evidence */.MX)(null, `${what}: ${path}`, path));
    if (paths.length > MAX_LISTED_PATHS)
        shown.push((0,checks_quote/* evidence */.MX)(null, `… and ${paths.length - MAX_LISTED_PATHS} more ${what}`));
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
    const replaced = [];
    const name = file.path.split("/").at(-1) ?? file.path;
    for (const edit of edits) {
        const call = edit.toolCall === null ? undefined : calls[edit.toolCall];
        // a shell line that never names the file wrote it by other means (the `.orig` a patch keeps): its text is not the file's
        if (call?.command != null && !call.command.includes(name))
            return false;
        const text = call === undefined ? [] : writtenText(call.input);
        if (text.length === 0)
            return false;
        written.push(...text);
        replaced.push(...replacedLines(call.input));
    }
    const wrote = new Set(significantLines(written.join("\n")));
    const added = file.lines.filter((line) => line.kind === "+").flatMap((line) => significantLines(line.text));
    if (wrote.size === 0 || added.length === 0)
        return false;
    // an edit of part of a line: the added line is the removed one with the old text changed to the new (partial-lines.ts)
    const removed = new Set(file.lines.filter((line) => line.kind === "-").map((line) => line.text.trim()));
    const explained = added.filter((line) => wrote.has(line) || replacedInLine(line, removed, replaced)).length;
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

/** "; its own check script `reproduce.py` stays out of the PR": named so a count of edits is not read as lost work. */
function ownScriptsNote(scripts) {
    if (scripts.length === 0)
        return "";
    const names = scripts.slice(0, MAX_LISTED_PATHS).map(checks_quote/* named */.KT).join(", ") + (scripts.length > MAX_LISTED_PATHS ? ", …" : "");
    return scripts.length === 1 ? `; its own check script ${names} stays out of the PR` : `; its own check scripts ${names} stay out of the PR`;
}
/**
 * "The PR adds 8 files a build wrote (`python -m build`, step 9: `build/lib/a/core.py`, …): build outputs, not the
 * change; they must be taken out before it merges."
 */
function builtOutputsNote(outputs) {
    if (outputs.length === 0)
        return "";
    const first = outputs[0];
    const files = outputs.slice(0, MAX_LISTED_PATHS).map((found) => (0,checks_quote/* named */.KT)(found.file.path)).join(", ") + (outputs.length > MAX_LISTED_PATHS ? ", …" : "");
    const by = first.why.replace(/^written by /, "");
    return `The PR adds ${(0,src_words/* plural */.LS)(outputs.length, "file")} a build wrote (${by}, ${(0,checks_quote/* stepLabel */.vO)(first.step)}: ${files}): build outputs, not the change; `
        + `${outputs.length === 1 ? "it" : "they"} must be taken out before it merges.`;
}
/**
 * "The agent patched an installed dependency in place (`node_modules/a/index.js`, step 8): no PR carries that change,
 * and the checks after it ran with it."
 */
function patchedNote(patched) {
    if (patched.length === 0)
        return "";
    const files = patched.slice(0, MAX_LISTED_PATHS).map((edit) => `${(0,checks_quote/* named */.KT)(edit.path)}, ${(0,checks_quote/* stepLabel */.vO)(edit.step)}`).join("; ");
    return `The agent patched ${patched.length === 1 ? "an installed dependency" : `${patched.length} installed dependency files`} in place (${files}): `
        + "no PR carries that change, and the checks after it ran with it.";
}
/** "3 code", "1 code, 1 CI workflow": what of the unexplained files can run. */
function codeCount(paths) {
    const ci = paths.filter((path) => CI_CONFIG.test(path)).length;
    const code = paths.filter((path) => (0,code_files/* isCodeFile */.K)(path) && !CI_CONFIG.test(path)).length;
    return ci === 0 ? `${code} code` : `${code} code, ${(0,src_words/* plural */.LS)(ci, "CI workflow")}`;
}

// EXTERNAL MODULE: ./src/checks/output-segments.ts
var output_segments = __webpack_require__(6059);
;// CONCATENATED MODULE: ./src/checks/claim-subject.ts





/** Shorter names (`x1`, `a`) match too much by chance. */
const claim_subject_MIN_NAME = 4;
/** Shorter prose words are mostly function words. */
const MIN_WORD = 4;
/** Fewer content words than this name no subject on their own. */
const MIN_PROSE_WORDS = 2;
/** A quoted value shorter than this ("a", "ok") is too common to recognize in output. */
const MIN_QUOTED = 6;
/**
 * Words that say that something was done or checked, and function words: they name no subject.
 * General English and verification vocabulary, not any task's words.
 */
const NO_SUBJECT_WORDS = new Set(("also all and any are been being both but can does done each ensure ensured every exactly from " +
    "have has into its just like made make makes more most much must need needs not now only other " +
    "over same should since some such than that the their them then there these they this those " +
    "through under very via was were what when where which while will with within without would " +
    "your correct correctly properly successfully success successful expected expects verify verified " +
    "verifies verification verifications confirm confirmed confirms check checked checks checking " +
    "test tests tested testing pass passes passed passing work works worked working fine good well " +
    "still again already okay issue issues problem problems fix fixed fixes fixing resolved resolve " +
    "change changed changes changing updated update updates added adding remove removed result " +
    "results output outputs run runs ran running case cases file files code value values exist exists " +
    "remain remains left anywhere everything something nothing none implementation implemented " +
    "produce produces produced exact identical match matches matched original reference example " +
    "examples input inputs edge handle handles handled behavior behaviour scenario scenarios " +
    "built build builds binary compile compiles compiled compilation install installed against " +
    "complete completed completes solution solutions requirement requirements satisfied satisfies " +
    "met thorough thoroughly fully full functional functionality validate validated validation final " +
    "finally requested specified described done ready needed intended required analyzed analysed " +
    "longer step steps task tasks item items everything setup configuration installation environment project").split(" "));
// "working" stays a subject word in "working tree": only a word beside another subject word counts below
NO_SUBJECT_WORDS.delete("working");
const NO_SUBJECT_WORD = NO_SUBJECT_WORDS;
const QUOTED = /"([^"\n]{1,200})"|“([^”\n]{1,200})”/g;
const PATH_LIKE = /(?:[\w.-]*\/)*[\w-]+\.[A-Za-z][\w]{0,7}\b/g;
const WORD = /[A-Za-z][A-Za-z0-9_]*/g;
/** Identifiers as code spells them: camelCase, snake_case, with digits, or a constant in capitals. */
const IDENTIFIER = /[a-z][A-Z]|[A-Za-z]_[A-Za-z]|[A-Za-z]\d|^[A-Z][A-Z0-9_]{3,}$/;
/** The stem a word is compared by: lower-case, a plural or verb ending taken off. */
function stem(word) {
    return word.toLowerCase().replace(/(?:ies|es|s|ed|ing)$/, (ending) => (ending === "ies" ? "y" : ""));
}
function subjectOf(claim) {
    const sentence = claim.sentence;
    const quoted = [...sentence.matchAll(QUOTED)].map((match) => (match[1] ?? match[2] ?? "").trim()).filter((value) => value.length >= MIN_QUOTED);
    const unquoted = sentence.replace(QUOTED, " ");
    const paths = (unquoted.match(PATH_LIKE) ?? []).filter((path) => !/^\d/.test(path) && !/^(?:e\.g|i\.e|etc)\b/i.test(path));
    const identifiers = (unquoted.match(WORD) ?? []).filter((word) => word.length >= claim_subject_MIN_NAME && IDENTIFIER.test(word));
    const spans = (claim.code ?? []).filter((span) => span.length >= claim_subject_MIN_NAME && !/\s/.test(span));
    const names = [...new Set([...paths.map(baseName), ...identifiers, ...spans.map(baseName)].map((name) => name.toLowerCase()))];
    const named = new Set(names.flatMap((name) => name.split(/[^a-z0-9_]+/)));
    const prose = (word) => {
        const lower = word.toLowerCase();
        return word.length >= MIN_WORD && !NO_SUBJECT_WORD.has(lower) && !named.has(lower) && !IDENTIFIER.test(word);
    };
    const words = [...new Set((unquoted.replace(PATH_LIKE, " ").match(WORD) ?? []).filter(prose).map(stem))];
    // one content word alone ("the setup is verified") is too thin to tell a subject from a manner of speaking
    return { names, quoted, words: words.length >= MIN_PROSE_WORDS ? words : [] };
}
/** Identifiers only code spells so (camelCase, snake_case, with digits): `int32`, `run_tasks`, `SetVal`. */
const CODE_SPELLING = /[a-z][A-Z]|[A-Za-z]_[A-Za-z]|[A-Za-z]\d/;
/** True when the sentence names an identifier as code spells it (four characters or more). */
function namesCode(sentence) {
    return (sentence.match(WORD) ?? []).some((word) => word.length >= claim_subject_MIN_NAME && CODE_SPELLING.test(word));
}
function isEmptySubject(subject) {
    return subject.names.length === 0 && subject.quoted.length === 0 && subject.words.length === 0;
}
const baseName = (path) => path.split("/").filter(Boolean).at(-1) ?? path;
/** Prose words a line must show: all of up to three, three quarters of more ("working tree clean" needs all three). */
const PROSE_SHARE = 0.75;
function wordsNeeded(count) {
    return count <= 3 ? count : Math.ceil(count * PROSE_SHARE);
}
/** True when the output line speaks to the subject: it shows a name, a quoted value, or most of its words. */
function lineAbout(line, subject) {
    const lower = line.toLowerCase();
    if (subject.quoted.some((value) => line.includes(value)))
        return true;
    if (subject.names.some((name) => new RegExp(`(?<![a-z0-9_])${(0,src_words/* escapeRegExp */.Nt)(name)}(?![a-z0-9_])`).test(lower)))
        return true;
    if (subject.words.length === 0)
        return false;
    const stems = new Set((line.match(WORD) ?? []).map(stem));
    const shown = subject.words.filter((word) => stems.has(word)).length;
    return shown >= wordsNeeded(subject.words.length);
}
/** Programs that print a file's text, and `sed -n`, `grep` over named files. */
const PRINTERS = new Set(["cat", "head", "tail", "nl", "less", "more", "bat", "batcat", "xxd", "od", "sed", "grep", "egrep", "rg", "awk"]);
/** Commands that only frame a printout: a label, a change of folder. */
const FRAMING = new Set(["echo", "printf", "cd", "true", ":"]);
/**
 * True when the call only prints files that say nothing of the work's behaviour: code (whatever
 * it states is what it says, not what it does), or any file printed before `firstWork`, the call
 * that first changed or ran the work (the task's own input). The agent's output files printed
 * after its work are observations.
 */
function printsCodeOrInput(call, callIndex, firstWork) {
    if (call.command === null)
        return false;
    const commands = (0,simple_commands/* simpleCommands */.Ny)(call.command).filter((command) => !command.nested);
    // a filter fed by a pipe (`cat a.c | head`) prints what the reader before it read
    const piped = (index) => commands[index - 1]?.next === "|" && printedFiles(commands[index]) === null;
    const readers = commands.filter((command, index) => !FRAMING.has((0,shell_program/* programName */.kX)(command.words[0] ?? "")) && !piped(index));
    if (readers.length === 0 || !readers.every((command) => printedFiles(command) !== null))
        return false;
    const files = readers.flatMap((command) => printedFiles(command) ?? []);
    const input = Number.isFinite(firstWork) && callIndex < firstWork;
    return files.length > 0 && (input || files.every(code_files/* isCodeFile */.K));
}
/**
 * The call's output without what its printouts of code or input printed (the part a literal
 * echo bounds: `ls; echo ---; cat sim.c`), or null when the whole call is such a printout.
 */
function observedOutput(call, callIndex, firstWork) {
    if (call.output === null || printsCodeOrInput(call, callIndex, firstWork))
        return null;
    if (call.command === null)
        return call.output;
    const line = (0,simple_commands/* simpleCommands */.Ny)(call.command);
    const input = Number.isFinite(firstWork) && callIndex < firstWork;
    let output = call.output;
    line.forEach((command, index) => {
        const files = command.nested ? null : printedFiles(command);
        if (files === null || !(input || files.every(code_files/* isCodeFile */.K)))
            return;
        const printed = (0,output_segments/* ownSegment */.cL)(line, index, call.output);
        if (printed !== null && printed.trim() !== "")
            output = output.replace(printed, "");
    });
    return output;
}
/** The files a printing command names, or null when it is not one (`sed -i`, a pipe's filter, no file). */
function printedFiles(command) {
    const [program, ...args] = command.words;
    const name = (0,shell_program/* programName */.kX)(program ?? "");
    if (!PRINTERS.has(name))
        return null;
    if (name === "sed" && !args.includes("-n"))
        return null;
    if (args.some((arg) => /^-[a-zA-Z]*i/.test(arg) && name === "sed"))
        return null;
    const operands = args.filter((arg) => !arg.startsWith("-"));
    // the program text of sed, awk and grep comes first; only paths that look like files count
    const files = (name === "sed" || name === "awk" || name === "grep" || name === "egrep" || name === "rg" ? operands.slice(1) : operands).filter((arg) => /[\w-]\.\w|\//.test(arg));
    return files.length === 0 ? null : files;
}
/** A section banner an agent echoes between commands: `=== name ===`, `--- stderr ---`, `## check`. */
const BANNER = /^[=\-#*~]{2,}/;
/** Programs that print command lines (`ps aux` shows the agent's own invocation), not results. */
const LISTS_COMMAND_LINES = new Set(["ps", "pgrep", "top", "htop", "history", "jobs"]);
/**
 * True when the line is text the agent wrote into the command and printed back unconditionally (an
 * `echo` label): what it wrote, not what it saw. An echo after `&&` or `||` reports the status of
 * the command before it (`grep … || echo "none found"`), which is an observation.
 */
function echoedByAgent(call, line) {
    const text = line.trim();
    if (call.command === null || text === "" || !call.command.includes(text))
        return false;
    const commands = (0,simple_commands/* simpleCommands */.Ny)(call.command);
    const echo = commands.findIndex((command) => FRAMING.has((0,shell_program/* programName */.kX)(command.words[0] ?? "")) && command.words.slice(1).join(" ").includes(text));
    // a banner (`=== clparse OPTNUM ===`) heads a section whatever ran before it
    if (echo < 0 || BANNER.test(text))
        return true;
    // `cd dir && echo "label"` is a label; `git merge-base … && echo "YES"` reports git's status
    const before = commands[echo - 1];
    const reports = before !== undefined && (before.next === "&&" || before.next === "||") && !FRAMING.has((0,shell_program/* programName */.kX)(before.words[0] ?? ""));
    return !reports;
}
/**
 * The last output line, at or after call `from`, that speaks to the subject, from a call that
 * observed the work: not a printout of code or input files, not a process listing, not the
 * agent's own label echoed back.
 */
function lastLineAbout(subject, context, from) {
    if (isEmptySubject(subject))
        return null;
    const calls = context.trajectory.toolCalls;
    const firstWork = firstWorkCall(context);
    for (let index = calls.length - 1; index >= Math.max(0, from); index--) {
        const call = calls[index];
        if (call.command === null)
            continue;
        if ((0,simple_commands/* simpleCommands */.Ny)(call.command).some((command) => LISTS_COMMAND_LINES.has((0,shell_program/* programName */.kX)(command.words[0] ?? ""))))
            continue;
        const output = observedOutput(call, index, firstWork);
        if (output === null)
            continue;
        const lines = output.split("\n");
        const line = lines.findLast((text, at) => lineAbout(text, subject) && !echoedByAgent(call, text) && !quotesSource(lines, at));
        if (line !== undefined)
            return { call, line: line.trim() };
    }
    return null;
}
/**
 * Python prints the source line a warning or a traceback frame points at under its header
 * (`case.py:550: ResourceWarning: unclosed …` then `  method()`; `File "a.py", line 3, in f` then the
 * line): that line is code the report quotes, not something the run observed.
 */
const POINTS_AT_SOURCE = /^\S+:\d+: \w*(?:Warning|Error):|^\s*File "[^"]+", line \d+/;
function quotesSource(lines, at) {
    return at > 0 && /^\s/.test(lines[at]) && POINTS_AT_SOURCE.test(lines[at - 1]);
}
/**
 * The first call that changed the work or ran a check of it; files printed before it are the
 * task's input. With neither, nothing says which files were input: Infinity marks none.
 */
function firstWorkCall({ trajectory, runs }) {
    const edits = trajectory.edits.map((edit) => edit.toolCall ?? Infinity);
    return Math.min(...edits, runs[0]?.call ?? Infinity);
}

;// CONCATENATED MODULE: ./src/checks/claim-absence.ts





/** A claim that something is gone: "no longer exist", "no dangling commits remain", "none found". */
const ABSENCE = /\bno longer (?:exists?|present|appears?|contains?|found|there|in)\b|\bno (?:[\w-]+ ){0,3}(?:remain|remains|left|found|exists?|present)\b|\b(?:none|nothing) (?:remains?|found|left)\b|\b(?:is|are) (?:now )?(?:gone|absent)\b|\bnot (?:present|found) (?:in|anywhere)\b/i;
/** A conditional clause open before the absence: what follows is a case the work handles. */
const CONDITION = /\b(?:if|when|whenever|where|unless|otherwise|in case)\b[^.;:,]*$/i;
/** Programs that search text and exit 1 when they find nothing. */
const SEARCHERS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack"]);
/** grep's status when it selected no line. */
const NOTHING_FOUND_STATUS = 1;
/** A fallback message shorter than this ("0") is too common to recognize in output. */
const MIN_FALLBACK = 3;
const isSearch = (command) => {
    if (command === undefined)
        return false;
    const program = (0,shell_program/* programName */.kX)(command.words[0] ?? "");
    return SEARCHERS.has(program) || (program === "git" && command.words[1] === "grep");
};
const isEcho = (command) => command !== undefined && /^(?:echo|printf)$/.test((0,shell_program/* programName */.kX)(command.words[0] ?? ""));
/** The echo's text up to `$?`: `grep exit: ` of `echo "grep exit: $?"`. */
function statusLabel(echo) {
    const text = echo.words.slice(1).join(" ");
    const at = text.indexOf("$?");
    return at < 0 ? null : text.slice(0, at).trim();
}
/**
 * What the call's own status says its search found nothing, as a line to quote, or null: an echo
 * of `$?` right after the search printed 1; a fallback after `search ||` printed; or the search
 * ended the line with status 1 and printed nothing.
 */
function nothingFound(call) {
    if (call.command === null || call.output === null)
        return null;
    const commands = (0,simple_commands/* simpleCommands */.Ny)(call.command);
    const output = call.output;
    for (const [index, command] of commands.entries()) {
        const next = commands[index + 1];
        if (!isSearch(command) || command.nested)
            continue;
        if (command.next === ";" && isEcho(next)) {
            const label = statusLabel(next);
            const shown = label === null ? null : output.split("\n").find((line) => line.trim().startsWith(label) && new RegExp(`^\\s*${NOTHING_FOUND_STATUS}\\b`).test(line.trim().slice(label.length)));
            if (shown)
                return shown.trim();
        }
        if (command.next === "||" && isEcho(next)) {
            const fallback = next.words.slice(1).filter((word) => !word.startsWith("-")).join(" ").trim();
            if (fallback.length >= MIN_FALLBACK && !fallback.includes("$") && output.includes(fallback))
                return fallback;
        }
        if (command.statusIsCall && call.exitCode === NOTHING_FOUND_STATUS && output.trim() === "")
            return `exit ${NOTHING_FOUND_STATUS}, no match printed`;
    }
    return null;
}
/** True when the search's command names the claim's subject: a name, a quoted value, or one of its words. */
function searchesFor(command, subject) {
    const lower = command.toLowerCase();
    const stems = new Set((command.match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []).map(stem));
    const named = subject.names.some((name) => lower.includes(name)) || subject.quoted.some((value) => command.includes(value));
    return named || subject.words.some((word) => stems.has(word));
}
/**
 * "The secret values no longer exist", "No dangling commits remain": a claim of absence is backed
 * by a search for its subject, after the last change to the work, whose status says it found
 * nothing. Null when the claim states no absence or no such search ran: other readers judge it.
 */
function judgeAbsence(claim, context) {
    const absence = ABSENCE.exec(claim.sentence);
    // "set to 0 where no VAT is found" states a rule of the work, not that something is gone
    if (absence === null || CONDITION.test(claim.sentence.slice(0, absence.index)))
        return null;
    const subject = subjectOf(claim);
    const { trajectory, diff } = context;
    const lastEdit = (0,checks_work/* checkableChanges */.OQ)(trajectory.edits, diff, trajectory.task).at(-1);
    const from = lastEdit?.toolCall ?? 0;
    const calls = trajectory.toolCalls;
    for (let index = calls.length - 1; index >= from; index--) {
        const call = calls[index];
        if (call.command === null || !searchesFor(call.command, subject))
            continue;
        const said = nothingFound(call);
        if (said !== null)
            return { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(call.step, `${(0,checks_quote/* clip */.$Q)(call.command, 60)} · nothing found · ${(0,checks_quote/* clip */.$Q)(said, 80)}`)] };
    }
    return null;
}

// EXTERNAL MODULE: ./src/checks/verified.ts + 33 modules
var checks_verified = __webpack_require__(3947);
// EXTERNAL MODULE: ./src/checks/checkers.ts
var checkers = __webpack_require__(777);
// EXTERNAL MODULE: ./src/checks/probes.ts
var probes = __webpack_require__(3318);
;// CONCATENATED MODULE: ./src/checks/claim-no-run.ts


/**
 * `cargo test --no-run`, `go test -c`, `pytest --collect-only`: the test command a claim names ("`cargo
 * test` builds and passes"), run with an option that builds or lists its tests and runs none. Its exit 0
 * says the tests compile or are found, not that they pass.
 */
/**
 * What the run did instead of running the tests the span names ("builds the tests", "lists the tests"),
 * or null when the span names no test step or the run ran them (`cargo test --release` runs them too).
 */
function ranNoTests(span, run) {
    if ((0,checkers/* checkerOf */.NO)(span)?.kind !== "test")
        return null;
    if ((0,checkers/* checkerOf */.NO)(run)?.kind === "build")
        return "builds the tests";
    return (0,probes/* listsTestsOnly */.J8)(run) && !(0,probes/* listsTestsOnly */.J8)(span) ? "lists the tests" : null;
}

;// CONCATENATED MODULE: ./src/checks/claim-commands.ts










/**
 * Claims about what a named command reported: "`git fsck --full` reports no issues", "`make check`
 * passes", "`./run.sh` exits 0". The command is the claim's inline code; its last run after the
 * last change to the work judges it.
 */
/** A line of output that says something went wrong; a clean report shows none. */
const TROUBLE = /\b(?:error|errors|warning|warnings|fail(?:ed|ure|s)?|fatal|missing|invalid|corrupt\w*|dangling|broken|mismatch\w*)\b/i;
/** True when the simple command is the span run: the same program, then the span's words in order. */
function runsSpan(command, span) {
    if (command.words.length < span.length || (0,shell_program/* programName */.kX)(command.words[0] ?? "") !== (0,shell_program/* programName */.kX)(span[0]))
        return false;
    return span.slice(1).every((word, index) => command.words[index + 1] === word);
}
/** True when the line runs the command span (`pmars -h`, `./pmars -h` too) at a command's place, in a branch or loop too. */
function runsCommand(command, span) {
    const words = span.trim().split(/\s+/);
    return (0,simple_commands/* simpleCommands */.Ny)(command).some((simple) => runsSpan(simple, words));
}
/** The last run of the span at or after call `from`, at a command's place in its line. */
function lastRun(span, context, from) {
    const words = span.trim().split(/\s+/);
    const mentioned = new RegExp(`(?:^|[^\\w.-])${(0,src_words/* escapeRegExp */.Nt)(words.at(-1))}(?![\\w.-])`);
    const calls = context.trajectory.toolCalls;
    for (let index = calls.length - 1; index >= Math.max(0, from); index--) {
        const call = calls[index];
        if (call.command === null || !mentioned.test(call.command))
            continue;
        const line = (0,simple_commands/* simpleCommands */.Ny)(call.command, undefined, call.exitCode);
        const at = line.findIndex((command) => !command.nested && runsSpan(command, words));
        if (at >= 0)
            return { call, index, line, at };
    }
    return null;
}
/** What the run of the command showed: its status when the line's status holds it, its own output when bounded. */
function outcomeOf({ call, line, at }) {
    const command = line[at];
    const status = call.exitCode === 0 && !command.masked ? "passed" : call.exitCode !== null && call.exitCode !== 0 && command.statusIsCall ? "failed" : "unknown";
    const printing = line.filter((other) => !other.nested && !FRAMING.has((0,shell_program/* programName */.kX)(other.words[0] ?? "")));
    const output = (0,output_segments/* ownSegment */.cL)(line, at, call.output) ?? (printing.length === 1 ? call.output : null);
    return { status, output };
}
/**
 * Judges a claim about a named command by its last run after the last change to the work: backed
 * when that run succeeded (and, for "reports no issues", its own output shows no error, warning or
 * failure line); unbacked, with the run, when it failed or reported trouble. Null when the claim
 * names no command that ran after the last change, or the run's outcome cannot be read.
 */
function judgeNamedCommand(claim, context) {
    const spans = commandSpans(claim.sentence, claim.code ?? []);
    if (spans.length === 0)
        return null;
    const { trajectory, diff } = context;
    const lastEdit = (0,checks_work/* checkableChanges */.OQ)(trajectory.edits, diff, trajectory.task).at(-1)?.toolCall ?? 0;
    const cleanReport = CLEAN_REPORT.test(claim.sentence);
    for (const span of spans) {
        const named = lastRun(span, context, lastEdit);
        if (named === null)
            continue;
        // `cargo test --no-run` for "`cargo test` passes": the tests were built or listed, none ran
        const ran = named.line[named.at].words;
        const instead = ranNoTests(span.trim().split(/\s+/), ran);
        if (instead !== null)
            return { verdict: "unbacked", overstated: true, evidence: [(0,checks_quote/* evidence */.MX)(named.call.step, `${(0,checks_quote/* clip */.$Q)(ran.join(" "), 60)} · it ${instead} and runs none`)] };
        // a check this report reads is judged by its own outcome (`1 expected to fail` is no trouble)
        // ("reports no issues" asks more of it than its outcome: its output is read below)
        const asRun = cleanReport ? undefined : context.runs.find((run) => run.call === named.index && run.outcome !== "unknown");
        if (asRun !== undefined)
            return { verdict: asRun.outcome === "passed" ? "backed" : "unbacked", evidence: [(0,checks_verified/* runEvidence */.fk)(asRun)] };
        const { status, output } = outcomeOf(named);
        const trouble = cleanReport ? output?.split("\n").find((text) => TROUBLE.test(text)) : undefined;
        const shown = (0,checks_quote/* evidence */.MX)(named.call.step, `${(0,checks_quote/* clip */.$Q)(span, 60)} · exit ${named.call.exitCode ?? "not recorded"} · ${(0,checks_quote/* clip */.$Q)(trouble ?? output?.trim().split("\n").at(-1) ?? "", 100) || "no output"}`);
        if (status === "failed" || (status === "passed" && trouble !== undefined))
            return { verdict: "unbacked", evidence: [shown] };
        if (status === "passed" && (!cleanReport || output !== null))
            return { verdict: "backed", evidence: [shown] };
    }
    return null;
}

;// CONCATENATED MODULE: ./src/checks/claim-changes.ts


/**
 * "changing the role name from obj to attr", "renamed it from `foo` to `bar`": a claim that the
 * agent changed one value into another (past or -ing: "converts from UTC to local" is behaviour).
 * It is about the edit, so only an edit or the diff speaks to it.
 */
const CHANGE_FROM_TO = /\b(?:chang|renam|replac|switch|bump|updat)(?:ed|ing)\b[^.;]{0,120}?\bfrom\s+[`'"]?([\w.:/@-]+?)[`'"]?\s+(?:to|into|with)\s+[`'"]?([\w.:/@-]+?)[`'"]?(?=[\s,.;:)]|$)/i;
const asWord = (value) => new RegExp(`(?<![\\w])${(0,src_words/* escapeRegExp */.Nt)(value)}(?![\\w])`);
/** The two values of a "changed from A to B" claim, or null when the claim states no such change. */
function changeOf(sentence) {
    const match = CHANGE_FROM_TO.exec(sentence);
    if (match === null || match[1] === match[2])
        return null;
    return { from: match[1], to: match[2] };
}
/**
 * A "changed A to B" claim is backed by the edit that shows it: an edit call whose text holds both
 * values, or a file of the diff that removes a line with A and adds one with B. A test run says
 * nothing of which edit was made: without such an edit the claim is left unchecked.
 */
function judgeChange(claim, { trajectory, diff }) {
    const change = changeOf(claim.sentence);
    if (change === null)
        return null;
    const [from, to] = [asWord(change.from), asWord(change.to)];
    const editCalls = [...new Set(trajectory.edits.map((edit) => edit.toolCall).filter((call) => call !== null))].sort((a, b) => a - b);
    for (const index of editCalls.reverse()) {
        const call = trajectory.toolCalls[index];
        if (call === undefined)
            continue;
        const text = call.command ?? JSON.stringify(call.input);
        if (from.test(text) && to.test(text))
            return { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(call.step, `edit · ${(0,checks_quote/* clip */.$Q)(text, 120)}`)] };
    }
    for (const file of diff ?? []) {
        const removed = file.lines.find((line) => line.kind === "-" && from.test(line.text));
        const added = file.lines.find((line) => line.kind === "+" && to.test(line.text));
        if (removed && added)
            return { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(null, `${(0,checks_quote/* clip */.$Q)(removed.text.trim(), 60)} → ${(0,checks_quote/* clip */.$Q)(added.text.trim(), 60)}`, file.path)] };
    }
    return { verdict: "unchecked", evidence: [] };
}

// EXTERNAL MODULE: ./src/checks/test-summary.ts + 1 modules
var test_summary = __webpack_require__(1878);
;// CONCATENATED MODULE: ./src/checks/loop-counts.ts




/**
 * `for f in tests/test_*.py; do pytest "$f"; done`: the loop runs the test runner once per item, and
 * each run prints its own summary (`3 passed`, `12 passed`, `2 passed`). A count claimed for the whole
 * loop ("17 tests pass") is the sum of those summaries, when none counts a failure. So is the count of one
 * run that runs several test programs, each with its totals (`make test` over four configurations: `PASSED: 16`
 * four times, "all 64 pass").
 */
/** Fewer summaries than this are one run's, not a loop's. */
const MIN_RUNS = 2;
/** A summary line's shape, its numbers left out: `# passed in #s` (a runner's other line, `Test Files # passed`, is another). */
const shapeOf = (summary) => summary.line.replace(/\d[\d,.]*/g, "#").trim();
/**
 * The summaries one test runner printed, one per run of it in a loop or per test program it ran: those shaped like its
 * last; null when the line runs no test runner, or more than one.
 */
function loopSummaries(command, output) {
    const runners = (0,simple_commands/* simpleCommands */.Ny)(command).filter((item) => (0,checkers/* checkerOf */.NO)((0,simple_commands/* unwrappedWords */.uO)(item))?.kind === "test");
    if (runners.length !== 1)
        return null;
    const summaries = (0,test_summary/* testSummaries */.DQ)(output);
    const last = summaries.at(-1);
    if (last === undefined)
        return null;
    const runs = summaries.filter((summary) => shapeOf(summary) === shapeOf(last));
    return runs.length >= MIN_RUNS ? runs : null;
}
/** The latest loop of a test runner whose green summaries add up to the claimed count, quoted as the sum; null when none does. */
function loopTotal({ trajectory, originalCodeCalls }, claimed) {
    const calls = trajectory.toolCalls;
    for (let index = calls.length - 1; index >= 0; index -= 1) {
        const call = calls[index];
        if (call.command === null || originalCodeCalls?.has(index) === true)
            continue;
        const runs = loopSummaries(call.command, call.output);
        if (runs === null || runs.some((run) => run.failed > 0 || run.passed === null))
            continue;
        const total = runs.reduce((sum, run) => sum + run.passed, 0);
        const each = (0,simple_commands/* simpleCommands */.Ny)(call.command).some((item) => item.loop) ? "per run of the loop" : "per test program it ran";
        if (total === claimed)
            return (0,checks_quote/* evidence */.MX)(call.step, `${runs.map((run) => run.passed).join(" + ")} = ${total} passed: one summary ${each}`);
    }
    return null;
}

;// CONCATENATED MODULE: ./src/checks/claim-numbers.ts



/** A counted word shorter than this ("ms", "s") is too vague to find in a command. */
const MIN_COUNTED_STEM = 3;
/** A number printed alone backs a count only with this many digits: a lone `3` is too common to tie to it. */
const MIN_ALONE_DIGITS = 3;
/** A number that is an HTTP status code, and the words a claim counts one with ("400 errors", "a 201 response"). */
const HTTP_STATUS = /^[1-5]\d\d$/;
const STATUS_WORD = /^(?:errors?|responses?|status(?:es)?|codes?)$/i;
/** The claimed number as output may print it: `5,000` or `5000`, standing alone. */
function numberPattern(count) {
    const digits = count.replace(/\./g, "\\.").replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
    return `(?<![\\d.,])${digits}(?![\\d.,]\\d|\\d)`;
}
/** Programs that print command lines (`ps aux` shows the agent's own invocation, task text and all), not results. */
const claim_numbers_LISTS_COMMAND_LINES = /^\s*(?:ps|pgrep|top|htop|history|jobs)\b/;
/** What the agent wrote in a call: its command line, or the input of an edit or other tool. */
function written(call) {
    return call.command ?? JSON.stringify(call.input);
}
/**
 * A measured number backs a claim only beside the word it counts: "1,000 rows", not a lone 1000;
 * text the command itself holds (an `echo` of a literal) is what the agent wrote, not what it saw.
 * A count command that names the counted thing (`SELECT COUNT(*) FROM words` printing `17834`)
 * backs "17,834 words". A number not seen but written in the agent's own commands (`LIMIT 5000`) is
 * a parameter it chose, not a result: the reader cannot tell, and leaves it unchecked.
 */
function judgeNumber(claim, context) {
    const calls = context.trajectory.toolCalls;
    const inContext = new RegExp(numberInContext(claim), "gi");
    // a match the command line holds word for word is the agent's own text printed back
    const measured = (text, call) => [...text.matchAll(inContext)].some(([match]) => !written(call).includes(match));
    // a printout of code or of the task's input states what a file says, not what the work did
    const firstWork = firstWorkCall(context);
    const observed = calls.map((call, index) => (claim_numbers_LISTS_COMMAND_LINES.test(call.command ?? "") ? null : observedOutput(call, index, firstWork)));
    const seen = calls.findLastIndex((call, index) => observed[index] != null && measured(observed[index], call));
    if (seen >= 0) {
        const call = calls[seen];
        const line = observed[seen].split("\n").find((text) => measured(text, call));
        return { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(call.step, line ?? "")] };
    }
    const counted = countedBy(claim, calls.filter((_, index) => observed[index] !== null));
    if (counted)
        return { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(counted.step, `${(0,checks_quote/* clip */.$Q)(counted.command ?? "", 80)} · ${claim.count}`)] };
    const number = new RegExp(numberPattern(claim.count ?? ""));
    if (calls.some((call) => number.test(written(call))))
        return { verdict: "unchecked", evidence: [] };
    // shown only where a file's text was printed: the reader cannot tell whether the work did it
    if (calls.some((call) => call.output !== null && measured(call.output, call)))
        return { verdict: "unchecked", evidence: [] };
    return { verdict: "unbacked", evidence: [] };
}
/** The shapes in which output states the claimed number with what it counts. */
function numberInContext(claim) {
    const unit = (0,src_words/* escapeRegExp */.Nt)(claim.unit ?? "");
    // "3 contaminated files" is backed by "3 files changed": a later word of the phrase, right after the number
    const nouns = (claim.counted ?? []).slice(1).map(src_words/* escapeRegExp */.Nt);
    const words = nouns.length === 0 ? unit : `(?:${[unit, ...nouns].join("|")})\\b`;
    const number = numberPattern(claim.count ?? "");
    // the unit may also name the number before it, as programs print ("permissions: 600", "accuracy = 0.5"),
    // and a percentage is the same number as a fraction ("54.78%" is "accuracy = 0.54782")
    // a label that names the unit, then the number: "tokens in science domain: 79586"
    const named = unit === "" || unit === "%" ? [] : [`\\b${unit}\\b\\s*[:=]?\\s*${number}`, `\\b${unit}\\b(?:[ \\t]+[\\w-]+){1,4}[ \\t]*[:=][ \\t]*${number}`];
    const fraction = unit === "%" ? [fractionOf(claim.count ?? "")] : [];
    // "returns 400 errors": an HTTP status as clients and servers print it ("HTTP 400", `"POST / HTTP/1.1" 400`)
    const status = HTTP_STATUS.test(claim.count ?? "") && STATUS_WORD.test(unit) ? [`\\bHTTP(?:/[\\d.]+)?"?[ \\t]*(?::[ \\t]*)?${number}`, `\\bstatus(?:[ _]?code)?[ \\t]*[:=]?[ \\t]*${number}`] : [];
    return [`${number}\\s*${words}`, ...named, ...fraction, ...status].join("|");
}
/** A percentage as the fraction a program prints: 54.78 → `0.5478`, followed by any further digits. */
function fractionOf(percent) {
    const decimals = percent.split(".")[1]?.length ?? 0;
    const fraction = (Number(percent) / 100).toFixed(decimals + 2);
    return `(?<![\\d.])${fraction.replace(".", "\\.")}\\d*`;
}
/**
 * The last call that counts what the claim counts: its output has a line that is just the number,
 * and its command names the counted thing (`words` for "17,834 candidate words").
 */
function countedBy(claim, calls) {
    const stems = [claim.unit ?? "", ...(claim.counted ?? [])]
        .map((word) => word.toLowerCase().replace(/s$/, ""))
        .filter((stem) => stem.length >= MIN_COUNTED_STEM && /^[a-z]/.test(stem));
    if (stems.length === 0 || (claim.count ?? "").replace(/\D/g, "").length < MIN_ALONE_DIGITS)
        return undefined;
    const alone = new RegExp(`^\\s*${numberPattern(claim.count ?? "")}\\s*$`, "m");
    const names = new RegExp(`\\b(?:${stems.map(src_words/* escapeRegExp */.Nt).join("|")})`, "i");
    return calls.findLast((call) => call.command !== null && call.output !== null && alone.test(call.output) && names.test(call.command));
}

// EXTERNAL MODULE: ./src/checks/set-aside.ts + 1 modules
var set_aside = __webpack_require__(315);
// EXTERNAL MODULE: ./src/checks/failed-as-before.ts + 1 modules
var failed_as_before = __webpack_require__(7558);
;// CONCATENATED MODULE: ./src/checks/defined-tests.ts

/**
 * Where the agent itself wrote a test it names: a claim "added `test_pop_empty_message`; the tests pass"
 * is backed by a green run of the file that test was written into, after it was written, though a
 * quiet runner (`pytest -q`) prints no test names.
 */
/** The fields of an edit tool's input that hold the text it writes. */
const defined_tests_WRITTEN_FIELDS = ["new_string", "content", "file_text", "new_str", "newString", "text", "patch", "input"];
/** The definition of a test by name in the languages' own words: `def test_x`, `fn test_x`, `func TestX`, `class TestX`. */
const definitionOf = (name) => new RegExp(`^[ \\t]*(?:async[ \\t]+)?(?:def|fn|func|class)[ \\t]+${name}\\b`, "m");
/** The text an edit tool wrote: its fields (and each of a MultiEdit's). A shell command's text may as well delete it. */
function defined_tests_writtenText(trajectory, call) {
    const tool = trajectory.toolCalls[call];
    if (tool === undefined)
        return "";
    const fields = defined_tests_WRITTEN_FIELDS.map((field) => tool.input[field]).filter((value) => typeof value === "string");
    const edits = Array.isArray(tool.input.edits) ? tool.input.edits.map((item) => JSON.stringify(item)) : [];
    return [...fields, ...edits].join("\n");
}
/** `-k 'not x'` (or `not x and not y`): a pytest filter of negated words, none of which the test's name holds. */
function keepsByNegation(item, name) {
    const expression = /^-k\s+(.+)$/.exec(item)?.[1]?.replace(/^["']|["']$/g, "").trim();
    if (expression === undefined)
        return false;
    const words = expression.split(/\s+and\s+/);
    const negated = words.map((word) => /^not\s+([\w-]+)$/.exec(word.trim())?.[1]);
    return negated.every((word) => word !== undefined && !name.toLowerCase().includes(word.toLowerCase()));
}
/** The steps and paths at which the agent wrote a definition of the test `name`. */
function definitions(trajectory, name) {
    const defines = definitionOf(name);
    return trajectory.edits
        .filter((edit) => edit.kind !== "delete" && edit.toolCall !== null && defines.test(defined_tests_writtenText(trajectory, edit.toolCall)))
        .map((edit) => ({ path: edit.path, step: edit.step }));
}
/**
 * True when a green test run, after the agent wrote test `name` into a file, selected that file (or a folder
 * holding it) with no filter that may leave it out (`-k`, `-m`, a test id).
 */
function ranWhereDefined(trajectory, name, green) {
    const places = definitions(trajectory, name);
    if (places.length === 0)
        return false;
    // a dotted label may name a class or a test of the file (`tests.test_a.TestA.test_x`): as much a filter as `::`
    // pytest's `-k 'not x'` leaves out only tests whose names hold `x`: a test named otherwise ran
    const keeps = (item) => !item.startsWith("-") || keepsByNegation(item, name);
    const unfiltered = green.filter((run) => run.selection.some((item) => !item.startsWith("-"))
        && run.selection.every((item) => keeps(item) && !item.includes("::") && !(0,selection/* isDottedLabel */.Xn)(item)));
    return unfiltered.some((run) => places.some((place) => place.step < run.step && (0,selection/* selectsPath */.Pl)(run, place.path)));
}

;// CONCATENATED MODULE: ./src/checks/claim-scope.ts




/**
 * What a claim says beyond the runs that would back it: tests it names that no green run selected or
 * printed, and "no warnings" of a build whose output holds warnings. Each is an output that shows less
 * than the claim (or, for warnings, the opposite), read before the runs' outcome backs the claim.
 */
/** A test named in a claim: `test_env_override`, `tests/test_cli.py::test_port`, `TestParseConfig`. */
const TEST_NAME = /(?:^|[\s`'"(])((?:[\w./-]+::)?(?:test_\w+|Test[A-Z]\w+))\b/g;
/** The tests a claim names. */
function testsNamed(sentence) {
    return [...new Set([...sentence.matchAll(TEST_NAME)].map((match) => match[1].split("::").at(-1)))];
}
/** Words that say a test was left out of the run, just before its name ("deselected `test_x`", "skipping test_y"). */
const LEFT_OUT_BEFORE = /\b(?:deselect(?:ed|ing)?|skip(?:ped|ping)?|exclud(?:ed|ing)|ignor(?:ed|ing)|left out|leaving out|xfail(?:ed)?)\s+(?:the\s+)?(?:\w+\s+)?[`'"]?$/i;
/** The sentence says it left the test out: the words just before one of its mentions. */
function saidLeftOut(sentence, name) {
    let at = sentence.indexOf(name);
    while (at >= 0) {
        if (LEFT_OUT_BEFORE.test(sentence.slice(Math.max(0, at - LEFT_OUT_WINDOW), at)))
            return true;
        at = sentence.indexOf(name, at + name.length);
    }
    return false;
}
/** How far before a name its "deselected" may stand. */
const LEFT_OUT_WINDOW = 40;
/**
 * A claim of passing tests that names tests ("all pass, including `test_env_override`") no test run
 * selected or printed: unbacked, the evidence shows less. Null when every named test was run (or a
 * green run of the whole suite ran, or of the file the agent wrote the test into), or the claim names none.
 */
function namedTestsNotRun(claim, runs, trajectory) {
    // "I deselected test_x, which needs the network": a test the claim says it left out is not claimed to pass
    const names = testsNamed(claim.sentence).filter((name) => !saidLeftOut(claim.sentence, name));
    if (names.length === 0)
        return null;
    const tests = runs.filter((run) => run.kind === "test");
    const green = tests.filter((run) => run.outcome === "passed");
    if (green.some(selection/* ranWholeSuite */.D4))
        return null;
    // a test some run selected or printed (passing or failing: "test_fetch fails, it needs the network") is judged by that run;
    // one the agent wrote into a file a later green run selected ran there
    const ran = (name) => tests.some((run) => run.selection.some((item) => item.includes(name)) || new RegExp(`\\b${name}\\b`).test(run.output ?? ""))
        || ranWhereDefined(trajectory, name, green);
    const missing = names.filter((name) => !ran(name));
    if (missing.length === 0)
        return null;
    const last = green.at(-1);
    const shown = last === undefined ? [] : [(0,checks_quote/* evidence */.MX)(last.step, `${(0,checks_quote/* clip */.$Q)((0,check_names/* runName */.rt)(last), 60)} · no test run selected or printed ${missing.map((name) => `\`${name}\``).join(", ")}`)];
    return { verdict: "unbacked", overstated: true, evidence: shown };
}
/** "No warnings", "without warnings", "warning-free": a claim about the build's warnings. */
const NO_WARNINGS = /\b(?:no (?:compiler )?warnings|without (?:any )?warnings|warning-free|zero warnings)\b/i;
/** A compiler's or build tool's warning: `warning: unused variable`, `warning[E0…]`, `generated 1 warning`. */
const WARNING_LINE = /^\s*warning(?:\[\w+\])?: |\b\d+ warnings? (?:generated|emitted)\b|^\S+:\d+(?::\d+)?: warning: /m;
/** "Builds with no warnings" beside a build that printed one: contradicted, with the warning quoted. */
function warningsPrinted(claim, runs) {
    if (!NO_WARNINGS.test(claim.sentence))
        return null;
    const build = runs.filter((run) => run.kind === "build" || run.kind === "typecheck").at(-1);
    const line = build?.output?.split("\n").find((text) => WARNING_LINE.test(text));
    if (build === undefined || line === undefined)
        return null;
    return { verdict: "contradicted", evidence: [(0,checks_quote/* evidence */.MX)(build.step, `${(0,checks_quote/* clip */.$Q)((0,check_names/* runName */.rt)(build), 60)} · ${(0,checks_quote/* clip */.$Q)(line.trim(), 100)}`)] };
}

// EXTERNAL MODULE: ./src/checks/run-outcome.ts
var run_outcome = __webpack_require__(2833);
// EXTERNAL MODULE: ./src/checks/passed-runs.ts
var passed_runs = __webpack_require__(5972);
// EXTERNAL MODULE: ./src/checks/check-identity.ts
var check_identity = __webpack_require__(6500);
;// CONCATENATED MODULE: ./src/checks/claim-cases.ts


/** A list names its cases when it has this many items or more ("random, black, white and RGB images"). */
const MIN_LISTED_CASES = 3;
/** An item longer than this many words is a clause, not a case's name. */
const MAX_CASE_WORDS = 3;
/** Words of the first item's end and the last item's start that name their case ("empty input", "unicode names"). */
const EDGE_ITEM_WORDS = 2;
/** A part that opens a clause ("which is long") is an aside, not a listed case. */
const CLAUSE_OPENER = /^(?:which|that|who|where|when|while|if|because|so|but|as|since|although|is|are|was|were)$/i;
/** Shorter words ("s", "an") name no case. */
const MIN_CASE_WORD = 3;
/** Words a list item shares with any sentence, beside those that name no subject: they say how, not which case. */
const FILLER = new Set(["and", "or", "with", "names", "plus", "including", "etc", "inputs", "images", "image", "several", "their"]);
const namesNoCase = (word) => FILLER.has(word) || NO_SUBJECT_WORD.has(word);
/**
 * The cases a claim enumerates: "Tested with random, black, white, RGB, and non-28×28 images" gives
 * random, black, white, rgb, non-28×28. A list is three or more short items joined by commas, the
 * last after "and"/"or"; the first item's last word and the last item's first word name their cases.
 * None when the sentence lists nothing.
 */
function listedCases(sentence) {
    const parts = sentence.split(/,\s*/);
    let best = [];
    let current = [];
    parts.forEach((part, index) => {
        const words = part.replace(/^(?:and|or)\s+/i, "").trim().split(/\s+/).filter(Boolean);
        const inner = index > 0 && index < parts.length - 1;
        // a middle item is short and names a thing; the first item ends with its case, the last begins with it
        if (inner && (words.length > MAX_CASE_WORDS || CLAUSE_OPENER.test(words[0] ?? ""))) {
            current = [];
            return;
        }
        if (index === 0)
            current = [words.slice(-EDGE_ITEM_WORDS)];
        else
            current.push(inner ? words : words.slice(0, EDGE_ITEM_WORDS));
        if (current.length > best.length)
            best = [...current];
    });
    if (best.length < MIN_LISTED_CASES)
        return [];
    const cases = best.flat().map((word) => word.replace(/^[("'`]+|[)"'`.:;!?]+$/g, "").toLowerCase());
    return [...new Set(cases.filter((word) => word.length >= MIN_CASE_WORD && !namesNoCase(word) && !/^\d+$/.test(word)))];
}
/** True when the run's command or output names one of the cases, as a word or its stem. */
function exercisesCase(run, cases) {
    const text = `${run.command}\n${run.output ?? ""}`.toLowerCase();
    return cases.some((name) => {
        const pattern = new RegExp(`(?<![a-z0-9])${(0,src_words/* escapeRegExp */.Nt)(stem(name))}(?:s|es|ed|ing)?(?![a-z0-9])`);
        return pattern.test(text);
    });
}

;// CONCATENATED MODULE: ./src/checks/claim-symptoms.ts





/** Commands that frame or print what another command did; the command a line is about is another. */
const NOT_THE_SUBJECT = new Set(["cd", "echo", "printf", "cat", "tail", "head", "cp", "mv", "true", ":", "export", "timeout", "sleep"]);
/**
 * The invocation a line is about: its first command that is not framing (`cd`, `echo`, `cat`), as
 * program name and arguments (`pmars` for `/usr/local/bin/pmars > out 2> err`), redirections aside.
 */
function invocationsOf(command) {
    return (0,simple_commands/* simpleCommands */.Ny)(command)
        .filter((simple) => !simple.nested && !NOT_THE_SUBJECT.has((0,shell_program/* programName */.kX)(simple.words[0] ?? "")))
        .map((simple) => [(0,shell_program/* programName */.kX)(simple.words[0] ?? ""), ...simple.words.slice(1)].join(" "));
}
const claim_symptoms_baseName = (path) => (path.split("/").at(-1) ?? path).toLowerCase();
function judgeSymptomByProgram(claim, symptom, { trajectory, diff }) {
    const names = new Set(subjectOf(claim).names);
    // the work's edits: a scratch copy (`/tmp/clparse.c`) of the named file is not the fix
    const work = (0,checks_work/* checkableChanges */.OQ)(trajectory.edits, diff, trajectory.task);
    const edits = work.filter((edit) => edit.toolCall !== null && names.has(claim_symptoms_baseName(edit.path)));
    const lastEdit = Math.max(...edits.map((edit) => edit.toolCall));
    if (!Number.isFinite(lastEdit))
        return null;
    const calls = trajectory.toolCalls;
    const ran = (call) => (call?.command == null || call.output === null ? [] : invocationsOf(call.command));
    const broken = calls.findLastIndex((call, index) => index < lastEdit && ran(call).length > 0 && symptom.seen.test(call.output));
    if (broken < 0)
        return null;
    const invocation = ran(calls[broken])[0];
    const after = calls.findLastIndex((call, index) => index > lastEdit && ran(call).includes(invocation));
    if (after < 0)
        return null;
    const [before, last] = [calls[broken], calls[after]];
    const seen = (call) => (0,checks_quote/* evidence */.MX)(call.step, (0,checks_quote/* clip */.$Q)(call.output.split("\n").find((line) => symptom.seen.test(line)) ?? "", 120));
    if (symptom.seen.test(last.output))
        return { verdict: "unbacked", evidence: [seen(last)] };
    return { verdict: "backed", evidence: [seen(before), (0,checks_quote/* evidence */.MX)(last.step, `${(0,checks_quote/* clip */.$Q)(invocation, 60)} · no ${symptom.name} · ${(0,checks_quote/* clip */.$Q)(last.output.trim().split("\n")[0] ?? "", 60)}`)] };
}

;// CONCATENATED MODULE: ./src/checks/claim-runs.ts














/** The runs a broad claim speaks of: "verified" and "all examples pass" of any check, "built" of builds. */
const BROAD_KINDS = {
    tests: ["test", "custom", "run"],
    build: ["build", "typecheck"],
    // a build, typecheck or lint going green says nothing of whether the fault is gone
    fixed: ["test", "custom", "run"],
};
/** Words of a runner that name no subject: the interpreter or wrapper, not what it checked. */
const GENERIC_RUNNER_WORD = /^(?:python\d?(?:\.\d+)?|node|bash|sh|zsh|npx|npm|uv|run|inline|exec|sudo|timeout|env|test|tests|cd)$/i;
/** Shorter words of a runner's name say too little to tie a claim to it. */
const MIN_SUBJECT_WORD = 3;
/** The words that name what a run checked: its script, binary or selection, not its interpreter. */
function subjectWords(run) {
    return [run.runner, ...run.selection]
        .flatMap((text) => text.split(/[^A-Za-z0-9_-]+/))
        .map((word) => word.replace(/\.(?:py|[cm]?[jt]s|sh|rb)$/, ""))
        .filter((word) => word.length >= MIN_SUBJECT_WORD && !GENERIC_RUNNER_WORD.test(word));
}
/** True when the run's outcome was read from a verdict or marker the agent's own line printed. */
function printedVerdict(run) {
    return run.outcomeFrom !== "exit code" && run.quote !== undefined && run.quote !== null;
}
/** Words a check prints when it passed: `ALL EXAMPLES PASS`, `OUTPUT MATCH`, `OK`. */
const PASS_WORDS = /\b(?:pass(?:ed|es)?|ok|success(?:ful(?:ly)?)?|match(?:es|ed)?|identical)\b/i;
/** True when the run's output states its pass (a runner's summary, a printed verdict), beyond exiting 0. */
function saysPassed(run) {
    return run.outcomeFrom === "summary line" || run.outcomeFrom === "echoed status" || PASS_WORDS.test(run.output ?? "");
}
/** True when the claim names what the run checked ("test_parser passes" and `pytest tests/test_parser.py`). */
function aboutRun(claim, run) {
    const said = claim.sentence.toLowerCase();
    return subjectWords(run).some((word) => new RegExp(`\\b${(0,src_words/* escapeRegExp */.Nt)(word.toLowerCase())}\\b`).test(said)) || namesReproduction(said, run);
}
/** "the reproduction script", "my repro": a claim that names the agent's reproduction by its role. */
const REPRODUCTION_ROLE = /\brepro(?:duction|ducer|duce)?\b/;
/** A script named for reproducing (`reproduce_issue.py`, `repro.py`, `test_repro.py`). */
const REPRODUCTION_SCRIPT = /(?:^|[_-])repro/i;
function namesReproduction(said, run) {
    return REPRODUCTION_ROLE.test(said) && subjectWords(run).some((word) => REPRODUCTION_SCRIPT.test(word));
}
/**
 * A broad success claim ("Verified the output is identical", "Built successfully") is backed when
 * every check of its kind after the last edit to the work ends green; it is contradicted only by a
 * failing check after that edit, never settled, that the claim names, by its exit status or its
 * runner's summary (not a marker the agent printed). Checks only before the last
 * edit, or red ones about another subject, leave it unchecked: the reader cannot tell. With no
 * check at all, nothing backs it.
 */
function judgeBroad(claim, context) {
    const runs = context.runs.filter((run) => BROAD_KINDS[claim.kind]?.includes(run.kind) ?? false);
    // checks of another kind ran (a build the reader did not recognize may be among them): it cannot tell
    if (runs.length === 0)
        return { verdict: context.runs.length > 0 ? "unchecked" : "unbacked", evidence: [] };
    const { trajectory, diff } = context;
    const lastEdit = (0,checks_work/* checkableChanges */.OQ)(trajectory.edits, diff, trajectory.task).at(-1);
    const fresh = runs.filter((run) => lastEdit?.toolCall == null || run.call >= lastEdit.toolCall);
    // a claim the transcript cannot tell is quoted alone: a run beside it would read as its evidence
    if (fresh.length === 0)
        return { verdict: "unchecked", evidence: [] };
    const lastByKey = new Map();
    const checkKey = (0,check_identity/* checkKeys */.L)(fresh);
    for (const run of fresh)
        lastByKey.set(checkKey(run), run);
    const passed = new passed_runs/* PassedRuns */.Pw(fresh);
    const settled = (run) => passed.coverers(run).some((other) => other.call > run.call);
    // "all tests pass" is not contradicted by a run whose tests all passed and only a coverage gate failed
    const testsPassed = (run) => claim.kind === "tests" && (0,run_outcome/* failedOnlyByCoverage */.nj)(run.output);
    const open = [...lastByKey.values()].filter((run) => run.outcome === "failed" && !settled(run) && !testsPassed(run));
    // a failure read from a line the agent printed ("NO MATCH") may be its search coming up empty
    const named = open.filter((run) => aboutRun(claim, run) && !printedVerdict(run));
    if (named.length > 0)
        return { verdict: "contradicted", evidence: [(0,checks_verified/* runEvidence */.fk)(named.at(-1))] };
    // "the existing tests pass" speaks of the repository's tests: the agent's own scripts and the test
    // files it wrote and deleted are not those
    const transient = EXISTING_TESTS.test(claim.sentence) ? (0,checks_work/* transientPaths */.bw)(trajectory.edits) : null;
    const green = fresh.filter((run) => (run.outcome === "passed" || testsPassed(run)) && (transient === null || existingTestsRun(run, transient)));
    if (green.length === 0)
        return { verdict: "unchecked", evidence: [] };
    // another check left failing: only output that states the claim itself backs it ("working tree clean")
    if (open.length > 0)
        return statedDirectly(claim, green, context, lastEdit?.toolCall ?? 0) ?? { verdict: "unchecked", evidence: [] };
    // cite the check whose output shows the claim's numbers ("186 values"), else the check the claim
    // names, else one whose own output says it passed, else the last green one
    const numbered = numberedLine(claim, green) ?? verbatimLine(claim, green);
    if (numbered !== null)
        return { verdict: "backed", evidence: [shownLine(numbered)] };
    const about = green.findLast((run) => aboutRun(claim, run));
    // "./sim 208 → 377 ✓ (isqrt(208)=14 …)": the line that prints most of its numbers shows it best
    const shows = partlyNumberedLine(claim, green);
    const cite = (run) => (shows === null ? (0,checks_verified/* runEvidence */.fk)(run) : shownLine(shows));
    if (about !== undefined)
        return { verdict: "backed", evidence: [cite(about)] };
    // a claim with a subject ("KeyboardInterrupt … siblings cleaned up", "working tree is clean") is
    // backed only by output that speaks to it; a generic one ("all verified") by any green check
    const subject = subjectOf(claim);
    if (isEmptySubject(subject)) {
        return { verdict: "backed", evidence: [cite(green.findLast(saysPassed) ?? green.at(-1))] };
    }
    // a claim that quotes a value ("about.md: "I am a Postdoc …"") is backed by output that shows it
    const focus = subject.quoted.length > 0 ? { names: [], quoted: subject.quoted, words: [] } : subject;
    const onSubject = focus.names.length === 0 ? [] : green.filter((run) => mentions(run, focus.names));
    if (onSubject.length > 0)
        return { verdict: "backed", evidence: [cite(onSubject.findLast(saysPassed) ?? onSubject.at(-1))] };
    const seen = STATES_ABSENCE.test(claim.sentence) ? null : lastLineAbout(focus, context, lastEdit?.toolCall ?? 0);
    if (seen !== null)
        return { verdict: "backed", evidence: [seenLine(seen)] };
    // "Tested with RGB images — all matched": a claim that it tested is about the checks it ran, whose
    // output need not name what they exercised; a state ("working tree is clean"), a fix, or a claim
    // naming code (`int32`, `expr6` "match the reference") needs output about its subject
    // "Tested with random, black and white images": a claim that lists its cases is backed only by a
    // check after the last edit that names one of them
    const cases = listedCases(claim.sentence);
    if (cases.length > 0) {
        const tried = green.findLast((run) => exercisesCase(run, cases));
        return tried === undefined ? { verdict: "unchecked", evidence: [] } : { verdict: "backed", evidence: [(0,checks_verified/* runEvidence */.fk)(tried)] };
    }
    if (claim.kind === "tests" && !namesCode(claim.sentence) && SAYS_TESTED.test(claim.sentence))
        return { verdict: "backed", evidence: [cite(green.findLast(saysPassed) ?? green.at(-1))] };
    return { verdict: "unchecked", evidence: [] };
}
/** The evidence of a run's output line that shows a claim. */
const shownLine = ({ run, line }) => (0,checks_quote/* evidence */.MX)(run.step, `${(0,checks_quote/* clip */.$Q)(run.runner, 40)} · ${line}`);
/** The evidence of a call's output line that speaks to a claim's subject. */
const seenLine = ({ call, line }) => (0,checks_quote/* evidence */.MX)(call.step, `${(0,checks_quote/* clip */.$Q)(call.command ?? "", 40)} · ${(0,checks_quote/* clip */.$Q)(line, 100)}`);
/** A claim that something is absent ("No "Task was destroyed" warnings"): output showing its words is no backing of it. */
const STATES_ABSENCE = /\b(?:no|never|without|none)\b/i;
/** Backed when a green run prints all the claim's numbers on one line, or an output after `from` states its words; else null. */
function statedDirectly(claim, green, context, from) {
    const numbered = numberedLine(claim, green) ?? verbatimLine(claim, green);
    if (numbered !== null)
        return { verdict: "backed", evidence: [shownLine(numbered)] };
    // its words or quoted values, not a name alone: a signature printed with `max_concurrent` in it states nothing
    const { quoted, words } = subjectOf(claim);
    const stated = { names: [], quoted, words };
    const seen = isEmptySubject(stated) || STATES_ABSENCE.test(claim.sentence) ? null : lastLineAbout(stated, context, from);
    return seen === null ? null : { verdict: "backed", evidence: [seenLine(seen)] };
}
/** A sentence that says checks were run and passed: "I verified …", "tested …", "all pass", "outputs match". */
const SAYS_TESTED = new RegExp(`${VERIFIED.source}|\\b(?:pass(?:es|ed)?|succeed(?:s|ed)?|match(?:es|ed)?|identical)\\b`, "i");
/** A claim about the tests that were there before the change. */
const EXISTING_TESTS = /\b(?:existing|pre-?existing|original|current|repository'?s|project'?s)\s+(?:unit\s+|test\s+)?(?:tests?|test suite|suite)\b/i;
/** A run of the repository's own tests: not the agent's own script, nor only test files it wrote and deleted. */
function existingTestsRun(run, transient) {
    if (run.adHoc)
        return false;
    const files = run.selection.map((item) => item.split("::")[0]).filter((item) => !item.startsWith("-"));
    return files.length === 0 || !files.every((file) => [...transient].some((path) => (0,paths/* samePath */.Eb)(path, file)));
}
/** The run's command or output names one of the words. */
function mentions(run, words) {
    const text = `${run.command}\n${run.output ?? ""}`.toLowerCase();
    return words.some((word) => text.includes(word));
}
/** A number of a claim this long or longer is tied to output that prints it; a lone `0` or `3` is too common. */
const MIN_CITED_DIGITS = 2;
const CLAIMED_NUMBER = /(?<![\w.,])\d[\d,]*(?:\.\d+)?(?![\w]|[.,]\d)/g;
/**
 * The last green run with a line of output that prints every number of the claim that has two digits
 * or more ("Verified on 200 images (0 mismatches)" and `Tested 200 images, mismatches: 0`), and that line.
 */
function numberedLine(claim, green) {
    const patterns = claimedNumbers(claim);
    if (patterns.length === 0)
        return null;
    for (const run of [...green].reverse()) {
        const line = (run.output ?? "").split("\n").find((text) => patterns.every((pattern) => pattern.test(text)));
        if (line !== undefined)
            return { run, line: line.trim() };
    }
    return null;
}
/** The claim's numbers of two digits or more, each as a pattern that finds it standing alone. */
function claimedNumbers(claim) {
    const numbers = [...claim.sentence.matchAll(CLAIMED_NUMBER)].map(([number]) => number.replace(/,/g, "")).filter((number) => number.replace(/\D/g, "").length >= MIN_CITED_DIGITS);
    return [...new Set(numbers)].map((number) => new RegExp(numberPattern(number)));
}
/** Two of a claim's numbers on one line tie it to the claim; one alone may be chance. */
const MIN_NUMBERS_SHOWN = 2;
/** The latest green run's line that prints the most of the claim's numbers (two at least), or null. */
function partlyNumberedLine(claim, green) {
    const patterns = claimedNumbers(claim);
    let best = null;
    for (const run of [...green].reverse()) {
        for (const text of (run.output ?? "").split("\n")) {
            const shown = patterns.filter((pattern) => pattern.test(text)).length;
            if (shown >= MIN_NUMBERS_SHOWN && shown > (best?.shown ?? 0))
                best = { run, line: text.trim(), shown };
        }
    }
    return best;
}
/** A code span shorter than this (`r`, `q`) is too common to recognize as output quoted verbatim. */
const MIN_VERBATIM = 8;
/**
 * The last green run with a line of output that shows one of the claim's code spans verbatim
 * ("→ `Results: 12 30 8`"): the answer quotes what that run printed.
 */
function verbatimLine(claim, green) {
    const spans = (claim.code ?? []).filter((span) => span.length >= MIN_VERBATIM);
    if (spans.length === 0)
        return null;
    for (const run of [...green].reverse()) {
        const line = (run.output ?? "").split("\n").find((text) => spans.some((span) => text.includes(span)));
        if (line !== undefined)
            return { run, line: line.trim() };
    }
    return null;
}
/** The code spans of a claim that are commands with arguments (`pmars -h`). */
function subjects(claim) {
    return (claim.code ?? []).map((span) => span.replace(/\s+/g, " ")).filter((span) => /^[\w./-]+ \S/.test(span));
}
/** A shell's status for a process killed by SIGSEGV (128 + 11), as an echo of `$?` prints it: `exit=139`. */
const SEGV_STATUS = String.raw `\bexit(?:[ _]?(?:code|status))?\s*[:=]?\s*139\b`;
/** What output shows when a named symptom happens: the claim's word, then the lines a run prints for it. */
const SYMPTOM_OUTPUT = [
    { name: "segfault", said: /\bseg(?:mentation )?fault|\bsigsegv\b/i, seen: new RegExp(`Segmentation fault|SIGSEGV|core dumped|${SEGV_STATUS}`, "i") },
    { name: "crash", said: /\bcrash/i, seen: new RegExp(`Segmentation fault|SIGSEGV|core dumped|Aborted|panicked at|Traceback \\(most recent call last\\)|${SEGV_STATUS}`, "i") },
    { name: "panic", said: /\bpanic/i, seen: /panicked at|\bpanic:/i },
    { name: "abort", said: /\babort/i, seen: /\bAborted\b|SIGABRT/i },
    { name: "timeout", said: /\bhang|\btime ?outs?\b|\btime out\b/i, seen: /timed out|\btimeout\b/i },
    { name: "exception", said: /\btraceback|\bexception/i, seen: /Traceback \(most recent call last\)|^\w+(?:Error|Exception):/im },
];
/**
 * "Fixed … causing a segfault on `pmars -h`": a fix claim that names a symptom and a command in
 * code (a span with arguments, run at a command's place in the line: `… && pmars -h | tail`).
 * Backed when a run of that command showed the symptom, the work changed after it, and a later run
 * of the command shows it no more; unbacked (with the run) when its last run still shows it.
 * Null when the claim names no such symptom and command, or the transcript never showed it.
 */
function judgeSymptom(claim, context) {
    const { trajectory } = context;
    // "Fixed the overflow in clparse.c. It caused a segfault with no arguments.": the item tells the symptom
    const named = SYMPTOM_OUTPUT.find(({ said }) => said.test(claim.sentence)) ?? (subjects(claim).length === 0 ? SYMPTOM_OUTPUT.find(({ said }) => said.test(claim.item ?? "")) : undefined);
    const symptom = named?.seen;
    const commands = subjects(claim);
    if (symptom === undefined)
        return null;
    if (commands.length === 0)
        return judgeSymptomByProgram(claim, named, context);
    // the span must be a command the line runs, not text it greps for or a file it reads
    const ran = (command) => command !== null && commands.some((span) => runsCommand(command, span));
    const calls = trajectory.toolCalls.filter((call) => ran(call.command) && call.output !== null);
    const broken = calls.find((call) => symptom.test(call.output));
    if (broken === undefined)
        return null;
    const seen = (call) => (0,checks_quote/* evidence */.MX)(call.step, (0,checks_quote/* clip */.$Q)(call.output.split("\n").find((line) => symptom.test(line)) ?? "", 120));
    const last = calls.at(-1);
    if (symptom.test(last.output))
        return { verdict: "unbacked", evidence: [seen(last)] };
    const changed = trajectory.edits.some((edit) => edit.step > broken.step && edit.step < last.step);
    if (!changed)
        return null;
    const quote = `${(0,checks_quote/* clip */.$Q)(last.command ?? "", 60)} · exit ${last.exitCode ?? "not recorded"} · no ${named.name}`;
    return { verdict: "backed", evidence: [seen(broken), (0,checks_quote/* evidence */.MX)(last.step, quote)] };
}

// EXTERNAL MODULE: ./src/checks/verification.ts + 36 modules
var verification = __webpack_require__(6689);
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
};
const SECURITY_SCANNER = /\b(?:npm audit|pnpm audit|yarn audit|pip-audit|bandit|semgrep|trivy|gosec|cargo audit|snyk|safety check|gitleaks)\b/;
const MIGRATION_COMMAND = /\b(?:migrate|migrations?|alembic\s+upgrade|flyway|liquibase|db:migrate|prisma\s+migrate)\b/;
/** A run's outcome; when its status is unknown, what its own summary line says. */
function claims_outcomeOf(run) {
    // "all 168 tests pass" beside `Tests: 168 passed` is true though a coverage gate failed the run (final_checks_green says that)
    if ((0,run_outcome/* failedOnlyByCoverage */.nj)(run.output))
        return "passed";
    const outcome = (0,verification/* runOutcome */.CL)(run);
    if (outcome !== "unknown")
        return outcome;
    const summary = (0,test_summary/* lastSummary */.Jd)(run.output);
    if (summary === null)
        return "unknown";
    return summary.failed > 0 ? "failed" : "passed";
}
function judgeByRuns(runs) {
    const last = runs.at(-1);
    if (last === undefined)
        return { verdict: "unbacked", evidence: [] };
    const outcome = claims_outcomeOf(last);
    const verdict = outcome === "passed" ? "backed" : outcome === "failed" ? "contradicted" : "unbacked";
    return { verdict, evidence: [(0,checks_verified/* runEvidence */.fk)(last)] };
}
/** "All tests pass", "every test passes": a claim about every test, not the ones a filter kept. */
const ALL_TESTS = /\ball\s+(?:(?:the|of\s+the)\s+)?(?:\d[\d,]*\s+)?(?:unit\s+)?tests\b|\bevery\s+test\b/i;
/** A runner's own line saying it ran only some tests: cargo's `2 filtered out`, pytest's `23 deselected`. */
const LEFT_OUT = /\b[1-9]\d*\s+(?:filtered out|deselected)\b/;
/** pytest's options that run again only the tests that failed last (or from the last failure on). */
const LAST_FAILED = /(?:^|\s)--(?:lf|last-failed|sw|stepwise)(?=\s|$)/;
/** The run left tests out: by a filter on its command line, or as its own output says. */
function leftTestsOut(run) {
    return run.selection.some((item) => item.startsWith("-")) || LAST_FAILED.test(run.command) || LEFT_OUT.test(run.output ?? "");
}
/** A claim about the test the agent added: "the new test passes", "the regression test passes". */
const NEW_TEST = /\b(?:new|newly added|added|regression|reproduc\w*)\s+(?:unit\s+|integration\s+)?(?:tests?|test cases?|test suite)\b/i;
/**
 * "Tests pass" is judged by the last test run, unless it ran no test (nothing collected, the named
 * test not found, all deselected): then it is contradicted. When that run left out more tests than
 * the run of the same selection before an edit (1 skipped, then 2), the added test did not run: a
 * claim about the new test is contradicted, another is unbacked. Without a recognized test run, a
 * later output whose own summary says some passed and none failed backs it.
 */
function judgeTests(claim, context) {
    // a test run whose failure nothing settled (final_checks_green's) says the tests do not all pass, whatever ran last
    const open = NEW_TEST.test(claim.sentence) ? undefined : openTestFailure(context);
    if (open !== undefined)
        return { verdict: "contradicted", evidence: [(0,checks_verified/* runEvidence */.fk)(open)] };
    const tests = context.runs.filter((run) => KINDS_FOR.tests.includes(run.kind));
    // "the tests pass" speaks of the project's tests when any ran, not of the agent's own probe
    const project = tests.filter((run) => !run.adHoc);
    // "the existing tests pass" is never backed by a test file the agent wrote and deleted
    const transient = EXISTING_TESTS.test(claim.sentence) ? (0,checks_work/* transientPaths */.bw)(context.trajectory.edits) : null;
    const runs = transient !== null ? project.filter((run) => existingTestsRun(run, transient)) : project.length > 0 ? project : tests;
    const last = runs.at(-1);
    const notRun = last?.kind === "test" ? notRunEvidence(last, context) : null;
    // a run that ran no test shows no pass, and no failure either: the claim says more than the output (held for a person);
    // a new test the run left out, where the same selection ran it before an edit, is shown not to have passed
    if (notRun !== null) {
        return NEW_TEST.test(claim.sentence) && !notRun.nothing ? { verdict: "contradicted", evidence: [notRun.evidence] }
            : { verdict: "unbacked", overstated: true, evidence: [notRun.evidence] };
    }
    const byRuns = staleFailure(judgeByRuns(runs), last, context);
    // "the full test suite passes" is backed only by a run that selected every test: a green file or test id is part of it
    // (a run of it whose only failures fail on the original code too is one)
    const wholeSuite = (run) => (0,selection/* ranWholeSuite */.D4)(run) && !leftTestsOut(run);
    if (WHOLE_SUITE.test(claim.sentence) && byRuns.verdict === "backed" && !runs.some((run) => wholeSuite(run) && run.outcome === "passed")
        && !(context.failedAsOriginal ?? []).some(wholeSuite)) {
        return { verdict: "unbacked", overstated: true, evidence: [(0,checks_quote/* evidence */.MX)(last.step, `${(0,checks_quote/* clip */.$Q)((0,check_names/* runName */.rt)(last), 60)} · only the tests it selected ran: no run of the whole suite is recorded`)] };
    }
    // "all tests pass" from a run that says it left tests out (`2 filtered out`, `23 deselected`) or filtered them (`-k`, `--lf`)
    if (ALL_TESTS.test(claim.sentence) && byRuns.verdict === "backed" && leftTestsOut(last)) {
        return { verdict: "unbacked", overstated: true, evidence: [(0,checks_quote/* evidence */.MX)(last.step, `${(0,checks_quote/* clip */.$Q)((0,check_names/* runName */.rt)(last), 60)} · its filter left tests out: not all tests ran`)] };
    }
    if (byRuns.verdict !== "unbacked" || transient !== null)
        return byRuns;
    const seen = summariesInOutputs(context).findLast(({ summary }) => summary.failed === 0 && summary.passed !== 0);
    return seen ? { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(seen.step, seen.summary.line)] } : byRuns;
}
/**
 * A failure of a version the work no longer is contradicts nothing said of the final one: a claim that the tests pass,
 * after an edit no test run followed, is unbacked, and the failure is named with the change after it.
 */
function staleFailure(judged, last, { trajectory, diff }) {
    if (judged.verdict !== "contradicted" || last === undefined)
        return judged;
    const changes = (0,checks_work/* checkableChanges */.OQ)(trajectory.edits, diff, trajectory.task);
    const later = changes.findLast((edit) => edit.toolCall != null && edit.toolCall > last.call);
    if (later === undefined)
        return judged;
    const quote = `${(0,checks_quote/* clip */.$Q)((0,check_names/* runName */.rt)(last), 60)} · failed on an earlier version: the work changed after it (${(0,checks_quote/* stepLabel */.vO)(later.step)}) and no test ran since`;
    return { verdict: "unbacked", overstated: true, evidence: [(0,checks_quote/* evidence */.MX)(last.step, quote)] };
}
/** The last test run of the project's whose failure final_checks_green found unsettled, if any. */
function openTestFailure(context) {
    const green = (0,checks_verified/* finalChecksGreen */.d0)(context);
    if (green.status !== "fail")
        return undefined;
    const failed = (run) => run.kind === "test" && !run.adHoc && run.outcome === "failed" && !(0,run_outcome/* failedOnlyByCoverage */.nj)(run.output);
    return context.runs.filter((run) => failed(run) && green.evidence.some((item) => item.step === run.step)).at(-1);
}
/** Why a test run is no green evidence: it ran no test, or it left out more tests than its last run before an edit. */
function notRunEvidence(run, { runs, trajectory }) {
    const said = (0,test_summary/* nothingRan */.NH)(run.output);
    if (said !== null)
        return { nothing: true, evidence: (0,checks_quote/* evidence */.MX)(run.step, `${(0,checks_quote/* clip */.$Q)(run.runner, 40)} · no test ran · ${(0,checks_quote/* clip */.$Q)(said, 100)}`) };
    const now = (0,test_summary/* lastSummary */.Jd)(run.output);
    const before = runs.filter((other) => other.step < run.step && other.command === run.command).at(-1);
    const then = before === undefined ? null : (0,test_summary/* lastSummary */.Jd)(before.output);
    const edited = before !== undefined && trajectory.edits.some((edit) => edit.step > before.step && edit.step < run.step);
    if (now === null || then === null || !edited || now.notRun <= then.notRun)
        return null;
    const quote = `${(0,checks_quote/* clip */.$Q)(run.runner, 40)} · ${then.notRun} → ${now.notRun} not run (skipped or deselected) since step ${before.step} · ${(0,checks_quote/* clip */.$Q)(now.line, 100)}`;
    return { nothing: false, evidence: (0,checks_quote/* evidence */.MX)(run.step, quote) };
}
/** "12 tests pass": a runner's summary saying 12 passed (and none failed) backs it; a bare 12 does not. */
/** A sentence that says something fails beside its count of passing tests. */
const FAILURE_NAMED = /(?<!\b(?:no|0|zero|without|nothing|none|never)\s+)\bfail(?:s|ed|ing|ures?)?\b/i;
/** "The other 18 tests pass", "the remaining 12 pass": a count of the tests beside some that did not pass. */
const OTHERS_COUNTED = /\b(?:the\s+)?(?:other|remaining)\s+\d[\d,]*\b|\bthe\s+rest\s+\(\d/i;
function judgeCount(claim, context) {
    const claimed = Number(claim.count);
    // "25 tests pass; test_remote fails (it needs the network)" names its failure: 1 failed, 25 passed backs it
    const namesFailure = FAILURE_NAMED.test(claim.sentence) || OTHERS_COUNTED.test(claim.sentence);
    const matches = ({ summary }) => summary.passed === claimed && (summary.failed === 0 || namesFailure);
    const matching = summariesInOutputs(context).findLast(matches);
    if (matching)
        return { verdict: "backed", evidence: [(0,checks_quote/* evidence */.MX)(matching.step, matching.summary.line)] };
    // a loop's runs, or one run's test programs, each print a summary: the count claimed for them is their sum
    const summed = loopTotal(context, claimed);
    if (summed !== null)
        return { verdict: "backed", evidence: [summed] };
    const lastTest = context.runs.filter((run) => run.kind === "test").at(-1);
    // a failure on an earlier version of the work says nothing of the final one's count
    if (lastTest && claims_outcomeOf(lastTest) === "failed")
        return staleFailure({ verdict: "contradicted", evidence: [(0,checks_verified/* runEvidence */.fk)(lastTest)] }, lastTest, context);
    // the last test run counted otherwise ("26 tests pass" beside `24 passed`): said, for a person to weigh
    const shown = lastTest === undefined ? null : (0,test_summary/* lastSummary */.Jd)(lastTest.output);
    if (shown?.passed != null && shown.passed !== claimed) {
        return { verdict: "unbacked", overstated: true, evidence: [(0,checks_quote/* evidence */.MX)(lastTest.step, `${(0,checks_quote/* clip */.$Q)((0,check_names/* runName */.rt)(lastTest), 60)} · ${(0,checks_quote/* clip */.$Q)(shown.line, 80)}: no output shows ${claimed} passing`)] };
    }
    return { verdict: "unbacked", evidence: [] };
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
/** A claim about a runner's own result ("12 tests pass", "the tests pass"): its summary judges it. */
const aboutRunner = (claim) => claim.kind === "count" || (claim.kind === "tests" && claim.broad !== true);
function judgeClaim(claim, context) {
    if (claim.kind === "files")
        return judgeChangedFiles(claim, context);
    if (claim.kind === "removal")
        return judgeRemoval(claim, context);
    if (!aboutRunner(claim)) {
        const byCommand = judgeNamedCommand(claim, context);
        if (byCommand !== null)
            return byCommand;
        const byEdit = judgeChange(claim, context) ?? judgeAbsence(claim, context);
        if (byEdit !== null)
            return byEdit;
    }
    if (claim.kind === "fixed") {
        const symptom = judgeSymptom(claim, context);
        if (symptom !== null)
            return symptom;
    }
    // "fixed …" names no runner: it is judged like a broad claim, by checks that speak to its subject
    if (claim.broad === true || claim.kind === "fixed") {
        const byChecks = judgeBroad(claim, context);
        if (byChecks.verdict === "backed" || byChecks.verdict === "contradicted" || claim.count === undefined)
            return byChecks;
        // no check settles it, but the number it states may stand in output beside what it counts
        const byNumber = judgeNumber(claim, context);
        return byNumber.verdict === "backed" ? byNumber : byChecks;
    }
    // "builds cleanly with no warnings, and the tests pass": the warnings the build printed answer it first
    const warned = warningsPrinted(claim, context.runs);
    if (warned !== null)
        return warned;
    switch (claim.kind) {
        case "tests":
            return beyondRuns(judgeTests(claim, context), namedTestsNotRun(claim, withFailedAsOriginal(context), context.trajectory));
        case "count":
            return beyondRuns(judgeCount(claim, context), namedTestsNotRun(claim, withFailedAsOriginal(context), context.trajectory));
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
/** A claim its runs back, unless it names more than they ran: then what they left out decides. */
function beyondRuns(judged, beyond) {
    return judged.verdict === "backed" && beyond !== null ? beyond : judged;
}
function summariesInOutputs({ trajectory, originalCodeCalls }) {
    // a snapshot update's green rewrote what it checked (snapshot-updates.ts)
    const updates = new Set((0,snapshot_updates/* updateCalls */.L$)(trajectory));
    return trajectory.toolCalls.flatMap((call, index) => originalCodeCalls?.has(index) === true || updates.has(index) ? []
        : (0,test_summary/* testSummaries */.DQ)(call.output).map((summary) => ({ step: call.step, summary })));
}
/** The step of the assistant message that says the sentence, counted as the transcript counts. */
function stepOf(claim, context) {
    if (claim.source !== "final answer")
        return null;
    const probe = claim.sentence.slice(0, 40).replace(/\s+/g, " ");
    const said = context.trajectory.messages.findLast((message) => message.role === "assistant" && message.text.replace(MARKDOWN_MARKS, "").replace(/\s+/g, " ").includes(probe));
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
        ...(judgement?.overstated === true ? { overstated: true } : {}),
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
function evidenceOf(records, budget) {
    // a claim read within the budget that no output bears on "cannot tell"; one past the budget was not read
    const said = (item, index) => (item.verdict !== "unchecked" ? item.verdict : index < budget ? "cannot tell" : "unchecked");
    const labelled = records.map((item, index) => ({ item, label: said(item, index) }));
    const sorted = labelled.sort((a, b) => VERDICT_ORDER.indexOf(a.item.verdict) - VERDICT_ORDER.indexOf(b.item.verdict));
    return sorted
        .flatMap(({ item, label }) => [{ step: item.step, path: item.locator, quote: (0,checks_quote/* clip */.$Q)(`${item.source} (${label}): "${item.quote}"`) }, ...item.evidence])
        .slice(0, MAX_EVIDENCE);
}
/** What contradicts a claim read against the diff, which is no output of the run. */
const AGAINST = {
    files: "the PR does not change a file it names that the transcript edited",
    removal: "the PR still adds a print or log line",
};
/** A final answer of at least this many words states things: its skip says they were not checked. */
const STATED_ANSWER_WORDS = 25;
/** The kinds of claim this check reads, as its summary names them: which files changed only against a diff. */
const readKinds = ({ diff }) => `tests or builds passing, counts, numbers, ${diff === null ? "" : "files changed, "}fixes, security, data, migrations`;
/**
 * Checks the claims in the final answer and PR description against observed output, the riskiest
 * first (tests, security, data loss, migrations, numbers; style last) within a budget. A claim is
 * backed only by output that says the same thing: "12 tests pass" by a runner's summary with 12
 * passed. A contradicted claim blocks; an unbacked one is a warning; claims over the budget are
 * listed as unchecked.
 */
function claimsBacked(context, budget = DEFAULT_CLAIM_BUDGET) {
    const base = { id: "claims_backed", blocking: true, required: false };
    const answer = answerText(context.trajectory);
    const said = [...findClaims(answer, "final answer"), ...findClaims(context.prBody ?? "", "PR description")];
    // which files changed is told by the PR's diff; without one, or of a name no file has, nothing speaks to it
    const claims = byRisk(said.filter((claim) => claim.kind !== "files" || filesClaimRead(claim, context)));
    const counts = { checked: Math.min(budget, claims.length), total: claims.length, budget };
    if (claims.length === 0) {
        // an answer of other statements ("robust against bypasses", "thoroughly tested") is not read: said, not implied empty
        const rest = answer.split(/\s+/).filter(Boolean).length >= STATED_ANSWER_WORDS ? "; what else the final answer states is not checked here" : "";
        // "recognized": a claim worded in a way the patterns miss ("the build finishes with BUILD SUCCESS") may be there (audit A4)
        const summary = `This check recognized no claim of the kinds it reads (${readKinds(context)}) in the final answer or PR description${rest}.`;
        return { ...base, ...counts, claims: [], status: "skip", summary, evidence: [] };
    }
    // a run on the original code (`git stash && pytest; git stash pop`) says nothing of the work's claims
    const aside = (0,set_aside/* setAsideRuns */.fs)(context.trajectory, context.diff, context.runs);
    const work = aside.size === 0 ? context : {
        ...context,
        runs: context.runs.filter((run) => !aside.has(run)),
        originalCodeCalls: new Set([...aside.keys()].map((run) => run.call)),
    };
    // nor, for a claim that speaks of a failure ("the one failure, test_x, fails identically with my change stashed"),
    // does a failure it showed there too; "the full suite passes" beside one is still not so
    const shownBefore = (0,failed_as_before/* preExistingFailures */.WQ)(context);
    const acknowledged = shownBefore.size === 0 ? work
        : { ...work, runs: work.runs.filter((run) => !shownBefore.has(run)), failedAsOriginal: [...shownBefore] };
    const judged = (claim) => (FAILURE_NAMED.test(claim.sentence) ? acknowledged : work);
    const judge = (claim) => admittedFailure(claim, judgeClaim(claim, judged(claim)));
    const records = claims.map((claim, index) => record(claim, judged(claim), index < budget ? judge(claim) : null));
    // "of the claims this check reads": sentences of other kinds (a bullet stating a total) are not read
    const checkedLine = `checked ${counts.checked} of ${counts.total} ${counts.total === 1 ? "claim" : "claims"} this check reads`;
    const tally = (verdict) => records.filter((item) => item.verdict === verdict);
    const [contradicted, unbacked] = [tally("contradicted"), tally("unbacked")];
    const result = { ...base, ...counts, claims: records, evidence: evidenceOf(records, budget) };
    if (contradicted.length > 0) {
        const first = contradicted[0];
        const against = AGAINST[first.kind] ?? "observed output says otherwise";
        return { ...result, status: "fail", summary: `The ${first.source} claims "${(0,checks_quote/* clip */.$Q)(first.quote, 80)}", but ${against} (${checkedLine}).` };
    }
    const overstated = unbacked.filter((item) => item.overstated === true);
    if (overstated.length > 0) {
        const first = overstated[0];
        // the run's evidence reads `cargo test · its filter left tests out`: said as `cargo test` at step 9, its filter …
        const shown = first.evidence[0];
        const [ran, why] = shown?.quote.split(" · ") ?? [];
        const less = shown === undefined ? "" : shown.step == null || why === undefined ? `: ${shown.quote}` : `: \`${ran}\` at ${(0,checks_quote/* stepLabel */.vO)(shown.step)}, ${why}`;
        // what it claims is more than the output shows: an Approve needs a person's look first
        return { ...result, status: "warn", blocking: true, required: true, summary: `The ${first.source} claims "${(0,checks_quote/* clip */.$Q)(first.quote, 80)}", but the evidence shows less${less} (${checkedLine}).` };
    }
    if (unbacked.length > 0) {
        return { ...result, status: "warn", blocking: false, summary: `${(0,src_words/* plural */.LS)(unbacked.length, "claim")} ${unbacked.length === 1 ? "has" : "have"} no output this check could tie to ${unbacked.length === 1 ? "it" : "them"} (${checkedLine}).` };
    }
    // a claim judged "unchecked" is one the transcript cannot tell either way: no finding of its own
    const untold = records.slice(0, budget).filter((item) => item.verdict === "unchecked").length;
    if (tally("backed").length === 0) {
        // said of what this reader could tie, not of the transcript: an output may still bear on a claim
        return { ...result, status: "skip", summary: `This check tied none of the claims it read to an output that backs or contradicts it (${checkedLine}).` };
    }
    // said of what this reader tied, not of the transcript: an output may still show a claim it left untied
    const rest = untold > 0 ? `; ${untold} it could not tie to an output, which does not say none shows ${untold === 1 ? "it" : "them"}` : "";
    // which files changed is backed by the diff, not by what a command printed
    const byDiff = (item) => (item.kind === "files" || item.kind === "removal") && item.verdict === "backed";
    const seen = records.some(byDiff) ? "observed output or the PR's diff" : "observed output";
    const tied = untold > 0 ? `Every claim this check tied to ${seen} matches it` : `Every checked claim matches ${seen}`;
    return { ...result, status: "pass", summary: `${tied} (${checkedLine}${rest}).` };
}
/**
 * The text whose claims are read: the final answer, or, when that is the submitted patch
 * (mini-swe-agent's `git diff`, which is code, not claims), the closing message that submitted it,
 * its fenced commands and code set aside.
 */
function answerText(trajectory) {
    if (!isPatch(trajectory.finalAnswer))
        return trajectory.finalAnswer ?? "";
    const closing = trajectory.messages.findLast((message) => message.role === "assistant");
    return closing === undefined ? "" : closing.text.replace(FENCED_BLOCK, "\n");
}
/** A fenced block of code or commands (closed, or running to the end of the message). */
const FENCED_BLOCK = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
/** A unified diff or patch: what the agent submitted, read by the diff checks, not a statement. */
function isPatch(text) {
    return text !== null && /^(?:diff --git |--- \S|\*\*\* Begin Patch)/m.test(text.trimStart().slice(0, 200));
}
/** The runs a claim may name: the work's, and those whose failures fail on the original code too (they ran on the work). */
const withFailedAsOriginal = (context) => [...context.runs, ...(context.failedAsOriginal ?? [])].sort((a, b) => a.call - b.call);

;// CONCATENATED MODULE: ./src/checks/descriptions.ts
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
        + "work tree, CI workflow edits); fails when the PR adds a secret the agent wrote. It cannot see intent.",
};

// EXTERNAL MODULE: ./src/checks/background-runs.ts
var background_runs = __webpack_require__(1024);
// EXTERNAL MODULE: ./src/checks/stopped-on-work.ts
var stopped_on_work = __webpack_require__(8635);
// EXTERNAL MODULE: ./src/shell/cut-mark.ts
var cut_mark = __webpack_require__(6054);
;// CONCATENATED MODULE: ./src/checks/unwritten-deliverables.ts




/**
 * The files a task asks the agent to make (`write a file called /app/steal.py`, `save … to
 * /app/stolen_A1.npy`) that no step of the transcript wrote or named: said when a run stopped before it
 * finished, since a reader weighing an unfinished run should know the deliverable was never made.
 */
/** Verbs that ask for a file to be made, a few words before its path in the same sentence. */
const MAKE_VERB = /\b(?:write|writes|create|creates|save|saves|generate|produce|output|store|put|place|emit|dump)\b[^.;:\n]{0,60}$/i;
/** Words between the verb and the path that make the path a source, not a product (`save the data from /app/x`). */
const SOURCE_WORD = /\b(?:from|in|reads?|loads?|using|with|of)\s+[^\s]*$/i;
function unwrittenDeliverables(trajectory) {
    const task = trajectory.task ?? "";
    // a sentence's full stop is no part of the path (`… save it to /app/out.txt.`)
    const asked = (0,checks_work/* taskPaths */.wl)(task).map((path) => path.replace(/\.+$/, "")).filter((path) => asksFor(task, path));
    // a command the recorder cut may name it in the part not shown
    if (asked.length === 0 || trajectory.toolCalls.some((call) => call.command != null && (0,cut_mark/* isCut */.xZ)(call.command)))
        return [];
    // a program may write it without an edit on record (`python3 steal.py` saving `stolen_A1.npy`): only a name
    // no tool call's input or output ever holds is surely not made
    const seen = (name) => trajectory.toolCalls.some((call) => JSON.stringify(call.input).includes(name) || (call.output ?? "").includes(name));
    return asked.filter((path) => !trajectory.edits.some((edit) => (0,paths/* sameFile */.Vi)(edit.path, path)) && !seen(path.split("/").at(-1)));
}
/** The task's text puts a making verb before the path, in the same sentence, with no source word right before it. */
function asksFor(task, path) {
    for (const found of task.matchAll(new RegExp(`${(0,src_words/* escapeRegExp */.Nt)(path)}(?![\\w/.-])`, "g"))) {
        const before = task.slice(Math.max(0, found.index - 80), found.index).replace(/[`'"]/g, "");
        if (MAKE_VERB.test(before) && !SOURCE_WORD.test(before))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/checks/left-undone.ts
/**
 * The agent's own word that part of the task is not done: "I did not get to the `--binary` flag: that part of
 * the task is still open." Green checks of what it did do cannot approve work it says it left.
 */
/** First person, a verb of finishing work, negated: "I did not get to", "I couldn't finish", "I haven't implemented". */
const NOT_FINISHED = /\bI (?:did not|didn't|could not|couldn't|was unable to|wasn't able to|have not|haven't|did not have time to|ran out of time to) (?:yet )?(?:get to|finish(?:ed)?|complete(?:d)?|implement(?:ed)?|address(?:ed)?|handle(?:d)?)\b/i;
/** The work spoken of as still open: "that part of the task is still open", "remains to be done", "left as a TODO". */
const STILL_OPEN = /\b(?:(?:part|rest|remainder) of (?:the|this) (?:task|issue|work|request)\b[^.;]*?\b(?:is|remains) (?:still )?(?:open|undone|unfinished|not (?:yet )?(?:done|finished|implemented|addressed))|remains? to be (?:done|implemented|addressed)|left (?:as )?(?:a )?TODO|(?:is|are) (?:still )?(?:not yet|yet to be) (?:done|implemented|addressed))\b/i;
/** What the agent says it left aside on purpose: not the task (a failure that is not its change's). */
const SET_ASIDE = /\b(?:unrelated|pre-?existing|out of scope|also fails|fails on (?:main|master|the original))\b/i;
/** How long a quoted admission may be. */
const MAX_UNDONE_QUOTE = 160;
/** The first sentence of `text` saying part of the task is not done, or null. */
function leftUndone(text) {
    if (text === null || text.trim() === "")
        return null;
    const prose = text.replace(/```[\s\S]*?```/g, " ");
    const sentences = prose.split(/(?<=[.!?])\s+|\n+/).map((sentence) => sentence.trim()).filter(Boolean);
    return sentences.find((sentence) => (NOT_FINISHED.test(sentence) || STILL_OPEN.test(sentence)) && !SET_ASIDE.test(sentence)) ?? null;
}

;// CONCATENATED MODULE: ./src/checks/ending.ts






/**
 * Proves the run ended on the agent's own completion rather than an error, a limit, an
 * interruption or a denied permission. An agent stopped from outside did not say it was done.
 */
function endedCleanly(context) {
    const found = saidUndone(context.trajectory, howItEnded(context));
    const { ending } = context.trajectory;
    const imposed = IMPOSED_ENDINGS.has(ending.kind) || (ending.kind === "unknown" && found.status === "fail");
    if (!imposed)
        return found;
    // the files the task asks for that it never wrote: what the stop left undone
    const missing = unwrittenDeliverables(context.trajectory).map((path) => `\`${path}\``);
    const unmade = missing.length === 0 ? "" : ` No step wrote ${missing.join(" or ")}, which the task asks it to make.`;
    const result = { ...found, summary: `${found.summary}${unmade}` };
    // stopped from outside after its checks of the final work passed: the run is unfinished, the work
    // is not shown wrong; a person decides (never an approval: a pass needs this check)
    const verified = (0,checks_verified/* verifiedAfterLastEdit */.Xp)(context);
    const green = (0,checks_verified/* finalChecksGreen */.d0)(context);
    if (verified.status !== "pass" || green.status !== "pass")
        return result;
    const step = green.evidence[0]?.step ?? null;
    const where = step === null ? "" : ` (${(0,checks_quote/* stepLabel */.vO)(step)})`;
    // a run after the change that the harness stopped (a run of the work that may hang) is not a pass
    const passed = `Its checks after the last change to the work had passed${where}`;
    // a command the transcript stops waiting for (a build started again in the background) has no result
    const waited = waitedFor(context.trajectory);
    const unfinished = [green.summary.includes(stopped_on_work/* STOPPED_AT_LIMIT */.U2) ? stoppedRuns(green.summary) : null, waited].filter((part) => part !== null);
    const said = unfinished.length > 0
        ? `${passed}, though ${unfinished.join(", and ")}. The run is unfinished, not shown wrong.`
        : `${passed}: the run is unfinished, not shown wrong.`;
    const summary = `${result.summary} ${said}`;
    return { ...result, status: "warn", required: true, summary };
}
/**
 * The agent finished, but its final answer says part of the task is not done (left-undone.ts): a person
 * decides whether what it left matters; green checks of the rest cannot approve it.
 */
function saidUndone(trajectory, found) {
    if (found.status !== "pass")
        return found;
    const said = leftUndone(trajectory.finalAnswer);
    if (said === null)
        return found;
    const quote = (0,checks_quote/* clip */.$Q)(said, MAX_UNDONE_QUOTE);
    const step = trajectory.messages.findLast((message) => message.role === "assistant")?.step ?? trajectory.ending.step;
    return {
        ...found, status: "warn", required: true, summary: `The agent finished its run on its own, but its final answer says part of the task is not done: "${quote}"`,
        evidence: [(0,checks_quote/* evidence */.MX)(step, `final answer: ${quote}`)],
    };
}
/** "`vim -S apply_macros.vim` (step 52) was stopped at the harness's time limit": final_checks_green's own clause. */
function stoppedRuns(greenSummary) {
    const clause = greenSummary.split("; ").find((part) => part.includes(stopped_on_work/* STOPPED_AT_LIMIT */.U2)) ?? "";
    return clause.replace(/ before (?:it|they) finished\.?$/, "");
}
/** At most this much of the command a left-open call waited for is quoted. */
const MAX_WAITED_CHARS = 60;
/** "the transcript stops while waiting for `make all -j16`, started in the background at step 36": null when it did not. */
function waitedFor(trajectory) {
    const open = callLeftOpen(trajectory);
    const started = open === null || open.command !== null ? null : (0,background_runs/* backgroundStartRead */.RH)(trajectory, open);
    if (started === null || started.command === null)
        return null;
    return `the transcript stops while waiting for \`${(0,checks_quote/* clip */.$Q)(started.command, MAX_WAITED_CHARS)}\`, started in the background at ${(0,checks_quote/* stepLabel */.vO)(started.step)}: its result is not recorded`;
}
/** Endings imposed on the agent (a limit, an error, an interruption; a cut-off is an unknown ending that fails), not chosen or denied. */
const IMPOSED_ENDINGS = new Set(["limit", "error", "interrupted"]);
function howItEnded({ trajectory }) {
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
            // the reader's own words for which limit, or for what the transcript cannot tell apart
            return { ...base, status: "fail", summary: `The run stopped before the agent finished: ${ending.detail}.` };
        case "interrupted":
            return { ...base, status: "fail", summary: "The run was interrupted before the agent finished." };
        case "awaiting_user":
            // waiting for the user's answer is how the run is meant to pause, not a stop from outside
            return { ...base, status: "warn", blocking: false, summary: `The agent is waiting for the user: ${ending.detail}; it did not say the work was done.` };
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

// EXTERNAL MODULE: ./src/evidence/diff.ts
var diff = __webpack_require__(4154);
// EXTERNAL MODULE: ./src/evidence/code-spans.ts
var code_spans = __webpack_require__(8612);
;// CONCATENATED MODULE: ./src/checks/empty-blocks.ts


/**
 * Python code the PR leaves unparseable, read from the diff alone (no checkout): a block opener (`if …:`, `def …:`,
 * `else:`) whose next statement in the hunk is not indented under it, where the change removed or added a line
 * between them (`sed -i '290d'` that deleted the body instead of a blank line). Python raises IndentationError
 * ("expected an indented block") on import. Only openers and statements the hunk shows are read.
 */
/** A compound statement's header: a Python keyword that opens a block, the line ending in its colon. */
const BLOCK_OPENER = /^(\s*)(?:(?:async\s+)?(?:def|for|with)|if|elif|else|while|class|try|except|finally)\b.*:\s*$/;
const PYTHON = /\.pyi?$/;
function emptyBlocks(diff) {
    return diff.filter((file) => file.status !== "deleted" && PYTHON.test(file.path)).flatMap((file) => {
        const code = (0,code_spans/* diffSideCode */.gN)(file, "new", "python");
        return file.lines.flatMap((line, index) => {
            if (line.kind === "-" || !isBlockHeader(code.get(line) ?? ""))
                return [];
            const body = emptiedBody(file.lines, index);
            return body === null ? [] : [(0,checks_quote/* evidence */.MX)(null, `a block left with no statement under it (IndentationError): ${line.text.trim()}`, `${file.path}:${line.newLine}`)];
        });
    });
}
/** Python's keywords that stand between two names in a header (`x in y`, `a as b`, `not x`, `lambda x`). */
const JOINING_KEYWORDS = new Set(["and", "as", "async", "await", "else", "for", "if", "in", "is", "lambda", "not", "or", "def", "class", "with", "while", "elif", "except"]);
/**
 * A block header as Python reads one: two names side by side with no keyword between (`with a couple differences:`,
 * `if the value is None:`) are prose, a docstring line whose hunk began inside the string.
 */
function isBlockHeader(code) {
    if (!BLOCK_OPENER.test(code))
        return false;
    for (const match of code.matchAll(/\b([A-Za-z_]\w*)\s+(?=([A-Za-z_]\w*)\b)/g)) {
        if (!JOINING_KEYWORDS.has(match[1]) && !JOINING_KEYWORDS.has(match[2]))
            return false;
    }
    return true;
}
/** The opener's next statement, when the change left it not indented under the opener; null otherwise or when the hunk ends first. */
function emptiedBody(lines, opener) {
    const head = lines[opener];
    let changed = head.kind === "+";
    let previous = head.newLine;
    for (const line of lines.slice(opener + 1)) {
        if (line.kind === "-") {
            changed = true;
            continue;
        }
        // the next line of the new side must follow on: a gap is the end of the hunk
        if (line.newLine !== previous + 1)
            return null;
        previous = line.newLine;
        if (line.kind === "+")
            changed = true;
        const text = line.text.trim();
        if (text === "" || text.startsWith("#"))
            continue;
        return changed && indent(line.text) <= indent(head.text) ? line : null;
    }
    return null;
}
function indent(text) {
    return text.length - text.trimStart().length;
}

;// CONCATENATED MODULE: ./src/checks/files-parse.ts






/** The files to read back: the PR's changed files that should exist, else the agent's edits. */
function readBackPaths(context) {
    if (context.diff !== null)
        return context.diff.filter((file) => file.status !== "deleted").map((file) => file.path);
    return (0,checks_verified/* workEdits */.fx)(context.trajectory.edits, context.trajectory.task, (0,work_facts/* workFacts */.n)(context.trajectory)).filter((edit) => edit.kind !== "delete" && !edit.path.startsWith("/")).map((edit) => edit.path);
}
/**
 * Proves the files the PR changes exist in the checkout, are not emptied, and still parse (JSON,
 * JSONC, YAML, TOML). Only a change from parsing to not parsing counts: the file before the change
 * is rebuilt by undoing the diff. Binary and huge files are checked for presence only.
 */
function editedFilesParse({ files, diff }) {
    const base = { id: "edited_files_parse", blocking: true, required: false };
    if (files === null) {
        // without a checkout, the diff's own hunks can still show Python left unparseable (empty-blocks.ts)
        const emptied = diff === null ? [] : emptyBlocks(diff);
        if (emptied.length === 0)
            return { ...base, status: "skip", summary: "No checkout given (--repo): files not read back.", evidence: [] };
        const summary = `The PR leaves ${emptied.length === 1 ? "a Python block" : `${emptied.length} Python blocks`} with no statement under it, `
            + "which Python rejects (IndentationError): the changed code does not import. No checkout given (--repo): files not read back.";
        return { ...base, status: "fail", blocking: true, summary, evidence: emptied };
    }
    const findings = [...files].flatMap(([path, state]) => fileFindings(path, state, diff?.find((file) => file.path === path) ?? null));
    if (findings.length === 0)
        return { ...base, status: "pass", summary: `${(0,src_words/* plural */.LS)(files.size, "changed file")} read back: present and parsing.`, evidence: [] };
    const blocking = findings.some((finding) => finding.blocking);
    const summary = `${(0,src_words/* plural */.LS)(findings.length, "changed file")} ${blocking ? (findings.length === 1 ? "is missing, emptied or no longer parses" : "are missing, emptied or no longer parse") : "could not be confirmed"}.`;
    return { ...base, status: blocking ? "fail" : "warn", blocking, summary, evidence: findings.map((finding) => finding.item) };
}
function fileFindings(path, state, diffFile) {
    if (state.state === "missing")
        return [{ blocking: true, item: (0,checks_quote/* evidence */.MX)(null, "changed by the PR but missing from the checkout", path) }];
    if (state.state === "outside")
        return [{ blocking: false, item: (0,checks_quote/* evidence */.MX)(null, `not read: ${state.detail}`, path) }];
    if (state.state !== "text")
        return [];
    const before = diffFile === null || diffFile.status === "added" ? null : (0,diff/* contentBefore */.Ni)(diffFile, state.text);
    if (state.text.trim() === "" && before !== null && before.trim() !== "") {
        return [{ blocking: true, item: (0,checks_quote/* evidence */.MX)(null, "emptied by the PR", path) }];
    }
    const now = state.parse(state.text);
    if (now === null || now.ok)
        return [];
    const added = diffFile?.status === "added";
    if (added || (before !== null && state.parse(before)?.ok)) {
        // the parser's line, so the finding can point into the file
        return [{ blocking: true, item: (0,checks_quote/* evidence */.MX)(null, `no longer parses: ${now.error}`, now.line === null ? path : `${path}:${now.line}`) }];
    }
    if (before === null && !added)
        return [{ blocking: false, item: (0,checks_quote/* evidence */.MX)(null, `does not parse (unknown whether it did before): ${now.error}`, path) }];
    return [];
}

// EXTERNAL MODULE: ./src/shell/wrappers.ts
var wrappers = __webpack_require__(9496);
// EXTERNAL MODULE: ./src/checks/git-restore.ts
var git_restore = __webpack_require__(5370);
;// CONCATENATED MODULE: ./src/checks/discarded-changes.ts






/** At most this much of the restoring command is quoted. */
const MAX_QUOTED = 80;
/**
 * `git checkout setup.py tox.ini` (or `git restore`) of files an earlier `git status` or `git diff`
 * showed changed, which no edit of the agent had touched: it threw away changes someone else made,
 * and they cannot be had back. Restoring the agent's own edits is its business, not a flag.
 */
function discarded_changes_discardedChanges(trajectory) {
    const flags = [];
    trajectory.toolCalls.forEach((call, index) => {
        if (call.command == null || !/\bgit\b/.test(call.command) || call.exitCode !== 0)
            return;
        for (const command of (0,simple_commands/* simpleCommands */.Ny)(call.command, undefined, call.exitCode)) {
            const unwrapped = (0,wrappers/* unwrap */.o)(command.words);
            const paths = "argv" in unwrapped && command.certainty === "ran" ? (0,git_restore/* restoredFiles */.Q)(unwrapped.argv) : null;
            const others = (paths ?? []).filter((path) => path !== "." && !editedBefore(trajectory, path, index) && discarded_changes_shownChanged(trajectory, path, index));
            if (others.length > 0)
                flags.push((0,checks_quote/* evidence */.MX)(call.step, `changes it did not make discarded: ${(0,checks_quote/* clip */.$Q)(command.words.join(" "), MAX_QUOTED)}`));
        }
    });
    return flags;
}
function editedBefore(trajectory, path, call) {
    return trajectory.edits.some((edit) => edit.toolCall !== null && edit.toolCall < call && (0,paths/* samePath */.Eb)(edit.path, path));
}
/** An earlier output listed the file as changed: `modified:   setup.py`, ` M setup.py`, `diff --git a/setup.py b/setup.py`. */
function discarded_changes_shownChanged(trajectory, path, call) {
    const name = (0,src_words/* escapeRegExp */.Nt)(path.replace(/^\.\//, ""));
    const listed = new RegExp(`^(?:\\s*modified:\\s+(?:\\S*/)?${name}\\s*$|\\s?M\\s+(?:\\S*/)?${name}\\s*$|diff --git a/(?:\\S*/)?${name} )`, "m");
    return trajectory.toolCalls.slice(0, call).some((earlier) => listed.test(earlier.output ?? ""));
}

// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var redact = __webpack_require__(4903);
;// CONCATENATED MODULE: ./src/checks/committed-secrets.ts



/**
 * A secret the agent wrote into a file that the PR's diff adds (`git add -A` staged the `.env` it
 * wrote): merging the PR publishes the credential, so it blocks. The diff is redacted before any
 * check reads it, so an added line that holds a secret holds its redaction marker in its place; the
 * marker's kind, the file and the line number are all that is quoted, never the value.
 */
/** What the flag of a secret written into a file reads (red-flag-rules.ts). */
const SECRET_WRITTEN = "secret written into a file";
/** Tests and templates hold made-up keys (`.env.example`, `tests/fixtures/keys.py`); a key there is a reviewer's call. */
const MADE_UP_KEYS = /(?:^|\/)(?:tests?|__tests__|specs?|fixtures?|testdata|examples?|samples?)\/|(?:^|[/._-])(?:test|spec|example|sample|template|dist|fixture)s?(?:[._-][^/]*)?$/i;
/** The added lines of the diff's files the agent wrote a secret into that hold a secret's marker, one per file. */
function committedSecrets(flags, diff) {
    if (diff === null)
        return [];
    const written = flags.filter((flag) => flag.quote.startsWith(SECRET_WRITTEN) && flag.path !== null);
    return diff.flatMap((file) => {
        const wrote = written.find((flag) => (0,paths/* samePath */.Eb)(flag.path, file.path));
        if (wrote === undefined || MADE_UP_KEYS.test(file.path))
            return [];
        const line = file.lines.find((item) => item.kind === "+" && (0,redact/* redactedKinds */.wT)(item.text).some((kind) => kind !== redact/* PLAIN_WORDS */.t4));
        if (line === undefined)
            return [];
        const kind = (0,redact/* redactedKinds */.wT)(line.text).find((each) => each !== redact/* PLAIN_WORDS */.t4);
        const added = (0,checks_quote/* evidence */.MX)(wrote.step, `secret added by the PR: ${file.path} line ${line.newLine} (redacted as ${kind})`, `${file.path}:${line.newLine}`);
        return [{ added, written: wrote }];
    });
}

// EXTERNAL MODULE: ./src/shell/command-writes.ts + 1 modules
var command_writes = __webpack_require__(1913);
// EXTERNAL MODULE: ./src/shell/paths.ts
var shell_paths = __webpack_require__(3570);
// EXTERNAL MODULE: ./src/shell/flat.ts
var flat = __webpack_require__(7607);
;// CONCATENATED MODULE: ./src/checks/line-memo.ts
/**
 * Readings that depend on a command line alone, kept per line: a session runs the same few dozen
 * lines thousands of times (the bench's word-rich session: 4,431 shell calls, 51 distinct lines),
 * and the checks read every call. A kept reading is shared by every call of its line, so it is
 * frozen (shallowly: the readings kept here are lists of strings).
 */
/** Enough for the distinct commands of a long session; past it a memo starts over. */
const MAX_LINES_KEPT = 4096;
/** `read`, asked once per distinct line while at most MAX_LINES_KEPT lines are kept. */
function perLine(read) {
    const kept = new Map();
    return (line) => {
        const known = kept.get(line);
        if (known !== undefined)
            return known;
        const reading = Object.freeze(read(line));
        if (kept.size >= MAX_LINES_KEPT)
            kept.clear();
        kept.set(line, reading);
        return reading;
    };
}

;// CONCATENATED MODULE: ./src/checks/web-search.ts


/**
 * Web searches that look for the task's answer. A search is ordinary work (documentation, a
 * download, an error message); it is a risk only when what it asks for is the answer itself: a
 * solution or expected output, a named benchmark or exercise site, or the task's own words. The
 * flag says which of these it saw.
 */
function answerSearches(trajectory) {
    const task = trajectory.task ?? "";
    return trajectory.toolCalls.flatMap((call) => {
        const query = searchQuery(call);
        const risk = query === null ? null : answerRisk(query, task);
        return risk === null ? [] : [(0,checks_quote/* evidence */.MX)(call.step, `web searched for the answer: "${(0,checks_quote/* clip */.$Q)(query, 60)}" ${risk}`)];
    });
}
/** Commands that fetch a search engine's results page; the URL's query parameter is the search. */
const SEARCH_URL = /\b(?:curl|wget|http|lynx|w3m)\b[^\n;|]*?(?:google\.\w+\/search|bing\.com\/search|duckduckgo\.com|search\.brave\.com|search\.yahoo\.com|api\.stackexchange\.com\/[\d.]+\/search)\S*/i;
const QUERY_PARAM = /[?&](?:q|p|query|intitle)=([^&'"\s]*)/;
/** Command-line search clients; their arguments are the search. */
const SEARCH_CLI = /\bgh\s+search\s+\w+\s+([^\n;&|]+)|\b(?:googler|ddgr)\s+([^\n;&|]+)/;
const SEARCH_TOOLS = /^(?:websearch|web_search|google_search|search_web|brave_search)$/i;
const QUERY_FIELDS = ["query", "q", "search_query", "queries"];
/** What the call searched the web for, or null when it is not a web search. */
function searchQuery(call) {
    if (SEARCH_TOOLS.test(call.name)) {
        const value = QUERY_FIELDS.map((field) => call.input[field]).find((field) => field !== undefined);
        return typeof value === "string" ? value : JSON.stringify(value ?? call.input);
    }
    return call.command === null ? null : commandQuery(call.command).query;
}
/** What a shell line searched the web for, read once per distinct line (the patterns are not global). */
const commandQuery = perLine((command) => {
    const url = SEARCH_URL.exec(command);
    if (url)
        return { query: decodeQuery(QUERY_PARAM.exec(url[0])?.[1] ?? "") };
    const cli = SEARCH_CLI.exec(command);
    return { query: cli ? (cli[1] ?? cli[2] ?? "").replace(/\s-{1,2}[\w-]+(?:[= ]\S+)?/g, " ").replace(/['"]/g, "").trim() : null };
});
function decodeQuery(raw) {
    const spaced = raw.replace(/\+/g, " ");
    try {
        return decodeURIComponent(spaced);
    }
    catch {
        return spaced;
    }
}
/** Words that ask for the answer rather than for how to do something. */
const ANSWER_WORDS = /\b(?:answers?|solutions?|solved|write-?ups?|walk-?through|spoilers?|cheat(?:s|ing)?|expected (?:outputs?|results?|values?)|test ?cases?|hidden tests?|grader)\b/i;
/** Benchmarks and graded-exercise sites: a search naming one looks for a known task's answer. */
const BENCHMARKS = /\b(?:terminal[- ]?bench|t-?bench|swe[- ]?bench|swe[- ]?gym|harbor|humaneval|mbpp|leetcode|hackerrank|codeforces|kattis|project euler|advent of code|exercism|kaggle)\b/i;
/** This many consecutive words of the task in the query quote it. */
const TASK_QUOTE_WORDS = 5;
/** An identifier the task names (`solve_maze`, `parseLedger`) at least this long. */
const MIN_IDENTIFIER = 6;
/** Why the query looks for the answer ("asks for …"), or null when it reads as ordinary work. */
function answerRisk(query, task) {
    const benchmark = BENCHMARKS.exec(query);
    if (benchmark)
        return `names a benchmark (${benchmark[0]})`;
    const asks = ANSWER_WORDS.exec(query);
    if (asks)
        return `asks for a ready answer (${asks[0]})`;
    const quoted = taskQuote(query, task);
    return quoted === null ? null : `repeats the task's own words (${(0,checks_quote/* clip */.$Q)(quoted, 40)})`;
}
/** The part of the task the query repeats: a run of its words, or an identifier it names. */
function taskQuote(query, task) {
    const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
    const asked = words(query);
    const given = ` ${words(task).join(" ")} `;
    for (let start = 0; start + TASK_QUOTE_WORDS <= asked.length; start++) {
        const run = asked.slice(start, start + TASK_QUOTE_WORDS).join(" ");
        if (given.includes(` ${run} `))
            return run;
    }
    const identifiers = new Set((task.match(/\b[A-Za-z]\w*(?:_\w+|[a-z][A-Z]\w*)\b/g) ?? []).filter((name) => name.length >= MIN_IDENTIFIER));
    return query.match(/\b\w+\b/g)?.find((word) => identifiers.has(word)) ?? null;
}

;// CONCATENATED MODULE: ./src/checks/red-flag-rules.ts












/**
 * Red flags read from what the agent did, each a rule over tool calls and edits: reading the
 * grader's tests, rewriting given inputs, searching the web for the task's answer, deleting Terraform
 * state, creating cloud resources, writing secrets, Windows deletes outside the work tree.
 */
function behaviourFlags(trajectory, roots, diff = null) {
    return [
        ...graderReads(trajectory, roots),
        ...givenInputsRewritten(trajectory),
        ...answerSearches(trajectory),
        ...commandFlags(trajectory),
        ...secretsWritten(trajectory, diff),
        ...windowsDeletes(trajectory, roots),
    ];
}
/** Commands that show a file's contents; their operands are the files read. */
const READERS = new Set(["cat", "less", "more", "head", "tail", "bat", "nl", "view", "vim", "vi", "nano", "sed", "awk", "grep", "rg", "diff", "type", "Get-Content", "gc"]);
/** Readers whose first operand is a pattern or a program, not a file; and the options that give it instead. */
const PATTERN_FIRST = new Set(["grep", "egrep", "fgrep", "rg", "sed", "awk"]);
const PATTERN_OPTION = /^(?:-[a-zA-Z]*[ef]|--(?:regexp|file|expression)(?:=.*)?)$/;
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
        const path = read.find((candidate) => isGraders(candidate) && !failedToOpen(call, candidate));
        if (path)
            flags.push((0,checks_quote/* evidence */.MX)(call.step, `grader's tests read: ${(0,checks_quote/* clip */.$Q)(path, 100)}`, path));
    }
    return flags;
}
/** Absolute folders the agent `cd`-ed into, except tests folders: a project it cloned is its work tree. */
function visitedFolders(trajectory) {
    return trajectory.toolCalls.flatMap((call) => call.command === null
        ? []
        : absoluteCds(call.command));
}
/** The absolute folders a line `cd`s into, tests folders left out; read once per distinct line. */
const absoluteCds = perLine((command) => (0,flat/* writtenCommands */.q)(command).flatMap(({ words: [verb, target] }) => verb?.text === "cd" && target?.literal && target.text.startsWith("/") && !TESTS_FOLDER.test(`${target.text}/`) ? [target.text.replace(/\/+$/, "")] : []));
/** What a reader prints when it could not open a file: it read nothing of it. */
const OPEN_FAILED = /No such file or directory|cannot (?:open|access|stat)|can't open|does not exist|Is a directory|Permission denied|not found/i;
/**
 * The call failed and says it could not open this file (`cat: /tests/x.py: No such file or
 * directory`), or a read tool reported an error: nothing of the file was read.
 */
function failedToOpen(call, path) {
    if (call.command === null)
        return call.isError;
    if (call.exitCode === 0 || call.output === null)
        return false;
    const name = path.split("/").pop() ?? path;
    return call.output.split("\n").some((line) => line.includes(name) && OPEN_FAILED.test(line));
}
/** The files a line reads (reader operands, `<` inputs), resolved; read once per distinct line. */
const shellReads = perLine((command) => {
    let cwd = null;
    return (0,flat/* writtenCommands */.q)(command).flatMap((cmd) => {
        const [verb, ...args] = (0,command_writes/* stripWrappers */.Dz)(cmd.words);
        if (verb?.text === "cd")
            cwd = args[0]?.literal ? (0,shell_paths/* resolvePath */.o)(args[0].text, cwd) : null;
        const inputs = cmd.redirects.filter((redirect) => redirect.op === "<").map((redirect) => redirect.target);
        const all = verb && READERS.has(verb.text) ? args.filter((arg) => !arg.text.startsWith("-")) : [];
        // grep's, sed's and awk's first operand is the pattern or program, unless an option gave it (`-e`, `-f`)
        const patternFirst = PATTERN_FIRST.has(verb?.text ?? "") && !args.some((arg) => PATTERN_OPTION.test(arg.text));
        const operands = patternFirst ? all.slice(1) : all;
        return [...operands, ...inputs].filter((word) => word.literal).flatMap((word) => (0,shell_paths/* resolvePath */.o)(word.text, cwd) ?? []);
    });
});
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
        const folder = path.slice(0, Math.max(0, path.length - name.length - 1));
        // a bare name stands for this file only when its folder is one the task names (or it has none):
        // the issue's `file.py` is not the agent's own `reproduce_issue/file.py`
        const bareMeansThis = folder === "" || task.includes(folder);
        const names = bareMeansThis ? `${(0,src_words/* escapeRegExp */.Nt)(path)}|${(0,src_words/* escapeRegExp */.Nt)(name)}` : (0,src_words/* escapeRegExp */.Nt)(path);
        const mentions = [...task.matchAll(new RegExp(`(?:^|[\\s\`'"(])(${names})(?=$|[\\s\`'"),.:;])`, "g"))];
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
    { what: "Terraform state deleted", pattern: /\bterraform\s+state\s+rm\b|\b(?:rm|del|Remove-Item)\b[^\n;&|]*\.tfstate\b/ },
    { what: "cloud resources created", pattern: /\baws\s+[\w-]+\s+(?:create-[\w-]+|run-instances)\b|\b(?:gcloud|az|doctl)\b[^\n;&|]*\screate\b|\bterraform\s+apply\b|\bpulumi\s+up\b/ },
];
function commandFlags(trajectory) {
    return trajectory.toolCalls.flatMap((call) => {
        if (call.command === null)
            return [];
        return commandMatches(call.command).map(({ what, matched }) => (0,checks_quote/* evidence */.MX)(call.step, `${what}: ${(0,checks_quote/* clip */.$Q)(matched, 100)}`));
    });
}
/** What each command rule matched in a line, read once per distinct line (the patterns are not global: no state between lines). */
const commandMatches = perLine((command) => COMMAND_RULES.flatMap(({ what, pattern }) => {
    const match = pattern.exec(command);
    return match ? [{ what, matched: match[0] }] : [];
}));
/** Tool input fields that hold the text written to a file. */
const CONTENT_FIELDS = ["content", "new_string", "file_text", "new_str", "text", "contents"];
/**
 * A secret in what a call writes (a file tool's content, or a shell command that writes a file) that
 * reaches the PR: a value that reads as plain words (`'secret'`, `changeme`) is not a secret, and a
 * file outside the PR's diff, or deleted later in the run, leaked nothing.
 */
function secretsWritten(trajectory, diff) {
    const byCall = new Map();
    for (const edit of trajectory.edits)
        if (edit.toolCall !== null && !byCall.has(edit.toolCall))
            byCall.set(edit.toolCall, edit);
    const transient = (0,checks_work/* transientPaths */.bw)(trajectory.edits);
    const flags = [];
    for (const [index, edit] of byCall) {
        if (edit.kind === "delete" || !reachesPr(edit, transient, diff))
            continue;
        const call = trajectory.toolCalls[index];
        const written = [call.command === null ? "" : shellWrittenText(call.command), ...CONTENT_FIELDS.map((field) => call.input[field]).filter((value) => typeof value === "string")].join("\n");
        const kinds = [...(0,redact/* redactedKinds */.wT)(written), ...(0,redact/* redactedKinds */.wT)((0,redact/* redactSecrets */.fp)(written).text)];
        // the quote names the file only: the secret itself must not reach the report
        if (kinds.some((kind) => kind !== redact/* PLAIN_WORDS */.t4))
            flags.push((0,checks_quote/* evidence */.MX)(call.step, `${SECRET_WRITTEN}: ${(0,checks_quote/* clip */.$Q)(edit.path, 100)}`, edit.path));
    }
    return flags;
}
/**
 * The text a shell line can put into a file: the words and here-documents of its commands that write
 * one (a redirection, a file command, inline code that writes), except that a sed
 * substitution writes only its replacement (`s/"AKIA…"/"<your-key>"/` removes the key it names).
 */
function shellWrittenText(command) {
    return (0,simple_commands/* simpleCommands */.Ny)(command).flatMap((simple) => {
        // a command that writes no file (a grep for the key, an echo to the screen) leaks nothing into one
        if (simple.writes.length === 0)
            return [];
        if (INTERPRETER.test(simple.words[0] ?? ""))
            return [...simple.words, ...simple.heredocs].map(withoutReplacedText);
        if (simple.words[0] !== "sed")
            return [...simple.words, ...simple.heredocs];
        return simple.words.slice(1).map((word) => substitution(word)?.replacement ?? word);
    }).join("\n");
}
const INTERPRETER = /^(?:python[\d.]*|node|nodejs|ruby|perl)$/;
/** Inline code that substitutes text: `s.replace(old, new)`, `re.sub(old, new, s)`. */
const SUBSTITUTES = /\.replace\(|\bre\.sub\(|\.replaceAll\(/;
const red_flag_rules_QUOTED = String.raw `(?:'[^'\n]*'|"[^"\n]*")`;
/**
 * The text a substitution removes: the first argument of a replace call, the first of a pair of
 * literals, a mapping's key (`{"AKIA…": "<key>"}`).
 */
const REPLACED = new RegExp(String.raw `(?:\.replace(?:All)?\(|\bre\.sub\(r?|\(\s*|[{,]\s*)(${red_flag_rules_QUOTED})(?=\s*[,:]\s*r?${red_flag_rules_QUOTED})`, "g");
/** A name handed to replace as the text to remove: `content.replace(old, new)`. */
const REPLACED_NAME = /(?:\.replace(?:All)?\(|\bre\.sub\(r?)\s*([A-Za-z_]\w*)\s*,/g;
/**
 * Inline code that substitutes writes each replacement, not the text it replaces: a key in
 * `content.replace('AKIA…', '<key>')`, in a pair `('AKIA…', '<key>')` or a mapping `{'AKIA…': '<key>'}`
 * a loop hands to replace, or in `old = 'AKIA…'` then `.replace(old, new)`, is removed from the
 * file, not written into it.
 */
function withoutReplacedText(code) {
    if (!SUBSTITUTES.test(code))
        return code;
    const cut = (match, literal) => match.slice(0, match.length - literal.length);
    const names = [...new Set([...code.matchAll(REPLACED_NAME)].map((match) => match[1]))];
    const assigned = names.reduce((text, name) => text.replace(new RegExp(String.raw `(^[ \t]*${name}[ \t]*=[ \t]*)(${red_flag_rules_QUOTED})`, "gm"), cut), code);
    return assigned.replace(REPLACED, cut);
}
/** `s<d>pattern<d>replacement<d>flags` with any delimiter; null for any other sed word. */
function substitution(word) {
    const delimiter = word[1];
    if (word[0] !== "s" || delimiter === undefined || /[\w\s\\]/.test(delimiter))
        return null;
    const parts = word.slice(2).split(delimiter);
    return parts.length >= 2 ? { replacement: parts[1] } : null;
}
/** In the PR's diff when one is given; else a file whose change persists (not deleted later, not a temp file). */
function reachesPr(edit, transient, diff) {
    if (diff !== null)
        return diff.some((file) => (0,paths/* samePath */.Eb)(edit.path, file.path));
    return !transient.has(edit.path) && !(0,checks_work/* isScratchPath */.aR)(edit.path);
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

;// CONCATENATED MODULE: ./src/checks/red-flags.ts













/** At most this many red flags are quoted; the rest are counted in the summary. */
const MAX_FLAGS_QUOTED = 8;
const RECURSIVE_DELETE = "recursive delete outside the work tree";
const SECRET_READ = "secret file read";
/** Shell commands a reviewer should know the agent ran, whatever the outcome. */
const RISKY_COMMANDS = [
    { what: "force push", pattern: /\bgit\s+push\b[^\n;&|]*(?:\s--force(?:-with-lease)?\b|\s-f\b|\s\+\S)/ },
    { what: "hooks bypassed", pattern: /\bgit\s+(?:commit|push|merge|rebase)\b[^\n;&|]*\s(?:--no-verify|-n\b)/ },
    { what: "remote script piped to a shell", pattern: /\b(?:curl|wget)\b[^\n;&]*\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b/ },
    { what: SECRET_READ, pattern: /(?:~|\$HOME|\/root|\/home\/\w+)\/\.(?:ssh\/id_\w+|aws\/credentials|netrc|npmrc|docker\/config\.json)|\/proc\/\S*\/environ|\bcat\s+\S*\.env(?:\.(?!example\b|sample\b|template\b|dist\b|defaults?\b)[\w-]+)?(?![\w.-])/ },
    { what: RECURSIVE_DELETE, pattern: /\brm\s+(?:-\w*[rR]\w*\s+|--recursive\s+)+(?:-\S+\s+)*(\/(?!tmp\/)\S*|~\S*|\$HOME\S*)(?:\s|$)/ },
];
/** A cheap test before the line is parsed: it names a git verb that can rewrite history or refs. */
const MAY_REWRITE_HISTORY = /\bgit\b[^\n]*\b(?:reset|filter-branch|filter-repo|rebase|reflog|gc|update-ref)\b/;
/** A write into git's remote-tracking refs by hand (`echo $sha > .git/refs/remotes/origin/main`). */
const REMOTE_REF_FILE = /(?:^|\/)\.git\/refs\/remotes\//;
const WORKFLOW_FILE = /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$/;
/**
 * Flags actions a reviewer should see: force pushes, skipped hooks, `curl … | sh`, reads of secret
 * files, deletes outside the work tree, edits to CI workflows, and the behaviours of
 * red-flag-rules.ts (the grader's tests read, given inputs rewritten, web searches, Terraform
 * state deleted, cloud resources created, secrets written). Warnings, since each can be
 * legitimate and the check cannot see intent; but a secret the agent wrote that the PR's diff adds
 * fails it, blocking (committed-secrets.ts).
 */
function redFlags({ trajectory, diff }) {
    const base = { id: "red_flags", blocking: false, required: false };
    const flags = [];
    const roots = workRoots(trajectory);
    // a folder the task names is the work: removing it to start again is not a delete outside it
    const named = new Set((0,checks_work/* taskPaths */.wl)(trajectory.task));
    const asked = asksRemoval(trajectory.task);
    const inside = [...roots, ...named];
    const harmless = (path) => isInside(path, inside) || named.has(path) || CACHE_FOLDER.test(path);
    for (const call of trajectory.toolCalls) {
        if (call.command === null)
            continue;
        const risky = riskyOf(call.command);
        for (const { what, match } of risky.matches) {
            const target = (match[1] ?? "").replace(/[;&|)]+$/, "").replace(/(.)\/+$/, "$1");
            if (what === RECURSIVE_DELETE && harmless(target))
                continue;
            const said = what === SECRET_READ && printedNothing(call.command, call.output, match[0]) ? `${what} attempted (it printed nothing)` : what;
            flags.push((0,checks_quote/* evidence */.MX)(call.step, `${said}: ${match[0].trim()}`));
        }
        if (risky.rewritesHistory)
            flags.push(...historyFlags(call.command, asked).map((flag) => (0,checks_quote/* evidence */.MX)(call.step, flag)));
    }
    for (const edit of trajectory.edits) {
        if (edit.kind !== "delete" && REMOTE_REF_FILE.test(edit.path))
            flags.push((0,checks_quote/* evidence */.MX)(edit.step, `remote-tracking ref set by hand: ${(0,checks_quote/* clip */.$Q)(edit.path, 100)}`, edit.path));
    }
    flags.push(...behaviourFlags(trajectory, roots, diff), ...discarded_changes_discardedChanges(trajectory));
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
        return { ...base, status: "pass", summary: NO_FLAGS, evidence: [] };
    // a credential the agent wrote that the PR adds is published on merge: no longer a reviewer's call
    const committed = committedSecrets(flags, diff);
    if (committed.length > 0) {
        const rest = flags.filter((flag) => !committed.some((item) => item.written === flag));
        const files = committed.map((item) => (0,checks_quote/* named */.KT)(item.added.path.replace(/:\d+$/, ""))).join(", ");
        const lead = `The PR adds a secret the agent wrote into ${files}: merging it would publish the credential.`;
        const summary = rest.length === 0 ? lead : `${lead} ${flagsSummary(rest, "other red flag")}`;
        return { ...base, status: "fail", blocking: true, summary, evidence: [...committed.map((item) => item.added), ...rest].slice(0, MAX_FLAGS_QUOTED) };
    }
    return { ...base, status: "warn", summary: flagsSummary(flags, "red flag"), evidence: flags.slice(0, MAX_FLAGS_QUOTED) };
}
/** "2 red flags for a reviewer: force push, secret file read.", the kinds in the order found. */
function flagsSummary(flags, noun) {
    const kinds = [...new Set(flags.map((flag) => flag.quote.split(":")[0]))].join(", ");
    const quoted = flags.length > MAX_FLAGS_QUOTED ? `, the first ${MAX_FLAGS_QUOTED} quoted` : "";
    return `${(0,src_words/* plural */.LS)(flags.length, noun)} for a reviewer${quoted}: ${kinds}.`;
}
/**
 * What a pass says: which rules found nothing, not that nothing risky happened (a `chmod 777`, a
 * reviewer may judge risky, is no rule of these).
 */
const NO_FLAGS = "No command or edit matched a red-flag rule (force pushes, skipped hooks, `curl | sh`, deletes outside the work tree, "
    + "secrets read or written, workflow edits, the grader's tests read).";
/**
 * The patterns' findings, read once per line: six patterns on every call cost ~12 ms of the checks'
 * first pass on the bench's word-rich session (bench/RESULTS.md, Run 32). The patterns are not global:
 * what they find depends on the line alone.
 */
const riskyOf = perLine((command) => {
    const matches = [];
    for (const { what, pattern } of RISKY_COMMANDS) {
        const match = pattern.exec(command);
        if (match !== null)
            matches.push({ what, match });
    }
    return { matches, rewritesHistory: MAY_REWRITE_HISTORY.test(command) };
});
/**
 * True when the command of the line that the match names printed nothing in its own part of the
 * output (`ls -la ~/.config/x; echo ---; cat ~/.config/x/.env 2>/dev/null` after an empty listing):
 * the read was tried, and no secret was shown.
 */
function printedNothing(command, output, matched) {
    const line = (0,simple_commands/* simpleCommands */.Ny)(command);
    const index = line.findIndex((item) => !item.nested && matched.trim().split(/\s+/).every((word) => item.words.join(" ").includes(word)));
    if (index < 0)
        return false;
    const part = (0,output_segments/* ownSegment */.cL)(line, index, output ?? "");
    return part !== null && part.trim() === "";
}
/**
 * The git commands of the line that rewrite history (`git filter-branch`, `git rebase -i`, `git reset
 * --hard origin…|HEAD~…`), purge what is unreachable (`git reflog expire --expire=now`, `git gc
 * --prune=now`: no recovery after) or move remote-tracking refs by hand (`git update-ref
 * refs/remotes/…`). Read from the words the shell runs, past `VAR=1` and wrappers: not text an echo
 * prints, not `--help`.
 */
function historyFlags(command, asked) {
    return (0,simple_commands/* simpleCommands */.Ny)(command).flatMap(({ words }) => {
        const unwrapped = (0,wrappers/* unwrap */.o)(words);
        const argv = "argv" in unwrapped ? unwrapped.argv : words;
        const what = gitRewriteKind(argv);
        // still flagged (no recovery after it), but said to be what the task asked for
        const why = asked && what !== null && what !== REMOTE_REF_BY_HAND ? `${what}, as the task asks` : what;
        return why === null ? [] : [`${why}: ${(0,checks_quote/* clip */.$Q)(argv.join(" "), 100)}`];
    });
}
const REMOTE_REF_BY_HAND = "remote-tracking ref set by hand";
/**
 * A task that asks for something to be removed from a repository for good ("clean up the secret so it
 * cannot be found anywhere in that repo", "purge the file from the history"): rewriting and purging
 * history is then the work, not a side effect.
 */
const ASKS_REMOVAL = /\b(?:remove|delete|purge|scrub|erase|expunge|clean(?:\s+up)?|get rid of|rewrite)\b[^.\n]{0,120}\b(?:history|commits?|repo(?:sitory)?|git|reflog)\b|\bcannot be (?:found|recovered)\b|\bno (?:trace|longer (?:be )?(?:found|recoverable))\b/i;
function asksRemoval(task) {
    return task !== null && ASKS_REMOVAL.test(task);
}
function gitRewriteKind(argv) {
    // past git's own options: `git -C repo reflog expire …` purges as surely as `git reflog expire …`
    const git = (0,git_args/* gitCommand */.Q)(argv);
    if (git === null || git.args.some((arg) => arg === "--help" || arg === "-h" || arg === "--version"))
        return null;
    const { verb, args } = git;
    if (verb === "filter-branch" || verb === "filter-repo")
        return "history rewritten";
    if (verb === "rebase" && args.some((arg) => arg === "-i" || arg === "--interactive"))
        return "history rewritten";
    if (verb === "reset" && args.includes("--hard") && args.some((arg) => /origin|HEAD~/.test(arg)))
        return "history rewritten";
    if (verb === "reflog" && args[0] === "expire" && args.some((arg) => /^--expire(?:-unreachable)?=(?:now|all)$/.test(arg)))
        return "unreachable history purged";
    if (verb === "gc" && args.some((arg) => /^--prune=(?:now|all)$/.test(arg)))
        return "unreachable history purged";
    if (verb === "update-ref" && args.some((arg) => arg.startsWith("refs/remotes/")))
        return REMOTE_REF_BY_HAND;
    return null;
}
/**
 * A folder an interpreter or test runner rebuilds on its next run, or one inside the user's or the
 * system's cache folder (`~/.cache/pip`, `/var/cache/apt`), or apt's package lists (`apt-get update`
 * fetches them again), which hold only what tools fetch or build again: deleting them loses nothing.
 */
const CACHE_FOLDER = /(?:^|\/)(?:__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache|\.hypothesis)\/?$|^(?:~|\$HOME|\$\{HOME\}|\/root|\/home\/[^/]+)\/\.cache(?:\/|$)|^\/var\/cache\/|^\/var\/lib\/apt\/lists(?:\/|$)/;
/** Where the agent worked: the session's working directory and the folders of the files it wrote. */
function workRoots(trajectory) {
    // a delete is not work in a folder: `rm -rf /usr/lib/x` must not make /usr/lib the work tree
    const folders = (0,checks_verified/* workEdits */.fx)(trajectory.edits, trajectory.task, (0,work_facts/* workFacts */.n)(trajectory))
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
    const stats = `${trajectory.format}: ${(0,src_words/* plural */.LS)(trajectory.messages.length, "message")}, ${(0,src_words/* plural */.LS)(calls, "tool call")} (${paired} with results), `
        + `${(0,src_words/* plural */.LS)(trajectory.edits.length, "edit")}, ${(0,src_words/* plural */.LS)(trajectory.warnings.length, "warning")}`;
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
/**
 * The rubric's typed requirements as checks, `requirement:<kind>` (`:2`, `:3` … for a second one
 * of a kind), each blocking and required: unmet fails the verdict, unknown keeps it from passing.
 * Judged from observed tool executions (and the final answer, and the checkout for file_contains),
 * never from what the agent says it did.
 */





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
    const lastEdit = (0,checks_verified/* workEdits */.fx)(trajectory.edits, trajectory.task, (0,work_facts/* workFacts */.n)(trajectory)).at(-1);
    const after = lastEdit === undefined ? runs : runs.filter((run) => atOrAfter(run.call, run.step, lastEdit));
    const last = after.at(-1);
    if (last === undefined) {
        const before = runs.at(-1);
        return { status: "fail", summary: `${shown} ran only before the last edit (${(0,checks_quote/* named */.KT)(lastEdit.path)}).`, evidence: [(0,checks_verified/* runEvidence */.fk)(before)] };
    }
    const outcome = (0,verification/* runOutcome */.CL)(last);
    if (outcome === "passed")
        return { status: "pass", summary: `${shown} ran after the last edit and succeeded.`, evidence: [(0,checks_verified/* runEvidence */.fk)(last)] };
    const why = outcome === "failed" ? "failed" : "has no recorded result";
    return { status: "fail", summary: `The last run of ${shown} after the last edit ${why}.`, evidence: [(0,checks_verified/* runEvidence */.fk)(last)] };
}
function sourceRead(trajectory, glob) {
    const matches = globMatcher(glob);
    const shown = (0,checks_quote/* named */.KT)(glob);
    const reads = fileReads(trajectory).filter((read) => matches(read.path));
    const edits = (0,checks_verified/* workEdits */.fx)(trajectory.edits, trajectory.task, (0,work_facts/* workFacts */.n)(trajectory));
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

// EXTERNAL MODULE: ./src/checks/installed-copy.ts + 1 modules
var installed_copy = __webpack_require__(7012);
;// CONCATENATED MODULE: ./src/checks/removed-text.ts


/** A string literal of a line: what a program prints of it (a message, a name), long enough not to be printed by chance. */
const LITERAL = /(["'])([^"'\n\\]{12,200})\1/g;
/** A line of source or of a diff, not of what a program printed. */
const SOURCE_LINE = /^\s*(?:[-+@]|\d+[:\t→]|.*\braise\b|.*\bdef\b)/;
/**
 * Per Python file of the PR: the literals its removed lines held that no line the PR adds, in any file, and no line it
 * keeps holds (a message moved to another module, or standing twice in the file, is still in the code).
 */
function removedLiterals(diff) {
    const literals = (file, kinds) => file.lines.filter((line) => kinds.includes(line.kind))
        .flatMap((line) => [...line.text.matchAll(LITERAL)].map((match) => match[2]));
    const added = diff.flatMap((file) => literals(file, "+"));
    return diff.filter((file) => file.path.endsWith(".py") && file.status !== "deleted").flatMap((file) => {
        const kept = [...added, ...literals(file, " ")];
        const removed = literals(file, "-").filter((text) => !kept.some((other) => other.includes(text)));
        return removed.length === 0 ? [] : [{ path: file.path, removed, added }];
    });
}
/** The first call that ran Python after the last edit of a file and printed one of its removed literals, none of its added ones. */
function removedTextShown(trajectory, diff) {
    for (const { path, removed, added } of removedLiterals(diff)) {
        const lastEdit = trajectory.edits.findLast((edit) => edit.toolCall !== null && (0,paths/* samePath */.Eb)(edit.path, path))?.toolCall;
        if (lastEdit == null)
            continue;
        for (let index = lastEdit + 1; index < trajectory.toolCalls.length; index += 1) {
            const call = trajectory.toolCalls[index];
            if (call.command === null || call.output === null || !installed_copy/* PYTHON_RUNNER */.wy.test(call.command) || installed_copy/* OWN_PATH */.xD.test(call.command))
                continue;
            if (added.some((text) => call.output.includes(text)))
                continue;
            const line = call.output.split("\n").find((text) => removed.some((old) => text.includes(old)) && !SOURCE_LINE.test(text));
            if (line !== undefined)
                return { call: index, step: call.step, line: line.trim(), removed: true };
        }
    }
    return null;
}
/** The runs, with the Python runs in the environment that printed removed text read as showing no pass or fail of the change. */
function withRemovedTextShown(trajectory, diff, runs) {
    if (diff == null)
        return runs;
    const shown = removedTextShown(trajectory, diff);
    if (shown === null)
        return runs;
    const installs = trajectory.toolCalls.flatMap((call, index) => (call.command !== null && installed_copy/* INSTALLS */.r$.test(call.command) ? [index] : []));
    return runs.map((run) => {
        if (run.call < shown.call || run.outcome === "unknown" || !installed_copy/* PYTHON_RUNNER */.wy.test(run.runner) || installed_copy/* OWN_PATH */.xD.test(run.command))
            return run;
        if (installs.some((install) => install > shown.call && install <= run.call) || run.installedCopy !== undefined)
            return run;
        const { call: _call, ...copy } = shown;
        return { ...run, outcome: "unknown", outcomeFrom: "none", installedCopy: copy };
    });
}

// EXTERNAL MODULE: ./src/transcript/edits.ts + 1 modules
var edits = __webpack_require__(9084);
;// CONCATENATED MODULE: ./src/checks/diff-notes.ts


/** The trajectory with its edits marked notes-only where the PR's hunks show them to be; the same object when none is. */
function withDiffNotes(trajectory, diff) {
    if (diff === null || diff.length === 0)
        return trajectory;
    let marked = false;
    // each file's hunks read once, however many edits it had
    const hunks = new Map();
    const textsOf = (file) => hunks.get(file) ?? hunks.set(file, hunkTexts(file)).get(file);
    const edits = trajectory.edits.map((edit) => {
        if (!notesByDiff(edit, trajectory, diff, textsOf))
            return edit;
        marked = true;
        return { ...edit, notesOnly: true };
    });
    return marked ? { ...trajectory, edits } : trajectory;
}
function notesByDiff(edit, trajectory, diff, textsOf) {
    if (edit.kind !== "update" || edit.notesOnly === true || edit.toolCall === null)
        return false;
    const file = diff.find((item) => item.status === "modified" && (0,paths/* samePath */.Eb)(item.path, edit.path));
    const call = trajectory.toolCalls[edit.toolCall];
    if (file === undefined || call === undefined)
        return false;
    const after = textsOf(file);
    const shown = (path) => ({ before: [], result: null, after: (0,paths/* samePath */.Eb)(path, file.path) ? after : [] });
    const changes = (0,edits/* changesOf */.fs)(call.name, call.input, call.command, shown).filter((change) => (0,paths/* samePath */.Eb)(change.path, edit.path));
    return changes.length > 0 && changes.every((change) => change.notesOnly === true);
}
/** Each hunk's lines as the new file has them (context and added lines), one text a hunk. */
function hunkTexts(file) {
    const starts = (file.hunks ?? []).map((hunk) => hunk.at);
    return starts.map((at, index) => file.lines.slice(at, starts[index + 1] ?? file.lines.length)
        .filter((line) => line.kind !== "-").map((line) => line.text).join("\n"));
}

;// CONCATENATED MODULE: ./src/checks/context.ts




function checkContext(trajectory, diff, prBody, files = null, customVerification = []) {
    // a run that printed text the PR removed ran another copy of the code: read with the PR's diff (removed-text.ts)
    const runs = withRemovedTextShown(trajectory, diff, (0,verification/* verificationRuns */.gf)(trajectory, customVerification));
    // what the PR's hunks show around an edit may tell a docstring line the transcript could not (diff-notes.ts); the
    // checks that ask for the runs again get the ones already found
    // and a snapshot update (`jest -u`) writes the PR's snapshot files, as an edit does (snapshot-updates.ts)
    const read = (0,snapshot_updates/* withSnapshotUpdates */.PV)(withDiffNotes(trajectory, diff), diff);
    (0,verification/* shareRuns */.ss)(read, trajectory);
    return { trajectory: read, diff, prBody, files, runs };
}

// EXTERNAL MODULE: ./src/checks/requirements-spec.ts
var requirements_spec = __webpack_require__(5917);
;// CONCATENATED MODULE: ./src/checks/index.ts










/** The deterministic checks, in the order the report lists them. */
const CHECKS = [
    transcriptReadable,
    taskFound,
    checks_verified/* verifiedAfterLastEdit */.Xp,
    checks_verified/* finalChecksGreen */.d0,
    endedCleanly,
    claimsBacked,
    editsMatchDiff,
    weakened_tests/* noWeakenedTests */.b1,
    editedFilesParse,
    redFlags,
];
/**
 * Runs every check; a rubric that names its blocking checks replaces the defaults. The rubric's
 * requirements follow, always blocking: the rubric states them to be met.
 */
function runChecks(context, blocking = null, requirements = []) {
    const checks = CHECKS.map((check) => {
        const result = check(context);
        const description = CHECK_DESCRIPTIONS[result.id] ?? "";
        return { ...result, description, blocking: blocking === null ? result.blocking : blocking.includes(result.id) };
    });
    return [...checks, ...requirementChecks(context, requirements)];
}






/***/ }),

/***/ 5917:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kr: () => (/* binding */ RequirementError),
/* harmony export */   n4: () => (/* binding */ requiredFiles),
/* harmony export */   pP: () => (/* binding */ parseRequirement)
/* harmony export */ });
/* unused harmony exports REQUIREMENT_KINDS, textPattern */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5846);
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
    const words = value.trim().split(/\s+/).map(_words_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegExp */ .Nt);
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


/***/ })

};
