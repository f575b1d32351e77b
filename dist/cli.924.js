export const id = 924;
export const ids = [924];
export const modules = {

/***/ 5541:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ skippedOutcome),
/* harmony export */   j: () => (/* binding */ reportParts)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7948);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3836);


function skippedOutcome(reason) {
    return {
        status: "skipped", reason, model: null, criteria: [], judgeScore: null, baselineScore: null, usage: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .EMPTY_USAGE */ .uZ,
        earlyStopped: false, costUsd: null, cacheHits: 0, positionBias: null, scoreMode: null, promptVersion: _prompt_js__WEBPACK_IMPORTED_MODULE_1__/* .PROMPT_VERSION */ .y0, rubric: null,
        promptTokens: 0, stepsOmitted: 0, redactions: 0, notes: [], errors: [],
    };
}
/** The report fields (agent-verdict/report@1) a judge outcome fills. */
function reportParts(outcome) {
    return {
        criteria: outcome.criteria,
        judgeScore: outcome.judgeScore,
        baselineScore: outcome.baselineScore,
        usage: outcome.usage,
        judge: {
            status: outcome.status,
            reason: outcome.reason,
            model: outcome.model,
            earlyStopped: outcome.earlyStopped,
            scoreMode: outcome.scoreMode,
            promptVersion: outcome.promptVersion,
            rubric: outcome.rubric,
            notes: outcome.notes,
            layers: outcome.status === "ok" ? "checks+judge" : "checks",
            // only a judge that ran reads samples; a skipped one's report keeps its shape
            ...(outcome.status === "skipped" ? {} : { cacheHits: outcome.cacheHits }),
        },
    };
}


/***/ }),

/***/ 5924:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportParts: () => (/* reexport safe */ _outcome_js__WEBPACK_IMPORTED_MODULE_1__.j),
/* harmony export */   resolveJudgeConfig: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.AH),
/* harmony export */   skippedOutcome: () => (/* reexport safe */ _outcome_js__WEBPACK_IMPORTED_MODULE_1__.d)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1960);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5541);
/**
 * What a verification needs of the judge before it knows whether the judge runs: its settings and
 * the report fields of a skipped judge. None of it loads the `openai` client or the tokenizer's
 * ranks, which only index.ts (the judge that runs) reaches.
 */




/***/ })

};
