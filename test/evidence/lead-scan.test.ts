import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { AnchorScan } from "../../src/evidence/anchor-scan.js";
import { credentialWindowSpans, credentialWords } from "../../src/evidence/credential-window.js";
import { CREDENTIAL_STEM_LEADS, CREDENTIAL_STEMS, CREDENTIAL_WORD_AT } from "../../src/evidence/credential-words.js";
import { LeadScan, literalLead } from "../../src/evidence/lead-scan.js";
import { NAME_LEADS, NAME_SCAN, nameSpans } from "../../src/evidence/name-rules.js";
import { secretSpans, SPAN_FINDERS } from "../../src/evidence/redact.js";
import { TOKEN_RULES } from "../../src/evidence/token-rules.js";
import { PrefixScanner } from "../../src/evidence/token-scan.js";
import { escapeRegExp } from "../../src/words.js";
import { nameSpansBefore } from "../helpers/name-scan-before.js";

/**
 * One walk of a text finds where redaction's anchors, the tokens' literal prefixes, the credential words' stems and the
 * credential names may start (lead-scan.ts, bench/RESULTS.md Run 66): each was a regex scan of its own. Each is held
 * here to the scan it replaced, on random texts of the leads, their cuts, their other cases, look-alikes past ASCII
 * that fold to ASCII or not (`ſ`, `K`, `ı`, `İ`), planted secrets and glue.
 */

// Built at run time so that no scanner mistakes these test values for live credentials.
const RANDOM = ["q8Tv2", "Lx9pT", "zmW4k", "R7bN0"].join("");
const ANCHORS = [...new Set(SPAN_FINDERS.flatMap((finder) => finder.anchors ?? []))];
const ORDERED = new PrefixScanner([...new Set(TOKEN_RULES.flatMap((rule) => rule.prefixes))]).literalPrefixes;
const STEM_TEXTS = CREDENTIAL_STEM_LEADS.leads;
const LOOK_ALIKES = ["ſ", "K", "ı", "İ", "ς", "Σ", "σ", "ß", "Ş", "ş", "Ö", "ö", "Ł", "ł", "П", "п", "Т", "Κ", "é", "É", "😀", "\u0000"];
const GLUE = [" ", "\n", "\\n", "\t", "=", ": ", "\"", "'", "_", "-", ".", "/", "(", "x", "a", "Z", "9", "→"];
const PLANTED = [
  `password: ${RANDOM}`, `DB_PASSWORD=${RANDOM}`, `the token is ${RANDOM}.`, `Passwort für den Nutzer ist ${RANDOM}`, `пароль ${RANDOM}`,
  `api_key="${RANDOM}"`, `-p ${RANDOM}`, `/p:${RANDOM}`, `密码：${RANDOM}`, `mot de passe ${RANDOM}`, `Secret Key ${RANDOM}`, "the token budget",
  "bypass the cache", "tokenizer", "monkey", "PASSED", "author", "compass", `AKIA${RANDOM.toUpperCase()}`, `ghp_${RANDOM}${RANDOM}`,
];

/** Each text's other cases, and cut at both ends: the leads in every form a text may hold them. */
function variants(texts: readonly string[]): string[] {
  return texts.flatMap((text) => [text, text.toUpperCase(), text.toLowerCase(), text.slice(1), text.slice(0, -1)]);
}

const piece = fc.oneof(
  fc.constantFrom(...variants([...ANCHORS, ...ORDERED])),
  fc.constantFrom(...variants([...STEM_TEXTS, ...CREDENTIAL_STEMS.map((stem) => stem.replace(/[^\p{L}\p{N} _/-]/gu, ""))])),
  fc.constantFrom(...variants(NAME_LEADS.leads), ...PLANTED),
  fc.constantFrom(...LOOK_ALIKES, ...GLUE),
);
const texts = fc.array(piece, { maxLength: 24 }).map((parts) => parts.join(""));

/** The old anchor scan: one alternation of the ordered literals then the anchors, tried at every position. */
function alternationScan(text: string): { anchors: Set<string>; starts: number[] } {
  const anchors = new Set(ANCHORS);
  const pattern = new RegExp([...ORDERED, ...ANCHORS].map(escapeRegExp).join("|"), "g");
  const found = { anchors: new Set<string>(), starts: [] as number[] };
  let orderedEnd = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (anchors.has(match[0])) found.anchors.add(match[0]);
    else if (match.index >= orderedEnd) {
      found.starts.push(match.index);
      orderedEnd = match.index + match[0].length;
    }
    pattern.lastIndex = match.index + 1;
  }
  return found;
}

/** The old stem scan: a global case-insensitive alternation, each word read where a stem starts. */
function wordsByStemScan(text: string): number[][] {
  const stem = new RegExp(CREDENTIAL_STEMS.join("|"), "gi");
  const words: number[][] = [];
  for (let found = stem.exec(text); found !== null; found = stem.exec(text)) {
    CREDENTIAL_WORD_AT.lastIndex = found.index;
    const match = CREDENTIAL_WORD_AT.exec(text);
    if (match === null) {
      stem.lastIndex = found.index + 1;
      continue;
    }
    words.push([match.index, match[0].length]);
    stem.lastIndex = match.index + match[0].length;
  }
  return words;
}

describe("literalLead", () => {
  test("reads a source's literal up to its first metacharacter, less a quantified last character", () => {
    expect(literalLead("pass")).toBe("pass");
    expect(literalLead("mots? de")).toBe("mot");
    expect(literalLead("api[ _-]?(?:k|sleu)")).toBe("api");
    expect(literalLead("licen[cs]e[ _-]?k")).toBe("licen");
    expect(literalLead("kata s")).toBe("kata s");
    expect(CREDENTIAL_STEM_LEADS.leads.every((lead) => lead !== "")).toBe(true);
  });
});

describe("LeadScan", () => {
  test("reports every position where a lead of a set starts, in any case the regex engine folds, with the set's bit", () => {
    const sets = [[...ANCHORS, ...ORDERED], STEM_TEXTS, NAME_LEADS.leads];
    const scan = new LeadScan(sets);
    const patterns = sets.map((leads) => leads.map((lead) => new RegExp(escapeRegExp(lead), "iy")));
    let starts = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const reported = new Map<number, number>();
        scan.walk(text, (at, bits) => reported.set(at, bits));
        for (let at = 0; at < text.length; at += 1) {
          patterns.forEach((leads, set) => {
            const starting = leads.some((lead) => {
              lead.lastIndex = at;
              return lead.test(text);
            });
            if (!starting) return;
            starts += 1;
            expect(((reported.get(at) ?? 0) >> set) & 1, `${JSON.stringify(text)} at ${at}, set ${set}`).toBe(1);
          });
        }
      }),
      { numRuns: 1000, seed: 66 },
    );
    expect(starts).toBeGreaterThan(3000);
  });

  test("a wide character folds as the engine folds it: other cases of a lead's letter are let through, look-alikes are not needed", () => {
    const scan = new LeadScan([["şifr", "συνθ", "парол"]]);
    const at = (text: string) => {
      const found: number[] = [];
      scan.walk(text, (position) => found.push(position));
      return found;
    };
    expect(at("xŞIFRE")).toContain(1);
    // the engine does not fold `İ` to `i` (its upper case is itself): neither does the walk need to
    expect(/şifr/i.test("ŞİFRE")).toBe(false);
    expect(at("ΣΥΝΘΗΜΑΤΙΚΟ ςυνθ")).toEqual(expect.arrayContaining([0, 12]));
    expect(at("ПАРОЛЬ")).toContain(0);
  });
});

describe("the one walk finds what the scans it replaced found", () => {
  const scan = new AnchorScan(ANCHORS, ORDERED, [CREDENTIAL_STEM_LEADS, NAME_LEADS]);

  test("anchors and the ordered literals' starts, as the alternation", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const found = scan.scan(text);
        const expected = alternationScan(text);
        expect(found.anchors).toEqual(expected.anchors);
        expect(found.starts).toEqual(expected.starts);
      }),
      { numRuns: 5000, seed: 66 },
    );
  });

  test("credential words, as the stems' case-insensitive scan, alone and with redaction's scan", () => {
    let words = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const expected = wordsByStemScan(text);
        const alone = credentialWords(text).map((match) => [match.index, match[0].length]);
        const shared = credentialWords(text, scan.scan(text)).map((match) => [match.index, match[0].length]);
        expect(alone).toEqual(expected);
        expect(shared).toEqual(expected);
        expect(credentialWindowSpans(text, scan.scan(text))).toEqual(credentialWindowSpans(text));
        words += expected.length;
      }),
      { numRuns: 5000, seed: 66 },
    );
    expect(words).toBeGreaterThan(5000);
  });

  // the name scan as a global regex tried at every position: test/helpers/name-scan-before.ts
  test("credential names, as the name scan tried at every position, alone and with redaction's scan", () => {
    const global = new RegExp(`(?:${NAME_SCAN})`, "g");
    let names = 0;
    fc.assert(
      fc.property(texts, (text) => {
        names += [...text.matchAll(global)].length;
        const expected = nameSpansBefore(text);
        expect(nameSpans(text, scan.scan(text))).toEqual(expected);
        expect(nameSpans(text)).toEqual(expected);
      }),
      { numRuns: 5000, seed: 66 },
    );
    expect(names).toBeGreaterThan(5000);
  });

  test("every name of the name scan opens on a name lead, in some case", () => {
    const leads = new RegExp(`^(?:${NAME_LEADS.leads.map(escapeRegExp).join("|")})`, "i");
    const names = ["Authorization", "auth", "AUTH", "apiKey", "Api-Key", "API_KEY", "APIKey", "Password", "PASSWD", "pwd", "PWD", "Secret",
      "SECRET", "Token", "TOKEN", "Credentials", "CREDENTIAL", "KEY", "_key", ".key", "-key", "Key", "key", "Login", "login"];
    const scanOne = new RegExp(`^(?:${NAME_SCAN})`);
    for (const name of names) {
      expect(scanOne.test(name), name).toBe(true);
      expect(leads.test(name), name).toBe(true);
    }
  });

  test("planted secrets are still found in a text the walk reads", () => {
    const text = PLANTED.join("\n");
    expect(secretSpans(text).length).toBeGreaterThan(5);
  });
});
