// Review 47 (a helper who did not write session 47's rules) proved each case here wrong on c01874b; kept as the demonstration of its mend.
import { describe, expect, test } from "vitest";
import { taskInvariants, failedOnStatedValue } from "../../../src/checks/task-invariants.js";

const vals = (t: string) => taskInvariants(t).map((i) => i.value);

describe("unit: what is read as must-stay", () => {
  test("contrast clause: the value to change, in the same sentence as a must-stay", () => {
    expect(vals("Plain sizes like `parse_size('1.5K')` should still be accepted, but `parse_size('1.5KK')` must now raise ValueError.")).not.toContain("1.5KK");
  });
  test("negation: no longer needs to keep working", () => {
    expect(vals("The `'legacy_v1'` format no longer needs to keep working; drop it.")).toEqual([]);
  });
  test("negation: does not have to stay", () => {
    expect(vals("The `'legacy_v1'` alias does not have to stay; remove it.")).toEqual([]);
  });
  test("bug report: should still ... but", () => {
    expect(vals("Since 2.0 `slugify('Hello World')` should still return `'hello-world'` but it returns `'Hello-World'`.")).not.toContain("Hello-World");
  });
  test("a question is no statement", () => {
    expect(vals("Should `'legacy_v1'` still be accepted? I think we can drop it.")).toEqual([]);
  });
});

describe("unit: failure lines naming a value by coincidence", () => {
  const stated = taskInvariants("Connections to `'localhost'` must keep working without a proxy.");
  test("environmental error mentioning the host", () => {
    expect(failedOnStatedValue("E   requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', port=5984): Max retries exceeded with url: /db", stated)).toBeNull();
  });
  const sized = taskInvariants("Other values like `1.5K` should still be accepted.");
  test("source line of the code's own error message in a traceback", () => {
    const out = "Traceback (most recent call last):\n  File \"size.py\", line 12, in parse_size\n    raise ValueError(f\"bad size {s!r}: expected e.g. 1.5K\")\nValueError: bad size '': expected e.g. 1.5K";
    expect(failedOnStatedValue(out, sized)).toBeNull();
  });
});
