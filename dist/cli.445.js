export const id = 445;
export const ids = [445];
export const modules = {

/***/ 2445:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evaluate: () => (/* binding */ evaluate),
  naiveScore: () => (/* binding */ naiveScore),
  readIndex: () => (/* binding */ readIndex),
  rowInputs: () => (/* binding */ rowInputs)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ../main/node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(2160);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(2174);
// EXTERNAL MODULE: ./src/verify.ts + 12 modules
var verify = __webpack_require__(8997);
;// CONCATENATED MODULE: ./src/eval/metrics.ts
/** Calibration bins over [0, 1]: the tenths. */
const CALIBRATION_BINS = 10;
/**
 * AUROC = P(s⁺ > s⁻) + ½·P(s⁺ = s⁻) over pairs of a passing run (+) and a failing run (−), computed
 * as the Mann–Whitney U from average ranks. A run without a score ranks lowest. Null when either
 * class is empty.
 */
function auroc(runs) {
    const positives = runs.filter((run) => run.label === "pass").length;
    const negatives = runs.length - positives;
    if (positives === 0 || negatives === 0)
        return null;
    const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
    let rankSum = 0;
    for (let start = 0; start < sorted.length;) {
        let end = start;
        while (end + 1 < sorted.length && (sorted[end + 1].score ?? -1) === (sorted[start].score ?? -1))
            end += 1;
        const averageRank = (start + end) / 2 + 1;
        for (let index = start; index <= end; index += 1)
            if (sorted[index].label === "pass")
                rankSum += averageRank;
        start = end + 1;
    }
    const u = rankSum - (positives * (positives + 1)) / 2;
    return u / (positives * negatives);
}
function failDetection(runs) {
    const calledFail = runs.filter((run) => run.verdict === "fail");
    const labeledFail = runs.filter((run) => run.label === "fail");
    const caught = calledFail.filter((run) => run.label === "fail").length;
    return {
        precision: calledFail.length === 0 ? null : caught / calledFail.length,
        recall: labeledFail.length === 0 ? null : caught / labeledFail.length,
        falsePasses: labeledFail.filter((run) => run.verdict === "pass").length,
    };
}
function passDetection(runs) {
    const calledPass = runs.filter((run) => run.verdict === "pass");
    const labeledPass = runs.filter((run) => run.label === "pass");
    const share = (count, of) => (of === 0 ? null : count / of);
    return {
        precision: share(calledPass.filter((run) => run.label === "pass").length, calledPass.length),
        recall: share(calledPass.filter((run) => run.label === "pass").length, labeledPass.length),
        wrongFailRate: share(labeledPass.filter((run) => run.verdict === "fail").length, labeledPass.length),
    };
}
function confusion(runs) {
    const row = () => ({ pass: 0, neutral: 0, fail: 0, error: 0 });
    const table = { pass: row(), fail: row() };
    for (const run of runs)
        table[run.label][run.verdict] += 1;
    return table;
}
/** Per tenth of the score: how many runs, their mean score, and the share that truly passed. */
function calibration(runs) {
    return Array.from({ length: CALIBRATION_BINS }, (_, bin) => {
        const from = bin / CALIBRATION_BINS;
        const to = (bin + 1) / CALIBRATION_BINS;
        const binOf = (score) => Math.min(Math.floor(score * CALIBRATION_BINS), CALIBRATION_BINS - 1);
        const inBin = runs.filter((run) => run.score !== null && binOf(run.score) === bin);
        const mean = (values) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
        return {
            from,
            to,
            n: inBin.length,
            meanScore: mean(inBin.map((run) => run.score)),
            passRate: mean(inBin.map((run) => (run.label === "pass" ? 1 : 0))),
        };
    });
}
/**
 * The score threshold t (predict pass when score ≥ t) that maximizes balanced accuracy
 * ½·(TPR + TNR); ties go to the lowest such t. Null when either class is empty.
 */
function bestThreshold(runs) {
    const positives = runs.filter((run) => run.label === "pass");
    const negatives = runs.filter((run) => run.label === "fail");
    if (positives.length === 0 || negatives.length === 0)
        return null;
    const candidates = [...new Set(runs.map((run) => run.score ?? 0))].sort((a, b) => a - b);
    let best = { threshold: candidates[0], balancedAccuracy: -1 };
    for (const threshold of candidates) {
        const tpr = positives.filter((run) => (run.score ?? 0) >= threshold).length / positives.length;
        const tnr = negatives.filter((run) => (run.score ?? 0) < threshold).length / negatives.length;
        const balancedAccuracy = (tpr + tnr) / 2;
        if (balancedAccuracy > best.balancedAccuracy)
            best = { threshold, balancedAccuracy };
    }
    return best;
}

;// CONCATENATED MODULE: ./src/eval/run.ts






const RawIndexRow = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    label: schemas/* enum */.k5n(["pass", "fail"]),
    /** The transcript, relative to the folder; `transcript` is the same field under the PR sets' name. */
    file: schemas/* string */.YjP().optional(),
    transcript: schemas/* string */.YjP().optional(),
    /** The PR's unified diff and description, read as `--diff` and `--pr-body` are. */
    diff: schemas/* string */.YjP().optional(),
    pr_body: schemas/* string */.YjP().optional(),
    source: schemas/* string */.YjP().optional(),
    /** Attempts at one task share it; `eval --rank` groups by it. */
    task_id: schemas/* string */.YjP().optional(),
})
    .refine((row) => (row.file ?? row.transcript) !== undefined);
const ROW_SHAPE = "{id, label: pass|fail, file or transcript, optional diff and pr_body}";
/**
 * Verifies every transcript listed in `<dir>/index.jsonl` and measures how the verdict and score
 * separate passing from failing runs. Labels are read here, from the index, and never reach verify().
 */
async function evaluate(dir, options, fit, onProgress) {
    const rows = await readIndex(dir);
    const runs = [];
    onProgress?.(0, rows.length);
    for (const row of rows) {
        const { report, inputError } = await (0,verify.verify)({ ...options, ...rowInputs(dir, row) });
        const checks = Object.fromEntries(report.checks.map((check) => [check.id, check.status]));
        runs.push({ id: row.id, source: row.source ?? "all", label: row.label, verdict: report.verdict, score: report.score, error: inputError, naive: naiveScore(report), checks });
        onProgress?.(runs.length, rows.length);
    }
    const sources = [...new Set(runs.map((run) => run.source))];
    const groups = sources.length > 1 ? [...sources, "all"] : sources;
    return { groups: groups.map((source) => group(source, source === "all" ? runs : runs.filter((run) => run.source === source), fit)), runs };
}
/** The row's transcript, and its diff and description when the row names them. */
function rowInputs(dir, row) {
    return {
        transcriptPath: (0,external_node_path_.join)(dir, row.file),
        ...(row.diff === undefined ? {} : { diff: { path: (0,external_node_path_.join)(dir, row.diff) } }),
        ...(row.pr_body === undefined ? {} : { prBody: { path: (0,external_node_path_.join)(dir, row.pr_body) } }),
    };
}
/** 1 when any recognized check ran after the last edit and passed, else 0. */
function naiveScore(report) {
    return report.verification?.some((run) => run.afterLastEdit && run.outcome === "passed") ? 1 : 0;
}
function group(source, runs, fit) {
    const verdicts = {};
    for (const run of runs)
        verdicts[run.verdict] = (verdicts[run.verdict] ?? 0) + 1;
    return {
        source,
        n: runs.length,
        baseRate: runs.filter((run) => run.label === "pass").length / Math.max(runs.length, 1),
        auroc: auroc(runs),
        naiveAuroc: auroc(runs.map((run) => ({ ...run, score: run.naive }))),
        fail: failDetection(runs),
        pass: passDetection(runs),
        table: confusion(runs),
        verdicts,
        calibration: calibration(runs),
        fit: fit ? bestThreshold(runs) : null,
    };
}
async function readIndex(dir) {
    const path = (0,external_node_path_.join)(dir, "index.jsonl");
    const text = await (0,promises_.readFile)(path, "utf8").catch(() => {
        throw new errors/* InputError */.d(`${path}: cannot read; eval needs an index.jsonl with rows ${ROW_SHAPE}`);
    });
    return text
        .split("\n")
        .map((line, index) => ({ line: line.trim(), index }))
        .filter(({ line }) => line !== "")
        .map(({ line, index }) => {
        const parsed = RawIndexRow.safeParse(safeJson(line));
        if (!parsed.success)
            throw new errors/* InputError */.d(`${path} line ${index + 1}: expected ${ROW_SHAPE}`);
        const { file, transcript, ...rest } = parsed.data;
        return { ...rest, file: (file ?? transcript) };
    });
}
function safeJson(line) {
    try {
        return JSON.parse(line);
    }
    catch {
        return null;
    }
}


/***/ })

};
