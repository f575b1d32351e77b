import type { ShellWord } from "./lexer.js";

/**
 * Shell variables a line set to a plain value (`PY=/opt/python3.13/bin/python3`, `export BIN=./app`),
 * so that a later `$PY script.py` is read as the program it runs. Only whole-word uses are expanded,
 * and only values with no expansion of their own: anything else the shell computed stays unknown.
 */

export type Variables = Map<string, string>;

const ASSIGNMENT = /^([A-Za-z_]\w*)=(.*)$/s;
const WHOLE_USE = /^\$(?:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\})$/;

/**
 * A command of only assignments (or `export`/`readonly` of them) sets the variables when it surely ran
 * (`certain`); a computed value, or one set in a branch or a loop, forgets them.
 */
export function noteAssignments(words: readonly ShellWord[], variables: Variables, certain: boolean): void {
  const declared = words[0]?.text === "export" || words[0]?.text === "readonly" ? words.slice(1) : words;
  if (declared.length === 0 || !declared.every((word) => ASSIGNMENT.test(word.text))) return;
  for (const word of declared) {
    const [, name = "", value = ""] = ASSIGNMENT.exec(word.text)!;
    if (certain && word.literal && value !== "") variables.set(name, value);
    else variables.delete(name);
  }
}

/** The command only assigns variables (`v=$(…)`, no program): its status is its last command substitution's. */
export function assignsOnly(words: readonly ShellWord[]): boolean {
  return words.length > 0 && words.every((word) => ASSIGNMENT.test(word.text));
}

/** The words with each whole-word use of a known variable (`$PY`, `"${PY}"`) replaced by its value. */
export function expandKnown(words: ShellWord[], variables: Variables): ShellWord[] {
  if (variables.size === 0) return words;
  let expanded: ShellWord[] | null = null;
  words.forEach((word, index) => {
    const use = word.literal ? null : WHOLE_USE.exec(word.text);
    const value = use === null ? undefined : variables.get(use[1] ?? use[2]!);
    if (value === undefined) return;
    expanded ??= [...words];
    expanded[index] = { text: value, literal: true };
  });
  return expanded ?? words;
}

/** A use of a variable inside a word: `$f` or `${f}` in `/tmp/$f.$i.out`. */
const INNER_USE = /\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/g;
/** What else a word may expand: a command substitution, backticks, arithmetic, a parameter with an operator. */
const OTHER_EXPANSION = /\$[({]|`/;

/**
 * A redirection's target with every variable it uses known (`> /tmp/$f.$i.out` in a loop over literal
 * words): the path the shell wrote, as a literal; the target itself when a use is unknown.
 */
export function expandTarget(word: ShellWord, variables: Variables): ShellWord {
  if (word.literal || variables.size === 0 || !word.text.includes("$")) return word;
  let unknown = false;
  const text = word.text.replace(INNER_USE, (use, braced: string | undefined, bare: string | undefined) => {
    const value = variables.get(braced ?? bare!);
    if (value === undefined) unknown = true;
    return value ?? use;
  });
  return unknown || OTHER_EXPANSION.test(text) || text.includes("$") ? word : { text, literal: true };
}

/** A whole-word use of the positional parameters: `"$@"`, `$*`, `${@}`, or one of them, `$1`, `"${2}"`. */
const POSITIONAL_USE = /^\$(?:([@*])|\{([@*])\}|([1-9])|\{([1-9])\})$/;

/**
 * Inside a function's body, the words with each whole-word use of its parameters replaced by the words it
 * was called with: `"$@"` by all of them (none when it got none), `$1` by the first. Outside a function
 * (`positional` null) the words are left as they are.
 */
export function expandPositional(words: ShellWord[], positional: readonly ShellWord[] | null): ShellWord[] {
  if (positional === null || !words.some((word) => !word.literal && POSITIONAL_USE.test(word.text))) return words;
  return words.flatMap((word) => {
    const use = word.literal ? null : POSITIONAL_USE.exec(word.text);
    if (use === null) return [word];
    const index = use[3] ?? use[4];
    if (index === undefined) return [...positional];
    const value = positional[Number(index) - 1];
    return value === undefined ? [] : [value];
  });
}
