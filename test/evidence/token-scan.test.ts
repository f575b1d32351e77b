import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { TOKEN_RULES } from "../../src/evidence/token-rules.js";
import { PrefixScanner, type PrefixHit } from "../../src/evidence/token-scan.js";

const PREFIXES = [...new Set(TOKEN_RULES.flatMap((rule) => rule.prefixes))];
const scanner = new PrefixScanner(PREFIXES);

/** What the scanner must find: every occurrence of every prefix, each searched on its own. */
function naiveHits(text: string): PrefixHit[] {
  const hits: PrefixHit[] = [];
  for (const prefix of PREFIXES) {
    for (let index = text.indexOf(prefix); index !== -1; index = text.indexOf(prefix, index + 1)) hits.push({ index, prefix });
  }
  return hits;
}

const sorted = (hits: PrefixHit[]) => hits.map(({ index, prefix }) => `${index}:${prefix}`).sort();
/** Prefixes with a separator after their first letters (`ghp_`, `hvs.`): found from the separator. */
const SEPARATED = new Set(PREFIXES.filter((prefix) => prefix.search(/[^A-Za-z0-9]/) > 0));
const separated = (hits: PrefixHit[]) => sorted(hits.filter(({ prefix }) => SEPARATED.has(prefix)));

describe("PrefixScanner", () => {
  test.each(PREFIXES)("finds the prefix %s at the start, inside and at the end of a text", (prefix) => {
    const text = `${prefix}x — token ${prefix}→ ✓ ${prefix}`;
    const found = sorted(scanner.hits(text)).filter((hit) => hit.endsWith(`:${prefix}`));
    expect(found).toEqual(sorted(naiveHits(text)).filter((hit) => hit.endsWith(`:${prefix}`)));
    expect(found.length).toBeGreaterThanOrEqual(3);
  });

  // the prefixes without a separator are one alternation, which reports no overlapping hits (`ASIABIA`)
  test("finds every prefix with a separator where a search for it finds it, on texts made of prefixes, their pieces and two-byte words", () => {
    const pieces = [...PREFIXES, ...PREFIXES.map((prefix) => prefix.slice(0, -1)), ...PREFIXES.map((prefix) => prefix.slice(1)), "_", "-", ".", "~", " ", "→", "✓", "a", "Z9"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(separated(scanner.hits(text))).toEqual(separated(naiveHits(text)));
      }),
      { numRuns: 3000 },
    );
  });
});
