import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { claudeJsonl, verdictOf, type Step } from "../../helpers/claude-session.js";

// review 46 (a helper who did not write the rules proved each against this session's build and the one it began with)
const summaries = (checks: { summary: string }[]) => checks.map((check) => check.summary).join(" ");
/** REVIEW46_DUMP=dir writes each session's transcript and diff, to run the built CLIs on. */
const dump = (name: string, cwd: string, steps: Step[], diff: string) => {
  const dir = process.env.REVIEW46_DUMP;
  if (dir === undefined) return;
  mkdirSync(join(dir, name), { recursive: true });
  writeFileSync(join(dir, name, "t.jsonl"), claudeJsonl(cwd, steps));
  writeFileSync(join(dir, name, "d.diff"), diff);
};
const run = async (name: string, cwd: string, steps: Step[], diff: string) => {
  dump(name, cwd, steps, diff);
  return verdictOf(cwd, steps, diff);
};

const JSON_TRACE = [
  "Traceback (most recent call last):",
  '  File "<string>", line 1, in <module>',
  '  File "/usr/lib/python3.12/json/__init__.py", line 231, in dumps',
  "    return _default_encoder.encode(obj)",
  "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
  '  File "/usr/lib/python3.12/json/encoder.py", line 200, in encode',
  "    chunks = self.iterencode(o, _one_shot=True)",
  "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
  '  File "/usr/lib/python3.12/json/encoder.py", line 258, in iterencode',
  "    return _iterencode(o, 0)",
  "           ^^^^^^^^^^^^^^^^^",
  '  File "/usr/lib/python3.12/json/encoder.py", line 180, in default',
  "    raise TypeError(f'Object of type {o.__class__.__name__} '",
  "TypeError: Object of type set is not JSON serializable",
].join("\n");

describe("a `-c` one-liner: every statement is on line 1, the raising one is not the first", () => {
  const diff = "diff --git a/reportgen/report.py b/reportgen/report.py\n--- a/reportgen/report.py\n+++ b/reportgen/report.py\n"
    + "@@ -5,2 +5,2 @@ def build():\n-    return {\"tags\": []}\n+    return {\"tags\": set(TAGS)}\n";
  const steps: Step[] = [
    { prompt: "build() in reportgen/report.py must return the report as JSON-ready data, with the tags deduplicated." },
    { edit: "reportgen/report.py", old: "    return {\"tags\": []}", text: "    return {\"tags\": set(TAGS)}" },
    { run: "python -m pytest -q tests/test_report.py", exit: 0, output: "....\n4 passed in 0.12s" },
    { run: "python3 -c \"import json; from reportgen.report import build; print(json.dumps(build()))\"", exit: 1, output: JSON_TRACE },
    { say: "Done: build() now deduplicates the tags and the tests pass." },
  ];
  test("json.dumps of the work's own return value raised: a failure of the work, not of the check", async () => {
    const { verdict, checks, verification } = await run("oneliner", "/app", steps, diff);
    expect(verification.at(-1)?.ownFault).toBeUndefined();
    expect(summaries(checks)).not.toContain("uses nothing of the work");
    expect(verdict).not.toBe("pass");
  });
});

describe("a value the work changed in place, not by assignment", () => {
  const code = [
    "import numpy as np",
    "from covariance import fill_covariance",
    "",
    "rng = np.random.default_rng(1)",
    "data = rng.normal(size=(200, 4))",
    "C = np.zeros((4, 4))",
    "fill_covariance(C, data)",
    "print(C.round(3))",
    "np.linalg.cholesky(C)",
  ].join("\n");
  const trace = [
    "[[ 0.93   0.01  -0.05   0.02 ]",
    " [ 0.01   0.     0.     0.   ]",
    " [-0.05   0.     0.     0.   ]",
    " [ 0.02   0.     0.     0.   ]]",
    "Traceback (most recent call last):",
    '  File "<stdin>", line 9, in <module>',
    '  File "/usr/local/lib/python3.12/site-packages/numpy/linalg/_linalg.py", line 850, in cholesky',
    "    r = gufunc(a, signature=signature)",
    "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    '  File "/usr/local/lib/python3.12/site-packages/numpy/linalg/_linalg.py", line 103, in _raise_linalgerror_nonposdef',
    '    raise LinAlgError("Matrix is not positive definite")',
    "numpy.linalg.LinAlgError: Matrix is not positive definite",
  ].join("\n");
  const diff = "diff --git a/covariance.py b/covariance.py\n--- a/covariance.py\n+++ b/covariance.py\n"
    + "@@ -1,3 +1,5 @@\n def fill_covariance(out, data):\n-    raise NotImplementedError\n+    centered = data - data.mean(axis=0)\n+    out[0] = centered.T @ centered[:, 0] / (len(data) - 1)\n";
  const steps: Step[] = [
    { prompt: "Implement fill_covariance(out, data): write the sample covariance matrix of data into out." },
    { edit: "covariance.py", old: "    raise NotImplementedError", text: "    centered = data - data.mean(axis=0)\n    out[0] = centered.T @ centered[:, 0] / (len(data) - 1)" },
    { run: "python -m pytest -q tests/test_covariance.py", exit: 0, output: "..\n2 passed in 0.21s" },
    { run: `python3 - <<'EOF'\n${code}\nEOF`, exit: 1, output: trace },
    { say: "fill_covariance is implemented and the tests pass." },
  ];
  test("cholesky of the matrix the work filled raised: the work's value reached the line through the call", async () => {
    const { verdict, checks, verification } = await run("inplace", "/app", steps, diff);
    expect(verification.at(-1)?.ownFault).toBeUndefined();
    expect(summaries(checks)).not.toContain("uses nothing of the work");
    expect(verdict).not.toBe("pass");
  });
});

describe("a probe that printed the work's failure before its own line raised", () => {
  const code = [
    "import numpy as np",
    "from stats import mean_ci",
    "lo, hi = mean_ci([1.0, 2.0, 3.0])",
    "print('FAIL: interval', (lo, hi), 'misses the mean 2.0' if not lo < 2.0 < hi else 'ok')",
    "xs = np.linspace(0, 1, 5)",
    "np.polyfit(xs, xs[:4], 1)",
  ].join("\n");
  const trace = [
    "FAIL: interval (2.5, 3.5) misses the mean 2.0",
    "Traceback (most recent call last):",
    '  File "<stdin>", line 6, in <module>',
    '  File "/usr/local/lib/python3.12/site-packages/numpy/lib/_polynomial_impl.py", line 640, in polyfit',
    "    raise TypeError(\"expected x and y to have same length\")",
    "TypeError: expected x and y to have same length",
  ].join("\n");
  const diff = "diff --git a/stats.py b/stats.py\n--- a/stats.py\n+++ b/stats.py\n@@ -3,2 +3,3 @@ def mean_ci(xs):\n-    return None\n+    m = sum(xs) / len(xs)\n+    return m + 0.5, m + 1.5\n";
  const steps: Step[] = [
    { prompt: "mean_ci(xs) must return a confidence interval around the mean of xs." },
    { edit: "stats.py", old: "    return None", text: "    m = sum(xs) / len(xs)\n    return m + 0.5, m + 1.5" },
    { run: "python -m pytest -q tests/test_stats.py", exit: 0, output: "..\n2 passed in 0.02s" },
    { run: `python3 - <<'EOF'\n${code}\nEOF`, exit: 1, output: trace },
    { say: "mean_ci is implemented and the tests pass." },
  ];
  test("the run's output says the work failed: the probe's own fault after it does not make it no result", async () => {
    const { verdict } = await run("printed-fail", "/app", steps, diff);
    expect(verdict).not.toBe("pass");
  });
});

describe("a name bound by a chained assignment", () => {
  const code = ["import numpy as np", "from kernels import gram", "pts = np.eye(3)", "K = Kc = gram(pts)", "np.linalg.cholesky(Kc)"].join("\n");
  const trace = [
    "Traceback (most recent call last):",
    '  File "<stdin>", line 5, in <module>',
    '  File "/usr/local/lib/python3.12/site-packages/numpy/linalg/_linalg.py", line 850, in cholesky',
    "    r = gufunc(a, signature=signature)",
    '  File "/usr/local/lib/python3.12/site-packages/numpy/linalg/_linalg.py", line 103, in _raise_linalgerror_nonposdef',
    '    raise LinAlgError("Matrix is not positive definite")',
    "numpy.linalg.LinAlgError: Matrix is not positive definite",
  ].join("\n");
  const diff = "diff --git a/kernels.py b/kernels.py\n--- a/kernels.py\n+++ b/kernels.py\n@@ -1,2 +1,2 @@ def gram(x):\n-    return None\n+    return -(x @ x.T)\n";
  const steps: Step[] = [
    { prompt: "gram(x) must return the Gram matrix of the rows of x." },
    { edit: "kernels.py", old: "    return None", text: "    return -(x @ x.T)" },
    { run: "python -m pytest -q", exit: 0, output: "...\n3 passed in 0.02s" },
    { run: `python3 - <<'EOF'\n${code}\nEOF`, exit: 1, output: trace },
    { say: "gram is implemented and the tests pass." },
  ];
  test("`K = Kc = gram(pts)`: Kc is the work's value", async () => {
    const { verdict, verification } = await run("chained", "/app", steps, diff);
    expect(verification.at(-1)?.ownFault).toBeUndefined();
    expect(verdict).not.toBe("pass");
  });
});

describe("a value the work reaches by registering itself, not by a name the line reads", () => {
  const code = [
    "import numpy as np",
    "import pandas as pd",
    "import geo_accessor",
    "",
    "df = pd.DataFrame(np.zeros((3, 2)))",
    "print(df.geo.bounds())",
  ].join("\n");
  const trace = [
    "Traceback (most recent call last):",
    '  File "<stdin>", line 6, in <module>',
    '  File "/usr/local/lib/python3.12/site-packages/pandas/core/generic.py", line 6299, in __getattr__',
    "    return object.__getattribute__(self, name)",
    "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    "AttributeError: 'DataFrame' object has no attribute 'geo'",
  ].join("\n");
  const diff = "diff --git a/geo_accessor.py b/geo_accessor.py\n--- a/geo_accessor.py\n+++ b/geo_accessor.py\n@@ -3,2 +3,3 @@ import pandas as pd\n-class GeoAccessor:\n+@pd.api.extensions.register_series_accessor(\"geo\")\n+class GeoAccessor:\n";
  const steps: Step[] = [
    { prompt: "Register GeoAccessor as a pandas DataFrame accessor named `geo`, so df.geo.bounds() works." },
    { edit: "geo_accessor.py", old: "class GeoAccessor:", text: "@pd.api.extensions.register_series_accessor(\"geo\")\nclass GeoAccessor:" },
    { run: "python -m pytest -q tests/test_bounds.py", exit: 0, output: "...\n3 passed in 0.31s" },
    { run: `python3 - <<'EOF'\n${code}\nEOF`, exit: 1, output: trace },
    { say: "GeoAccessor is registered as `df.geo`; the tests pass." },
  ];
  test("`df.geo` missing after `import geo_accessor` is the registration's failure, not the probe's", async () => {
    const { verdict, checks, verification } = await run("accessor", "/app", steps, diff);
    expect(verification.at(-1)?.ownFault).toBeUndefined();
    expect(summaries(checks)).not.toContain("uses nothing of the work");
    expect(verdict).not.toBe("pass");
  });
});

describe("a file the work wrote, read back from a path the code holds in a variable", () => {
  const code = [
    "import sys",
    "import numpy as np",
    "from matstore.export import save_matrix",
    "path = sys.argv[1]",
    "save_matrix(np.eye(3), path)",
    "M = np.load(path)",
    "print(M)",
  ].join("\n");
  const trace = [
    "Traceback (most recent call last):",
    '  File "<stdin>", line 6, in <module>',
    '  File "/usr/local/lib/python3.12/site-packages/numpy/lib/_npyio_impl.py", line 488, in load',
    "    return format.read_array(fid, allow_pickle=allow_pickle,",
    "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    '  File "/usr/local/lib/python3.12/site-packages/numpy/lib/format.py", line 822, in read_array',
    '    raise ValueError("Object arrays cannot be loaded when "',
    "ValueError: Object arrays cannot be loaded when allow_pickle=False",
  ].join("\n");
  const diff = "diff --git a/matstore/export.py b/matstore/export.py\n--- a/matstore/export.py\n+++ b/matstore/export.py\n@@ -4,2 +4,2 @@ def save_matrix(m, path):\n-    raise NotImplementedError\n+    np.save(path, np.array([m, m.shape], dtype=object))\n";
  const steps: Step[] = [
    { prompt: "save_matrix(m, path) must write m to path so that np.load(path) gives it back." },
    { edit: "matstore/export.py", old: "    raise NotImplementedError", text: "    np.save(path, np.array([m, m.shape], dtype=object))" },
    { run: "python -m pytest -q tests/test_export.py", exit: 0, output: "..\n2 passed in 0.11s" },
    { run: `python3 - /tmp/m.npy <<'EOF'\n${code}\nEOF`, exit: 1, output: trace },
    { say: "save_matrix is implemented; np.load gives the matrix back and the tests pass." },
  ];
  test("np.load of what save_matrix wrote raised: the work's file, not the probe's fault", async () => {
    const { verdict, checks, verification } = await run("npload", "/app", steps, diff);
    expect(verification.at(-1)?.ownFault).toBeUndefined();
    expect(summaries(checks)).not.toContain("uses nothing of the work");
    expect(verdict).not.toBe("pass");
  });
});
