/**
 * The user's real request, out of the text a harness puts around it: agents prepend repository
 * instructions and environment context as user messages, and benchmark templates wrap the issue.
 */

/** User messages that a harness injects, not the human's request. */
const INJECTED =
  /^\s*(?:# AGENTS\.md instructions|<(?:environment_context|user_instructions|permissions instructions|INSTRUCTIONS|system-reminder|user_shell_command|turn_aborted|skill|subagent_notification|environment_details)\b)/;

/** Wrappers that hold the request inside a template, tried in order. */
const WRAPPERS: readonly RegExp[] = [
  /<pr_description>\s*([\s\S]*?)\s*<\/pr_description>/,
  /<task>\s*([\s\S]*?)\s*<\/task>/,
  /<issue>\s*([\s\S]*?)\s*<\/issue>/,
  /\bISSUE:\s*\n([\s\S]*?)\n\s*INSTRUCTIONS:/,
  /^Please solve this issue:\s*([\s\S]*?)\n\nYou can execute bash commands/,
];
const SYSTEM_REMINDER = /<system-reminder>[\s\S]*?<\/system-reminder>/g;
const ENVIRONMENT_DETAILS = /<environment_details>[\s\S]*?<\/environment_details>/g;

/** True for a message a harness injected; reminder blocks inside a real request do not count. */
export function isInjected(text: string): boolean {
  return INJECTED.test(withoutInjectedBlocks(text));
}

/** The text without `<system-reminder>` and `<environment_details>` blocks. */
export function withoutInjectedBlocks(text: string): string {
  return text.replace(SYSTEM_REMINDER, "").replace(ENVIRONMENT_DETAILS, "").trim();
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
