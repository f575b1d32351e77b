/**
 * Redaction of what a trajectory keeps, instead of every byte of the transcript: a Claude Code
 * session repeats each tool output in `toolUseResult`, wraps every record in an envelope, and the
 * loader cuts older outputs to head + tail; on a word-rich session the scan of every byte cost
 * 6 to 10 times JSON.parse (bench/RESULTS.md, Run 14). The builder hands each kept text here: whole
 * texts when the trajectory is built, and the kept ends of a text when it is cut (redact-ends.ts),
 * so a secret is never cut in two before it is hidden. Nothing leaves the loader before the
 * trajectory is built, so no stage, report or log sees a text before it is redacted.
 *
 * The values found are kept for the load (seen-secrets.ts): once the trajectory is built, every other
 * occurrence of each is hidden in all of it, those read before the value was found included.
 */
import { redactEnds } from "../evidence/redact-ends.js";
import { printedSecretSpans } from "../evidence/printed-secrets.js";
import { readFileSpans } from "../evidence/secret-files.js";
import { applySpans, redactSecrets } from "../evidence/redact.js";
import { SeenSecrets } from "../evidence/seen-secrets.js";
import type { EndsOf } from "./text.js";

/** A file-reading tool's input fields that name the file read (Claude Code's Read, OpenHands' and Gemini CLI's). */
const READ_PATH_FIELDS = ["file_path", "path", "absolute_path"] as const;

export class KeptRedaction {
  /** Secrets hidden so far. */
  count = 0;
  /** The values found so far. */
  readonly seen = new SeenSecrets();

  text(text: string): string {
    const { text: redacted, count } = redactSecrets(text, this.seen);
    this.count += count;
    return redacted;
  }

  nullable(text: string | null): string | null {
    return text === null ? null : this.text(text);
  }

  /** A call's output with the value hidden that its command prints as a stored secret (printed-secrets.ts). */
  printed(command: string, output: string): string {
    const spans = printedSecretSpans(command, output);
    if (spans.length === 0) return output;
    this.seen.record(output, spans);
    const { text, count } = applySpans(output, spans);
    this.count += count;
    return text;
  }

  /** A file-reading call's output with the passwords hidden that its file's format gives (secret-files.ts), by its path. */
  read(input: Record<string, unknown>, output: string): string {
    const path = READ_PATH_FIELDS.map((field) => input[field]).find((value) => typeof value === "string") as string | undefined;
    const spans = path === undefined ? [] : readFileSpans(path, output);
    if (spans.length === 0) return output;
    this.seen.record(output, spans);
    const { text, count } = applySpans(output, spans);
    this.count += count;
    return text;
  }

  /**
   * A value as JSON text, where a name and its value stand together as in the transcript
   * (`{"password": "X"}`): patterns never match a quote or a backslash, so the text stays JSON.
   */
  json<T>(value: T): T {
    const text = JSON.stringify(value);
    const redacted = this.text(text);
    return redacted === text ? value : (JSON.parse(redacted) as T);
  }

  /** The ends a cut keeps, each redacted as in the whole text. */
  readonly endsOf: EndsOf = (text, headChars, tailChars) => {
    const { head, tail, count } = redactEnds(text, headChars, tailChars, this.seen);
    this.count += count;
    return { head, tail };
  };
}

/**
 * The redaction of the load under way. Readers make their builders themselves, so the loader sets
 * this around a load instead of passing it through every reader; loads are synchronous, so one
 * load's builders never see another's.
 */
let current: KeptRedaction | null = null;

/**
 * Runs a synchronous load whose builders redact what they keep; returns its result, with every other
 * occurrence of the values found hidden in it too, the count, and the values (for the texts read after).
 */
export function withKeptRedaction<T>(load: () => T): { result: T; redactions: number; secrets: SeenSecrets } {
  const outer = current;
  const redaction = new KeptRedaction();
  current = redaction;
  try {
    const result = load();
    const repeated = redaction.seen.redactDeep(result);
    return { result, redactions: redaction.count + repeated, secrets: redaction.seen };
  } finally {
    current = outer;
  }
}

/** The redaction a builder made now must apply, or null outside a redacting load (a reader's unit test). */
export function keptRedaction(): KeptRedaction | null {
  return current;
}
