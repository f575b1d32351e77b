export const id = 811;
export const ids = [811];
export const modules = {

/***/ 17354:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ readBack)
/* harmony export */ });
/* unused harmony export MAX_READBACK_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34903);



/**
 * The format parsers (yaml, smol-toml, jsonc-parser), loaded with the first text read back: a
 * verification without a checkout never loads them, which took ~20 ms of `verify --no-llm` (bench/RESULTS.md,
 * Run 31). A file's text carries its parse, so no reader of read-back files can be without it.
 */
const loadParsers = () => Promise.all(/* import() */[__webpack_require__.e(926), __webpack_require__.e(361)]).then(__webpack_require__.bind(__webpack_require__, 53361));
/** Larger files are checked for presence only: parsing them is not worth the time on a runner. */
const MAX_READBACK_BYTES = 2 * 1024 * 1024;
/** Git's own test: a NUL byte in the first 8000 bytes makes a file binary. */
const BINARY_SNIFF_BYTES = 8000;
/**
 * Reads the files the PR changed from a checkout of its head. Only reads, never runs anything, and
 * never follows a path or a link out of the checkout.
 */
async function readBack(repoDir, paths) {
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(repoDir);
    const result = new Map();
    for (const path of new Set(paths))
        result.set(path, await readOne(root, path));
    return result;
}
async function readOne(root, path) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path) || path.split(/[\\/]/).includes(".."))
        return { state: "outside", detail: "path leaves the checkout" };
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, path)).catch(() => null);
    if (real === null)
        return { state: "missing" };
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, real);
    if (inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || inside === ".." || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside))
        return { state: "outside", detail: "a link points out of the checkout" };
    // opening a pipe blocks until someone writes to it: only regular files are opened
    const kind = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real).catch(() => null);
    if (kind === null || !kind.isFile())
        return { state: "missing" };
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(real, "r").catch(() => null);
    if (handle === null)
        return { state: "missing" };
    try {
        const { size } = await handle.stat();
        if (size > MAX_READBACK_BYTES)
            return { state: "huge", bytes: size };
        const buffer = await handle.readFile();
        if (buffer.subarray(0, BINARY_SNIFF_BYTES).includes(0))
            return { state: "binary", bytes: size };
        const { text, count } = (0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .fp)(buffer.toString("utf8"));
        const { parsesAs } = await loadParsers();
        return { state: "text", text, redactions: count, parse: (body) => parsesAs(path, body) };
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 9224:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BN: () => (/* binding */ ActionsJudgeCache),
  qx: () => (/* binding */ PRODUCTION_CACHE_TIMING),
  j4: () => (/* binding */ RANK_CACHE_FOLDER),
  ms: () => (/* binding */ RANK_SAMPLES_FOLDER),
  jR: () => (/* binding */ verdictCacheFolders),
  wW: () => (/* binding */ withSavedCache)
});

// UNUSED EXPORTS: CACHE_FOLDER, CACHE_KEY_PREFIX, RESTORE_TIMEOUT_MS, SAMPLES_FOLDER, SAVE_TIMEOUT_MS

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var redact = __webpack_require__(34903);
;// CONCATENATED MODULE: ./src/github/cache/cache-mac.ts
/**
 * Cached judge samples are authenticated with the judge's API key. Any job of the repository whose
 * steps hold the runner's cache token can write an entry under any key, an agent's job among them;
 * a forged sample with a top score would then stand in for the judge. An entry carries a manifest of
 * HMACs over each sample file; a restored file without a valid one is deleted before the judge reads.
 */



/** The manifest's file name: not a sample name (64 hex digits), so the judge never reads it. */
const MAC_MANIFEST = "samples.mac.json";
/** Bound into every MAC: a MAC of another purpose or layout never verifies here. */
const MAC_CONTEXT = "agent-verdict/judge-cache-mac@1";
function mac(secret, name, content) {
    return (0,external_node_crypto_.createHmac)("sha256", secret).update(`${MAC_CONTEXT}\n${name}\n`).update(content).digest("hex");
}
/** Writes the manifest for these sample files (all in `dir`). */
async function signSamples(dir, files, secret) {
    const entries = await Promise.all(files.map(async (name) => [name, mac(secret, name, await (0,promises_.readFile)((0,external_node_path_.join)(dir, name)))]));
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, MAC_MANIFEST), JSON.stringify(Object.fromEntries(entries)));
}
/** Deletes every sample file in `dir` whose MAC is missing or wrong; returns how many were dropped. */
async function dropUnauthenticated(dir, files, secret) {
    const manifest = await readManifest(dir);
    let dropped = 0;
    for (const name of files) {
        const stated = manifest[name];
        const expected = Buffer.from(mac(secret, name, await (0,promises_.readFile)((0,external_node_path_.join)(dir, name))), "hex");
        const given = typeof stated === "string" && /^[0-9a-f]{64}$/.test(stated) ? Buffer.from(stated, "hex") : null;
        if (given !== null && (0,external_node_crypto_.timingSafeEqual)(given, expected))
            continue;
        await (0,promises_.rm)((0,external_node_path_.join)(dir, name), { force: true });
        dropped += 1;
    }
    return dropped;
}
async function readManifest(dir) {
    try {
        const parsed = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(dir, MAC_MANIFEST), "utf8"));
        return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : {};
    }
    catch {
        return {};
    }
}

;// CONCATENATED MODULE: ./src/github/cache/judge-cache.ts
/**
 * The judge's sample cache across action runs. Before the first sample the cache folder is filled
 * from the Actions cache (@actions/cache, loaded only then); after the verdict, when the run wrote new
 * samples, the folder is saved back. The cache only saves calls: every failure of it is a note in the
 * report and a log line, never a changed verdict, and every wait on it is bounded.
 */







// ncc emits the toolkit's cache client (and the Azure storage SDK under it) as a chunk of its own,
// read only when a judge is about to run: a skipped PR or a checks-only run never loads it.
const loadCache = () => __webpack_require__.e(/* import() */ 131).then(__webpack_require__.bind(__webpack_require__, 57131));
/** Bumped when the key layout or what the folder holds changes. */
const CACHE_KEY_PREFIX = "agent-verdict-judge-v2-";
/** Hex digits of each hash in a key: 96 bits, far from any collision, keys well under 512 characters. */
const KEY_HASH_CHARS = 24;
/** The folders under RUNNER_TEMP, per verdict and for rank mode; the same paths every run. */
const CACHE_FOLDER = "agent-verdict-judge-cache";
/**
 * The folder the judge reads and writes, beside it: only authenticated samples are copied in, so an
 * archive the toolkit extracts after its bound ran out (it is not cancelled) never reaches the judge.
 */
const SAMPLES_FOLDER = "agent-verdict-judge-samples";
/** Rank mode's two folders: its entries never mix with a verdict's. */
const RANK_CACHE_FOLDER = "agent-verdict-rank-cache";
const RANK_SAMPLES_FOLDER = "agent-verdict-rank-samples";
/** A verdict's folders under RUNNER_TEMP, the same paths every run (the toolkit versions entries by path). */
function verdictCacheFolders(runnerTemp) {
    return { archive: (0,external_node_path_.join)(runnerTemp, CACHE_FOLDER), samples: (0,external_node_path_.join)(runnerTemp, SAMPLES_FOLDER) };
}
/** The toolkit retries a failing service for about 30 s; the judge does not wait that long for an optimization. */
const RESTORE_TIMEOUT_MS = 20_000;
/** A save of a few kilobytes takes well under a second; past this the service is taken as down. */
const SAVE_TIMEOUT_MS = 30_000;
/** A note quotes at most this much of the toolkit's message. */
const MAX_NOTE_CHARS = 300;
const PRODUCTION_CACHE_TIMING = { restoreTimeoutMs: RESTORE_TIMEOUT_MS, saveTimeoutMs: SAVE_TIMEOUT_MS };
const judge_cache_short = (text) => (0,external_node_crypto_.createHash)("sha256").update(text).digest("hex").slice(0, KEY_HASH_CHARS);
/**
 * Keys: `<prefix><scope>-<sample set>-<folder contents>`. The scope is what changes every sample
 * (prompt and cache versions, model, reply bound, rubric); the sample set is every file name the run
 * may read, so it changes with anything the judge sees (the rendered transcript, the checks, the
 * task, the repeats). The contents part lets a later run that completed a partial set save it anew.
 */
function keysFor(planned) {
    const scope = `${CACHE_KEY_PREFIX}${judge_cache_short(planned.scope)}-`;
    const set = `${scope}${judge_cache_short(planned.files.join("\n"))}`;
    return { scope, set };
}
class ActionsJudgeCache {
    secret;
    timing;
    /** The judge's folder (SAMPLES_FOLDER). */
    dir;
    /** What the toolkit restores and saves (CACHE_FOLDER). */
    archiveDir;
    notes = [];
    planned = new Set();
    restoredFiles = new Set();
    keys = null;
    summary = { restoredKey: null, savedKey: null };
    /** `secret`: the judge's API key, which authenticates the samples (null: the cache stays off). */
    constructor(folders, secret, timing = PRODUCTION_CACHE_TIMING) {
        this.secret = secret;
        this.timing = timing;
        this.dir = folders.samples;
        this.archiveDir = folders.archive;
    }
    /** Null when the judge never asked for samples (skipped or stopped before planning). */
    result() {
        return this.keys === null && this.notes.length === 0 ? null : this.summary;
    }
    async restore(planned) {
        try {
            // start empty: what the judge's folder holds is then exactly what was restored, and what the run wrote
            await Promise.all([this.dir, this.archiveDir].map(emptyFolder));
            this.planned = new Set(planned.files);
            if (this.secret === null)
                return this.note("off: without an api-key no cached sample could be told from a forged one; samples not kept across runs");
            const cache = await loadCache();
            const missing = missingService(cache.isFeatureAvailable());
            if (missing !== null)
                return this.note(missing);
            this.keys = keysFor(planned);
            // Files are content-addressed: a file is read only when its name, the hash of everything that
            // made the sample, is asked for. So an older entry matched by prefix can only hold samples that
            // are right for this run; it helps when the repeats or a criterion changed, or a run completed
            // a set an earlier one left partial. The same set first, then anything in the scope.
            const { set, scope } = this.keys;
            const restore = () => cache.restoreCache([this.archiveDir], set, [`${set}-`, scope]);
            const { value, problems } = await watched(restore, this.timing.restoreTimeoutMs);
            if (value === TIMED_OUT) {
                this.note(`restore gave no answer within ${this.timing.restoreTimeoutMs / 1000} s; samples asked of the endpoint, none saved`);
                // a service that did not answer is not waited on a second time
                this.keys = null;
            }
            else if (problems.length > 0)
                this.note(`restore failed (${problems[0]}); samples asked of the endpoint`);
            else if (value !== undefined) {
                this.summary.restoredKey = value;
                core/* info */.pq(`agent-verdict: judge cache restored from ${value}`);
            }
            if (value !== TIMED_OUT)
                await this.admitRestored();
        }
        catch (error) {
            this.note(`restore failed (${(0,errors/* oneLine */.T)(error)}); samples asked of the endpoint`);
        }
        this.restoredFiles = new Set(await samplesIn(this.dir));
    }
    /**
     * Copies the restored samples that carry this judge's MAC into the judge's folder. Whatever the
     * toolkit returned: on v1 it extracts an archive and still returns undefined when the service's
     * answer names no cacheKey.
     */
    async admitRestored() {
        const dropped = await dropUnauthenticated(this.archiveDir, await samplesIn(this.archiveDir), this.secret);
        if (dropped > 0)
            this.note(`${dropped} restored samples dropped: not signed with this judge's api-key (an entry another job wrote, or the key changed)`);
        const admitted = await samplesIn(this.archiveDir);
        await Promise.all(admitted.map((file) => (0,promises_.copyFile)((0,external_node_path_.join)(this.archiveDir, file), (0,external_node_path_.join)(this.dir, file))));
    }
    /** After the verdict: saves the judge's samples when the run wrote some it did not restore. Never throws. */
    async save() {
        if (this.keys === null)
            return;
        try {
            const present = await samplesIn(this.dir);
            const written = present.filter((file) => !this.restoredFiles.has(file));
            if (written.length === 0)
                return;
            // an entry restored by the scope prefix may carry another input's samples: keep only this run's
            const kept = present.filter((file) => this.planned.has(file) || written.includes(file));
            const key = `${this.keys.set}-${judge_cache_short(kept.join("\n"))}`;
            await emptyFolder(this.archiveDir);
            await Promise.all(kept.map((file) => (0,promises_.copyFile)((0,external_node_path_.join)(this.dir, file), (0,external_node_path_.join)(this.archiveDir, file))));
            await signSamples(this.archiveDir, kept, this.secret);
            const cache = await loadCache();
            const logged = await watched(() => cache.saveCache([this.archiveDir], key), this.timing.saveTimeoutMs);
            const { value, problems } = logged;
            const refused = refusalCause(logged);
            if (value === TIMED_OUT)
                this.note(`save gave no answer within ${this.timing.saveTimeoutMs / 1000} s; the next run asks the endpoint again`);
            else if (problems.length > 0)
                this.note(`save failed (${problems[0]}); the next run asks the endpoint again`);
            else if (value !== -1) {
                this.summary.savedKey = key;
                core/* info */.pq(`agent-verdict: judge cache saved ${kept.length} samples as ${key}`);
            }
            else if (refused !== undefined && /\(409\)|already exists/i.test(refused)) {
                // the same key is the same samples (its last part hashes the folder's contents): nothing lost
                core/* info */.pq(`agent-verdict: judge cache entry ${key} already exists`);
            }
            else if (refused !== undefined)
                this.note(`save failed (${refused.slice(0, MAX_NOTE_CHARS)}); the next run asks the endpoint again`);
            else
                this.note("save skipped: the runner's cache policy does not allow writes");
        }
        catch (error) {
            this.note(`save failed (${(0,errors/* oneLine */.T)(error)}); the next run asks the endpoint again`);
        }
    }
    note(text) {
        const line = `judge cache: ${(0,redact/* redactSecrets */.fp)(text).text}`;
        this.notes.push(line);
        core/* info */.pq(`agent-verdict: ${line}`);
    }
}
/** After the verdict or the ranking: new samples saved, and the report's judge told what the cache did (never a changed result). */
async function withSavedCache(report, store) {
    await store.save();
    const summary = store.result();
    if (summary === null)
        return report;
    return { ...report, judge: { ...report.judge, notes: [...(report.judge.notes ?? []), ...store.notes], cache: summary } };
}
/** Why the toolkit cannot reach a cache service here, or null when it can. */
function missingService(available) {
    if (!available)
        return "not available (no ACTIONS_RESULTS_URL or ACTIONS_CACHE_URL: not running on a GitHub runner); samples not kept across runs";
    if (!process.env.ACTIONS_RUNTIME_TOKEN)
        return "not available (no ACTIONS_RUNTIME_TOKEN); samples not kept across runs";
    return null;
}
async function emptyFolder(dir) {
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.mkdir)(dir, { recursive: true });
}
/** The sample files in the folder (the cache's own temporary files excluded). */
async function samplesIn(dir) {
    const names = await (0,promises_.readdir)(dir).catch(() => []);
    return names.filter((name) => /^[0-9a-f]{64}\.json$/.test(name)).sort();
}
const TIMED_OUT = Symbol("timed out");
/**
 * Why saveCache's reservation was refused (an existing entry, or a failure), or undefined. Both
 * protocols log the refusal as an info line `Failed to save: Unable to reserve cache with key …`;
 * v2 gives the cause in a debug line `Failed to reserve cache: <error>`, the legacy v1 only at the
 * end of that info line, `… More details: <the service's message>`.
 */
function refusalCause({ debug, info }) {
    const v2 = debug.map((line) => /Failed to reserve cache: (.*)/.exec(line)?.[1]).find((cause) => cause !== undefined);
    return v2 ?? info.map((line) => /^Failed to save: Unable to reserve cache .*? More details: (.*)$/.exec(line)?.[1]).find((cause) => cause !== undefined);
}
/**
 * Runs a toolkit call with a bound, and collects what it logged: restoreCache and saveCache swallow
 * every failure and only log it (a miss and a failed restore both return undefined), so their
 * `::warning::` and `::error::` lines on stdout are the only way to tell. Everything is still written.
 */
async function watched(run, timeoutMs) {
    const problems = [];
    const debug = [];
    const info = [];
    const write = process.stdout.write;
    process.stdout.write = function (chunk, ...rest) {
        for (const line of String(chunk).split(/\r?\n/)) {
            const command = /^::(error|warning|debug)(?: [^:]*)?::(.*)$/.exec(line);
            if (command)
                (command[1] === "debug" ? debug : problems).push(decodeCommand(command[2]).slice(0, MAX_NOTE_CHARS));
            else if (line !== "")
                info.push(line);
        }
        return write.call(process.stdout, chunk, ...rest);
    };
    let timer;
    try {
        const timeout = new Promise((resolve) => {
            timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
        });
        const value = await Promise.race([run(), timeout]);
        return { value, problems, debug, info };
    }
    finally {
        clearTimeout(timer);
        process.stdout.write = write;
    }
}
/** A workflow command's message with @actions/core's escapes undone. */
function decodeCommand(text) {
    return text.replace(/%0D/g, "").replace(/%0A/g, " ").replace(/%25/g, "%");
}


/***/ }),

/***/ 85347:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ bindingCheck)
/* harmony export */ });
/* unused harmony export BINDING_CHECK */
/* harmony import */ var _sidecar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92201);

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
    const head = short(sha);
    if (artifact !== null && artifact.runRepoId !== facts.baseRepoId) {
        return result("fail", `the transcript artifact was uploaded by a run of another repository (id ${artifact.runRepoId ?? "unknown"}), not this one`);
    }
    if (sidecar.kind === "sha") {
        return sidecar.sha === sha
            ? result("pass", `The transcript's ${_sidecar_js__WEBPACK_IMPORTED_MODULE_0__/* .HEAD_SHA_FILE */ .f} file names the head ${head}.`)
            : result("fail", `transcript is from ${short(sidecar.sha)}, head is ${head}: commits were pushed after the agent's run`);
    }
    if (sidecar.kind === "invalid")
        return result("fail", `the transcript is not tied to head ${head}: ${sidecar.why}`);
    const run = source.artifact;
    if (run !== null && run.headSha === sha)
        return result("pass", `The transcript artifact's run ${run.runId ?? ""} ran on the head ${head}.`);
    if (run !== null && artifact?.shaInName)
        return result("pass", `The transcript artifact's name ${run.name} carries the head ${head}.`);
    if (run !== null && run.headSha !== null) {
        return result("fail", `transcript is from ${short(run.headSha)} (run ${run.runId ?? "unknown"}), head is ${head}`);
    }
    return result("fail", `the transcript names no commit, so it is not tied to head ${head}: add a ${_sidecar_js__WEBPACK_IMPORTED_MODULE_0__/* .HEAD_SHA_FILE */ .f} file beside it`);
}
function short(sha) {
    return sha.slice(0, SHORT_SHA);
}


/***/ }),

/***/ 92201:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ readSidecar),
/* harmony export */   f: () => (/* binding */ HEAD_SHA_FILE)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _transcript_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75440);
/* harmony import */ var _transcript_zip_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11581);




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
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(transcriptPath).catch(() => null);
    if (info === null)
        return { kind: "absent" };
    if (info.isDirectory())
        return fromFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(transcriptPath, HEAD_SHA_FILE));
    const data = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(transcriptPath).catch(() => null);
    if (data !== null && (0,_transcript_sources_js__WEBPACK_IMPORTED_MODULE_2__/* .isZip */ .K0)(data))
        return fromZip(data);
    return fromFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(transcriptPath), HEAD_SHA_FILE));
}
async function fromFile(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => null);
    if (info === null)
        return { kind: "absent" };
    if (!info.isFile() || info.size > MAX_SIDECAR_BYTES)
        return { kind: "invalid", why: `${HEAD_SHA_FILE} is not a small regular file` };
    return parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8"));
}
async function fromZip(data) {
    try {
        const { entries } = await (0,_transcript_zip_js__WEBPACK_IMPORTED_MODULE_3__/* .readZip */ .ue)(data, (name) => name === HEAD_SHA_FILE, SIDECAR_ZIP_LIMITS);
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


/***/ }),

/***/ 64823:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ locateTranscript)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/api/octokit.ts
var octokit = __webpack_require__(53857);
;// CONCATENATED MODULE: ./src/github/transcript/artifact.ts




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

;// CONCATENATED MODULE: ./src/github/transcript/transcript.ts

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


/***/ }),

/***/ 75440:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ siblingSubagentFiles),
/* harmony export */   K0: () => (/* binding */ isZip),
/* harmony export */   WA: () => (/* binding */ candidateHead),
/* harmony export */   XK: () => (/* binding */ folderCandidates),
/* harmony export */   a7: () => (/* binding */ zipCandidates),
/* harmony export */   nv: () => (/* binding */ eventLogCandidates)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11581);
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
async function zipCandidates(data, source, expandedBytes = _zip_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_EXPANDED_BYTES */ .z) {
    try {
        const { entries, skipped } = await (0,_zip_js__WEBPACK_IMPORTED_MODULE_3__/* .readZip */ .ue)(data, (name) => TRANSCRIPT_NAME.test(name), { entries: _zip_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ZIP_ENTRIES */ .ib, expandedBytes });
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

/***/ 11581:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ib: () => (/* binding */ MAX_ZIP_ENTRIES),
/* harmony export */   ns: () => (/* binding */ ZipProblem),
/* harmony export */   ue: () => (/* binding */ readZip),
/* harmony export */   z: () => (/* binding */ MAX_EXPANDED_BYTES)
/* harmony export */ });
/* unused harmony exports ZIP_PIECE_BYTES, ZIP_LIMITS, isSafeEntryName */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);

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
 * fflate is imported here, with the first archive, not with the loader: a `verify` of a file that is
 * not an archive never reads one, and fflate's chunk and tables took ~10 ms of its start (Run 34).
 */
async function readZip(data, keep, limits = ZIP_LIMITS) {
    const { Unzip } = await __webpack_require__.e(/* import() */ 306).then(__webpack_require__.bind(__webpack_require__, 51306));
    const entries = [];
    const skipped = [];
    let seen = 0;
    let total = 0;
    // a caller may lower the bound, never raise it past what keeps a bomb's run small
    const cap = Math.min(limits.expandedBytes, MAX_EXPANDED_BYTES);
    const unzip = new Unzip((file) => {
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

/***/ 26975:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LI: () => (/* binding */ round),
/* harmony export */   mU: () => (/* binding */ combinedScore),
/* harmony export */   sC: () => (/* binding */ evidenceScore),
/* harmony export */   sY: () => (/* binding */ cappedScore)
/* harmony export */ });
/* unused harmony exports CHECK_WEIGHTS, BLOCKING_FAILURE_CAP, JUDGE_WEIGHT */
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


/***/ }),

/***/ 80394:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ verify)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/evidence/diff.ts
var evidence_diff = __webpack_require__(94154);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 49 modules
var redact = __webpack_require__(34903);
;// CONCATENATED MODULE: ./src/evidence/repeated.ts
/**
 * Hides in the trajectory the values the diff and the description added (`seen` held `known` values
 * when the trajectory was built), and in those texts every value found, in place, counted with each
 * text; returns how many occurrences the trajectory had.
 */
function hideRepeated(seen, known, trajectory, texts) {
    for (const text of texts) {
        if (text === null)
            continue;
        const redacted = seen.redact(text.text);
        text.text = redacted.text;
        text.count += redacted.count;
    }
    return seen.size > known ? seen.redactDeep(trajectory) : 0;
}
/** The files read back with the values found elsewhere hidden in their texts too. */
function hideRepeatedIn(seen, files) {
    if (files === null || seen.size === 0)
        return files;
    for (const [path, file] of files) {
        if (file.state !== "text")
            continue;
        const { text, count } = seen.redact(file.text);
        if (count > 0)
            files.set(path, { ...file, text, redactions: file.redactions + count });
    }
    return files;
}

// EXTERNAL MODULE: ./src/evidence/readback.ts
var readback = __webpack_require__(17354);
// EXTERNAL MODULE: ./src/checks/verification.ts + 36 modules
var verification = __webpack_require__(6689);
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
var judged = __webpack_require__(72420);
// EXTERNAL MODULE: ./src/verdict/score.ts
var score = __webpack_require__(26975);
// EXTERNAL MODULE: ./src/report/build.ts + 6 modules
var build = __webpack_require__(9317);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __webpack_require__(54231);
;// CONCATENATED MODULE: ./src/verify.ts












// The heavy stages load on the first verification, not with this module, so that a CLI `--help` or
// an action run the gate skips never loads the readers, the checks' parsers, the tokenizer or the
// OpenAI client. ncc emits each as a chunk file beside the bundle, read only when first imported.
const loadTranscripts = () => Promise.all(/* import() */[__webpack_require__.e(670), __webpack_require__.e(236), __webpack_require__.e(248)]).then(__webpack_require__.bind(__webpack_require__, 20248));
const loadChecks = () => Promise.all(/* import() */[__webpack_require__.e(670), __webpack_require__.e(279)]).then(__webpack_require__.bind(__webpack_require__, 2279));
const loadJudge = () => Promise.all(/* import() */[__webpack_require__.e(854), __webpack_require__.e(139), __webpack_require__.e(808)]).then(__webpack_require__.bind(__webpack_require__, 93808));
// the judge's settings and a skipped judge's report, without the client and the tokenizer (`--no-llm`)
const loadJudgeSettings = () => __webpack_require__.e(/* import() */ 290).then(__webpack_require__.bind(__webpack_require__, 53290));
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
    // the judge's wall and first-reply bound count the set-up below (loading, checks, rendering) in
    const startedAt = Date.now();
    const stages = [loadTranscripts(), loadChecks(), loadJudgeSettings()];
    const [transcripts, checksStage, { reportParts, resolveJudgeConfig }] = await Promise.all(stages);
    const { DEFAULT_LOAD_LIMITS, loadTranscript } = transcripts;
    const { checkContext, recognizedRuns, requiredFiles, runChecks } = checksStage;
    const resolved = resolveJudgeConfig({ ...options.judge, noLlm: options.noLlm }, options.env ?? process.env);
    const { settings } = resolved.rubric;
    const customVerification = settings.verification.map((source) => new RegExp(source));
    const limits = options.maxTranscriptBytes === undefined ? DEFAULT_LOAD_LIMITS : { maxBytes: options.maxTranscriptBytes };
    const loaded = await loadTranscript(options.transcriptPath, options.format, limits);
    const { secrets } = loaded;
    const known = secrets.size;
    const diff = await readRedacted(options.diff, "--diff", secrets);
    const prBody = await readRedacted(options.prBody, "--pr-body", secrets);
    const repeated = hideRepeated(secrets, known, loaded.trajectory, [diff, prBody]);
    const diffFiles = diff === null ? null : usableDiff((0,evidence_diff/* parseUnifiedDiff */.rj)(diff.text), options.diff);
    const requirements = settings.requirements ?? [];
    const files = hideRepeatedIn(secrets, await readBackFiles(options.repoDir, loaded.trajectory, diffFiles));
    const requirementFiles = hideRepeatedIn(secrets, await readRequiredFiles(options.repoDir, requiredFiles(requirements)));
    const context = { ...checkContext(loaded.trajectory, diffFiles, prBody?.text ?? null, files, customVerification), requirementFiles };
    const checks = runChecks(context, settings.blocking, requirements);
    // as in task_found: without a request in the transcript, the PR description stands in as the task
    const task = loaded.trajectory.task ?? (prBody?.text.trim() || null);
    const judgeInput = { trajectory: { ...loaded.trajectory, task }, checks, diff: diff?.text ?? null, prBody: prBody?.text ?? null };
    const outcome = await judgeWork(resolved, judgeInput, (command) => (0,verification/* classifyCommand */.IB)(command, customVerification) !== null, startedAt);
    const evidence = (0,score/* evidenceScore */.sC)(checks);
    const judgeScore = outcome.status === "ok" ? outcome.judgeScore : null;
    const readBackCount = readBackRedactions(files) + readBackRedactions(requirementFiles);
    const report = (0,build/* buildReport */.F)({
        trajectory: loaded.trajectory,
        bytes: loaded.bytes,
        ...(loaded.chosen ? { chosen: loaded.chosen } : {}),
        redactions: loaded.redactions + repeated + (diff?.count ?? 0) + (prBody?.count ?? 0) + readBackCount + outcome.redactions,
        diff: diffFiles === null ? null : (0,evidence_diff/* diffStats */.hM)(diffFiles),
        checks,
        decision: decide(checks, outcome, resolved.required),
        evidenceScore: (0,score/* cappedScore */.sY)(evidence, checks),
        score: (0,score/* cappedScore */.sY)((0,score/* combinedScore */.mU)(evidence, judgeScore), checks),
        judge: reportParts(outcome),
        errors: outcome.errors,
        warnings: [...resolved.notes, ...outcome.notes],
    });
    report.verification = recognizedRuns(context);
    return { report, markdown: (0,comment/* renderComment */.wQ)(report, { sha }), trajectory: loaded.trajectory, inputError: null };
}
async function judgeWork(resolved, input, isVerification, startedAt) {
    if (resolved.status === "skipped") {
        const { skippedOutcome } = await loadJudgeSettings();
        return { ...skippedOutcome(resolved.reason), rubric: resolved.rubric.source };
    }
    const { judge } = await loadJudge();
    return judge(input, { ...resolved.config, isVerification, startedAt });
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
/**
 * A PR diff that names no file is empty or not a unified diff: reading it as "0 files changed"
 * would let a transcript pass against a diff that says nothing. The input is refused in one line.
 */
function usableDiff(files, source) {
    if (files.length > 0)
        return files;
    const where = "path" in source ? `--diff ${source.path}` : "the PR's diff";
    throw new errors/* InputError */.d(`${where}: empty or not a unified diff (expected the output of git diff base...head); give the PR's diff, or leave it out`);
}
async function readRedacted(source, label, seen) {
    if (source === undefined)
        return null;
    if ("text" in source)
        return (0,redact/* redactSecrets */.fp)(source.text, seen);
    const info = await (0,promises_.stat)(source.path).catch(() => null);
    // a device or a pipe may never end: only a regular file is read
    if (info === null || !info.isFile())
        throw new errors/* InputError */.d(`${label} ${source.path}: cannot read the file (not a regular file)`);
    const text = await (0,promises_.readFile)(source.path, "utf8").catch(() => {
        throw new errors/* InputError */.d(`${label} ${source.path}: cannot read the file`);
    });
    return (0,redact/* redactSecrets */.fp)(text, seen);
}
async function readBackFiles(repoDir, trajectory, diff) {
    if (repoDir === undefined)
        return null;
    const { readBackPaths } = await loadChecks();
    const paths = readBackPaths({ trajectory, diff });
    return (0,readback/* readBack */.e)(repoDir, paths).catch(() => {
        throw new errors/* InputError */.d(`--repo ${repoDir}: not a readable folder; pass a checkout of the PR head`);
    });
}
/** The files the rubric's file_contains requirements name, read apart from the changed files they are not. */
async function readRequiredFiles(repoDir, paths) {
    if (repoDir === undefined || paths.length === 0)
        return null;
    return (0,readback/* readBack */.e)(repoDir, paths).catch(() => {
        throw new errors/* InputError */.d(`--repo ${repoDir}: not a readable folder; pass a checkout of the PR head`);
    });
}
function readBackRedactions(files) {
    return [...(files?.values() ?? [])].reduce((sum, file) => sum + (file.state === "text" ? file.redactions : 0), 0);
}


/***/ })

};
