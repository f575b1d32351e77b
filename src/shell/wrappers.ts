import { programName } from "./program.js";

/**
 * Peels the programs that only run another one (`sudo`, `timeout 60`, `uv run`, `npx`,
 * `docker compose run app`, `python -m`) off a simple command, so the program that does the work
 * is the one classified. A shell given a script (`bash -lc '…'`) is returned as that script.
 */
export type Unwrapped = { argv: string[] } | { script: string };

/** Wrappers that take no operand of their own before the command: `nohup make`. */
const BARE = new Set(["sudo", "nohup", "time", "command", "exec", "nice", "ionice", "chronic", "unbuffer", "caffeinate", "xvfb-run", "stdbuf", "env", "cross-env", "dotenv", "catchsegv", "valgrind", "strace", "ltrace", "faketime", "firejail", "setsid"]);

/** Runner prefixes: `<tool> <word>` followed by the command (`poetry run pytest`, `bundle exec rspec`). */
const PREFIXES: readonly (readonly string[])[] = [
  ["uv", "run"], ["poetry", "run"], ["pipenv", "run"], ["pdm", "run"], ["hatch", "run"], ["rye", "run"], ["conda", "run"], ["mamba", "run"], ["micromamba", "run"], ["pixi", "run"],
  ["bundle", "exec"], ["pnpm", "exec"], ["pnpm", "dlx"], ["yarn", "dlx"], ["yarn", "exec"], ["npm", "exec"], ["bun", "x"], ["opam", "exec"], ["nix", "develop"], ["nix-shell", "--run"], ["mise", "exec"], ["asdf", "exec"], ["direnv", "exec"],
  ["docker", "compose", "run"], ["docker", "compose", "exec"], ["docker-compose", "run"], ["docker-compose", "exec"], ["docker", "run"], ["docker", "exec"], ["podman", "run"], ["podman", "exec"], ["kubectl", "exec"],
];
const NPX_LIKE = new Set(["npx", "pnpx", "bunx", "uvx", "pipx"]);

/** Container commands name a service, image or container before the command they run. */
const CONTAINER_TARGET = new Set(["docker", "docker-compose", "podman", "kubectl"]);

/** Options whose value is the next word, for the wrappers above (`timeout -s KILL 60`, `-n env`). */
const VALUED = /^(?:-[nuskweC]|--(?:name|user|group|workdir|env|env-file|kill-after|signal|with|python|project|directory|package|entrypoint|volume|network|cwd|prefix|from|environment|shell|context|container|namespace))$/;

/**
 * Launchers that run the Python script they are given, with options of their own before it
 * (`torchrun --nproc_per_node 2 train.py`, `python -m cProfile -o prof x.py`, `accelerate launch x.py`).
 * An option's value may stand apart from it, so the script is the first word naming a `.py` file.
 */
const SCRIPT_LAUNCHERS = new Set(["torchrun", "torch.distributed.run", "torch.distributed.launch", "deepspeed", "cProfile", "profile", "pdb", "trace"]);
const PYTHON_SCRIPT = /\.py$/;

const MAX_UNWRAPS = 8;

export function unwrap(argv: readonly string[]): Unwrapped {
  let words = [...argv];
  for (let round = 0; round < MAX_UNWRAPS && words.length > 0; round += 1) {
    words = dropAssignments(words);
    const script = shellScript(words);
    if (script !== null) return { script };
    const next = peel(words);
    if (next === null) break;
    words = next;
  }
  return { argv: dropAssignments(words) };
}

/** One wrapper off the front, or null when the first word is the real program. */
function peel(words: string[]): string[] | null {
  const tool = programName(words[0]!);
  if (BARE.has(tool)) return skipOptions(words.slice(1), VALUED);
  if (tool === "timeout") {
    const rest = skipOptions(words.slice(1), VALUED);
    return rest.slice(1);
  }
  if (NPX_LIKE.has(tool)) return skipOptions(words.slice(1), /^(?:-p|--package)$/).filter((_, index, all) => !(index === 0 && all[0] === "--"));
  if (/^python[\d.]*$/.test(tool)) {
    // the interpreter's own flags may come first (`python -Werror -m unittest`, `python -X dev -m pytest`)
    const at = pythonModuleFlag(words);
    if (at !== -1 && words[at + 1]) return [words[at + 1]!, ...words.slice(at + 2)];
  }
  if (SCRIPT_LAUNCHERS.has(tool) || (tool === "accelerate" && words[1] === "launch")) return launchedScript(words);
  for (const prefix of PREFIXES) {
    if (tool !== prefix[0] || !prefix.slice(1).every((word, index) => words[index + 1] === word)) continue;
    let rest = skipOptions(words.slice(prefix.length), VALUED);
    if (CONTAINER_TARGET.has(prefix[0]!)) rest = rest.slice(1);
    return rest[0] === "--" ? rest.slice(1) : rest;
  }
  return null;
}

/** Python's flags that take the next word as their value (`-W error`, `-X dev`). */
const PYTHON_VALUED = new Set(["-W", "-X", "--check-hash-based-pycs"]);

/** The index of `-m` among Python's leading flags, or -1 when it runs a script, code (`-c`) or nothing. */
function pythonModuleFlag(words: readonly string[]): number {
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index]!;
    if (word === "-m") return index;
    if (!word.startsWith("-") || word === "-c" || word === "-" || word === "--") return -1;
    if (PYTHON_VALUED.has(word)) index += 1;
  }
  return -1;
}

/** The launched script run by Python, with its arguments; null when it runs no script file (`torchrun -m pkg`). */
function launchedScript(words: string[]): string[] | null {
  const script = words.findIndex((word, index) => index > 0 && !word.startsWith("-") && PYTHON_SCRIPT.test(word));
  return script < 0 ? null : ["python", ...words.slice(script)];
}

function skipOptions(words: string[], valued: RegExp): string[] {
  let index = 0;
  while (index < words.length && (words[index]!.startsWith("-") || /^[A-Za-z_]\w*=/.test(words[index]!))) {
    if (words[index] === "--") return words.slice(index + 1);
    index += valued.test(words[index]!) ? 2 : 1;
  }
  return words.slice(index);
}

function dropAssignments(words: string[]): string[] {
  let index = 0;
  while (index < words.length - 1 && /^[A-Za-z_]\w*=/.test(words[index]!)) index += 1;
  return words.slice(index);
}

/** `bash -lc 'npm test'`, `sh -c "…"`: the script the shell is told to run. */
function shellScript(words: string[]): string | null {
  if (!/^(?:ba|z|da|k|fi)?sh$/.test(programName(words[0] ?? ""))) return null;
  const flag = words.findIndex((word, index) => index > 0 && /^-[a-z]*c[a-z]*$/.test(word));
  return flag > 0 ? (words[flag + 1] ?? null) : null;
}
