/** Two names of one file: equal, or one ends with the other on a folder boundary (`/repo/a/b.py`, `a/b.py`). */
export function samePath(a: string, b: string): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  return long === short || long.endsWith(`/${short}`);
}
