export const id = 248;
export const ids = [248];
export const modules = {

/***/ 20248:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_LOAD_LIMITS: () => (/* binding */ DEFAULT_LOAD_LIMITS),
  MAX_TRANSCRIPT_BYTES: () => (/* binding */ MAX_TRANSCRIPT_BYTES),
  loadTranscript: () => (/* binding */ loadTranscript),
  parseTranscript: () => (/* binding */ parseTranscript)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/transcript/kept-redaction.ts + 2 modules
var kept_redaction = __webpack_require__(89491);
// EXTERNAL MODULE: ./src/transcript/json.ts
var transcript_json = __webpack_require__(50162);
;// CONCATENATED MODULE: ./src/transcript/formats/atif-continuation.ts
/**
 * ATIF trajectories that continue in further files after a context summarization
 * (`trajectory.json`, then `trajectory.cont-1.json`, …): read as one run, steps in file order.
 */


const CONTINUATION = /^(.*)\.cont-(\d+)\.json$/;
function isContinuation(file) {
    return CONTINUATION.test(file.name);
}
/** The continuation files of this main file, in order. */
function continuationsOf(main, files) {
    const stem = main.name.replace(/\.json$/, "");
    return files
        .map((file) => ({ file, match: CONTINUATION.exec(file.name) }))
        .filter(({ match }) => match?.[1] === stem)
        .sort((a, b) => Number(a.match?.[2]) - Number(b.match?.[2]))
        .map(({ file }) => file);
}
/** The main trajectory's text with the steps of its continuations appended. */
function joinContinuations(main, continuations) {
    const root = parseFile(main);
    if (!(0,transcript_json/* isObject */.Gv)(root))
        throw new errors/* InputError */.d(`${main.name}: not an ATIF trajectory`);
    const steps = [...(0,transcript_json/* arr */.QL)(root.steps)];
    for (const file of continuations) {
        const next = parseFile(file);
        steps.push(...(0,transcript_json/* arr */.QL)((0,transcript_json/* isObject */.Gv)(next) ? next.steps : []));
    }
    return JSON.stringify({ ...root, steps });
}
/** A file that does not parse is bad input, like any other unreadable transcript. */
function parseFile(file) {
    try {
        return (0,transcript_json/* parseJson */.qF)(file.text);
    }
    catch {
        throw new errors/* InputError */.d(`${file.name}: not valid JSON`);
    }
}

// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(10182);
// EXTERNAL MODULE: ./src/transcript/command.ts
var command = __webpack_require__(21507);
;// CONCATENATED MODULE: ./src/transcript/formats/anthropic-content.ts


/** The text of an Anthropic content value: a string, or text blocks (other blocks are named). */
function contentText(content) {
    if (typeof content === "string")
        return content;
    return (0,transcript_json/* arr */.QL)(content)
        .map((block) => {
        if (!(0,transcript_json/* isObject */.Gv)(block))
            return "";
        if (block.type === "text")
            return (0,transcript_json/* str */.gx)(block.text) ?? "";
        return typeof block.type === "string" ? `[${block.type}]` : "";
    })
        .filter((text) => text !== "")
        .join("\n");
}
/** Text blocks become assistant text, `tool_use` blocks become calls; thinking is not evidence. */
function readAssistantBlocks(builder, content, step) {
    if (typeof content === "string")
        return { texts: [content], toolUses: 0 };
    const texts = [];
    let toolUses = 0;
    for (const block of (0,transcript_json/* arr */.QL)(content)) {
        if (!(0,transcript_json/* isObject */.Gv)(block))
            continue;
        if (block.type === "text")
            texts.push((0,transcript_json/* str */.gx)(block.text) ?? "");
        if (block.type === "tool_use" || block.type === "server_tool_use") {
            builder.call({ id: (0,transcript_json/* str */.gx)(block.id), name: (0,transcript_json/* str */.gx)(block.name) ?? "unknown", input: (0,command/* inputObject */.u)(block.input), step });
            toolUses += 1;
        }
    }
    return { texts, toolUses };
}
/** The `tool_result` blocks of a user message, in order. */
function toolResultBlocks(content) {
    // a loop, not flatMap: it ran once per result line and took ~4 µs a call on its generic path (Run 21)
    const blocks = [];
    for (const block of (0,transcript_json/* arr */.QL)(content)) {
        if (!(0,transcript_json/* isObject */.Gv)(block) || block.type !== "tool_result")
            continue;
        const toolUseId = (0,transcript_json/* str */.gx)(block.tool_use_id);
        if (toolUseId !== null)
            blocks.push({ toolUseId, output: contentText(block.content), isError: block.is_error === true });
    }
    return blocks;
}
/** The human-typed text of a user message (string content, or its text blocks). */
function userText(content) {
    if (typeof content === "string")
        return content;
    return (0,transcript_json/* arr */.QL)(content)
        .filter((block) => (0,transcript_json/* isObject */.Gv)(block) && block.type === "text")
        .map((block) => (0,transcript_json/* str */.gx)(block.text) ?? "")
        .join("\n");
}

// EXTERNAL MODULE: ./src/transcript/builder.ts + 5 modules
var transcript_builder = __webpack_require__(67236);
// EXTERNAL MODULE: ./src/transcript/exit-code.ts
var exit_code = __webpack_require__(31436);
;// CONCATENATED MODULE: ./src/transcript/formats/claude-common.ts

/** Markers Claude Code writes into the conversation when the user stops a turn. */
const INTERRUPTION = /^\[Request interrupted by user( for tool use)?\]/;
const BACKGROUND = /^Command running in background with ID:/;
/**
 * Claude's Bash tool marks a non-zero exit as an error result that starts `Exit code N`; a
 * non-error result of a command that ran to completion therefore means exit 0. Background and
 * interrupted commands have no exit status yet.
 */
function claudeBashExitCode(toolName, output, isError, unfinished) {
    if (toolName !== "Bash")
        return null;
    const stated = (0,exit_code/* claudeExitCode */.QS)(output);
    if (stated !== null)
        return stated;
    if (isError || unfinished || BACKGROUND.test(output))
        return null;
    return 0;
}
/** Claude API stop reasons that mean the model was cut off rather than done. */
function endingFromStopReason(stopReason, step) {
    if (stopReason === "end_turn" || stopReason === "stop_sequence") {
        return { kind: "completed", detail: `the agent ended its turn (stop_reason ${stopReason})`, step };
    }
    if (stopReason === "max_tokens" || stopReason === "model_context_window_exceeded") {
        return { kind: "limit", detail: `the model was cut off (stop_reason ${stopReason})`, step };
    }
    if (stopReason === "refusal")
        return { kind: "error", detail: "the model refused (stop_reason refusal)", step };
    return null;
}

;// CONCATENATED MODULE: ./src/transcript/messages.ts

const CHAT_ROLES = new Set(["system", "developer", "user", "assistant", "tool", "function"]);
/** Responses API input items that are not role-tagged (OpenAI Agents SDK `to_input_list()`). */
const RESPONSES_ITEMS = new Set(["function_call", "function_call_output", "reasoning", "message"]);
/**
 * The chat messages of a plain conversation dump: a JSON array, `{messages: [...]}`, or one
 * message per line. Null when the records are not all role-tagged messages.
 */
function chatMessages(records) {
    const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : null;
    const list = root
        ? Array.isArray(root.messages)
            ? root.messages.map((value, step) => ({ step, value }))
            : []
        : records.items;
    if (list.length === 0)
        return null;
    const messages = list.filter(({ value }) => (0,transcript_json/* isObject */.Gv)(value)).map(({ step, value }) => ({ step, message: value }));
    const isMessage = (message) => CHAT_ROLES.has((0,transcript_json/* str */.gx)(message.role) ?? "") || RESPONSES_ITEMS.has((0,transcript_json/* str */.gx)(message.type) ?? "");
    if (messages.length !== list.length || !messages.every(({ message }) => isMessage(message)))
        return null;
    return messages;
}
/** The model a conversation dump names at its top level, if any. */
function dumpModel(records) {
    return records.shape === "object" ? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(records.items[0]?.value).model) : null;
}

// EXTERNAL MODULE: ./src/transcript/task.ts
var transcript_task = __webpack_require__(48677);
;// CONCATENATED MODULE: ./src/transcript/formats/anthropic-messages.ts







/** Cline's tools, written as XML in the assistant's text (its pre-native-tools protocol). */
const CLINE_TOOLS = [
    "execute_command",
    "read_file",
    "write_to_file",
    "replace_in_file",
    "search_files",
    "list_files",
    "list_code_definition_names",
    "browser_action",
    "use_mcp_tool",
    "access_mcp_resource",
    "ask_followup_question",
    "attempt_completion",
    "new_task",
    "plan_mode_respond",
];
const CLINE_CALL = new RegExp(`<(${CLINE_TOOLS.join("|")})>([\\s\\S]*?)</\\1>`, "g");
const CLINE_PARAM = /<(\w+)>([\s\S]*?)<\/\1>/g;
/** Cline answers its tool calls in the next user message: `[tool for '…'] Result:`. */
const CLINE_RESULT = /^\[(\w+)(?: for [^\]]*)?\] Result:\s*/;
/** Cline's environment details name the workspace its relative paths start from. */
const CLINE_CWD = /# Current Working Directory \(([^)\n]+)\)/;
/**
 * Cline tools that hand the turn back to the human with a question instead of finishing. A
 * follow-up question stops the work mid-way (`interrupted`); a plan-mode reply is how plan mode
 * ends its turn, waiting for the user to approve the plan (`awaiting_user`).
 */
const ASKING_TOOLS = new Set(["ask_followup_question"]);
const PLAN_TOOL = "plan_mode_respond";
const COMPLETION_TOOL = "attempt_completion";
/**
 * Anthropic Messages API conversations (a JSON array or `{messages, system}`), including Cline's
 * `api_conversation_history.json`: `tool_use` blocks are answered by `tool_result` blocks naming
 * `tool_use_id`; Cline's XML tool calls are answered, in order, by its `[tool] Result:` texts.
 */
const anthropicMessages = {
    id: "anthropic-messages",
    detect: (records) => {
        const messages = chatMessages(records);
        if (messages === null)
            return false;
        const blocks = messages.flatMap(({ message }) => (0,transcript_json/* arr */.QL)(message.content)).filter(transcript_json/* isObject */.Gv);
        const hasAnthropicBlocks = blocks.some((block) => block.type === "tool_use" || block.type === "tool_result");
        const firstUser = messages.find(({ message }) => message.role === "user");
        const isCline = firstUser !== undefined && /<task>/.test(userText(firstUser.message.content));
        return hasAnthropicBlocks || (isCline && messages.every(({ message }) => message.role === "user" || message.role === "assistant"));
    },
    read: (records) => {
        const builder = new transcript_builder/* TrajectoryBuilder */.rI("anthropic-messages");
        builder.setMeta({ model: dumpModel(records) });
        const ending = new ConversationReader(builder).read(chatMessages(records) ?? []);
        for (const warning of records.warnings)
            builder.warn(warning);
        builder.setEnding(ending);
        return builder.build();
    },
};
class ConversationReader {
    builder;
    ending = { kind: "unknown", detail: "the conversation has no assistant message", step: null };
    /** Cline calls (XML, or `tool_use` blocks) waiting for their `[tool] Result:` text, oldest first. */
    pendingText = [];
    constructor(builder) {
        this.builder = builder;
    }
    read(messages) {
        for (const { step, message } of messages) {
            this.builder.setMeta({ records: step + 1 });
            if (message.role === "user")
                this.user(message, step);
            if (message.role === "assistant")
                this.assistant(message, step);
        }
        return this.ending;
    }
    user(message, step) {
        const workspace = CLINE_CWD.exec(userText(message.content))?.[1]?.trim();
        if (workspace)
            this.builder.setCwd(workspace);
        for (const result of toolResultBlocks(message.content)) {
            const index = this.builder.indexOf(result.toolUseId);
            this.pendingText = this.pendingText.filter((pending) => pending !== index);
            // Cline with native tools still opens a result with its `[tool for '…'] Result:` header
            const text = result.output.replace(CLINE_RESULT, "");
            const json = (0,exit_code/* returncodeJson */.A9)(text);
            const output = json?.output ?? text;
            const exitCode = json?.exitCode ?? (0,exit_code/* clineExitCode */.PP)(output);
            this.builder.resultFor(result.toolUseId, { output, isError: result.isError || (exitCode ?? 0) !== 0, exitCode, step });
        }
        const texts = typeof message.content === "string" ? [message.content] : textBlocks(message.content);
        const human = [];
        let result = null;
        for (const text of texts) {
            const pending = this.answeredBy(text);
            if (pending !== undefined) {
                if (result)
                    this.clineResult(result, step);
                result = { index: pending, parts: [text.replace(CLINE_RESULT, "")] };
            }
            else if (!(0,transcript_task/* isInjected */.$V)(text)) {
                // Cline writes a result's body in the blocks after its `[tool] Result:` header
                (result ? result.parts : human).push((0,transcript_task/* withoutInjectedBlocks */.xA)(text));
            }
        }
        if (result)
            this.clineResult(result, step);
        const text = human.join("\n").trim();
        if (text !== "")
            this.builder.prompt(this.builder.callCount === 0 ? (0,transcript_task/* unwrapTask */.zO)(text) : text, step);
    }
    /** The call a `[tool for '…'] Result:` text answers: the oldest waiting call of that tool, else the oldest. */
    answeredBy(text) {
        const header = CLINE_RESULT.exec(text);
        if (!header)
            return undefined;
        const named = this.pendingText.find((index) => this.builder.callAt(index)?.name === header[1]);
        const index = named ?? this.pendingText[0];
        this.pendingText = this.pendingText.filter((pending) => pending !== index);
        return index;
    }
    clineResult(result, step) {
        const output = result.parts.filter((part) => part !== "").join("\n");
        const exitCode = (0,exit_code/* clineExitCode */.PP)(output);
        this.builder.resultAt(result.index, { output, isError: (exitCode ?? 0) !== 0, exitCode, step });
    }
    assistant(message, step) {
        const first = this.builder.callCount;
        const blocks = readAssistantBlocks(this.builder, message.content, step);
        const text = blocks.texts.join("\n");
        this.builder.message("assistant", text, step);
        this.clineCalls(text, step);
        const calls = Array.from({ length: this.builder.callCount - first }, (_, offset) => first + offset);
        // a `tool_use` Cline answers with a `[tool] Result:` text rather than a tool_result block
        this.pendingText.push(...calls.filter((index) => !this.pendingText.includes(index)));
        this.ending = this.endingOf(calls, (0,transcript_json/* str */.gx)(message.stop_reason), step);
    }
    endingOf(calls, stopReason, step) {
        const names = calls.map((index) => this.builder.callAt(index)?.name ?? "");
        const completion = calls.find((index) => this.builder.callAt(index)?.name === COMPLETION_TOOL);
        if (completion !== undefined) {
            const input = this.builder.callAt(completion)?.input ?? {};
            this.builder.setFinalAnswer((0,transcript_json/* str */.gx)(input.result));
            return { kind: "completed", detail: "the agent attempted completion (attempt_completion)", step };
        }
        const asking = names.find((name) => ASKING_TOOLS.has(name));
        if (asking)
            return { kind: "interrupted", detail: `the agent stopped to ask the user (${asking}) before claiming the work done`, step };
        if (names.includes(PLAN_TOOL))
            return { kind: "awaiting_user", detail: `it answered in plan mode (${PLAN_TOOL}) and waits for the user to approve or revise`, step };
        if (calls.length > 0)
            return { kind: "unknown", detail: "the conversation ends on a tool call", step };
        return endingFromStopReason(stopReason, step) ?? { kind: "completed", detail: "the conversation ends on an assistant message with no pending tool call", step };
    }
    /** Cline's XML tool calls in the assistant's text, up to its completion (what follows is not run). */
    clineCalls(text, step) {
        for (const match of text.matchAll(CLINE_CALL)) {
            const name = match[1];
            const input = Object.fromEntries([...match[2].matchAll(CLINE_PARAM)].map((param) => [param[1], param[2].trim()]));
            this.builder.call({ id: null, name, input, step });
            if (name === COMPLETION_TOOL)
                return;
        }
    }
}
function textBlocks(content) {
    return (0,transcript_json/* arr */.QL)(content).flatMap((block) => ((0,transcript_json/* isObject */.Gv)(block) && block.type === "text" && typeof block.text === "string" ? [block.text] : []));
}

;// CONCATENATED MODULE: ./src/transcript/formats/codex-common.ts


const CHANGE_KINDS = (0,transcript_json/* lookupTable */.zf)({ add: "create", create: "create", update: "update", delete: "delete" });
/**
 * A Codex tool output: a plain string, a JSON string `{output, metadata: {exit_code}}` (the
 * structured exit code wins), a `{content, success}` object, or content items.
 */
function codexOutput(raw) {
    if ((0,transcript_json/* isObject */.Gv)(raw)) {
        const text = (0,transcript_json/* str */.gx)(raw.content) ?? contentItemsText(raw.content);
        return { ...codexOutput(text), failed: raw.success === false };
    }
    if (Array.isArray(raw))
        return codexOutput(contentItemsText(raw));
    const text = (0,transcript_json/* str */.gx)(raw) ?? "";
    const structured = structuredOutput(text);
    if (structured)
        return structured;
    return { output: text, exitCode: (0,exit_code/* codexExitCode */.hk)(text), failed: false };
}
function structuredOutput(text) {
    if (!text.startsWith("{") || !text.includes('"output"'))
        return null;
    try {
        const parsed = (0,transcript_json/* parseJson */.qF)(text);
        if (!(0,transcript_json/* isObject */.Gv)(parsed) || typeof parsed.output !== "string")
            return null;
        const exitCode = (0,transcript_json/* int */.Wh)((0,transcript_json/* obj */.WL)(parsed.metadata).exit_code);
        return { output: parsed.output, exitCode: exitCode ?? (0,exit_code/* codexExitCode */.hk)(parsed.output), failed: false };
    }
    catch {
        return null;
    }
}
/** Text of Responses API content items (`input_text`, `output_text`, `text`); images become a marker. */
function contentItemsText(content) {
    if (typeof content === "string")
        return content;
    return (0,transcript_json/* arr */.QL)(content)
        .map((part) => {
        if (!(0,transcript_json/* isObject */.Gv)(part))
            return "";
        if (typeof part.text === "string")
            return part.text;
        return typeof part.type === "string" ? `[${part.type}]` : "";
    })
        .filter((text) => text !== "")
        .join("\n");
}
/**
 * Files a Codex patch changed: rollout `patch_apply_end.changes` (`{path: {type}}`, or older
 * `{path: {add: …}}`) and `codex exec --json` `file_change.changes` (`[{path, kind}]`).
 */
function codexChanges(changes) {
    if (Array.isArray(changes)) {
        return changes.flatMap((change) => {
            const path = (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(change).path);
            return path ? [{ path, kind: CHANGE_KINDS[(0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(change).kind) ?? ""] ?? "unknown" }] : [];
        });
    }
    return Object.entries((0,transcript_json/* obj */.WL)(changes)).flatMap(([path, change]) => {
        const detail = (0,transcript_json/* obj */.WL)(change);
        const verb = (0,transcript_json/* str */.gx)(detail.type) ?? Object.keys(detail).find((key) => key in CHANGE_KINDS) ?? "";
        const moved = (0,transcript_json/* str */.gx)(detail.move_path) ?? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(detail.update).move_path);
        const kind = CHANGE_KINDS[verb] ?? "unknown";
        return moved ? [{ path, kind: "delete" }, { path: moved, kind: "create" }] : [{ path, kind }];
    });
}

// EXTERNAL MODULE: ./src/words.ts
var words = __webpack_require__(75846);
;// CONCATENATED MODULE: ./src/transcript/formats/terminus.ts
/**
 * Terminus (harbor / Terminal-Bench): the agent answers in one JSON object
 * (`{"analysis", "plan", "commands": [{"keystrokes", "duration"}], "task_complete"}`), the harness
 * types each command's keystrokes into one tmux terminal and answers the batch with one screen.
 */

/** Harbor's prompt after a reply it could not parse: the reply's commands were not run. */
const PARSE_ERROR_FEEDBACK = /^\s*Previous response had parsing errors/;
/** Enough of a command's first line to find its echo on the screen before the terminal wraps it. */
const ECHO_PROBE_CHARS = 60;
/**
 * The commands of a Terminus reply written whole into the step's message (harbor's `raw_content`
 * mode, which records no `tool_calls`); null when the message is not such a reply. Harbor's parser
 * allows text around the object, so the outermost braces are read.
 */
function terminusResponse(message) {
    return xmlResponse(message) ?? jsonResponse(message);
}
/**
 * Harbor's XML parser (`<response><analysis>…</analysis><plan>…</plan><commands><keystrokes
 * duration="0.1">ls\n</keystrokes>…</commands><task_complete>true</task_complete></response>`); the
 * keystrokes are verbatim, not XML-encoded.
 */
function xmlResponse(message) {
    const body = XML_RESPONSE.exec(message)?.[1];
    if (body === undefined)
        return null;
    const commands = [...body.matchAll(XML_KEYSTROKES)].flatMap((match) => {
        const keystrokes = match[2] ?? "";
        return keystrokes === "" ? [] : [{ keystrokes, duration: match[1] === undefined ? null : Number(match[1]) }];
    });
    const taskComplete = XML_COMPLETE.test(body);
    if (commands.length === 0 && !XML_COMPLETE_TAG.test(body))
        return null;
    const analysis = XML_ANALYSIS.exec(body)?.[1]?.trim();
    const plan = XML_PLAN.exec(body)?.[1]?.trim();
    const text = [analysis && `Analysis: ${analysis}`, plan && `Plan: ${plan}`].filter(Boolean).join("\n");
    return { commands, taskComplete, text };
}
const XML_RESPONSE = /<response>([\s\S]*?)(?:<\/response>|$)/;
const XML_KEYSTROKES = /<keystrokes(?:\s+duration="([\d.]+)")?[^>]*>([\s\S]*?)<\/keystrokes>/g;
const XML_COMPLETE = /<task_complete>\s*true\s*<\/task_complete>/i;
const XML_COMPLETE_TAG = /<task_complete>/;
const XML_ANALYSIS = /<analysis>([\s\S]*?)<\/analysis>/;
const XML_PLAN = /<plan>([\s\S]*?)<\/plan>/;
function jsonResponse(message) {
    const start = message.indexOf("{");
    const end = message.lastIndexOf("}");
    if (start < 0 || end <= start)
        return null;
    let parsed;
    try {
        parsed = (0,transcript_json/* parseJson */.qF)(message.slice(start, end + 1));
    }
    catch {
        return null;
    }
    if (!(0,transcript_json/* isObject */.Gv)(parsed) || !isReply(parsed))
        return null;
    const commands = (0,transcript_json/* arr */.QL)(parsed.commands).filter(transcript_json/* isObject */.Gv).flatMap(commandOf);
    const taskComplete = parsed.task_complete === true || parsed.is_task_complete === true;
    return { commands, taskComplete, text: replyText(parsed) };
}
/** Whether the observation says harbor rejected the reply, so none of its commands ran. */
function rejectedReply(observation) {
    return PARSE_ERROR_FEEDBACK.test(observation);
}
/**
 * One screen answering a batch of commands, cut at each command's echo (`root@host:/app# make`) so
 * each command gets its own part; null when an echo cannot be found in order (a cut or cleared
 * screen, a key name such as `C-c`), since then the screen cannot be shared out.
 */
function splitScreen(screen, keystrokes) {
    const starts = [];
    let from = 0;
    for (const keys of keystrokes) {
        const probe = echoProbe(keys);
        const at = probe === null ? -1 : screen.indexOf(probe, from);
        if (at < 0)
            return null;
        starts.push(screen.lastIndexOf("\n", at) + 1);
        from = at + probe.length;
    }
    return starts.map((start, index) => screen.slice(index === 0 ? 0 : start, starts[index + 1] ?? screen.length));
}
function echoProbe(keystrokes) {
    const line = keystrokes.split("\n").find((part) => part.trim() !== "")?.trim() ?? "";
    return line === "" ? null : line.slice(0, ECHO_PROBE_CHARS);
}
/** A Terminus reply names its commands or its completion (terminus-1 wrote `is_task_complete`). */
function isReply(value) {
    const commands = value.commands;
    const listsCommands = Array.isArray(commands) && commands.every((command) => (0,transcript_json/* isObject */.Gv)(command) && typeof command.keystrokes === "string");
    return listsCommands || typeof value.task_complete === "boolean" || typeof value.is_task_complete === "boolean";
}
function commandOf(command) {
    const keystrokes = (0,transcript_json/* str */.gx)(command.keystrokes);
    if (keystrokes === null || keystrokes === "")
        return [];
    const duration = command.duration ?? command.timeout_sec;
    return [{ keystrokes, duration: typeof duration === "number" ? duration : null }];
}
function replyText(reply) {
    const analysis = (0,transcript_json/* str */.gx)(reply.analysis) ?? (0,transcript_json/* str */.gx)(reply.state_analysis);
    const plan = (0,transcript_json/* str */.gx)(reply.plan) ?? (0,transcript_json/* str */.gx)(reply.explanation);
    return [analysis && `Analysis: ${analysis}`, plan && `Plan: ${plan}`].filter(Boolean).join("\n");
}

;// CONCATENATED MODULE: ./src/transcript/formats/atif.ts








/** Calls that end the run by the agent's own word (terminus-2, converted mini-swe-agent). */
const COMPLETION_TOOLS = new Set(["mark_task_complete", "task_complete", "submit", "finish"]);
const CAPY_ARGUMENTS = /^\[(\w+)\] (\{[\s\S]*)$/;
const COMPLETION_COMMAND = /\bCOMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\b/;
/**
 * A value some exporters leave in place of text they stored elsewhere (`"$37"`, `"$3f"`): a
 * reference the file cannot resolve, never a command, an output or a message.
 */
const UNRESOLVED_REFERENCE = /^\$[0-9a-f]{1,8}$/;
const isReference = (text) => text != null && UNRESOLVED_REFERENCE.test(text.trim());
/** The tool name harbor gives Terminus commands when it records them as calls. */
const TERMINAL_TOOL = "bash_command";
/**
 * Agent Trajectory Interchange Format (Harbor / Terminal-Bench): one object with
 * `schema_version` and `steps[]`; an agent step's `tool_calls[]` pair with its
 * `observation.results[]` by `source_call_id`, or by position when ids are absent (the
 * `*-converted` variants, which also state exit codes only inside the result text).
 */
const atif = {
    id: "atif",
    detect: (records) => {
        const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : {};
        return typeof root.schema_version === "string" && Array.isArray(root.steps);
    },
    read: (records) => readAtif((0,transcript_json/* obj */.WL)(records.items[0]?.value), records.warnings),
};
function readAtif(root, warnings = []) {
    const builder = new transcript_builder/* TrajectoryBuilder */.rI("atif");
    const agent = (0,transcript_json/* obj */.WL)(root.agent);
    const version = (0,transcript_json/* str */.gx)(agent.version);
    builder.setMeta({
        sessionId: (0,transcript_json/* str */.gx)(root.session_id),
        agent: [(0,transcript_json/* str */.gx)(agent.name), version].filter(Boolean).join(" ") || null,
        model: (0,transcript_json/* str */.gx)(agent.model_name),
    });
    const steps = (0,transcript_json/* arr */.QL)(root.steps);
    const references = { commands: 0, results: 0, messages: 0, first: null };
    let ending = null;
    steps.forEach((value, step) => {
        const stepObject = (0,transcript_json/* obj */.WL)(value);
        builder.setMeta({ records: step + 1 });
        const outcome = readStep(builder, stepObject, step, references);
        // the run ends on its last word: work after a declared completion (Terminus asks to confirm) undoes it
        if (outcome !== null)
            ending = outcome === ACTED ? null : outcome;
    });
    for (const warning of warnings)
        builder.warn(warning);
    const warning = referencesWarning(references);
    if (warning !== null)
        builder.warn(warning);
    builder.setTask(taskOf(steps.map(transcript_json/* obj */.WL)));
    builder.setEnding(ending ?? lastStepEnding(steps.length, (0,transcript_json/* str */.gx)(agent.name)));
    return builder.build();
}
/**
 * The task from the run's own user steps; when none holds a request (a continuation after a
 * hand-off records its past, the task included, only as copied context), from the copied ones.
 */
function taskOf(steps) {
    const userTexts = (copied) => steps.filter((step) => step.source === "user" && (step.is_copied_context === true) === copied).map((step) => contentItemsText(step.message));
    return (0,transcript_task/* taskFromPrompts */.Zr)(userTexts(false)) ?? (0,transcript_task/* taskFromPrompts */.Zr)(userTexts(true));
}
/** A step that made calls without declaring the task complete. */
const ACTED = "acted";
function readStep(builder, step, index, references) {
    const text = referenceFree(contentItemsText(step.message), references, "messages");
    if (step.is_copied_context === true) {
        // steps a continuation or summarization file repeats from before its handoff: context, already read
        builder.message(step.source === "agent" ? "assistant" : step.source === "user" ? "user" : "system", text, index);
        return null;
    }
    if (step.source === "user") {
        builder.prompt(builder.callCount === 0 ? (0,transcript_task/* unwrapTask */.zO)(text) : text, index);
        return null;
    }
    if (step.source === "system") {
        builder.message("system", text, index);
        readResults(builder, step, [], index, references);
        return null;
    }
    const reply = (0,transcript_json/* arr */.QL)(step.tool_calls).length === 0 ? terminusResponse(text) : null;
    const ran = reply !== null && !rejectedReply(resultTexts(step).join("\n"));
    builder.message("assistant", ran && reply.text !== "" ? reply.text : text, index);
    const issued = () => (0,transcript_json/* arr */.QL)(step.tool_calls).map((call) => issueCall(builder, (0,transcript_json/* obj */.WL)(call), index, references));
    const calls = ran ? replyCalls(builder, reply, index) : issued();
    if (!readScreen(builder, step, calls, index, references))
        readResults(builder, step, calls, index, references);
    const completing = calls.some((call) => isCompletion(builder, call));
    if (completing)
        return { kind: "completed", detail: "the agent declared the task complete", step: index };
    return calls.length > 0 ? ACTED : null;
}
/** A Terminus reply recorded whole (no `tool_calls`): each command a shell call, `task_complete` its completion call. */
function replyCalls(builder, reply, step) {
    const calls = reply.commands.map(({ keystrokes, duration }) => builder.call({ id: null, name: TERMINAL_TOOL, input: duration === null ? { keystrokes } : { keystrokes, duration }, step }));
    if (reply.taskComplete)
        calls.push(builder.call({ id: null, name: "mark_task_complete", input: {}, step }));
    return calls;
}
/**
 * Terminus types a batch of commands into one terminal and records one screen for the batch, under
 * the first command's id (or none): each command gets its part of the screen, or the whole screen
 * when the parts cannot be told apart. False when the step is not such a batch.
 */
function readScreen(builder, step, calls, index, references) {
    const results = (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(step.observation).results).map(transcript_json/* obj */.WL);
    const typed = calls.filter((call) => typeof builder.callAt(call)?.input.keystrokes === "string");
    if (results.length !== 1 || typed.length < 2)
        return false;
    const result = results[0];
    const id = (0,transcript_json/* str */.gx)(result.source_call_id);
    if (id !== null && !typed.some((call) => builder.callAt(call)?.id === id))
        return false;
    const content = contentItemsText(result.content);
    if (isReference(content)) {
        counted(references, "results", content);
        return true;
    }
    const screen = resultOf(result, index);
    const keystrokes = typed.map((call) => String(builder.callAt(call)?.input.keystrokes));
    const parts = splitScreen(screen.output, keystrokes) ?? keystrokes.map(() => screen.output);
    typed.forEach((call, position) => builder.resultAt(call, { output: parts[position] ?? "", exitCode: null, isError: screen.isError, step: index }));
    return true;
}
function resultTexts(step) {
    return (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(step.observation).results).map((result) => contentItemsText((0,transcript_json/* obj */.WL)(result).content));
}
function issueCall(builder, call, step, references) {
    const name = (0,transcript_json/* str */.gx)(call.function_name) ?? (0,transcript_json/* str */.gx)(call.tool_name) ?? (0,transcript_json/* str */.gx)(call.name) ?? "unknown";
    const given = (0,command/* inputObject */.u)(call.arguments);
    // a reference in place of the keystrokes: the command is not in the file
    const { keystrokes, ...rest } = given;
    const input = typeof keystrokes === "string" && isReference(keystrokes) ? (counted(references, "commands", keystrokes), rest) : given;
    return builder.call({ id: (0,transcript_json/* str */.gx)(call.tool_call_id) ?? (0,transcript_json/* str */.gx)(call.id), name, input: toolArguments(name, input), step });
}
/**
 * capy-converted files put a non-shell tool's JSON arguments in `keystrokes` as `[tool] {…}`,
 * often cut with `...(+N chars)`; the path fields are read even from a cut string.
 */
function toolArguments(name, input) {
    const match = CAPY_ARGUMENTS.exec((0,transcript_json/* str */.gx)(input.keystrokes) ?? "");
    if (!match || match[1] !== name)
        return input;
    const raw = match[2] ?? "";
    const parsed = (0,command/* inputObject */.u)(raw);
    const paths = [...raw.matchAll(/"(file_path|path|filePath)"\s*:\s*"((?:[^"\\]|\\.)*)"/g)];
    const fields = "input" in parsed ? Object.fromEntries(paths.map((path) => [path[1] === "filePath" ? "file_path" : path[1], path[2]])) : parsed;
    const { keystrokes: _keystrokes, ...rest } = input;
    // not keystrokes: the call is the named tool, not a shell command
    return { ...rest, arguments: raw, ...fields };
}
/** Results name their call by `source_call_id`; without it, the n-th result answers the n-th call. */
function readResults(builder, step, calls, index, references) {
    const results = (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(step.observation).results).map(transcript_json/* obj */.WL);
    results.forEach((result, position) => {
        // a reference in place of the output: the call's result is not in the file
        const content = contentItemsText(result.content);
        if (isReference(content))
            return counted(references, "results", content);
        const delegated = (0,transcript_json/* arr */.QL)(result.subagent_trajectory_ref).length > 0;
        if (delegated)
            builder.warn(subagentWarning(result, index));
        const parsed = resultOf(result, index);
        const id = (0,transcript_json/* str */.gx)(result.source_call_id);
        if (id !== null && builder.indexOf(id) !== undefined)
            return builder.resultFor(id, parsed);
        const call = calls[position];
        if (call !== undefined && builder.callAt(call)?.resultStep === null)
            return builder.resultAt(call, parsed);
        if (delegated && parsed.output === "")
            return;
        // a step with no calls gets the harness's next prompt (Terminus: "no commands", a rejected reply)
        if (calls.length === 0 && id === null)
            return builder.message("system", parsed.output, index);
        builder.warn(`step ${index}: observation result ${position + 1} answers no tool call, kept as a message`);
        builder.message("system", parsed.output, index);
    });
}
/** The text, or "" when it is only an unresolved reference (counted). */
function referenceFree(text, references, kind) {
    if (!isReference(text))
        return text;
    counted(references, kind, text);
    return "";
}
function counted(references, kind, reference) {
    references[kind] += 1;
    references.first ??= reference.trim();
}
function referencesWarning({ commands, results, messages, first }) {
    if (first === null)
        return null;
    const parts = [[commands, "command"], [results, "result"], [messages, "message"]];
    const what = parts.filter(([count]) => count > 0).map(([count, noun]) => (0,words/* plural */.LS)(count, noun)).join(", ");
    return `${what} of this file are unresolved references (\`${first}\`, …) its exporter left in place of their text: they are not read`;
}
/** A recorder's note that it stopped the command at its time limit. */
const RECORDER_TIMEOUT = /^timed out after \d+(?:\.\d+)?\s*(?:s|sec|secs|seconds?)$/i;
/** The note a harness writes in place of an empty output. */
const NO_OUTPUT_NOTE = /^\s*Command completed with no output\s*$/;
/** Exit codes: a `{"returncode": N}` JSON result, else an `(exit code N)` prefix; else none stated. */
function resultOf(result, step) {
    const content = contentItemsText(result.content);
    const json = (0,exit_code/* returncodeJson */.A9)(content);
    if (json) {
        const output = json.exception ? `${json.output}\n[not run: ${json.exception}]` : json.output;
        return { output, exitCode: json.exitCode, isError: json.exception !== null, step };
    }
    const stated = (0,exit_code/* prefixedExitCode */.hC)(content);
    // the prefix is the recorder's, not the program's: a verdict the program printed first opens its output
    const stripped = stated === null ? content : (0,exit_code/* withoutExitCodePrefix */.u5)(content);
    // a recorder that stopped the command at its time limit gave the status; the program never ended:
    // its note goes last, where a harness's timeout note is read, and the status is not the program's
    const note = (0,exit_code/* prefixNote */.P3)(content);
    const timedOut = note !== null && RECORDER_TIMEOUT.test(note);
    const exitCode = timedOut ? null : stated;
    const output = timedOut ? `${stripped}\n[${note}]` : stripped;
    // Capy's tool says so when a command printed nothing: the program's output is empty
    return { output: NO_OUTPUT_NOTE.test(output) ? "" : output, exitCode, isError: result.is_error === true, step };
}
function isCompletion(builder, index) {
    const call = builder.callAt(index);
    if (!call)
        return false;
    return COMPLETION_TOOLS.has(call.name) || COMPLETION_COMMAND.test(call.command ?? "");
}
function subagentWarning(result, step) {
    const ids = (0,transcript_json/* arr */.QL)(result.subagent_trajectory_ref).map((ref) => (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(ref).trajectory_path) ?? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(ref).session_id) ?? "?");
    return `step ${step}: subagent trajectory ${ids.join(", ")} is referenced but not read here`;
}
/**
 * Agents that end a run on their own only through their completion call or command (mini-swe-agent
 * submits, Terminus marks the task complete); anything else that ends their run is a limit or an error.
 */
const FINISH_ONLY_BY_COMPLETION = /^(?:mini-swe-agent|terminus)(?:-\d+)?$/i;
function lastStepEnding(steps, agent) {
    const step = steps > 0 ? steps - 1 : null;
    if (agent !== null && FINISH_ONLY_BY_COMPLETION.test(agent)) {
        const detail = `${agent} finishes on its own only with its completion call, and made none: a step, cost or time limit, or an error, ended the run`;
        return { kind: "limit", detail, step };
    }
    return { kind: "unknown", detail: "the trajectory does not say the agent finished (no completion call)", step };
}

;// CONCATENATED MODULE: ./src/transcript/reader.ts
/**
 * A format written as JSON lines: records held whole are read through the same sink as streamed
 * ones, so both paths build the same trajectory.
 */
function lineFormat(id, detect, sink) {
    return {
        id,
        detect,
        read: (records) => {
            const reader = sink(records);
            for (const record of records.items)
                reader.add(record);
            return reader.finish(records.warnings);
        },
        stream: sink,
    };
}

// EXTERNAL MODULE: ./src/transcript/text.ts
var transcript_text = __webpack_require__(17199);
;// CONCATENATED MODULE: ./src/transcript/formats/claude-code-jsonl.ts






/** Tags Claude Code wraps around local slash commands and `!` shell input: not requests to the agent. */
const LOCAL_COMMAND = /^\s*<(command-name|command-message|local-command-\w+|bash-input|bash-stdout|bash-stderr)>/;
/**
 * Of `toolUseResult`, Claude Code's second copy of each tool output (close to half a session's
 * bytes), only these fields are read: here, and `agentId` by AgentIds (subagents.ts). Its copy of
 * the tool_result's `content`, when byte for byte the same, is not parsed a second time.
 */
const TOOL_USE_RESULT_READ = {
    key: "toolUseResult",
    fields: ["interrupted", "backgroundTaskId", "type", "agentId"],
    repeats: "content",
};
/**
 * Claude Code session logs (`~/.claude/projects/<project>/<session>.jsonl`): one envelope per
 * line with `uuid`/`parentUuid`; one API message split over lines sharing `message.id`.
 */
const claudeCodeJsonl = lineFormat("claude-code-jsonl", (records) => records.shape !== "array" && records.items.some(({ value }) => (0,transcript_json/* isObject */.Gv)(value) && "parentUuid" in value && "sessionId" in value), () => new SessionReader());
class SessionReader {
    partlyRead = TOOL_USE_RESULT_READ;
    builder = new transcript_builder/* TrajectoryBuilder */.rI("claude-code-jsonl");
    lastEvent = null;
    assistantId = null;
    assistantTexts = null;
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        this.builder.setMeta({ records: step + 1, sessionId: (0,transcript_json/* str */.gx)(value.sessionId) });
        this.builder.setCwd((0,transcript_json/* str */.gx)(value.cwd));
        if (value.type === "user")
            this.user(value, step);
        if (value.type === "assistant")
            this.assistant(value, step);
        if (value.type === "system" && value.subtype === "compact_boundary") {
            this.builder.message("system", "[context compacted]", step);
        }
    }
    finish(warnings) {
        this.flushAssistantText();
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.lastEvent ?? { kind: "unknown", detail: "the session log has no assistant turn", step: null });
        return this.builder.build();
    }
    user(line, step) {
        const message = (0,transcript_json/* obj */.WL)(line.message);
        if (line.isMeta === true)
            return; // system reminders and hook output the user did not type
        this.flushAssistantText();
        if (line.isCompactSummary === true) {
            this.builder.message("system", userText(message.content), step);
            return;
        }
        const unfinished = (0,transcript_json/* obj */.WL)(line.toolUseResult).interrupted === true || "backgroundTaskId" in (0,transcript_json/* obj */.WL)(line.toolUseResult);
        for (const result of toolResultBlocks(message.content)) {
            const name = this.builder.openCall(result.toolUseId)?.name ?? "";
            // one literal, not a spread of `result`: V8 copied each spread on its generic path (~5 µs, Run 21)
            this.builder.resultFor(result.toolUseId, {
                output: result.output,
                isError: result.isError,
                exitCode: claudeBashExitCode(name, result.output, result.isError, unfinished),
                step,
                editKind: writeKind(line.toolUseResult),
            });
            this.lastEvent = { kind: "unknown", detail: "the session log ends on a tool result, before the agent answered", step };
        }
        this.userText(userText(message.content), step);
    }
    userText(text, step) {
        if (text.trim() === "")
            return;
        if (INTERRUPTION.test(text)) {
            this.builder.message("system", text, step);
            this.lastEvent = { kind: "interrupted", detail: "the user interrupted the agent", step };
        }
        else if (LOCAL_COMMAND.test(text)) {
            this.builder.message("system", text, step);
        }
        else {
            this.builder.prompt(text, step);
            this.lastEvent = { kind: "unknown", detail: "the session log ends on a user message, before the agent answered", step };
        }
    }
    assistant(line, step) {
        const message = (0,transcript_json/* obj */.WL)(line.message);
        this.builder.setMeta({ model: (0,transcript_json/* str */.gx)(message.model) });
        const id = (0,transcript_json/* str */.gx)(message.id);
        if (id === null || id !== this.assistantId)
            this.flushAssistantText();
        this.assistantId = id;
        const blocks = readAssistantBlocks(this.builder, message.content, step);
        const text = blocks.texts.join("\n").trim();
        if (text !== "") {
            this.assistantTexts ??= { text: "", step };
            this.assistantTexts.text = [this.assistantTexts.text, text].filter(Boolean).join("\n");
        }
        if (line.isApiErrorMessage === true) {
            this.lastEvent = { kind: "error", detail: `the API returned an error: ${(0,transcript_text/* detailText */.HS)(text)}`, step };
        }
        else if (blocks.toolUses > 0) {
            this.lastEvent = { kind: "unknown", detail: "the session log ends on a tool call, before its result", step };
        }
        else if (text !== "") {
            const stopReason = (0,transcript_json/* str */.gx)(message.stop_reason);
            this.lastEvent = endingFromStopReason(stopReason, step) ?? {
                kind: "completed",
                detail: "the agent's last message ends its turn with no pending tool call",
                step,
            };
        }
    }
    /** One API message arrives as several lines; its text blocks become one message. */
    flushAssistantText() {
        if (this.assistantTexts)
            this.builder.message("assistant", this.assistantTexts.text, this.assistantTexts.step);
        this.assistantTexts = null;
        this.assistantId = null;
    }
}
/** Claude Code's Write result says whether it created the file or replaced it. */
function writeKind(toolUseResult) {
    const type = (0,transcript_json/* obj */.WL)(toolUseResult).type;
    return type === "create" || type === "update" ? type : undefined;
}

;// CONCATENATED MODULE: ./src/transcript/formats/claude-sdk.ts







const SDK_TYPES = new Set(["system", "assistant", "user", "result", "stream_event"]);
/**
 * Claude Agent SDK messages: claude-code-action's `execution_file` (a JSON array) and
 * `claude -p --output-format stream-json --verbose` (JSON lines). The `result` message carries
 * the final answer and how the run ended; subagent traffic is inline with `parent_tool_use_id`.
 */
const claudeSdk = lineFormat("claude-sdk", (records) => {
    if (records.shape === "object")
        return false;
    const values = records.items.map(({ value }) => value).filter(transcript_json/* isObject */.Gv);
    if (values.some((value) => "parentUuid" in value))
        return false;
    const typed = values.filter((value) => SDK_TYPES.has(String(value.type)));
    const hasSdkMarker = typed.some((value) => value.type === "result" || (value.type === "system" && value.subtype === "init") || "session_id" in value);
    const hasMessages = typed.some((value) => (value.type === "assistant" || value.type === "user") && (0,transcript_json/* isObject */.Gv)(value.message));
    return hasMessages && (hasSdkMarker || typed.length === values.length);
}, () => new SdkReader());
class SdkReader {
    builder = new transcript_builder/* TrajectoryBuilder */.rI("claude-sdk");
    ending = null;
    lastStop = null;
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        const builder = this.builder;
        builder.setMeta({ records: step + 1, sessionId: (0,transcript_json/* str */.gx)(value.session_id) });
        const message = (0,transcript_json/* obj */.WL)(value.message);
        const inSubagent = (0,transcript_json/* str */.gx)(value.parent_tool_use_id) !== null;
        if (value.type === "system" && value.subtype === "init") {
            builder.setMeta({ model: (0,transcript_json/* str */.gx)(value.model), agent: agentName(value) });
            builder.setCwd((0,transcript_json/* str */.gx)(value.cwd));
        }
        else if (value.type === "assistant") {
            builder.setMeta({ model: (0,transcript_json/* str */.gx)(message.model) });
            const blocks = readAssistantBlocks(builder, message.content, step);
            // a subagent's narration is not the agent's answer; its tool calls are still work done
            if (!inSubagent)
                builder.message("assistant", blocks.texts.join("\n"), step);
            this.lastStop = endingFromStopReason((0,transcript_json/* str */.gx)(message.stop_reason), step);
        }
        else if (value.type === "user") {
            for (const result of toolResultBlocks(message.content)) {
                const name = builder.openCall(result.toolUseId)?.name ?? "";
                builder.resultFor(result.toolUseId, { ...result, exitCode: claudeBashExitCode(name, result.output, result.isError, false), step });
            }
            const text = userText(message.content);
            if (INTERRUPTION.test(text))
                builder.message("system", text, step);
            else if (!inSubagent)
                builder.prompt(text, step);
        }
        else if (value.type === "result") {
            this.ending = resultEnding(value, step);
            builder.setFinalAnswer((0,transcript_json/* str */.gx)(value.result));
        }
    }
    finish(warnings) {
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.ending ?? noResultEnding(this.lastStop));
        return this.builder.build();
    }
}
/** How the SDK's `result` message says the run ended. */
function resultEnding(result, step) {
    const subtype = (0,transcript_json/* str */.gx)(result.subtype) ?? "success";
    const denials = (0,transcript_json/* arr */.QL)(result.permission_denials);
    if (subtype.startsWith("error_max"))
        return { kind: "limit", detail: `the run stopped at a limit (${subtype})`, step };
    if (subtype !== "success" || result.is_error === true) {
        const said = (0,transcript_json/* str */.gx)(result.result) ?? ((0,transcript_json/* arr */.QL)(result.errors).map(String).join("; ") || subtype);
        return { kind: "error", detail: `the run ended on an error (${subtype}): ${(0,transcript_text/* detailText */.HS)(said)}`, step };
    }
    if (denials.length > 0) {
        const tools = [...new Set(denials.map((denial) => (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(denial).tool_name) ?? "a tool"))].join(", ");
        return { kind: "permission_denied", detail: `${(0,words/* plural */.LS)(denials.length, "tool use")} ${denials.length === 1 ? "was" : "were"} denied permission (${tools})`, step };
    }
    return { kind: "completed", detail: "the run ended with a success result", step };
}
function noResultEnding(lastStop) {
    const detail = "the transcript has no result message: the run may have been cut off";
    return lastStop?.kind === "completed" ? { ...lastStop, kind: "unknown", detail } : (lastStop ?? { kind: "unknown", detail, step: null });
}
function agentName(init) {
    const version = (0,transcript_json/* str */.gx)(init.claude_code_version);
    return version ? `claude-code ${version}` : "claude-code";
}

;// CONCATENATED MODULE: ./src/transcript/formats/codex-exec-legacy.ts





/**
 * `codex exec --json` before the item events (CLI 0.2x–0.43): a config line, a `{prompt}` line,
 * then `{id, msg: {type, …}}` events: `exec_command_begin/end`, `patch_apply_begin/end`,
 * `mcp_tool_call_begin/end` sharing `call_id`, `agent_message`, `task_complete`.
 */
function isLegacyExecStream(records) {
    if (records.shape !== "lines")
        return false;
    const events = records.items.filter(({ value }) => (0,transcript_json/* isObject */.Gv)(value) && (0,transcript_json/* isObject */.Gv)(value.msg) && typeof (0,transcript_json/* obj */.WL)(value.msg).type === "string");
    return events.length > 0 && events.length >= records.items.length - 2;
}
class LegacyExecReader {
    builder = new transcript_builder/* TrajectoryBuilder */.rI("codex-exec-json");
    ending = null;
    constructor() {
        this.builder.setMeta({ agent: "codex exec" });
    }
    add({ step, value }) {
        const line = (0,transcript_json/* obj */.WL)(value);
        this.builder.setMeta({ records: step + 1, model: (0,transcript_json/* str */.gx)(line.model) });
        if (typeof line.prompt === "string")
            this.builder.prompt(line.prompt, step);
        if ((0,transcript_json/* isObject */.Gv)(line.msg))
            this.ending = legacyEvent(this.builder, line.msg, step) ?? this.ending;
    }
    finish(warnings) {
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event stream has no task_complete: it may have been cut off", step: null });
        return this.builder.build();
    }
}
function legacyEvent(builder, msg, step) {
    const id = (0,transcript_json/* str */.gx)(msg.call_id);
    switch (msg.type) {
        case "exec_command_begin":
            builder.setCwd((0,transcript_json/* str */.gx)(msg.cwd));
            builder.call({ id, name: "exec_command", input: { command: msg.command ?? "", cwd: (0,transcript_json/* str */.gx)(msg.cwd) }, step });
            return null;
        case "exec_command_end": {
            const output = (0,transcript_json/* str */.gx)(msg.aggregated_output) ?? [(0,transcript_json/* str */.gx)(msg.stdout), (0,transcript_json/* str */.gx)(msg.stderr)].filter(Boolean).join("\n");
            if (id !== null)
                builder.resultFor(id, { output, exitCode: (0,transcript_json/* int */.Wh)(msg.exit_code), isError: false, step });
            return null;
        }
        case "patch_apply_begin": {
            const index = builder.call({ id, name: "apply_patch", input: { changes: msg.changes ?? {} }, step });
            builder.setChanges(index, codexChanges(msg.changes));
            return null;
        }
        case "patch_apply_end": {
            const output = [(0,transcript_json/* str */.gx)(msg.stdout), (0,transcript_json/* str */.gx)(msg.stderr)].filter(Boolean).join("\n");
            if (id !== null)
                builder.resultFor(id, { output, exitCode: null, isError: msg.success === false, step });
            return null;
        }
        case "mcp_tool_call_begin":
            return mcpBegin(builder, id, (0,transcript_json/* obj */.WL)(msg.invocation), step);
        case "mcp_tool_call_end":
            return mcpEnd(builder, id, msg, step);
        case "agent_message":
            builder.message("assistant", (0,transcript_json/* str */.gx)(msg.message) ?? "", step);
            return null;
        case "task_complete":
            builder.setFinalAnswer((0,transcript_json/* str */.gx)(msg.last_agent_message));
            return { kind: "completed", detail: "the task completed (task_complete)", step };
        case "turn_aborted":
            return { kind: "interrupted", detail: `the turn was aborted (${(0,transcript_json/* str */.gx)(msg.reason) ?? "no reason given"})`, step };
        case "error":
            return { kind: "error", detail: `the run reported an error: ${(0,transcript_text/* detailText */.HS)((0,transcript_json/* str */.gx)(msg.message) ?? "")}`, step };
        default:
            return null;
    }
}
function mcpBegin(builder, id, invocation, step) {
    const name = [(0,transcript_json/* str */.gx)(invocation.server), (0,transcript_json/* str */.gx)(invocation.tool)].filter(Boolean).join(".") || "mcp_tool_call";
    builder.call({ id, name, input: (0,command/* inputObject */.u)(invocation.arguments), step });
    return null;
}
function mcpEnd(builder, id, msg, step) {
    if (id === null)
        return null;
    const result = (0,transcript_json/* obj */.WL)(msg.result);
    const ok = (0,transcript_json/* obj */.WL)(result.Ok ?? result.ok ?? result);
    const error = (0,transcript_json/* str */.gx)(result.Err) ?? (0,transcript_json/* str */.gx)(result.err);
    const isError = error !== null || ok.isError === true;
    builder.resultFor(id, { output: error ?? contentItemsText(ok.content), exitCode: null, isError, step });
    return null;
}

;// CONCATENATED MODULE: ./src/transcript/formats/codex-exec-json.ts







const EVENT_TYPES = new Set(["thread.started", "turn.started", "turn.completed", "turn.failed", "item.started", "item.updated", "item.completed"]);
/** Items that are a tool call; the others are narration (`agent_message`, `reasoning`, `todo_list`). */
const CALL_ITEMS = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search"]);
/**
 * `codex exec --json` events: `thread.started`, `turn.*`, and `item.started/updated/completed`
 * sharing `item.id`. The prompt is the command line's, so the stream carries no task. Streams of
 * older CLIs (`{id, msg}` events) are read by codex-exec-legacy.ts.
 */
const codexExecJson = lineFormat("codex-exec-json", (records) => isItemStream(records) || isLegacyExecStream(records), execReader);
/** The item-event reader, or the legacy one for a stream that is not item events. */
function execReader(head) {
    return isItemStream(head) ? new ExecReader() : new LegacyExecReader();
}
function isItemStream(records) {
    return (records.shape === "lines" &&
        records.items.some(({ value }) => (0,transcript_json/* isObject */.Gv)(value) && String(value.type).startsWith("item.") && (0,transcript_json/* isObject */.Gv)(value.item)) &&
        records.items.every(({ value }) => !(0,transcript_json/* isObject */.Gv)(value) || value.type === "error" || EVENT_TYPES.has(String(value.type))));
}
class ExecReader {
    builder = new transcript_builder/* TrajectoryBuilder */.rI("codex-exec-json");
    ending = null;
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        this.builder.setMeta({ records: step + 1 });
        this.event(value, step);
    }
    finish(warnings) {
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event stream has no turn.completed: it may have been cut off", step: null });
        return this.builder.build();
    }
    event(event, step) {
        const type = String(event.type);
        if (type === "thread.started")
            this.builder.setMeta({ sessionId: (0,transcript_json/* str */.gx)(event.thread_id), agent: "codex exec" });
        if (type === "turn.completed")
            this.ending = { kind: "completed", detail: "the turn completed (turn.completed)", step };
        if (type === "turn.failed")
            this.ending = failure((0,transcript_json/* obj */.WL)(event.error).message, step);
        if (type === "error")
            this.ending = failure(event.message, step);
        if (type === "item.started" || type === "item.updated")
            this.started((0,transcript_json/* obj */.WL)(event.item), step);
        if (type === "item.completed")
            this.completed((0,transcript_json/* obj */.WL)(event.item), step);
    }
    /** The call is issued when first seen; later updates of the same id are not new calls. */
    started(item, step) {
        const id = (0,transcript_json/* str */.gx)(item.id);
        const type = itemType(item);
        if (!CALL_ITEMS.has(type))
            return undefined;
        const known = id === null ? undefined : this.builder.indexOf(id);
        if (known !== undefined)
            return known;
        return this.builder.call({ id, ...callOf(type, item), step });
    }
    completed(item, step) {
        const type = itemType(item);
        if (type === "agent_message" || type === "assistant_message")
            return this.builder.message("assistant", (0,transcript_json/* str */.gx)(item.text) ?? "", step);
        if (type === "error")
            return this.builder.warn(`step ${step}: the agent reported an error: ${(0,transcript_json/* str */.gx)(item.message) ?? ""}`);
        const index = this.started(item, step);
        if (index === undefined)
            return;
        if (this.builder.callAt(index)?.resultStep !== null) {
            return this.builder.warn(`step ${step}: item ${(0,transcript_json/* str */.gx)(item.id) ?? index} completed twice, kept the first`);
        }
        this.builder.resultAt(index, { ...codex_exec_json_resultOf(type, item), step });
        if (type === "file_change")
            this.builder.setChanges(index, codexChanges(item.changes));
    }
}
/** Early builds named the field `item_type`. */
function itemType(item) {
    return (0,transcript_json/* str */.gx)(item.type) ?? (0,transcript_json/* str */.gx)(item.item_type) ?? "unknown";
}
function callOf(type, item) {
    if (type === "command_execution")
        return { name: "command_execution", input: { command: (0,transcript_json/* str */.gx)(item.command) ?? "" } };
    if (type === "file_change")
        return { name: "file_change", input: { changes: item.changes ?? [] } };
    if (type === "web_search")
        return { name: "web_search", input: { query: (0,transcript_json/* str */.gx)(item.query) ?? "" } };
    const name = [(0,transcript_json/* str */.gx)(item.server), (0,transcript_json/* str */.gx)(item.tool)].filter(Boolean).join(".");
    return { name: name || "mcp_tool_call", input: (0,command/* inputObject */.u)(item.arguments) };
}
function codex_exec_json_resultOf(type, item) {
    const status = (0,transcript_json/* str */.gx)(item.status) ?? "completed";
    const failed = status === "failed" || status === "declined";
    if (type === "command_execution") {
        return { output: (0,transcript_json/* str */.gx)(item.aggregated_output) ?? "", isError: failed && (0,transcript_json/* int */.Wh)(item.exit_code) === null, exitCode: (0,transcript_json/* int */.Wh)(item.exit_code) };
    }
    if (type === "mcp_tool_call") {
        const error = (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(item.error).message);
        const output = error ?? contentItemsText((0,transcript_json/* obj */.WL)(item.result).content);
        return { output, isError: failed || error !== null, exitCode: null };
    }
    if (type === "file_change")
        return { output: `[patch ${status}]`, isError: failed, exitCode: null };
    return { output: `[${type} ${status}]`, isError: failed, exitCode: null };
}
function failure(message, step) {
    return { kind: "error", detail: `the run failed: ${(0,transcript_text/* detailText */.HS)((0,transcript_json/* str */.gx)(message) ?? "no message")}`, step };
}

;// CONCATENATED MODULE: ./src/transcript/formats/codex-rollout.ts








const ENVELOPE_TYPES = new Set(["session_meta", "response_item", "event_msg", "turn_context", "compacted"]);
/** Response items as very early rollouts wrote them, without the `{timestamp, type, payload}` envelope. */
const BARE_ITEM_TYPES = new Set(["message", "function_call", "function_call_output", "reasoning", "local_shell_call"]);
const RUNNING = /Process running with session ID (\d+)/;
/**
 * Codex CLI rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`): `{timestamp, type, payload}`
 * lines; calls and their `*_output` share `call_id`; `event_msg` lines repeat the conversation for
 * the UI and carry what the items lack (exit codes of long-running commands, patch results).
 */
const codexRollout = lineFormat("codex-rollout", (records) => {
    if (records.shape !== "lines")
        return false;
    const envelopes = records.items.filter(({ value }) => isEnvelope(value));
    if (envelopes.length > 0)
        return envelopes.some(({ value }) => ["session_meta", "response_item"].includes(String((0,transcript_json/* obj */.WL)(value).type)));
    const bare = records.items.filter(({ value }) => BARE_ITEM_TYPES.has(String((0,transcript_json/* obj */.WL)(value).type)));
    return bare.some(({ value }) => "call_id" in (0,transcript_json/* obj */.WL)(value) || (0,transcript_json/* obj */.WL)(value).type === "message") && bare.length >= records.items.length / 2;
}, () => new RolloutReader());
function isEnvelope(value) {
    return (0,transcript_json/* isObject */.Gv)(value) && ENVELOPE_TYPES.has(String(value.type)) && (0,transcript_json/* isObject */.Gv)(value.payload);
}
class RolloutReader {
    builder = new transcript_builder/* TrajectoryBuilder */.rI("codex-rollout");
    ending = null;
    lastEvent = null;
    /** Exit codes reported by `exec_command_end` before the call's output line. */
    pendingExit = new Map();
    /** Long-running `exec_command` calls by process session id, until a poll reports their exit. */
    running = new Map();
    ended = new Set();
    /** Calls whose patch failed to apply, reported before the call's output line. */
    failedPatches = new Set();
    /**
     * `event_msg` user and agent messages repeat the `response_item` messages; they are read only
     * when the rollout has no item message at all. Until one is seen they wait here (texts only).
     */
    eventMessages = new EventMessages();
    /** The step of the `task_complete` that set the final answer: a later event message unsets it. */
    finalAnswerStep = null;
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        this.builder.setMeta({ records: step + 1 });
        if (value.type === "message" || (0,transcript_json/* obj */.WL)(value.payload).type === "message")
            this.eventMessages.dropAll();
        if (isEnvelope(value))
            this.envelope(String(value.type), (0,transcript_json/* obj */.WL)(value.payload), step);
        else if (BARE_ITEM_TYPES.has(String(value.type)))
            this.item(value, step);
        else if ("instructions" in value && "id" in value)
            this.builder.setMeta({ sessionId: (0,transcript_json/* str */.gx)(value.id) });
    }
    finish(warnings) {
        this.eventMessages.replay(this);
        for (const warning of warnings)
            this.builder.warn(warning);
        this.builder.setEnding(this.ending ?? this.lastEvent ?? { kind: "unknown", detail: "the rollout has no turn", step: null });
        return this.builder.build();
    }
    envelope(type, payload, step) {
        if (type === "session_meta")
            this.sessionMeta(payload);
        if (type === "turn_context") {
            this.builder.setMeta({ model: (0,transcript_json/* str */.gx)(payload.model) });
            this.builder.setCwd((0,transcript_json/* str */.gx)(payload.cwd));
        }
        if (type === "response_item")
            this.item(payload, step);
        if (type === "event_msg")
            this.event(payload, step);
        // the summary replaces the history for the model; the history before it stays in this file
        if (type === "compacted")
            this.builder.message("system", "[context compacted]", step);
    }
    sessionMeta(payload) {
        const version = (0,transcript_json/* str */.gx)(payload.cli_version);
        this.builder.setMeta({ sessionId: (0,transcript_json/* str */.gx)(payload.id), agent: version ? `codex ${version}` : "codex", model: (0,transcript_json/* str */.gx)(payload.model) });
        this.builder.setCwd((0,transcript_json/* str */.gx)(payload.cwd));
    }
    item(item, step) {
        switch (item.type) {
            case "message":
                return this.message(item, step);
            case "function_call":
                return this.call((0,transcript_json/* str */.gx)(item.call_id), (0,transcript_json/* str */.gx)(item.name) ?? "unknown", (0,command/* inputObject */.u)(item.arguments), step);
            case "custom_tool_call":
                return this.call((0,transcript_json/* str */.gx)(item.call_id), (0,transcript_json/* str */.gx)(item.name) ?? "unknown", (0,command/* inputObject */.u)(item.input), step);
            case "local_shell_call":
                return this.call((0,transcript_json/* str */.gx)(item.call_id) ?? (0,transcript_json/* str */.gx)(item.id), "local_shell", (0,transcript_json/* obj */.WL)(item.action), step);
            case "web_search_call":
                return this.webSearch(item, step);
            case "function_call_output":
            case "custom_tool_call_output":
                return this.output(item, step);
            case "compaction":
                return this.builder.message("system", "[context compacted]", step);
        }
    }
    message(item, step) {
        const text = contentItemsText(item.content);
        if (item.role === "assistant") {
            this.builder.message("assistant", text, step);
            this.lastEvent = { kind: "completed", detail: "the agent's last message ends its turn with no pending tool call", step };
        }
        else if (item.role === "user") {
            if ((0,transcript_task/* isInjected */.$V)(text))
                return;
            this.newTurn();
            this.builder.prompt(text, step);
            this.lastEvent = { kind: "unknown", detail: "the rollout ends on a user message, before the agent answered", step };
        }
    }
    /** A new request starts a new turn: an earlier turn's completion no longer says how the run ended. */
    newTurn() {
        this.ending = null;
        this.builder.setFinalAnswer(null);
    }
    /** An event message read after all (the rollout had no item message): as if read at its step. */
    replayEventMessage(message) {
        if (message.role === "assistant")
            return this.builder.message("assistant", message.text, message.step);
        if (this.ending === null || this.ending.step === null || this.ending.step < message.step)
            this.ending = null;
        if (this.finalAnswerStep !== null && this.finalAnswerStep < message.step)
            this.builder.setFinalAnswer(null);
        this.builder.prompt(message.text, message.step);
    }
    call(id, name, input, step) {
        this.builder.call({ id, name, input, step });
        this.lastEvent = { kind: "unknown", detail: "the rollout ends on a tool call, before its result", step };
    }
    webSearch(item, step) {
        const action = (0,transcript_json/* obj */.WL)(item.action);
        const index = this.builder.call({ id: (0,transcript_json/* str */.gx)(item.id), name: "web_search", input: action, step });
        this.builder.resultAt(index, { output: `[web search ${(0,transcript_json/* str */.gx)(item.status) ?? "done"}]`, isError: false, exitCode: null, step });
    }
    output(item, step) {
        const id = (0,transcript_json/* str */.gx)(item.call_id);
        if (id === null)
            return this.builder.warn(`step ${step}: tool output without a call_id, skipped`);
        const call = this.builder.openCall(id);
        const { output, exitCode, failed } = codexOutput(item.output);
        const exit = this.pendingExit.get(id) ?? exitCode;
        const isError = failed || this.failedPatches.has(id) || (call?.name === "apply_patch" && exit !== null && exit !== 0);
        this.builder.resultFor(id, { output, exitCode: exit, isError, step });
        const index = this.builder.indexOf(id);
        if (index !== undefined)
            this.trackLongRunning(index, call?.name ?? "", call?.input ?? {}, output, step);
        this.lastEvent = { kind: "unknown", detail: "the rollout ends on a tool result, before the agent answered", step };
    }
    /** A command still running gets its exit code from a later `write_stdin` poll on its session. */
    trackLongRunning(index, name, input, output, step) {
        const session = RUNNING.exec((0,exit_code/* codexHeader */.Ln)(output))?.[1];
        if (session !== undefined)
            this.running.set(session, index);
        if (name !== "write_stdin")
            return;
        const polled = String(input.session_id ?? "");
        const original = this.running.get(polled);
        const exitCode = (0,exit_code/* codexExitCode */.hk)(output);
        if (original === undefined || exitCode === null)
            return;
        this.running.delete(polled);
        if (this.ended.has(original))
            return;
        const before = this.builder.callAt(original)?.output ?? "";
        this.builder.amend(original, { output: `${before}\n${output}`, exitCode, step });
    }
    event(payload, step) {
        switch (payload.type) {
            case "exec_command_end":
                return this.execEnd(payload, step);
            case "patch_apply_end":
                return this.patchEnd(payload);
            case "task_complete":
                this.builder.setFinalAnswer((0,transcript_json/* str */.gx)(payload.last_agent_message));
                this.finalAnswerStep = step;
                this.ending = { kind: "completed", detail: "the turn completed (task_complete)", step };
                return;
            case "turn_aborted":
                this.ending = { kind: "interrupted", detail: `the turn was aborted (${(0,transcript_json/* str */.gx)(payload.reason) ?? "no reason given"})`, step };
                return;
            case "error":
                this.ending = { kind: "error", detail: `the run reported an error: ${(0,transcript_text/* detailText */.HS)((0,transcript_json/* str */.gx)(payload.message) ?? "")}`, step };
                return;
            case "user_message":
                if ((0,transcript_task/* isInjected */.$V)((0,transcript_json/* str */.gx)(payload.message) ?? ""))
                    return;
                return this.eventMessages.hold({ role: "user", text: (0,transcript_json/* str */.gx)(payload.message) ?? "", step });
            case "agent_message":
                // the same text is also a response_item message; read it only when those are missing
                return this.eventMessages.hold({ role: "assistant", text: (0,transcript_json/* str */.gx)(payload.message) ?? "", step });
            case "context_compacted":
                return this.builder.message("system", "[context compacted]", step);
        }
    }
    execEnd(payload, step) {
        const id = (0,transcript_json/* str */.gx)(payload.call_id);
        const exitCode = (0,transcript_json/* int */.Wh)(payload.exit_code);
        if (id === null || exitCode === null)
            return;
        const index = this.builder.indexOf(id);
        const call = index === undefined ? undefined : this.builder.callAt(index);
        if (index === undefined || call === undefined || call.resultStep === null) {
            this.pendingExit.set(id, exitCode);
            return;
        }
        const stillRunning = RUNNING.test((0,exit_code/* codexHeader */.Ln)(call.output ?? ""));
        const aggregated = (0,transcript_json/* str */.gx)(payload.aggregated_output);
        const output = stillRunning && aggregated ? `${call.output ?? ""}\n${aggregated}` : undefined;
        this.builder.amend(index, { exitCode, ...(output === undefined ? {} : { output }), step });
        this.ended.add(index);
    }
    patchEnd(payload) {
        const id = (0,transcript_json/* str */.gx)(payload.call_id);
        const index = id === null ? undefined : this.builder.indexOf(id);
        if (index === undefined)
            return;
        const changes = codexChanges(payload.changes);
        if (changes.length > 0)
            this.builder.setChanges(index, changes);
        if (payload.success !== false)
            return;
        if (this.builder.callAt(index)?.resultStep === null)
            this.failedPatches.add(id);
        else
            this.builder.amend(index, { isError: true });
    }
}
/** Event messages held until the rollout shows whether it has item messages (then they are dropped). */
class EventMessages {
    held = [];
    hold(message) {
        this.held?.push(message);
    }
    dropAll() {
        this.held = null;
    }
    replay(reader) {
        for (const message of this.held ?? [])
            reader.replayEventMessage(message);
        this.held = null;
    }
}

;// CONCATENATED MODULE: ./src/transcript/formats/gemini-cli-jsonl.ts
/**
 * Gemini CLI chat recordings as JSON lines (`chats/session-*.jsonl`, the CLI's format since
 * 2026-03): a metadata line (`sessionId`, `projectHash`), then each message record as it is saved;
 * a message saved again (its tool calls done, its tokens counted) repeats its `id` and replaces the
 * earlier copy in place, `{"$set": …}` updates the metadata (a `messages` list there replaces the
 * conversation), and `{"$rewindTo": id}` drops that message and all after it.
 */

/** Whether the records are such a recording: its metadata line, then role-typed message records. */
function isGeminiJsonl(records) {
    if (records.shape !== "lines")
        return false;
    const first = records.items[0]?.value;
    const hasMetadata = (0,transcript_json/* isObject */.Gv)(first) && typeof first.sessionId === "string" && typeof first.projectHash === "string";
    return hasMetadata && records.items.some(({ value }) => isMessage(value) && (value.type === "user" || value.type === "gemini"));
}
/** The conversation the lines leave, in the shape of the older whole-file recording. */
function geminiConversation(records) {
    let metadata = {};
    let messages = new Map();
    for (const { value } of records.items) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            continue;
        if (typeof value.$rewindTo === "string")
            messages = rewound(messages, value.$rewindTo);
        else if (isMessage(value))
            messages.set(value.id, value);
        else if ((0,transcript_json/* isObject */.Gv)(value.$set)) {
            const { messages: replaced, ...rest } = value.$set;
            metadata = { ...metadata, ...rest };
            if (Array.isArray(replaced))
                messages = new Map(replaced.filter(isMessage).map((message) => [message.id, message]));
        }
        else if (typeof value.sessionId === "string")
            metadata = { ...metadata, ...value };
    }
    return { ...metadata, messages: [...messages.values()] };
}
function isMessage(value) {
    return (0,transcript_json/* isObject */.Gv)(value) && typeof value.id === "string" && (0,transcript_json/* str */.gx)(value.type) !== null;
}
/** The messages before `id`; all of them go when it is unknown, as the CLI itself reads it. */
function rewound(messages, id) {
    const ids = [...messages.keys()];
    const at = ids.indexOf(id);
    return new Map(at < 0 ? [] : ids.slice(0, at).map((key) => [key, messages.get(key)]));
}

;// CONCATENATED MODULE: ./src/transcript/formats/gemini-cli.ts







/** Gemini CLI's shell tool; only its output follows the `Exit Code: N` convention. */
const SHELL_TOOLS = new Set(["run_shell_command", "shell"]);
const FAILED_STATUSES = new Set(["error", "cancelled"]);
/**
 * Gemini CLI chat recordings (`~/.gemini/tmp/<project>/chats/session-*.json`, and the `.jsonl`
 * lines that replaced them): `messages[]` of type `user`/`gemini`/`info`/`error`; a `gemini`
 * message's `toolCalls[]` carry their results inline as `functionResponse` parts whose `id` names the call.
 */
const geminiCli = {
    id: "gemini-cli",
    detect: (records) => {
        if (isGeminiJsonl(records))
            return true;
        const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : {};
        const types = (0,transcript_json/* arr */.QL)(root.messages).map((message) => (0,transcript_json/* obj */.WL)(message).type);
        return ("sessionId" in root || "projectHash" in root) && types.some((type) => type === "gemini" || type === "user");
    },
    read: (records) => {
        const root = records.shape === "lines" ? geminiConversation(records) : (0,transcript_json/* obj */.WL)(records.items[0]?.value);
        const trajectory = readGemini(root);
        return { ...trajectory, warnings: [...records.warnings, ...trajectory.warnings] };
    },
};
function readGemini(root) {
    const builder = new transcript_builder/* TrajectoryBuilder */.rI("gemini-cli");
    builder.setMeta({ sessionId: (0,transcript_json/* str */.gx)(root.sessionId), agent: "gemini-cli" });
    // the workspace directories, when recorded: tools name files by absolute path
    builder.setCwd((0,transcript_json/* str */.gx)((0,transcript_json/* arr */.QL)(root.directories)[0]));
    let ending = null;
    (0,transcript_json/* arr */.QL)(root.messages).forEach((value, step) => {
        const message = (0,transcript_json/* obj */.WL)(value);
        builder.setMeta({ records: step + 1, model: (0,transcript_json/* str */.gx)(message.model) });
        const text = contentItemsText(message.content);
        if (message.type === "user") {
            builder.prompt(text, step);
            ending = { kind: "unknown", detail: "the session ends on a user message, before the agent answered", step };
        }
        else if (message.type === "gemini") {
            builder.message("assistant", text, step);
            const calls = (0,transcript_json/* arr */.QL)(message.toolCalls).map(transcript_json/* obj */.WL);
            readToolCalls(builder, calls, step);
            ending = calls.length > 0 ? { kind: "unknown", detail: "the session ends on tool calls", step } : answered(step);
        }
        else if (message.type === "error") {
            builder.message("system", text, step);
            ending = { kind: "error", detail: `the CLI reported an error: ${(0,transcript_text/* detailText */.HS)(text)}`, step };
        }
        else if (message.type === "info" || message.type === "warning") {
            builder.message("system", text, step);
        }
    });
    builder.setEnding(ending ?? { kind: "unknown", detail: "the session has no messages", step: null });
    return builder.build();
}
/** All calls of a message are issued before any result, so results may name calls in any order. */
function readToolCalls(builder, calls, step) {
    for (const call of calls) {
        builder.call({ id: (0,transcript_json/* str */.gx)(call.id), name: (0,transcript_json/* str */.gx)(call.name) ?? "unknown", input: (0,command/* inputObject */.u)(call.args), step });
    }
    for (const call of calls) {
        const id = (0,transcript_json/* str */.gx)(call.id);
        const responses = (0,transcript_json/* arr */.QL)(call.result)
            .map((part) => (0,transcript_json/* obj */.WL)((0,transcript_json/* obj */.WL)(part).functionResponse))
            .filter((response) => Object.keys(response).length > 0);
        if (id === null || responses.length === 0)
            continue;
        const response = responses[0];
        const answered = (0,transcript_json/* str */.gx)(response.id) ?? id;
        const body = (0,transcript_json/* obj */.WL)(response.response);
        const output = (0,transcript_json/* str */.gx)(body.output) ?? (0,transcript_json/* str */.gx)(body.error) ?? (contentItemsText(body.content) || JSON.stringify(body));
        const name = (0,transcript_json/* str */.gx)(call.name) ?? "";
        const isError = FAILED_STATUSES.has((0,transcript_json/* str */.gx)(call.status) ?? "") || "error" in body;
        const shell = SHELL_TOOLS.has(name);
        const exitCode = shell ? (0,exit_code/* geminiExitCode */.no)(output) : null;
        const printed = shell ? (0,exit_code/* geminiShellOutput */.zf)(output) : output;
        builder.resultFor(answered, { output: printed, isError, exitCode, step, editKind: gemini_cli_writeKind(output) });
    }
}
/** Gemini CLI's write_file says whether it created the file or overwrote it. */
function gemini_cli_writeKind(output) {
    if (/^Successfully created and wrote to new file/.test(output))
        return "create";
    if (/^Successfully overwrote file/.test(output))
        return "update";
    return undefined;
}
function answered(step) {
    return { kind: "completed", detail: "the agent's last message ends its turn with no pending tool call", step };
}

;// CONCATENATED MODULE: ./src/transcript/formats/mini-swe-agent.ts






/**
 * The one action block of a text-based turn: ```bash (v0/v1) or ```mswea_bash_command (v2). As the
 * harness reads it, the block ends at a fence that opens a line: a ``` inside the command (a Rust doc
 * comment's `/// ```` in a heredoc) does not end it.
 */
const ACTION_BLOCK = /```(?:bash|sh|mswea_bash_command)\s*\n([\s\S]*?)\n```/;
const ACTION_BLOCKS = new RegExp(ACTION_BLOCK.source, "g");
/** The echo that ends a run: the agent submits by printing this marker. */
const SUBMIT_MARKER = /\b(?:COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT|MINI_SWE_AGENT_FINAL_OUTPUT)\b/;
/**
 * mini-swe-agent trajectories: a bare message array (v0, or one message per line), `{info, messages, trajectory_format}`
 * with text actions answered by `<returncode>` observations (v1), or with `role: tool` results
 * carrying `extra.returncode` and a closing `exit` message (v2).
 */
const miniSweAgent = {
    id: "mini-swe-agent",
    detect: (records) => {
        if (records.shape === "object") {
            const root = (0,transcript_json/* obj */.WL)(records.items[0]?.value);
            const info = (0,transcript_json/* obj */.WL)(root.info);
            const marked = String(root.trajectory_format ?? "").startsWith("mini-swe-agent") || "mini_version" in info;
            return Array.isArray(root.messages) && marked;
        }
        // v0 arrays, and the live `.traj.jsonl` some runners stream one message per line
        const messages = records.items.map(({ value }) => (0,transcript_json/* obj */.WL)(value));
        const hasAction = messages.some((message) => message.role === "assistant" && ACTION_BLOCK.test(contentItemsText(message.content)));
        const hasObservation = messages.some((message) => message.role === "user" && /<returncode>/.test(contentItemsText(message.content)));
        return hasAction && hasObservation;
    },
    read: (records) => {
        const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : { messages: records.items.map(({ value }) => value) };
        const trajectory = new MiniReader().read(root);
        return { ...trajectory, warnings: [...records.warnings, ...trajectory.warnings] };
    },
};
class MiniReader {
    builder = new transcript_builder/* TrajectoryBuilder */.rI("mini-swe-agent");
    pending = null;
    ending = null;
    submission = null;
    read(root) {
        const info = (0,transcript_json/* obj */.WL)(root.info);
        const version = (0,transcript_json/* str */.gx)(info.mini_version);
        this.builder.setMeta({ agent: version ? `mini-swe-agent ${version}` : "mini-swe-agent", model: (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)((0,transcript_json/* obj */.WL)(info.config).model).model_name) });
        (0,transcript_json/* arr */.QL)(root.messages).forEach((message, step) => {
            this.builder.setMeta({ records: step + 1 });
            if ((0,transcript_json/* isObject */.Gv)(message))
                this.message(message, step);
        });
        const last = Math.max((0,transcript_json/* arr */.QL)(root.messages).length - 1, 0);
        this.builder.setFinalAnswer((0,transcript_json/* str */.gx)(info.submission) || this.submission || null);
        this.builder.setEnding(statusEnding((0,transcript_json/* str */.gx)(info.exit_status), last) ?? this.ending ?? this.submitEnding(last));
        return this.builder.build();
    }
    message(message, step) {
        const text = contentItemsText(message.content);
        const extra = (0,transcript_json/* obj */.WL)(message.extra);
        if (message.role === "assistant")
            return this.assistant(message, text, step);
        if (message.role === "tool") {
            const id = (0,transcript_json/* str */.gx)(message.tool_call_id);
            const result = { ...observation(text, extra), step };
            if (id !== null)
                this.builder.resultFor(id, result);
            else if (this.pending !== null)
                this.builder.resultAt(this.pending, result);
            this.pending = null;
            return;
        }
        if (message.role === "user")
            return this.user(text, extra, step);
        if (message.role === "exit") {
            this.submission = (0,transcript_json/* str */.gx)(extra.submission) ?? text;
            this.ending = statusEnding((0,transcript_json/* str */.gx)(extra.exit_status), step);
        }
    }
    assistant(message, text, step) {
        this.builder.message("assistant", text, step);
        const toolCalls = (0,transcript_json/* arr */.QL)(message.tool_calls).map(transcript_json/* obj */.WL);
        for (const call of toolCalls) {
            const fn = (0,transcript_json/* obj */.WL)(call.function);
            this.pending = this.builder.call({ id: (0,transcript_json/* str */.gx)(call.id), name: (0,transcript_json/* str */.gx)(fn.name) ?? "bash", input: (0,command/* inputObject */.u)(fn.arguments), step });
        }
        // the harness runs a text turn's action only when it holds exactly one block; with two or more
        // it answers with a format error and runs none of them
        const blocks = toolCalls.length === 0 ? [...text.matchAll(ACTION_BLOCKS)] : [];
        const action = blocks.length === 1 ? blocks[0][1] : undefined;
        if (action !== undefined)
            this.pending = this.builder.call({ id: null, name: "bash", input: { command: action }, step });
    }
    /** The first user message is the task; later ones are observations or the harness's feedback. */
    user(text, extra, step) {
        if (TIMEOUT_NOTICE.test(text) && this.pending !== null) {
            this.builder.resultAt(this.pending, { output: timedOutOutput(text), exitCode: null, isError: true, step });
            this.pending = null;
            return;
        }
        const isObservation = "returncode" in extra || /<returncode>/.test(text) || (0,exit_code/* returncodeJson */.A9)(text) !== null;
        if (isObservation && this.pending !== null) {
            this.builder.resultAt(this.pending, { ...observation(text, extra), step });
            this.pending = null;
        }
        else if (this.builder.callCount === 0 && !isObservation) {
            this.builder.prompt((0,transcript_task/* unwrapTask */.zO)(text), step);
        }
        else {
            this.builder.message("system", text, step);
        }
    }
    submitEnding(step) {
        const submitted = [...Array(this.builder.callCount).keys()].some((index) => SUBMIT_MARKER.test(this.builder.callAt(index)?.command ?? ""));
        if (submitted)
            return { kind: "completed", detail: "the agent ran the submit command", step };
        return { kind: "unknown", detail: "the trajectory does not say how the run ended", step: null };
    }
}
function observation(text, extra) {
    const json = (0,exit_code/* returncodeJson */.A9)(text);
    const exitCode = (0,transcript_json/* int */.Wh)(extra.returncode) ?? json?.exitCode ?? (0,exit_code/* returncodeTagExitCode */.j0)(text);
    const exception = (0,transcript_json/* str */.gx)(extra.exception_info) || json?.exception || null;
    return { output: json?.output ?? observationBody(text), exitCode, isError: exception !== null };
}
/** The harness's notice that its time limit killed the command (v1), with what it printed until then. */
const TIMEOUT_NOTICE = /^\s*The last command <command>[\s\S]*?<\/command> timed out and has been killed\./;
const NOTICE_OUTPUT = /<output>\n?([\s\S]*?)\n?<\/output>/;
/** Said after the partial output, in the words the checks read as the harness's time limit. */
const TIMED_OUT_NOTE = "[mini-swe-agent: the command timed out and has been killed]";
/** What a killed command printed before the harness stopped it, then the harness's note: it has no status of its own. */
function timedOutOutput(text) {
    const printed = NOTICE_OUTPUT.exec(text)?.[1]?.trimEnd() ?? "";
    return printed === "" ? TIMED_OUT_NOTE : `${printed}\n${TIMED_OUT_NOTE}`;
}
/** The observation template's own parts: the status line, the too-long warning, and the output tags. */
const TEMPLATE_HEAD = /^\s*<returncode>\s*-?\d+\s*<\/returncode>\s*(?:<warning>[\s\S]*?<\/warning>\s*)?/;
const OUTPUT_TAG = /^<\/?output(?:_head|_tail)?>\n?|\n?<\/?output(?:_head|_tail)?>\s*$/g;
const ELIDED = /\n?<\/output_head>\s*<elided_chars>\s*(\d+) characters elided\s*<\/elided_chars>\s*<output_tail>\n?/;
/**
 * What the command printed, without the observation template around it (`<returncode>`, the
 * too-long warning, `<output>` tags), so a quote cites the command's own lines. An elision stays
 * visible as a marker. Text that is not in the template shape is returned as it is.
 */
function observationBody(text) {
    const head = TEMPLATE_HEAD.exec(text);
    if (head === null)
        return text;
    const body = text.slice(head[0].length).replace(ELIDED, (_, count) => `\n[… ${count} characters elided]\n`);
    return body.replace(OUTPUT_TAG, "");
}
/** `Submitted` ends the task; `LimitsExceeded` is a limit; any other status names an exception. */
function statusEnding(status, step) {
    if (!status)
        return null;
    if (status === "Submitted")
        return { kind: "completed", detail: "the agent submitted (exit_status Submitted)", step };
    if (/Limit/i.test(status))
        return { kind: "limit", detail: `the run stopped at a limit (${status})`, step };
    return { kind: "error", detail: `the run ended on ${status}`, step };
}

;// CONCATENATED MODULE: ./src/transcript/formats/openai-messages.ts







/**
 * OpenAI Chat Completions messages (a JSON array, `{messages}`, or JSON lines): assistant
 * `tool_calls[]` are answered by `role: tool` messages naming `tool_call_id`; the legacy
 * `function_call` is answered by the next `role: function` message of that name. Responses API
 * input lists (OpenAI Agents SDK) pair `function_call` and `function_call_output` items by `call_id`.
 */
const openaiMessages = {
    id: "openai-messages",
    detect: (records) => chatMessages(records) !== null,
    read: (records) => {
        const builder = new transcript_builder/* TrajectoryBuilder */.rI("openai-messages");
        builder.setMeta({ model: dumpModel(records) });
        const ending = readMessages(builder, chatMessages(records) ?? []);
        for (const warning of records.warnings)
            builder.warn(warning);
        builder.setEnding(ending);
        return builder.build();
    },
};
function readMessages(builder, messages) {
    const legacy = new Map();
    let ending = { kind: "unknown", detail: "the conversation has no assistant message", step: null };
    for (const { step, message } of messages) {
        builder.setMeta({ records: step + 1 });
        const text = contentItemsText(message.content);
        if (message.role === "user" && !(0,transcript_task/* isInjected */.$V)(text)) {
            builder.prompt(builder.callCount === 0 ? (0,transcript_task/* unwrapTask */.zO)(text) : (0,transcript_task/* withoutInjectedBlocks */.xA)(text), step);
        }
        if (message.role === "assistant")
            ending = assistant(builder, message, text, step, legacy);
        if (message.type === "function_call") {
            builder.call({ id: (0,transcript_json/* str */.gx)(message.call_id), name: (0,transcript_json/* str */.gx)(message.name) ?? "unknown", input: (0,command/* inputObject */.u)(message.arguments), step });
            ending = { kind: "unknown", detail: "the conversation ends on a tool call", step };
        }
        if (message.type === "function_call_output") {
            const id = (0,transcript_json/* str */.gx)(message.call_id);
            if (id === null)
                builder.warn(`step ${step}: function_call_output without call_id, skipped`);
            else
                builder.resultFor(id, toolResult(contentItemsText(message.output), step));
        }
        if (message.role === "tool") {
            const id = (0,transcript_json/* str */.gx)(message.tool_call_id);
            if (id === null)
                builder.warn(`step ${step}: tool message without tool_call_id, skipped`);
            else
                builder.resultFor(id, toolResult(text, step));
        }
        if (message.role === "function") {
            const index = legacy.get((0,transcript_json/* str */.gx)(message.name) ?? "");
            if (index === undefined)
                builder.warn(`step ${step}: function result for no pending call, skipped`);
            else
                builder.resultAt(index, toolResult(text, step));
            legacy.delete((0,transcript_json/* str */.gx)(message.name) ?? "");
        }
    }
    return ending;
}
function assistant(builder, message, text, step, legacy) {
    builder.message("assistant", text, step);
    const calls = (0,transcript_json/* arr */.QL)(message.tool_calls).map(transcript_json/* obj */.WL);
    for (const call of calls) {
        const fn = (0,transcript_json/* obj */.WL)(call.function);
        builder.call({ id: (0,transcript_json/* str */.gx)(call.id), name: (0,transcript_json/* str */.gx)(fn.name) ?? "unknown", input: (0,command/* inputObject */.u)(fn.arguments), step });
    }
    const legacyCall = (0,transcript_json/* obj */.WL)(message.function_call);
    const legacyName = (0,transcript_json/* str */.gx)(legacyCall.name);
    if (legacyName !== null) {
        legacy.set(legacyName, builder.call({ id: null, name: legacyName, input: (0,command/* inputObject */.u)(legacyCall.arguments), step }));
    }
    if (calls.length > 0 || legacyName !== null)
        return { kind: "unknown", detail: "the conversation ends on a tool call", step };
    if (message.finish_reason === "length")
        return { kind: "limit", detail: "the model was cut off (finish_reason length)", step };
    return { kind: "completed", detail: "the conversation ends on an assistant message with no pending tool call", step };
}
/** Only a structured `{"returncode": N}` result states an exit code; free text is not read for one. */
function toolResult(text, step) {
    const json = (0,exit_code/* returncodeJson */.A9)(text);
    return { output: json?.output ?? text, exitCode: json?.exitCode ?? null, isError: json?.exception != null, step };
}

;// CONCATENATED MODULE: ./src/transcript/formats/openhands-editor.ts

/** Editor commands and the change each makes; `view` reads only. */
const EDITOR_KINDS = (0,transcript_json/* lookupTable */.zf)({ create: "create", str_replace: "update", insert: "update", undo_edit: "update", write: "unknown" });
const READ_ONLY = new Set(["view"]);
const EDITOR_CALL = /\bfile_editor\s*\(/;
/**
 * The changes an editor action made; null when the action is not an editor command (an LLM-based
 * `edit` with `content`, a shell command), which is then read as any other call.
 */
function editorChanges(action, args) {
    const code = (0,transcript_json/* str */.gx)(args.translated_ipython_code) ?? (action === "run_ipython" ? ((0,transcript_json/* str */.gx)(args.code) ?? "") : "");
    const fromCode = EDITOR_CALL.test(code);
    if (action !== "edit" && !fromCode)
        return null;
    const command = (0,transcript_json/* str */.gx)(args.command) || (fromCode ? pythonArgument(code, "command") : null);
    const path = (0,transcript_json/* str */.gx)(args.path) || (fromCode ? pythonArgument(code, "path") : null);
    if (command === null || command === "")
        return null;
    if (READ_ONLY.has(command) || path === null)
        return [];
    return [{ path, kind: EDITOR_KINDS[command] ?? "unknown" }];
}
/** A string argument of a Python call, as `**{'name': 'v'}` or `name='v'` (either quote). */
function pythonArgument(code, name) {
    const keyed = new RegExp(`['"]${name}['"]\\s*:\\s*(['"])((?:\\\\.|(?!\\1).)*)\\1`).exec(code);
    const keyword = keyed ?? new RegExp(`\\b${name}\\s*=\\s*(['"])((?:\\\\.|(?!\\1).)*)\\1`).exec(code);
    return keyword?.[2] ?? null;
}

;// CONCATENATED MODULE: ./src/transcript/formats/openhands.ts






/** V0 actions that are conversation or bookkeeping, not tool calls. */
const NON_CALL_ACTIONS = new Set(["message", "system", "recall", "finish", "change_agent_state", "null"]);
/** V0 action names, for events written without `tool_call_metadata`. */
const V0_TOOL_NAMES = (0,transcript_json/* lookupTable */.zf)({
    run: "execute_bash",
    run_ipython: "execute_ipython_cell",
    read: "read_file",
    write: "write_file",
});
const V1_KINDS = new Set(["ActionEvent", "ObservationEvent", "MessageEvent", "AgentErrorEvent", "UserRejectObservation", "SystemPromptEvent"]);
const FAILED_STATES = new Set(["error", "stuck"]);
/** V1 editor actions (`FileEditorAction`, `StrReplaceEditorAction`): `command` is an editor verb there. */
const EDITOR_ACTIONS = /Editor/;
/**
 * OpenHands event logs. V0 (`action`/`observation` events): an observation names its action by
 * `cause` (the action's `id`) or by `tool_call_metadata.tool_call_id`; a run's exit code is in
 * `extras.metadata.exit_code`. V1 (agent SDK): `kind`-tagged events paired by `tool_call_id`.
 */
const openhands = {
    id: "openhands",
    detect: (records) => {
        const events = eventsOf(records).map(({ value }) => (0,transcript_json/* obj */.WL)(value));
        const v0 = events.some((event) => typeof event.action === "string" && (0,transcript_json/* isObject */.Gv)(event.args));
        const v0Observation = events.some((event) => typeof event.observation === "string" && "extras" in event);
        return (v0 && (v0Observation || events.some((event) => "source" in event))) || events.some((event) => V1_KINDS.has(String(event.kind)));
    },
    read: (records) => {
        const reader = new OpenHandsReader(records.shape === "object" ? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)((0,transcript_json/* obj */.WL)(records.items[0]?.value).test_result).git_patch) : null);
        for (const event of eventsOf(records))
            reader.add(event);
        return reader.finish(records.warnings);
    },
    stream: () => new OpenHandsReader(null),
};
/**
 * The events of a log: the records themselves, or the `history` of an evaluation output record
 * (`{instance_id, history: [...], test_result: {git_patch}}`, one per line of output.jsonl).
 */
function eventsOf(records) {
    if (records.shape !== "object")
        return records.items;
    return (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(records.items[0]?.value).history).map((value, step) => ({ step, value }));
}
class OpenHandsReader {
    patch;
    builder = new transcript_builder/* TrajectoryBuilder */.rI("openhands");
    byEventId = new Map();
    ending = null;
    cwdSeen = false;
    /** `patch`: an evaluation output record's `test_result.git_patch`, the run's answer. */
    constructor(patch) {
        this.patch = patch;
    }
    add({ step, value }) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        this.builder.setMeta({ records: step + 1 });
        if (typeof value.kind === "string")
            this.v1(value, step);
        else if (typeof value.action === "string")
            this.v0Action(value, step);
        else if (typeof value.observation === "string")
            this.v0Observation(value, step);
    }
    finish(warnings) {
        for (const warning of warnings)
            this.builder.warn(warning);
        if (this.patch)
            this.builder.setFinalAnswer(this.patch);
        this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event log has no finish action", step: null });
        return this.builder.build();
    }
    v0Action(event, step) {
        const action = String(event.action);
        const args = (0,transcript_json/* obj */.WL)(event.args);
        if (action === "message")
            return this.text((0,transcript_json/* str */.gx)(event.source), (0,transcript_json/* str */.gx)(args.content) ?? (0,transcript_json/* str */.gx)(event.message) ?? "", step);
        if (action === "finish")
            return this.finishAction((0,transcript_json/* str */.gx)(args.final_thought) ?? (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(args.outputs).content) ?? (0,transcript_json/* str */.gx)(event.message), step);
        if (NON_CALL_ACTIONS.has(action))
            return;
        const meta = (0,transcript_json/* obj */.WL)(event.tool_call_metadata);
        const name = (0,transcript_json/* str */.gx)(meta.function_name) ?? (action === "edit" && !args.command ? "edit" : (V0_TOOL_NAMES[action] ?? action));
        const changes = editorChanges(action, args);
        const index = this.builder.call({ id: (0,transcript_json/* str */.gx)(meta.tool_call_id), name, input: changes === null ? args : editorInput(args), step });
        if (changes !== null)
            this.builder.setChanges(index, changes);
        if (event.id !== undefined)
            this.byEventId.set(String(event.id), index);
        this.ending = { kind: "unknown", detail: "the log ends on an action, before its observation", step };
    }
    v0Observation(event, step) {
        const observation = String(event.observation);
        const extras = (0,transcript_json/* obj */.WL)(event.extras);
        if (observation === "agent_state_changed")
            return this.agentState((0,transcript_json/* str */.gx)(extras.agent_state), (0,transcript_json/* str */.gx)(extras.reason), step);
        const index = this.v0Target(event);
        if (index === undefined) {
            if (observation !== "null" && observation !== "recall")
                this.builder.warn(`step ${step}: ${observation} observation answers no action, skipped`);
            return;
        }
        const output = (0,transcript_json/* str */.gx)(event.content) ?? "";
        // edits name absolute paths in the sandbox; they are relative to where the agent's shell works
        if (!this.cwdSeen)
            this.builder.setCwd((0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(extras.metadata).working_dir));
        this.cwdSeen ||= (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(extras.metadata).working_dir) !== null;
        const exitCode = finishedStatus((0,transcript_json/* int */.Wh)((0,transcript_json/* obj */.WL)(extras.metadata).exit_code) ?? (0,transcript_json/* int */.Wh)(extras.exit_code) ?? (0,exit_code/* openHandsExitCode */.w5)(output));
        this.builder.resultAt(index, { output, exitCode, isError: observation === "error", step });
    }
    /** The action an observation answers: by tool call id when written, else by `cause`. */
    v0Target(event) {
        const id = (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(event.tool_call_metadata).tool_call_id);
        const byId = id === null ? undefined : this.builder.indexOf(id);
        const index = byId ?? (event.cause === undefined ? undefined : this.byEventId.get(String(event.cause)));
        return index !== undefined && this.builder.callAt(index)?.resultStep === null ? index : undefined;
    }
    v1(event, step) {
        switch (event.kind) {
            case "MessageEvent": {
                const message = (0,transcript_json/* obj */.WL)(event.llm_message);
                return this.text((0,transcript_json/* str */.gx)(event.source) ?? (0,transcript_json/* str */.gx)(message.role), contentItemsText(message.content), step);
            }
            case "ActionEvent":
                return this.v1Action(event, step);
            case "ObservationEvent":
                return this.v1Result(event, observationText((0,transcript_json/* obj */.WL)(event.observation)), observationExit((0,transcript_json/* obj */.WL)(event.observation)), step);
            case "AgentErrorEvent":
                return this.v1Result(event, (0,transcript_json/* str */.gx)(event.error) ?? "agent error", null, step, true);
            case "UserRejectObservation":
                return this.v1Result(event, `rejected by the user: ${(0,transcript_json/* str */.gx)(event.rejection_reason) ?? ""}`, null, step, true);
            case "ConversationStateUpdateEvent":
                if (event.key === "execution_status" || event.key === "agent_status")
                    this.agentState((0,transcript_json/* str */.gx)(event.value), null, step);
                return;
            case "CondensationSummaryEvent":
                return this.builder.message("system", "[context condensed]", step);
        }
    }
    v1Action(event, step) {
        const action = (0,transcript_json/* obj */.WL)(event.action);
        this.builder.message("assistant", contentItemsText(event.thought), step);
        if (action.kind === "FinishAction")
            return this.finishAction((0,transcript_json/* str */.gx)(action.message), step);
        const name = (0,transcript_json/* str */.gx)(event.tool_name) ?? (0,transcript_json/* str */.gx)(action.kind) ?? "unknown";
        const { kind: _kind, ...input } = action;
        const changes = EDITOR_ACTIONS.test(String(action.kind)) ? editorChanges("edit", input) : null;
        const index = this.builder.call({ id: (0,transcript_json/* str */.gx)(event.tool_call_id), name, input: changes === null ? input : editorInput(input), step });
        if (changes !== null)
            this.builder.setChanges(index, changes);
        this.ending = { kind: "unknown", detail: "the log ends on an action, before its observation", step };
    }
    v1Result(event, output, exitCode, step, isError = false) {
        const id = (0,transcript_json/* str */.gx)(event.tool_call_id);
        if (id === null)
            return this.builder.warn(`step ${step}: ${String(event.kind)} without tool_call_id, skipped`);
        const failed = isError || (0,transcript_json/* obj */.WL)(event.observation).is_error === true;
        this.builder.resultFor(id, { output, exitCode, isError: failed, step });
    }
    text(source, text, step) {
        if (source === "user") {
            if (text.trim() === "")
                return;
            // a request after a finish opens a new turn: the earlier finish no longer ends the run
            this.ending = { kind: "unknown", detail: "the log ends on a user message, before the agent answered", step };
            this.builder.setFinalAnswer(null);
            this.builder.prompt(this.builder.callCount === 0 ? (0,transcript_task/* unwrapTask */.zO)(text) : text, step);
        }
        else if (source === "agent" || source === "assistant") {
            this.builder.message("assistant", text, step);
            this.ending = { kind: "unknown", detail: "the agent's last message is not a finish action", step };
        }
    }
    finishAction(answer, step) {
        this.builder.setFinalAnswer(answer);
        this.ending = { kind: "completed", detail: "the agent finished (finish action)", step };
    }
    agentState(state, reason, step) {
        if (state === null)
            return;
        if (FAILED_STATES.has(state))
            this.ending = { kind: "error", detail: `the agent stopped in state ${state}${reason ? `: ${reason}` : ""}`, step };
        if (state === "stopped" || state === "paused")
            this.ending = { kind: "interrupted", detail: `the agent was ${state}`, step };
        if (state === "finished" && this.ending?.kind !== "completed")
            this.ending = { kind: "completed", detail: "the agent finished", step };
    }
}
/** V1 observations hold their text as `content` parts, `output`, or `text`. */
function observationText(observation) {
    return (0,transcript_json/* str */.gx)(observation.output) ?? (contentItemsText(observation.content) || (0,transcript_json/* str */.gx)(observation.text) || (0,transcript_json/* str */.gx)(observation.error) || "");
}
function observationExit(observation) {
    const text = observationText(observation);
    return finishedStatus((0,transcript_json/* int */.Wh)(observation.exit_code) ?? (0,transcript_json/* int */.Wh)((0,transcript_json/* obj */.WL)(observation.metadata).exit_code) ?? (0,exit_code/* openHandsExitCode */.w5)(text));
}
/** An editor action's `command` is an editor verb (`create`, `view`), not a shell command: kept under another name. */
function editorInput(args) {
    const { command, ...rest } = args;
    return command === undefined ? args : { ...rest, editor_command: command };
}
/**
 * OpenHands records -1 for a command that had not finished when the observation was made (`[The command
 * has no new output after 30 seconds…]`, a hard timeout): it has no status yet, neither pass nor fail.
 */
function finishedStatus(exitCode) {
    return exitCode === STILL_RUNNING ? null : exitCode;
}
const STILL_RUNNING = -1;

;// CONCATENATED MODULE: ./src/transcript/formats/swe-agent-history.ts





/** SWE-agent ends each observation with the state of its shell: the open file and the directory. */
const OPEN_FILE_FOOTER = /\(Open file: ([^)\n]*)\)\s*\n?\s*\(Current directory: ([^)\n]*)\)/g;
const SUBMIT = "submit";
function readHistory(root, warnings) {
    const builder = new transcript_builder/* TrajectoryBuilder */.rI("swe-agent");
    const reader = new HistoryReader(builder);
    (0,transcript_json/* arr */.QL)(root.history).forEach((message, step) => {
        builder.setMeta({ records: step + 1 });
        if (!isDemonstration((0,transcript_json/* obj */.WL)(message)))
            reader.add((0,transcript_json/* obj */.WL)(message), step);
    });
    const info = (0,transcript_json/* obj */.WL)(root.info);
    builder.setMeta({ model: modelOf(root.replay_config) });
    builder.setFinalAnswer((0,transcript_json/* str */.gx)(info.submission) ?? reader.submission);
    for (const warning of warnings)
        builder.warn(warning);
    const status = (0,transcript_json/* str */.gx)(info.exit_status);
    builder.setEnding(status !== null ? endingOf(status, reader.lastStep) : reader.ending());
    return builder.build();
}
class HistoryReader {
    builder;
    /** Calls still waiting for an observation, oldest first. */
    pending = [];
    /** The file SWE-agent's editor has open, as the last observation's footer says. */
    openFile = null;
    lastCall = null;
    cwdSeen = false;
    submission = null;
    lastStep = -1;
    constructor(builder) {
        this.builder = builder;
    }
    add(message, step) {
        this.lastStep = step;
        const text = textOf(message.content);
        if (message.role === "system")
            return this.builder.message("system", text, step);
        if (message.role === "assistant")
            return this.action(message, text, step);
        if (message.role === "tool" || this.pending.length > 0)
            return this.observation(message, text, step);
        this.builder.prompt(this.builder.callCount === 0 ? (0,transcript_task/* unwrapTask */.zO)(text) : text, step);
    }
    ending() {
        const at = this.lastStep >= 0 ? this.lastStep : null;
        if (this.lastCall?.name === SUBMIT)
            return { kind: "completed", detail: "the agent submitted its work", step: this.lastCall.step };
        return { kind: "unknown", detail: "the history has no exit_status and does not end on a submit", step: at };
    }
    action(message, text, step) {
        this.builder.message("assistant", (0,transcript_json/* str */.gx)(message.thought) ?? text, step);
        const action = (0,transcript_json/* str */.gx)(message.action)?.trim() ?? "";
        const toolCalls = (0,transcript_json/* arr */.QL)(message.tool_calls).map(transcript_json/* obj */.WL);
        const calls = toolCalls.length > 0 ? toolCalls.map((call) => this.toolCall(call, toolCalls.length === 1 ? action : "", step)) : [];
        if (calls.length === 0 && action !== "")
            calls.push(this.call(null, action.split(/\s+/)[0] ?? "unknown", {}, action, step));
        this.pending.push(...calls);
    }
    /** A function call; the `action` string is the command SWE-agent ran for it, read as in `trajectory[]`. */
    toolCall(call, action, step) {
        const fn = (0,transcript_json/* obj */.WL)(call.function);
        const name = (0,transcript_json/* str */.gx)(fn.name) || action.split(/\s+/)[0] || "unknown";
        return this.call((0,transcript_json/* str */.gx)(call.id), name, (0,command/* inputObject */.u)(fn.arguments), action, step);
    }
    call(id, name, args, action, step) {
        const input = action === "" ? args : { ...args, command: action };
        const index = this.builder.call({ id, name, input, step });
        const changes = action === "" ? null : commandChanges(action, this.openFile);
        if (changes !== null)
            this.builder.setChanges(index, changes);
        this.lastCall = { name, step };
        return index;
    }
    /** Answers the calls the message names by `tool_call_ids`, else the oldest one waiting. */
    observation(message, text, step) {
        this.readFooter(text);
        const ids = (0,transcript_json/* arr */.QL)(message.tool_call_ids).flatMap((id) => (0,transcript_json/* str */.gx)(id) ?? []);
        const targets = ids.flatMap((id) => this.builder.indexOf(id) ?? []).filter((index) => this.pending.includes(index));
        const answered = targets.length > 0 ? targets : this.pending.slice(0, 1);
        if (answered.length === 0) {
            if (ids.length > 0)
                this.builder.warn(`step ${step}: observation for unknown tool call ${ids.join(", ")}, kept as a message`);
            return this.builder.message("system", text, step);
        }
        for (const index of answered) {
            this.builder.resultAt(index, { output: text, exitCode: null, isError: false, step });
            if (this.builder.callAt(index)?.name === SUBMIT)
                this.submission = text;
        }
        this.pending = this.pending.filter((index) => !answered.includes(index));
    }
    readFooter(text) {
        const footer = [...text.matchAll(OPEN_FILE_FOOTER)].at(-1);
        if (!footer)
            return;
        const open = footer[1]?.trim() ?? "";
        this.openFile = open === "" || open === "n/a" ? null : open;
        // paths are made relative to where the session started, not to where a later `cd` went
        if (!this.cwdSeen)
            this.builder.setCwd(footer[2]?.trim() ?? null);
        this.cwdSeen = true;
    }
}

;// CONCATENATED MODULE: ./src/transcript/formats/swe-agent.ts





/** SWE-agent's file commands and the change each makes to the file it names (or the open file). */
const swe_agent_EDITOR_KINDS = (0,transcript_json/* lookupTable */.zf)({ create: "create", str_replace: "update", insert: "update", undo_edit: "update" });
const OPEN_FILE_EDITS = new Set(["edit", "insert", "append"]);
/**
 * SWE-agent `.traj` files: one object whose `trajectory[]` lists each action with the
 * observation it got, in order (no call ids), `history[]` holds the model's messages, and
 * `info` says how the run ended (`exit_status`) and the diff it submitted (`submission`).
 * Demonstrations carry only `history[]`: then the calls are read from it. A run's history also
 * holds the worked examples shown to the model, marked as demonstrations: never the task or the work.
 */
const sweAgent = {
    id: "swe-agent",
    detect: (records) => {
        const root = records.shape === "object" ? (0,transcript_json/* obj */.WL)(records.items[0]?.value) : {};
        if ("trajectory_format" in root)
            return false;
        const first = (0,transcript_json/* obj */.WL)((0,transcript_json/* arr */.QL)(root.trajectory)[0]);
        if (Array.isArray(root.trajectory) && ("action" in first || Array.isArray(root.history)))
            return true;
        // a history of role-tagged messages whose assistant turns name the `action` they took
        return (0,transcript_json/* arr */.QL)(root.history).some((message) => (0,transcript_json/* obj */.WL)(message).role === "assistant" && typeof (0,transcript_json/* obj */.WL)(message).action === "string");
    },
    read: (records) => readSweAgent((0,transcript_json/* obj */.WL)(records.items[0]?.value), records.warnings),
};
function readSweAgent(root, warnings) {
    const entries = (0,transcript_json/* arr */.QL)(root.trajectory).map(transcript_json/* obj */.WL);
    if (entries.length === 0 && (0,transcript_json/* arr */.QL)(root.history).length > 0)
        return readHistory(root, warnings);
    const builder = new transcript_builder/* TrajectoryBuilder */.rI("swe-agent");
    const info = (0,transcript_json/* obj */.WL)(root.info);
    builder.setCwd((0,transcript_json/* str */.gx)(stateOf(entries[0]).working_dir));
    const task = (0,transcript_json/* arr */.QL)(root.history).map(transcript_json/* obj */.WL).find((message) => message.role === "user" && !isDemonstration(message));
    if (task)
        builder.prompt((0,transcript_task/* unwrapTask */.zO)(textOf(task.content)), 0);
    entries.forEach((entry, step) => {
        builder.setMeta({ records: step + 1 });
        builder.message("assistant", (0,transcript_json/* str */.gx)(entry.response) ?? (0,transcript_json/* str */.gx)(entry.thought) ?? "", step);
        const action = (0,transcript_json/* str */.gx)(entry.action)?.trim() ?? "";
        if (action === "")
            return;
        const index = builder.call({ id: null, name: action.split(/\s+/)[0] ?? "unknown", input: { command: action }, step });
        builder.resultAt(index, { output: textOf(entry.observation), isError: false, exitCode: null, step });
        const changes = commandChanges(action, (0,transcript_json/* str */.gx)(stateOf(entry).open_file));
        if (changes !== null)
            builder.setChanges(index, changes);
    });
    builder.setMeta({ model: modelOf(root.replay_config) });
    builder.setFinalAnswer((0,transcript_json/* str */.gx)(info.submission));
    for (const warning of warnings)
        builder.warn(warning);
    builder.setEnding(endingOf((0,transcript_json/* str */.gx)(info.exit_status), entries.length - 1));
    return builder.build();
}
/**
 * Changes made by SWE-agent's own file commands; null for anything else, which is read as a
 * shell command. `edit` changes the file open at that step.
 */
function commandChanges(action, openFile) {
    const words = action.split(/\s+/);
    const verb = words[0] ?? "";
    if (verb === "create" && words[1])
        return [{ path: unquote(words[1]), kind: "create" }];
    if (OPEN_FILE_EDITS.has(verb))
        return openFile && openFile !== "n/a" ? [{ path: openFile, kind: "update" }] : [];
    if (verb === "str_replace_editor") {
        const kind = swe_agent_EDITOR_KINDS[words[1] ?? ""];
        return kind && words[2] ? [{ path: unquote(words[2]), kind }] : [];
    }
    if (verb === "submit" || verb === "open" || verb === "goto" || verb === "scroll_up" || verb === "scroll_down")
        return [];
    return null;
}
function endingOf(status, step) {
    const at = step >= 0 ? step : null;
    if (status === null)
        return { kind: "unknown", detail: "the trajectory has no exit_status", step: at };
    if (/exit_cost|exit_context|exit_total_execution_time|limit/.test(status)) {
        return { kind: "limit", detail: `the run stopped at a limit (${status})`, step: at };
    }
    if (/exit_error|exit_format|exit_environment_error|error/.test(status))
        return { kind: "error", detail: `the run ended on an error (${status})`, step: at };
    if (status === "submitted")
        return { kind: "completed", detail: "the agent submitted its work", step: at };
    return { kind: "unknown", detail: `the run ended with exit_status ${status}`, step: at };
}
/**
 * A worked example SWE-agent put in the history before the run: one message of `message_type`
 * `demonstration`, or each of the example's messages marked `is_demo`.
 */
function isDemonstration(message) {
    return message.is_demo === true || message.message_type === "demonstration";
}
/** `state` is an object in newer files and a JSON string in older ones. */
function stateOf(entry) {
    return (0,command/* inputObject */.u)(entry?.state);
}
function textOf(content) {
    if (typeof content === "string")
        return content;
    return (0,transcript_json/* arr */.QL)(content)
        .map((part) => ((0,transcript_json/* isObject */.Gv)(part) ? ((0,transcript_json/* str */.gx)(part.text) ?? "") : ""))
        .join("\n");
}
function modelOf(replayConfig) {
    return (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)((0,transcript_json/* obj */.WL)((0,command/* inputObject */.u)(replayConfig).agent).model).model_name);
}
function unquote(word) {
    return word.replace(/^["']|["']$/g, "");
}

;// CONCATENATED MODULE: ./src/transcript/detect.ts














/**
 * Readers in the order detection tries them: the most specific shapes first, the generic chat
 * message dumps last (an agent's own log is often also a list of role-tagged messages).
 */
const READERS = [
    claudeCodeJsonl,
    claudeSdk,
    codexRollout,
    codexExecJson,
    atif,
    sweAgent,
    miniSweAgent,
    openhands,
    geminiCli,
    anthropicMessages,
    openaiMessages,
];
/** Top-level keys that mark each format, to name the closest ones when none matches. */
const MARKER_KEYS = {
    "claude-code-jsonl": ["parentUuid", "sessionId", "uuid", "isSidechain"],
    "claude-sdk": ["session_id", "parent_tool_use_id", "subtype"],
    "codex-rollout": ["payload", "timestamp", "call_id"],
    "codex-exec-json": ["item", "thread_id"],
    atif: ["schema_version", "steps", "agent"],
    "swe-agent": ["trajectory", "history", "environment"],
    "mini-swe-agent": ["trajectory_format", "info", "messages"],
    openhands: ["action", "observation", "cause", "extras", "kind", "tool_call_metadata"],
    "gemini-cli": ["sessionId", "projectHash", "messages", "toolCalls"],
    "anthropic-messages": ["role", "content", "stop_reason"],
    "openai-messages": ["role", "content", "tool_calls", "tool_call_id"],
};
/** Records sampled for marker keys: enough to see every kind of line near the start. */
const MARKER_SAMPLE = 50;
const CLOSEST_SHOWN = 2;
function readableFormats() {
    return READERS.map((reader) => reader.id).join(", ");
}
/** The reader for these records: the one named, or the first whose shape matches. */
function chooseReader(records, source, format) {
    if (format !== undefined)
        return namedReader(format);
    const reader = READERS.find((candidate) => candidate.detect(records));
    if (!reader) {
        const closest = closestFormats(records);
        const hint = closest.length > 0 ? `closest: ${closest.join("; ")}; ` : "";
        throw new errors/* InputError */.d(`${source}: not a transcript format agent-verdict reads (${hint}pass --format to force one; understood: ${readableFormats()})`);
    }
    return reader;
}
/** The formats whose marker keys these records share most, with the keys they share. */
function closestFormats(records) {
    const keys = new Set();
    for (const { value } of records.items.slice(0, MARKER_SAMPLE)) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            continue;
        for (const key of Object.keys(value))
            keys.add(key);
        if (Array.isArray(value.messages) && (0,transcript_json/* isObject */.Gv)(value.messages[0]))
            Object.keys(value.messages[0]).forEach((key) => keys.add(key));
    }
    return Object.entries(MARKER_KEYS)
        .map(([id, markers]) => ({ id, shared: markers.filter((key) => keys.has(key)) }))
        .filter(({ shared }) => shared.length > 0)
        .sort((a, b) => b.shared.length - a.shared.length)
        .slice(0, CLOSEST_SHOWN)
        .map(({ id, shared }) => `${id} (has ${shared.join(", ")})`);
}
function namedReader(format) {
    const reader = READERS.find((candidate) => candidate.id === format);
    if (reader)
        return reader;
    const known = model/* FORMAT_IDS */.Jn.includes(format);
    const why = known ? "is not read yet" : "is not a format id";
    throw new errors/* InputError */.d(`--format ${format} ${why} (understood: ${readableFormats()})`);
}

;// CONCATENATED MODULE: ./src/transcript/literal-search.ts
/**
 * `bytes.indexOf(literal, from)`, found by the literal's part from its first uppercase letter on,
 * its head compared at each place that part is found. Buffer.indexOf finds a needle by looking for
 * its first byte (memchr) and comparing there: a needle that opens on `,` or `"` stops at nearly
 * every member of a JSON line. On the bench's 100 MB session, `,"toolUseResult":` took 30-38 ms to
 * find this way, `UseResult":` 10 (bench/RESULTS.md, Run 34). Where the literal has no uppercase
 * letter, it is searched for whole, as before.
 */
class LiteralSearch {
    literal;
    /** Where the part searched for starts in the literal. */
    offset;
    part;
    constructor(literal) {
        this.literal = literal;
        this.offset = Math.max(0, literal.findIndex((byte) => byte >= UPPER_A && byte <= UPPER_Z));
        this.part = literal.subarray(this.offset);
    }
    /** The first place at or after `from` where the literal starts in `bytes`, or -1. */
    indexIn(bytes, from = 0) {
        const { literal, offset, part } = this;
        for (let at = bytes.indexOf(part, from + offset); at !== -1; at = bytes.indexOf(part, at + 1)) {
            if (bytes.compare(literal, 0, offset, at - offset, at) === 0)
                return at - offset;
        }
        return -1;
    }
}
/** JSON text holds fewer uppercase letters than punctuation, digits or lowercase letters. */
const [UPPER_A, UPPER_Z] = [0x41, 0x5a];

;// CONCATENATED MODULE: ./src/transcript/repeated-string.ts
/**
 * A long string a cut member repeats, byte for byte, from the head of its own line. Claude Code writes
 * each tool output twice: in the tool_result block's `content` and in `toolUseResult` (`stdout`,
 * `file.content`). The member is checked by parsing it (partial-member.ts), a second parse of that
 * output; when the member's copy is the same bytes as a string of the line's head, the member is parsed
 * with a short stand-in for its copy, the head with a stand-in for the string, and the string's token
 * alone (bench/RESULTS.md, Run 40).
 *
 * Why that is exact (the caller accepts the line only when all three parse):
 * - The head with the stand-in (`\u0000`: no quote) for `[start, end)`: the quote before `:` in
 *   `"content":"` follows a letter, so no backslash escapes it; had it opened a string, the quote after
 *   `:` would close that one and the stand-in's backslash would stand outside any string, which does
 *   not parse. So where the head parses, the quote before `start` opens a string, which the quote at
 *   `end` closes (the stand-in holds none).
 * - The token `"…"` of `[start, end)` parses alone exactly when those bytes are one string's whole
 *   text, and then the line itself is valid JSON holding the same values, that string's value being
 *   the token's. (A wrong `end`, inside the string or past it, gives a token that does not parse.)
 * - The member's bytes `[from, to)` are the same bytes: valid string text with no quote that ends a
 *   string and none escaping the quote at `to`. With the stand-in in their place the member parses
 *   only if the quote before `from` opens a string (as above), closed at `to`; so the member itself is
 *   valid JSON exactly when it parses so, holding the same values but for that string. The caller
 *   refuses the cut where the stand-in would be read (a key of the member, or a field's value).
 * The depth bound is the same with a stand-in for a string: a string nests nothing. UTF-8 decoding keeps
 * every ASCII byte as it is and makes no ASCII character of other bytes, so the bytes hold the quotes,
 * backslashes and control characters the decoded text holds, and the member's one-byte reading too.
 */
/** Shorter repeats are parsed as they are: the search and the compare would cost more than they save. */
const MIN_REPEAT_BYTES = 256;
/** How far before the member the head's string is looked for to end (Claude Code writes a few short members after it). */
const END_WINDOW_BYTES = 512;
/** How far into the member its copy is looked for (Claude Code writes it after one or two short fields). */
const COPY_WINDOW_BYTES = 1024;
/** The copy is found by the string's quote and this many of its first bytes, then compared whole. */
const NEEDLE_BYTES = 32;
const [QUOTE, BACKSLASH] = [0x22, 0x5c];
/**
 * Where the member `[valueStart, valueEnd)` repeats the string that `opening` (`"content":"`) opens in
 * the line's head `[lineStart, headEnd)`, or null (then the member is parsed whole). The string's end is
 * taken as the first quote no backslash escapes in the head's last bytes, not found by reading the
 * whole string: the caller's parse of the token `"…"` is what proves it (a token holding a quote that
 * ends a string, or ending on an escaped one, does not parse).
 */
function repeatedString(bytes, opening, lineStart, headEnd, valueStart, valueEnd) {
    const openAt = bytes.subarray(0, headEnd).indexOf(opening, lineStart);
    if (openAt === -1)
        return null;
    const start = openAt + opening.length;
    const end = firstUnescapedQuote(bytes, Math.max(start, headEnd - END_WINDOW_BYTES), headEnd);
    const length = end - start;
    if (end === -1 || length < MIN_REPEAT_BYTES)
        return null;
    const needle = bytes.subarray(start - 1, start + NEEDLE_BYTES);
    const window = bytes.subarray(0, Math.min(valueEnd, valueStart + COPY_WINDOW_BYTES));
    const quoteAt = window.indexOf(needle, valueStart);
    if (quoteAt === -1)
        return null;
    const from = quoteAt + 1;
    const to = from + length;
    if (to >= valueEnd || bytes[to] !== QUOTE || bytes.compare(bytes, start, end, from, to) !== 0)
        return null;
    return { start, end, from, to };
}
/** The first quote in `[from, end)` after an even run of backslashes (none, or escaped ones), or -1. */
function firstUnescapedQuote(bytes, from, end) {
    for (let at = bytes.indexOf(QUOTE, from); at !== -1 && at < end; at = bytes.indexOf(QUOTE, at + 1)) {
        let before = at - 1;
        while (bytes[before] === BACKSLASH)
            before -= 1;
        if ((at - 1 - before) % 2 === 0)
            return at;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/transcript/partial-member.ts
/**
 * A JSON line read without most of one top-level member. Claude Code repeats each tool output in a
 * record's `toolUseResult` (close to half a session's bytes), of which its reader wants a few small
 * fields. That member's value is checked with JSON.parse on a one-byte copy of its bytes (never
 * decoded as UTF-8, never kept) and the rest of the line is parsed with `null` in its place; the
 * member then holds only the fields asked for. Where the member's copy of the output is the same bytes
 * as the tool_result's string earlier in the line, neither copy is parsed twice (repeated-string.ts).
 *
 * Fail closed: the line is accepted only when the value parses on its own and the rest parses with
 * `null` standing for it, so the line as a whole is valid JSON (a valid value substituted for a
 * value); and only when the member belongs to the record itself (the rest closes exactly one level)
 * and is its last of that name. Anything else answers null: the caller reads the line whole, as
 * any line is read, with the same errors and warnings.
 */



/**
 * How far before a line's end the rest after the member is looked for: Claude Code writes one or
 * two short members after it (`sourceToolAssistantUUID`, or `uuid` and `timestamp`).
 */
const REST_WINDOW_BYTES = 1024;
/** Places in that window tried as the member's end (`,"` or the closing brace), at most. */
const MAX_END_TRIES = 64;
const [partial_member_QUOTE, partial_member_BACKSLASH, COMMA, COLON, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [..."\"\\,:{}[]"].map((char) => char.charCodeAt(0));
const [SPACE, TAB, CR, LF] = [32, 9, 13, 10];
const NON_ASCII = /[\u0080-\uffff]/;
const NEXT_MEMBER = Buffer.from(',"');
/** What the member's copy of a repeated string is parsed as (`"\u0000"`); refused where it would be read. */
const STAND_IN_TEXT = "\\u0000";
const STAND_IN = "\u0000";
class MemberCut {
    partlyRead;
    /** `,"key":` as bytes: the member as Claude Code writes it, after another member. */
    marker;
    name;
    search;
    /** `"name":"` of the repeated string, or null. */
    repeatOpening;
    constructor(partlyRead) {
        this.partlyRead = partlyRead;
        this.marker = Buffer.from(`,${JSON.stringify(partlyRead.key)}:`);
        this.name = Buffer.from(partlyRead.key);
        this.search = new LiteralSearch(this.marker);
        this.repeatOpening = partlyRead.repeats === undefined ? null : Buffer.from(`${JSON.stringify(partlyRead.repeats)}:"`);
    }
    /** Where `marker` next starts in `bytes` at or after `from`, or -1 (`bytes.indexOf(marker, from)`). */
    markerAt(bytes, from = 0) {
        return this.search.indexIn(bytes, from);
    }
    /**
     * The record on the line `bytes[start, end)` (no line break in it), whose member `marker` at
     * `at` opens is cut to its fields; null when the line must be read whole.
     */
    read(bytes, start, end, at) {
        const valueStart = at + this.marker.length;
        const valueEnd = this.valueEnd(bytes, valueStart, end);
        if (valueEnd === -1)
            return null;
        const repeat = this.repeatOpening === null ? null : repeatedString(bytes, this.repeatOpening, start, at, valueStart, valueEnd);
        if (repeat !== null)
            return this.readRepeat(bytes, start, end, valueStart, valueEnd, repeat);
        const fields = this.fieldsOf(bytes.toString("latin1", valueStart, valueEnd));
        if (fields === null)
            return null;
        let record;
        try {
            record = (0,transcript_json/* parseJson */.qF)(`${bytes.toString("utf8", start, valueStart)}null${bytes.toString("utf8", valueEnd, end)}`);
        }
        catch {
            return null;
        }
        if (!(0,transcript_json/* isObject */.Gv)(record))
            return null;
        record[this.partlyRead.key] = fields;
        return record;
    }
    /**
     * `read` for a line whose member repeats a string of its head (repeated-string.ts): the member is
     * parsed with a stand-in for its copy, the rest of the line with a stand-in for the string, and the
     * string's own token on its own, put back where its stand-in is (the one place of that name that
     * holds it). So the string is decoded and parsed once, and its brackets are not counted for the
     * depth bound (a string nests nothing).
     */
    readRepeat(bytes, start, end, valueStart, valueEnd, repeat) {
        const member = `${bytes.toString("latin1", valueStart, repeat.from)}${STAND_IN_TEXT}${bytes.toString("latin1", repeat.to, valueEnd)}`;
        const fields = this.fieldsOf(member, STAND_IN);
        if (fields === null)
            return null;
        const before = bytes.toString("utf8", start, repeat.start);
        const after = bytes.toString("utf8", repeat.end, valueStart);
        const tail = bytes.toString("utf8", valueEnd, end);
        // the stand-in put back must be the only one: a line spelling it elsewhere is read whole
        if (before.includes(STAND_IN_TEXT) || after.includes(STAND_IN_TEXT) || tail.includes(STAND_IN_TEXT))
            return null;
        let read;
        let text;
        try {
            read = (0,transcript_json/* parseJsonHolding */.BW)(`${before}${STAND_IN_TEXT}${after}null${tail}`, this.partlyRead.repeats, STAND_IN);
            text = JSON.parse(bytes.toString("utf8", repeat.start - 1, repeat.end + 1));
        }
        catch {
            return null;
        }
        const { parsed: record, holders } = read;
        // the string goes back where its stand-in is, the one place of that name that holds it
        if (!(0,transcript_json/* isObject */.Gv)(record) || typeof text !== "string" || holders.length !== 1)
            return null;
        holders[0][this.partlyRead.repeats] = text;
        record[this.partlyRead.key] = fields;
        return record;
    }
    /**
     * Where the member's value ends: the first place in the line's last bytes, at a `,"` or the
     * closing brace, from which the rest reads as members of the record and its closing brace.
     */
    valueEnd(bytes, valueStart, end) {
        const line = bytes.subarray(0, end);
        let at = line.indexOf(NEXT_MEMBER, Math.max(valueStart, end - REST_WINDOW_BYTES));
        for (let tries = 0; at !== -1 && tries < MAX_END_TRIES; tries += 1) {
            if (this.closesRecord(bytes, at, end))
                return at;
            at = line.indexOf(NEXT_MEMBER, at + 1);
        }
        const last = lastNonWhiteSpace(bytes, valueStart, end);
        return last !== -1 && bytes[last] === CLOSE_BRACE ? last : -1;
    }
    /**
     * Whether `bytes[from, end)` closes exactly one level (the record) at its last byte but white
     * space, naming no member of the record `key` again (a later one would win) nor any with an
     * escape (which could spell it). Exact for text that is valid JSON, which the parse then proves.
     */
    closesRecord(bytes, from, end) {
        let depth = 0;
        let keyNext = false;
        for (let at = from; at < end; at += 1) {
            const byte = bytes[at];
            if (byte === partial_member_QUOTE) {
                const isKey = depth === 0 && keyNext;
                const close = stringEnd(bytes, at + 1, end, isKey);
                if (close === -1 || (isKey && this.isName(bytes, at + 1, close)))
                    return false;
                at = close;
            }
            else if (depth === 0 && (byte === COMMA || byte === COLON))
                keyNext = byte === COMMA;
            else if (byte === OPEN_BRACE || byte === OPEN_BRACKET)
                depth += 1;
            else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
                if (depth === 0)
                    return byte === CLOSE_BRACE && onlyWhiteSpace(bytes, at + 1, end);
                depth -= 1;
            }
        }
        return false;
    }
    isName(bytes, from, to) {
        return to - from === this.name.length && bytes.compare(this.name, 0, this.name.length, from, to) === 0;
    }
    /**
     * The fields asked for, from the member's value as one-byte text (the bytes as they are: JSON's
     * grammar is ASCII, so it parses exactly when its UTF-8 reading does). Null when it does not parse,
     * nests too deep to be read, or a field holds what the one-byte reading could change (non-ASCII
     * text) or a nested value: then the line is read whole. With `standIn` (the text stands in for a
     * string of the member), also null when the stand-in is a key of the member or a field's value.
     */
    fieldsOf(text, standIn) {
        // the record holds the member one level down: deeper than this, the whole line is refused
        if ((0,transcript_json/* nestsDeeperThan */.ix)(text, transcript_json/* MAX_JSON_DEPTH */.KX - 1))
            return null;
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            return null;
        }
        const fields = {};
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return fields;
        if (standIn !== undefined && Object.hasOwn(value, standIn))
            return null;
        for (const field of this.partlyRead.fields) {
            if (!Object.hasOwn(value, field))
                continue;
            const kept = value[field];
            if ((typeof kept === "object" && kept !== null) || (typeof kept === "string" && NON_ASCII.test(kept)) || (standIn !== undefined && kept === standIn))
                return null;
            fields[field] = kept;
        }
        return fields;
    }
}
/** The closing quote of a string whose text starts at `from`, or -1 (also at an escape, when refused). */
function stringEnd(bytes, from, end, refuseEscapes) {
    for (let at = from; at < end; at += 1) {
        const byte = bytes[at];
        if (byte === partial_member_QUOTE)
            return at;
        if (byte === partial_member_BACKSLASH) {
            if (refuseEscapes)
                return -1;
            at += 1;
        }
    }
    return -1;
}
function onlyWhiteSpace(bytes, from, end) {
    return lastNonWhiteSpace(bytes, from, end) === -1;
}
function lastNonWhiteSpace(bytes, from, end) {
    let at = end - 1;
    while (at >= from && isWhiteSpace(bytes[at]))
        at -= 1;
    return at >= from ? at : -1;
}
function isWhiteSpace(byte) {
    return byte === SPACE || byte === TAB || byte === CR || byte === LF;
}

;// CONCATENATED MODULE: ./src/transcript/lines.ts
/**
 * JSON lines read a piece at a time: each piece of text ends at a line end (or is the file's last
 * text), so that a record is never split and no more than one piece is held at once.
 */


/** At most this many unparsable JSONL lines are named one by one; the rest are counted. */
const MAX_LINE_WARNINGS = 20;
/** A line longer than this is not parsed: one record that size is not a transcript line. */
const MAX_LINE_CHARS = 64 * 1024 * 1024;
/** Lines longer than this are read but noted: usually one huge tool output or an inline file. */
const LARGE_LINE_CHARS = 8 * 1024 * 1024;
const lines_CR = 13;
const lines_SPACE = 32;
const NEWLINE = 0x0a;
/** Thrown when the first line is not a JSON record: the text is then read as one JSON document. */
class NotJsonLines extends Error {
    name = "NotJsonLines";
}
/**
 * Splits line-ending text into records for `onRecord`, keeping the warnings a reader reports: long
 * lines, unparsable lines (a last line cut short is named as truncated).
 */
class LineRecords {
    onRecord;
    requireFirstRecord;
    step = 0;
    parsed = 0;
    started = false;
    notes = [];
    bad = [];
    /** The last unparsable line waits to learn whether it was the file's last: then it was truncated. */
    pendingBad = null;
    cut = null;
    constructor(
    /** `chars`: the length of the record's line. */
    onRecord, 
    /** Throw NotJsonLines when the first non-blank line is not a JSON record (nor starts a JSON array). */
    requireFirstRecord = false) {
        this.onRecord = onRecord;
        this.requireFirstRecord = requireFirstRecord;
    }
    /** Records parsed so far. */
    get count() {
        return this.parsed;
    }
    /** Reads the lines of `text`; every line but the last must end here (the last may end the file). */
    add(text) {
        const body = this.started ? text : text.replace(/^\uFEFF/, "");
        this.started = true;
        for (let start = 0; start < body.length;) {
            const end = nextLineEnd(body, start);
            this.line(body.slice(start, end > start && body.charCodeAt(end - 1) === lines_CR ? end - 1 : end));
            start = end + 1;
        }
    }
    /**
     * Reads the lines of `bytes` (as `add`), where a line's member that `partlyRead` names is cut to its
     * fields without being decoded (partial-member.ts); a line that cannot be cut so is read whole.
     */
    addBytes(bytes, partlyRead) {
        if (partlyRead === null || !this.started || this.parsed === 0)
            return this.add(bytes.toString("utf8"));
        if (this.cut?.partlyRead !== partlyRead)
            this.cut = new MemberCut(partlyRead);
        const cut = this.cut;
        let from = 0;
        for (let at = cut.markerAt(bytes); at !== -1; at = cut.markerAt(bytes, from)) {
            const start = bytes.lastIndexOf(NEWLINE, at) + 1;
            const newline = bytes.indexOf(NEWLINE, at);
            const next = newline === -1 ? bytes.length : newline + 1;
            if (start > from)
                this.add(bytes.toString("utf8", from, start));
            const end = newline === -1 ? bytes.length : newline > start && bytes[newline - 1] === lines_CR ? newline - 1 : newline;
            const record = end - start > LARGE_LINE_CHARS ? null : cut.read(bytes, start, end, at);
            if (record === null)
                this.add(bytes.toString("utf8", start, next));
            else
                this.cutLine(record, end - start);
            from = next;
        }
        if (from < bytes.length)
            this.add(bytes.toString("utf8", from));
    }
    /** The reading warnings, once the text has ended. */
    finish() {
        if (this.pendingBad)
            this.settleBad(true);
        const warnings = [...this.notes, ...this.bad.slice(0, MAX_LINE_WARNINGS)];
        if (this.bad.length > MAX_LINE_WARNINGS)
            warnings.push(`${this.bad.length - MAX_LINE_WARNINGS} more unparsable lines skipped`);
        return warnings;
    }
    line(line) {
        const step = this.step;
        this.step += 1;
        if (this.pendingBad)
            this.settleBad(false);
        if (isBlank(line))
            return;
        if (line.length > MAX_LINE_CHARS) {
            this.notes.push(`line ${step + 1}: ${megabytes(line.length)} MB record over the ${megabytes(MAX_LINE_CHARS)} MB line limit, skipped`);
            return;
        }
        if (line.length > LARGE_LINE_CHARS)
            this.notes.push(`line ${step + 1}: a ${megabytes(line.length)} MB record, read; long texts in it are cut`);
        const first = this.requireFirstRecord && this.parsed === 0 && this.bad.length === 0 && this.pendingBad === null;
        if (first && line.trimStart().startsWith("["))
            throw new NotJsonLines("the text starts a JSON array");
        const value = tryParse(line);
        if (value === UNPARSABLE) {
            if (first)
                throw new NotJsonLines("the first line is not a JSON record");
            this.pendingBad = { step, opensObject: line.trimStart().startsWith("{") };
            return;
        }
        this.parsed += 1;
        this.onRecord({ step, value }, line.length);
    }
    /** A line read by a member cut: valid JSON, a record, within the line limits; `bytes` stands for its length. */
    cutLine(record, bytes) {
        const step = this.step;
        this.step += 1;
        if (this.pendingBad)
            this.settleBad(false);
        this.parsed += 1;
        this.onRecord({ step, value: record }, bytes);
    }
    settleBad(isLast) {
        const { step, opensObject } = this.pendingBad;
        this.bad.push(isLast && opensObject ? `line ${step + 1}: truncated JSON, skipped` : `line ${step + 1}: not valid JSON, skipped`);
        this.pendingBad = null;
    }
}
function nextLineEnd(body, start) {
    const end = body.indexOf("\n", start);
    return end === -1 ? body.length : end;
}
/** Trims only a line that starts with whitespace: trimming every line of a large file costs a copy each. */
function isBlank(line) {
    return line.length === 0 || (line.charCodeAt(0) <= lines_SPACE && line.trim() === "");
}
function megabytes(chars) {
    return (chars / (1024 * 1024)).toFixed(1);
}
const UNPARSABLE = Symbol("unparsable");
function tryParse(text) {
    try {
        return (0,transcript_json/* parseJson */.qF)(text);
    }
    catch (error) {
        if (error instanceof transcript_json/* NestingTooDeep */.bO)
            throw error;
        return UNPARSABLE;
    }
}

;// CONCATENATED MODULE: ./src/transcript/records.ts




function parseRecords(text, source) {
    const body = text.replace(/^\uFEFF/, "");
    if (body.trim() === "")
        throw new errors/* InputError */.d(`${source}: the file is empty; expected a JSON or JSONL transcript`);
    const whole = records_tryParse(body);
    if (whole.ok) {
        if (Array.isArray(whole.value)) {
            return { shape: "array", items: whole.value.map((value, step) => ({ step, value })), warnings: [] };
        }
        return { shape: "object", items: [{ step: 0, value: whole.value }], warnings: [] };
    }
    return parseLines(body, source);
}
function parseLines(body, source) {
    const items = [];
    const lines = new LineRecords((record) => items.push(record));
    lines.add(body);
    const warnings = lines.finish();
    if (items.length === 0)
        throw noRecords(source);
    return { shape: "lines", items, warnings };
}
function noRecords(source) {
    return new errors/* InputError */.d(`${source}: not JSON or JSON lines (line 1 does not parse); expected a transcript file`);
}
function records_tryParse(text) {
    try {
        return { ok: true, value: (0,transcript_json/* parseJson */.qF)(text) };
    }
    catch (error) {
        if (error instanceof transcript_json/* NestingTooDeep */.bO)
            throw error;
        return { ok: false };
    }
}

// EXTERNAL MODULE: ./src/transcript/sources.ts
var sources = __webpack_require__(75440);
// EXTERNAL MODULE: ./src/evidence/seen-secrets.ts
var seen_secrets = __webpack_require__(27762);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/transcript/line-chunks.ts

/**
 * Bytes read from disk at a time. Measured on a 100 MB session: 64 KB loads fastest (256 KB took 12%
 * longer, 16 KB 5%): a piece this size and the records parsed from it stay in the young generation.
 */
const CHUNK_BYTES = 64 * 1024;
const line_chunks_NEWLINE = 0x0a;
/**
 * A file's text in pieces that each end at a line end, except the last which ends the file. Pieces
 * are cut at a newline byte, which UTF-8 never uses inside a multi-byte character, so a character
 * is never split; a line longer than the buffer grows it. Each piece is bytes, so that a reader
 * decodes only what it keeps (lines.ts): a view of one buffer, valid until the next is asked for.
 */
function* lineChunkBytes(path, chunkBytes = CHUNK_BYTES) {
    // read synchronously: the parse that follows is synchronous work anyway, and awaiting each read
    // left the thread idle for a sixth of the load time
    const file = (0,external_node_fs_.openSync)(path, "r");
    try {
        let buffer = Buffer.allocUnsafe(chunkBytes);
        let held = 0;
        for (;;) {
            if (held === buffer.length)
                buffer = grown(buffer);
            const bytesRead = (0,external_node_fs_.readSync)(file, buffer, held, buffer.length - held, null);
            if (bytesRead === 0)
                break;
            const filled = held + bytesRead;
            const lastNewline = buffer.lastIndexOf(line_chunks_NEWLINE, filled - 1);
            if (lastNewline === -1) {
                held = filled;
                continue;
            }
            yield buffer.subarray(0, lastNewline + 1);
            held = buffer.copy(buffer, 0, lastNewline + 1, filled);
        }
        if (held > 0)
            yield buffer.subarray(0, held);
    }
    finally {
        (0,external_node_fs_.closeSync)(file);
    }
}
function grown(buffer) {
    const larger = Buffer.allocUnsafe(buffer.length * 2);
    buffer.copy(larger);
    return larger;
}

;// CONCATENATED MODULE: ./src/transcript/sampled-sink.ts

/** Records detection looks at before the reader is chosen: enough to see every kind of line near the start. */
const SAMPLE_RECORDS = 500;
/** ...or this much line text, if reached first: a few huge lines are sample enough, and are held until chosen. */
const SAMPLE_CHARS = 4 * 1024 * 1024;
/**
 * Takes JSON-lines records one at a time: holds the first ones as a sample, chooses the reader on
 * it, then passes every record to that reader. A transcript shorter than the sample is read exactly
 * as if held whole.
 */
class SampledSink {
    source;
    format;
    sample = [];
    sampleChars = 0;
    sink = null;
    constructor(source, format) {
        this.source = source;
        this.format = format;
    }
    /** What the chosen reader reads only in part; nothing while the sample (read whole) is taken. */
    get partlyRead() {
        return this.sink?.partlyRead ?? null;
    }
    add(record, chars) {
        if (this.sink !== null)
            return this.sink.add(record);
        this.sample.push(record);
        this.sampleChars += chars;
        if (this.sample.length >= SAMPLE_RECORDS || this.sampleChars >= SAMPLE_CHARS)
            this.choose();
    }
    finish(warnings) {
        if (this.sink !== null)
            return this.sink.finish(warnings);
        const records = { shape: "lines", items: this.sample, warnings };
        return chooseReader(records, this.source, this.format).read(records);
    }
    choose() {
        const head = { shape: "lines", items: this.sample, warnings: [] };
        const reader = chooseReader(head, this.source, this.format);
        this.sink = reader.stream?.(head) ?? new HeldSink(reader);
        for (const record of this.sample)
            this.sink.add(record);
        this.sample = null;
    }
}
/** For a reader that needs all records at once (a chat message dump): holds them, then reads. */
class HeldSink {
    reader;
    items = [];
    constructor(reader) {
        this.reader = reader;
    }
    add(record) {
        this.items.push(record);
    }
    finish(warnings) {
        return this.reader.read({ shape: "lines", items: this.items, warnings });
    }
}

;// CONCATENATED MODULE: ./src/transcript/subagents.ts


/** Tools that spawn a subagent, across Claude Code versions. */
const SPAWNING_TOOLS = new Set(["Task", "Agent"]);
const AGENT_FILE = /(?:^|\/)agent-([\w-]+)\.jsonl$/;
/** The first lines are enough to see a sidechain marker. */
const SIDECHAIN_PROBE_CHARS = 4096;
/** What ties subagent files to a session, gathered one record at a time as the file is read. */
class AgentIds {
    /** Claude Code names the subagent in the Task result: `toolUseResult.agentId` beside its tool_result. */
    toolUseByAgent = new Map();
    /** The first agent id a record names: a subagent file's own. */
    first = null;
    add(value) {
        if (!(0,transcript_json/* isObject */.Gv)(value))
            return;
        const agentId = (0,transcript_json/* str */.gx)(value.agentId);
        if (this.first === null && agentId !== null)
            this.first = agentId;
        if (value.type === "user")
            this.taskResult(value);
    }
    taskResult(line) {
        const agentId = (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(line.toolUseResult).agentId);
        if (agentId === null)
            return;
        const result = (0,transcript_json/* arr */.QL)((0,transcript_json/* obj */.WL)(line.message).content).find((block) => (0,transcript_json/* isObject */.Gv)(block) && block.type === "tool_result");
        const toolUseId = (0,transcript_json/* str */.gx)((0,transcript_json/* obj */.WL)(result).tool_use_id);
        if (toolUseId !== null)
            this.toolUseByAgent.set(agentId, toolUseId);
    }
}
/** A subagent file: under `subagents/`, named `agent-*.jsonl`, or marked `isSidechain` at its start. */
function isSubagentFile(file) {
    if (file.name.includes("subagents/") || AGENT_FILE.test(file.name))
        return true;
    return /"isSidechain"\s*:\s*true/.test((0,sources/* candidateHead */.WA)(file, SIDECHAIN_PROBE_CHARS));
}
function attachSubagents(main, mainIds, found) {
    if (found.length === 0)
        return main;
    const warnings = [];
    const subagents = found.map(({ file, trajectory, agentIds }) => {
        const agentId = agentIds.first ?? AGENT_FILE.exec(file.name)?.[1] ?? null;
        const toolCall = tieToCall(main, agentId === null ? undefined : mainIds.toolUseByAgent.get(agentId), trajectory.task);
        if (toolCall === null)
            warnings.push(`subagent ${file.name}: no Task call in the session spawned it; kept unattached`);
        return {
            source: file.name,
            toolCall,
            task: trajectory.task,
            finalAnswer: trajectory.finalAnswer,
            toolCalls: trajectory.toolCalls,
            edits: trajectory.edits,
        };
    });
    return { ...main, subagents, warnings: [...main.warnings, ...warnings] };
}
/** The call that spawned the subagent: the one its agent id answers, else the one given its prompt. */
function tieToCall(main, toolUseId, task) {
    const byId = toolUseId === undefined ? -1 : main.toolCalls.findIndex((call) => call.id === toolUseId);
    if (byId >= 0)
        return byId;
    if (task === null)
        return null;
    const byPrompt = main.toolCalls.findIndex((call) => SPAWNING_TOOLS.has(call.name) && (0,transcript_json/* str */.gx)(call.input.prompt)?.trim() === task.trim());
    return byPrompt >= 0 ? byPrompt : null;
}

;// CONCATENATED MODULE: ./src/transcript/stream.ts






/** The smallest transcript read as JSON lines: a single record is a JSON document, read whole. */
const MIN_LINE_RECORDS = 2;
/**
 * Reads a JSON-lines transcript from disk a piece at a time: each piece is split into records and
 * passed on, so that neither the text nor the records are ever held whole; what the trajectory
 * keeps is redacted (kept-redaction.ts). Null when the file is not JSON lines (one JSON document,
 * or a first line that is not a record): read it whole.
 */
function streamJsonLines(path, source, options = {}) {
    if (options.redact === false)
        return streamRecords(path, source, options);
    const { result, redactions, secrets } = (0,kept_redaction/* withKeptRedaction */.Op)(() => streamRecords(path, source, options));
    return result === null ? null : { ...result, redactions, secrets };
}
function streamRecords(path, source, { format, chunkBytes = CHUNK_BYTES }) {
    const agentIds = new AgentIds();
    const sink = new SampledSink(source, format);
    const lines = new LineRecords((record, chars) => {
        agentIds.add(record.value);
        sink.add(record, chars);
    }, true);
    try {
        // once the reader is chosen, what it reads only in part is cut from each line undecoded
        for (const chunk of lineChunkBytes(path, chunkBytes))
            lines.addBytes(chunk, sink.partlyRead);
    }
    catch (error) {
        if (error instanceof NotJsonLines)
            return null;
        throw error;
    }
    const warnings = lines.finish();
    if (lines.count < MIN_LINE_RECORDS)
        return null;
    return { trajectory: sink.finish(warnings), redactions: 0, secrets: new seen_secrets/* SeenSecrets */.nE(), agentIds };
}

;// CONCATENATED MODULE: ./src/transcript/index.ts











/** Transcripts larger than this are refused before reading: a bound on memory and time. */
const MAX_TRANSCRIPT_BYTES = 256 * 1024 * 1024;
/** File names that are a transcript by convention, best first; other JSON files come after them. */
const MAIN_NAMES = [
    { pattern: /(?:^|\/)rollout-[^/]*\.jsonl$/, named: "named like a Codex session (rollout-*.jsonl)" },
    { pattern: /\.traj(?:\.json)?$/, named: "named like a SWE-agent trajectory (*.traj)" },
    { pattern: /(?:^|\/)trajectory\.json$/, named: "named like a Harbor trajectory (trajectory.json)" },
    // Gemini CLI moves a resumed `session-*.json` to `session-*.jsonl` and keeps writing there
    { pattern: /(?:^|\/)session-[^/]*\.jsonl$/, named: "named like a resumed Gemini CLI session (session-*.jsonl)" },
    {
        pattern: /(?:^|\/)(?:session-[^/]*|api_conversation_history|[^/]*execution[^/]*)\.json$/,
        named: "named like a session, a Cline history or an execution file",
    },
    { pattern: /\.(?:jsonl|ndjson)$/, named: "a JSON-lines file, which sessions are" },
];
const OTHER_JSON = "no file is named like a transcript; it is a JSON file";
const WHAT_TO_PASS = "pass the agent's transcript (a JSON or JSONL file, a folder, or a .zip)";
const DEFAULT_LOAD_LIMITS = { maxBytes: MAX_TRANSCRIPT_BYTES };
/** Reads a transcript (a file, a folder, or a `.zip` artifact), redacts secrets, and normalizes it. */
async function loadTranscript(path, format, limits = DEFAULT_LOAD_LIMITS) {
    const info = await (0,promises_.stat)(path).catch(() => null);
    if (info === null)
        throw new errors/* InputError */.d(`${path}: no such file; ${WHAT_TO_PASS}`);
    const expandedBytes = 2 * limits.maxBytes;
    if (info.isDirectory())
        return fromCandidates(await (0,sources/* folderCandidates */.XK)(path, expandedBytes), path, format);
    // a device or a pipe has no size to check and may never end (/dev/zero, a FIFO nobody writes)
    if (!info.isFile())
        throw new errors/* InputError */.d(`${path}: not a regular file; ${WHAT_TO_PASS}`);
    if (info.size > limits.maxBytes) {
        throw new errors/* InputError */.d(`${path}: ${info.size} bytes is over the ${limits.maxBytes}-byte transcript limit (max-transcript-bytes)`);
    }
    if ((0,sources/* isZip */.K0)(await readHead(path, ZIP_MAGIC_BYTES))) {
        return fromCandidates(await (0,sources/* zipCandidates */.a7)(await (0,promises_.readFile)(path), path, expandedBytes), path, format);
    }
    // JSON lines are read a piece at a time; a JSON document is read whole
    const main = streamJsonLines(path, path, { format }) ?? parseWhole(await (0,promises_.readFile)(path, "utf8"), path, format);
    const siblings = main.trajectory.format === "claude-code-jsonl" ? await (0,sources/* siblingSubagentFiles */.$F)(path, main.trajectory.meta.sessionId) : [];
    return { ...withSubagents(main, siblings, (0,external_node_path_.dirname)(path)), bytes: info.size, file: path };
}
const ZIP_MAGIC_BYTES = 4;
async function readHead(path, bytes) {
    const file = await (0,promises_.open)(path, "r");
    try {
        const head = Buffer.alloc(bytes);
        const { bytesRead } = await file.read(head, 0, bytes, 0);
        return head.subarray(0, bytesRead);
    }
    finally {
        await file.close();
    }
}
/**
 * Claude Code subagent files beside the session are read and tied to the session's Task calls. A value
 * found in one file is hidden in the others too.
 */
function withSubagents(main, files, source) {
    const { secrets } = main;
    if (files.length === 0)
        return { trajectory: main.trajectory, redactions: main.redactions, secrets };
    const subagents = readSubagents(files, source);
    const attached = attachSubagents(main.trajectory, main.agentIds, subagents.flatMap((sub) => (sub.read ? [sub.read] : [])));
    const warnings = [...attached.warnings, ...subagents.flatMap((sub) => sub.warnings)];
    let redactions = main.redactions + subagents.reduce((sum, sub) => sum + sub.redactions, 0);
    const trajectory = { ...attached, warnings };
    for (const sub of subagents)
        if (sub.secrets !== null)
            secrets.merge(sub.secrets);
    redactions += secrets.redactDeep(trajectory);
    return { trajectory, redactions, secrets };
}
/** Secrets are redacted in what the trajectory keeps, before any later stage sees it. */
function parseTranscript(raw, source, format) {
    const { trajectory, redactions, secrets } = parseWhole(raw, source, format);
    return { trajectory, redactions, secrets };
}
/** A transcript held whole: parsed into records and read; what the trajectory keeps is redacted (kept-redaction.ts). */
function parseWhole(raw, source, format) {
    const records = parseRecords(raw, source);
    const { result: trajectory, redactions, secrets } = (0,kept_redaction/* withKeptRedaction */.Op)(() => chooseReader(records, source, format).read(records));
    const agentIds = new AgentIds();
    for (const { value } of records.items)
        agentIds.add(value);
    return { trajectory, redactions, secrets, agentIds };
}
/** The main transcript among a folder's or archive's files: the first, by rank, that a reader reads. */
function fromCandidates({ files, warnings }, source, format) {
    if (files.length === 0)
        throw new errors/* InputError */.d(`${source}: no transcript file (.jsonl, .json, .traj) inside`);
    const subagentFiles = files.filter(isSubagentFile);
    const others = files.filter((file) => !subagentFiles.includes(file) && !isContinuation(file));
    // an event log kept one event per file is tried first, as one array
    const mains = [...(0,sources/* eventLogCandidates */.nv)(files), ...(others.length > 0 ? others : files)];
    const tried = [];
    const eventLogs = mains.filter((file) => file.name.endsWith("/"));
    for (const file of [...eventLogs, ...rankCandidates(mains.filter((file) => !eventLogs.includes(file)))]) {
        const name = `${source}/${file.name}`;
        try {
            const continuations = continuationsOf(file, files);
            const streamed = continuations.length === 0 && file.path !== undefined ? streamJsonLines(file.path, name, { format }) : null;
            const main = streamed ?? parseWhole(continuations.length > 0 ? joinContinuations(file, continuations) : file.text, name, format);
            if (continuations.length > 0)
                warnings.push(`${source}: ${file.name} continues in ${continuations.map((c) => c.name).join(", ")}, read as one`);
            const beside = main.trajectory.format === "claude-code-jsonl" ? subagentFiles.filter((other) => other !== file) : [];
            const { trajectory, redactions, secrets } = withSubagents(main, beside, source);
            const chosen = { file: file.name, among: files.length, reason: whyChosen(file, mains, tried.length) };
            const note = `${source}: read ${file.name}, the main transcript among ${files.length} files: ${chosen.reason}`;
            const notes = files.length > 1 ? [note, ...warnings] : warnings;
            const withNotes = { ...trajectory, warnings: [...notes, ...trajectory.warnings] };
            return { trajectory: withNotes, bytes: file.bytes, redactions, secrets, file: file.name, ...(files.length > 1 ? { chosen } : {}) };
        }
        catch (error) {
            if (!(error instanceof errors/* InputError */.d))
                throw error;
            tried.push(file.name);
        }
    }
    const shown = tried.slice(0, SHOWN_TRIED).join(", ") + (tried.length > SHOWN_TRIED ? ", …" : "");
    throw new errors/* InputError */.d(`${source}: none of its ${tried.length} JSON files is a transcript agent-verdict reads (tried ${shown})`);
}
const SHOWN_TRIED = 5;
function rankCandidates(files) {
    return [...files].sort((a, b) => nameRank(a) - nameRank(b) || b.bytes - a.bytes || a.name.localeCompare(b.name));
}
function nameRank(file) {
    const index = MAIN_NAMES.findIndex(({ pattern }) => pattern.test(file.name));
    return index === -1 ? MAIN_NAMES.length : index;
}
/** Why this file was read, in the words of rankCandidates: its name, then its size, then what failed before it. */
function whyChosen(file, mains, failedBefore) {
    const skipped = failedBefore === 0 ? "" : `; ${(0,words/* plural */.LS)(failedBefore, "file")} ranked before it did not read as a transcript`;
    if (file.name.endsWith("/"))
        return `a folder of one-event-per-file logs, read as one in event order${skipped}`;
    const rank = nameRank(file);
    const alike = mains.filter((other) => !other.name.endsWith("/") && nameRank(other) === rank).length;
    const named = MAIN_NAMES[rank]?.named ?? OTHER_JSON;
    const among = alike <= 1 ? "" : failedBefore === 0 ? `, the largest of ${alike} such files` : `, one of ${alike} such files`;
    return `${named}${among}${skipped}`;
}
/** A subagent file that does not parse is named in a warning, never dropped silently. */
function readSubagents(files, source) {
    return files.map((file) => {
        try {
            const parsed = parseWhole(file.text, `${source}/${file.name}`);
            const read = { file, trajectory: parsed.trajectory, agentIds: parsed.agentIds };
            return { read, redactions: parsed.redactions, secrets: parsed.secrets, warnings: [] };
        }
        catch (error) {
            return { read: null, redactions: 0, secrets: null, warnings: [`subagent ${file.name}: unreadable, skipped (${(0,errors/* oneLine */.T)(error)})`] };
        }
    });
}


/***/ })

};
