/**
 * Code that reads a file and writes it back through a handle it named: `p = Path("src/v.py");
 * s = p.read_text(); p.write_text(s.replace(…))`, or Node's `fs.readFileSync(p)` … `fs.writeFileSync(p, …)`.
 * Its purpose is the edit: its asserts (`assert old in s`) guard the replacement, they check nothing of the work.
 */

/** A name bound to a path object or a path string: `p = Path("a.py")`, `const p = "a.js"`, `path = 'a.py'`. */
const BOUND_PATH = /^[ \t]*(?:(?:const|let|var)[ \t]+)?([A-Za-z_$][\w$]*)[ \t]*=[ \t]*(?:(?:pathlib\.)?Path\([ \t]*)?(['"`])([^'"`\n]+)\2/gm;
/** A method of a path object that reads or writes the whole file: `p.read_text()`, `p.write_bytes(b)`. */
const HANDLE_METHOD = /\b([A-Za-z_]\w*)\.(read_text|read_bytes|write_text|write_bytes)\(/g;
/** Node's whole-file calls, on a literal path or a name: `fs.readFileSync("a.js", "utf8")`, `writeFileSync(p, s)`. */
const NODE_FILE_CALL = /\b(readFileSync|writeFileSync|readFile|writeFile)\(\s*(?:(['"`])([^'"`\n]+)\2|([A-Za-z_$][\w$]*))/g;

export function rewritesThroughHandle(code: string): boolean {
  if (!/read_text|read_bytes|readFile/.test(code)) return false;
  const bound = new Map([...code.matchAll(BOUND_PATH)].map(([, name, , path]) => [name!, path!]));
  const read = new Set<string>();
  const written = new Set<string>();
  const note = (path: string | undefined, writes: boolean) => {
    if (path !== undefined) (writes ? written : read).add(path);
  };
  for (const [, name, method] of code.matchAll(HANDLE_METHOD)) note(bound.get(name!), method!.startsWith("write"));
  for (const [, call, , literal, name] of code.matchAll(NODE_FILE_CALL)) note(literal ?? bound.get(name!), call!.startsWith("write"));
  return [...written].some((path) => read.has(path));
}
