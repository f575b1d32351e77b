/**
 * Cleaning of text read from a transcript before it is kept: terminal colour codes go, inline
 * images become a marker, and an oversized text is cut with a marker saying how much was dropped.
 */
import { redactEnds } from "../evidence/redact-ends.js";

/** One tool output or message kept whole up to this size; beyond it the middle is cut. */
export const MAX_TEXT_CHARS = 256 * 1024;
/** An ending's detail quotes at most this much of an error message: enough to say what failed. */
export const DETAIL_CHARS = 200;
/** Base64 payloads shorter than this are left alone: small data URIs are not worth a marker. */
const MIN_IMAGE_CHARS = 200;

// eslint-disable-next-line no-control-regex -- terminal escape codes are control characters
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
const DATA_IMAGE = new RegExp(`data:image/[a-z+.-]+;base64,[A-Za-z0-9+/=]{${MIN_IMAGE_CHARS},}`, "g");

export interface CleanText {
  text: string;
  /** How many inline images became markers. */
  images: number;
  /** True when the text was over the bound and its middle was cut. */
  cut: boolean;
}

/** The head and the tail a cut keeps; a redacting loader passes one that redacts them (redact-ends.ts). */
export type EndsOf = (text: string, headChars: number, tailChars: number) => { head: string; tail: string };

export const plainEnds: EndsOf = (text, headChars, tailChars) => ({
  head: text.slice(0, headChars),
  tail: text.slice(text.length - tailChars),
});

export function cleanText(raw: string, endsOf: EndsOf = plainEnds): CleanText {
  let images = 0;
  let text = raw.includes("\u001b") ? raw.replace(ANSI, "") : raw;
  if (text.includes(";base64,")) {
    text = text.replace(DATA_IMAGE, (image) => {
      images += 1;
      return `[image omitted: ${image.length} base64 chars]`;
    });
  }
  const cut = text.length > MAX_TEXT_CHARS;
  if (cut) text = cutMiddle(text, MAX_TEXT_CHARS, text.length, endsOf);
  return { text, images, cut };
}

/**
 * Keeps the head and the tail (where a test summary or an error usually is) and marks the cut.
 * `wholeChars` is the length before any earlier cut, so that a text cut again still says how much
 * of the original is gone.
 */
export function cutMiddle(text: string, limit: number, wholeChars = text.length, endsOf: EndsOf = plainEnds): string {
  const half = Math.floor(limit / 2);
  const omitted = wholeChars - 2 * half;
  const { head, tail } = endsOf(text, half, half);
  return ownCopy(`${head}\n[… ${omitted} chars omitted]\n${tail}`);
}

/**
 * An error message quoted in an ending's detail, cut to DETAIL_CHARS: what it keeps is redacted
 * before the cut, since a secret cut in two would not be recognized later.
 */
export function detailText(text: string): string {
  return text.length <= DETAIL_CHARS ? text : redactEnds(text, DETAIL_CHARS, 0).head;
}

/**
 * V8 keeps the whole text a slice was taken from alive as long as the slice lives; reading a
 * character of the joined pieces makes V8 copy them into one new string, so the source can go.
 */
function ownCopy(joined: string): string {
  joined.charCodeAt(0);
  return joined;
}
