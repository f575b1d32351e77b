export const id = 138;
export const ids = [138];
export const modules = {

/***/ 2452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ stripWrappers),
/* harmony export */   w: () => (/* binding */ commandWrites)
/* harmony export */ });
const writes = (words, kind) => words.map((word) => ({ word, kind }));
/** Options that take a value as the next word, per command (so the value is not read as a file). */
const VALUE_OPTIONS = {
    sed: /^-[a-zA-Z]*[ef]$|^--(?:expression|file)$/,
    perl: /^-[a-zA-Z]*e$/,
    cp: /^-[tS]$|^--(?:target-directory|suffix)$/,
    mv: /^-[tS]$|^--(?:target-directory|suffix)$/,
    install: /^-[mogtS]$|^--(?:mode|owner|group|target-directory|suffix)$/,
    ln: /^-[tS]$|^--(?:target-directory|suffix)$/,
    touch: /^-[dtr]$|^--(?:date|reference)$/,
    truncate: /^-[sr]$|^--(?:size|reference)$/,
    tee: /^$/,
    rm: /^$/,
};
/** The command's operands: words that are not options, nor the values of options. */
function operands(verb, args) {
    const takesValue = VALUE_OPTIONS[verb] ?? /^$/;
    const result = [];
    let optionsEnded = false;
    for (let index = 0; index < args.length; index += 1) {
        const text = args[index].text;
        if (!optionsEnded && text === "--")
            optionsEnded = true;
        else if (!optionsEnded && text.startsWith("-") && text.length > 1)
            index += Number(takesValue.test(text));
        else
            result.push(args[index]);
    }
    return result;
}
/** `cp a b`, `cp a b dir/`, `cp -t dir a b`: the files written, and the sources. */
function copyTargets(verb, args) {
    const targetOption = args.findIndex((arg) => arg.text === "-t" || arg.text === "--target-directory");
    const files = operands(verb, args);
    const directory = targetOption >= 0 ? args[targetOption + 1] : files.length >= 2 ? files[files.length - 1] : undefined;
    if (!directory)
        return { sources: [], written: [] };
    const sources = targetOption >= 0 ? files : files.slice(0, -1);
    const intoDirectory = targetOption >= 0 || sources.length > 1 || /[\\/]$|^\.\.?$/.test(directory.text);
    const written = intoDirectory
        ? sources.map((source) => ({ text: `${directory.text.replace(/[\\/]$/, "")}/${source.text.split("/").pop()}`, literal: directory.literal && source.literal }))
        : [directory];
    return { sources, written };
}
function sedOrPerlInPlace(verb, args) {
    const inPlace = args.some((arg) => (verb === "sed" ? /^-[a-zA-Z]*i|^--in-place/ : /^-[a-zA-Z]*i/).test(arg.text));
    if (!inPlace)
        return [];
    const scriptOption = VALUE_OPTIONS[verb];
    // BSD sed spells "no backup" as a separate empty word: `sed -i '' 's/a/b/' f`
    const files = operands(verb, args).filter((word) => word.text !== "");
    // the script is the value of -e (or -f); without one it is the first operand
    return writes(args.some((arg) => scriptOption.test(arg.text)) ? files : files.slice(1), "update");
}
/** `-o file` / `--output file` / `-ofile` / `--output=file`, for curl and wget. */
function optionValue(args, short, long) {
    for (let index = 0; index < args.length; index += 1) {
        const text = args[index].text;
        if (text === short || text === long)
            return args[index + 1];
        if (text.startsWith(`${long}=`))
            return { ...args[index], text: text.slice(long.length + 1) };
        if (text.startsWith(short) && text.length > short.length && !text.startsWith("--"))
            return { ...args[index], text: text.slice(short.length) };
    }
    return undefined;
}
const UNIX = {
    tee: (args) => writes(operands("tee", args), "unknown"),
    touch: (args) => writes(operands("touch", args), "unknown"),
    truncate: (args) => writes(operands("truncate", args), "update"),
    rm: (args) => writes(operands("rm", args), "delete"),
    unlink: (args) => writes(operands("rm", args), "delete"),
    sed: (args) => sedOrPerlInPlace("sed", args),
    perl: (args) => sedOrPerlInPlace("perl", args),
    cp: (args) => writes(copyTargets("cp", args).written, "unknown"),
    install: (args) => (args.some((arg) => arg.text === "-d") ? [] : writes(copyTargets("install", args).written, "unknown")),
    mv: (args) => {
        const { sources, written } = copyTargets("mv", args);
        return [...writes(sources, "delete"), ...writes(written, "unknown")];
    },
    ln: (args) => {
        const files = operands("ln", args);
        return files.length >= 2 ? writes(files.slice(-1), "create") : [];
    },
    dd: (args) => writes(args.filter((arg) => arg.text.startsWith("of=")).map((arg) => ({ ...arg, text: arg.text.slice(3) })), "unknown"),
    curl: (args) => {
        const output = optionValue(args, "-o", "--output");
        return output ? writes([output], "unknown") : [];
    },
    wget: (args) => {
        const output = optionValue(args, "-O", "--output-document");
        return output && output.text !== "-" ? writes([output], "unknown") : [];
    },
};
/** PowerShell parameters that take a value; every other `-Name` is a switch. */
const PS_VALUE_PARAMS = /^-(?:path|literalpath|filepath|destination|value|encoding|itemtype|name|filter|include|exclude|inputobject|width|delimiter|target)(?::.*)?$/i;
function powershellArgs(args) {
    const named = new Map();
    const positional = [];
    for (let index = 0; index < args.length; index += 1) {
        const word = args[index];
        const param = /^-([A-Za-z]+)(?::(.*))?$/.exec(word.text);
        if (!param)
            positional.push(word);
        else if (param[2] !== undefined)
            named.set(param[1].toLowerCase(), { ...word, text: param[2] });
        else if (PS_VALUE_PARAMS.test(word.text) && args[index + 1])
            named.set(param[1].toLowerCase(), args[++index]);
    }
    return { named, positional };
}
function psPath(args) {
    const { named, positional } = powershellArgs(args);
    const path = named.get("path") ?? named.get("literalpath") ?? named.get("filepath") ?? positional[0];
    return path ? [path] : [];
}
function psCopy(args, moves) {
    const { named, positional } = powershellArgs(args);
    const source = named.get("path") ?? named.get("literalpath") ?? positional[0];
    const destination = named.get("destination") ?? positional[named.has("path") || named.has("literalpath") ? 0 : 1];
    return [...(moves && source ? writes([source], "delete") : []), ...(destination ? writes([destination], "unknown") : [])];
}
/** cmd's own switches (`/q`, `/s`, `/y`), distinct from a Unix path such as `/app`. */
const CMD_SWITCH = /^\/[A-Za-z](?::\S*)?$|^-/;
const WINDOWS = {
    "set-content": (args) => writes(psPath(args), "unknown"),
    "add-content": (args) => writes(psPath(args), "update"),
    ac: (args) => writes(psPath(args), "update"),
    "out-file": (args) => writes(psPath(args), "unknown"),
    "remove-item": (args) => writes(psPath(args), "delete"),
    ri: (args) => writes(psPath(args), "delete"),
    "new-item": (args) => (/^dir/i.test(powershellArgs(args).named.get("itemtype")?.text ?? "") ? [] : writes(psPath(args), "create")),
    ni: (args) => (/^dir/i.test(powershellArgs(args).named.get("itemtype")?.text ?? "") ? [] : writes(psPath(args), "create")),
    "copy-item": (args) => psCopy(args, false),
    "move-item": (args) => psCopy(args, true),
    del: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)), "delete"),
    erase: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)), "delete"),
    copy: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)).slice(1, 2), "unknown"),
    move: (args) => {
        const files = args.filter((arg) => !CMD_SWITCH.test(arg.text));
        return files.length === 2 ? [...writes(files.slice(0, 1), "delete"), ...writes(files.slice(1), "unknown")] : [];
    },
};
/** The files a simple command writes by what it is (not by its redirections). */
function commandWrites(words, windows) {
    const [verb, ...args] = stripWrappers(words);
    if (!verb || !verb.literal)
        return [];
    const name = verb.text.split(/[\\/]/).pop().replace(/\.exe$/i, "");
    const lower = name.toLowerCase();
    const handler = Object.hasOwn(UNIX, name) ? UNIX[name] : Object.hasOwn(WINDOWS, lower) ? WINDOWS[lower] : undefined;
    // `copy` and `move` are cmd's only when the command is read as Windows (Unix has no such tools)
    if (!handler || (!windows && ["copy", "move"].includes(lower)))
        return [];
    return handler(args);
}
const WRAPPERS = new Set(["sudo", "env", "nohup", "exec", "command", "nice", "stdbuf", "time", "builtin"]);
const PROJECT_RUNNERS = new Set(["uv", "poetry", "pipenv", "pdm", "hatch"]);
/** The command's own words, without `sudo`, `env VAR=x`, `timeout 5`, `uv run` and the like. */
function stripWrappers(words) {
    let rest = words;
    for (;;) {
        while (/^[A-Za-z_]\w*=/.test(rest[0]?.text ?? ""))
            rest = rest.slice(1);
        const head = rest[0]?.text ?? "";
        if (WRAPPERS.has(head)) {
            rest = rest.slice(1);
            while (rest[0]?.text.startsWith("-"))
                rest = rest.slice(/^-[ugCDp]$/.test(rest[0].text) ? 2 : 1);
        }
        else if (head === "timeout") {
            rest = rest.slice(1);
            while (rest[0]?.text.startsWith("-"))
                rest = rest.slice(/^-[sk]$/.test(rest[0].text) ? 2 : 1);
            rest = rest.slice(1);
        }
        else if (PROJECT_RUNNERS.has(head) && rest[1]?.text === "run") {
            rest = rest.slice(2);
        }
        else {
            return rest;
        }
    }
}


/***/ }),

/***/ 8138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ resolvePath),
  h: () => (/* binding */ shellWrites)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/transcript/command-writes.ts
var command_writes = __webpack_require__(2452);
;// CONCATENATED MODULE: ./src/transcript/script-writes.ts
/**
 * Files a Python or Node script given inline writes, when it names them by a literal path (or a
 * name bound once to a literal): `open('out.json', 'w')`, `Path('x').write_text(…)`,
 * `fs.writeFileSync('x', …)`. A path computed at run time is not in the transcript: left out.
 */
function scriptWrites(code, language) {
    const names = literalNames(code);
    const rules = language === "python" ? PYTHON_RULES : NODE_RULES;
    const changes = [];
    for (const rule of rules) {
        for (const match of code.matchAll(rule.pattern)) {
            if (rule.mode && !rule.mode(match.groups?.mode ?? ""))
                continue;
            for (const [group, kind] of rule.paths) {
                const path = script_writes_valueOf(match.groups?.[group], names);
                if (path !== null)
                    changes.push({ path, kind, inferred: true });
            }
        }
    }
    return changes;
}
/** One argument: a string literal or a bare name (resolved through the script's assignments). */
const ARG = String.raw `(?:[rRbB]?(?:'[^'\n]*'|"[^"\n]*")|[A-Za-z_]\w*)`;
const arg = (name) => `(?<${name}>${ARG})`;
const writesMode = (mode) => /[wax+]/.test(mode);
const PYTHON_RULES = [
    {
        pattern: new RegExp(String.raw `\b(?:io\.|codecs\.)?open\(\s*${arg("path")}\s*,\s*(?:mode\s*=\s*)?[rRbB]?['"](?<mode>[rwabxt+]+)['"]`, "g"),
        paths: [["path", "unknown"]],
        mode: writesMode,
    },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.(?:write_text|write_bytes|touch)\(`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.open\(\s*(?:mode\s*=\s*)?['"](?<mode>[rwabxt+]+)['"]`, "g"), paths: [["path", "unknown"]], mode: writesMode },
    { pattern: new RegExp(String.raw `\b(?<path>[A-Za-z_]\w*)\.(?:write_text|write_bytes)\(`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\bPath\(\s*${arg("path")}\s*\)\.unlink\(`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `\bos\.(?:remove|unlink)\(\s*${arg("path")}\s*\)`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `\bshutil\.(?:copy|copy2|copyfile)\(\s*${ARG}\s*,\s*${arg("path")}\s*\)`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\b(?:shutil\.move|os\.rename|os\.replace)\(\s*${arg("from")}\s*,\s*${arg("path")}\s*\)`, "g"), paths: [["from", "delete"], ["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\.(?:to_csv|to_json|to_parquet|to_excel|savefig)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `\b(?:np|numpy)\.(?:save|savetxt|savez)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
];
const FS = String.raw `\b(?:fs|fsp|fs\.promises|promises)\.`;
const NODE_RULES = [
    { pattern: new RegExp(String.raw `(?:${FS}|\b)(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `${FS}(?:unlinkSync|unlink|rmSync|rm)\(\s*${arg("path")}`, "g"), paths: [["path", "delete"]] },
    { pattern: new RegExp(String.raw `${FS}(?:copyFileSync|copyFile|cpSync)\(\s*${ARG}\s*,\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
    { pattern: new RegExp(String.raw `${FS}(?:renameSync|rename)\(\s*${arg("from")}\s*,\s*${arg("path")}`, "g"), paths: [["from", "delete"], ["path", "unknown"]] },
];
/** Names bound to a literal path once in the script (`out = 'result.json'`, `const p = "x"`). */
function literalNames(code) {
    const seen = new Map();
    const binding = /(?:^|[\s;(,])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(?:Path\(\s*)?[rRbB]?(['"])([^'"\n{}]+)\2\s*\)?\s*(?=$|[;\n,)])/gm;
    for (const match of code.matchAll(binding)) {
        const [name, value] = [match[1], match[3]];
        seen.set(name, seen.has(name) && seen.get(name) !== value ? null : value);
    }
    return new Map([...seen].filter((entry) => entry[1] !== null));
}
/** A literal's text, or the literal a name is bound to; null when neither. */
function script_writes_valueOf(argument, names) {
    if (!argument)
        return null;
    const literal = /^[rRbB]?(['"])(.*)\1$/.exec(argument);
    if (literal)
        return literal[2].includes("{") ? null : literal[2];
    return names.get(argument) ?? null;
}

// EXTERNAL MODULE: ./src/transcript/shell-words.ts
var shell_words = __webpack_require__(540);
;// CONCATENATED MODULE: ./src/transcript/shell-writes.ts




/** Redirections that write their target; `>&` only when its target is a file, not a descriptor. */
const WRITE_REDIRECTS = new Set([">", ">>", ">|", "&>", "&>>", "<>", ">&"]);
/** Targets that are devices or streams, not files of the work (`nul` is cmd's, `$null` PowerShell's). */
const NOT_A_FILE = /^(?:\/dev\/|\/proc\/self\/fd\/)|^(?:nul|con|-)$|^\d+$/i;
/** A recorder's mark that the command was cut here (`…(+56 chars)`): the words before it are incomplete. */
const CUT_MARK = /(?:\.\.\.|…)\s*(?:\(\+?\d+\s*(?:more\s+)?(?:chars|characters|bytes)\)|\[truncated\])\s*$/;
/** Nested shells reached through `bash -c` or heredocs are read to this depth, no further. */
const MAX_NESTING = 4;
/**
 * The files a shell command writes, resolved against the directory it runs in: redirections,
 * file commands (`tee`, `sed -i`, `cp`, `rm`, …), scripts it hands to an interpreter
 * (`python3 - <<EOF`, `node -e`, `bash -c`) and PowerShell/cmd file commands. Paths that hold
 * an expansion or a glob are left out: the path the shell used is not in the transcript.
 */
function shellWrites(command, context, nesting = 0) {
    if (nesting > MAX_NESTING)
        return [];
    const cut = CUT_MARK.exec(command);
    // in a cut command the last word may be partial and the last command's operands incomplete
    // (`mv a b …` has lost its destination): only its redirections before the cut are kept
    const text = cut ? command.slice(0, cut.index).replace(/\S+$/, "") : command;
    const script = (0,shell_words/* parseShell */.a)(text, { windows: context.windows });
    const lastCommand = cut ? script.commands.at(-1) : undefined;
    const changes = [];
    const cwds = [context.cwd];
    for (const cmd of script.commands) {
        cwds.length = Math.min(cwds.length, cmd.depth + 1);
        while (cwds.length < cmd.depth + 1)
            cwds.push(cwds[cwds.length - 1] ?? null);
        const cwd = cwds[cmd.depth] ?? null;
        const next = changeDirectory(cmd, cwd);
        if (next !== undefined && !cmd.piped)
            cwds[cmd.depth] = next;
        const here = { ...context, cwd };
        const complete = cmd !== lastCommand;
        for (const write of [...redirectWrites(cmd), ...(complete ? (0,command_writes/* commandWrites */.w)(cmd.words, context.windows) : [])]) {
            const path = resolvePath(write.word.text, cwd);
            if (write.word.literal && path !== null)
                changes.push({ path, kind: write.kind, inferred: true });
        }
        if (complete)
            changes.push(...embeddedWrites(cmd, here, nesting));
    }
    for (const inner of script.nested)
        changes.push(...shellWrites(inner, context, nesting + 1));
    return dedupe(changes);
}
function redirectWrites(cmd) {
    return cmd.redirects
        .filter((redirect) => WRITE_REDIRECTS.has(redirect.op) && !(redirect.op === ">&" && /^(?:\d+|-)$/.test(redirect.target.text)))
        .map((redirect) => ({ word: redirect.target, kind: "unknown" }));
}
/** Interpreters run a script given inline (`-c`, `-e`) or on stdin (a heredoc); read its writes. */
function embeddedWrites(cmd, context, nesting) {
    const [verb, ...args] = (0,command_writes/* stripWrappers */.D)(cmd.words);
    const name = basename(verb?.text ?? "").toLowerCase();
    const stdin = cmd.redirects.find((redirect) => redirect.body !== undefined || redirect.op === "<<<");
    const inline = (flags) => args.findIndex((arg) => flags.test(arg.text));
    const runsStdin = (flagged) => flagged === -1 && (args.every((arg) => arg.text.startsWith("-")) || args.some((arg) => arg.text === "-"));
    const stdinText = stdin ? (stdin.body ?? stdin.target.text) : null;
    if (/^python(?:\d+(?:\.\d+)?)?$/.test(name)) {
        const flagged = inline(/^-\w*c$/);
        const code = flagged >= 0 ? (args[flagged + 1]?.text ?? null) : runsStdin(flagged) ? stdinText : null;
        return code === null ? [] : resolveAll(scriptWrites(code, "python"), context.cwd);
    }
    if (name === "node" || name === "nodejs" || name === "deno" || name === "bun") {
        const flagged = inline(/^(?:-e|-p|--eval|--print)$/);
        const code = flagged >= 0 ? (args[flagged + 1]?.text ?? null) : runsStdin(flagged) ? stdinText : null;
        return code === null ? [] : resolveAll(scriptWrites(code, "node"), context.cwd);
    }
    if (/^(?:ba|z|da|k)?sh$/.test(name)) {
        const flagged = inline(/^-\w*c$/);
        const code = flagged >= 0 ? (args[flagged + 1]?.text ?? null) : runsStdin(flagged) ? stdinText : null;
        return code === null ? [] : shellWrites(code, context, nesting + 1);
    }
    if (name === "powershell" || name === "pwsh" || name === "powershell.exe" || name === "pwsh.exe") {
        const flagged = inline(/^-(?:c|command)$/i);
        const code = flagged >= 0 ? args.slice(flagged + 1).map((arg) => arg.text).join(" ") : null;
        return code === null ? [] : shellWrites(code, { ...context, windows: true }, nesting + 1);
    }
    return [];
}
/** `cd dir` gives the directory later commands run in; undefined when the command is not a `cd`. */
function changeDirectory(cmd, cwd) {
    const [verb, target] = cmd.words;
    if (verb?.text !== "cd" && verb?.text !== "pushd" && verb?.text !== "Set-Location")
        return undefined;
    if (!target || !target.literal || target.text === "-" || target.text.startsWith("~"))
        return null;
    return resolvePath(target.text, cwd);
}
/** A path as the shell meant it: joined to the directory it ran in, normalized; null for devices. */
function resolvePath(path, cwd) {
    const trimmed = path.trim();
    if (trimmed === "" || NOT_A_FILE.test(trimmed))
        return null;
    if (/^[A-Za-z]:[\\/]|^\\\\/.test(trimmed))
        return trimmed;
    if (trimmed.startsWith("/") || trimmed.startsWith("~"))
        return external_node_path_.posix.normalize(trimmed);
    const joined = external_node_path_.posix.normalize(cwd ? external_node_path_.posix.join(cwd, trimmed) : trimmed);
    return joined === "." ? null : joined.replace(/\/$/, "");
}
function resolveAll(changes, cwd) {
    return changes.flatMap((change) => {
        const path = resolvePath(change.path, cwd);
        return path === null ? [] : [{ ...change, path }];
    });
}
function basename(path) {
    return path.split(/[\\/]/).pop() ?? path;
}
function dedupe(changes) {
    const seen = new Set();
    return changes.filter((change) => {
        const key = `${change.kind}\u0000${change.path}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}


/***/ })

};
