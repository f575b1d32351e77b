import { describe, expect, test } from "vitest";
import { changesOf, shellChanges } from "../../src/transcript/edits.js";
import { shellWrites } from "../../src/transcript/shell-writes.js";

const paths = (command: string, tool = "bash", input: Record<string, unknown> = {}) =>
  shellChanges(command, tool, input).map((change) => `${change.kind}:${change.path}`);

describe("each shell edit form names the file it writes", () => {
  test.each([
    ["> to a path", "echo hi > out.txt", ["unknown:out.txt"]],
    [">> to a path", "echo hi >> log.txt", ["unknown:log.txt"]],
    ["&> to a path", "make &> build.log", ["unknown:build.log"]],
    ["N> to a path", "make 2> errors.txt", ["unknown:errors.txt"]],
    [">| and >&file", "a >| forced.txt; b >&both.txt", ["unknown:forced.txt", "unknown:both.txt"]],
    ["a redirect with no space", "echo x>tight.txt", ["unknown:tight.txt"]],
    ["a quoted redirect target", 'echo x > "my file.txt"', ["unknown:my file.txt"]],
    ["tee", "printf x | tee out.txt", ["unknown:out.txt"]],
    ["tee -a with several files", "printf x | tee -a one.txt two.txt", ["unknown:one.txt", "unknown:two.txt"]],
    ["sed -i", "sed -i 's/a/b/' conf.ini main.c", ["update:conf.ini", "update:main.c"]],
    ["sed -i '' (BSD) with -e", "sed -i '' -e 's/a/b/' f1", ["update:f1"]],
    ["sed --in-place -e", "sed --in-place -e 's/a/b/' -e 's/c/d/' f2", ["update:f2"]],
    ["perl -pi -e", "perl -pi -e 's/a/b/g' p.txt", ["update:p.txt"]],
    ["perl -i.bak -pe: the original kept as q.txt.bak", "perl -i.bak -pe 's/a/b/' q.txt", ["update:q.txt", "create:q.txt.bak"]],
    // switches cluster with digits (held-out round 7 s15): -0 slurps the file, -i edits it in place
    ["perl -0pi -e", "perl -0pi -e 's/(a)\\n/$1b\\n/' tqdm/std.py", ["update:tqdm/std.py"]],
    ["perl -0777 -pi.orig -e", "perl -0777 -pi.orig -e 's/a/b/s' r.py", ["update:r.py", "create:r.py.orig"]],
    // the line editor fed a script that writes (held-out round 7 s07)
    ["ed -s", "printf '%s\\n' '/^def f/' 'a' 'x' '.' 'w' 'q' | ed -s more_itertools/more.py", ["update:more_itertools/more.py"]],
    ["sed -i.orig: the original kept as a.py.orig", "sed -i.orig 's/a/b/' src/a.py", ["update:src/a.py", "create:src/a.py.orig"]],
    ["sed --in-place=.bak", "sed --in-place=.bak -e 's/a/b/' a.py", ["update:a.py", "create:a.py.bak"]],
    ["sed -i without a suffix keeps nothing", "sed -i -e 's/a/b/' a.py", ["update:a.py"]],
    ["cp a b", "cp tpl.txt dest.txt", ["unknown:dest.txt"]],
    ["cp into a directory", "cp -r a.txt b.txt lib/", ["unknown:lib/a.txt", "unknown:lib/b.txt"]],
    ["cp -t dir", "cp -t out a.txt", ["unknown:out/a.txt"]],
    ["mv deletes its source", "mv old.py new.py", ["delete:old.py", "unknown:new.py"]],
    ["rm", "rm -f a.o b.o", ["delete:a.o", "delete:b.o"]],
    ["git rm, under -C's folder", "git -C /app/repo rm -f .DS_Store requirements.txt; git rm -r -- old", ["delete:/app/repo/.DS_Store", "delete:/app/repo/requirements.txt", "delete:old"]],
    ["git rm --cached or -n deletes no file", "git rm --cached a.txt; git rm -rn b.txt", []],
    ["vim told to write", "vim -Nu NONE -n -Es -c '%s/a/b/' -c wq /app/input.csv; ex -sc '%s/a/b/g|wq' f.txt; vim -c x b.txt", ["update:/app/input.csv", "update:f.txt", "update:b.txt"]],
    ["vim not told to write, or running the agent's script, edits nothing the line shows", "vim -Es -c 'g/x/p' -c 'q!' a.txt; vim -s keys.txt c.txt; vim -Nu NONE -Es d.txt -S m.vim", []],
    ["patch told which file", "patch sympy/printing/latex.py fix.diff; patch -R -p1 lib/a.py < fix.diff; patch -i f.diff -o out.py in.py", ["update:sympy/printing/latex.py", "update:lib/a.py", "update:out.py"]],
    ["protoc writes what its generators name, below the import root", "protoc -I proto --python_out=gen --cpp_out=lite:out proto/kv-store.proto",
      ["unknown:gen/kv_store_pb2.py", "unknown:out/kv-store.pb.h", "unknown:out/kv-store.pb.cc"]],
    ["grpc_tools.protoc run as a module", "python3 -m grpc_tools.protoc -I. --python_out=. --grpc_python_out=. kv-store.proto",
      ["unknown:kv_store_pb2.py", "unknown:kv_store_pb2_grpc.py"]],
    ["protoc with only a plugin's generator, or no proto", "protoc --foo_out=x a.proto; protoc --version; protoc --constructor_out=. --toString_out=. a.proto", []],
    ["patch not told which file, a dry run, or under -d", "patch -p1 < fix.diff; patch --dry-run a.py f.diff; patch -d src a.py f.diff", []],
    ["touch", "touch -d yesterday stamp", ["unknown:stamp"]],
    ["truncate", "truncate -s 0 big.log", ["update:big.log"]],
    ["dd of=", "dd if=/dev/zero of=disk.img bs=1M count=1", ["unknown:disk.img"]],
    ["curl -o", "curl -sSL -o pkg.tgz https://example.com/pkg.tgz", ["unknown:pkg.tgz"]],
    ["curl --output=", "curl --output=page.html https://example.com", ["unknown:page.html"]],
    ["wget -O", "wget -q -O page.html https://example.com", ["unknown:page.html"]],
    ["openssl -keyout and -out", "openssl req -x509 -newkey rsa:2048 -nodes -keyout /app/ssl/k.key -out /app/ssl/c.crt -days 365", ["unknown:/app/ssl/k.key", "unknown:/app/ssl/c.crt"]],
    ["a program's --output=file", "tool build --output=dist/report.json", ["unknown:dist/report.json"]],
    ["--output naming a format, -out naming stdout: no file", "kubectl get pods --output json; openssl x509 -in c.crt -out -", []],
    ["cat > f <<EOF writes only f", "cat > src/app.py << 'EOF'\nif a > b:\n    print(x >> 2)\nEOF", ["unknown:src/app.py"]],
    ["cat <<EOF > f", "cat <<EOF > conf.ini\n[a]\nx = 1 > 2\nEOF", ["unknown:conf.ini"]],
    ["<<- heredoc with a tab-indented delimiter", "cat <<-END > t.txt\n\tbody > no\n\tEND\necho > after.txt", ["unknown:t.txt", "unknown:after.txt"]],
    ["install", "install -m 755 tool /usr/local/bin/tool", ["unknown:/usr/local/bin/tool"]],
    ["ln -s", "ln -sf /opt/x/bin/x /usr/bin/x", ["create:/usr/bin/x"]],
    ["python heredoc opening a file for writing", "python3 - <<'PY'\nimport json\nwith open('out.json', 'w') as f:\n    json.dump(1, f)\nPY", ["unknown:out.json"]],
    ["python -c through a name bound to a literal", `python -c "p='res.txt'; open(p,'w').write('x')"`, ["unknown:res.txt"]],
    ["python Path.write_text", `python3 -c "from pathlib import Path; Path('notes.md').write_text('x')"`, ["unknown:notes.md"]],
    ["find -exec sed -i: the folder searched, its files unnamed", "find src -name '*.py' -exec sed -i 's/a/b/' {} +", ["unknown:src"]],
    ["find -exec grep only reads", "find src -name '*.py' -exec grep -l foo {} +", []],
    ["find -delete clears what it finds: no change named", "find . -name '*.pyc' -delete", []],
    ["xargs sed -i: the folder it ran in", "cd /app && grep -rl old src | xargs -r sed -i 's/old/new/'", ["unknown:/app"]],
    ["xargs grep only reads", "cd /app && ls | xargs grep -n foo", []],
    ["python pathlib.Path bound to a name, then written",
      "python3 - <<'EOF'\nimport re, pathlib\np = pathlib.Path('src/cli.py')\nsrc = p.read_text()\np.write_text(src.replace('a', 'b'))\nEOF", ["unknown:src/cli.py"]],
    ["python os.remove", `python3 -c "import os; os.remove('stale.lock')"`, ["delete:stale.lock"]],
    ["python after os.chdir: relative paths from the folder it moved into",
      "python3 - <<'PY'\nimport os\nopen('top.txt', 'w')\nos.makedirs('repro', exist_ok=True)\nos.chdir('repro')\nwith open('conf.py', 'w') as f:\n    f.write('x')\nos.chdir('/app')\nopen('out.txt', 'w')\nPY",
      ["unknown:top.txt", "unknown:repro/conf.py", "unknown:/app/out.txt"]],
    ["node -e fs.writeFileSync", `node -e "require('fs').writeFileSync('a.json', '{}')"`, ["unknown:a.json"]],
    [
      "python heredoc writing each key of a dict literal in a loop",
      "python3 << 'EOF'\nedits = {\n    'a/process.py': [\n        ('old', 'new'),\n    ],\n    'b/cluster.yaml': [('x', 'y'), {'nested': 'no'}],\n}\nfor path, reps in edits.items():\n    with open(path, 'r') as f:\n        content = f.read()\n    with open(path, 'w', encoding='utf-8') as f:\n        f.write(content)\nEOF",
      ["unknown:a/process.py", "unknown:b/cluster.yaml"],
    ],
    ["python loop over a list of literal paths", "python3 - <<'PY'\nfor name in ['x.txt', \"y.txt\"]:\n    open(name, 'w').write('1')\nPY", ["unknown:x.txt", "unknown:y.txt"]],
    ["node heredoc", "node <<'JS'\nconst fs = require('fs');\nconst out = 'result.txt';\nfs.writeFileSync(out, 'x');\nJS", ["unknown:result.txt"]],
    ["bash -c script", "bash -lc 'echo hi > inner.txt'", ["unknown:inner.txt"]],
    ["bash heredoc script", "bash <<'SH'\necho x > from-stdin.txt\nSH", ["unknown:from-stdin.txt"]],
    ["command substitution", "echo $(date > stamp.txt)", ["unknown:stamp.txt"]],
    ["behind sudo and env assignments", "X=1 sudo -u root tee /etc/hosts < in", ["unknown:/etc/hosts"]],
    ["behind timeout", "timeout -s KILL 10 touch t.txt", ["unknown:t.txt"]],
    ["PowerShell Set-Content", "Set-Content -Path C:\\work\\a.txt -Value 'x'", ["unknown:C:\\work\\a.txt"]],
    ["PowerShell Out-File", "Get-Date | Out-File -FilePath C:\\work\\d.txt", ["unknown:C:\\work\\d.txt"]],
    ["PowerShell Add-Content", "Add-Content C:\\work\\log.txt 'line'", ["update:C:\\work\\log.txt"]],
    ["PowerShell Remove-Item", "Remove-Item C:\\work\\b.txt -Force", ["delete:C:\\work\\b.txt"]],
    ["PowerShell New-Item file", "New-Item -ItemType File -Path C:\\work\\n.txt", ["create:C:\\work\\n.txt"]],
    ["PowerShell Move-Item", "Move-Item -Path C:\\w\\a.txt -Destination C:\\w\\b.txt", ["delete:C:\\w\\a.txt", "unknown:C:\\w\\b.txt"]],
    ["cmd del", "del /f /q C:\\tmp\\a.txt", ["delete:C:\\tmp\\a.txt"]],
    ["cmd copy and move", "copy /y C:\\a.txt C:\\b.txt & move C:\\c.txt C:\\d.txt", ["unknown:C:\\b.txt", "delete:C:\\c.txt", "unknown:C:\\d.txt"]],
    ["powershell -Command", `powershell -Command "Remove-Item C:\\w\\x.txt"`, ["delete:C:\\w\\x.txt"]],
  ])("%s", (_name, command, expected) => {
    expect(paths(command)).toEqual(expected);
  });
});

describe("each non-edit form writes nothing", () => {
  test.each([
    ["2>&1", "npm test 2>&1 | tail -5"],
    ["&1 and &2 duplications", "echo x >&2; echo y 1>&2; cmd 2>&1 >&-"],
    ["/dev/null", "make > /dev/null 2>/dev/null"],
    ["/dev/stdout and /dev/stderr", "echo x > /dev/stdout; echo y > /dev/stderr"],
    ["cmd nul", "echo x > nul"],
    ["PowerShell $null", "Get-Item x > $null"],
    ["< input", "sort < input.txt"],
    ["<<< here-string", "cat <<< 'a > b'"],
    ["a quoted >", 'echo "a > b" && grep ">" file'],
    ["a single-quoted >", "awk '$1 > 3 {print}' data.csv"],
    ["an escaped >", "echo a \\> b"],
    ["heredoc data", "cat <<EOF\nx > y.txt\nrm -rf /\nEOF"],
    ["heredoc delimiter", "cat <<EOF | wc -l\nline\nEOF"],
    ["a comment", "ls # > not-a-file.txt"],
    ["an expansion in the path", "cat $f > /tmp/$f.out; for f in $(ls); do cat $f > /tmp/$f.log; done"],
    ["a glob written to", "cat a > out/*.log; cp a b/*"],
    ["sed without -i", "sed 's/a/b/' in.txt"],
    ["perl without -i", "perl -pe 's/a/b/' in.txt"],
    ["wget to stdout", "wget -qO- https://example.com | head"],
    ["cp with one operand", "cp -r"],
    ["python running a script file", "python3 solve.py > /dev/null"],
    ["python opening for reading", `python3 -c "print(open('in.txt').read())"`],
    ["python loop over a dict it only reads", "python3 - <<'PY'\nfiles = {'a.txt': 1}\nfor path in files:\n    print(open(path).read())\nPY"],
    ["python loop over names computed at run time", "python3 - <<'PY'\nimport glob\nfor path in glob.glob('*.txt'):\n    open(path, 'w').write('')\nPY"],
    ["python f-string path", `python3 -c "open(f'out_{i}.txt', 'w')"`],
    [
      "python name bound to a literal it only reads, and to other values where it writes",
      "python3 - <<'PY'\ndef make_png(pixels, path):\n    with open(path, 'wb') as f:\n        f.write(b'')\nfor name in tests:\n    if name == 'image':\n        path = '/app/image.png'\n    else:\n        path = f'/tmp/test_{name}.png'\n        make_png(1, path)\n    img = Image.open(path)\nPY",
    ],
    ["copy and move outside Windows", "copy a b; move c d"],
    ["reading commands", "cat a.txt; ls -la; grep -r x .; git diff"],
    ["process substitution input", "diff <(sort a) <(sort b)"],
  ])("%s", (_name, command) => {
    expect(paths(command)).toEqual([]);
  });
});

describe("a delete by a glob", () => {
  test("is kept as a pattern for the reader of edits to match against the files written before it", () => {
    expect(shellWrites("rm -f *.o build/$X/*.o", { cwd: "/app", windows: false })).toEqual([{ path: "/app/*.o", kind: "delete", inferred: true, pattern: true }]);
  });
});

describe("paths are relative to where the command runs", () => {
  test("cd dir && cmd > f writes dir/f", () => {
    expect(paths("cd dir && echo x > f")).toEqual(["unknown:dir/f"]);
  });

  test("a cd inside a subshell does not outlive it", () => {
    expect(paths("cd sub && (cd deeper && touch x) && touch y")).toEqual(["unknown:sub/deeper/x", "unknown:sub/y"]);
  });

  test("the call's workdir is the starting directory, and .. is resolved", () => {
    expect(paths("echo x > ../notes.txt", "shell", { workdir: "/repo/src" })).toEqual(["unknown:/repo/notes.txt"]);
  });

  test("an absolute cd gives absolute paths", () => {
    expect(paths("cd /app/src && sed -i 's/a/b/' main.c")).toEqual(["update:/app/src/main.c"]);
  });

  test("a cd into an unknown directory drops back to plain relative paths", () => {
    expect(shellWrites("cd $DIR && touch a", { cwd: "/repo", windows: false }).map((change) => change.path)).toEqual(["a"]);
  });
});

describe("shell edits through changesOf", () => {
  test("are marked inferred", () => {
    expect(changesOf("Bash", { command: "echo x > a" }, "echo x > a")[0]).toMatchObject({ path: "a", inferred: true });
  });

  test("a PowerShell tool keeps backslashes in paths", () => {
    expect(changesOf("powershell", { command: "echo x > out\\a.txt" }, "echo x > out\\a.txt").map((change) => change.path)).toEqual(["out\\a.txt"]);
  });

  test("a malformed command gives what can be read, without throwing", () => {
    expect(paths("echo 'unterminated > x; echo $(( > y")).toEqual([]);
    expect(paths("cat > a.txt <<EOF\nno end")).toEqual(["unknown:a.txt"]);
  });
});

describe("a command the recorder cut", () => {
  test("loses the operands of its last command, whose destination may be past the cut", () => {
    expect(paths("mkdir -p out && mv a.jpg b.jpg ...(+55 chars)")).toEqual([]);
  });

  test("keeps complete redirections and drops a partial word", () => {
    expect(paths("cat > /app/solve.py <<'EOF'\nimport sys\n...(+900 chars)")).toEqual(["unknown:/app/solve.py"]);
    expect(paths("echo x > /tmp/steal_verify...(+56 chars)")).toEqual([]);
    expect(paths("rm a.txt; echo y > /tmp/ab…(+3 chars)")).toEqual(["delete:a.txt"]);
  });

  test("keeps the files its output options named before the cut, not one the cut may have shortened", () => {
    const openssl = "set -e; openssl req -x509 -newkey rsa:2048 -nodes -keyout /app/ssl/server.key -out /app/ssl/server.crt -days 365 >/tm...(+55 chars)";
    expect(paths(openssl)).toEqual(["unknown:/app/ssl/server.key", "unknown:/app/ssl/server.crt"]);
    expect(paths("openssl req -x509 -keyout /app/ssl/server.key -out /app/ssl/ser...(+20 chars)")).toEqual(["unknown:/app/ssl/server.key"]);
  });
});

describe("a command read again", () => {
  test("gives the same writes, in its own directory, and a caller's change to them does not carry over", () => {
    const first = shellWrites("echo hi > out.txt && sed -i 's/a/b/' conf.ini", { cwd: "/repo", windows: false });
    first[0]!.path = "changed";
    expect(shellWrites("echo hi > out.txt && sed -i 's/a/b/' conf.ini", { cwd: "/repo", windows: false }).map((change) => change.path)).toEqual([
      "/repo/out.txt",
      "/repo/conf.ini",
    ]);
    expect(shellWrites("echo hi > out.txt && sed -i 's/a/b/' conf.ini", { cwd: "/elsewhere", windows: false })[0]!.path).toBe("/elsewhere/out.txt");
  });
});
