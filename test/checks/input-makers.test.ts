import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const MAKER = "cd /app && python3 <<'EOF'\nwith open('image.png','rb') as f:\n    data = f.read()\nfor b in data:\n    if b == 0: pass\n"
  + "with open('image_rgba.png','wb') as f:\n    f.write(data)\nprint(\"created rgba\")\nEOF\n";

function runnersOf(line: string) {
  const trajectory = trajectoryOf([
    { edit: "/app/image.png", tool: "Write" },
    { edit: "/app/cli_tool.c" },
    { run: "cd /app && gcc -O2 -o cli_tool cli_tool.c -lm", exit: 0, output: "" },
    { run: line, exit: 0, output: "created rgba\n2\nexit: 0\n" },
  ]);
  return verificationRuns(trajectory).map((run) => run.runner);
}

describe("inline code that only makes a later check's input", () => {
  test("is that check's setup, not a passed check of its own", () => {
    expect(runnersOf(`${MAKER}cd /app && ./cli_tool weights.json image_rgba.png; echo "exit: $?"`)).toEqual(["gcc", "cli_tool"]);
  });

  test("stays a check when it asserts something, or when no later command is given what it wrote", () => {
    const asserting = MAKER.replace("print(\"created rgba\")", "assert len(data) > 8\nprint(\"created rgba\")");
    expect(runnersOf(`${asserting}cd /app && ./cli_tool weights.json image_rgba.png`)).toEqual(["gcc", "python3 (inline)", "cli_tool"]);
    expect(runnersOf(`${MAKER}cd /app && ./cli_tool weights.json image.png`)).toEqual(["gcc", "python3 (inline)", "cli_tool"]);
    const close = MAKER.replace("print(\"created rgba\")", "np.testing.assert_allclose(a, b)\nprint(\"created rgba\")");
    expect(runnersOf(`${close}cd /app && ./cli_tool weights.json image_rgba.png`)).toEqual(["gcc", "python3 (inline)", "cli_tool"]);
  });
});
