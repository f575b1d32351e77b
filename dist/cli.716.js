export const id = 716;
export const ids = [716];
export const modules = {

/***/ 8716:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_CANDIDATES: () => (/* binding */ MAX_CANDIDATES),
  RANK_MARKER: () => (/* reexport */ RANK_MARKER),
  RANK_PROMPT_VERSION: () => (/* reexport */ RANK_PROMPT_VERSION),
  rank: () => (/* binding */ rank),
  rankMarkdown: () => (/* reexport */ rankMarkdown),
  rankTable: () => (/* reexport */ rankTable)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/judge/config.ts + 2 modules
var judge_config = __webpack_require__(2837);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var redact = __webpack_require__(4903);
// EXTERNAL MODULE: ./src/verify.ts + 12 modules
var verify = __webpack_require__(1758);
;// CONCATENATED MODULE: ./src/rank/candidates.ts
/**
 * The deterministic half of ranking: every candidate verified on its own with judging off, exactly
 * as `verify --no-llm` would, and placed in its tier. An unreadable candidate stays in the ranking,
 * last, with its reason; it never stops the others from being ranked.
 */



function blockingFindings(checks) {
    return checks.filter((check) => check.status === "fail" && check.blocking);
}
function tierOf(report, error) {
    if (error !== null || report.verdict === "error")
        return 2;
    return blockingFindings(report.checks).length > 0 ? 1 : 0;
}
async function loadOne(input, index, options) {
    const result = await (0,verify.verify)({
        transcriptPath: input.transcript,
        format: options.format,
        diff: input.diff === undefined ? undefined : { path: input.diff },
        repoDir: options.repoDir,
        maxTranscriptBytes: options.maxTranscriptBytes,
        noLlm: true,
        judge: options.judge,
        env: options.env,
    });
    // verify() read the diff already; it is read again here only for the judge's slot
    const diff = input.diff === undefined || result.inputError !== null ? null : (0,redact/* redactSecrets */.fp)(await (0,promises_.readFile)(input.diff, "utf8")).text;
    const error = result.inputError;
    const { report, trajectory } = result;
    return { index, transcript: input.transcript, report, trajectory, diff, tier: tierOf(report, error), error };
}
/** Verifies the candidates one after another (each may be large; memory stays bounded by one). */
async function loadCandidates(inputs, options) {
    const candidates = [];
    for (const [index, input] of inputs.entries())
        candidates.push(await loadOne(input, index, options));
    return candidates;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/checks/verification.ts + 36 modules
var verification = __webpack_require__(6689);
// EXTERNAL MODULE: ./src/judge/client.ts + 2 modules
var judge_client = __webpack_require__(455);
// EXTERNAL MODULE: ./src/judge/fence.ts
var fence = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/judge/render.ts
var render = __webpack_require__(5763);
// EXTERNAL MODULE: ./src/judge/sampler.ts + 3 modules
var sampler = __webpack_require__(1253);
// EXTERNAL MODULE: ./src/judge/usage.ts
var usage = __webpack_require__(3448);
// EXTERNAL MODULE: ./src/judge/aggregate.ts
var aggregate = __webpack_require__(1044);
// EXTERNAL MODULE: ./src/judge/tokens.ts
var tokens = __webpack_require__(5569);
// EXTERNAL MODULE: ./src/judge/pool.ts
var pool = __webpack_require__(3693);
// EXTERNAL MODULE: ./src/judge/prompt.ts
var judge_prompt = __webpack_require__(3581);
;// CONCATENATED MODULE: ./src/rank/prompt.ts


const RANK_PROMPT_VERSION = "agent-verdict/rank-prompt@2";
/** Why both slots hold real work: without it a judge primed for "agent vs nothing" inflates one slot. */
const PAIR_NOTE = "Both slots hold real attempts at the same task by coding agents. Rate each slot on its own evidence; " +
    "both may deserve the same letter. Which slot is first carries no meaning.";
function checksOf(slot, checks, nonce) {
    const lines = checks.length === 0 ? ["(no deterministic checks ran)"] : checks.map((c) => (0,judge_prompt/* renderCheck */.d3)(c, nonce));
    return [`## Deterministic checks (trusted; about the trajectory in slot ${slot} only)`, ...lines].join("\n");
}
/** The user-message prefix shared by every criterion of one slot order. */
function pairPrefix(input, slotA, slotB) {
    const { nonce } = input;
    return [
        "## Task",
        (0,fence/* fence */.EU)("task", input.task ?? "(the transcripts do not state the task)", nonce),
        PAIR_NOTE,
        "## Trajectory in slot A",
        (0,fence/* fence */.EU)("slot A", slotA.text, nonce),
        "## Trajectory in slot B",
        (0,fence/* fence */.EU)("slot B", slotB.text, nonce),
        "## Rating scale",
        judge_prompt/* SCALE */.Xt,
        checksOf("A", slotA.checks, nonce),
        checksOf("B", slotB.checks, nonce),
        "",
    ].join("\n\n");
}
function pairMessages(input, slotA, slotB, criterion) {
    return [
        { role: "system", content: (0,judge_prompt/* systemMessage */.H4)(input.rubric) },
        { role: "user", content: `${pairPrefix(input, slotA, slotB)}${(0,judge_prompt/* criterionSuffix */.Nw)(criterion)}` },
    ];
}

;// CONCATENATED MODULE: ./src/rank/compare.ts





/**
 * |margin| up to one grade on the 20-letter scale (1/19 ≈ 0.053) is a tie: the judge's own spread
 * between slot orders is about that large, so a smaller gap says nothing about which is better.
 */
const TIE_MARGIN = 1 / 19;
/** The prompts of one comparison, per repeat and criterion: what identifies its samples. */
function pairPrompts(context, x, y) {
    const { config, prompt } = context;
    const perOrder = [false, true].map((swapped) => config.rubric.criteria.map((criterion) => {
        const messages = swapped ? pairMessages(prompt, y, x, criterion) : pairMessages(prompt, x, y, criterion);
        return { criterionId: criterion.id, messages };
    }));
    return Array.from({ length: config.repeats }, (_, repeat) => perOrder[(0,aggregate/* isSwapped */.lz)(repeat) ? 1 : 0].map((p) => ({ ...p, repeat, nonce: prompt.nonce }))).flat();
}
function requestsFor(context, x, y) {
    const counted = new Map();
    return pairPrompts(context, x, y).map((p) => {
        // the two slot orders repeat across repeats: each prompt is counted once
        const promptTokens = counted.get(p.messages) ?? (0,tokens/* countTokens */.ih)(p.messages.map((m) => m.content).join("\n"));
        counted.set(p.messages, promptTokens);
        return { ...p, promptTokens, estimatedTokens: promptTokens + context.config.maxOutputTokens };
    });
}
function pairSample(sample) {
    const { repeat, swapped, mode, mass } = sample;
    return { repeat, swapped, xScore: sample.score, yScore: sample.baselineScore, mode, mass };
}
/** Judges x against y on every criterion, both slot orders; never throws (a failed call is a failed sample). */
async function comparePair(context, x, y) {
    const { client, config, state, deadline } = context;
    const requests = requestsFor(context, x, y);
    const samples = await (0,pool/* runPool */.k)(requests.map((request) => () => (0,sampler/* takeSample */.ov)(client, config, state, request, deadline)), config.concurrency);
    const criteria = config.rubric.criteria.map((criterion) => {
        const own = samples.filter((_, i) => requests[i].criterionId === criterion.id);
        const scored = (0,aggregate/* aggregateCriterion */.Hs)(criterion.id, criterion.name, own);
        const pairSamples = scored.samples.map(pairSample);
        return { id: criterion.id, name: criterion.name, xScore: scored.score, yScore: scored.baselineScore, samples: pairSamples };
    });
    const complete = criteria.every((c) => c.xScore !== null && c.yScore !== null);
    const margin = complete ? criteria.reduce((sum, c) => sum + c.xScore - c.yScore, 0) / criteria.length : null;
    return { margin, criteria };
}
/** 1 for a win of x, ½ for a tie (|margin| ≤ TIE_MARGIN), 0 for a loss. */
function winValue(margin) {
    if (Math.abs(margin) <= TIE_MARGIN)
        return 0.5;
    return margin > 0 ? 1 : 0;
}

// EXTERNAL MODULE: ./src/rank/order.ts
var rank_order = __webpack_require__(874);
;// CONCATENATED MODULE: ./src/rank/tournament.ts
/**
 * The pivot tournament: compare every candidate against a pivot, re-pivot on the leader, and stop
 * after a budget of comparisons. Pure scheduling over an async `compare`; it never sees a prompt.
 * After the llm-as-a-verifier pivot tournament (pivot_tournament.py), with re-pivoting in place of
 * its fixed top-k pivot set.
 */

/**
 * budget(n) = min(C(n, 2), max(n − 1, ⌈n·log₂ n⌉)): at least one pivot round, at most every pair,
 * O(N log N) in between.
 */
function comparisonBudget(n) {
    if (n < 2)
        return 0;
    const pairs = (n * (n - 1)) / 2;
    return Math.min(pairs, Math.max(n - 1, Math.ceil(n * Math.log2(n))));
}
/** Wins, comparisons and margin sums per candidate from the comparisons played. */
function standings(n, played) {
    const table = Array.from({ length: n }, () => ({ wins: 0, comparisons: 0, marginSum: 0 }));
    for (const { x, y, margin } of played) {
        if (margin === null)
            continue;
        const win = winValue(margin);
        table[x].wins += win;
        table[y].wins += 1 - win;
        table[x].comparisons += 1;
        table[y].comparisons += 1;
        table[x].marginSum += margin;
        table[y].marginSum -= margin;
    }
    return table;
}
/** preference = wins / comparisons; null for a candidate that no usable comparison covers. */
function preference(standing) {
    return standing.comparisons === 0 ? null : standing.wins / standing.comparisons;
}
/** meanMargin = marginSum / comparisons; null without a usable comparison. */
function meanMargin(standing) {
    return standing.comparisons === 0 ? null : standing.marginSum / standing.comparisons;
}
/**
 * The leader among `pool`: highest preference, then highest mean margin, then earliest in `seed`
 * (the deterministic order the tournament started from).
 */
function leader(pool, table, seed) {
    const key = (i) => [preference(table[i]) ?? -1, meanMargin(table[i]) ?? -Infinity, -seed.indexOf(i)];
    return [...pool].sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        for (let k = 0; k < ka.length; k += 1)
            if (ka[k] !== kb[k])
                return kb[k] - ka[k];
        return 0;
    })[0];
}
/**
 * Runs the tournament over candidates `seed` (indices, best deterministic standing first): the
 * first pivot is seed[0]; each pivot meets every candidate it has not met, the challenger in slot
 * x; then the leader among the candidates not yet pivots becomes the next pivot. Stops when the
 * budget is spent or every pair has met.
 */
async function runTournament(seed, budget, compare) {
    const played = [];
    const met = new Set();
    const pairKey = (a, b) => (a < b ? `${a}:${b}` : `${b}:${a}`);
    const pivots = new Set();
    let pivot = seed[0];
    const n = Math.max(-1, ...seed) + 1;
    while (pivot !== undefined && played.length < budget) {
        pivots.add(pivot);
        for (const challenger of seed) {
            if (played.length >= budget)
                break;
            if (challenger === pivot || met.has(pairKey(challenger, pivot)))
                continue;
            met.add(pairKey(challenger, pivot));
            played.push({ x: challenger, y: pivot, margin: await compare(challenger, pivot) });
        }
        const table = standings(n, played);
        pivot = leader(seed.filter((i) => !pivots.has(i)), table, seed);
    }
    return played;
}

;// CONCATENATED MODULE: ./src/rank/judged.ts
/**
 * The judged half of ranking: within each deterministic tier, a pivot tournament of pairwise
 * comparisons. Each slot shows a candidate rendered at half the judge's usual budget, so a
 * two-candidate prompt costs about what one verify prompt costs.
 */













/** Where rank samples go within a judge cache folder: a folder of their own prompt version. */
function rankCacheDir(cacheDir) {
    return (0,external_node_path_.join)(cacheDir, RANK_PROMPT_VERSION.replace(/[^A-Za-z0-9@.-]+/g, "_"));
}
/**
 * The Actions cache is planned over every ordered pair (each built and hashed once): past this many
 * (16 candidates in one tier), planning costs more than the comparisons a pivot tournament plays.
 */
const MAX_PLANNED_PAIRS = 240;
/** Two trajectories share one prompt: each gets this share of the judge's render budget. */
const SLOT_RENDER_SHARE = 0.5;
function skippedJudging(reason) {
    return {
        status: "skipped", reason, model: null, promptVersion: RANK_PROMPT_VERSION, repeats: null, budget: 0, comparisons: [],
        usage: { calls: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 }, cacheHits: 0, notes: [], errors: [],
    };
}
/** The candidates of each tier that can be judged (a readable transcript), best deterministic standing first. */
function tiersToJudge(candidates) {
    const judgeable = candidates.filter((c) => c.tier < 2 && c.trajectory !== null);
    const key = (c) => ({ tier: c.tier, preference: null, evidence: c.report.evidenceScore });
    const byEvidence = (a, b) => (0,rank_order/* compareKeys */.YD)(key(a), key(b)) || a.index - b.index;
    return [0, 1].map((tier) => judgeable.filter((c) => c.tier === tier).sort(byEvidence)).filter((tier) => tier.length >= 2);
}
/**
 * The rank run's judge: half the render budget per slot, a cache folder of its own prompt version,
 * and, unless given, a token budget of one verdict's default per planned comparison.
 */
function rankConfig(config, plannedComparisons, tokenBudgetGiven) {
    const render = { ...config.render, total: Math.floor(config.render.total * SLOT_RENDER_SHARE) };
    const cacheDir = config.cacheDir === null ? null : rankCacheDir(config.cacheDir);
    const tokenBudget = tokenBudgetGiven ? config.tokenBudget : judge_config/* DEFAULT_TOKEN_BUDGET */.I1 * Math.max(1, plannedComparisons);
    return { ...config, render, cacheDir, tokenBudget };
}
function slotOf(candidate, config, custom) {
    const input = { trajectory: candidate.trajectory, checks: candidate.report.checks, diff: candidate.diff, prBody: null };
    const redacted = JSON.parse((0,redact/* redactSecrets */.fp)(JSON.stringify(input)).text);
    const isVerification = config.isVerification ?? ((command) => (0,verification/* classifyCommand */.IB)(command, custom) !== null);
    return { text: (0,render/* renderTrajectory */.QH)(redacted, config.render, isVerification).text, checks: redacted.checks };
}
/**
 * Every sample file the tournaments may read: each ordered pair within a tier (which one a pivot
 * tournament compares is known only as it runs), named as the judge's cache names them.
 */
function plannedRankSamples(config, prompt, tiers, slots) {
    const pairs = tiers.flatMap((tier) => tier.flatMap((x) => tier.filter((y) => y !== x).map((y) => [x.index, y.index])));
    const prompts = pairs.flatMap(([x, y]) => pairPrompts({ config, prompt }, slots.get(x), slots.get(y)));
    const planned = (0,sampler/* plannedSamples */.OA)(config, prompts.map((p) => ({ ...p, promptTokens: 0, estimatedTokens: 0 })));
    return { scope: `${RANK_PROMPT_VERSION}\n${planned.scope}`, files: planned.files };
}
/** Runs the tournaments; never throws (a failed call is a failed comparison, reported). */
async function judgeCandidates(candidates, base, tokenBudgetGiven) {
    const tiers = tiersToJudge(candidates);
    const budget = tiers.reduce((sum, tier) => sum + comparisonBudget(tier.length), 0);
    if (budget === 0) {
        return { ...skippedJudging("fewer than two readable candidates in any tier: nothing to compare"), model: base.model };
    }
    const config = rankConfig(base, budget, tokenBudgetGiven);
    (0,redact/* addSecretValues */._j)([config.apiKey]);
    const custom = config.rubric.settings.verification.map((source) => new RegExp(source));
    const slots = new Map(tiers.flat().map((c) => [c.index, slotOf(c, config, custom)]));
    const task = tiers.flat().map((c) => c.trajectory.task).find((t) => t !== null) ?? null;
    const clipped = task === null ? null : (0,render/* clip */.$Q)((0,redact/* redactSecrets */.fp)(task).text, config.render.task);
    const prompt = { task: clipped, rubric: config.rubric, nonce: (0,fence/* newNonce */.Yd)() };
    const state = (0,sampler/* newRunState */.PG)(config);
    const client = (0,judge_client/* makeClient */.yu)(config.baseURL, config.apiKey);
    // the action's shared store fills the cache folder first, within its own bound: the wall is the endpoint's
    const orderedPairs = tiers.reduce((sum, tier) => sum + tier.length * (tier.length - 1), 0);
    if (config.sampleStore !== null && orderedPairs > MAX_PLANNED_PAIRS) {
        state.notes.push(`judge cache not used: ${orderedPairs} ordered pairs to plan, over ${MAX_PLANNED_PAIRS}`);
    }
    else
        await config.sampleStore?.restore(plannedRankSamples(config, prompt, tiers, slots));
    const context = { client, config, state, deadline: Date.now() + config.wallBudgetMs, prompt };
    const comparisons = [];
    for (const tier of tiers) {
        const seed = tier.map((c) => c.index);
        await runTournament(seed, comparisonBudget(tier.length), async (x, y) => {
            const result = await comparePair(context, slots.get(x), slots.get(y));
            comparisons.push({ x, y, result });
            return result.margin;
        });
    }
    const usable = comparisons.filter((c) => c.result.margin !== null).length;
    const status = usable === 0 ? "failed" : "ok";
    const why = state.stopped ?? state.errors[0] ?? "no usable sample";
    const reason = status === "ok"
        ? `judged ${usable} of ${comparisons.length} comparisons with ${config.model} (budget ${budget})`
        : `judging failed: no comparison had a usable score for every criterion (${why})`;
    return {
        status, reason, model: config.model, promptVersion: RANK_PROMPT_VERSION, repeats: config.repeats, budget, comparisons,
        usage: { ...state.usage, costUsd: (0,usage/* usageCost */.Dp)(state.usage, config.price) },
        cacheHits: state.cacheHits,
        notes: state.notes,
        errors: state.errors,
    };
}

;// CONCATENATED MODULE: ./src/rank/report.ts




const RANK_SCHEMA = "agent-verdict/rank@1";
function rankKeys(candidates, judging) {
    const table = standings(candidates.length, judging.comparisons.map(({ x, y, result }) => ({ x, y, margin: result.margin })));
    return candidates.map((c, i) => ({ tier: c.tier, preference: preference(table[i]), evidence: c.report.evidenceScore }));
}
function comparisonOf(candidates, { x, y, result }) {
    const names = [candidates[x].transcript, candidates[y].transcript];
    const win = result.margin === null ? null : winValue(result.margin);
    const winner = win === null ? null : win === 0.5 ? "tie" : win === 1 ? names[0] : names[1];
    return { x: names[0], y: names[1], margin: result.margin, winner, criteria: result.criteria };
}
function buildRankReport(candidates, judging, warnings) {
    const table = standings(candidates.length, judging.comparisons.map(({ x, y, result }) => ({ x, y, margin: result.margin })));
    const order = (0,rank_order/* rankOrder */.pA)(rankKeys(candidates, judging));
    const ranked = order.map((i, position) => {
        const c = candidates[i];
        const standing = table[i];
        return {
            rank: position + 1,
            transcript: c.transcript,
            verdict: c.report.verdict,
            score: c.report.score,
            evidenceScore: c.report.evidenceScore,
            tier: c.tier,
            blockingFindings: blockingFindings(c.report.checks).map((check) => ({ id: check.id, summary: check.summary })),
            wins: standing.wins,
            comparisons: standing.comparisons,
            preference: preference(standing),
            meanMargin: meanMargin(standing),
            error: c.error,
        };
    });
    const { comparisons, usage, ...judge } = judging;
    const played = comparisons.map((c) => comparisonOf(candidates, c));
    return { schema: RANK_SCHEMA, candidates: ranked, comparisons: played, judge, usage, warnings };
}

// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(1211);
;// CONCATENATED MODULE: ./src/rank/output.ts
/** The rank report as a plain-text table (stdout) and as a markdown comment (untrusted names made inert). */

/** A long path would push the table off a terminal; its tail names it. */
const NAME_CHARS = 48;
const SUMMARY_CHARS = 120;
const fixed = (value, digits = 3) => (value === null ? "–" : value.toFixed(digits));
const signed = (value) => (value === null ? "–" : `${value >= 0 ? "+" : ""}${value.toFixed(3)}`);
const tail = (text, max) => (text.length <= max ? text : `…${text.slice(text.length - max + 1)}`);
const head = (text, max) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
function record(c) {
    return c.comparisons === 0 ? "–" : `${c.wins}/${c.comparisons}`;
}
function findings(c) {
    if (c.error !== null)
        return `error: ${c.error}`;
    return c.blockingFindings.map((f) => f.id).join(", ") || "–";
}
function rankTable(report) {
    const rows = report.candidates.map((c) => {
        const name = tail(c.transcript, NAME_CHARS);
        return [String(c.rank), name, fixed(c.evidenceScore), record(c), signed(c.meanMargin), findings(c)];
    });
    const header = ["rank", "candidate", "evidence", "wins/comparisons", "mean margin", "blocking findings"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells.map((text, i) => (i === cells.length - 1 ? text : text.padEnd(widths[i]))).join("  ");
    const judge = `judge: ${report.judge.status} — ${report.judge.reason}`;
    return `${[line(header), ...rows.map(line), judge, ...report.warnings.map((w) => `warning: ${w}`)].join("\n")}\n`;
}
/** The hidden first line of a rank comment: the action finds its own comment on an issue by it. */
const RANK_MARKER = "<!-- agent-verdict:rank:v1 -->";
const pathLabel = (c) => (0,sanitize/* code */.aY)(tail(c.transcript, NAME_CHARS));
function rankMarkdown(report, label = pathLabel) {
    const best = report.candidates[0];
    const lead = best === undefined ? "No candidates." : `**Best attempt: ${label(best)}** of ${report.candidates.length}.`;
    const rows = report.candidates.map((c) => {
        const found = c.blockingFindings.map((f) => `${(0,sanitize/* code */.aY)(f.id)}: ${(0,sanitize/* cell */.Hn)(head(f.summary, SUMMARY_CHARS))}`).join("<br>") || "–";
        const blocking = c.error !== null ? (0,sanitize/* cell */.Hn)(head(c.error, SUMMARY_CHARS)) : found;
        return `| ${c.rank} | ${label(c)} | ${c.verdict} | ${fixed(c.evidenceScore)} | ${record(c)} | ${signed(c.meanMargin)} | ${blocking} |`;
    });
    const judge = report.judge.status === "ok"
        ? `Pairwise judge: ${(0,sanitize/* cell */.Hn)(report.judge.model ?? "")}, ${report.comparisons.length} comparisons (budget ${report.judge.budget}), ${report.usage.calls} calls, ${report.judge.cacheHits} samples from the cache.`
        : `Pairwise judge ${report.judge.status}: ${(0,sanitize/* cell */.Hn)(report.judge.reason)}. Ranked by deterministic checks and evidence score only.`;
    return [
        RANK_MARKER,
        lead,
        "A candidate with a blocking finding ranks below every candidate without one; ties are broken by the evidence score.",
        "",
        "| rank | candidate | verdict | evidence | wins/comparisons | mean margin | blocking findings |",
        "|---:|---|---|---:|---:|---:|---|",
        ...rows,
        "",
        judge,
        "",
    ].join("\n");
}

;// CONCATENATED MODULE: ./src/rank/index.ts
/**
 * Ranks several attempts at one task, best first: deterministic checks decide the tiers, pairwise
 * judging orders each tier, the evidence score breaks ties. The public surface of src/rank/.
 */





/** Ranking more than this many attempts at once is a batch job, not a choice between PRs. */
const MAX_CANDIDATES = 32;
async function rank(options) {
    const count = options.candidates.length;
    if (count < 2)
        throw new errors/* InputError */.d(`rank needs at least two --transcript options, got ${count}`);
    if (count > MAX_CANDIDATES)
        throw new errors/* InputError */.d(`rank takes at most ${MAX_CANDIDATES} transcripts, got ${count}`);
    const env = options.env ?? process.env;
    // resolved once up front: a bad option is one usage error, not one error per candidate
    const resolved = (0,judge_config/* resolveJudgeConfig */.AH)({ ...options.judge, noLlm: options.noLlm }, env);
    const candidates = await loadCandidates(options.candidates, { ...options, env });
    const given = options.judge?.tokenBudget !== undefined && options.judge.tokenBudget !== null;
    const judging = resolved.status === "ready" ? await judgeCandidates(candidates, resolved.config, given) : skippedJudging(resolved.reason);
    return buildRankReport(candidates, judging, resolved.notes);
}




/***/ }),

/***/ 874:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YD: () => (/* binding */ compareKeys),
/* harmony export */   jn: () => (/* binding */ tiedAtTop),
/* harmony export */   pA: () => (/* binding */ rankOrder)
/* harmony export */ });
/**
 * The order of candidates: deterministic tier first (a blocking failure below every candidate
 * without one, an unreadable transcript last), then the judge's preference, then the evidence
 * score, then the order given. Pure, so eval can ask which candidates tie at the top.
 */
/** A missing number sorts below every present one. */
function higherFirst(a, b) {
    return (b ?? -Infinity) - (a ?? -Infinity);
}
/** Negative when `a` ranks above `b`, 0 when nothing but the given order separates them. */
function compareKeys(a, b) {
    if (a.tier !== b.tier)
        return a.tier - b.tier;
    const byPreference = higherFirst(a.preference, b.preference);
    if (byPreference !== 0 && !Number.isNaN(byPreference))
        return byPreference;
    const byEvidence = higherFirst(a.evidence, b.evidence);
    return Number.isNaN(byEvidence) ? 0 : byEvidence;
}
/** Indices in rank order; the given order breaks exact ties. */
function rankOrder(keys) {
    return keys.map((_, i) => i).sort((a, b) => compareKeys(keys[a], keys[b]) || a - b);
}
/** Every index whose key ties with the top-ranked one: the set a tie-break picks from. */
function tiedAtTop(keys) {
    const order = rankOrder(keys);
    if (order.length === 0)
        return [];
    const top = keys[order[0]];
    return order.filter((i) => compareKeys(keys[i], top) === 0);
}


/***/ })

};
