/**
 * A credential's literal split by Python's implicit concatenation over lines: `TOKEN = ("part1"` then `"part2")`, or
 * Black's layout, `API_TOKEN = (` with each part on a line of its own; after `cat -n`'s number or an editor's arrow too.
 * The parts are judged joined, as a key's value (review 33, M4): a mask (`"xxxx…"`), a placeholder (`"your-api-key-"`)
 * or a name of words (`cache_key = ("user_profile_" "v2_suffix_key")`) stays.
 */
import { isPlainWords, looksLikeSecret } from "./secret-shape.js";
import { LINE_NUMBER, NEWLINE } from "./rule-parts.js";

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const QUOTE = `(?:\\\\{1,3})?"`;
/** One part: the characters of a token. */
const PART = "[A-Za-z0-9_+/=.-]{8,}";
/** The break between two lines, with the next line's number and indent. */
const LINE_BREAK = `[ \\t]*${NEWLINE}${LINE_NUMBER}[ \\t]*`;
/** A key that is a secret's (`API_KEY`, `signing_key`, `SECRET_KEY`), not a cache's or a message's (`cache_key`). */
const KEY_OF_A_SECRET = "(?:[Aa]pi|API|[Ss]ecret|SECRET|[Pp]rivate|PRIVATE|[Ss]igning|SIGNING|[Aa]ccess|ACCESS|[Ee]ncryption|ENCRYPTION|"
  + "[Mm]aster|MASTER|[Hh]mac|HMAC|[Ll]icense|LICENSE)[_-]?(?:[Kk]ey|KEY)";
/** The opening's literals (redact.ts, `LITERALS`): `= ("`, or `= (` at a line's end (raw, or `\n` in JSON text). */
export const SPLIT_ANCHORS: readonly string[] = ['= ("', '= (\\', "= (\n", "= (\r"];
const SPLIT_LITERAL = new RegExp(
  `= \\((?<=(?:[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Pp]assword|PASSWORD|${KEY_OF_A_SECRET})[ \\t]*= \\()(?:${LINE_BREAK})?${QUOTE}`
    + `(?<first>${PART})${QUOTE}${LINE_BREAK}${QUOTE}(?<second>${PART})`,
  "gd",
);

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** Both parts of each split literal whose joined value is a key's, and what stands between them. */
export function splitLiteralSpans(text: string): Found[] {
  const spans: Found[] = [];
  SPLIT_LITERAL.lastIndex = 0;
  for (let found = SPLIT_LITERAL.exec(text); found !== null; found = SPLIT_LITERAL.exec(text)) {
    const { first, second } = found.groups!;
    const joined = `${first}${second}`;
    if (!looksLikeSecret(joined, "", "key") || isPlainWords(joined)) continue;
    const [start] = found.indices!.groups!.first!;
    const [, end] = found.indices!.groups!.second!;
    spans.push({ start, end, kind: "split-credential-literal" });
  }
  return spans;
}
