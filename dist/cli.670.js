export const id = 670;
export const ids = [670];
export const modules = {

/***/ 7607:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ writtenCommands)
/* harmony export */ });
/* unused harmony export forgetListings */
/* harmony import */ var _parser_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2005);

/** Substitutions inside substitutions are listed this deep, no further. */
const MAX_NESTING = 8;
/**
 * Every simple command written in a line, in the order written, whatever runs it (a branch, a
 * loop, a function body, a `$( … )`): for readers that ask what a line mentions, not what ran.
 */
function writtenCommands(source, dialect = { windows: false }) {
    const key = `${dialect.windows ? "w" : "p"}\u0000${source}`;
    const known = listed.get(key);
    if (known !== undefined)
        return known;
    const commands = Object.freeze(commandsIn(source, dialect, 0).map(frozen));
    if (listed.size >= MAX_LISTED)
        listed.clear();
    listed.set(key, commands);
    return commands;
}
/**
 * Lines listed before, by dialect: the red-flag checks list every shell call twice and a session
 * repeats its commands; a listing is shared, so it is frozen.
 */
const listed = new Map();
/** Enough for the distinct commands of a long session; past it the listings start over. */
const MAX_LISTED = 4096;
/** Drops the listings kept so far: a test lists a line cold to compare it with its kept listing. */
function forgetListings() {
    listed.clear();
}
function commandsIn(source, dialect, nesting) {
    const found = [];
    collect((0,_parser_js__WEBPACK_IMPORTED_MODULE_0__/* .parseScript */ .t)(source, dialect).body, found);
    if (nesting >= MAX_NESTING)
        return found;
    return found.flatMap((command) => [...command.substitutions.flatMap((inner) => commandsIn(inner, dialect, nesting + 1)), command]);
}
function frozen(command) {
    for (const word of command.words)
        Object.freeze(word);
    for (const redirect of command.redirects)
        Object.freeze(Object.freeze(redirect).target);
    Object.freeze(command.words);
    Object.freeze(command.redirects);
    Object.freeze(command.substitutions);
    return Object.freeze(command);
}
function collect(node, into) {
    switch (node.type) {
        case "simple":
            into.push(node);
            return;
        case "list":
            for (const item of node.items)
                collect(item.node, into);
            return;
        case "and-or":
            collect(node.left, into);
            collect(node.right, into);
            return;
        case "pipeline":
            for (const member of node.commands)
                collect(member, into);
            return;
        case "subshell":
        case "group":
            collect(node.body, into);
            return;
        case "if":
            for (const clause of node.clauses) {
                collect(clause.condition, into);
                collect(clause.body, into);
            }
            if (node.otherwise)
                collect(node.otherwise, into);
            return;
        case "loop":
            if (node.condition)
                collect(node.condition, into);
            collect(node.body, into);
            return;
        case "case":
            for (const arm of node.arms)
                collect(arm.body, into);
            return;
        case "function":
            collect(node.body, into);
            return;
    }
}


/***/ }),

/***/ 9084:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Sh: () => (/* binding */ NOT_EXECUTABLE_STATUS),
  cp: () => (/* binding */ NOT_FOUND_STATUS),
  fs: () => (/* binding */ changesOf),
  pp: () => (/* binding */ failedLineChanges),
  xk: () => (/* binding */ missingOperands)
});

// UNUSED EXPORTS: patchChanges, shellChanges

// EXTERNAL MODULE: ./src/transcript/json.ts
var json = __webpack_require__(162);
// EXTERNAL MODULE: ./src/transcript/shell-writes.ts
var shell_writes = __webpack_require__(1689);
// EXTERNAL MODULE: ./src/transcript/notes-only.ts
var notes_only = __webpack_require__(2342);
;// CONCATENATED MODULE: ./src/transcript/script-replacements.ts
/**
 * An inline Python script that rewrites a file by literal replacement, as mini-swe-agent's agents edit:
 * `s = p.read_text(); p.write_text(s.replace(old, new))` with `old` and `new` string literals (or names bound once to
 * one). Its old and new text are what an edit tool's replacement gives, so a script that only adds a comment is read
 * as a note as that tool's would be (notes-only.ts). Any other way the script changes the text (`re.sub`, slices,
 * joins, appends, a literal it builds at run time) leaves it unread.
 */
/** The body of a here-document fed to Python: `python3 - <<'EOF'` … `EOF`. */
const PYTHON_HEREDOC = /^\s*(?:\w+=\S*\s+)*python[\d.]*\s+-?\s*<<-?\s*(['"]?)(\w+)\1[^\n]*\n([\s\S]*?)\n\s*\2\s*$/;
/** A Python string literal: an optional `r`/`u`/`b` prefix (not `f`: it interpolates), single, double or triple quotes. */
const LITERAL = String.raw `(?:[rRuUbB]{0,2})(?:'''[\s\S]*?'''|"""[\s\S]*?"""|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
/** A literal of the script, masked: its number among the script's literals, between private-use characters no script holds. */
const MASKED = String.raw `\uE000\d+\uE000`;
/** `.replace(A, B)` or `.replace(A, B, 1)`, each argument a (masked) literal or a name. */
const REPLACE_CALL = new RegExp(String.raw `\.replace\(\s*(${MASKED}|[A-Za-z_]\w*)\s*,\s*(${MASKED}|[A-Za-z_]\w*)\s*(?:,\s*\d+\s*)?\)`, "g");
/** `NAME = LITERAL` on a line of its own. */
const BINDING = new RegExp(String.raw `^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*(${MASKED})[ \t]*$`, "gm");
/** Other ways of changing text: regex substitutions, slices, appends, joins, concatenation, inserted lines, formatting, f-strings. */
const OTHER_CHANGE = /\bre\.subn?\(|\.(?:insert|append|extend|join|format|sub)\(|\+|\]\s*=(?!=)|[A-Za-z_]\uE000|%\s*\(|\b(?:subprocess|os\.system|os\.popen|exec|eval)\b/;
/** What writes a file: pathlib's `write_text`, a file object's `write`. */
const WRITE = /\.write(?:_text)?\(/g;
/** The literal replacements the script makes, in order; null when it changes text any other way or makes none. */
function scriptReplacements(command) {
    const masked = maskedScript(command);
    if (masked === null)
        return null;
    const { code, literals } = masked;
    if ((code.match(WRITE)?.length ?? 0) !== 1)
        return null;
    const bound = bindings(code, literals);
    const pairs = [];
    for (const match of code.matchAll(REPLACE_CALL)) {
        const [old, text] = [script_replacements_valueOf(match[1], bound, literals), script_replacements_valueOf(match[2], bound, literals)];
        if (old === null || text === null)
            return null;
        pairs.push([old, text]);
    }
    // every `.replace(` must be one read above (a keyword `count=`, a trailing comma, literals joined by juxtaposition are not)
    const calls = code.split(".replace(").length - 1;
    return pairs.length === 0 || calls !== pairs.length || OTHER_CHANGE.test(code) ? null : pairs;
}
/** Names bound to one literal each; a name bound twice holds no one value. */
function bindings(code, literals) {
    const bound = new Map();
    for (const match of code.matchAll(BINDING)) {
        const value = decodeLiteral(literalAt(match[2], literals));
        bound.set(match[1], bound.has(match[1]) ? null : value);
    }
    return bound;
}
/** A `.replace` argument's text: a masked literal's, or the one literal a name was bound to. */
function script_replacements_valueOf(argument, bound, literals) {
    return argument.startsWith("\uE000") ? decodeLiteral(literalAt(argument, literals)) : (bound.get(argument) ?? null);
}
/** The literal a mask stands for. */
function literalAt(masked, literals) {
    return literals[Number(masked.slice(1, -1))];
}
/** What a Python string literal holds; null for a form this does not read (bytes escapes, `\N{…}`, octal). */
function decodeLiteral(literal) {
    const prefix = /^[rRuUbB]{0,2}/.exec(literal)[0];
    const quoted = literal.slice(prefix.length);
    const quote = quoted.startsWith("'''") || quoted.startsWith('"""') ? quoted.slice(0, 3) : quoted[0];
    const inner = quoted.slice(quote.length, quoted.length - quote.length);
    if (/r/i.test(prefix))
        return inner;
    let failed = false;
    const text = inner.replace(/\\(\n|[\\'"abfnrtv]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|.)/g, (_, escape) => {
        const simple = ESCAPES[escape];
        if (simple !== undefined)
            return simple;
        if (/^[xu]/.test(escape) && escape.length > 1)
            return String.fromCharCode(Number.parseInt(escape.slice(1), 16));
        failed = true;
        return "";
    });
    return failed ? null : text;
}
const ESCAPES = {
    "\n": "", "\\": "\\", "'": "'", '"': '"', a: "\u0007", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v",
};
/** A file the script names to read or write: `open('a.py')`, `Path("a.py")`, `pathlib.Path('a.py')`. */
const FILE_NAMED = new RegExp(String.raw `\b(?:open|Path)\(\s*(${MASKED})`, "g");
/** The files a replace script names by literal (every `open(…)` and `Path(…)`); null when it is not such a script. */
function scriptFiles(command) {
    const masked = maskedScript(command);
    if (masked === null)
        return null;
    const { code, literals } = masked;
    const files = [...code.matchAll(FILE_NAMED)].map((match) => decodeLiteral(literalAt(match[1], literals)));
    return files.every((file) => file !== null) ? files : null;
}
/**
 * The Python here-document's code with each literal masked, and the literals: their text is data (it may itself hold
 * `.replace(` or `x = '…'`), so the code is read without it.
 */
function maskedScript(command) {
    const body = PYTHON_HEREDOC.exec(command)?.[3];
    if (body === undefined || body.includes("\uE000"))
        return null;
    const literals = [];
    const code = body.replace(new RegExp(LITERAL, "g"), (literal) => `\uE000${literals.push(literal) - 1}\uE000`);
    return { code, literals };
}

;// CONCATENATED MODULE: ./src/transcript/edits.ts




/** Tools that change one file named in their input, and the kind of change each makes. */
const FILE_EDIT_TOOLS = (0,json/* lookupTable */.zf)({
    edit: "update",
    multiedit: "update",
    multi_edit: "update",
    notebookedit: "update",
    replace: "update",
    edit_file: "update",
    str_replace: "update",
    write: "unknown",
    write_file: "unknown",
    create_file: "create",
    write_to_file: "unknown",
    replace_in_file: "update",
    delete_file: "delete",
});
const PATH_FIELDS = ["file_path", "path", "notebook_path", "target_file", "filename", "absolute_path"];
const PATCH_COMMAND = /^\s*apply_patch\b[\s\S]*\*\*\* Begin Patch/;
const EDITOR_TOOLS = new Set(["str_replace_editor", "str_replace_based_edit_tool", "edit_tool"]);
const EDITOR_KINDS = (0,json/* lookupTable */.zf)({ create: "create", str_replace: "update", insert: "update" });
const NOTES = { notesOnly: true };
/** The files a tool call changed, read from its name and input. Shell edits are read from the command. */
function changesOf(name, input, command, shown) {
    const tool = name.toLowerCase();
    const path = PATH_FIELDS.map((field) => (0,json/* str */.gx)(input[field])).find((value) => value) ?? null;
    const fileKind = FILE_EDIT_TOOLS[tool];
    // a replacement of comments or docstrings only is marked: it changes nothing a check runs
    const notes = (kind) => (kind === "update" && path !== null && (0,notes_only/* replacesNotesOnly */.rc)(path, input, shown) ? NOTES : {});
    if (fileKind && path)
        return [{ path, kind: fileKind, ...notes(fileKind) }];
    if (EDITOR_TOOLS.has(tool)) {
        const kind = EDITOR_KINDS[(0,json/* str */.gx)(input.command) ?? ""];
        return kind && path ? [{ path, kind, ...((0,json/* str */.gx)(input.command) === "str_replace" ? notes(kind) : {}) }] : [];
    }
    if (tool === "apply_patch")
        return patchChanges((0,json/* str */.gx)(input.patch) ?? (0,json/* str */.gx)(input.input) ?? command ?? "");
    // Codex before custom tools ran `apply_patch` through its shell tool, the patch as an argument
    if (command !== null && PATCH_COMMAND.test(command))
        return patchChanges(command);
    if (command !== null)
        return withScriptNotes(shellChanges(command, name, input), command, shown);
    return [];
}
/**
 * A shell line whose one change is a Python script's literal replacements: an update of a file that was there; a note when
 * they change comments or docstrings only.
 */
function withScriptNotes(changes, command, shown) {
    const [change] = changes;
    if (changes.length !== 1 || change === undefined || change.kind === "delete" || change.kind === "create" || !command.includes(".replace("))
        return changes;
    const pairs = scriptReplacements(command);
    if (pairs === null)
        return changes;
    // a script that read the file it writes and replaced text in it found the file there: an edit tool's update (one that
    // reads another file, `open('repro.py').read().replace(…)` written to check.py, made the file it writes)
    const files = scriptFiles(command) ?? [];
    const own = files.length > 0 && files.every((file) => change.path === file || change.path.endsWith(`/${file.replace(/^\.\//, "")}`));
    const found = change.kind === "unknown" && own && pairs.every(([old]) => old !== "") ? { kind: "update" } : {};
    const notes = pairs.every(([old, text]) => (0,notes_only/* replacesNotesOnly */.rc)(change.path, { old_string: old, new_string: text }, shown));
    return [{ ...change, ...found, ...(notes ? NOTES : {}) }];
}
/** `*** Add File: p` / `*** Update File: p` / `*** Delete File: p` headers of an apply_patch body. */
function patchChanges(patch) {
    const kinds = (0,json/* lookupTable */.zf)({ Add: "create", Update: "update", Delete: "delete", "Move to": "create" });
    const changes = [];
    const lines = patch.split("\n");
    for (const [index, line] of lines.entries()) {
        const match = /^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* (Move to): (.+)$/.exec(line);
        if (match === null)
            continue;
        const verb = match[1] ?? match[3] ?? "";
        const path = (match[2] ?? match[4] ?? "").trim();
        if (!path)
            continue;
        const end = lines.findIndex((next, at) => at > index && next.startsWith("***"));
        const section = lines.slice(index + 1, end < 0 ? lines.length : end);
        const moved = lines[index + 1]?.startsWith("*** Move to:") === true;
        const notes = verb === "Update" && !moved && (0,notes_only/* patchNotesOnly */.uQ)(path, section);
        changes.push({ path, kind: kinds[verb] ?? "unknown", ...(notes ? { notesOnly: true } : {}) });
    }
    return changes;
}
/** Tool names that run PowerShell or cmd rather than a POSIX shell. */
const WINDOWS_SHELL = /powershell|pwsh|\bcmd\b/i;
/** A command that reads as PowerShell or cmd: a file cmdlet, or a drive-letter path. */
const WINDOWS_COMMAND = /\b(?:Set|Add|Remove|New|Copy|Move|Get|Out)-(?:Content|Item|File|ChildItem)\b|(?:^|[\s"'])[A-Za-z]:\\/i;
/**
 * Files a shell command writes, read with a shell tokenizer (see shell-writes.ts): redirections
 * to files, file commands, inline scripts. The directory is the call's own (`workdir`, `cwd`)
 * when it states one; `cd` inside the command moves it.
 */
function shellChanges(command, tool = "", input = {}) {
    return (0,shell_writes/* shellWrites */.h6)(command, shellContextOf(command, tool, input));
}
/** Of a shell line that exited non-zero, the changes its commands surely made; at 127, those before the command not found. */
function failedLineChanges(command, tool, input, output, exitCode = null) {
    const context = shellContextOf(command, tool, input);
    return exitCode === NOT_FOUND_STATUS ? (0,shell_writes/* changesBeforeNotFound */.A0)(command, context, output) : (0,shell_writes/* surelyMadeChanges */.P6)(command, context, output);
}
/** The shell's statuses for a command it could not execute (126) or find (127). */
const NOT_EXECUTABLE_STATUS = 126;
const NOT_FOUND_STATUS = 127;
/** The folder a shell call says it runs in, and whether it is PowerShell or cmd. */
function shellContextOf(command, tool, input) {
    const cwd = (0,json/* str */.gx)(input.workdir) ?? (0,json/* str */.gx)(input.cwd) ?? (0,json/* str */.gx)(input.working_directory) ?? null;
    return { cwd, windows: WINDOWS_SHELL.test(tool) || WINDOWS_COMMAND.test(command) };
}
/** Errors naming an operand that does not exist: `sed: can't read show: No such file or directory`, `rm: cannot remove 'x'`. */
const OPERAND_MISSING = /^[\w.+-]+: (?:can't read |cannot stat |cannot open |cannot access |cannot remove )?['‘`]?([^'’\n:]+?)['’]?: No such file or directory\s*$/gm;
const NO_SUCH_FILE = ": No such file or directory";
/**
 * The paths a command's own errors say do not exist: a file command given them changed nothing
 * there (a quote that closed early turns words of a sed script into file operands; sed says it
 * cannot read them, and no file of that name was written).
 */
function missingOperands(output) {
    const missing = new Set();
    if (output === null)
        return missing;
    // the pattern's own words, found first: a scan for a literal skips, a multi-line pattern tries each line
    if (output.includes(NO_SUCH_FILE))
        for (const match of output.matchAll(OPERAND_MISSING))
            missing.add(match[1].trim());
    for (const path of refusedByGit(output))
        missing.add(path);
    return missing;
}
/**
 * `git rm` refusing to remove files with changes (`error: the following file has changes staged in the index:`,
 * the files indented below, then `(use --cached to keep the file, or -f to force removal)`): it kept them all.
 */
const GIT_RM_REFUSED = /^error: the following files? ha(?:s|ve) (?:local modifications|changes staged in the index|staged content different from both the file and the HEAD):\n((?:[ \t]+\S[^\n]*\n)+)\(use --cached to keep the files?, or -f to force removal\)/gm;
function refusedByGit(output) {
    if (!output.includes("to force removal"))
        return [];
    return [...output.matchAll(GIT_RM_REFUSED)].flatMap(([, listed]) => listed.split("\n").map((line) => line.trim()).filter(Boolean));
}


/***/ }),

/***/ 1689:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ changesBeforeNotFound),
/* harmony export */   P6: () => (/* binding */ surelyMadeChanges),
/* harmony export */   h6: () => (/* binding */ shellWrites)
/* harmony export */ });
/* harmony import */ var _shell_interpret_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2821);
/* harmony import */ var _shell_cut_mark_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6054);
/* harmony import */ var _shell_program_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1086);



/**
 * The files a shell command writes, resolved against the directory it runs in: redirections,
 * file commands (`tee`, `sed -i`, `cp`, `rm`, …), scripts it hands to an interpreter
 * (`python3 - <<EOF`, `node -e`, `bash -c`) and PowerShell/cmd file commands, read by src/shell/.
 * Paths that hold an expansion or a glob are left out: the path the shell used is not in the
 * transcript; a delete by a plain glob is kept as a pattern, for the builder to match against the
 * files written before it (glob-deletes.ts). Commands that may have run (a branch, a loop body) count: the transcript cannot say
 * they did not.
 */
function shellWrites(command, context) {
    const key = `${context.windows ? "w" : "p"}\u0000${context.cwd ?? ""}\u0000${command}`;
    const known = readings.get(key);
    if (known !== undefined)
        return known.map((change) => ({ ...change }));
    const changes = writesOf(command, context);
    if (readings.size >= MAX_READINGS)
        readings.clear();
    readings.set(key, changes);
    return changes.map((change) => ({ ...change }));
}
/**
 * Commands read before, by directory and dialect: a session runs the same commands again and again
 * (`npm test`, `git status`), and reading one costs about 60 µs (the lexer, parser and interpreter).
 */
const readings = new Map();
/** Enough for the distinct commands of a long session; past it the readings start over. */
const MAX_READINGS = 4096;
function writesOf(command, context) {
    const cut = _shell_cut_mark_js__WEBPACK_IMPORTED_MODULE_2__/* .CUT_MARK */ .Hj.exec(command);
    // in a cut command the last word may be partial and the last command's operands incomplete
    // (`mv a b …` has lost its destination): only its redirections before the cut are kept
    const text = cut ? command.slice(0, cut.index).replace(/\S+$/, "") : command;
    const reading = (0,_shell_interpret_js__WEBPACK_IMPORTED_MODULE_0__/* .interpretShell */ .W)(text, undefined, { cwd: context.cwd, windows: context.windows, cut: cut !== null });
    return dedupe(reading.changes);
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
/** A command's own error about a path it was to write: `bash: line 1: out/x: No such file or directory`. */
const WRITE_FAILED = /: (?:No such file or directory|Permission denied|Read-only file system|Is a directory)\s*$/m;
/**
 * The changes a shell line that exited non-zero surely made: those of commands that surely ran and
 * whose failure could not have been the line's (`cat > repro.py <<EOF … EOF` on its own line before
 * `python repro.py`, the line's failing status). The line's status command and what an `&&` chain
 * or `set -e` ties to it may have failed, and changed nothing then. A path the output says could not be
 * written is left out.
 */
function surelyMadeChanges(command, context, output) {
    if (_shell_cut_mark_js__WEBPACK_IMPORTED_MODULE_2__/* .CUT_MARK */ .Hj.test(command))
        return [];
    const reading = (0,_shell_interpret_js__WEBPACK_IMPORTED_MODULE_0__/* .interpretShell */ .W)(command, undefined, { cwd: context.cwd, windows: context.windows });
    const failedOn = (path) => output !== null && output.split("\n").some((line) => line.includes(path) && WRITE_FAILED.test(line));
    const changes = [
        ...reading.commands.filter((run) => run.certainty === "ran" && run.masked && !run.statusIsCall && !run.errexit && run.separator !== "|"),
        ...chainHeld(reading.commands, output),
    ].flatMap((run) => run.changes).filter((change) => change.pattern !== true && !failedOn(change.path));
    return dedupe(changes);
}
/**
 * Programs that say so under their own name whenever they fail (`sed: can't read x`, `rm: cannot remove
 * 'x'`, `bash: cd: x: No such file or directory`, git's `fatal:` and `error:`): when the output holds no
 * such line, they exited 0.
 */
const SAY_THEIR_FAILURES = new Set(["cd", "sed", "cp", "mv", "rm", "rmdir", "mkdir", "touch", "ln", "chmod", "tee", "cat", "install", "truncate", "patch", "git"]);
/**
 * The opening commands of an `&&` chain that surely exited 0 though the line did not (`git rm -q x.py &&
 * python -m pytest`, the tests failing): each says its own failures, and the output names none of them,
 * so the failing status came later and their changes were made. The chain is read from its first command
 * until one that could have failed unseen.
 */
function chainHeld(commands, output) {
    if (output === null)
        return [];
    const lines = output.split("\n");
    const held = [];
    for (const run of commands) {
        // the command whose status is the line's failed: only those before it are read
        if (run.statusIsCall || run.inLoop || run.substitution || run.guard !== null || (run.certainty === "maybe" && held.length === 0))
            break;
        const program = (("argv" in run.unwrapped ? run.unwrapped.argv : run.words.map((word) => word.text))[0] ?? "").split("/").at(-1) ?? "";
        if (!SAY_THEIR_FAILURES.has(program) || lines.some((line) => namesFailureOf(line, program)))
            break;
        held.push(run);
        if (run.separator !== "&&")
            break;
    }
    return held;
}
/** A line in which a program, or the shell about it, reports its failure: `sed: …`, `bash: line 1: cd: …`, git's `fatal: …`. */
function namesFailureOf(line, program) {
    const trimmed = line.trim();
    if (program === "git" && /^(?:fatal|error|git): /.test(trimmed))
        return true;
    return trimmed.startsWith(`${program}: `) || trimmed.includes(`: ${program}: `);
}
/** The shell's word that a command was not found: `/bin/sh: 34: python3: not found`, `bash: line 1: pytest: command not found`. */
const NOT_FOUND_LINE = new RegExp(`^(?:\\S*/)?(?:${_shell_program_js__WEBPACK_IMPORTED_MODULE_1__/* .SHELL_NAMES */ .YG}): (?:line )?(?:\\d+: )?(\\S+): (?:command )?not found\\s*$`, "m");
/**
 * The changes of a line that exited 127 whose output names the command not found (`python3: not found`
 * after `cat > t.py <<EOF … EOF &&`): the commands before it ran, that one and what its `&&` chain ties to it
 * did not, but the shell had opened that one's output files before it looked for the program (`> out.txt`).
 * When the output names none of the line's commands: the changes surely made, and the output files of the
 * first command that is no builtin (whichever was not found, that one was tried).
 */
function changesBeforeNotFound(command, context, output) {
    if (_shell_cut_mark_js__WEBPACK_IMPORTED_MODULE_2__/* .CUT_MARK */ .Hj.test(command))
        return surelyMadeChanges(command, context, output);
    const reading = (0,_shell_interpret_js__WEBPACK_IMPORTED_MODULE_0__/* .interpretShell */ .W)(command, undefined, { cwd: context.cwd, windows: context.windows });
    const name = output === null ? undefined : NOT_FOUND_LINE.exec(output)?.[1];
    const program = (run) => ("argv" in run.unwrapped ? run.unwrapped.argv : run.words.map((word) => word.text))[0] ?? "";
    const at = name === undefined ? -1 : reading.commands.findIndex((run) => program(run) === name || program(run).split("/").at(-1) === name);
    // a builtin is always found: the first other command was tried, whichever was not found
    const first = reading.commands.find((run) => !BUILTINS.has(program(run)));
    if (at < 0)
        return dedupe([...surelyMadeChanges(command, context, output), ...(first === undefined ? [] : redirectChanges(first))]);
    // the output names only that failure: the `&&` chains before it held (a branch, a loop body or the far side of `||` may not have run)
    const before = reading.commands.slice(0, at);
    const held = (run, index) => !run.inLoop && run.guard === null && !run.substitution && before[index - 1]?.separator !== "||";
    const ran = before.filter((run, index) => run.certainty === "ran" || held(run, index));
    const changes = [...ran.flatMap((run) => run.changes), ...redirectChanges(reading.commands[at])];
    return dedupe(changes.filter((change) => change.pattern !== true));
}
/** Commands the shell runs itself: never "not found". */
const BUILTINS = new Set(["cd", "echo", "printf", "export", "set", "unset", "source", ".", "test", "[", "true", "false", ":", "pushd", "popd", "read", "eval", "alias", "umask", "shopt", "trap", "wait"]);
/** Output redirections: the shell opens (creates) their files before it starts the program. */
const WRITE_REDIRECT = /^(?:>|>>|>\||&>|&>>)$/;
/** The files a command's own output redirections write (`> /tmp/out.txt`, `&>> log`). */
function redirectChanges(run) {
    const targets = run.redirects.filter((redirect) => WRITE_REDIRECT.test(redirect.op) && redirect.target.literal).map((redirect) => redirect.target.text.replace(/^\.\//, ""));
    return run.changes.filter((change) => change.kind !== "delete" && targets.some((target) => change.path === target || change.path.endsWith(`/${target}`)));
}


/***/ })

};
