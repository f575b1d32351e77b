import { describe, expect, test } from "vitest";
import { kindOfName, NAME_SCAN, NAMES } from "../../src/evidence/name-rules.js";

/**
 * Every text a regex of the names' small grammar spells: literals, `[…]` sets, `(?:a|b)` groups and
 * `?` after a character, a set or a group.
 */
function spellings(source: string): string[] {
  let at = 0;
  const alternation = (): string[] => {
    const found: string[] = [];
    for (;;) {
      found.push(...sequence());
      if (source[at] !== "|") return found;
      at += 1;
    }
  };
  const sequence = (): string[] => {
    let texts = [""];
    while (at < source.length && source[at] !== "|" && source[at] !== ")") {
      let atom: string[];
      if (source.startsWith("(?:", at)) {
        at += 3;
        atom = alternation();
        at += 1; // the group's `)`
      } else if (source[at] === "[") {
        const close = source.indexOf("]", at);
        atom = [...source.slice(at + 1, close)];
        at = close + 1;
      } else {
        atom = [source[at]!];
        at += 1;
      }
      if (source[at] === "?") {
        atom = [...atom, ""];
        at += 1;
      }
      texts = texts.flatMap((text) => atom.map((part) => text + part));
    }
    return texts;
  };
  return alternation();
}

const KINDS = Object.entries(NAMES) as [string, readonly string[]][];

describe("the scan's names (NAME_SCAN) and their kinds", () => {
  test("spell the names NAMES spells, no more, no fewer", () => {
    const names = new Set(KINDS.flatMap(([, sources]) => sources.flatMap(spellings)));
    expect(new Set(spellings(NAME_SCAN))).toEqual(names);
    // the grammar reader reads both: NAMES' own alternation spells what the regex matches
    for (const name of names) expect(new RegExp(`^(?:${KINDS.flatMap(([, sources]) => sources).join("|")})$`).test(name)).toBe(true);
    expect(names.size).toBe(58);
  });

  test("match first, at one place, the name NAMES' alternation matches first, whatever follows", () => {
    const ordered = new RegExp(`^(?:${KINDS.map(([, sources]) => `(?:${sources.join("|")})`).join("|")})`);
    const scan = new RegExp(`^(?:${NAME_SCAN})`);
    const names = new Set(spellings(NAME_SCAN));
    for (const name of names) {
      for (const after of ["", "s", "x", "_KEY", "orization", "word", "wd", "phrase", "ials", "=", " is"]) {
        expect(scan.exec(name + after)?.[0]).toBe(ordered.exec(name + after)?.[0]);
      }
    }
  });

  test("a name's kind is the first kind whose names spell it", () => {
    for (const name of spellings(NAME_SCAN)) {
      const first = KINDS.find(([, sources]) => new RegExp(`^(?:${sources.join("|")})$`).test(name))![0];
      expect(kindOfName(name)).toBe(first);
    }
    expect([kindOfName("Key"), kindOfName("key"), kindOfName("Auth"), kindOfName("Authorization"), kindOfName("_key")]).toEqual(["key", "word", "credential", "header", "key"]);
    expect(kindOfName("monkey")).toBeUndefined();
  });
});
