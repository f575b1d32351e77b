/** The program's name without its folder or a version suffix (`/usr/bin/python3.11` → python3.11). */
export function programName(word: string): string {
  return word.replace(/^.*\//, "");
}
