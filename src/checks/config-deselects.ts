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
/** A selection that leaves tests out: a negated keyword expression, a deselected id, an ignored path. */
const LEAVES_OUT = /(?:^|[\s"'=[,])(?:-k\W{0,6}not\b|--deselect\b|--ignore(?:-glob)?\b)/;
/** conftest's own list of paths not to collect. */
const COLLECT_IGNORE = /^\s*collect_ignore(?:_glob)?\s*(?:\+?=|\.(?:append|extend)\s*\()/;

/** The lines the PR adds that keep tests out of pytest's runs. */
export function configDeselections(file: DiffFile): DiffLine[] {
  if (CONFTEST.test(file.path)) return file.lines.filter((line) => line.kind === "+" && COLLECT_IGNORE.test(line.text));
  if (!PYTEST_CONFIG.test(file.path)) return [];
  const found: DiffLine[] = [];
  let inAddopts = false;
  for (const line of file.lines) {
    if (ADDOPTS.test(line.text)) inAddopts = true;
    else if (!CONTINUATION.test(line.text)) inAddopts = false;
    if (line.kind === "+" && inAddopts && LEAVES_OUT.test(line.text)) found.push(line);
  }
  return found;
}
