import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const CTEST = "Test project /home/dev/wirefmt/build\n1/1 Test #1: varint_roundtrip ....   Passed    0.00 sec\n\n100% tests passed, 0 tests failed out of 1";

function verified(actions: Action[]) {
  const trajectory = trajectoryOf(actions);
  const runs = verificationRuns(trajectory);
  return verifiedAfterLastEdit({ trajectory, runs, diff: null, prBody: null, files: null } as CheckContext);
}

describe("a test run of programs built before the last change to a compiled source ran the old code", () => {
  test("ctest in the build folder with no build after the edit of a C file: no check of the edit, and it is named", () => {
    const result = verified([
      { run: "cmake -S . -B build && cmake --build build && (cd build && ctest)", exit: 0, output: CTEST },
      { edit: "src/varint.c" },
      { run: "cd build && ctest --output-on-failure", exit: 0, output: CTEST },
    ]);
    expect(result.status).toBe("warn");
    expect(result.summary).toMatch(/`ctest` at step 3 ran programs built before the edit of `src\/varint\.c`/);
  });

  test("a build after the edit, in its own call or earlier in the line, makes the run the edit's", () => {
    const rebuilt = [{ edit: "src/varint.c" }, { run: "cmake --build build && cd build && ctest", exit: 0, output: CTEST }] satisfies Action[];
    expect(verified(rebuilt).status).toBe("pass");
    const apart = [{ edit: "src/varint.c" }, { run: "make -C build", exit: 0, output: "" }, { run: "cd build && ctest", exit: 0, output: CTEST }] satisfies Action[];
    expect(verified(apart).status).toBe("pass");
  });

  test("a binary run by its path after its source changed, and a script, which is read afresh", () => {
    const binary = verified([
      { run: "gcc -O2 -o app app.c && ./app 3", exit: 0, output: "6" },
      { edit: "app.c" },
      { run: "./app 3", exit: 0, output: "6" },
    ]);
    expect(binary.status).toBe("warn");
    expect(binary.summary).toMatch(/ran programs built before the edit of `app\.c`/);
    const script = verified([{ run: "python3 app.py 3", exit: 0, output: "6" }, { edit: "app.py" }, { run: "python3 app.py 3", exit: 0, output: "6" }]);
    expect(script.status).toBe("pass");
  });
});

// audit A2 (session 34), caffe-cifar-10: after an edit of io.cpp the full build timed out, then `make ._release/src/caffe/blob.o`
// built one object of another source and was cited as the check after the edit
describe("a build asked only for object files of other sources does not compile the edited one", () => {
  test("`make build/blob.o` after an edit of io.cpp is no check of it, and is named", () => {
    const result = verified([
      { edit: "src/caffe/util/io.cpp" },
      { run: "make ._release/src/caffe/blob.o -j1", exit: 0, output: "CXX src/caffe/blob.cpp" },
    ]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`make ._release/src/caffe/blob.o` at step 2 built only `blob.o`, which does not compile `src/caffe/util/io.cpp`");
  });

  test("the edited source's own object, a header, a whole build or a named target other than an object: a check of the edit", () => {
    const after = (edit: string, run: string) => verified([{ edit }, { run, exit: 0, output: "CXX src/caffe/x.cpp" }]).status;
    expect(after("src/caffe/util/io.cpp", "make -j1 build/src/caffe/util/io.o")).toBe("pass");
    expect(after("include/caffe/blob.hpp", "make build/src/caffe/blob.o")).toBe("pass");
    expect(after("src/caffe/util/io.cpp", "make -j16")).toBe("pass");
    expect(after("src/caffe/util/io.cpp", "make -C build caffe")).toBe("pass");
  });
});
