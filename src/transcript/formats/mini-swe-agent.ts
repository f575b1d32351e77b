import type { Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder } from "../builder.js";
import { inputObject } from "../command.js";
import { contentItemsText } from "./codex-common.js";
import { returncodeJson, returncodeTagExitCode } from "../exit-code.js";
import { arr, int, isObject, obj, str, type Json } from "../json.js";
import type { FormatReader } from "../reader.js";
import { unwrapTask } from "../task.js";

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
export const miniSweAgent: FormatReader = {
  id: "mini-swe-agent",
  detect: (records) => {
    if (records.shape === "object") {
      const root = obj(records.items[0]?.value);
      const info = obj(root.info);
      const marked = String(root.trajectory_format ?? "").startsWith("mini-swe-agent") || "mini_version" in info;
      return Array.isArray(root.messages) && marked;
    }
    // v0 arrays, and the live `.traj.jsonl` some runners stream one message per line
    const messages = records.items.map(({ value }) => obj(value));
    const hasAction = messages.some((message) => message.role === "assistant" && ACTION_BLOCK.test(contentItemsText(message.content)));
    const hasObservation = messages.some((message) => message.role === "user" && /<returncode>/.test(contentItemsText(message.content)));
    return hasAction && hasObservation;
  },
  read: (records) => {
    const root = records.shape === "object" ? obj(records.items[0]?.value) : { messages: records.items.map(({ value }) => value) };
    const trajectory = new MiniReader().read(root);
    return { ...trajectory, warnings: [...records.warnings, ...trajectory.warnings] };
  },
};

class MiniReader {
  private readonly builder = new TrajectoryBuilder("mini-swe-agent");
  private pending: number | null = null;
  private ending: Ending | null = null;
  private submission: string | null = null;

  read(root: Json): Trajectory {
    const info = obj(root.info);
    const version = str(info.mini_version);
    this.builder.setMeta({ agent: version ? `mini-swe-agent ${version}` : "mini-swe-agent", model: str(obj(obj(info.config).model).model_name) });
    arr(root.messages).forEach((message, step) => {
      this.builder.setMeta({ records: step + 1 });
      if (isObject(message)) this.message(message, step);
    });
    const last = Math.max(arr(root.messages).length - 1, 0);
    this.builder.setFinalAnswer(str(info.submission) || this.submission || null);
    this.builder.setEnding(statusEnding(str(info.exit_status), last) ?? this.ending ?? this.submitEnding(last));
    return this.builder.build();
  }

  private message(message: Json, step: number): void {
    const text = contentItemsText(message.content);
    const extra = obj(message.extra);
    if (message.role === "assistant") return this.assistant(message, text, step);
    if (message.role === "tool") {
      const id = str(message.tool_call_id);
      const result = { ...observation(text, extra), step };
      if (id !== null) this.builder.resultFor(id, result);
      else if (this.pending !== null) this.builder.resultAt(this.pending, result);
      this.pending = null;
      return;
    }
    if (message.role === "user") return this.user(text, extra, step);
    if (message.role === "exit") {
      this.submission = str(extra.submission) ?? text;
      this.ending = statusEnding(str(extra.exit_status), step);
    }
  }

  private assistant(message: Json, text: string, step: number): void {
    this.builder.message("assistant", text, step);
    const toolCalls = arr(message.tool_calls).map(obj);
    for (const call of toolCalls) {
      const fn = obj(call.function);
      this.pending = this.builder.call({ id: str(call.id), name: str(fn.name) ?? "bash", input: inputObject(fn.arguments), step });
    }
    // the harness runs a text turn's action only when it holds exactly one block; with two or more
    // it answers with a format error and runs none of them
    const blocks = toolCalls.length === 0 ? [...text.matchAll(ACTION_BLOCKS)] : [];
    const action = blocks.length === 1 ? blocks[0]![1] : undefined;
    if (action !== undefined) this.pending = this.builder.call({ id: null, name: "bash", input: { command: action }, step });
  }

  /** The first user message is the task; later ones are observations or the harness's feedback. */
  private user(text: string, extra: Json, step: number): void {
    if (TIMEOUT_NOTICE.test(text) && this.pending !== null) {
      this.builder.resultAt(this.pending, { output: timedOutOutput(text), exitCode: null, isError: true, step });
      this.pending = null;
      return;
    }
    const isObservation = "returncode" in extra || /<returncode>/.test(text) || returncodeJson(text) !== null;
    if (isObservation && this.pending !== null) {
      this.builder.resultAt(this.pending, { ...observation(text, extra), step });
      this.pending = null;
    } else if (this.builder.callCount === 0 && !isObservation) {
      this.builder.prompt(unwrapTask(text), step);
    } else {
      this.builder.message("system", text, step);
    }
  }

  private submitEnding(step: number): Ending {
    const submitted = [...Array(this.builder.callCount).keys()].some((index) => SUBMIT_MARKER.test(this.builder.callAt(index)?.command ?? ""));
    if (submitted) return { kind: "completed", detail: "the agent ran the submit command", step };
    return { kind: "unknown", detail: "the trajectory does not say how the run ended", step: null };
  }
}

function observation(text: string, extra: Json): { output: string; exitCode: number | null; isError: boolean } {
  const json = returncodeJson(text);
  const exitCode = int(extra.returncode) ?? json?.exitCode ?? returncodeTagExitCode(text);
  const exception = str(extra.exception_info) || json?.exception || null;
  return { output: json?.output ?? observationBody(text), exitCode, isError: exception !== null };
}

/** The harness's notice that its time limit killed the command (v1), with what it printed until then. */
const TIMEOUT_NOTICE = /^\s*The last command <command>[\s\S]*?<\/command> timed out and has been killed\./;
const NOTICE_OUTPUT = /<output>\n?([\s\S]*?)\n?<\/output>/;
/** Said after the partial output, in the words the checks read as the harness's time limit. */
const TIMED_OUT_NOTE = "[mini-swe-agent: the command timed out and has been killed]";

/** What a killed command printed before the harness stopped it, then the harness's note: it has no status of its own. */
function timedOutOutput(text: string): string {
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
export function observationBody(text: string): string {
  const head = TEMPLATE_HEAD.exec(text);
  if (head === null) return text;
  const body = text.slice(head[0].length).replace(ELIDED, (_, count: string) => `\n[… ${count} characters elided]\n`);
  return body.replace(OUTPUT_TAG, "");
}

/** `Submitted` ends the task; `LimitsExceeded` is a limit; any other status names an exception. */
function statusEnding(status: string | null, step: number): Ending | null {
  if (!status) return null;
  if (status === "Submitted") return { kind: "completed", detail: "the agent submitted (exit_status Submitted)", step };
  if (/Limit/i.test(status)) return { kind: "limit", detail: `the run stopped at a limit (${status})`, step };
  return { kind: "error", detail: `the run ended on ${status}`, step };
}
