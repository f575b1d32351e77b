/**
 * The user's real request, out of the text a harness puts around it: agents prepend repository
 * instructions and environment context as user messages, and benchmark templates wrap the issue.
 */

/** User messages that a harness injects, not the human's request (Terminus's hand-off answers among them). */
const INJECTED =
  /^\s*(?:# AGENTS\.md instructions|Here are the answers the other agent provided\b|(?:New Terminal Output|Current [Tt]erminal (?:state|Screen)):|<(?:environment_context|user_instructions|permissions instructions|INSTRUCTIONS|system-reminder|user_shell_command|turn_aborted|skill|subagent_notification|environment_details|command-name|command-message|local-command-\w+)\b)/;

/** Wrappers that hold the request inside a template, tried in order. */
const WRAPPERS: readonly RegExp[] = [
  // Codex IDE extension: the IDE's context first, the request under its own heading
  /^## My request for Codex:[ \t]*\n([\s\S]*)$/m,
  // Terminus (Terminal-Bench): a system prompt, then the task, then the terminal screen
  /^Task Description:[ \t]*\n?([\s\S]*?)(?:\n\s*Current (?:terminal state|Terminal Screen):|$(?![\s\S]))/m,
  // a hand-off to a fresh agent after a context summary: the task under "Original Task:", up to the next heading
  /^(?:\*\*)?Original Task:(?:\*\*)?[ \t]*\n?([\s\S]*?)(?:\n\s*(?:\*\*[^*\n]+:\*\*|Based on the conversation history)|$(?![\s\S]))/m,
  /<pr_description>\s*([\s\S]*?)\s*<\/pr_description>/,
  /<task>\s*([\s\S]*?)\s*<\/task>/,
  /<issue>\s*([\s\S]*?)\s*<\/issue>/,
  /\bISSUE:\s*\n([\s\S]*?)\n\s*INSTRUCTIONS:/,
  /^Please solve this issue:\s*([\s\S]*?)\n\nYou can execute bash commands/,
];
/** Blocks a harness puts inside a user message around the request. */
const INJECTED_BLOCKS = /<(system-reminder|environment_details|environment_context|user_instructions)>[\s\S]*?<\/\1>/g;
/** Lines a harness adds to say what follows is not for the model (Claude Code's "Caveat: …"). */
const CAVEAT_LINE = /^Caveat: .*$/gm;

/** True for a message a harness injected; reminder blocks inside a real request do not count. */
export function isInjected(text: string): boolean {
  const bare = withoutInjectedBlocks(text);
  return (bare === "" && text.trim() !== "") || INJECTED.test(bare);
}

/** The text without `<system-reminder>`, `<environment_details>`, `<environment_context>` and `<user_instructions>` blocks. */
export function withoutInjectedBlocks(text: string): string {
  return text.replace(INJECTED_BLOCKS, "").trim();
}

/** The request inside a template, without reminders; the text itself when no wrapper matches. */
export function unwrapTask(text: string): string {
  const bare = withoutInjectedBlocks(text);
  for (const wrapper of WRAPPERS) {
    const inner = wrapper.exec(bare)?.[1]?.trim();
    if (inner) return inner;
  }
  return bare;
}

/** The opening of an agent's system prompt sent as a user turn, not the human's words. */
const SYSTEM_PROMPT = /^\s*You are (?:an? |the )?(?:[\w-]+ ){0,3}(?:AI|assistant|agent|model|engineer|programmer|developer)\b/i;
/** An IDE's context preamble with no request under it. */
const IDE_PREAMBLE = /^\s*# Context from my IDE setup:/;

/**
 * The request a user turn holds, or null when it holds none (a harness message, a bare system
 * prompt or IDE preamble). Wrappers are unwrapped and injected blocks and caveat lines dropped.
 */
export function requestOf(text: string): string | null {
  if (isInjected(text)) return null;
  const request = unwrapTask(text.replace(CAVEAT_LINE, "")).trim();
  // a preamble still in front after unwrapping had no request heading under it
  return request === "" || IDE_PREAMBLE.test(request) ? null : request;
}

/**
 * The task: the user's real requests, in order, the latest last (a follow-up such as "and the
 * docs" means little without the request before it). A system prompt sent as a user turn counts
 * only when no other turn holds a request. Every turn stays in messages.
 */
export function taskFromPrompts(prompts: readonly string[]): string | null {
  // a hand-off repeats the task it hands over: the same request twice is one request
  const requests = [...new Set(prompts.map(requestOf).filter((request): request is string => request !== null))];
  const real = requests.filter((request) => !SYSTEM_PROMPT.test(request));
  const chosen = real.length > 0 ? real : requests;
  return chosen.length > 0 ? chosen.join(REQUEST_SEPARATOR) : null;
}

/** Between two requests of one task, as earlier versions joined them. */
const REQUEST_SEPARATOR = "\n\n---\n\n";
