// The bundles' module factories written as `function` expressions instead of arrows, so that V8
// compiles each one with the file that holds it instead of at its first call.
//
// ncc (webpack) wraps every module of a bundle in a factory, `/***/ ((module, …) => {`, called once
// when the module is first required. V8 compiles a function lazily: a file's compile only pre-parses
// the factory, and its first call parses it again in full. A function expression right after an
// opening parenthesis (`(function (…) {`) is compiled eagerly with its file instead (V8's PIFE
// heuristic); an arrow is not. Every factory of the CLI runs on a `verify`, so each was parsed twice:
// written as functions, a small `verify --no-llm` took 200-204 ms against 223-237 (bench/RESULTS.md,
// Run 34). The change is only the factory's head: webpack writes an arrow factory only for a module
// that reads no top-level `this` (it turns an ES module's into `undefined`), so the body means the same.

/** A factory's head as ncc writes it, on a line of its own: its parameters are plain names. */
const ARROW_FACTORY = /^\/\*\*\*\/ \(\(([A-Za-z_$][\w$]*(?:, [A-Za-z_$][\w$]*)*)\) => \{$/gm;
/** Any factory head still opening on `((`: a form the rewrite does not know, so the build stops. */
const UNKNOWN_FACTORY = /^\/\*\*\*\/ \(\(/m;

/** `code` with each arrow factory written as a function expression; throws on a factory head it cannot read. */
export function eagerFactories(code) {
  const rewritten = code.replace(ARROW_FACTORY, (_, params) => `/***/ (function (${params}) {`);
  const unknown = rewritten.match(UNKNOWN_FACTORY);
  if (unknown) {
    const line = rewritten.slice(unknown.index, rewritten.indexOf("\n", unknown.index));
    throw new Error(`a module factory the build cannot rewrite: ${line}`);
  }
  return rewritten;
}
