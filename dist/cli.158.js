export const id = 158;
export const ids = [158];
export const modules = {

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ REPORT_SCHEMA),
/* harmony export */   Jn: () => (/* binding */ FORMAT_IDS),
/* harmony export */   MB: () => (/* binding */ Trajectory),
/* harmony export */   ci: () => (/* binding */ TRAJECTORY_SCHEMA),
/* harmony export */   pl: () => (/* binding */ Report),
/* harmony export */   uZ: () => (/* binding */ EMPTY_USAGE)
/* harmony export */ });
/* unused harmony exports FormatId, Message, ToolCall, EditKind, Edit, EndingKind, Ending, Subagent, Evidence, CheckStatus, CheckResult, SampleMode, CriterionSample, CriterionScore, Usage, Verdict, DiffStats, TranscriptSource, PullRequestRef, RecognizedRun */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);
/**
 * The data model every pipeline stage speaks. Outside contracts (../shared/docs/contracts.md)
 * fix the field names of the trajectory and the report; fields may be added, never renamed.
 */

const TRAJECTORY_SCHEMA = "agent-verdict/trajectory@1";
const REPORT_SCHEMA = "agent-verdict/report@1";
const FORMAT_IDS = [
    "claude-code-jsonl",
    "claude-sdk",
    "codex-rollout",
    "codex-exec-json",
    "atif",
    "swe-agent",
    "mini-swe-agent",
    "openhands",
    "gemini-cli",
    "openai-messages",
    "anthropic-messages",
];
const FormatId = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FORMAT_IDS);
/** 0-based index into the transcript's own sequence of records (line, array item, step). */
const Step = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const Message = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    role: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["user", "assistant", "system"]),
    text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    step: Step,
});
const ToolCall = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    output: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    isError: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Only when the transcript states it (a field or a known text convention), else null. */
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
    step: Step,
    /** The shell command this call ran, when it is a shell call; null otherwise. */
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Step of the record that carried the result; null when no result was recorded. */
    resultStep: Step.nullable(),
});
const EditKind = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["create", "update", "delete", "unknown"]);
const Edit = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: EditKind,
    step: Step,
    /** The tool call that made the edit (its index in toolCalls). */
    toolCall: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().nullable(),
    /** True when read from a shell command (a redirect, `sed -i`) rather than an edit tool. */
    inferred: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** How the agent's run ended, as far as the transcript says. */
const EndingKind = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    "completed",
    "error",
    "limit",
    "interrupted",
    "permission_denied",
    "unknown",
]);
const Ending = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    kind: EndingKind,
    detail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    step: Step.nullable(),
});
/** A subagent's own transcript, found next to the session and tied to the call that spawned it. */
const Subagent = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The subagent's file, relative to the folder or archive it was found in. */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Index in the parent's toolCalls of the call that spawned it; null when it could not be tied. */
    toolCall: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().nullable(),
    task: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    finalAnswer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Steps here index the subagent's own file. */
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ToolCall),
    edits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Edit),
});
const Trajectory = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(TRAJECTORY_SCHEMA),
    format: FormatId,
    task: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    finalAnswer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    messages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Message),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ToolCall),
    edits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Edit),
    ending: Ending,
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Present only when subagent transcripts were found beside the main one (a folder or a zip). */
    subagents: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Subagent).optional(),
    meta: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        agent: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        sessionId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        records: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        /** The working directory the session records, when its format records one. */
        cwd: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    }),
});
const Evidence = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    step: Step.nullable(),
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    quote: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const CheckStatus = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["pass", "fail", "warn", "skip"]);
const CheckResult = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: CheckStatus,
    /** A failure of a blocking check makes the verdict `fail`, whatever the judge says. */
    blocking: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** A `pass` verdict needs this check to pass; anything else here means missing evidence. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Evidence),
    /** What the check proves and what it does not; set by runChecks. */
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const SampleMode = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["logprobs", "text", "failed"]);
const CriterionSample = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    repeat: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    swapped: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    baselineScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    mode: SampleMode,
    /** Probability mass the endpoint returned on score letters (1 for text mode, 0 when failed). */
    mass: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
});
const CriterionScore = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    baselineScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    samples: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CriterionSample),
});
const Usage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    cachedInputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** US dollars, when a price table was given; absent or null otherwise. */
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().nullable().optional(),
});
const Verdict = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["pass", "fail", "neutral", "error"]);
const DiffStats = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    additions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    deletions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
/** Where the action found the transcript: a workspace path, or a workflow artifact and the run that made it. */
const TranscriptSource = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["path", "artifact"]),
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    artifact: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
        headSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        headBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        createdAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        foundBy: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["run-id", "triggering-run", "head-sha", "branch", "repository"]),
        /** False when nothing ties the artifact to the PR's head or branch: a warning says so. */
        tiedToPr: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        /** What ties it: its run's head SHA or branch, or a name built from the PR's placeholders. */
        tiedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["run-head", "run-branch", "name"]).nullable(),
    })
        .nullable(),
});
/** The PR the action verified, and whether its changes were known whole. */
const PullRequestRef = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    headSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    baseSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    changedFiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    changes: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["complete", "unknown"]),
});
/** A command recognized as verification, as the report lists it: what ran, why it counts, how it went. */
const RecognizedRun = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    step: Step,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["test", "build", "typecheck", "lint", "run", "custom"]),
    runner: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    why: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["passed", "failed", "unknown"]),
    outcomeFrom: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["exit code", "echoed status", "summary line", "none"]),
    /** The agent's own probe (a script or program it wrote, inline code, a compile of one file), not the project's check. */
    adHoc: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** It ran after the last edit that could affect it. */
    afterLastEdit: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
const Report = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(REPORT_SCHEMA),
    verdict: Verdict,
    /** The one number to rank by; null only when the verdict is `error`. */
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    evidenceScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    judgeScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    baselineScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).nullable(),
    /** Plain sentences: what the agent did and the bottom line. */
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The reasons behind the verdict, in plain words, most important first. */
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    transcript: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        format: FormatId,
        toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        paired: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        edits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
        warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    })
        .nullable(),
    diff: DiffStats.nullable(),
    checks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CheckResult),
    /** Every command recognized as verification, in order (absent on reports that read no transcript). */
    verification: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RecognizedRun).optional(),
    criteria: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CriterionScore),
    judge: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["skipped", "ok", "failed"]),
        reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        /** The first pair of repeats was decisive, so the remaining repeats were not taken. */
        earlyStopped: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        /** How the scores were read: token logprobs, written letters, or both. */
        scoreMode: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["logprobs", "text", "mixed"]).nullable().optional(),
        promptVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** The rubric used (`preset:coding` or a path). */
        rubric: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
        /** Facts to show with the verdict: a rubric fallback, a refused parameter. */
        notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
        /** Which layers decided the verdict: the deterministic checks only, or checks and a judge that scored. */
        layers: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["checks", "checks+judge"]).optional(),
        /** Samples read from the judge cache instead of asked of the endpoint (absent when the judge did not run). */
        cacheHits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
        /** Set by the action: the cache entry its samples were restored from and saved as (null: none). */
        cache: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ restoredKey: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(), savedKey: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable() }).optional(),
    }),
    usage: Usage,
    redactions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Set by the action: where the transcript came from. */
    source: TranscriptSource.nullable().optional(),
    /** Set by the action: the PR verified. */
    pullRequest: PullRequestRef.optional(),
    /** What the reader should know that did not decide the verdict (provenance, unknown PR changes). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
const EMPTY_USAGE = { calls: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 };


/***/ }),

/***/ 540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ parseShell)
/* harmony export */ });
/**
 * A small shell tokenizer: enough of POSIX sh / bash to tell which words are arguments and which
 * are redirection targets, with quoting, heredocs, comments and command substitutions. It never
 * throws: an agent's command may be cut or malformed, and what can be read is still read.
 * (shell-quote, the common npm choice, drops what this needs: `2>` vs `2 >`, newlines as
 * command separators, `&>`, heredoc bodies.)
 */
const REDIRECT_OPS = ["&>>", "<<<", "<<-", "&>", ">>", ">|", ">&", "<<", "<>", "<&", ">", "<"];
const SEPARATOR_OPS = ["&&", "||", ";;", "|&", "|", "&", ";"];
const WORD_END = new Set([" ", "\t", "\r", "\n", ";", "&", "|", "(", ")", "<", ">"]);
/** Words that open or close a compound command; what follows them is the command. */
const RESERVED = new Set(["if", "then", "else", "elif", "fi", "do", "done", "while", "until", "esac", "!", "{", "}", "time"]);
/** Compound heads whose own words are not a command (`for x in a b`). */
const NOT_A_COMMAND = new Set(["for", "case", "select", "function"]);
function parseShell(source, dialect = { windows: false }) {
    return new ShellParser(source, dialect.windows).run();
}
class ShellParser {
    src;
    windows;
    pos = 0;
    depth = 0;
    commands = [];
    loops = 0;
    nested = [];
    current = this.fresh(false);
    pending = [];
    constructor(src, windows) {
        this.src = src;
        this.windows = windows;
    }
    run() {
        while (this.pos < this.src.length)
            this.next();
        this.end("");
        return { commands: this.commands, nested: this.nested };
    }
    next() {
        const c = this.src[this.pos];
        if (c === " " || c === "\t" || c === "\r") {
            this.pos += 1;
        }
        else if (c === "\n") {
            this.pos += 1;
            this.end("\n");
            this.readHeredocBodies();
        }
        else if (c === "#") {
            const newline = this.src.indexOf("\n", this.pos);
            this.pos = newline === -1 ? this.src.length : newline;
        }
        else if (c === "(" || c === ")") {
            this.pos += 1;
            this.end(c);
            this.depth = Math.max(0, this.depth + (c === "(" ? 1 : -1));
            this.current.depth = this.depth;
        }
        else if (!this.redirectAt(null) && !this.separatorAt()) {
            this.wordOrFd();
        }
    }
    /** A word, or a number that is the descriptor of a redirection right after it (`2>`). */
    wordOrFd() {
        const start = this.pos;
        const word = this.readWord();
        const next = this.src[this.pos];
        if ((next === ">" || next === "<") && /^\d+$/.test(this.src.slice(start, this.pos)) && this.redirectAt(Number(word.text)))
            return;
        this.addWord(word);
    }
    addWord(word) {
        const words = this.current.words;
        if (words.length === 0 && RESERVED.has(word.text)) {
            if (word.text === "do")
                this.loops += 1;
            if (word.text === "done")
                this.loops = Math.max(0, this.loops - 1);
            this.current.inLoop = this.loops > 0;
            return;
        }
        words.push(word);
    }
    separatorAt() {
        const op = SEPARATOR_OPS.find((candidate) => this.src.startsWith(candidate, this.pos));
        if (!op)
            return false;
        this.pos += op.length;
        this.end(op);
        return true;
    }
    redirectAt(fd) {
        if (this.src.startsWith("<(", this.pos) || this.src.startsWith(">(", this.pos)) {
            this.pos += 1;
            this.addWord({ text: this.src.slice(this.pos - 1, this.pos) + this.captureParens(), literal: false });
            return true;
        }
        const op = REDIRECT_OPS.find((candidate) => this.src.startsWith(candidate, this.pos));
        if (!op)
            return false;
        this.pos += op.length;
        while (this.src[this.pos] === " " || this.src[this.pos] === "\t")
            this.pos += 1;
        const target = this.readWord();
        const redirect = { op, fd, target };
        this.current.redirects.push(redirect);
        if (op === "<<" || op === "<<-")
            this.pending.push({ redirect, stripTabs: op === "<<-" });
        return true;
    }
    /** Heredoc bodies start on the line after their operator, one after another. */
    readHeredocBodies() {
        for (const { redirect, stripTabs } of this.pending) {
            const delimiter = redirect.target.text.trim();
            const lines = [];
            while (this.pos < this.src.length) {
                const newline = this.src.indexOf("\n", this.pos);
                const line = this.src.slice(this.pos, newline === -1 ? this.src.length : newline);
                this.pos = newline === -1 ? this.src.length : newline + 1;
                // agents indent delimiters loosely; a line that is the delimiter once trimmed ends the body
                if (line.trim() === delimiter)
                    break;
                lines.push(stripTabs ? line.replace(/^\t+/, "") : line);
            }
            redirect.body = lines.join("\n");
        }
        this.pending = [];
    }
    readWord() {
        let text = "";
        let literal = true;
        while (this.pos < this.src.length) {
            const c = this.src[this.pos];
            if (WORD_END.has(c))
                break;
            if (c === "'") {
                text += this.quoted("'");
            }
            else if (c === '"') {
                const inner = this.doubleQuoted();
                text += inner.text;
                literal &&= inner.literal;
            }
            else if (c === "\\" && !this.windows) {
                if (this.src[this.pos + 1] !== "\n")
                    text += this.src[this.pos + 1] ?? "";
                this.pos += 2;
            }
            else if (c === "`" && this.windows) {
                text += this.src[this.pos + 1] ?? "";
                this.pos += 2;
            }
            else if (c === "`" || c === "$") {
                const expansion = this.expansion();
                text += expansion;
                literal &&= expansion === "$";
            }
            else {
                if (c === "*" || c === "?" || c === "[")
                    literal = false;
                text += c;
                this.pos += 1;
            }
        }
        return { text, literal };
    }
    /** `'…'` (and `$'…'` after its `$`): everything up to the closing quote, as is. */
    quoted(quote) {
        const close = this.src.indexOf(quote, this.pos + 1);
        const end = close === -1 ? this.src.length : close;
        const text = this.src.slice(this.pos + 1, end);
        this.pos = end + 1;
        return text;
    }
    doubleQuoted() {
        let text = "";
        let literal = true;
        this.pos += 1;
        while (this.pos < this.src.length && this.src[this.pos] !== '"') {
            const c = this.src[this.pos];
            const escape = this.windows ? "`" : "\\";
            if (c === escape && (this.windows || '$`"\\\n'.includes(this.src[this.pos + 1] ?? ""))) {
                text += this.src[this.pos + 1] ?? "";
                this.pos += 2;
            }
            else if (c === "$" || (c === "`" && !this.windows)) {
                const expansion = this.expansion();
                text += expansion;
                literal &&= expansion === "$";
            }
            else {
                text += c;
                this.pos += 1;
            }
        }
        this.pos += 1;
        return { text, literal };
    }
    /** `$name`, `${…}`, `$( … )`, `$(( … ))`, `` `…` `` or `$'…'`: the raw text; scripts are kept to read. */
    expansion() {
        const start = this.pos;
        const after = this.src[this.pos + 1] ?? "";
        if (this.src[this.pos] === "`") {
            const inner = this.quoted("`");
            this.nested.push(inner);
            return `\`${inner}\``;
        }
        if (after === "'") {
            this.pos += 1;
            return this.quoted("'");
        }
        if (after === "(") {
            this.pos += 1;
            const inner = this.captureParens();
            if (!inner.startsWith("(("))
                this.nested.push(inner.slice(1, -1));
            return `$${inner}`;
        }
        if (after === "{") {
            const close = this.src.indexOf("}", this.pos);
            this.pos = close === -1 ? this.src.length : close + 1;
        }
        else {
            const name = /^(?:[A-Za-z_][\w:]*|[0-9?#@*$!-])/.exec(this.src.slice(this.pos + 1, this.pos + 200));
            this.pos += 1 + (name?.[0].length ?? 0);
        }
        return this.src.slice(start, this.pos);
    }
    /** From an opening parenthesis to its match, skipping quoted text; the text with both parentheses. */
    captureParens() {
        const start = this.pos;
        let open = 0;
        while (this.pos < this.src.length) {
            const c = this.src[this.pos];
            if (c === "'" || c === '"') {
                const close = this.src.indexOf(c, this.pos + 1);
                this.pos = close === -1 ? this.src.length : close + 1;
                continue;
            }
            if (c === "\\" && !this.windows)
                this.pos += 1;
            else if (c === "(")
                open += 1;
            else if (c === ")" && --open === 0) {
                this.pos += 1;
                break;
            }
            this.pos += 1;
        }
        return this.src.slice(start, this.pos);
    }
    end(separator) {
        const command = this.current;
        const pipe = separator === "|" || separator === "|&";
        if (command.words.length > 0 || command.redirects.length > 0) {
            if (pipe)
                command.piped = true;
            command.separator = separator;
            if (!NOT_A_COMMAND.has(command.words[0]?.text ?? ""))
                this.commands.push(command);
        }
        this.current = this.fresh(pipe);
    }
    fresh(piped) {
        return { words: [], redirects: [], depth: this.depth, piped, separator: "", inLoop: this.loops > 0 };
    }
}


/***/ }),

/***/ 5846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** Words every surface shares: counts read as English ("1 edit", "3 red flags"), never "1 edits" or "file(s)". */
/** `count` and the noun, plural unless the count is one; `many` for a noun that does not take an s. */
function plural(count, noun, many = `${noun}s`) {
    return `${count} ${count === 1 ? noun : many}`;
}


/***/ })

};
