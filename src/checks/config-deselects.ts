import type { DiffFile, DiffLine } from "../evidence/diff.js";

/**
 * Tests kept out of every run by pytest's configuration: options the PR adds to `addopts` (`-k "not test_header"`,
 * `--deselect tests.py::test_x`, `--ignore=tests/test_a.py`) in `tox.ini`, `setup.cfg`, `pytest.ini` or
 * `pyproject.toml`, or a conftest's `collect_ignore`. The suite then passes without them, as surely as with a skip.
 */

/** The files pytest reads its configuration from. */
const PYTEST_CONFIG = /(?:^|\/)(?:tox\.ini|setup\.cfg|\.?pytest\.ini|pyproject\.toml)$/;
const CONFTEST = /(?:^|\/)conftest\.py$/;
/** The option's line: `addopts = …` (ini) or `addopts = [` (TOML); its continuation lines are indented or list items. */
const ADDOPTS = /^\s*addopts\s*=/;
const CONTINUATION = /^\s+\S|^\s*["'][^"']*["']\s*,?\s*\]?\s*$|^\s*\]/;
/**
 * A selection that leaves tests out: a keyword expression with a `not` (`-k "not test_header"`, `-k "tests and not x"`),
 * a deselected id, an ignored path that names tests (`--ignore=tests/test_net.py`; `--ignore=build` holds none).
 */
const LEAVES_OUT = /-k\s*=?\s*((?:(?!\s-\S).)*)|--deselect[=\s]+\S+|--ignore(?:-glob)?[=\s]+\S*test\S*/gi;
/** conftest's own list of paths not to collect, with an entry that names tests. */
const COLLECT_IGNORE = /^\s*collect_ignore(?:_glob)?\s*(?:\+?=|\.(?:append|extend)\s*\().*test/i;

/** The selections a text holds, quotes and list commas aside (a TOML list's `"-k",` then `"not x",`), spaces evened. */
function selections(text: string): string[] {
  const plain = text.replace(/["',[\]]/g, " ").replace(/\s+/g, " ");
  // a keyword expression runs to the next option; only one with a `not` leaves tests out
  return [...plain.matchAll(LEAVES_OUT)].filter((match) => match[1] === undefined || /\bnot\b/i.test(match[1]))
    .map((match) => match[0].trim());
}

/** The lines the PR adds that keep tests out of pytest's runs, where its old lines did not already. */
export function configDeselections(file: DiffFile): DiffLine[] {
  if (CONFTEST.test(file.path)) return file.lines.filter((line) => line.kind === "+" && COLLECT_IGNORE.test(line.text));
  if (!PYTEST_CONFIG.test(file.path)) return [];
  // what the old file selected out stays as it was: an option moved, re-indented or beside a new one is no new exclusion
  // (read a line at a time, and with the line before it, as a TOML list splits an option from its value)
  const kept = file.lines.filter((line) => line.kind !== "+").map((line) => line.text);
  const before = new Set(kept.flatMap((text, index) => [...selections(text), ...selections(`${kept[index - 1] ?? ""} ${text}`)]));
  const found: DiffLine[] = [];
  let inAddopts = false;
  let previous = "";
  for (const line of file.lines) {
    if (ADDOPTS.test(line.text)) inAddopts = true;
    else if (!CONTINUATION.test(line.text)) inAddopts = false;
    // an option and its value may stand on lines of their own, as a TOML list writes them
    const fresh = (text: string) => selections(text).filter((item) => !before.has(item));
    const own = inAddopts && line.kind === "+" ? fresh(`${previous} ${line.text}`).filter((item) => !fresh(previous).includes(item)) : [];
    if (own.length > 0) found.push(line);
    previous = inAddopts && line.kind === "+" ? line.text : "";
  }
  return found;
}
