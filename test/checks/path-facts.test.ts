import { describe, expect, test } from "vitest";
import { MISSING, MISSING_WORDS, pathFactsByCall, sightingsByCall } from "../../src/checks/path-facts.js";
import { trajectoryOf } from "../helpers/trajectory.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

describe("paths an error said are missing", () => {
  test("every pattern of a missing path holds the words an output is first searched for", () => {
    for (const pattern of MISSING) expect(pattern.source).toContain(MISSING_WORDS);
  });

  test("are absent after the error, unknown before it and where no output names them", () => {
    const trajectory = trajectoryOf([
      { run: "ls check.py", exit: 2, output: "ls: cannot access 'check.py': No such file or directory" },
      { run: "python3 run.py", exit: 2, output: "python3: can't open file '/repo/run.py': [Errno 2] No such file or directory" },
      { run: "cat notes.txt", exit: 1, output: "cat: notes.txt: Permission denied" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect([facts(0)("check.py"), facts(1)("check.py"), facts(3)("/repo/run.py"), facts(3)("notes.txt")]).toEqual([null, "absent", "absent", null]);
  });
});

describe("the sightings are read at the first question", () => {
  const calls = () => [
    { run: "ls check.py", exit: 2, output: "ls: cannot access 'check.py': No such file or directory" },
    { run: "ls /app", exit: 0, output: "run.py" },
    { run: "true", exit: 0 },
  ];

  test("no call is read before a fact is asked; then each answer is the one a reader asked at once gets", () => {
    const asked = trajectoryOf(calls());
    let reads = 0;
    type Call = (typeof asked.toolCalls)[number];
    const count = (target: Call, key: string | symbol) => ((reads += 1), Reflect.get(target, key) as unknown);
    const counting = (call: Call): Call => new Proxy(call, { get: count });
    const counted = { ...asked, toolCalls: asked.toolCalls.map(counting) };
    const facts = pathFactsByCall(counted);
    sightingsByCall(counted);
    expect(reads).toBe(0);
    const early = pathFactsByCall(trajectoryOf(calls()));
    expect(early(0)("check.py")).toBe(null);
    for (const [call, path] of [[2, "check.py"], [2, "/app/run.py"], [2, "/app/other.py"], [1, "check.py"], [0, "check.py"]] as const) {
      expect(facts(call)(path), `${call} ${path}`).toBe(early(call)(path));
    }
    expect(reads).toBeGreaterThan(0);
    expect([facts(2)("check.py"), facts(2)("/app/run.py"), facts(2)("/app/other.py")]).toEqual(["absent", "present", "absent"]);
  });
});

describe("paths a listing showed or lacked", () => {
  test("a find in an && chain, after an echo's line, lists what follows that line under its folder", () => {
    const trajectory = trajectoryOf([
      { run: "printf 'check files:\\n' && find /app -name check.py -o -name check.sh && python3 t.py", exit: 0, output: "check files:\nall examples passed" },
      { run: "echo files && find /app -name check.py -o -name check.sh && python3 t.py", exit: 0, output: "files\n/app/check.sh\n/app/x/check.py\nok" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect([facts(1)("/app/check.py"), facts(1)("/app/check.sh"), facts(1)("/app/other.py")]).toEqual(["absent", "absent", null]);
    expect([facts(2)("/app/check.py"), facts(2)("/app/check.sh"), facts(2)("/app/x/check.py")]).toEqual(["absent", "present", "present"]);
  });

  test("a find over an absolute folder that surely ran and printed no line under it found nothing, wherever it stands", () => {
    const trajectory = trajectoryOf([
      { run: "find /app -name check.py && python3 t.py; echo done", exit: 0, output: "done" },
      { run: "python3 --version && find /app -name check.py && python3 t.py", exit: 0, output: "Python 3.12\nok" },
      { run: "find /app -type f \\( -name '*.o' -o -name pmars \\) -print; find /srv -maxdepth 2 -name 'check.*' 2>/dev/null; ls -1 /app", exit: 0,
        output: "flashpaper.red\npmars-0.9.4\nrave.red" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect([facts(1)("/app/check.py"), facts(2)("/app/check.py")]).toEqual(["absent", "absent"]);
    // each find of the line is its own listing: its names (globs as find matches them, dots too) and its depth
    expect([facts(3)("/app/src/x.o"), facts(3)("/app/.x.o"), facts(3)("/app/pmars"), facts(3)("/app/notes.txt")]).toEqual(["absent", "absent", "absent", null]);
    expect([facts(3)("/srv/check.py"), facts(3)("/srv/a/check.sh"), facts(3)("/srv/a/b/check.py"), facts(3)("/srv/x.py")]).toEqual(["absent", "absent", null, null]);
  });

  test("a file test or a cat of a path that held, surely run with its failure reaching the line's exit 0, shows it there", () => {
    const trajectory = trajectoryOf([
      { edit: "/app/out.txt", tool: "Write" },
      { run: "rm -f /app/out.txt /app/b.txt; ./gen", exit: 0 },
      { run: "set -e; test -s /app/out.txt; [ -f /app/b.txt ]; cat /app/c.txt /app/d.txt", exit: 0, output: "c\nd" },
      { run: "test -f /app/e.txt; cat /app/f.txt || true; [ -f /app/g.txt ] && echo yes; ! test -e /app/h.txt", exit: 0, output: "" },
      { run: "set -e; test -f /app/i.txt", exit: 1 },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect(["/app/out.txt", "/app/b.txt"].map((path) => facts(2)(path))).toEqual(["absent", "absent"]);
    expect(["/app/out.txt", "/app/b.txt", "/app/c.txt", "/app/d.txt"].map((path) => facts(3)(path))).toEqual(["present", "present", "present", "present"]);
    // a test whose failure the line hid (`;` without set -e, `|| true`, a chain not at the end, a negation), or a line that failed
    expect(["/app/e.txt", "/app/f.txt", "/app/g.txt", "/app/h.txt", "/app/i.txt"].map((path) => facts(5)(path))).toEqual([null, null, null, null, null]);
  });

  test("`ls -R` lists every folder under the one it lists; `-R` is no folder of a plain listing", () => {
    const trajectory = trajectoryOf([
      { run: "ls -R /app", exit: 0, output: "/app:\nsrc\nREADME.md\n\n/app/src:\nmain.py" },
      { run: "ls -R", exit: 0, output: "plain names, not blocks" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect(["/app/src/main.py", "/app/README.md", "/app/src/util.py", "/app/docs/x.md"].map((path) => facts(1)(path))).toEqual(["present", "present", "absent", "absent"]);
    expect(["-R/x", "x"].map((path) => facts(2)(path))).toEqual([null, null]);
    // names that start with a dot are left out of a listing without -a: it says nothing of them
    expect(["/app/.env", "/app/.git/config"].map((path) => facts(1)(path))).toEqual([null, null]);
    const all = pathFactsByCall(trajectoryOf([{ run: "ls -aR /app", exit: 0, output: "/app:\n.env\nsrc\n\n/app/src:\nmain.py" }, { run: "true", exit: 0 }]));
    expect(["/app/.env", "/app/.git"].map((path) => all(1)(path))).toEqual(["present", "absent"]);
  });

  test("a find of several starting points searches each with the same expression", () => {
    const trajectory = trajectoryOf([
      { run: "find /app /app/repo -maxdepth 1 \\( -name check.py -o -name check.sh \\) -type f -print", exit: 0, output: "" },
      { run: "find /app /srv -maxdepth 1 -name check.py", exit: 0, output: "/srv/check.py" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect([facts(1)("/app/check.py"), facts(1)("/app/repo/check.sh"), facts(1)("/app/repo/a/check.sh")]).toEqual(["absent", "absent", null]);
    // a root whose paths the output shows is not read by its silence; the other still is
    expect([facts(2)("/app/check.py"), facts(2)("/srv/check.py")]).toEqual(["absent", null]);
  });

  test("a find whose lines may not be in the output, or whose output shows a path under its folder, shows nothing by its silence", () => {
    const trajectory = trajectoryOf([
      { run: "find /app -name check.py | wc -l", exit: 0, output: "0" },
      { run: "find /app -name check.py > found.txt; cat notes", exit: 0, output: "" },
      { run: "python3 t.py || find /app -name check.py; echo done", exit: 0, output: "done" },
      { run: "find /app -name check.py; cat /tmp/list", exit: 0, output: "/app/other/check.py" },
      { run: "echo start; find /app -name check.py; python3 big.py", exit: 0, output: "start\n[… 5000 characters elided]\nend" },
      { run: "find app -name check.py; echo done", exit: 0, output: "done" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect([1, 2, 3, 4, 5, 6].map((call) => facts(call)(call === 6 ? "app/check.py" : "/app/check.py"))).toEqual([null, null, null, null, null, null]);
  });

  test("an agent's listing tool lists its folder; a cut listing is not read", () => {
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    const list = (id: string, input: Record<string, unknown>, output: string, step: number) => {
      builder.call({ id, name: "ls", input, step });
      builder.resultFor(id, { output, isError: false, exitCode: null, step });
    };
    list("a", { path: "/app", depth: 1 }, "forward.py\nsteal.py\nsrc/", 0);
    list("b", { dir_path: "/srv" }, "Directory listing for /srv:\n[DIR] data\nrun.sh", 1);
    list("c", { path: "/opt" }, "a.txt\nb.t...(+40 chars)", 2);
    list("e", { path: "/lib", depth: 2 }, "__pycache__/\n  forward.pyc\nforward.py", 2);
    builder.call({ id: "d", name: "Bash", input: { command: "true" }, step: 3 });
    const facts = pathFactsByCall(builder.build());
    expect([facts(4)("/app/check.py"), facts(4)("/app/steal.py"), facts(4)("/app/src"), facts(4)("/app/src/x.py")]).toEqual(["absent", "present", "present", null]);
    expect([facts(4)("/srv/data"), facts(4)("/srv/run.sh"), facts(4)("/srv/check.sh")]).toEqual(["present", "present", "absent"]);
    expect([facts(4)("/opt/a.txt"), facts(4)("/opt/check.py")]).toEqual([null, null]);
    expect([facts(4)("/lib/__pycache__/forward.pyc"), facts(4)("/lib/forward.pyc"), facts(4)("/lib/check.py")]).toEqual(["present", "absent", "absent"]);
  });
});
