/**
 * The one place untrusted text (from a transcript, a diff, a PR, a model) is made safe to print in
 * GitHub markdown: no HTML or comments (so no forged `agent-verdict` marker), no live @mentions,
 * no cross-references, no images, no slash commands, no line breaks that start new blocks.
 */
const ZERO_WIDTH = "\u200b";
/**
 * Bidirectional overrides and control characters: they can make a shown name read differently
 * from what it is (an artifact or branch name that reverses the text around it).
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Issue references GitHub turns into links and "mentioned in" back-links on the other issue: `#12`,
 * `GH-12`, `owner/repo#12`. Untrusted text must not make our comment reference arbitrary issues.
 */
const ISSUE_REFERENCE = /(#|\bGH-)(?=\d)/gi;

/** For prose: escapes HTML, breaks mentions, references, images and line-leading commands; one line. */
export function neutralize(text: string): string {
  return text
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/@(?=[\w-])/g, `@${ZERO_WIDTH}`)
    .replace(ISSUE_REFERENCE, `$1${ZERO_WIDTH}`)
    .replace(/!\[/g, `!${ZERO_WIDTH}[`)
    .replace(/^\s*\//, `${ZERO_WIDTH}/`)
    .trim();
}

/**
 * For quotes: an inline code span, inside which markdown, HTML and mentions do not render. A
 * backtick would end the span early, so it becomes a look-alike; `<!--` is broken so that no raw
 * text of the body can pass for a hidden marker.
 */
export function code(text: string): string {
  const inner = text
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .replace(/`/g, "ˋ")
    .replace(/<!--/g, `<!-${ZERO_WIDTH}-`)
    .replace(/-->/g, `-${ZERO_WIDTH}->`)
    .trim();
  return `\`${inner === "" ? " " : inner}\``;
}

/** Table cells: prose that cannot break the row. */
export function cell(text: string): string {
  return neutralize(text).replace(/\|/g, "\\|");
}
