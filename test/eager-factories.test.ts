import { readdirSync, readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { eagerFactories } from "../scripts/eager-factories.mjs";

/** A bundle as ncc writes one: factories keyed by id, a require that calls each once, module-scope `this` read by none. */
const BUNDLE = [
  "var __webpack_modules__ = ({",
  "",
  "/***/ 12:",
  "/***/ ((module) => {",
  "",
  "module.exports = { answer: 42, arrow: (() => 1)() };",
  "",
  "/***/ }),",
  "",
  "/***/ 7:",
  "/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {",
  "",
  "const inner = (x) => x * 2;",
  "__webpack_exports__.value = inner(__nccwpck_require__(12).answer);",
  "__webpack_exports__.self = typeof this;",
  "",
  "/***/ })",
  "",
  "});",
  "var cache = {};",
  "function __nccwpck_require__(id) {",
  "  if (cache[id]) return cache[id].exports;",
  "  var module = cache[id] = { exports: {} };",
  "  __webpack_modules__[id](module, module.exports, __nccwpck_require__);",
  "  return module.exports;",
  "}",
  "return __nccwpck_require__(7);",
].join("\n");

/** Runs a bundle as an ES module's strict code runs: module-scope `this` is undefined. */
function evaluate(code: string): unknown {
  return runInNewContext(`(function () {\n"use strict";\n${code}\n}).call(undefined)`, {});
}

describe("eagerFactories", () => {
  test("writes each factory head as a function expression and nothing else", () => {
    const rewritten = eagerFactories(BUNDLE);
    expect(rewritten).toContain("/***/ (function (module) {");
    expect(rewritten).toContain("/***/ (function (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {");
    expect(rewritten).not.toMatch(/^\/\*\*\*\/ \(\(/m);
    const changed = rewritten.split("\n").filter((line, index) => line !== BUNDLE.split("\n")[index]);
    expect(changed).toHaveLength(2);
  });

  test("the rewritten bundle exports the same values", () => {
    const before = evaluate(BUNDLE);
    expect(before).toEqual({ value: 84, self: "undefined" });
    // a factory called as a member of the modules object now sees that object as `this`: webpack
    // writes arrows only for modules that read no top-level `this`, which this one reads for the test
    expect(evaluate(eagerFactories(BUNDLE))).toEqual({ value: 84, self: "object" });
  });

  test("refuses a factory head it does not know instead of leaving it lazy", () => {
    for (const head of ["/***/ ((module, exports = {}) => {", "/***/ ((module) =>", "/***/ (( module) => {"]) {
      expect(() => eagerFactories(BUNDLE.replace("/***/ ((module) => {", head))).toThrow(/a module factory the build cannot rewrite/);
    }
  });

  test("leaves a text with no factory as it is", () => {
    const plain = "export const id = 1;\nconst f = ((a) => a);\n";
    expect(eagerFactories(plain)).toBe(plain);
  });

  test("the committed bundles hold no arrow factory: the build made them eager", () => {
    const bundles = readdirSync("dist").filter((name) => name.endsWith(".js"));
    expect(bundles.length).toBeGreaterThan(2);
    for (const name of bundles) expect(readFileSync(`dist/${name}`, "utf8"), name).not.toMatch(/^\/\*\*\*\/ \(\(/m);
    for (const name of ["cli.js", "index.js"]) expect(readFileSync(`dist/${name}`, "utf8"), name).toMatch(/^\/\*\*\*\/ \(function \(/m);
  });
});
