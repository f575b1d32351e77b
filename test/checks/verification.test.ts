import { describe, expect, test } from "vitest";
import { classifyCommand, runOutcome, verificationRuns, type VerificationRun } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("classifyCommand", () => {
  test.each([
    ["npm test", "test", "npm test"],
    ["cd pkg && pnpm run test:unit -- --watch=false", "test", "pnpm run test:unit"],
    ["npx vitest run test/a.test.ts 2>&1 | tail -20", "test", "npx vitest"],
    ["python -m pytest -q tests/test_x.py", "test", "python -m pytest"],
    ["go test ./...", "test", "go test"],
    ["cargo test --all", "test", "cargo test"],
    ["./gradlew test", "test", "gradlew test"],
    ["npx tsc --noEmit", "typecheck", "npx tsc"],
    ["npm run lint", "lint", "npm run lint"],
    ["ruff check .", "lint", "ruff"],
    ["npm run build", "build", "npm run build"],
    ["make", "build", "make"],
    ["make test", "test", "make test"],
    ["make -j8", "build", "make"],
    ["set -e; make -j$(nproc) all", "build", "make"],
    ["make -C build CFLAGS=-O2 all", "build", "make"],
    ["cmake --build build -j4", "build", "cmake --build"],
  ])("%s is a %s run of %s", (command, kind, runner) => {
    expect(classifyCommand(command)).toMatchObject({ kind, runner });
  });

  test.each(["ls -la", "cat package.json", "git status", "echo testing", "grep -r pytest docs", "npm install", "makefile-lint", "make install", "make clean"])(
    "%s is not a verification",
    (command) => {
      expect(classifyCommand(command)).toBeNull();
    },
  );
});

function run(partial: Partial<VerificationRun>): VerificationRun {
  return { call: 0, step: 0, kind: "test", runner: "npm test", command: "npm test", exitCode: null, masked: false, output: null, ...partial };
}

describe("runOutcome", () => {
  test("a stated exit status decides, whatever the output says", () => {
    expect(runOutcome(run({ exitCode: 0, output: "3 failed" }))).toBe("passed");
    expect(runOutcome(run({ exitCode: 2, output: "10 passed" }))).toBe("failed");
  });

  test("a masked status falls back to the output's summary", () => {
    expect(runOutcome(run({ exitCode: 0, masked: true, output: "Tests  1 failed | 3 passed (4)" }))).toBe("failed");
    expect(runOutcome(run({ exitCode: 0, masked: true, output: "===== 12 passed in 0.3s =====" }))).toBe("passed");
    expect(runOutcome(run({ exitCode: 0, masked: true, output: "compiling…" }))).toBe("unknown");
  });

  test("no status and no output is unknown, never passed", () => {
    expect(runOutcome(run({}))).toBe("unknown");
  });

  test("a passed count next to a failed count is a failure", () => {
    expect(runOutcome(run({ output: "5 passed, 1 failed" }))).toBe("failed");
  });
});

describe("verificationRuns", () => {
  test("finds shell calls that verify, in order, and marks pipes that mask the exit status", () => {
    const trajectory = trajectoryOf([
      { run: "ls", exit: 0 },
      { run: "npm test | tail -5", exit: 0, output: "4 passed" },
      { run: "npm run lint || true", exit: 0 },
      { run: "pytest -x", exit: 1, output: "1 failed" },
    ]);
    const runs = verificationRuns(trajectory);
    expect(runs.map((found) => [found.runner, found.masked, found.call])).toEqual([
      ["npm test", true, 1],
      ["npm run lint", true, 2],
      ["pytest", false, 3],
    ]);
  });
});
