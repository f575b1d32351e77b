/**
 * The import graph of src/, read with TypeScript's own pre-processor (static imports, re-exports,
 * `import type` and `import()` alike), folded into rooms: a room is a folder, and each file at the
 * top of src/ (the shared model, errors, the entry points) is a room of its own.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

export interface ImportEdge {
  from: string;
  to: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The .ts file a relative specifier names (`./x.js` is written for `./x.ts`), or null for a package. */
function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base.replace(/\.js$/, ".ts"), `${base}.ts`, join(base, "index.ts")];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Every import from one file of `root` to another, paths relative to `root`, "/"-separated. */
export function importEdges(root: string): ImportEdge[] {
  const name = (path: string) => relative(root, path).split(sep).join("/");
  return sourceFiles(root).flatMap((file) => {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    return info.importedFiles.flatMap((imported) => {
      const target = resolveSpecifier(file, imported.fileName);
      return target === null ? [] : [{ from: name(file), to: name(target) }];
    });
  });
}

/** The room a file (relative to src/) belongs to: its folder, or itself at the top. */
export function roomOf(file: string): string {
  const slash = file.lastIndexOf("/");
  return slash === -1 ? file : file.slice(0, slash);
}

/**
 * One cycle as a path `a → b → … → a`, or null when there is no circle; nodes are what `nodeOf`
 * makes of a file (its room by default, or the file itself).
 */
export function findCycle(edges: readonly ImportEdge[], nodeOf: (file: string) => string = roomOf): string[] | null {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [nodeOf(from), nodeOf(to)];
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    next.get(a)!.add(b);
  }
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (room: string): string[] | null => {
    if (state.get(room) === "done") return null;
    if (state.get(room) === "open") return [...path.slice(path.indexOf(room)), room];
    state.set(room, "open");
    path.push(room);
    for (const target of [...(next.get(room) ?? [])].sort()) {
      const cycle = visit(target);
      if (cycle !== null) return cycle;
    }
    path.pop();
    state.set(room, "done");
    return null;
  };
  for (const room of [...next.keys()].sort()) {
    const cycle = visit(room);
    if (cycle !== null) return cycle;
  }
  return null;
}

/**
 * Imports that run back up: from a file in a nested room to a file of a room that contains it
 * (`github/gate/x.ts` → `github/flow.ts`). The top of src/ is exempt: its files are rooms of their own.
 */
export function upwardImports(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => roomOf(from).startsWith(`${roomOf(to)}/`));
}
