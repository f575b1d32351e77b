export const id = 44;
export const ids = [44];
export const modules = {

/***/ 6044:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evalTable: () => (/* binding */ evalTable)
/* harmony export */ });
const pct = (value) => (value === null ? "–" : `${(value * 100).toFixed(1)}%`);
const num = (value, digits = 3) => (value === null ? "–" : value.toFixed(digits));
/** The eval figures as plain text tables, one block per source. */
function evalTable(result) {
    return result.groups.map(groupBlock).join("\n");
}
/** The verdict × label table: rows are the hidden truth, columns what the verdict said. */
function confusionLines(group) {
    const cells = (label) => {
        const row = group.table[label];
        return `${String(row.pass).padStart(8)}${String(row.neutral).padStart(10)}${String(row.fail).padStart(10)}${String(row.error).padStart(8)}`;
    };
    return ["label      Approve  Neutral  Req.chg.   Error", `pass    ${cells("pass")}`, `fail    ${cells("fail")}`];
}
function groupBlock(group) {
    const verdicts = Object.entries(group.verdicts).map(([verdict, count]) => `${verdict} ${count}`).join(", ");
    const lines = [
        `== ${group.source}: n=${group.n}, base rate (pass) ${pct(group.baseRate)}`,
        `AUROC of score: ${num(group.auroc)} (naive rule "a recognized check ran green after the last edit": ${num(group.naiveAuroc)})`,
        `fail verdicts: precision ${pct(group.fail.precision)}, recall ${pct(group.fail.recall)}; runs that passed but got fail: ${pct(group.pass.wrongFailRate)}`,
        `pass verdicts: precision ${pct(group.pass.precision)} (base rate ${pct(group.baseRate)}), recall ${pct(group.pass.recall)}; false passes: ${group.fail.falsePasses}`,
        `verdicts: ${verdicts}`,
        ...confusionLines(group),
    ];
    if (group.fit)
        lines.push(`fitted threshold: score ≥ ${num(group.fit.threshold)} (balanced accuracy ${pct(group.fit.balancedAccuracy)})`);
    lines.push("score bin    n   mean score  pass rate");
    for (const bin of group.calibration) {
        const range = `${bin.from.toFixed(1)}–${bin.to.toFixed(1)}`;
        lines.push(`${range.padEnd(10)} ${String(bin.n).padStart(4)}  ${num(bin.meanScore).padStart(10)}  ${pct(bin.passRate).padStart(9)}`);
    }
    return `${lines.join("\n")}\n`;
}


/***/ })

};
