import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PRESETS, criteriaDir, loadPreset, parseRubric, resolveCriteria, verificationPatterns } from "../../src/judge/criteria.js";

const RUBRIC = `---
blocking: [verified_after_last_edit, diff_matches_edits]
verification:
  - '\\bpoetry run pytest\\b'
---
# My rubric

<!-- an author note the judge never sees -->

## Ground Truth Note

Hidden tests decide.

## Criteria

### Does It Work {#works}

Rate the work.

### Does It Work

Second criterion with a slugged id. <!-- hidden -->
`;

describe("rubric parser", () => {
  it("reads title, note, criteria with ids, front matter; strips comments", () => {
    const rubric = parseRubric(RUBRIC, "my.md");
    expect(rubric.title).toBe("My rubric");
    expect(rubric.groundTruthNote).toBe("Hidden tests decide.");
    expect(rubric.criteria).toEqual([
      { id: "works", name: "Does It Work", instruction: "Rate the work." },
      { id: "does_it_work", name: "Does It Work", instruction: "Second criterion with a slugged id." },
    ]);
    expect(rubric.settings.blocking).toEqual(["verified_after_last_edit", "diff_matches_edits"]);
    expect(verificationPatterns(rubric)[0]!.test("poetry run pytest -q")).toBe(true);
  });

  it("fails closed: no criteria, a blank criterion, a bad front matter", () => {
    expect(() => parseRubric("# T\n\n## Criteria\n\nno headings here", "x.md")).toThrow(/no criteria/);
    expect(() => parseRubric("# T\n## Criteria\n### A\n<!-- only a comment -->\n### B\nok", "x.md")).toThrow(/without an instruction: a/);
    expect(() => parseRubric("---\nblockng: [x]\n---\n# T\n## Criteria\n### A\nok", "x.md")).toThrow(/unknown front matter key/);
    expect(() => parseRubric("---\nverification: ['(']\n---\n# T\n## Criteria\n### A\nok", "x.md")).toThrow(/not a regular expression/);
  });

  it("ships every preset, each parseable with at least two criteria", () => {
    for (const preset of PRESETS) {
      const rubric = loadPreset(preset);
      expect(rubric.source).toBe(`preset:${preset}`);
      expect(rubric.criteria.length).toBeGreaterThanOrEqual(2);
      expect(rubric.groundTruthNote).not.toBe("");
    }
    expect(verificationPatterns(loadPreset("terminal")).some((p) => p.test("systemctl status nginx"))).toBe(true);
  });
});

describe("resolveCriteria", () => {
  it("resolves presets and files, and defaults to coding", () => {
    expect(resolveCriteria().rubric.source).toBe("preset:coding");
    expect(resolveCriteria("debug")).toMatchObject({ rubric: { source: "preset:debug" }, fallbackReason: null });
    const dir = mkdtempSync(join(tmpdir(), "rubric-"));
    writeFileSync(join(dir, "mine.md"), RUBRIC);
    expect(resolveCriteria(join(dir, "mine.md")).rubric.criteria[0]!.id).toBe("works");
  });

  it("a typo or a broken file is an input error naming the criteria, never a default that could approve", () => {
    expect(() => resolveCriteria("codng")).toThrow(/criteria "codng" cannot be used: .*give a preset \(coding/);
    const dir = mkdtempSync(join(tmpdir(), "rubric-"));
    writeFileSync(join(dir, "empty.md"), "# Nothing\n");
    expect(() => resolveCriteria(join(dir, "empty.md"))).toThrow(/cannot be used: .*no criteria/);
  });

  it("finds the criteria folder from src/judge/", () => {
    expect(resolve(criteriaDir())).toBe(resolve("criteria"));
  });
});
