import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { listedCases } from "../../src/checks/claim-cases.js";
import { claimsBacked } from "../../src/checks/claims.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const check = (actions: Action[]) => claimsBacked(checkContext(trajectoryOf(actions), null, null));

describe("the cases a claim lists", () => {
  test.each([
    ["- Tested with random, black, white, RGB, and non-28×28 images — all predictions matched the reference.", ["random", "black", "white", "rgb", "non-28×28"]],
    ["Verified empty input, a single row, and unicode names all work.", ["empty", "single", "row", "unicode"]],
    ["Tested with empty input and a missing key.", []],
    ["Verified the output, which is long, matches the reference exactly.", []],
  ])("%s", (sentence, cases) => {
    expect(listedCases(sentence)).toEqual(cases);
  });
});

describe("claims_backed: a claim that lists its cases needs a check that names one", () => {
  const claim = "- Tested with random, black, white, RGB, and non-28×28 images — all predictions matched the reference.";
  const before: Action[] = [
    { edit: "/app/predict.py", tool: "Write" },
    { run: "python3 /app/predict.py test_random.png && python3 /app/predict.py test_black.png", exit: 0, output: "3\n1" },
  ];

  test("green checks after the last edit that exercise none of the cases leave it untold, not backed", () => {
    // audited run: the cases were tried before the last edit; after it only the sample image ran
    const actions: Action[] = [...before, { edit: "/app/predict.py", tool: "Edit" }, { run: "python3 /app/predict.py image.png", exit: 0, output: "2" }, { say: claim }];
    expect(check(actions).claims[0]).toMatchObject({ verdict: "unchecked", evidence: [] });
  });

  test("a green check after the last edit that names a case backs it, and is the one cited", () => {
    const actions: Action[] = [{ edit: "/app/predict.py", tool: "Write" }, ...before.slice(1), { run: "python3 /app/predict.py image.png", exit: 0, output: "2" }, { say: claim }];
    expect(check(actions).claims[0]).toMatchObject({ verdict: "backed", evidence: [{ step: 1 }] });
  });
});
