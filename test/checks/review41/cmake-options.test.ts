import { describe, expect, test } from "vitest";
import { checkerOf } from "../../../src/checks/checkers.js";

// review 41, rule 9 (checkers.ts TOOL_VALUED_OPTION, cmake: /^-[SBGTACUD]$/): "cmake's -B build names a folder, no build
// step". The rule covers the single-letter options only: cmake's other options whose value is the next word still have
// that value read as a verb, so `build` (a folder) becomes "cmake build runs a build step".

describe("cmake options whose value is a folder or a command, not a verb", () => {
  test("`cmake --install build` installs from the build folder: no `cmake build` build step", () => {
    // true reading: an install of what was built; the tool says "cmake build runs a build step"
    expect(checkerOf(["cmake", "--install", "build"])?.runner).not.toBe("cmake build");
  });
  test("`cmake -E chdir build ctest --output-on-failure` runs ctest in build/: no `cmake build` build step", () => {
    // true reading: -E runs a command-mode tool (chdir build, then ctest: the tests); the tool says "cmake build runs a build step"
    expect(checkerOf(["cmake", "-E", "chdir", "build", "ctest", "--output-on-failure"])?.runner).not.toBe("cmake build");
  });
});
