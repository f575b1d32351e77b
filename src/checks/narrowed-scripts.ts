import type { DiffFile, DiffLine } from "../evidence/diff.js";

/**
 * A package's test script that the PR narrows to named files: `"test": "mocha --reporter spec"` becoming
 * `"test": "mocha --reporter spec test/byte-parse.js"`. The runner ran every test before; now only those files,
 * so `npm test` goes green without the rest. A glob (`test/**\/*.js`) may widen the run and is not read.
 */
const TEST_SCRIPT_LINE = /^\s*"(test(?::[\w-]+)?)"\s*:\s*"([^"\n]*)"\s*,?\s*$/;
/** An operand that names one file of tests: a path with a script's extension, no glob. */
const NAMED_FILE = /^[\w./-]+\.(?:[cm]?[jt]sx?|py)$/;

/** The added `"test": …` lines of a `package.json` whose command is the removed one's with test files appended. */
export function narrowedTestScripts(file: DiffFile): DiffLine[] {
  if (!/(?:^|\/)package\.json$/.test(file.path)) return [];
  const before = new Map(file.lines.filter((line) => line.kind === "-").flatMap((line) => {
    const found = TEST_SCRIPT_LINE.exec(line.text);
    return found === null ? [] : [[found[1]!, found[2]!.trim()] as const];
  }));
  return file.lines.filter((line) => {
    const found = line.kind === "+" ? TEST_SCRIPT_LINE.exec(line.text) : null;
    const old = found === null ? undefined : before.get(found[1]!);
    if (old === undefined || old === "") return false;
    const now = found![2]!.trim();
    if (!now.startsWith(`${old} `)) return false;
    const appended = now.slice(old.length).trim().split(/\s+/);
    return appended.length > 0 && appended.every((word) => NAMED_FILE.test(word));
  });
}
