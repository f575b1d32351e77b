import type { DiffFile, DiffLine } from "../evidence/diff.js";

/**
 * A gate the tests must clear, set in configuration: a coverage floor (`fail_under = 90`, `--cov-fail-under=90`,
 * jest's `"lines": 90`, nyc's `check-coverage` thresholds) or a ceiling on warnings (`--max-warnings 0`).
 * Lowering a floor or raising a ceiling lets the same code pass a check it failed: a weakening, as a loosened test is.
 */
interface Gate {
  /** The setting's name as the line writes it, read case-blind. */
  key: RegExp;
  /** A floor is weakened when lowered; a ceiling when raised. */
  floor: boolean;
}

const GATES: readonly Gate[] = [
  { key: /(?:--cov-)?fail[_-]under|min(?:imum)?[_-]coverage|coverage[_-]?threshold/, floor: true },
  { key: /"?(?:lines|branches|functions|statements)"?(?=\s*[:=])/, floor: true },
  { key: /--?max-warnings/, floor: false },
];
/** Files that configure how tests and linters run. */
const GATE_FILE = /(?:^|\/)(?:pyproject\.toml|setup\.cfg|tox\.ini|\.coveragerc|pytest\.ini|noxfile\.py|package\.json|\.nycrc(?:\.json)?|(?:jest|vitest)\.config\.[cm]?[jt]s|Makefile|\.eslintrc[\w.]*)$|^\.github\/workflows\//;
/** The number the setting is given on that line. */
const VALUE = (key: RegExp) => new RegExp(`(${key.source})\\s*[:= ]\\s*["']?(\\d+(?:\\.\\d+)?)`, "i");

export interface LoweredGate {
  line: DiffLine;
  setting: string;
  from: number;
  to: number;
}

/** The gates a file's diff weakens: a removed line and an added one set the same setting, the new value looser. */
export function loweredGates(file: DiffFile): LoweredGate[] {
  if (!GATE_FILE.test(file.path)) return [];
  const found: LoweredGate[] = [];
  for (const gate of GATES) {
    const pattern = VALUE(gate.key);
    const valueOf = (line: DiffLine) => pattern.exec(line.text);
    const removed = file.lines.filter((line) => line.kind === "-" && valueOf(line) !== null);
    for (const line of file.lines.filter((added) => added.kind === "+")) {
      const now = valueOf(line);
      if (now === null) continue;
      const setting = now[1]!.replace(/"/g, "");
      const before = removed.map(valueOf).find((old) => old![1]!.replace(/"/g, "").toLowerCase() === setting.toLowerCase());
      if (before == null) continue;
      const from = Number(before[2]);
      const to = Number(now[2]);
      if (gate.floor ? to < from : to > from) found.push({ line, setting, from, to });
    }
  }
  return found;
}
