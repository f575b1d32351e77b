import { checkerOf } from "./checkers.js";
import { listsTestsOnly } from "./probes.js";

/**
 * `cargo test --no-run`, `go test -c`, `pytest --collect-only`: the test command a claim names ("`cargo
 * test` builds and passes"), run with an option that builds or lists its tests and runs none. Its exit 0
 * says the tests compile or are found, not that they pass.
 */

/**
 * What the run did instead of running the tests the span names ("builds the tests", "lists the tests"),
 * or null when the span names no test step or the run ran them (`cargo test --release` runs them too).
 */
export function ranNoTests(span: readonly string[], run: readonly string[]): string | null {
  if (checkerOf(span)?.kind !== "test") return null;
  if (checkerOf(run)?.kind === "build") return "builds the tests";
  return listsTestsOnly(run) && !listsTestsOnly(span) ? "lists the tests" : null;
}
