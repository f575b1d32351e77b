/**
 * Credentials known by their shape where they stand, without a name before them: a Discord webhook's
 * URL (`https://discord.com/api/webhooks/<id>/<token>`: whoever has it posts to the channel), and an HTTP
 * Basic credential printed without its header's name (`Basic <base64 of user:password>`, a client's repr
 * or a debug line). Each scan runs only on a text holding its anchors (redact.ts).
 */
export interface ShapeSpan {
  start: number;
  end: number;
  kind: string;
}

export const DISCORD_WEBHOOK_ANCHORS = ["discord"] as const;
/** The webhook's id (a snowflake) and token after `discord.com/api/webhooks/` (also `discordapp.com`, `ptb.`, `canary.`, `/v10/`). */
const DISCORD_WEBHOOK = /discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/(?=\d{17,20}\/[A-Za-z0-9_-]{60,100}(?![\w-]))/g;

/** The id and token of each Discord webhook URL: the URL's host and path stay, so it reads as a webhook. */
export function discordWebhookSpans(text: string): ShapeSpan[] {
  const spans: ShapeSpan[] = [];
  DISCORD_WEBHOOK.lastIndex = 0;
  for (let hit = DISCORD_WEBHOOK.exec(text); hit !== null; hit = DISCORD_WEBHOOK.exec(text)) {
    const start = hit.index + hit[0].length;
    const end = /^\d+\/[A-Za-z0-9_-]+/.exec(text.slice(start, start + 128))![0].length + start;
    spans.push({ start, end, kind: "discord-webhook" });
  }
  return spans;
}

export const BASIC_ANCHORS = ["Basic "] as const;
/** `Basic` (a word of its own, or after a JSON escape's `\n`) and a base64 word (padded or not) that no longer word goes on from. */
const BASIC = /(?:(?<![\w-])|(?<=\\[nrt]))Basic[ \t]+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/g;

/**
 * HTTP Basic credentials: `Basic` then base64 that decodes to printable `user:password` (a user may be
 * empty, `:password`). `Authorization: Basic …` is name-rules.ts's; this reads the value wherever it is
 * printed, and only a value that decodes so: "Basic usage" or a base64 of anything else stays.
 */
export function basicCredentialSpans(text: string): ShapeSpan[] {
  const spans: ShapeSpan[] = [];
  BASIC.lastIndex = 0;
  for (let hit = BASIC.exec(text); hit !== null; hit = BASIC.exec(text)) {
    const value = hit[1]!;
    if (!isUserAndPassword(Buffer.from(value, "base64").toString("latin1"))) continue;
    const start = hit.index + hit[0].length - value.length;
    spans.push({ start, end: start + value.length, kind: "basic-credentials" });
  }
  return spans;
}

/** Printable ASCII with a colon before a password of two characters or more. */
function isUserAndPassword(decoded: string): boolean {
  const colon = decoded.indexOf(":");
  return colon !== -1 && decoded.length - colon > 2 && /^[\x20-\x7e]+$/.test(decoded);
}
