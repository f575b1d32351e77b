import { describe, expect, test } from "vitest";
import { buildOutputs } from "../../src/shell/build-outputs.js";
import { interpretShell } from "../../src/shell/interpret.js";

/** The outputs of each simple command of a line, joined per command. */
const outputs = (line: string) => interpretShell(line).commands.map((run) => buildOutputs(run.words).join(","));

describe("the files a compiler or linker writes", () => {
  test("`-o` names the output, joined or apart, behind wrappers and cross prefixes", () => {
    expect(outputs("g++ -x c++ main.rs -o cmain && gcc -O2 -obin/tool tool.c && sudo x86_64-linux-gnu-gcc-12 a.c -o /app/a")).toEqual(["cmain", "bin/tool", "/app/a"]);
  });

  test("a tool's default output: rustc's crate stem in the working directory, cc's a.out, go build's file stem", () => {
    expect(outputs("rustc /app/polyglot/main.rs; rustc --out-dir out -O lib.rs; cc hello.c; go build ./cmd/serve.go; go build -o bin/srv ./cmd")).toEqual(["main", "out/lib", "a.out", "serve", "bin/srv"]);
  });

  test("no output file: compile-only and preprocess runs, library crates, probes, other programs", () => {
    expect(outputs("gcc -c a.c; gcc -E a.c; rustc --crate-type lib x.rs; gcc --version; go test ./...; rm -f main; python3 -o x")).toEqual(["", "", "", "", "", "", ""]);
  });
});
