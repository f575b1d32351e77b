/**
 * `verify --no-llm` loads the judge's settings (src/judge/settings.ts) and never the judge itself:
 * the `openai` client and the tokenizer's ranks cost ~40 ms to load. Read from the sources' own
 * imports: what runs when a module loads (static value imports and re-exports, not `import type`
 * nor `import()`), from verify.ts and the stages it loads before it knows whether the judge runs.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** What verify.ts loads for every verification (its `loadTranscripts`, `loadChecks`, `loadJudgeSettings`). */
const NO_LLM_ROOTS = ["src/verify.ts", "src/transcript/index.ts", "src/checks/index.ts", "src/judge/settings.ts"];
/** The judge's heavy packages. */
const HEAVY = [/^openai(\/|$)/, /^js-tiktoken(\/|$)/];

/** Specifiers a module loads when it runs: value imports and re-exports, not type-only ones nor `import()`. */
function loadedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const runs = ts.isImportDeclaration(statement)
      ? !importsOnlyTypes(statement)
      : ts.isExportDeclaration(statement) && !exportsOnlyTypes(statement);
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ? statement.moduleSpecifier : undefined;
    if (runs && specifier !== undefined) found.push(specifierText(specifier));
  }
  return found;
}

function importsOnlyTypes(statement: ts.ImportDeclaration): boolean {
  const clause = statement.importClause;
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly);
}

function exportsOnlyTypes(statement: ts.ExportDeclaration): boolean {
  if (statement.isTypeOnly) return true;
  const clause = statement.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

function specifierText(node: ts.Expression): string {
  return (node as ts.StringLiteral).text;
}

/** Every file and package that loading `roots` runs, relative to the repository. */
function loadedClosure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith(".ts")) continue;
    for (const specifier of loadedSpecifiers(file)) {
      if (!specifier.startsWith(".")) {
        seen.add(specifier);
        continue;
      }
      const base = resolve(dirname(file), specifier).replace(/\.js$/, "");
      const target = [`${base}.ts`, join(base, "index.ts")].find((path) => existsSync(path));
      if (target !== undefined) pending.push(relative(".", target));
    }
  }
  return seen;
}

const heavy = (loaded: Set<string>) => [...loaded].filter((name) => HEAVY.some((pattern) => pattern.test(name))).sort();

describe("what a verification loads before the judge runs", () => {
  it("never the judge's client nor its tokenizer", () => {
    const loaded = loadedClosure(NO_LLM_ROOTS);
    expect(loaded).toContain("src/judge/config.ts");
    expect(loaded).toContain("src/judge/outcome.ts");
    expect(loaded).not.toContain("src/judge/index.ts");
    expect(heavy(loaded)).toEqual([]);
  });

  it("reads the imports that load them (the judge itself reaches both)", () => {
    expect(heavy(loadedClosure(["src/judge/index.ts"]))).toEqual(["js-tiktoken/lite", "js-tiktoken/ranks/o200k_base", "openai"]);
  });
});
