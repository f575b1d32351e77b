import { describe, expect, test } from "vitest";
import { runnerKey } from "../../src/checks/checkers.js";
import type { CheckContext } from "../../src/checks/context.js";
import { classifyCommand, verificationRuns } from "../../src/checks/verification.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("a program's own check option or verb makes its run a check", () => {
  test.each([
    ["openssl rsa -in /app/ssl/server.key -check -noout", "openssl rsa -check"],
    ["black --check src", "black --check"],
    ["openssl verify -CAfile ca.pem server.crt", "openssl verify"],
    ["openssl x509 -in server.crt -noout -checkend 86400", "openssl x509 -checkend"],
    // the subcommand the option belongs to is named with it: `cargo --check` is no command
    ["cargo fmt --check", "cargo fmt --check"],
    ["cargo fmt --all -- --check", "cargo fmt --check"],
  ])("%s is a check (%s)", (command, runner) => {
    expect(classifyCommand(command)).toMatchObject({ kind: "test", runner });
  });

  test.each(["openssl req -x509 -newkey rsa:2048 -keyout key.pem -out cert.pem -days 365 -nodes", "openssl x509 -in server.crt -noout -subject"])(
    "%s does its work: no check",
    (command) => {
      expect(classifyCommand(command)).toBeNull();
    },
  );
});

describe("a known checker is recognized in every common spelling", () => {
  test.each([
    ["npm test", "test", "npm test"],
    ["cd pkg && pnpm run test:unit -- --watch=false", "test", "pnpm run test:unit"],
    ["pnpm --filter web test", "test", "pnpm test"],
    ["pnpm -r check-types", "typecheck", "pnpm check-types"],
    // a checking verb narrowed to a static check (held-out round 7 s23): `test:types` runs tsc, `test:unit` tests
    ["pnpm test:types", "typecheck", "pnpm test:types"],
    ["npm run check:lint", "lint", "npm run check:lint"],
    ["yarn workspace web test", "test", "yarn test"],
    ["npm test -w packages/api", "test", "npm test"],
    ["npm --prefix client test", "test", "npm test"],
    ["turbo run test --filter=web", "test", "turbo run test"],
    ["nx test web", "test", "nx test"],
    ["nx run-many -t test", "test", "nx test"],
    ["make -C services/api test", "test", "make test"],
    ["just test", "test", "just test"],
    ["task lint", "lint", "task lint"],
    ["uv run pytest -q", "test", "pytest"],
    ["poetry run pytest tests/", "test", "pytest"],
    ["pipenv run python -m pytest", "test", "pytest"],
    ["bundle exec rspec spec/models", "test", "rspec"],
    ["docker compose run --rm app pytest", "test", "pytest"],
    ["bash -lc 'cd /repo && npm test'", "test", "npm test"],
    ["timeout 300 cargo test --all", "test", "cargo test"],
    ["npx vitest run test/a.test.ts 2>&1 | tail -20", "test", "vitest"],
    ["python -m pytest -q tests/test_x.py", "test", "pytest"],
    ["go test ./...", "test", "go test"],
    ["./gradlew test", "test", "gradlew test"],
    ["npx tsc --noEmit", "typecheck", "tsc"],
    // without --noEmit tsc compiles and writes the output: a build (held-out round 4 s10, `tsc -b packages/core`)
    ["npx tsc -b packages/core", "build", "tsc"],
    ["npm run lint", "lint", "npm run lint"],
    ["ruff check .", "lint", "ruff"],
    ["npm run build", "build", "npm run build"],
    ["make", "build", "make"],
    ["make -j8", "build", "make"],
    ["set -e; make -j$(nproc) all", "build", "make all"],
    ["cmake --build build -j4", "build", "cmake --build"],
    ["gcc -O2 -o solver solver.c", "build", "gcc"],
    ["g++ main.cpp && ./a.out", "build", "g++"],
    ["rustc main.rs", "build", "rustc"],
    ["javac Main.java", "build", "javac"],
    ["go build ./...", "build", "go build"],
    ["go vet ./...", "typecheck", "go vet"],
    ["mix compile --warnings-as-errors", "build", "mix compile"],
    ["mix dialyzer", "typecheck", "mix dialyzer"],
    ["mix test", "test", "mix test"],
    ["pdflatex -interaction=nonstopmode paper.tex", "build", "pdflatex"],
    ["latexmk -pdf main.tex", "build", "latexmk"],
    ["terraform validate", "lint", "terraform validate"],
    ["terraform plan -out tf.plan", "lint", "terraform plan"],
    ["helm lint charts/app", "lint", "helm lint"],
    ["docker build -t app .", "build", "docker build"],
    ["cargo check", "typecheck", "cargo check"],
    ["python3 -m py_compile app.py", "build", "py_compile"],
    ["node --check dist/main.js", "build", "node --check"],
    ["bash -n deploy.sh", "build", "bash -n"],
    // the tests compiled, none run
    ["cargo test --no-run", "build", "cargo test --no-run"],
    ["go test -c ./pkg/a", "build", "go test -c"],
    ["cargo test --release", "test", "cargo test"],
  ])("%s is a %s run of %s", (command, kind, runner) => {
    expect(classifyCommand(command)).toMatchObject({ kind, runner });
  });
});

describe("running what the agent wrote or built is verification", () => {
  const wrote = { written: ["/app/solve.py", "src/mymod.py", "run.sh", "dist/main.js", "/usr/local/bin/pmars"], built: false };
  test.each([
    ["python3 solve.py", "run"],
    ["cd /app && python3 /app/solve.py --input data.txt", "run"],
    ["bash run.sh", "run"],
    ["node dist/main.js", "run"],
    ["python -c 'import mymod; print(mymod.answer())'", "run"],
    ["pmars -b -r 50 warrior.red", "run"],
    ["python3 check.py", "test"],
    ["bash /app/verify.sh", "test"],
    ["python /app/eval.py", "test"],
    ["python test_parser.py", "test"],
    ["python3 manage.py test", "test"],
    ["python3 - <<'EOF'\nimport mymod\nassert mymod.answer() == 42\nEOF", "run"],
    ["python3 -c 'assert open(\"out.txt\").read().strip() == \"42\"'", "test"],
  ])("%s is a %s run", (command, kind) => {
    expect(classifyCommand(command, [], wrote)).toMatchObject({ kind });
  });

  test("an editor told to run a script the agent wrote runs that script; its echoed status is the run's", () => {
    const written = { written: ["/app/apply_macros.vim"], built: false };
    expect(classifyCommand("vim -Nu NONE -n -Es /app/input.csv -S /app/apply_macros.vim", [], written)).toMatchObject({ kind: "run", runner: "vim -S apply_macros.vim" });
    expect(classifyCommand("vim -Nu NONE -n -Es /app/input.csv -S /app/other.vim", [], written)).toBeNull();
    const trajectory = trajectoryOf([
      { edit: "/app/apply_macros.vim", tool: "Write" },
      { run: "vim -Nu NONE -n -Es /app/input.csv -S /app/apply_macros.vim; rc=$?; echo vim_rc=$rc", exit: 0, output: "vim_rc=0" },
    ]);
    expect(verificationRuns(trajectory).map((run) => [run.runner, run.outcome])).toEqual([["vim -S apply_macros.vim", "passed"]]);
  });

  test("a compile of only temp-folder code tries the compiler, not the work; one that takes a work file builds it", () => {
    expect(classifyCommand("rustc /tmp/crate_path.rs")).toBeNull();
    expect(classifyCommand("gcc -O2 -o /tmp/probe /tmp/probe.c")).toBeNull();
    expect(classifyCommand("gcc -o /tmp/sim /app/sim.c")).toMatchObject({ kind: "build", runner: "gcc" });
    expect(classifyCommand("gcc -I/app/include -o /tmp/t /tmp/t.c")).toMatchObject({ kind: "build" });
    expect(classifyCommand("g++ main.cpp -o /tmp/main")).toMatchObject({ kind: "build" });
  });

  test("a compile joined by && to a run of the program it built, whose output shows and holds no compiler error, succeeded", () => {
    const line = "rm -f /app/release && g++ -O2 -o /app/release /app/main.cpp /app/user.cpp && /app/release && echo done...(+55 chars)";
    const ran = trajectoryOf([{ edit: "/app/user.cpp", tool: "Edit" }, { run: line, exit: 0, output: "=== Monte Carlo ===\nError: 0.000835" }]);
    expect(verificationRuns(ran).filter((run) => run.kind === "build").map((run) => [run.runner, run.outcome, run.quote])).toEqual([
      ["g++", "passed", "release (the program it built) ran next"],
    ]);
    const failed = trajectoryOf([{ run: line, exit: 0, output: "/app/user.cpp:3:5: error: expected ';'" }]);
    expect(verificationRuns(failed).filter((run) => run.kind === "build").map((run) => run.outcome)).not.toContain("passed");
    // rustc names its program after the source
    const rust = trajectoryOf([{ run: "rm -f main; rustc /app/polyglot/main.rs && /app/polyglot/main 10; g++ -x c++...(+55 chars)", exit: 0, output: "89" }]);
    expect(verificationRuns(rust).filter((run) => run.runner === "rustc").map((run) => run.outcome)).toEqual(["passed"]);
    // another program after the compile says nothing of it
    const other = trajectoryOf([{ run: "g++ -o /app/release main.cpp && /app/other && echo x...(+55 chars)", exit: 0, output: "hello" }]);
    expect(verificationRuns(other).filter((run) => run.kind === "build").map((run) => run.outcome)).not.toContain("passed");
  });

  test("a program it built, asked only its version (`ccomp -version`, as java and ffmpeg spell it), runs no check", () => {
    const asked = (run: string) => verificationRuns(trajectoryOf([
      { run: "g++ -O2 -o /app/tool main.cpp", exit: 0, output: "" },
      { run, exit: 0, output: "tool, version 3.13" },
    ])).map((item) => item.runner);
    expect(asked("/app/tool -version")).toEqual(["g++"]);
    expect(asked("/app/tool --version")).toEqual(["g++"]);
    expect(asked("/app/tool input.c")).toEqual(["g++", "tool"]);
  });

  test("a compiler's echoed non-zero status is its failure", () => {
    const trajectory = trajectoryOf([{ run: "rustc main.rs; echo exit:$?", exit: 0, output: "error[E0425]: cannot find value `x`\nexit:1" }]);
    expect(verificationRuns(trajectory).map((run) => [run.runner, run.outcome, run.outcomeFrom])).toEqual([["rustc", "failed", "echoed status"]]);
  });

  test("a launcher runs the script it is given: the script is the run, whatever the launcher's options", () => {
    const written = { written: ["/tmp/test_pipeline2.py", "train.py", "prof_me.py"], built: false };
    expect(classifyCommand("timeout 60 python -m torch.distributed.run --nproc_per_node=2 --standalone /tmp/test_pipeline2.py", [], written))
      .toMatchObject({ kind: "test", runner: "python test_pipeline2.py" });
    expect(classifyCommand("torchrun --nproc_per_node 2 train.py --epochs 1", [], written)).toMatchObject({ kind: "run", runner: "python train.py" });
    expect(classifyCommand("accelerate launch --num_processes 2 train.py", [], written)).toMatchObject({ kind: "run", runner: "python train.py" });
    expect(classifyCommand("python3 -m cProfile -o out.prof prof_me.py", [], written)).toMatchObject({ kind: "run", runner: "python prof_me.py" });
    expect(classifyCommand("torchrun --nproc_per_node 2 /tmp/check_grads.py", [], written)).toMatchObject({ kind: "test" });
    // a launcher given a module, not a script file, runs nothing the transcript names
    expect(classifyCommand("torchrun --nproc_per_node 2 -m mypkg.train", [], written)).toBeNull();
  });

  test("a program in the work tree counts once a build ran, a system program never does", () => {
    expect(classifyCommand("./build/tools/caffe test -model m.prototxt", [], { written: [], built: true })).toMatchObject({ kind: "run" });
    expect(classifyCommand("./build/tools/caffe test", [], { written: [], built: false })).toBeNull();
    expect(classifyCommand("/usr/bin/python3 --version", [], { written: [], built: true })).toBeNull();
    expect(classifyCommand("./configure --prefix=/usr", [], { written: [], built: true })).toBeNull();
    // which program `./$t` runs depends on a value the transcript does not show
    expect(classifyCommand("for t in a b; do ./$t; done", [], { written: [], built: true })).toBeNull();
  });

  test("a compile and the program it made, in one line, are two runs", () => {
    const trajectory = trajectoryOf([{ run: "gcc x.c && ./a.out", exit: 0, output: "42" }]);
    expect(verificationRuns(trajectory).map((run) => [run.kind, run.runner, run.outcome])).toEqual([
      ["build", "gcc", "passed"],
      ["run", "a.out", "passed"],
    ]);
  });
});

describe("reading and preparing is not verification", () => {
  test.each([
    "ls -la", "cat package.json", "git status", "git diff", "git checkout test", "echo testing", "grep -r pytest docs", "npm install", "npm ci",
    "pip install -r requirements.txt", "mkdir -p build", "make install", "make clean", "ls test", "cat test/a.py", "cd test", "rm -rf build",
    "cp -r build dist", "python3 --version", "gcc --version", "echo 'npm test'", "apt-get install -y gcc", "curl -o x.tar.gz https://example.com/x",
    "python3 script_i_did_not_write.py", "node server.js", "docker ps", "cargo fmt", "npm run dev", "find . -name '*.test.ts'",
  ])("%s is not a verification", (command) => {
    expect(classifyCommand(command, [], { written: ["/app/solve.py"], built: false })).toBeNull();
  });
});

describe("a run's outcome", () => {
  const outcomeOf = (command: string, exit: number | null, output = "") =>
    verificationRuns(trajectoryOf([{ run: command, exit, output }])).map((run) => [run.runner, run.outcome, run.outcomeFrom]);

  test("a stated exit status decides when nothing after the runner can change it", () => {
    expect(outcomeOf("npm test", 0, "3 failed")).toEqual([["npm test", "passed", "exit code"]]);
    expect(outcomeOf("cd app && pytest", 2, "10 passed")).toEqual([["pytest", "failed", "exit code"]]);
    expect(outcomeOf("set -e; pytest; echo done", 0)).toEqual([["pytest", "passed", "exit code"]]);
    expect(outcomeOf("set -o pipefail; pytest | tee log.txt", 0)).toEqual([["pytest", "passed", "exit code"]]);
  });

  test("under set -e a failure ends the line at once: a later pipe without pipefail hides only its own commands", () => {
    const line = "set -e\necho '=== run ==='\npytest -q tests/test_a.py\ncd /app && gcov x.gcno | head -5\necho ALL CHECKS PASSED";
    expect(outcomeOf(line, 0, "=== run ===\nALL CHECKS PASSED")).toEqual([["pytest", "passed", "exit code"]]);
  });

  test("set -e does not stop at a failure before the last `&&`: `a && b; c` hides a's status behind c's", () => {
    expect(outcomeOf("set -e; pytest -q && echo ok; ls", 0, "")).toEqual([["pytest", "unknown", "none"]]);
    expect(outcomeOf("chmod +x t.sh && pytest -q && echo ok", 0, "ok")).toEqual([["pytest", "passed", "exit code"]]);
  });

  test("a run whose own output shows it failed stopped its && chain: the runs after it never ran", () => {
    const line = "bin/test sympy/core/tests/test_sympify.py && python reproduce_issue.py && python test_kernS.py";
    const output = "fss..Es  [FAIL]\n tests finished: 41 passed, 5 skipped, 2 expected to fail, 2 exceptions, \nDO *NOT* COMMIT!";
    const runs = verificationRuns(trajectoryOf([{ edit: "reproduce_issue.py" }, { edit: "test_kernS.py" }, { run: line, exit: 1, output }]));
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["bin/test", "failed"]]);
    // joined by `;`, the next command ran whatever the first did
    const both = verificationRuns(trajectoryOf([{ edit: "reproduce_issue.py" }, { run: line.replace(" && python reproduce_issue.py && python test_kernS.py", "; python reproduce_issue.py"), exit: 1, output }]));
    expect(both.map((run) => run.runner)).toEqual(["bin/test", "python reproduce_issue.py"]);
  });

  test("a command the output shows could not start stopped its && chain: the checks after it never ran", () => {
    const line = "python3 debug_inheritance.py && rm -rf docs_build && sphinx-build -b html docs_source docs_build";
    const output = "python3: can't open file '/testbed/debug_inheritance.py': [Errno 2] No such file or directory";
    const runs = verificationRuns(trajectoryOf([{ edit: "sphinx/ext/a.py" }, { run: line, exit: 2, output }]));
    expect(runs.map((run) => run.runner)).toEqual([]);
    // joined by `;`, sphinx-build ran whatever python3 did
    const ran = verificationRuns(trajectoryOf([{ edit: "sphinx/ext/a.py" }, { run: line.replace(" && rm", "; rm"), exit: 2, output: `${output}\nbuild failed` }]));
    expect(ran.map((run) => run.runner)).toEqual(["sphinx-build"]);
  });

  test("a status hidden by a pipe, `;` or `|| true` is read from the summary line", () => {
    expect(outcomeOf("npx vitest run | tail -5", 0, "Tests  1 failed | 3 passed (4)")).toEqual([["vitest", "failed", "summary line"]]);
    expect(outcomeOf("pytest -q 2>&1 | tail -3", 0, "===== 12 passed in 0.3s =====")).toEqual([["pytest", "passed", "summary line"]]);
    expect(outcomeOf("npm run lint || true", 0, "compiling…")).toEqual([["npm run lint", "unknown", "none"]]);
    expect(outcomeOf("go test ./... ; echo finished", 0, "--- FAIL: TestX (0.00s)\nFAIL")).toEqual([["go test", "failed", "summary line"]]);
  });

  test("an echoed zero `$?` after the runner is a pass; a non-zero one fails only with a failing summary", () => {
    expect(outcomeOf("make; echo STATUS:$?", 0, "gcc -c x.c\nSTATUS:0")).toEqual([["make", "passed", "echoed status"]]);
    // agents print `$?` to look at a status they expect (a quit command exits 4): not an assertion
    expect(outcomeOf("pytest -q > /tmp/log 2>&1; echo \"exit=$?\"", 0, "exit=1")).toEqual([["pytest", "unknown", "none"]]);
    expect(outcomeOf("pytest -q; echo \"exit=$?\"", 0, "2 failed, 3 passed\nexit=1")).toEqual([["pytest", "failed", "summary line"]]);
  });

  test("a program the shell could not find never ran: its outcome is unknown, not failed", () => {
    expect(outcomeOf("python3 check.py", 127, "/bin/sh: 1: python3: not found")).toEqual([["python3 check.py", "unknown", "none"]]);
    expect(outcomeOf("pytest | tail -3", 0, "bash: pytest: command not found")).toEqual([["pytest", "unknown", "none"]]);
  });

  test("an error printed by a later command of the line is not the runner's", () => {
    expect(outcomeOf("make | tail -2; python3 -c 'import yaml'", 1, "make: Nothing to be done\nModuleNotFoundError: No module named 'yaml'")).toEqual([
      ["make", "unknown", "none"],
    ]);
    expect(outcomeOf("make | tail -2", 0, "make: *** [all] Error 2")).toEqual([["make", "failed", "summary line"]]);
  });

  test("a build's tail is its own part when what comes between it and the next echo prints nothing", () => {
    // `make clean` sends both streams away; cp and chmod print nothing when they succeed, and the echo after them ran
    const line = "make clean >/dev/null 2>&1 && make 2>&1 | tail -n 3 && cp app /usr/local/bin/app && chmod 755 /usr/local/bin/app && echo '--- OK ---' && ldd /usr/local/bin/app";
    expect(outcomeOf(line, 0, "Linking app\ndone\n--- OK ---\n\tlibc.so.6")).toEqual([["make", "passed", "summary line"]]);
    // `make clean` without its errors sent away may have printed first: the part is not make's alone
    expect(outcomeOf(line.replace(" 2>&1 &&", " &&"), 0, "Linking app\ndone\n--- OK ---")).toEqual([["make", "unknown", "none"]]);
    // with `;` the echo runs whether cp failed or not, and cp's error would sit in the part
    expect(outcomeOf(line.replace("/usr/local/bin/app &&", "/usr/local/bin/app;"), 0, "cp: cannot stat 'app'\n--- OK ---")).toEqual([["make", "unknown", "none"]]);
  });

  test("a verdict printed by the part of the line the recorder cut is a check when no run before the cut has a result", () => {
    const runs = verificationRuns(trajectoryOf([
      { edit: "/app/m.py", tool: "Write" },
      { run: "python3 /app/m.py /app/input.csv && cmp -s /app/input.csv /app/…(+29 chars)", exit: 0, output: "PASS" },
    ]));
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["python3 m.py", "unknown"], ["shell check (cut by the recorder)", "passed"]]);
  });

  test("a runner repeated in one line counts once, as its last run left things", () => {
    expect(outcomeOf("pytest -x; echo \"exit=$?\"; git stash pop && pytest -q", 0, "1 failed\nexit=1\n5 passed")).toEqual([["pytest", "passed", "exit code"]]);
  });

  test("a failed line whose runner is followed by other commands is not blamed on it without a summary", () => {
    expect(outcomeOf("pytest && git add -A", 1, "")).toEqual([["pytest", "unknown", "none"]]);
    expect(outcomeOf("pytest && git add -A", 1, "1 failed, 4 passed")).toEqual([["pytest", "failed", "summary line"]]);
  });

  test("runner summaries of several ecosystems are read", () => {
    for (const [output, outcome] of [
      ["test result: ok. 12 passed; 0 failed", "passed"],
      ["Finished in 0.2s\n14 examples, 0 failures", "passed"],
      ["ok  \tgithub.com/x/y\t0.01s", "passed"],
      ["Success: no issues found in 3 source files", "passed"],
      ["main.c:3:5: error: expected ';'", "failed"],
      ["make: *** [Makefile:4: all] Error 1", "failed"],
      ["Traceback (most recent call last):\n  File \"x.py\"", "failed"],
      ["Segmentation fault (core dumped)", "failed"],
    ] as const) {
      expect(outcomeOf("make check | cat", 0, output)[0]![1]).toBe(outcome);
    }
  });
});

describe("verificationRuns", () => {
  test("finds shell calls that verify, in order, one per runner per call, and marks masked ones", () => {
    const trajectory = trajectoryOf([
      { run: "ls", exit: 0 },
      { run: "npm test | tail -5", exit: 0, output: "4 passed" },
      { run: "npm run lint || true", exit: 0 },
      { run: "pytest -x", exit: 1, output: "1 failed" },
      { run: "for i in 1 2; do pytest -x; done", exit: 0 },
    ]);
    const runs = verificationRuns(trajectory);
    expect(runs.map((found) => [found.runner, found.masked, found.call])).toEqual([
      ["npm test", true, 1],
      ["npm run lint", true, 2],
      ["pytest", false, 3],
      ["pytest", true, 4],
    ]);
  });

  test("a runner is shown as typed (`npm run build` is not the command `npm build`), and both spellings are one runner", () => {
    const trajectory = trajectoryOf([
      { run: "npm test", exit: 1, output: "1 failed" },
      { run: "npm run test", exit: 0, output: "4 passed" },
      { run: "npm run build", exit: 0 },
    ]);
    const runs = verificationRuns(trajectory);
    expect(runs.map((run) => run.runner)).toEqual(["npm test", "npm run test", "npm run build"]);
    expect(runnerKey("npm run test")).toBe(runnerKey("npm test"));
    expect(runnerKey("cargo run")).toBe("cargo run");
    // the failed `npm test` is settled by the green `npm run test`: the same runner
    expect(finalChecksGreen({ trajectory, runs } as CheckContext).status).toBe("pass");
  });

  test("a rubric pattern adds a custom kind for a command no rule knows", () => {
    const trajectory = trajectoryOf([{ run: "./scripts/smoke-deploy --dry", exit: 0 }]);
    expect(verificationRuns(trajectory, [/smoke-deploy/]).map((run) => [run.kind, run.outcome])).toEqual([["custom", "passed"]]);
  });
});

describe("the runs of a trajectory, asked for twice", () => {
  test("are the same runs, with and without custom runners, and a caller's change to the list does not carry over", () => {
    const calls = [{ run: "npm test", exit: 0, output: "Tests: 3 passed" }, { run: "./smoke-deploy --dry", exit: 0, output: "ok" }];
    const custom = [/smoke-deploy/];
    const trajectory = trajectoryOf(calls);
    const first = verificationRuns(trajectory);
    first.pop();
    expect(verificationRuns(trajectory)).toEqual(verificationRuns(trajectoryOf(calls)));
    expect(verificationRuns(trajectory, custom)).toEqual(verificationRuns(trajectoryOf(calls), custom));
    expect(verificationRuns(trajectory, custom).length).toBeGreaterThan(verificationRuns(trajectory).length);
  });
});

describe("a test run whose only errors are fixtures the environment lacks", () => {
  test("is unknown, not a failure: the tests that need them never ran", () => {
    const output = [
      "_____ ERROR at setup of TestRequests.test_get _____",
      "E       recursive dependency involving fixture 'httpbin' detected",
      "==== 85 passed, 1 xfailed, 81 errors in 0.56s ====",
    ].join("\n");
    const runs = verificationRuns(trajectoryOf([{ run: "pytest test_requests.py", exit: 1, output }]));
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["pytest", "unknown"]]);
  });
});

describe("inline code that writes a file of the work", () => {
  test("is the edit, not a check of it: only what runs the work after it is", () => {
    const writer = "cd /tmp && python3 -c \"\nimport gen\nwith open('/app/gates.txt','w') as f:\n    f.write(gen.lines())\nprint('wrote /app/gates.txt')\n\" && /app/sim 208";
    const trajectory = trajectoryOf([
      { prompt: "Write /app/gates.txt so that /app/sim prints fib(isqrt(N))." },
      { run: "gcc -O2 -o /app/sim /app/sim.c", exit: 0 },
      { run: "cat > /tmp/gen.py <<'EOF'\ndef lines():\n    return 'out0 = out0\\n'\nEOF", exit: 0 },
      { run: writer, exit: 0, output: "wrote /app/gates.txt\n377" },
    ]);
    expect(trajectory.edits.map((edit) => edit.path)).toContain("/app/gates.txt");
    expect(verificationRuns(trajectory).map((run) => [run.step, run.runner])).toEqual([[1, "gcc"], [3, "sim"]]);
  });
});

describe("a build inside an assignment's substitution under `set -e`", () => {
  test("passed when the line exited 0: a failure would have stopped the script", () => {
    const line = "set -e\nrust_out=$(rustc -O -o /tmp/main /app/main.rs && /tmp/main 10)\necho \"rust=$rust_out\"";
    const runs = verificationRuns(trajectoryOf([{ edit: "/app/main.rs", tool: "Write" }, { run: line, exit: 0, output: "rust=89" }]));
    expect(runs.find((run) => run.runner === "rustc")?.outcome).toBe("passed");
    const loose = line.replace("set -e\n", "");
    const unknown = verificationRuns(trajectoryOf([{ edit: "/app/main.rs", tool: "Write" }, { run: loose, exit: 0, output: "rust=89" }]));
    expect(unknown.find((run) => run.runner === "rustc")?.outcome).not.toBe("passed");
  });
});

describe("a build whose status a filter hides, and an echo of `$?` after it", () => {
  test("is quoted by its own line, not the echo's (the echoed status is the filter's)", () => {
    const runs = verificationRuns(trajectoryOf([{ run: "cd /app/sqlite && make -j4 2>&1 | tail -5; echo \"exit: $?\"", exit: 0, output: "make: Nothing to be done for 'all'.\nexit: 0" }]));
    expect(runs.map((run) => [run.runner, run.outcome, run.quote])).toEqual([["make", "passed", "make: Nothing to be done for 'all'."]]);
  });
});

describe("a make recipe line that failed under `-` (make ignored it)", () => {
  const outcomeOf = (command: string, exit: number | null, output = "") =>
    verificationRuns(trajectoryOf([{ run: command, exit, output }])).map((run) => [run.runner, run.outcome, run.outcomeFrom]);
  const PYTEST_RED = "python -m pytest -q\n.....F....\nFAILED tests/test_core.py::test_mb - AssertionError\n1 failed, 16 passed in 0.12s\n";

  test("make's exit 0 is not the tests': their summary decides", () => {
    expect(outcomeOf("make test", 0, `${PYTEST_RED}make: [Makefile:7: test] Error 1 (ignored)`)).toEqual([["make test", "failed", "summary line"]]);
    expect(outcomeOf("make -C pkg check", 0, `${PYTEST_RED}make[1]: [Makefile:3: check] Error 1 (ignored)`)).toEqual([["make check", "failed", "summary line"]]);
  });

  test("without make's ignored line, its exit status decides as before", () => {
    expect(outcomeOf("make test", 0, "python -m pytest -q\n17 passed in 0.10s")).toEqual([["make test", "passed", "exit code"]]);
    expect(outcomeOf("pytest -q", 0, "17 passed in 0.10s\nnote: [x] Error 1 (ignored)")).toEqual([["pytest", "passed", "exit code"]]);
  });
});
