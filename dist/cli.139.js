export const id = 139;
export const ids = [139];
export const modules = {

/***/ 1044:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ aggregateCriterion),
/* harmony export */   lz: () => (/* binding */ isSwapped),
/* harmony export */   mD: () => (/* binding */ failedSample),
/* harmony export */   qF: () => (/* binding */ toSample),
/* harmony export */   rc: () => (/* binding */ pairDecisive),
/* harmony export */   t3: () => (/* binding */ positionBias),
/* harmony export */   vz: () => (/* binding */ overallScores)
/* harmony export */ });
/* unused harmony exports DECISIVE_SPREAD, balancedSamples */
/**
 * Two reads of one pair (opposite slot orders) within this spread agree: two grades out of 19
 * (≈ 0.105), so further repeats would move the mean by less than the verdict's uncertainty band.
 */
const DECISIVE_SPREAD = 0.1;
/** Repeat r swaps the slots when r is odd: repeats come in pairs (A = agent, then B = agent). */
function isSwapped(repeat) {
    return repeat % 2 === 1;
}
/**
 * agent = swapped ? B : A, baseline = swapped ? A : B. The sample's mode is the weakest of its two
 * slots (failed < text < logprobs) and its mass the smaller; a failed slot fails the sample.
 */
function toSample(repeat, slotA, slotB) {
    const swapped = isSwapped(repeat);
    const agent = swapped ? slotB : slotA;
    const baseline = swapped ? slotA : slotB;
    if (agent.mode === "failed" || baseline.mode === "failed" || agent.score === null || baseline.score === null) {
        return { repeat, swapped, score: null, baselineScore: null, mode: "failed", mass: 0 };
    }
    const mode = agent.mode === "logprobs" && baseline.mode === "logprobs" ? "logprobs" : "text";
    return { repeat, swapped, score: agent.score, baselineScore: baseline.score, mode, mass: Math.min(agent.mass, baseline.mass) };
}
function failedSample(repeat) {
    return { repeat, swapped: isSwapped(repeat), score: null, baselineScore: null, mode: "failed", mass: 0 };
}
function usable(sample) {
    return sample.mode !== "failed" && sample.score !== null && sample.baselineScore !== null;
}
function mean(values) {
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}
/**
 * The samples a mean may use: the complete pairs (both slot orders read, so position bias
 * cancels) when there is one, else the lone usable samples.
 */
function balancedSamples(samples) {
    const ok = samples.filter(usable);
    const byPair = new Map();
    for (const sample of ok)
        byPair.set(Math.floor(sample.repeat / 2), [...(byPair.get(Math.floor(sample.repeat / 2)) ?? []), sample]);
    const complete = [...byPair.values()].filter((pair) => pair.length === 2).flat();
    return complete.length > 0 ? { used: complete, balanced: true } : { used: ok, balanced: false };
}
/**
 * score_c = mean_k s_k and baseline_c = mean_k b_k over the balanced usable samples k of
 * criterion c; both null when no sample is usable (the criterion failed).
 */
function aggregateCriterion(id, name, samples) {
    const { used } = balancedSamples(samples);
    const sorted = [...samples].sort((a, b) => a.repeat - b.repeat);
    return {
        id,
        name,
        score: mean(used.map((s) => s.score)),
        baselineScore: mean(used.map((s) => s.baselineScore)),
        samples: sorted,
    };
}
/**
 * judgeScore = (1/C) Σ_c score_c and baselineScore = (1/C) Σ_c baseline_c; null when any criterion
 * has no score, since a missing criterion must not be averaged away.
 */
function overallScores(criteria) {
    if (criteria.length === 0 || criteria.some((c) => c.score === null || c.baselineScore === null)) {
        return { judgeScore: null, baselineScore: null };
    }
    return {
        judgeScore: mean(criteria.map((c) => c.score)),
        baselineScore: mean(criteria.map((c) => c.baselineScore)),
    };
}
/**
 * bias = mean over complete pairs of (s_unswapped − s_swapped): how much more the judge gives the
 * agent in slot A than in slot B. The swap cancels it in the scores; a large value says the judge
 * reads position more than evidence. Null without a complete pair.
 */
function positionBias(samples) {
    const pairs = new Map();
    for (const s of samples.filter(usable)) {
        const pair = pairs.get(Math.floor(s.repeat / 2)) ?? {};
        if (s.swapped)
            pair.b = s.score;
        else
            pair.a = s.score;
        pairs.set(Math.floor(s.repeat / 2), pair);
    }
    const gaps = [...pairs.values()].filter((p) => p.a !== undefined && p.b !== undefined).map((p) => p.a - p.b);
    return mean(gaps);
}
/**
 * A first pair is decisive when both reads are usable, |s_0 − s_1| ≤ DECISIVE_SPREAD and
 * |b_0 − b_1| ≤ DECISIVE_SPREAD (the slot orders agree), and the pair's mean agent score
 * (s_0 + s_1)/2 is more than DECISIVE_SPREAD from every decision line (a pass line, a floor), so
 * more repeats add cost, not a different verdict.
 */
function pairDecisive(first, second, lines = []) {
    if (first === undefined || second === undefined || !usable(first) || !usable(second))
        return false;
    const agree = Math.abs(first.score - second.score) <= DECISIVE_SPREAD && Math.abs(first.baselineScore - second.baselineScore) <= DECISIVE_SPREAD;
    const mean = (first.score + second.score) / 2;
    return agree && lines.every((line) => Math.abs(mean - line) > DECISIVE_SPREAD);
}


/***/ }),

/***/ 455:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f4: () => (/* binding */ TOP_LOGPROBS),
  Q5: () => (/* binding */ callJudge),
  yu: () => (/* reexport */ endpoint/* makeClient */.yu),
  YA: () => (/* binding */ seconds)
});

// UNUSED EXPORTS: BACKOFF_BASE_MS, MAX_RETRY_AFTER_MS, TEMPERATURE, retryAfterMs

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(3674);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var redact = __webpack_require__(4903);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/judge/reply.ts
function alternative(token, logprob) {
    return { token: String(token), logprob: Number(logprob) };
}
function chatTokens(content) {
    if (!Array.isArray(content) || content.length === 0)
        return null;
    return content.map((t) => ({
        ...alternative(t.token, t.logprob),
        top: (t.top_logprobs ?? []).map((a) => alternative(a.token, a.logprob)),
    }));
}
function legacyTokens(logprobs) {
    const { tokens, token_logprobs: own, top_logprobs: top } = logprobs;
    if (!Array.isArray(tokens) || tokens.length === 0 || !Array.isArray(own))
        return null;
    return tokens.map((token, i) => {
        const alternatives = Array.isArray(top) && top[i] !== null && typeof top[i] === "object" ? top[i] : {};
        return { ...alternative(token, own[i]), top: Object.entries(alternatives).map(([t, lp]) => alternative(t, lp)) };
    });
}
/** The first choice's reply, or null when the response carries no message text. */
function replyOf(completion) {
    const choices = completion?.choices;
    const choice = Array.isArray(choices) ? choices[0] : undefined;
    const text = choice?.message?.content;
    if (choice === undefined || typeof text !== "string")
        return null;
    const logprobs = (choice.logprobs ?? null);
    const tokens = logprobs === null ? null : (chatTokens(logprobs.content) ?? legacyTokens(logprobs));
    const finishReason = typeof choice.finish_reason === "string" ? choice.finish_reason : null;
    return { text, tokens, finishReason };
}

;// CONCATENATED MODULE: ./src/judge/provider-errors.ts
/**
 * Tells a judge endpoint's failures apart by HTTP status AND body, as the providers document them:
 * OpenAI / Azure / OpenRouter / DeepSeek error objects (`{"error":{"message","type","param","code"}}`),
 * vLLM's top-level `{"object":"error","message",…}`, llama.cpp's `exceed_context_size_error` (400, or
 * 500 on older builds). A status alone misleads: a 400 may be a context overflow, a refused
 * `logprobs`, a `top_logprobs` cap or an unknown model, and each needs a different answer.
 */
/** The cap an endpoint applies when its error names none (vLLM's and several hosts' default). */
const FALLBACK_TOP_LOGPROBS_CAP = 5;
const str = (x) => (typeof x === "string" ? x : typeof x === "number" ? String(x) : "");
/** Reads `{"error":{…}}`, vLLM's top-level object, or a plain text body. */
function errorBody(error, fallbackText) {
    const object = error !== null && typeof error === "object" ? error : {};
    const message = str(object.message) || (typeof object.message === "object" ? JSON.stringify(object.message) : "") || fallbackText;
    const nCtx = Number(object.n_ctx);
    return {
        message,
        type: str(object.type),
        code: str(object.code),
        param: str(object.param),
        nCtx: Number.isInteger(nCtx) && nCtx > 0 ? nCtx : null,
    };
}
/** Phrases providers use for a prompt over the model's window (OpenAI, vLLM, llama.cpp, Ollama, DeepSeek, OpenRouter). */
const CONTEXT_WORDS = /context[ _-]?(?:length|window|size)|maximum (?:context|prompt)|too many (?:input )?tokens|prompt is too long|reduce the length|exceeds? the (?:available )?context/i;
/** "maximum context length is 8192 tokens", "available context size (4096 tokens)", "context window of 2048". */
const LIMIT_PATTERNS = [
    /maximum context length is (\d+)/i,
    /context size \((\d+) tokens?\)/i,
    /context (?:window|length) (?:of|is) (\d+)/i,
    /n_ctx[^\d]{1,4}(\d+)/i,
];
function contextLimit(body) {
    if (body.nCtx !== null)
        return body.nCtx;
    for (const pattern of LIMIT_PATTERNS) {
        const match = pattern.exec(body.message);
        if (match?.[1] !== undefined)
            return Number(match[1]);
    }
    return null;
}
function isContextOverflow(body) {
    return body.code === "context_length_exceeded" || body.type === "exceed_context_size_error" || CONTEXT_WORDS.test(body.message);
}
/** Words of a cap on a number: "less than or equal to 5", "at most 5", "maximum allowed 5", "between 0 and 5", "> 5". */
const CAP_PATTERN = /(?:less than or equal to|at most|no more than|more than|maximum(?: allowed)?(?: is| of)?|max(?:imum)? value(?: is)?|between \d+ and|up to|<=|>|exceeds?(?: the)?(?: maximum)?(?: of)?)\s*:?\s*(\d+)/i;
/** A limit on the count, named or not: "exceeds the maximum", "too large", "must be less than …". */
const CAP_WORDS = /less than|at most|no more than|more than|maximum|max value|between|up to|<=|exceed|too (?:large|many|high)/i;
const NOT_SUPPORTED = /not (?:supported|available|allowed|enabled)|unsupported|does not support|doesn't support|cannot be used|is not permitted/i;
function mentionsTopLogprobs(body) {
    return /top[_ ]?logprobs/i.test(`${body.message} ${body.param}`);
}
function mentionsLogprobs(body) {
    return /logprob/i.test(`${body.message} ${body.param} ${body.code}`);
}
/** The cap named in a top_logprobs error (other than what was asked), else the common default. */
function namedCap(body, asked) {
    const match = CAP_PATTERN.exec(body.message);
    const n = match?.[1] === undefined ? NaN : Number(match[1]);
    return Number.isInteger(n) && n >= 1 && n < asked ? n : Math.min(FALLBACK_TOP_LOGPROBS_CAP, Math.max(1, asked - 1));
}
const MODEL_MISSING = /model[^.]{0,60}(?:not (?:exist|found)|does not exist|not available|unknown)|(?:no such|unknown|invalid) model|model_not_found|deploymentnotfound|deployment for this resource does not exist/i;
function fatalWhy(status, body) {
    const text = `${body.code} ${body.type} ${body.message}`;
    if (MODEL_MISSING.test(text))
        return "the endpoint does not know this model (on Azure: this deployment); check --model or the base URL";
    if (body.code === "insufficient_quota" || status === 402)
        return "the account has no credit or quota left";
    if (status === 401 || body.code === "invalid_api_key")
        return "the endpoint refused the API key; check the key secret";
    if (status === 403)
        return "the key has no access to this model or endpoint";
    if (status === 404)
        return "the endpoint answered 404: check the base URL and the model name";
    return null;
}
/**
 * The class of one failed HTTP answer. Order matters: overflow before logprobs (an overflow message
 * may quote the request), logprobs before auth (a 403 naming logprobs is a refused parameter, not a
 * refused key), and a 500 that says "context" is an overflow, not a server fault.
 */
function classifyFailure(status, body, sent) {
    if (status >= 400 && isContextOverflow(body) && !mentionsLogprobs(body))
        return { kind: "context-length", limit: contextLimit(body) };
    if (status === 429)
        return body.code === "insufficient_quota" ? { kind: "fatal", why: fatalWhy(status, body) } : { kind: "retryable" };
    if (status >= 500 || status === 408 || status === 409)
        return { kind: "retryable" };
    if (sent.logprobs && mentionsTopLogprobs(body) && !NOT_SUPPORTED.test(body.message) && CAP_WORDS.test(body.message)) {
        return { kind: "top-logprobs-cap", cap: namedCap(body, sent.topLogprobs) };
    }
    if (sent.logprobs && mentionsLogprobs(body) && [400, 403, 404, 422].includes(status))
        return { kind: "logprobs-unsupported" };
    if (sent.tokenParam === "max_tokens" && /max_completion_tokens/.test(body.message))
        return { kind: "token-param" };
    if (sent.reasoningEffort && /reasoning[_ ]effort/i.test(`${body.message} ${body.param}`) && status < 500) {
        return { kind: "reasoning-effort-unsupported" };
    }
    const why = fatalWhy(status, body);
    if (why !== null)
        return { kind: "fatal", why };
    return { kind: "failed" };
}

// EXTERNAL MODULE: ./src/judge/usage.ts
var judge_usage = __webpack_require__(3448);
// EXTERNAL MODULE: ./src/judge/endpoint.ts
var endpoint = __webpack_require__(9762);
;// CONCATENATED MODULE: ./src/judge/client.ts
/**
 * One judge request over the `openai` client against any OpenAI-compatible endpoint: its failures
 * told apart by status and body (provider-errors.ts), 429 and 5xx retried after the server's own
 * wait (bounded by the run's wall), a timeout returned at once (the sampler counts them), the
 * reply reduced to text + token logprobs + usage. Error texts are redacted before they leave.
 */







/** The scale has 20 letters; 20 alternatives cover it (also OpenAI's maximum). */
const TOP_LOGPROBS = 20;
/** Sampling at 1 keeps the distribution the model actually holds, which the expectation reads. */
const TEMPERATURE = 1;
/** A Retry-After longer than this is not worth waiting for inside one verdict. */
const MAX_RETRY_AFTER_MS = 60_000;
/** First backoff when the server gives no Retry-After; doubled per attempt. */
const BACKOFF_BASE_MS = 500;
/** Milliseconds the server asked to wait (retry-after-ms, or Retry-After as seconds or an HTTP date), or null. */
function retryAfterMs(headers, now = Date.now()) {
    const ms = Number(headers?.get("retry-after-ms") ?? "");
    if (headers?.get("retry-after-ms") && Number.isFinite(ms))
        return Math.max(0, ms);
    const value = headers?.get("retry-after");
    if (value === null || value === undefined || value.trim() === "")
        return null;
    const seconds = Number(value);
    if (Number.isFinite(seconds))
        return Math.max(0, seconds * 1000);
    const date = Date.parse(value);
    return Number.isNaN(date) ? null : Math.max(0, date - now);
}
function describe(error) {
    const status = error instanceof openai/* default.APIError */.Ay.APIError && error.status !== undefined ? `HTTP ${error.status}: ` : "";
    return (0,redact/* redactSecrets */.fp)(`${status}${(0,errors/* oneLine */.T)(error)}`).text;
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}
/** Seconds for messages: whole above 10 s, else one decimal (a 0.2 s test timeout is not "0 s"). */
function seconds(ms) {
    return ms >= 10_000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10;
}
class CallTimeout extends Error {
    ms;
    constructor(ms) {
        super(`timed out: no answer within ${seconds(ms)} s`);
        this.ms = ms;
    }
}
function body(request) {
    return {
        model: request.model,
        messages: request.messages,
        temperature: TEMPERATURE,
        [request.tokenParam]: request.maxOutputTokens,
        ...(request.logprobs ? { logprobs: true, top_logprobs: request.topLogprobs } : {}),
        ...(request.reasoningEffort !== null ? { reasoning_effort: request.reasoningEffort } : {}),
    };
}
async function attempt(client, request, timeoutMs) {
    // the client's own timeout stops at the response headers; this signal also bounds reading the
    // body, so a server that trickles its reply cannot hold the run past its wall budget
    const signal = AbortSignal.timeout(timeoutMs);
    let completion;
    try {
        const params = body(request);
        completion = await client.chat.completions.create(params, { timeout: timeoutMs, maxRetries: 0, signal });
    }
    catch (error) {
        if (signal.aborted || error instanceof openai/* default.APIConnectionTimeoutError */.Ay.APIConnectionTimeoutError)
            throw new CallTimeout(timeoutMs);
        throw error;
    }
    const reply = replyOf(completion);
    const usage = (0,judge_usage/* usageOf */.Fs)(completion?.usage);
    if (reply === null)
        return { calls: 1, kind: "failed", error: "the endpoint's reply had no message content" };
    return { calls: 1, kind: "ok", reply, usage };
}
function sentParams(request) {
    const { logprobs, topLogprobs, tokenParam } = request;
    return { logprobs, topLogprobs, tokenParam, reasoningEffort: request.reasoningEffort !== null };
}
/**
 * Connection errors no retry within seconds can fix: nothing listens at the address, or the name
 * does not resolve. A dropped or reset connection is still retried.
 */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH"]);
/** How deep the cause chain (OpenAI error → fetch TypeError → system error) is searched. */
const MAX_CAUSE_DEPTH = 4;
function unreachableCode(error) {
    let cause = error;
    for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof cause === "object" && cause !== null; depth += 1) {
        const code = cause.code;
        if (typeof code === "string" && UNREACHABLE_CODES.has(code))
            return code;
        cause = cause.cause;
    }
    return null;
}
/** One request, retried on 429, 5xx and connection errors within the policy. */
async function callJudge(client, request, policy) {
    let last = "no attempt made: the wall budget was spent";
    let calls = 0;
    for (let retry = 0; retry <= policy.maxRetries; retry += 1) {
        const left = policy.deadline - Date.now();
        if (left <= 0)
            break;
        calls += 1;
        try {
            const outcome = await attempt(client, request, Math.min(policy.timeoutMs, left));
            return { ...outcome, calls };
        }
        catch (error) {
            if (error instanceof CallTimeout)
                return { calls, kind: "timeout", error: error.message, ms: error.ms };
            last = describe(error);
            const unreachable = unreachableCode(error);
            if (unreachable !== null)
                return { calls, kind: "fatal", error: `the judge endpoint cannot be reached (${unreachable}); not retried` };
            let asked = null;
            if (error instanceof openai/* default.APIError */.Ay.APIError && error.status !== undefined) {
                const failure = classifyFailure(error.status, errorBody(error.error, error.message), sentParams(request));
                if (failure.kind === "context-length")
                    return { calls, kind: "context-length", limit: failure.limit, error: last };
                if (failure.kind === "fatal")
                    return { calls, kind: "fatal", error: `${failure.why} (${last})` };
                if (failure.kind === "failed")
                    return { calls, kind: "failed", error: last };
                if (failure.kind !== "retryable")
                    return { calls, kind: "adapt", change: failure, error: last };
                asked = retryAfterMs(error.headers);
            }
            else if (!(error instanceof openai/* default.APIError */.Ay.APIError)) {
                return { calls, kind: "failed", error: last };
            }
            const wait = asked ?? BACKOFF_BASE_MS * 2 ** retry * (0.5 + Math.random());
            if (retry === policy.maxRetries || wait > MAX_RETRY_AFTER_MS || Date.now() + wait >= policy.deadline)
                break;
            await sleep(wait);
        }
    }
    return { calls, kind: "failed", error: last };
}


/***/ }),

/***/ 9762:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yu: () => (/* binding */ makeClient)
/* harmony export */ });
/* harmony import */ var openai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3674);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _azure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3400);
/**
 * The HTTP client for a judge endpoint. Azure OpenAI's classic deployment URLs
 * (`…/openai/deployments/NAME[/chat/completions]?api-version=…`) go through the `openai` package's
 * `AzureOpenAI` client, which keeps the api-version query and sends the key as `api-key`; every
 * other URL (OpenAI, Azure's v1 endpoint `…/openai/v1/`, OpenRouter, DeepSeek, vLLM, llama.cpp,
 * Ollama) through the plain client with a Bearer key.
 */




/**
 * The plain client posts to `${baseURL}/chat/completions`: a URL given whole, with the operation on
 * it, would double it; and a query string would end up before the path.
 */
function plainBaseURL(url) {
    const parsed = new URL(url);
    if (parsed.search !== "") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`--base-url ${parsed.origin}${parsed.pathname}: a query string is only kept on Azure deployment URLs (…/openai/deployments/NAME?api-version=…); remove it`);
    }
    return url.replace(/\/chat\/completions\/?$/i, "").replace(/\/+$/, "");
}
/**
 * Some OpenAI-compatible servers (vLLM) send their error object at the top level instead of under
 * `error`; the client would then drop it. Rewrapped here so every error reaches the classifier.
 */
const wrapErrorBodies = async (input, init) => {
    const response = await fetch(input, init);
    if (response.ok)
        return response;
    const text = await response.text();
    // the text is already decoded: the length and encoding headers no longer describe it
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.delete("content-encoding");
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        return new Response(text, { status: response.status, statusText: response.statusText, headers });
    }
    const wrapped = body !== null && typeof body === "object" && !("error" in body) ? JSON.stringify({ error: body }) : text;
    return new Response(wrapped, { status: response.status, statusText: response.statusText, headers });
};
/** A client for the endpoint; a local endpoint may need no key, but the client insists on one. */
function makeClient(baseURL, apiKey) {
    const key = apiKey ?? "no-key";
    const azure = baseURL === null ? null : (0,_azure_js__WEBPACK_IMPORTED_MODULE_2__/* .azureDeployment */ .j)(baseURL);
    if (azure !== null) {
        return new openai__WEBPACK_IMPORTED_MODULE_0__/* .AzureOpenAI */ .AC({
            baseURL: azure.baseURL,
            apiKey: key,
            apiVersion: azure.apiVersion,
            deployment: azure.deployment,
            maxRetries: 0,
            fetch: wrapErrorBodies,
        });
    }
    return new openai__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .Ay({ apiKey: key, baseURL: baseURL === null ? undefined : plainBaseURL(baseURL), maxRetries: 0, fetch: wrapErrorBodies });
}


/***/ }),

/***/ 3693:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ runPool)
/* harmony export */ });
/** Runs async tasks with at most `limit` in flight; results in task order. */
async function runPool(tasks, limit) {
    const results = new Array(tasks.length);
    let next = 0;
    const worker = async () => {
        while (next < tasks.length) {
            const index = next;
            next += 1;
            results[index] = await tasks[index]();
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
    return results;
}


/***/ }),

/***/ 5763:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   QH: () => (/* binding */ renderTrajectory),
/* harmony export */   _I: () => (/* binding */ matchesAny),
/* harmony export */   y9: () => (/* binding */ DEFAULT_VERIFICATION_PATTERNS)
/* harmony export */ });
/* unused harmony exports lastVerificationIndex, renderCall */
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5569);
/* harmony import */ var _render_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6553);


/** How the run ended is one line; its detail is often an error message worth a few words. */
const ENDING_DETAIL_TOKENS = 60;
/** The list of edited files orients the judge; the diff carries the content, so a few hundred tokens do. */
const EDIT_LIST_TOKENS = 300;
/** Commands that verify work (tests, builds, type checks, linters); extended by the rubric. */
const DEFAULT_VERIFICATION_PATTERNS = [
    /\b(?:pytest|jest|vitest|mocha|rspec|phpunit|ctest|tox|nox)\b/i,
    /\b(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:test|build|lint|typecheck|check)\b/i,
    /\b(?:go|cargo|dotnet|mvn|gradle|mix|swift)\s+(?:test|build|check|vet)\b/i,
    /\bmake\s+(?:test|check|build)\b/i,
    /\b(?:tsc|eslint|ruff|mypy|flake8|pyright|clippy)\b/i,
    /\bpython3?\s+-m\s+(?:pytest|unittest)\b/i,
];
function matchesAny(patterns) {
    return (command) => patterns.some((p) => p.test(command));
}
/** Index of the last tool call whose command is a verification run, or null. */
function lastVerificationIndex(calls, isVerification) {
    for (let i = calls.length - 1; i >= 0; i -= 1) {
        const command = calls[i].command;
        if (command !== null && isVerification(command))
            return i;
    }
    return null;
}
/** The text cut to `tokens` (a third from the head, the rest from the tail) around a marker. */
function clip(text, tokens) {
    const head = Math.ceil(tokens / 3);
    return (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .clipHeadTail */ .dp)(text, head, tokens - head).text;
}
function renderInput(call, budget) {
    if (call.command !== null)
        return `$ ${clip(call.command, budget.input)}`;
    return `input: ${clip(JSON.stringify(call.input), budget.input)}`;
}
/** One tool call: step, name, exit status, input, then its result clipped head + tail. */
function renderCall(call, budget, keepWhole) {
    const status = call.exitCode !== null ? `exit ${call.exitCode}` : call.isError ? "error" : call.command !== null ? "exit code not recorded" : "ok";
    const lines = [`[step ${call.step + 1}] ${call.name} (${status})${keepWhole ? " — last verification" : ""}`, renderInput(call, budget)];
    if (call.output === null)
        lines.push("(no result recorded)");
    else {
        const half = Math.ceil(budget.lastVerification / 4);
        const clipped = keepWhole
            ? (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .clipHeadTail */ .dp)(call.output, half, budget.lastVerification - half)
            : (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .clipHeadTail */ .dp)(call.output, budget.resultHead, budget.resultTail);
        lines.push("output:", clipped.text === "" ? "(empty)" : clipped.text);
    }
    return lines.join("\n");
}
function elided(count, when) {
    return `[… ${count} ${when} step${count === 1 ? "" : "s"} omitted]`;
}
/** Tool calls newest first into the budget left, the last verification always; gaps marked. */
function renderSteps(calls, budget, left, verify) {
    const rendered = calls.map((call, i) => renderCall(call, budget, i === verify));
    const cost = rendered.map((text) => (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .countTokens */ .ih)(text) + 1);
    const keep = new Set();
    let spent = verify === null ? 0 : cost[verify];
    if (verify !== null)
        keep.add(verify);
    for (let i = calls.length - 1; i >= 0; i -= 1) {
        if (keep.has(i))
            continue;
        if (spent + cost[i] > left)
            break;
        keep.add(i);
        spent += cost[i];
    }
    const out = [];
    let gap = 0;
    for (let i = 0; i < calls.length; i += 1) {
        if (!keep.has(i)) {
            gap += 1;
            continue;
        }
        if (gap > 0)
            out.push(elided(gap, "earlier"));
        gap = 0;
        out.push(rendered[i]);
    }
    if (gap > 0)
        out.push(elided(gap, "later"));
    return out;
}
/** The agent's trajectory as the judge sees it in its slot. */
function renderTrajectory(input, budget, isVerification) {
    const { trajectory } = input;
    const calls = trajectory.toolCalls;
    const fixed = [
        `Run ending: ${trajectory.ending.kind}${trajectory.ending.detail ? ` (${clip(trajectory.ending.detail, ENDING_DETAIL_TOKENS)})` : ""}`,
        `Tool calls: ${calls.length}. Edits: ${clip(trajectory.edits.map((e) => `${e.path} (${e.kind})`).join(", ") || "none recorded", EDIT_LIST_TOKENS)}.`,
    ];
    const tail = [];
    tail.push(input.diff === null ? "Final diff: not available." : `Final diff:\n${clip(input.diff, budget.diff)}`);
    if (input.prBody !== null && input.prBody.trim() !== "") {
        tail.push(`PR description (the agent's claim, not evidence):\n${clip(input.prBody, budget.prBody)}`);
    }
    if (trajectory.finalAnswer !== null) {
        tail.push(`Final message (the agent's claim, not evidence):\n${clip(trajectory.finalAnswer, budget.finalAnswer)}`);
    }
    const left = budget.total - (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .countTokens */ .ih)([...fixed, ...tail].join("\n\n"));
    const verify = lastVerificationIndex(calls, isVerification);
    const steps = renderSteps(calls, budget, Math.max(0, left), verify);
    const shown = steps.filter((s) => s.startsWith("[step ")).length;
    const text = [...fixed, ...steps, ...tail].join("\n\n");
    return { text, tokens: (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .countTokens */ .ih)(text), stepsShown: shown, stepsOmitted: calls.length - shown };
}


/***/ }),

/***/ 1253:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PG: () => (/* binding */ newRunState),
  N4: () => (/* binding */ note),
  OA: () => (/* binding */ plannedSamples),
  ov: () => (/* binding */ takeSample)
});

// UNUSED EXPORTS: STALL_TIMEOUTS, TRUNCATION_RATIO

// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/judge/aggregate.ts
var aggregate = __webpack_require__(1044);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/judge/prompt.ts
var judge_prompt = __webpack_require__(3581);
;// CONCATENATED MODULE: ./src/judge/cache.ts
/**
 * Content-addressed cache of judge samples: one JSON file per (prompt hash, model, mode, repeat,
 * reply bound, PROMPT_VERSION, CACHE_VERSION), so verifying the same inputs again makes no new
 * calls. Only usable samples are stored; a failure is retried next time. Writes are atomic.
 */




/** Bumped when the stored shape or the score extraction changes. */
const CACHE_VERSION = "agent-verdict/judge-cache@2";
function cacheKey(key) {
    const identity = { cache: CACHE_VERSION, prompt: judge_prompt/* PROMPT_VERSION */.y0, ...key };
    return (0,external_node_crypto_.createHash)("sha256").update(JSON.stringify(identity)).digest("hex");
}
/** The file one sample is stored in: its identity is its name, so a folder holds only what it names. */
function cacheFileName(key) {
    return `${cacheKey(key)}.json`;
}
/** The scope of a run's samples; its files are named within it. */
function cacheScope(model, maxOutputTokens, rubric) {
    const identity = { cache: CACHE_VERSION, prompt: judge_prompt/* PROMPT_VERSION */.y0, model, maxOutputTokens, rubric };
    return (0,external_node_crypto_.createHash)("sha256").update(JSON.stringify(identity)).digest("hex");
}
function isSlot(value) {
    const v = value;
    return (typeof v === "object" && v !== null && (v.score === null || typeof v.score === "number") &&
        ["logprobs", "text", "failed"].includes(v.mode) && typeof v.mass === "number");
}
async function readCached(dir, key) {
    if (dir === null)
        return null;
    try {
        const stored = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(dir, cacheFileName(key)), "utf8"));
        return isSlot(stored.slotA) && isSlot(stored.slotB) ? { slotA: stored.slotA, slotB: stored.slotB } : null;
    }
    catch {
        return null;
    }
}
async function writeCached(dir, key, sample) {
    if (dir === null)
        return;
    await (0,promises_.mkdir)(dir, { recursive: true });
    const path = (0,external_node_path_.join)(dir, cacheFileName(key));
    const temp = `${path}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`;
    await (0,promises_.writeFile)(temp, JSON.stringify(sample));
    await (0,promises_.rename)(temp, path);
}

// EXTERNAL MODULE: ./src/judge/client.ts + 2 modules
var judge_client = __webpack_require__(455);
;// CONCATENATED MODULE: ./src/judge/scale.ts
/**
 * The 20-point letter scale the judge scores on, and the expectation over a letter distribution.
 * Letters survive tokenization as single tokens, so the model's whole belief over the scale can be
 * read from `top_logprobs` at the score position.
 */
/** A = best … T = worst; 20 grades separate good from bad trajectories better than a few labels. */
const SCALE_LETTERS = "ABCDEFGHIJKLMNOPQRST";
const SCALE_MAX = SCALE_LETTERS.length;
const SCALE_MIN = 1;
/**
 * value(letter) = 20 − index(letter), so A = 20 and T = 1. Lowercase letters are the same grade
 * (models sometimes write `<score_A> b </score_A>`); anything else is not a grade.
 */
function letterValue(letter) {
    if (letter.length !== 1)
        return null;
    const index = SCALE_LETTERS.indexOf(letter.toUpperCase());
    return index < 0 ? null : SCALE_MAX - index;
}
/** The letter of a grade value, for prompts and messages: 20 → "A", 1 → "T". */
function valueLetter(value) {
    return SCALE_LETTERS.charAt(SCALE_MAX - value);
}
/**
 * normalize(v) = (v − 1) / 19: maps a grade (or an expected grade) in [1, 20] onto [0, 1].
 */
function normalizeGrade(value) {
    return (value - SCALE_MIN) / (SCALE_MAX - SCALE_MIN);
}
/**
 * P(v) = Σ p over the variants of one grade (" A", "A", ">A" are one letter, their masses add).
 * Returns one Grade per value with positive probability, highest value first.
 */
function sumByGrade(grades) {
    const mass = new Map();
    for (const { value, p } of grades) {
        if (!(p > 0) || !Number.isFinite(p))
            continue;
        mass.set(value, (mass.get(value) ?? 0) + p);
    }
    return [...mass.entries()].map(([value, p]) => ({ value, p })).sort((a, b) => b.value - a.value);
}
/** M = Σ p: the probability mass that fell on grade letters. */
function gradeMass(grades) {
    return grades.reduce((sum, { p }) => sum + p, 0);
}
/**
 * E = Σ p·v / Σ p, the expected grade renormalized over the letters seen; null when Σ p = 0.
 */
function expectedGrade(grades) {
    const mass = gradeMass(grades);
    if (!(mass > 0))
        return null;
    return grades.reduce((sum, { value, p }) => sum + value * p, 0) / mass;
}
/**
 * score = (E − 1) / 19 with E = Σ p·v / Σ p over the summed letter distribution; null when empty.
 */
function expectedScore(grades) {
    const expected = expectedGrade(sumByGrade(grades));
    return expected === null ? null : clamp01(normalizeGrade(expected));
}
function clamp01(x) {
    return Math.min(1, Math.max(0, x));
}

;// CONCATENATED MODULE: ./src/judge/extract.ts

/** Below this letter mass the position is mostly not a grade (the model wrote something else). */
const MIN_LETTER_MASS = 0.1;
function scoreTag(slot) {
    return `<score_${slot}>`;
}
/**
 * Byte-level BPE spells a space `Ġ` and a newline `Ċ` (GPT-2, Llama 3, Qwen vocabularies as some
 * servers return them); SentencePiece spells a space `▁`. Mapped one character to one, so offsets
 * into the joined text stay valid.
 */
function tokenText(token) {
    return token.replace(/[\u2581\u0120]/g, " ").replace(/\u010a/g, "\n");
}
/**
 * A score token: the letter alone, or with a space, punctuation or a piece of the tag fused to it
 * (`>B`, ` B`, `▁B`, `ĠB`, `B<`, `B</`, `**B**`); never a word (`Be`).
 */
const SCORE_TOKEN = /^[\s>:*"'([]*([A-Za-z])[\s*"')\].,;]*(?:<\/?\w*>?)?\s*$/;
/** The grade a single token stands for ("A", " a", ">B", "▁C"), or null. */
function tokenGrade(token) {
    const match = SCORE_TOKEN.exec(tokenText(token));
    return match?.[1] === undefined ? null : letterValue(match[1]);
}
/**
 * Where the final answer starts in a reply's content: after the last `</think>` when the server
 * left the reasoning inline (DeepSeek-R1 or QwQ without a reasoning parser); an unclosed `<think>`
 * means the reply was cut inside its reasoning and holds no answer.
 */
function answerStart(text) {
    const close = text.lastIndexOf("</think>");
    if (close >= 0)
        return close + "</think>".length;
    return /^\s*<think>/.test(text) ? text.length : 0;
}
/** Offset of the last `tag` in the final answer, or -1. */
function finalTagAt(content, tag) {
    const at = content.lastIndexOf(tag);
    return at >= answerStart(content) ? at : -1;
}
/** Where the content's text begins in the tokens' joined text (they may also cover reasoning), or null. */
function contentOffset(joined, content) {
    if (content === "")
        return null;
    if (joined.endsWith(content))
        return joined.length - content.length;
    const at = joined.lastIndexOf(content);
    return at >= 0 ? at : null;
}
/**
 * Index of the token holding the first non-whitespace character after the final answer's last
 * `tag`, or null. The tag is found in the content, then located in the token stream (which may
 * hold reasoning before the content, or a draft tag), so a draft's letter is never read. Works on
 * character offsets: a tag split over tokens (`<score`, `_A`, `>`) or fused with the letter is
 * found the same way.
 */
function scorePosition(tokens, tag, content) {
    const joined = tokens.map((t) => tokenText(t.token)).join("");
    const text = content ?? joined;
    const inContent = finalTagAt(text, tag);
    const offset = contentOffset(joined, text);
    if (inContent < 0 || offset === null)
        return null;
    const tagEnd = offset + inContent + tag.length;
    let start = 0;
    for (let i = 0; i < tokens.length; i += 1) {
        const token = tokenText(tokens[i].token);
        const end = start + token.length;
        if (end > tagEnd && token.slice(Math.max(0, tagEnd - start)).trim() !== "")
            return i;
        start = end;
    }
    return null;
}
/** The grade distribution at one position: its alternatives, plus the sampled token if absent. */
function positionGrades(position) {
    const seen = new Set();
    const grades = [];
    for (const alt of [...position.top, { token: position.token, logprob: position.logprob }]) {
        if (seen.has(alt.token))
            continue;
        seen.add(alt.token);
        const value = tokenGrade(alt.token);
        if (value !== null && Number.isFinite(alt.logprob))
            grades.push({ value, p: Math.exp(Math.min(0, alt.logprob)) });
    }
    return sumByGrade(grades);
}
/** The letter written right after the final answer's last `tag`, as a grade, or null. */
function writtenGrade(text, tag) {
    const at = finalTagAt(text, tag);
    if (at < 0)
        return null;
    const match = /^[\s:*"'([]*([A-Za-z])(?![A-Za-z])/.exec(text.slice(at + tag.length));
    return match?.[1] === undefined ? null : letterValue(match[1]);
}
/**
 * score = (E − 1) / 19, E = Σ p·v / Σ p at the score position (mode `logprobs`); else the written
 * letter's (v − 1) / 19 (mode `text`, mass 1); else null (mode `failed`, mass 0).
 */
function scoreSlot(reply, slot) {
    const tag = scoreTag(slot);
    const written = writtenGrade(reply.text, tag);
    if (reply.tokens !== null) {
        const index = scorePosition(reply.tokens, tag, reply.text);
        // the sampled token must be the letter the text shows there, else the tokens are not aligned
        const aligned = index !== null && (written === null || tokenGrade(reply.tokens[index].token) === written);
        const grades = aligned ? positionGrades(reply.tokens[index]) : [];
        const mass = gradeMass(grades);
        const score = expectedScore(grades);
        if (score !== null && mass >= MIN_LETTER_MASS)
            return { score, mode: "logprobs", mass: clamp01(mass) };
    }
    if (written !== null)
        return { score: normalizeGrade(written), mode: "text", mass: 1 };
    return { score: null, mode: "failed", mass: 0 };
}

// EXTERNAL MODULE: ./src/judge/usage.ts
var usage = __webpack_require__(3448);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/judge/sampler.ts








/** Timeouts in a row after which the endpoint is taken as stalled and no further call is made. */
const STALL_TIMEOUTS = 2;
/**
 * The endpoint counted fewer prompt tokens than this share of our own count: it cut the prompt
 * (Ollama's default context keeps the end and answers anyway). Another tokenizer differs from
 * o200k_base by well under half; a cut prompt is usually a fraction of the original.
 */
const TRUNCATION_RATIO = 0.5;
/** Adaptations per sample: one per refusable parameter (logprobs, a cap, token param, effort). */
const MAX_ADAPTATIONS = 4;
function newRunState(config) {
    return {
        mode: "logprobs", tokenParam: "max_tokens", topLogprobs: judge_client/* TOP_LOGPROBS */.f4, reasoningEffort: config.reasoningEffort,
        budgetSpent: 0, usage: model/* EMPTY_USAGE */.uZ, cacheHits: 0, stopped: null, timedOutAfter: null, consecutiveTimeouts: 0,
        answered: false, firstReplyBy: Number.POSITIVE_INFINITY, contextLimit: null, errors: [], notes: [],
    };
}
function note(list, text) {
    if (!list.includes(text))
        list.push(text);
}
/** What identifies one sample in the cache: the prompt (nonce-free), the model, the read mode, the repeat, the reply bound. */
function sampleKey(config, request, hash, mode) {
    return { promptHash: hash, model: config.model, mode, repeat: request.repeat, maxOutputTokens: config.maxOutputTokens };
}
/** Every cache file these requests may read, in either read mode: what a shared store is asked to fill. */
function plannedSamples(config, requests) {
    const files = requests.flatMap((request) => {
        const hash = (0,judge_prompt/* promptHash */.Lc)(request.messages, request.nonce);
        return ["logprobs", "text"].map((mode) => cacheFileName(sampleKey(config, request, hash, mode)));
    });
    return { scope: cacheScope(config.model, config.maxOutputTokens, config.rubric.criteria), files: [...new Set(files)].sort() };
}
async function fromCache(config, state, request, hash) {
    const modes = state.mode === "text" ? ["text"] : ["logprobs", "text"];
    for (const mode of modes) {
        const key = sampleKey(config, request, hash, mode);
        const cached = await readCached(config.cacheDir, key);
        if (cached !== null) {
            state.cacheHits += 1;
            return (0,aggregate/* toSample */.qF)(request.repeat, cached.slotA, cached.slotB);
        }
    }
    return null;
}
/** Changes the run's request shape after a refused parameter; notes it once. */
function adapt(state, change, error) {
    if (change.kind === "token-param") {
        state.tokenParam = "max_completion_tokens";
        note(state.notes, "the endpoint wants max_completion_tokens; sent that instead of max_tokens");
    }
    else if (change.kind === "top-logprobs-cap") {
        state.topLogprobs = change.cap;
        note(state.notes, `the endpoint allows at most ${change.cap} top_logprobs; asked for ${change.cap}`);
    }
    else if (change.kind === "reasoning-effort-unsupported") {
        state.reasoningEffort = null;
        note(state.notes, "the endpoint does not take reasoning_effort; sent requests without it");
    }
    else {
        state.mode = "text";
        note(state.notes, `the endpoint does not return logprobs for this model (${error}); scores read from the written letters for the rest of the run`);
    }
}
/** Two timeouts in a row stop the run; the reason names the bound that fired (the call's, or the wall's). */
function recordTimeouts(config, state, outcome) {
    if (outcome.kind !== "timeout") {
        state.consecutiveTimeouts = 0;
        return;
    }
    state.consecutiveTimeouts += 1;
    if (!state.answered && Date.now() >= state.firstReplyBy) {
        stopUnanswered(config, state);
        return;
    }
    if (state.consecutiveTimeouts >= STALL_TIMEOUTS && state.stopped === null) {
        const bound = outcome.ms < config.callTimeoutMs ? config.wallBudgetMs : config.callTimeoutMs;
        state.timedOutAfter = (0,judge_client/* seconds */.YA)(bound);
        state.stopped = `judge timed out after ${state.timedOutAfter} s`;
    }
}
/** The endpoint never answered by the first-reply bound: the run stops, naming that bound. */
function stopUnanswered(config, state) {
    if (state.stopped !== null)
        return;
    state.timedOutAfter = (0,judge_client/* seconds */.YA)(config.callTimeoutMs + config.setupAllowanceMs);
    state.stopped = `judge timed out after ${state.timedOutAfter} s: the endpoint never answered`;
}
/** Any HTTP reply, even a refusal, shows the endpoint is up. */
const ANSWERED_KINDS = new Set(["ok", "adapt", "context-length", "fatal"]);
async function askEndpoint(client, config, state, request, deadline) {
    // until the endpoint has answered once, set-up and calls share one bound from the verification's start
    const bound = state.answered ? deadline : Math.min(deadline, state.firstReplyBy);
    const policy = { timeoutMs: config.callTimeoutMs, maxRetries: config.maxRetries, deadline: bound };
    let mode = state.mode;
    let outcome = { calls: 0, kind: "failed", error: "not asked" };
    for (let tries = 0; tries <= MAX_ADAPTATIONS; tries += 1) {
        mode = state.mode;
        outcome = await (0,judge_client/* callJudge */.Q5)(client, {
            model: config.model, messages: request.messages, logprobs: mode === "logprobs", topLogprobs: state.topLogprobs,
            maxOutputTokens: config.maxOutputTokens, tokenParam: state.tokenParam, reasoningEffort: state.reasoningEffort,
        }, policy);
        state.usage = (0,usage/* addUsage */.vk)(state.usage, { ...model/* EMPTY_USAGE */.uZ, calls: outcome.calls });
        if (ANSWERED_KINDS.has(outcome.kind))
            state.answered = true;
        recordTimeouts(config, state, outcome);
        if (outcome.kind !== "adapt")
            break;
        adapt(state, outcome.change, outcome.error);
    }
    return { outcome, mode };
}
async function takeSample(client, config, state, request, deadline) {
    const hash = (0,judge_prompt/* promptHash */.Lc)(request.messages, request.nonce);
    const cached = await fromCache(config, state, request, hash);
    if (cached !== null)
        return cached;
    const label = `${request.criterionId}#${request.repeat}`;
    if (!state.answered && Date.now() >= state.firstReplyBy)
        stopUnanswered(config, state);
    if (state.stopped !== null || state.contextLimit !== null)
        return (0,aggregate/* failedSample */.mD)(request.repeat);
    if (Date.now() >= deadline) {
        state.timedOutAfter = (0,judge_client/* seconds */.YA)(config.wallBudgetMs);
        state.stopped = `judge timed out after ${state.timedOutAfter} s`;
        return (0,aggregate/* failedSample */.mD)(request.repeat);
    }
    if (state.budgetSpent + request.estimatedTokens > config.tokenBudget) {
        note(state.errors, `token budget of ${config.tokenBudget} per verdict reached; later samples not taken`);
        return (0,aggregate/* failedSample */.mD)(request.repeat);
    }
    const { outcome, mode } = await askEndpoint(client, config, state, request, deadline);
    if (outcome.kind !== "ok") {
        if (outcome.kind === "fatal")
            state.stopped = outcome.error;
        if (outcome.kind === "context-length")
            state.contextLimit = outcome.limit ?? 0;
        note(state.errors, `${label}: ${outcome.error}`);
        return (0,aggregate/* failedSample */.mD)(request.repeat);
    }
    state.usage = (0,usage/* addUsage */.vk)(state.usage, { ...outcome.usage, calls: 0 });
    state.budgetSpent += (outcome.usage.inputTokens || request.promptTokens) + outcome.usage.outputTokens;
    const reported = outcome.usage.inputTokens;
    if (reported > 0 && reported < request.promptTokens * TRUNCATION_RATIO) {
        const why = `the endpoint truncated the prompt (${reported} of ${request.promptTokens} tokens)`;
        state.stopped ??= `${why}; give the model a larger context (Ollama: num_ctx)`;
        note(state.errors, `${label}: ${why}`);
        return (0,aggregate/* failedSample */.mD)(request.repeat);
    }
    if (mode === "logprobs" && outcome.reply.tokens === null) {
        state.mode = "text";
        note(state.notes, "the endpoint returned no logprobs; scores read from the written letters");
    }
    const slotA = scoreSlot(outcome.reply, "A");
    const slotB = scoreSlot(outcome.reply, "B");
    const sample = (0,aggregate/* toSample */.qF)(request.repeat, slotA, slotB);
    if (sample.mode === "failed") {
        const cut = outcome.reply.finishReason === "length" ? " (it was cut at the reply bound; raise --max-reply-tokens)" : "";
        note(state.errors, `${label}: the reply had no readable <score_A>/<score_B> letters${cut}`);
    }
    else {
        await writeCached(config.cacheDir, sampleKey(config, request, hash, mode), { slotA, slotB }).catch((error) => note(state.notes, `cache not written: ${(0,errors/* oneLine */.T)(error)}`));
    }
    return sample;
}


/***/ }),

/***/ 5569:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dp: () => (/* binding */ clipHeadTail),
/* harmony export */   ih: () => (/* binding */ countTokens)
/* harmony export */ });
/* unused harmony exports EXACT_COUNT_CHARS, CHARS_PER_TOKEN_ESTIMATE, COUNT_MEMO_CHARS, CountMemo, omissionMarker */
/* harmony import */ var js_tiktoken_lite__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1021);
/* harmony import */ var js_tiktoken_ranks_o200k_base__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5913);
/**
 * Token counting and clipping with a real BPE tokenizer (o200k_base, pure JS, bundled, no network),
 * so prompt budgets are in the unit endpoints bill and limit by.
 */


let encoder = null;
function tokenizer() {
    encoder ??= new js_tiktoken_lite__WEBPACK_IMPORTED_MODULE_0__/* .Tiktoken */ .s(js_tiktoken_ranks_o200k_base__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A);
    return encoder;
}
/** Texts longer than this are counted by estimate: exact BPE over megabytes costs seconds. */
const EXACT_COUNT_CHARS = 400_000;
/** Rough characters per token for the estimate (o200k averages ~4 on English and code). */
const CHARS_PER_TOKEN_ESTIMATE = 4;
/** A window of this many characters per wanted token always holds enough tokens to cut from. */
const CHARS_PER_TOKEN_WINDOW = 12;
function encode(text) {
    return tokenizer().encode(text, [], []);
}
/**
 * Counts kept for texts seen lately, bounded in characters: the judge counts each tool output again
 * when it renders the trajectory once more for a smaller context, and each prompt once per request.
 */
const COUNT_MEMO_CHARS = 4_000_000;
/** Token counts by text, the oldest dropped first once the texts held pass `maxChars`. */
class CountMemo {
    maxChars;
    counts = new Map();
    chars = 0;
    constructor(maxChars) {
        this.maxChars = maxChars;
    }
    get heldChars() {
        return this.chars;
    }
    get(text) {
        return this.counts.get(text);
    }
    set(text, tokens) {
        if (text.length > this.maxChars || this.counts.has(text))
            return;
        while (this.chars + text.length > this.maxChars) {
            const oldest = this.counts.keys().next().value;
            this.counts.delete(oldest);
            this.chars -= oldest.length;
        }
        this.counts.set(text, tokens);
        this.chars += text.length;
    }
}
const memo = new CountMemo(COUNT_MEMO_CHARS);
function countTokens(text) {
    if (text.length > EXACT_COUNT_CHARS)
        return Math.ceil(text.length / CHARS_PER_TOKEN_ESTIMATE);
    const known = memo.get(text);
    if (known !== undefined)
        return known;
    const tokens = encode(text).length;
    memo.set(text, tokens);
    return tokens;
}
/** The omission marker every cut leaves behind. */
function omissionMarker(tokens, estimated = false) {
    return `[… ${estimated ? "~" : ""}${tokens} tokens omitted]`;
}
/**
 * The first `head` and last `tail` tokens of `text` around an `[… N tokens omitted]` marker, or the
 * whole text when it has at most head + tail tokens.
 */
function clipHeadTail(text, head, tail) {
    const estimated = text.length > EXACT_COUNT_CHARS;
    const total = countTokens(text);
    if (total <= head + tail)
        return { text, omitted: 0 };
    const headIds = head > 0 ? encode(text.slice(0, head * CHARS_PER_TOKEN_WINDOW)).slice(0, head) : [];
    const tailIds = tail > 0 ? encode(text.slice(-tail * CHARS_PER_TOKEN_WINDOW)).slice(-tail) : [];
    const omitted = total - headIds.length - tailIds.length;
    const parts = [tokenizer().decode(headIds), omissionMarker(omitted, estimated), tokenizer().decode(tailIds)];
    return { text: parts.filter((p) => p !== "").join("\n"), omitted };
}


/***/ })

};
