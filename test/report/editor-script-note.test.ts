import { describe, expect, test } from "vitest";
import { editorScriptNote } from "../../src/report/editor-script-note.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("the summary's note on editor scripts the agent ran", () => {
  test("names the steps where vim sourced a script, whose writes the count of edits leaves out", () => {
    const trajectory = trajectoryOf([
      { run: "cat > /app/apply_macros.vim <<'EOF'\n:%s/a/b/g\n:wq\nEOF", exit: 0 },
      { run: "vim -Nu NONE -n -Es /app/input.csv -S /app/apply_macros.vim && cmp -s /app/input.csv /app/expected.csv && echo MATCH", exit: 0, output: "MATCH" },
      { run: "timeout 60 vim -Es /tmp/copy.csv -S /app/apply_macros.vim", exit: 0 },
    ]);
    // step 3's script is shown and writes only the temp copy it was given: nothing the count leaves out
    expect(editorScriptNote(trajectory)).toBe(", not counting what the editor scripts it ran may have written (step 2)");
  });

  test("a shown script that writes only temp files adds nothing; one that may write elsewhere, or is not shown, is named", () => {
    const macros = "cat > /tmp/m.vim <<'EOF'\ncall setreg('a', \":s/x/y/\\r\")\n:%normal! @a\n:wq\nEOF";
    const quiet = trajectoryOf([
      { run: `${macros}\nvim -Nu NONE -n -Es /tmp/sample.csv -S /tmp/m.vim && cat /tmp/sample.csv`, exit: 0, output: "y" },
      { run: "cat > /tmp/c.vim <<'EOF'\ncall writefile([strlen(@a)], '/tmp/regs.txt')\nqa!\nEOF\nvim -Es /app/input.csv -S /tmp/c.vim", exit: 0 },
    ]);
    expect(editorScriptNote(quiet)).toBe("");
    const elsewhere = (script: string) => trajectoryOf([{ run: `cat > /tmp/m.vim <<'EOF'\n${script}\nEOF\nvim -Es /tmp/a.csv -S /tmp/m.vim`, exit: 0 }]);
    for (const script of [":w /app/out.csv", ":e /app/main.py\n:%s/a/b/\n:w", "call system('make')", "call writefile(lines, g:out)", ":!rm -rf build", "source /app/more.vim"]) {
      expect(editorScriptNote(elsewhere(script)), script).toBe(", not counting what the editor scripts it ran may have written (step 1)");
    }
    // a script written some other way than a here-document is not read
    const copied = trajectoryOf([{ run: "cp /app/m.vim /tmp/m.vim", exit: 0 }, { run: "vim -Es /tmp/a.csv -S /tmp/m.vim", exit: 0 }]);
    expect(editorScriptNote(copied)).toBe(", not counting what the editor scripts it ran may have written (step 2)");
  });

  test("an editor with no script to source, one that failed, or a script named elsewhere adds nothing", () => {
    const trajectory = trajectoryOf([
      { run: "vim -Es /app/input.csv -c 'wq'", exit: 0 },
      { run: "vim -Es /app/input.csv -S /app/m.vim", exit: 1, output: "E484: Can't open file /app/m.vim" },
      { run: "grep -n 'vim -S' README.md", exit: 0, output: "12: run vim -S macros.vim" },
      // the shell could not start the wrapper, so vim never ran
      { run: "/usr/bin/time -f %e vim -Es in.csv -S m.vim; echo rc=$?", exit: 0, output: "bash: /usr/bin/time: No such file or directory\nrc=127" },
      { run: "time vim -Es in.csv -S m.vim; echo Exit: $?", exit: 0, output: "sh: 1: time: not found\nExit: 127" },
      { run: "cat > /app/m.vim <<'EOF'\n:wq\nEOF\ntime vim -Nu NONE -Es /tmp/in.csv -S /app/m.vim\necho \"Exit: $?\"", exit: 0, output: "/bin/sh: 15: time: not found\nExit: 127" },
    ]);
    expect(editorScriptNote(trajectory)).toBe("");
  });
});
