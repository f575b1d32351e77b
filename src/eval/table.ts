import type { EvalResult, GroupResult } from "./run.js";

const pct = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)}%`);
const num = (value: number | null, digits = 3) => (value === null ? "–" : value.toFixed(digits));

/** The eval figures as plain text tables, one block per source. */
export function evalTable(result: EvalResult): string {
  return result.groups.map(groupBlock).join("\n");
}

function groupBlock(group: GroupResult): string {
  const verdicts = Object.entries(group.verdicts).map(([verdict, count]) => `${verdict} ${count}`).join(", ");
  const lines = [
    `== ${group.source}: n=${group.n}, base rate (pass) ${pct(group.baseRate)}`,
    `AUROC of score: ${num(group.auroc)}`,
    `fail verdicts: precision ${pct(group.fail.precision)}, recall ${pct(group.fail.recall)}; false passes: ${group.fail.falsePasses}`,
    `verdicts: ${verdicts}`,
  ];
  if (group.fit) lines.push(`fitted threshold: score ≥ ${num(group.fit.threshold)} (balanced accuracy ${pct(group.fit.balancedAccuracy)})`);
  lines.push("score bin    n   mean score  pass rate");
  for (const bin of group.calibration) {
    const range = `${bin.from.toFixed(1)}–${bin.to.toFixed(1)}`;
    lines.push(`${range.padEnd(10)} ${String(bin.n).padStart(4)}  ${num(bin.meanScore).padStart(10)}  ${pct(bin.passRate).padStart(9)}`);
  }
  return `${lines.join("\n")}\n`;
}
