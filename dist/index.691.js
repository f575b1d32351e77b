export const id = 691;
export const ids = [691];
export const modules = {

/***/ 1691:
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
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(3838);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/build.ts
var build = __webpack_require__(5066);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __webpack_require__(4231);
// EXTERNAL MODULE: ./src/verify.ts + 1 modules
var verify = __webpack_require__(4530);
// EXTERNAL MODULE: ./src/github/body.ts
var github_body = __webpack_require__(9695);
// EXTERNAL MODULE: ./src/github/binding.ts
var github_binding = __webpack_require__(678);
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
// EXTERNAL MODULE: ./src/evidence/diff.ts
var evidence_diff = __webpack_require__(4154);
// EXTERNAL MODULE: ./src/evidence/readback.ts
var readback = __webpack_require__(7354);
// EXTERNAL MODULE: ./src/evidence/redact.ts + 4 modules
var redact = __webpack_require__(3167);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/transcript/builder.ts + 2 modules
var builder = __webpack_require__(338);
// EXTERNAL MODULE: ./src/verdict/score.ts
var verdict_score = __webpack_require__(6975);
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
    const files = repoDir === null || diff === null ? null : await (0,readback/* readBack */.e)(repoDir, paths).catch(() => null);
    const context = (0,src_checks.checkContext)(new builder/* TrajectoryBuilder */.r("claude-code-jsonl").build(), diff, null, files);
    const checks = [(0,weakened_tests/* noWeakenedTests */.b)(context), (0,files_parse/* editedFilesParse */.q)(context)].map((check) => ({ ...check, description: descriptions/* CHECK_DESCRIPTIONS */.h[check.id] ?? "" }));
    const blocked = checks.filter((check) => check.status === "fail" && check.blocking);
    const evidence = (0,verdict_score/* evidenceScore */.sC)(checks);
    const score = evidence === null ? 0 : (0,verdict_score/* round */.LI)(((0,verdict_score/* cappedScore */.sY)(evidence, checks) ?? 0) * NO_TRANSCRIPT_SCORE_FACTOR);
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

// EXTERNAL MODULE: ./src/github/inputs.ts
var github_inputs = __webpack_require__(5446);
// EXTERNAL MODULE: ./src/github/judge-cache.ts + 1 modules
var judge_cache = __webpack_require__(6198);
// EXTERNAL MODULE: ./src/github/sidecar.ts
var github_sidecar = __webpack_require__(9708);
// EXTERNAL MODULE: ./src/github/pr.ts
var pr = __webpack_require__(3437);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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

// EXTERNAL MODULE: ./src/github/transcript.ts + 1 modules
var transcript = __webpack_require__(9955);
;// CONCATENATED MODULE: ./src/github/verify-work.ts

















/**
 * What the action does for a PR the gate let through: load the agent's transcript, verify it
 * against the PR, and bind the verdict to the head. Loaded only after the gate.
 */
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
async function verifyAgentWork(api, inputs, context, pull, sha, cacheTiming = judge_cache/* PRODUCTION_CACHE_TIMING */.qx) {
    const warnings = [];
    const changes = await readChanges(api, inputs, context, pull);
    if (changes.status === "unknown" && changes.note !== null)
        warnings.push(changes.note);
    let report;
    let source = null;
    try {
        const located = await (0,transcript/* locateTranscript */.V)(api, inputs, context, pull, sha);
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
            // the judge fills the folder from the Actions cache only when it runs, and says which files it may read
            const runnerTemp = process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)();
            const store = inputs.judge.cache ? new judge_cache/* ActionsJudgeCache */.BN((0,judge_cache/* verdictCacheFolders */.jR)(runnerTemp), inputs.judge.apiKey, cacheTiming) : null;
            const cache = store === null ? {} : { cacheDir: store.dir, sampleStore: store };
            const result = await (0,verify/* verify */.M)({
                transcriptPath: located.path,
                format: inputs.format,
                diff: inputs.diffPath !== null ? { path: inputs.diffPath } : textSource(changes.diff),
                prBody: inputs.prBodyPath !== null ? { path: inputs.prBodyPath } : { text: pull.body },
                repoDir: inputs.repoPath ?? undefined,
                maxTranscriptBytes: inputs.maxTranscriptBytes ?? undefined,
                noLlm: !inputs.judge.enabled,
                judge: { ...inputs.judge.tuning, ...cache, surface: "action", criteria, baseUrl, model, repeats, tokenBudget, apiKeyEnv: github_inputs/* JUDGE_KEY_VAR */.er },
                env: { [github_inputs/* JUDGE_KEY_VAR */.er]: inputs.judge.apiKey ?? undefined },
                sha,
            });
            if (result.inputError !== null)
                core/* error */.z3(`agent-verdict: ${result.inputError}`);
            const sidecar = await (0,github_sidecar/* readSidecar */.Y)(located.path);
            const binding = (0,github_binding/* bindingCheck */.u)({ source, sidecar, artifact: located.artifact, sha, baseRepoId: pull.baseRepoId });
            const rules = { unexplainedChanges: inputs.unexplainedChanges };
            report = result.inputError !== null ? result.report : capVerdict(result.report, [binding], rules);
            if (store !== null)
                report = await (0,judge_cache/* withSavedCache */.wW)(report, store);
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


/***/ })

};
