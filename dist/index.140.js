export const id = 140;
export const ids = [140];
export const modules = {

/***/ 91140:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRankMode: () => (/* binding */ runRankMode)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/github/publish/comment.ts
var comment = __webpack_require__(3798);
// EXTERNAL MODULE: ./src/github/api/octokit.ts
var octokit = __webpack_require__(53857);
// EXTERNAL MODULE: ./src/github/publish/publish.ts + 3 modules
var publish = __webpack_require__(15744);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var evidence_redact = __webpack_require__(34903);
// EXTERNAL MODULE: ./src/judge/criteria.ts
var judge_criteria = __webpack_require__(63822);
// EXTERNAL MODULE: ./src/judge/config.ts + 2 modules
var judge_config = __webpack_require__(42837);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/verify.ts + 2 modules
var verify = __webpack_require__(80394);
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
    const result = await (0,verify/* verify */.M)({
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
    const diff = input.diff === undefined || result.inputError !== null ? null : (0,evidence_redact/* redactSecrets */.fp)(await (0,promises_.readFile)(input.diff, "utf8")).text;
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

// EXTERNAL MODULE: ./src/checks/verification.ts + 36 modules
var verification = __webpack_require__(6689);
// EXTERNAL MODULE: ./src/judge/client.ts + 2 modules
var judge_client = __webpack_require__(90455);
// EXTERNAL MODULE: ./src/judge/fence.ts
var fence = __webpack_require__(62454);
// EXTERNAL MODULE: ./src/judge/render.ts
var render = __webpack_require__(15763);
// EXTERNAL MODULE: ./src/judge/sampler.ts + 3 modules
var sampler = __webpack_require__(41253);
// EXTERNAL MODULE: ./src/judge/usage.ts
var usage = __webpack_require__(13448);
// EXTERNAL MODULE: ./src/judge/aggregate.ts
var aggregate = __webpack_require__(81044);
// EXTERNAL MODULE: ./src/judge/tokens.ts
var tokens = __webpack_require__(55569);
// EXTERNAL MODULE: ./src/judge/pool.ts
var pool = __webpack_require__(43693);
// EXTERNAL MODULE: ./src/judge/prompt.ts
var judge_prompt = __webpack_require__(53581);
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

;// CONCATENATED MODULE: ./src/rank/order.ts
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
    const byEvidence = (a, b) => compareKeys(key(a), key(b)) || a.index - b.index;
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
    const redacted = JSON.parse((0,evidence_redact/* redactSecrets */.fp)(JSON.stringify(input)).text);
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
    (0,evidence_redact/* addSecretValues */._j)([config.apiKey]);
    const custom = config.rubric.settings.verification.map((source) => new RegExp(source));
    const slots = new Map(tiers.flat().map((c) => [c.index, slotOf(c, config, custom)]));
    const task = tiers.flat().map((c) => c.trajectory.task).find((t) => t !== null) ?? null;
    const clipped = task === null ? null : (0,render/* clip */.$Q)((0,evidence_redact/* redactSecrets */.fp)(task).text, config.render.task);
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
    const order = rankOrder(rankKeys(candidates, judging));
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



// EXTERNAL MODULE: ./src/github/flow.ts + 1 modules
var flow = __webpack_require__(28967);
// EXTERNAL MODULE: ./src/github/context/inputs.ts
var context_inputs = __webpack_require__(19986);
// EXTERNAL MODULE: ./src/github/cache/judge-cache.ts + 1 modules
var judge_cache = __webpack_require__(9224);
// EXTERNAL MODULE: ./src/words.ts
var words = __webpack_require__(75846);
;// CONCATENATED MODULE: ./src/github/api/linked.ts


const EVENTS_PER_PAGE = 100;
/** 1,000 timeline events: far more than any issue's agent attempts, and a bound on the API calls. */
const MAX_TIMELINE_PAGES = 10;
/**
 * The issue and the PRs its timeline cross-references, oldest reference first, each PR once.
 * A 404 on the issue, or a number that is a PR, is a problem to report, not an exception.
 */
async function findReferences(api, repo, number) {
    const where = `${repo.owner}/${repo.repo}`;
    let data;
    try {
        ({ data } = await api.rest.issues.get({ ...repo, issue_number: number }));
    }
    catch (error) {
        if ((0,octokit/* httpStatus */.nG)(error) === 404)
            return { kind: "problem", message: `issue #${number} not found in ${where}` };
        throw error;
    }
    if (data.pull_request)
        return { kind: "problem", message: `#${number} in ${where} is a pull request, not an issue: give rank-issue an issue number` };
    const references = new Map();
    let otherRepositories = 0;
    let pages = 0;
    const request = { ...repo, issue_number: number, per_page: EVENTS_PER_PAGE };
    const iterator = api.paginate.iterator(api.rest.issues.listEventsForTimeline, request);
    for await (const page of iterator) {
        pages += 1;
        for (const event of page.data) {
            const source = event.source?.issue;
            if (event.event !== "cross-referenced" || !source?.pull_request || typeof source.number !== "number")
                continue;
            if (source.repository?.full_name?.toLowerCase() !== where.toLowerCase())
                otherRepositories += 1;
            else if (!references.has(source.number))
                references.set(source.number, { number: source.number, title: source.title ?? "" });
        }
        if (pages >= MAX_TIMELINE_PAGES)
            break;
    }
    const truncated = pages >= MAX_TIMELINE_PAGES;
    return { kind: "issue", issue: { number, title: data.title }, references: [...references.values()], otherRepositories, truncated };
}
/** RegExp-safe text. */
/**
 * Does this PR description close issue `number` of `repo`? GitHub's keywords (close, closes,
 * closed, fix, fixes, fixed, resolve, resolves, resolved; any case, an optional colon, then on the same line)
 * `#N`, `owner/repo#N` or the issue's URL; `#N` must not go on into a longer number.
 */
function closesIssue(body, repo, number) {
    const name = `${(0,words/* escapeRegExp */.Nt)(repo.owner)}/${(0,words/* escapeRegExp */.Nt)(repo.repo)}`;
    const target = `(?:#|${name}#|https?://[^\\s/]+/${name}/issues/)${number}(?!\\w)`;
    const keyword = "(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)";
    return new RegExp(`(?<![\\w-])${keyword}:?[ \\t]+${target}`, "i").test(body);
}

// EXTERNAL MODULE: ./src/github/transcript/binding.ts
var transcript_binding = __webpack_require__(85347);
// EXTERNAL MODULE: ./src/github/gate/gate.ts
var gate_gate = __webpack_require__(41168);
// EXTERNAL MODULE: ./src/github/api/pr.ts
var pr = __webpack_require__(86384);
// EXTERNAL MODULE: ./src/github/transcript/sidecar.ts
var transcript_sidecar = __webpack_require__(92201);
// EXTERNAL MODULE: ./src/github/transcript/transcript.ts + 1 modules
var transcript = __webpack_require__(64823);
;// CONCATENATED MODULE: ./src/github/rank/rank-candidates.ts
/**
 * Which of an issue's linked PRs can be ranked: each is read fresh, passed through the same agent
 * gate as per-PR mode, and its transcript found and bound to its head exactly as per-PR mode does.
 * Every PR that is not ranked is kept with its reason, for the comment.
 */











/** PRs read per issue: twice the most that can be ranked at once leaves room for the left-out ones. */
const MAX_REFERENCES_READ = 2 * MAX_CANDIDATES;
/** Reads each referenced PR and sorts it into rankable, left out or not ranked; never throws for one PR. */
async function sortReferences(api, inputs, context, issue, references) {
    const sorted = { rankable: [], leftOut: [], notRanked: [] };
    const byPath = new Map();
    for (const [index, reference] of references.entries()) {
        const entry = { number: reference.number, title: reference.title, headSha: null };
        if (index >= MAX_REFERENCES_READ) {
            sorted.leftOut.push({ ...entry, reason: `not read: an issue's first ${MAX_REFERENCES_READ} linked PRs are considered` });
            continue;
        }
        const pull = await readPull(api, context, reference.number);
        if (pull === null) {
            sorted.leftOut.push({ ...entry, reason: "the PR could not be read (HTTP 404)" });
            continue;
        }
        const known = { ...entry, headSha: pull.headSha };
        const gateProblem = leftOutReason(pull, inputs, context, issue);
        if (gateProblem !== null)
            sorted.leftOut.push({ ...known, reason: gateProblem });
        else if (sorted.rankable.length >= MAX_CANDIDATES) {
            sorted.notRanked.push({ ...known, reason: `over the limit of ${MAX_CANDIDATES} PRs ranked at once` });
        }
        else {
            const loaded = await loadPr(api, inputs, context, pull, known);
            const twin = loaded.kind === "rankable" ? byPath.get(loaded.pr.transcriptPath) : undefined;
            if (loaded.kind === "not-ranked")
                sorted.notRanked.push(loaded.entry);
            else if (twin !== undefined)
                sorted.notRanked.push({ ...known, reason: `its transcript artifact is the one found for PR #${twin}` });
            else {
                byPath.set(loaded.pr.transcriptPath, pull.number);
                sorted.rankable.push(loaded.pr);
            }
        }
    }
    return sorted;
}
/** The PR's own record; null for one that is gone. Any other failure (a 403: the token) stops the ranking. */
async function readPull(api, context, number) {
    try {
        return await (0,pr/* getPull */.Cs)(api, context.repo, number);
    }
    catch (error) {
        if ((0,octokit/* httpStatus */.nG)(error) === 404)
            return null;
        throw error;
    }
}
/** Why a PR is no candidate at all; null when it is an open agent PR of this repository that closes the issue. */
function leftOutReason(pull, inputs, context, issue) {
    if (pull.state !== "open")
        return `the PR is ${pull.state}`;
    if (!closesIssue(pull.body, context.repo, issue))
        return `its description mentions the issue but does not close it (no "Fixes #${issue}")`;
    // a label counts only on the labeled event that adds it, which a ranking run never is
    const rules = { agents: inputs.agents, labels: inputs.agentLabels, branchPrefixes: inputs.agentBranchPrefixes };
    const gate = (0,gate_gate/* isAgentPr */.U)(pull, rules, null);
    return gate.agent ? null : gate.reason;
}
/** The PR's transcript (bound to its head) and its diff, as per-PR mode reads them. */
async function loadPr(api, inputs, context, pull, entry) {
    const notRanked = (reason) => ({ kind: "not-ranked", entry: { ...entry, reason } });
    const rules = { agents: inputs.agents, labels: inputs.agentLabels, branchPrefixes: inputs.agentBranchPrefixes };
    if (!(0,gate_gate/* isAgentPr */.U)(pull, rules, null).transcript)
        return notRanked("this agent publishes no transcript: there is nothing to rank it by");
    try {
        const located = await (0,transcript/* locateTranscript */.V)(api, inputs, context, pull, pull.headSha);
        if (!located.found)
            return notRanked(located.message);
        const sidecar = await (0,transcript_sidecar/* readSidecar */.Y)(located.path);
        const { source, artifact } = located;
        const binding = (0,transcript_binding/* bindingCheck */.u)({ source, sidecar, artifact, sha: pull.headSha, baseRepoId: pull.baseRepoId });
        if (binding.status !== "pass")
            return notRanked(`transcript not bound to the head: ${binding.summary}`);
        const diffPath = await writeDiff(api, context, pull);
        return { kind: "rankable", pr: { ...entry, reason: binding.summary, transcriptPath: located.path, diffPath } };
    }
    catch (error) {
        return notRanked(`could not load the transcript: ${(0,errors/* oneLine */.T)(error)}`);
    }
}
/** The PR's diff as a file for rank(); none when GitHub cannot give it whole (the diff checks then skip). */
async function writeDiff(api, context, pull) {
    const changes = await (0,pr/* getChanges */.yK)(api, context.repo, pull).catch(() => null);
    if (changes?.diff == null)
        return undefined;
    const dir = (0,external_node_path_.join)(context.runnerTemp, "agent-verdict", "rank");
    await (0,promises_.mkdir)(dir, { recursive: true });
    const path = (0,external_node_path_.join)(dir, `pr-${pull.number}.diff`);
    await (0,promises_.writeFile)(path, changes.diff);
    return path;
}

;// CONCATENATED MODULE: ./src/github/rank/rank-comment.ts
/**
 * The comparison comment on the issue: the rank table (src/rank/output.ts) with each candidate named
 * by its PR, then the linked PRs that were not ranked or left out, each with why. PR titles, branch
 * names and reasons are untrusted: redacted, then made inert, like every other comment text.
 */



/** A long title would push the table off the page; its start names it. */
const TITLE_CHARS = 60;
const REASON_CHARS = 200;
/** Rows per list: an issue cross-referenced by hundreds of PRs must not make the comment exceed GitHub's size limit. */
const MAX_LISTED = 40;
const clip = (text, max) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
/** `#12 title`: the number is ours (a live link to the PR), the title is the PR author's (inert). */
function prLabel(entry) {
    const title = (0,sanitize/* neutralize */.YI)(clip((0,evidence_redact/* redactSecrets */.fp)(entry.title).text, TITLE_CHARS));
    return title === "" ? `#${entry.number}` : `#${entry.number} ${title}`;
}
function listOf(heading, entries) {
    if (entries.length === 0)
        return [];
    const rows = entries.slice(0, MAX_LISTED).map((e) => `| ${prLabel(e)} | ${(0,sanitize/* cell */.Hn)(clip((0,evidence_redact/* redactSecrets */.fp)(e.reason).text, REASON_CHARS))} |`);
    const more = entries.length > MAX_LISTED ? [`… and ${entries.length - MAX_LISTED} more.`] : [];
    return [`### ${heading}`, "", "| PR | why |", "|---|---|", ...rows, ...more, ""];
}
function rank_comment_tail(issue, sorted, notes) {
    return [
        ...listOf("Not ranked", sorted.notRanked),
        ...listOf("Left out", sorted.leftOut),
        ...notes.map((note) => `ℹ️ ${(0,sanitize/* cell */.Hn)(note)}`),
        ...(notes.length > 0 ? [""] : []),
        `<sub>agent-verdict ranks the open agent PRs of this repository whose description closes #${issue}, by their transcripts.</sub>`,
        "",
    ];
}
/** The comment when two or more PRs were ranked. */
function rankedComment(issue, report, byPath, sorted, notes) {
    const label = (c) => {
        const pr = byPath.get(c.transcript);
        return pr === undefined ? (0,sanitize/* cell */.Hn)(c.transcript) : prLabel(pr);
    };
    return [rankMarkdown(report, label), ...rank_comment_tail(issue, sorted, notes)].join("\n");
}
/** The comment when fewer than two PRs could be ranked: nothing is compared, and it says why. */
function tooFewComment(issue, sorted, notes) {
    const ready = sorted.rankable.map(prLabel);
    const have = ready.length === 0 ? "none" : `only ${ready.join(", ")}`;
    const lead = `**Nothing to rank for #${issue}:** ranking needs two agent PRs with a transcript bound to their head; ${have}.`;
    return [RANK_MARKER, lead, "", ...rank_comment_tail(issue, sorted, notes)].join("\n");
}
/** The rank comment's marker: present at the very top, or the comment is not ours. */
function readRankMarker(body) {
    return body.startsWith(RANK_MARKER) ? { sha: null, verdict: null } : null;
}

;// CONCATENATED MODULE: ./src/github/rank-issue.ts
/**
 * Rank mode: the open agent PRs linked to one issue, ranked by the same pipeline as
 * `agent-verdict rank` (deterministic tiers, then the pairwise judge when one is configured). Only PRs
 * whose transcript is bound to their head take part; the rest are named with their reason.
 */













/** Finds, sorts and ranks the issue's PRs; an API failure is thrown to the caller, which reports it as `error`. */
async function rankIssue(api, inputs, context, issue, cacheTiming) {
    const { eventName, sender } = context;
    // anyone can comment on a public issue: only a writer's comment may spend the judge's tokens and post
    if (eventName === "issue_comment" && (sender === null || !(await (0,flow/* canWrite */._)(api, context, sender)))) {
        return { kind: "skipped", reason: `the comment's author ${sender ?? "(unknown)"} cannot write to the repository` };
    }
    const lookup = await findReferences(api, context.repo, issue);
    if (lookup.kind === "problem")
        return { kind: "error", message: lookup.message };
    const notes = [];
    if (lookup.truncated)
        notes.push(`only the first ${MAX_TIMELINE_PAGES} pages of the issue's timeline were read`);
    if (lookup.otherRepositories > 0)
        notes.push(`${(0,words/* plural */.LS)(lookup.otherRepositories, "reference")} from PRs of other repositories ignored`);
    const sorted = await sortReferences(api, inputs, context, issue, lookup.references);
    if (sorted.rankable.length < 2)
        return { kind: "too-few", markdown: tooFewComment(issue, sorted, notes) };
    // the judge fills the folder from the Actions cache only when it runs, as per-PR mode does
    const runnerTemp = process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)();
    const cacheBase = (0,external_node_path_.join)(runnerTemp, judge_cache/* RANK_SAMPLES_FOLDER */.ms);
    const folders = { archive: (0,external_node_path_.join)(runnerTemp, judge_cache/* RANK_CACHE_FOLDER */.j4), samples: rankCacheDir(cacheBase) };
    const store = inputs.judge.cache ? new judge_cache/* ActionsJudgeCache */.BN(folders, inputs.judge.apiKey, cacheTiming) : null;
    const ranked = await rank({
        candidates: sorted.rankable.map((pr) => ({ transcript: pr.transcriptPath, diff: pr.diffPath })),
        format: inputs.format,
        maxTranscriptBytes: inputs.maxTranscriptBytes ?? undefined,
        noLlm: !inputs.judge.enabled,
        judge: { ...judgeOptions(inputs, context.workspace), ...(store === null ? {} : { cacheDir: cacheBase, sampleStore: store }) },
        env: { [context_inputs/* JUDGE_KEY_VAR */.er]: inputs.judge.apiKey ?? undefined },
    });
    const report = store === null ? ranked : await (0,judge_cache/* withSavedCache */.wW)(ranked, store);
    const byPath = new Map(sorted.rankable.map((pr) => [pr.transcriptPath, pr]));
    const readable = withoutUnreadable(report, byPath, sorted);
    if (readable === null)
        return { kind: "too-few", markdown: tooFewComment(issue, sorted, notes) };
    const full = issueReport(readable, lookup.issue, byPath, sorted);
    const ranking = full.candidates.flatMap((c) => (c.pullRequest === null ? [] : [c.pullRequest.number]));
    return { kind: "ranked", report: full, markdown: rankedComment(issue, readable, byPath, sorted, notes), ranking };
}
/**
 * A transcript that could not be verified ranks last in `rank`, but with two such PRs one would
 * still come first: here it moves to "not ranked" instead, and the ranking needs two readable ones.
 * Tier 2 is always the tail of the order and never judged, so the ranks left stay 1…k.
 */
function withoutUnreadable(report, byPath, sorted) {
    for (const c of report.candidates.filter((candidate) => candidate.tier === 2)) {
        const pr = byPath.get(c.transcript);
        sorted.rankable = sorted.rankable.filter((other) => other !== pr);
        sorted.notRanked.push({ ...pr, reason: `the transcript could not be verified: ${c.error ?? "verdict error"}` });
    }
    const readable = report.candidates.filter((c) => c.tier !== 2);
    return readable.length < 2 ? null : { ...report, candidates: readable };
}
function judgeOptions(inputs, workspace) {
    const { baseUrl, model, repeats, tokenBudget, tuning } = inputs.judge;
    // no PR is checked out in rank mode: a rubric file is the workflow's own, read from its workspace
    const wanted = inputs.judge.criteria;
    const criteria = wanted === null || judge_criteria/* PRESETS */.fG.includes(wanted.trim()) ? wanted : (0,external_node_path_.resolve)(workspace, wanted);
    return { ...tuning, surface: "action", criteria, baseUrl, model, repeats, tokenBudget, apiKeyEnv: context_inputs/* JUDGE_KEY_VAR */.er };
}
function issueReport(report, issue, byPath, sorted) {
    const redact = (entry) => ({ ...entry, title: (0,evidence_redact/* redactSecrets */.fp)(entry.title).text });
    const candidates = report.candidates.map((c) => {
        const pr = byPath.get(c.transcript);
        return { ...c, pullRequest: pr === undefined ? null : redact({ number: pr.number, title: pr.title, headSha: pr.headSha }) };
    });
    const listed = (entries) => entries.map((e) => redact({ ...e, reason: (0,evidence_redact/* redactSecrets */.fp)(e.reason).text }));
    return { ...report, issue: redact(issue), candidates, notRanked: listed(sorted.notRanked), leftOut: listed(sorted.leftOut) };
}

;// CONCATENATED MODULE: ./src/github/rank-action.ts
/**
 * Rank mode's side of the action: runs the ranking, posts the one comparison comment on the issue
 * (found again by its marker and the token's identity, so a re-run updates it), and writes the
 * outputs, the report and the job summary whatever happened. No check or status: an issue has no head.
 */








async function runRankMode(api, inputs, context, issue, cacheTiming) {
    let outcome;
    try {
        outcome = await rankIssue(api, inputs, context, issue, cacheTiming);
    }
    catch (error) {
        const status = (0,octokit/* httpStatus */.nG)(error);
        outcome = { kind: "error", message: `could not rank the PRs of issue #${issue}: ${status === null ? "" : `HTTP ${status}: `}${(0,errors/* oneLine */.T)(error)}` };
    }
    if (outcome.kind === "skipped" || outcome.kind === "error") {
        const line = `agent-verdict: ${outcome.kind}: ${outcome.kind === "error" ? outcome.message : outcome.reason}`;
        if (outcome.kind === "error")
            core/* error */.z3(line);
        else
            core/* info */.pq(line);
        await writeRankResults(outcome.kind, `${(0,sanitize/* neutralize */.YI)(line)}\n`, { reportPath: "", commentId: null, ranking: [] });
        if (outcome.kind === "error" && inputs.failOn.has("error"))
            core/* setFailed */.C1(line);
        return;
    }
    let commentId = null;
    try {
        commentId = inputs.postComment ? await postIssueComment(api, inputs, context, issue, outcome.markdown) : null;
    }
    catch (error) {
        core/* warning */.$e(`agent-verdict: could not comment on issue #${issue}: ${(0,errors/* oneLine */.T)(error)}`);
    }
    if (outcome.kind === "too-few") {
        core/* info */.pq(`agent-verdict: skipped: fewer than two PRs linked to issue #${issue} can be ranked`);
        await writeRankResults("skipped", outcome.markdown, { reportPath: "", commentId, ranking: [] });
        return;
    }
    const reportPath = await (0,publish/* writeReport */.u5)(outcome.report, inputs.reportPath);
    core/* info */.pq(`agent-verdict: ranked ${outcome.ranking.map((n) => `#${n}`).join(", ")} for issue #${issue}`);
    await writeRankResults("ranked", outcome.markdown, { reportPath, commentId, ranking: outcome.ranking });
}
/** Creates or updates our comparison comment on the issue; null when the token may not comment. */
async function postIssueComment(api, inputs, context, issue, body) {
    try {
        const identity = await (0,comment/* resolveIdentity */.XH)(api, inputs.commentAuthor);
        const existing = await (0,comment/* findOwnComments */.gP)(api, context.repo, issue, identity, readRankMarker);
        const { id, created } = await (0,comment/* upsertComment */.lB)(api, context.repo, issue, body, identity, existing, readRankMarker);
        core/* info */.pq(`agent-verdict: ${created ? "created" : "updated"} comment ${id} on issue #${issue} as ${identity.login}`);
        return id;
    }
    catch (error) {
        if ((0,octokit/* httpStatus */.nG)(error) !== 403)
            throw error;
        core/* warning */.$e(`agent-verdict: could not comment on issue #${issue} (HTTP 403): the token needs issues: write`);
        return null;
    }
}
async function writeRankResults(verdict, markdown, results) {
    core/* setOutput */.uH("verdict", verdict);
    core/* setOutput */.uH("score", "");
    core/* setOutput */.uH("comment-id", results.commentId === null ? "" : String(results.commentId));
    core/* setOutput */.uH("report-path", results.reportPath);
    core/* setOutput */.uH("ranking", results.ranking.join(","));
    if (process.env.GITHUB_STEP_SUMMARY)
        await core/* summary */.z.addRaw(markdown).write();
}


/***/ })

};
