/**
 * Tokens known by their shape where no fixed prefix opens them (prefixed tokens are token-rules.ts's
 * and redact.ts's `SHAPE_TOKEN_RULES`): a Telegram bot's `<bot id>:AA<33>`, found anywhere (a URL's path
 * `/bot<token>/sendMessage`, code, a config), and a Discord bot's `<24-26>.<6>.<27-38>`, found where
 * Discord's clients take it. Each scan runs only on a text holding its anchors (redact.ts).
 */
import { shannonEntropy } from "./secret-shape.js";

export interface ShapeSpan {
  start: number;
  end: number;
  kind: string;
}

/** Telegram's bot tokens from their `:AA`: the bot's numeric id before it, 33 characters after. */
const TELEGRAM_TAIL = /:AA[A-Za-z0-9_-]{33}(?![\w-])/g;
const MIN_BOT_ID = 8;
const MAX_BOT_ID = 10;
export const TELEGRAM_ANCHORS = [":AA"] as const;

/** Telegram bot tokens `<bot id>:AA<33>`: alone, or after the Bot API's `/bot` in a URL's path. */
export function telegramTokenSpans(text: string): ShapeSpan[] {
  const spans: ShapeSpan[] = [];
  TELEGRAM_TAIL.lastIndex = 0;
  for (let tail = TELEGRAM_TAIL.exec(text); tail !== null; tail = TELEGRAM_TAIL.exec(text)) {
    let start = tail.index;
    while (start > tail.index - MAX_BOT_ID - 1 && isDigit(text.charCodeAt(start - 1))) start -= 1;
    const id = tail.index - start;
    if (id < MIN_BOT_ID || id > MAX_BOT_ID) continue;
    if (/[\w-]/.test(text[start - 1] ?? "") && !text.endsWith("/bot", start)) continue;
    spans.push({ start, end: tail.index + tail[0].length, kind: "telegram-bot-token" });
  }
  return spans;
}
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** The middle and last parts of a Discord token, from its first dot. */
const DISCORD_TAIL = /\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}(?![\w.-])/g;
const DISCORD_HEAD_CHAR = /[A-Za-z0-9_-]/;
const MIN_DISCORD_HEAD = 23;
const MAX_DISCORD_HEAD = 26;
/** Bits per character of a real token (a base64 id, a timestamp, an HMAC); dotted names are lower. */
const MIN_DISCORD_ENTROPY = 4;
/**
 * discord.py's `client.run(TOKEN)`, discord.js's `client.login(TOKEN)`, and texts that name discord: the
 * token has no literal of its own, so the scan runs where these stand (they open on characters the other
 * anchors open on; redact.ts, `LITERALS`).
 */
export const DISCORD_ANCHORS = ["discord", ".run(", ".login("] as const;

/** Discord bot tokens: a base64 user id, a timestamp of 6, an HMAC of 27 or more, joined by dots. */
export function discordTokenSpans(text: string): ShapeSpan[] {
  const spans: ShapeSpan[] = [];
  DISCORD_TAIL.lastIndex = 0;
  for (let tail = DISCORD_TAIL.exec(text); tail !== null; tail = DISCORD_TAIL.exec(text)) {
    let start = tail.index;
    while (start > tail.index - MAX_DISCORD_HEAD - 1 && DISCORD_HEAD_CHAR.test(text[start - 1] ?? "")) start -= 1;
    const head = tail.index - start;
    if (head < MIN_DISCORD_HEAD || head > MAX_DISCORD_HEAD || /[\w.-]/.test(text[start - 1] ?? "")) continue;
    const end = tail.index + tail[0].length;
    const token = text.slice(start, end);
    if (!/[0-9]/.test(token) || !/[A-Z]/.test(token) || shannonEntropy(token) < MIN_DISCORD_ENTROPY) continue;
    spans.push({ start, end, kind: "discord-bot-token" });
  }
  return spans;
}
