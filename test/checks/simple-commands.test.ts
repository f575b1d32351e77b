import { expect, test } from "vitest";
import { simpleCommands } from "../../src/checks/simple-commands.js";
import type { PathFacts } from "../../src/shell/file-tests.js";

const view = (line: string) => simpleCommands(line).map((command) => [command.words.join(" "), command.next, command.nested]);

test("each simple command with the operator that joins it to the next", () => {
  expect(view("cd app && npm test | tail -5; echo done || true &")).toEqual([
    ["cd app", "&&", false],
    ["npm test", "|", false],
    ["tail -5", ";", false],
    ["echo done", "||", false],
    ["true", "&", false],
  ]);
});

test("redirections leave no words, here-documents are kept, substitutions and loop bodies are nested", () => {
  const commands = simpleCommands("python3 - <<'EOF' > out.txt 2>&1\nimport x\nEOF\nr=$(make -j4); for f in a b; do ./$f; done");
  expect(commands.map((command) => [command.words.join(" "), command.nested])).toEqual([
    ["make -j4", true],
    ["python3 -", false],
    ["r=$(make -j4)", false],
    // the body runs once per word: twice
    ["./$f", true],
    ["./$f", true],
  ]);
  expect(commands[1]!.heredocs).toEqual(["import x"]);
});

test("set -e and pipefail are carried to the commands after them", () => {
  const commands = simpleCommands("pytest; set -euo pipefail; pytest | tee log");
  expect(commands.map((command) => [command.words[0], command.errexit, command.pipefail])).toEqual([
    ["pytest", false, false],
    ["set", true, true],
    ["pytest", true, true],
    ["tee", true, true],
  ]);
});

test("control flow: certainty, the status owner and the file-test guard; facts drop an untaken branch", () => {
  const line = "if [ -f check.py ]; then python3 check.py; else pytest -q; fi";
  const view = (facts?: Parameters<typeof simpleCommands>[1]) =>
    simpleCommands(line, facts).map((command) => [command.words[0], command.certainty, command.statusIsCall, command.guard]);
  expect(view()).toEqual([
    ["[", "ran", false, null],
    ["python3", "maybe", true, "[ -f check.py ]"],
    ["pytest", "maybe", true, "! [ -f check.py ]"],
  ]);
  expect(view(() => "absent")).toEqual([
    ["[", "ran", false, null],
    ["pytest", "ran", true, "! [ -f check.py ]"],
  ]);
});

test("a bash -c script stays one command here; the caller reads its script", () => {
  expect(simpleCommands("bash -lc 'make && make test'").map((command) => command.words.join(" "))).toEqual(["bash -lc make && make test"]);
});

test("a recorded exit 0 makes the final && chain certain", () => {
  const certainty = (exitCode: number | null) => simpleCommands("cd repo && pytest -q", undefined, exitCode).map((command) => command.certainty);
  expect(certainty(null)).toEqual(["ran", "maybe"]);
  expect(certainty(0)).toEqual(["ran", "ran"]);
  expect(certainty(1)).toEqual(["ran", "maybe"]);
});

test("a line read again gives the reading of its own facts and status, never an earlier one's", () => {
  const line = "if [ -f check.py ]; then python3 check.py; else pytest -q; fi && npm run lint";
  const view = (facts: Parameters<typeof simpleCommands>[1], exitCode: number | null = null) =>
    simpleCommands(line, facts, exitCode).map((command) => `${command.words[0]}:${command.certainty}`);
  const unknown = ["[:ran", "python3:maybe", "pytest:maybe", "npm:maybe"];
  const present = ["[:ran", "python3:ran", "npm:maybe"];
  const absent = ["[:ran", "pytest:ran", "npm:maybe"];
  // each answer in turn, then back: a reading kept from an earlier line must not leak into a later one
  const turns: Array<[PathFacts | undefined, string[]]> = [
    [undefined, unknown],
    [() => "present", present],
    [() => "absent", absent],
    [() => null, unknown],
    [() => "present", present],
  ];
  for (const [facts, expected] of turns) {
    expect(view(facts)).toEqual(expected);
  }
  // the recorded status is part of what is read: exit 0 makes the final `&&` chain certain
  expect(view(() => "absent", 0)).toEqual(["[:ran", "pytest:ran", "npm:ran"]);
  expect(view(() => "absent", null)).toEqual(absent);
});

test("a reading is shared between calls, so it is frozen", () => {
  const [first] = simpleCommands("npm test -- a.test.ts");
  expect(simpleCommands("npm test -- a.test.ts")[0]).toBe(first);
  expect(() => (first!.words as string[]).push("b.test.ts")).toThrow(TypeError);
  expect(first!.words).toEqual(["npm", "test", "--", "a.test.ts"]);
});

test("an assignment's status is its last substitution's: under `set -e`, or last in the line, the substitution's failure reaches the call", () => {
  const masked = (line: string) =>
    simpleCommands(line, undefined, 0).filter((command) => command.nested).map((command) => [command.words[0], command.masked]);
  // `set -e` stops at a failing `out=$(…)`: the line's exit 0 shows the build in it succeeded
  expect(masked("set -e; out=$(gcc -o t t.c && ./t); echo \"got $out\"")).toEqual([["gcc", false], ["./t", false]]);
  // without `set -e` the echo after it sets the status
  expect(masked("out=$(gcc -o t t.c && ./t); echo \"got $out\"")).toEqual([["gcc", true], ["./t", true]]);
  // a substitution's own shell runs without `set -e`: `a; b` inside it hides a's failure
  expect(masked("set -e; out=$(gcc -o t t.c; ./t); echo \"$out\"")).toEqual([["gcc", true], ["./t", false]]);
  // a substitution inside a program's words is that program's argument: its status is the program's
  expect(masked("set -e; make -j\"$(nproc)\"")).toEqual([["nproc", true]]);
});
