import { describe, expect, test } from "vitest";
import { LiteralSearch } from "../../src/transcript/literal-search.js";
import { MemberCut } from "../../src/transcript/partial-member.js";

/** A small seeded generator: the same texts on every run. */
function generator(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

const LITERALS = [',"toolUseResult":', ',"abc":', "A", ',"aB":', ',"tailZ', "UU", ',"a":'];

/** Texts made of each literal's pieces, cut at every place, so that heads and parts meet and miss. */
function texts(literal: string, count: number, seed: number): Buffer[] {
  const next = generator(seed);
  const pieces = [literal, "x", ",", '"', ":", "U", "\n", "é", ...Array.from({ length: literal.length }, (_, at) => literal.slice(at)), ...Array.from({ length: literal.length }, (_, at) => literal.slice(0, at))];
  return Array.from({ length: count }, () => Buffer.from(Array.from({ length: next(24) }, () => pieces[next(pieces.length)]).join("")));
}

describe("LiteralSearch finds what Buffer.indexOf finds", () => {
  test("every literal, on random texts of its pieces, from every place", () => {
    for (const [index, literal] of LITERALS.entries()) {
      const search = new LiteralSearch(Buffer.from(literal));
      for (const bytes of texts(literal, 400, index + 1)) {
        for (let from = 0; from <= bytes.length + 1; from += 1) {
          expect(search.indexIn(bytes, from), `${literal} in ${bytes.toString()} from ${from}`).toBe(bytes.indexOf(Buffer.from(literal), from));
        }
      }
    }
  });

  test("the member cut's marker: at the start, at the end, twice, after a near miss", () => {
    const cut = new MemberCut({ key: "toolUseResult", fields: [] });
    for (const text of [',"toolUseResult":1', 'x,"toolUseResult":', '"toolUseResult":,"toolUseResult":', 'UseResult":,"toolUseResult":,"toolUseResult":', "", "U"]) {
      const bytes = Buffer.from(text);
      for (let from = 0; from <= bytes.length; from += 1) expect(cut.markerAt(bytes, from), `${text} from ${from}`).toBe(bytes.indexOf(cut.marker, from));
    }
  });
});
