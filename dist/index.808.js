export const id = 808;
export const ids = [808];
export const modules = {

/***/ 93808:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_PRESET: () => (/* reexport */ criteria/* DEFAULT_PRESET */.CO),
  PRESETS: () => (/* reexport */ criteria/* PRESETS */.fG),
  PROMPT_VERSION: () => (/* reexport */ judge_prompt/* PROMPT_VERSION */.y0),
  checkRepeats: () => (/* reexport */ config/* checkRepeats */.Bq),
  judge: () => (/* binding */ judge),
  judgeDefaults: () => (/* reexport */ config/* judgeDefaults */.WN),
  parseRubric: () => (/* reexport */ criteria/* parseRubric */.xW),
  reportParts: () => (/* reexport */ outcome/* reportParts */.j),
  resolveCriteria: () => (/* reexport */ criteria/* resolveCriteria */.K9),
  resolveJudgeConfig: () => (/* reexport */ config/* resolveJudgeConfig */.AH),
  skippedOutcome: () => (/* reexport */ outcome/* skippedOutcome */.d)
});

// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var redact = __webpack_require__(34903);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/judge/aggregate.ts
var aggregate = __webpack_require__(81044);
// EXTERNAL MODULE: ./src/judge/endpoint.ts
var endpoint = __webpack_require__(99762);
// EXTERNAL MODULE: ./src/judge/criteria.ts
var criteria = __webpack_require__(63822);
// EXTERNAL MODULE: ./src/judge/fence.ts
var fence = __webpack_require__(62454);
// EXTERNAL MODULE: ./src/judge/render.ts
var judge_render = __webpack_require__(15763);
// EXTERNAL MODULE: ./src/judge/sampler.ts + 3 modules
var sampler = __webpack_require__(41253);
// EXTERNAL MODULE: ./src/judge/pool.ts
var pool = __webpack_require__(43693);
// EXTERNAL MODULE: ./src/judge/prompt.ts
var judge_prompt = __webpack_require__(53581);
// EXTERNAL MODULE: ./src/judge/tokens.ts
var tokens = __webpack_require__(55569);
;// CONCATENATED MODULE: ./src/judge/run.ts





/** Share of a reported context limit the prompt + reply may fill: the endpoint's tokenizer is not ours. */
const CONTEXT_SAFETY = 0.8;
/** Below this many tokens the agent's slot no longer shows enough evidence to judge. */
const MIN_AGENT_SLOT_TOKENS = 2_000;
/** With no limit named in the error, the slot is cut to this share once. */
const UNNAMED_LIMIT_SHRINK = 0.5;
/** requests[r][c]: repeat r of criterion c (slots swapped when r is odd); prompts built once per slot order. */
function plan(promptInput, config) {
    const perOrder = [false, true].map((swapped) => config.rubric.criteria.map((criterion) => {
        const messages = (0,judge_prompt/* buildMessages */.Pm)(promptInput, swapped, criterion);
        return { criterionId: criterion.id, messages, promptTokens: (0,tokens/* countTokens */.ih)(messages.map((m) => m.content).join("\n")) };
    }));
    const requests = Array.from({ length: config.repeats }, (_, repeat) => perOrder[(0,aggregate/* isSwapped */.lz)(repeat) ? 1 : 0].map((p) => {
        const estimatedTokens = p.promptTokens + config.maxOutputTokens;
        return { ...p, repeat, nonce: promptInput.nonce, estimatedTokens };
    }));
    return { requests, promptTokens: Math.max(...perOrder.flat().map((p) => p.promptTokens)) };
}
/**
 * The agent slot's budget that fits a context of `limit` tokens (0: not named), or null when even
 * the smallest useful slot cannot fit. excess = prompt + reply − limit·safety comes off the slot
 * as it was rendered.
 */
function shrunkBudget(render, limit, size) {
    const slot = Math.min(render.total, size.slotTokens);
    const total = limit > 0
        ? slot - (size.promptTokens + size.replyTokens - Math.floor(limit * CONTEXT_SAFETY))
        : Math.floor(slot * UNNAMED_LIMIT_SHRINK);
    if (total < MIN_AGENT_SLOT_TOKENS)
        return null;
    return { ...render, total: Math.min(total, render.total - 1) };
}
/**
 * Pair 0 first: one request per slot order (each warms its prefix), then the rest of the pair in
 * parallel; then, unless the pair was decisive everywhere, the remaining repeats.
 */
async function sampleAll(client, config, state, requests, deadline) {
    const take = (request) => () => (0,sampler/* takeSample */.ov)(client, config, state, request, deadline);
    const samples = config.rubric.criteria.map(() => []);
    const record = (list, got) => list.forEach((request, i) => samples[config.rubric.criteria.findIndex((c) => c.id === request.criterionId)].push(got[i]));
    const firstPair = requests.slice(0, 2);
    const warmers = firstPair.map((row) => row[0]);
    record(warmers, await (0,pool/* runPool */.k)(warmers.map(take), config.concurrency));
    const rest = firstPair.flatMap((row) => row.slice(1));
    record(rest, await (0,pool/* runPool */.k)(rest.map(take), config.concurrency));
    const later = requests.slice(2).flat();
    if (later.length === 0)
        return { samples, early: false };
    const decisive = samples.every((list) => (0,aggregate/* pairDecisive */.rc)(list.find((s) => s.repeat === 0), list.find((s) => s.repeat === 1), config.decisionLines));
    if (config.earlyStop && decisive)
        return { samples, early: true };
    record(later, await (0,pool/* runPool */.k)(later.map(take), config.concurrency));
    return { samples, early: false };
}

// EXTERNAL MODULE: ./src/judge/usage.ts
var usage = __webpack_require__(13448);
// EXTERNAL MODULE: ./src/judge/outcome.ts
var outcome = __webpack_require__(62139);
// EXTERNAL MODULE: ./src/judge/config.ts + 2 modules
var config = __webpack_require__(42837);
;// CONCATENATED MODULE: ./src/judge/index.ts











/** Redaction before rendering (and so before any cut), over the whole input as JSON text. */
function redactInput(input) {
    const { text, count } = (0,redact/* redactSecrets */.fp)(JSON.stringify(input));
    return { input: JSON.parse(text), count };
}
function scoreModeOf(samples) {
    const modes = new Set(samples.filter((s) => s.mode !== "failed").map((s) => s.mode));
    if (modes.size === 0)
        return null;
    return modes.size > 1 ? "mixed" : modes.has("logprobs") ? "logprobs" : "text";
}
function reasonOf(config, criteria, early, state) {
    const failed = criteria.filter((c) => c.score === null).map((c) => c.id);
    if (failed.length > 0) {
        if (state.timedOutAfter !== null)
            return `judge timed out after ${state.timedOutAfter} s (no usable score for ${failed.join(", ")})`;
        const why = state.stopped ?? state.errors[0] ?? "no usable sample";
        return `judging failed: no usable score for ${failed.join(", ")} (${why})`;
    }
    const taken = criteria.reduce((n, c) => n + c.samples.length, 0);
    const stop = early ? "; stopped after the first pair of repeats, which was decisive" : "";
    return `judged ${criteria.length} criteria with ${config.model}, ${taken} samples${stop}`;
}
function prepare(input, config, render, nonce) {
    const isVerification = config.isVerification ?? (0,judge_render/* matchesAny */._I)([...judge_render/* DEFAULT_VERIFICATION_PATTERNS */.y9, ...(0,criteria/* verificationPatterns */.RQ)(config.rubric)]);
    const rendered = (0,judge_render/* renderTrajectory */.QH)(input, render, isVerification);
    const promptInput = {
        task: input.trajectory.task === null ? null : (0,judge_render/* clip */.$Q)(input.trajectory.task, render.task),
        agentText: rendered.text,
        checks: input.checks,
        rubric: config.rubric,
        nonce,
    };
    return { promptInput, plan: plan(promptInput, config), stepsOmitted: rendered.stepsOmitted, slotTokens: rendered.tokens };
}
/** A context overflow: the slot rendered once more to fit the reported limit, or the reason it cannot be. */
async function refit(input, config, state, first, run) {
    const limit = state.contextLimit ?? 0;
    const named = limit > 0 ? `${limit} tokens` : "a size it did not name";
    const size = { promptTokens: first.plan.promptTokens, slotTokens: first.slotTokens, replyTokens: config.maxOutputTokens };
    const budget = shrunkBudget(config.render, limit, size);
    if (budget === null) {
        return `judging failed: the endpoint's context (${named}) is too small for the judge's prompt (~${first.plan.promptTokens} tokens + ${config.maxOutputTokens} for the reply); use a model with a larger context or lower --max-reply-tokens`;
    }
    state.contextLimit = null;
    state.errors.length = 0;
    (0,sampler/* note */.N4)(state.notes, `the endpoint's context is ${named}: the agent's trajectory was shown in ${budget.total} tokens instead of ${first.slotTokens}`);
    const prepared = prepare(input, config, budget, first.promptInput.nonce);
    const sampled = await run(prepared);
    if (state.contextLimit !== null)
        return `judging failed: the prompt still does not fit the endpoint's context (${named}) after shrinking it once`;
    return { sampled, prepared };
}
/** Judges one trajectory against the empty-work baseline; never throws. */
async function judge(input, config) {
    const base = { ...(0,outcome/* skippedOutcome */.d)(""), model: config.model, rubric: config.rubric.source };
    if (config.repeats < 2 || config.repeats % 2 !== 0) {
        return { ...base, status: "failed", reason: `judging failed: repeats must be even and at least 2 (pairs of slot orders), got ${config.repeats}` };
    }
    // the wall covers set-up, rendering and token counting too: `judge-timeout` bounds the whole step
    const startedAt = config.startedAt ?? Date.now();
    let deadline = startedAt + config.wallBudgetMs;
    const state = (0,sampler/* newRunState */.PG)(config);
    state.firstReplyBy = startedAt + config.callTimeoutMs + config.setupAllowanceMs;
    const spent = () => {
        const costUsd = (0,usage/* usageCost */.Dp)(state.usage, config.price);
        return { usage: { ...state.usage, costUsd }, costUsd, notes: state.notes, errors: state.errors };
    };
    try {
        (0,redact/* addSecretValues */._j)([config.apiKey]);
        const redacted = redactInput(input);
        let prepared = prepare(redacted.input, config, config.render, (0,fence/* newNonce */.Yd)());
        const known = { ...base, promptTokens: prepared.plan.promptTokens, stepsOmitted: prepared.stepsOmitted, redactions: redacted.count };
        const minimum = prepared.plan.requests.slice(0, 2).flat().reduce((n, r) => n + r.estimatedTokens, 0);
        if (minimum > config.tokenBudget) {
            return { ...known, status: "failed", reason: `judging failed: one pair of repeats needs ~${minimum} tokens, over the ${config.tokenBudget}-token budget` };
        }
        if (config.sampleStore !== null) {
            // filling the cache folder has its own bound; the wall is the endpoint's
            const started = Date.now();
            await config.sampleStore.restore((0,sampler/* plannedSamples */.OA)(config, prepared.plan.requests.flat()));
            deadline += Date.now() - started;
            state.firstReplyBy += Date.now() - started;
        }
        const client = (0,endpoint/* makeClient */.yu)(config.baseURL, config.apiKey);
        const run = (p) => sampleAll(client, config, state, p.plan.requests, deadline);
        let sampled = await run(prepared);
        if (state.contextLimit !== null) {
            const refitted = await refit(redacted.input, config, state, prepared, run);
            if (typeof refitted === "string")
                return { ...known, ...spent(), status: "failed", reason: refitted };
            ({ sampled, prepared } = refitted);
        }
        const { samples, early } = sampled;
        const criteria = config.rubric.criteria.map((c, i) => (0,aggregate/* aggregateCriterion */.Hs)(c.id, c.name, samples[i]));
        const { judgeScore, baselineScore } = (0,aggregate/* overallScores */.vz)(criteria);
        return {
            ...known,
            ...spent(),
            status: judgeScore === null ? "failed" : "ok",
            reason: reasonOf(config, criteria, early, state),
            promptTokens: prepared.plan.promptTokens,
            stepsOmitted: prepared.stepsOmitted,
            criteria,
            judgeScore,
            baselineScore,
            earlyStopped: early,
            cacheHits: state.cacheHits,
            positionBias: (0,aggregate/* positionBias */.t3)(samples.flat()),
            scoreMode: scoreModeOf(samples.flat()),
        };
    }
    catch (error) {
        return { ...base, ...spent(), status: "failed", reason: `judging failed: ${(0,redact/* redactSecrets */.fp)((0,errors/* oneLine */.T)(error)).text}` };
    }
}






/***/ }),

/***/ 62139:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ skippedOutcome),
/* harmony export */   j: () => (/* binding */ reportParts)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10182);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53581);


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


/***/ })

};
