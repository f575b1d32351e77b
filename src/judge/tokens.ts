/**
 * Token counting and clipping with a real BPE tokenizer (o200k_base, pure JS, bundled, no network),
 * so prompt budgets are in the unit endpoints bill and limit by.
 */
import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";

let encoder: Tiktoken | null = null;
function tokenizer(): Tiktoken {
  encoder ??= new Tiktoken(o200kBase);
  return encoder;
}

/** Texts longer than this are counted by estimate: exact BPE over megabytes costs seconds. */
export const EXACT_COUNT_CHARS = 400_000;
/** Rough characters per token for the estimate (o200k averages ~4 on English and code). */
export const CHARS_PER_TOKEN_ESTIMATE = 4;
/** A window of this many characters per wanted token always holds enough tokens to cut from. */
const CHARS_PER_TOKEN_WINDOW = 12;

function encode(text: string): number[] {
  return tokenizer().encode(text, [], []);
}

/**
 * Counts kept for texts seen lately, bounded in characters: the judge counts each tool output again
 * when it renders the trajectory once more for a smaller context, and each prompt once per request.
 */
export const COUNT_MEMO_CHARS = 4_000_000;

/** Token counts by text, the oldest dropped first once the texts held pass `maxChars`. */
export class CountMemo {
  private readonly counts = new Map<string, number>();
  private chars = 0;

  constructor(readonly maxChars: number) {}

  get heldChars(): number {
    return this.chars;
  }

  get(text: string): number | undefined {
    return this.counts.get(text);
  }

  set(text: string, tokens: number): void {
    if (text.length > this.maxChars || this.counts.has(text)) return;
    while (this.chars + text.length > this.maxChars) {
      const oldest = this.counts.keys().next().value!;
      this.counts.delete(oldest);
      this.chars -= oldest.length;
    }
    this.counts.set(text, tokens);
    this.chars += text.length;
  }
}

const memo = new CountMemo(COUNT_MEMO_CHARS);

export function countTokens(text: string): number {
  if (text.length > EXACT_COUNT_CHARS) return Math.ceil(text.length / CHARS_PER_TOKEN_ESTIMATE);
  const known = memo.get(text);
  if (known !== undefined) return known;
  const tokens = encode(text).length;
  memo.set(text, tokens);
  return tokens;
}

export interface Clipped {
  text: string;
  /** Tokens cut out of the middle (0 when the text fit). */
  omitted: number;
}

/** The omission marker every cut leaves behind. */
export function omissionMarker(tokens: number, estimated = false): string {
  return `[… ${estimated ? "~" : ""}${tokens} tokens omitted]`;
}

/**
 * The first `head` and last `tail` tokens of `text` around an `[… N tokens omitted]` marker, or the
 * whole text when it has at most head + tail tokens.
 */
export function clipHeadTail(text: string, head: number, tail: number): Clipped {
  const estimated = text.length > EXACT_COUNT_CHARS;
  const total = countTokens(text);
  if (total <= head + tail) return { text, omitted: 0 };
  const headIds = head > 0 ? encode(text.slice(0, head * CHARS_PER_TOKEN_WINDOW)).slice(0, head) : [];
  const tailIds = tail > 0 ? encode(text.slice(-tail * CHARS_PER_TOKEN_WINDOW)).slice(-tail) : [];
  const omitted = total - headIds.length - tailIds.length;
  const parts = [tokenizer().decode(headIds), omissionMarker(omitted, estimated), tokenizer().decode(tailIds)];
  return { text: parts.filter((p) => p !== "").join("\n"), omitted };
}
