import type { Step } from "./claude-session.js";

/**
 * Held-out round 31's C library shape (zserge/jsmn, MIT): the task, the fix of its `\uXXXX` hex check and the PR's diff,
 * shared by test/checks/harness-failures.test.ts and review 47's demonstrations.
 */
export const CWD = "/home/dev/jsmn";
export const DIFF = "diff --git a/jsmn.h b/jsmn.h\n--- a/jsmn.h\n+++ b/jsmn.h\n@@ -244,3 +244,4 @@ static int jsmn_parse_string(jsmn_parser *parser, const char *js,\n"
  + "           if (!((js[parser->pos] >= 48 && js[parser->pos] <= 57) ||   /* 0-9 */\n-                (js[parser->pos] >= 65 && js[parser->pos] <= 70))) {  /* A-F */\n"
  + "+                (js[parser->pos] >= 65 && js[parser->pos] <= 70) ||   /* A-F */\n+                (js[parser->pos] >= 97 && js[parser->pos] <= 102))) { /* a-f */\n";
export const TASK: Step = { prompt: "jsmn rejects lowercase hex digits in \\uXXXX escapes (`\"\\u00e9\"` is JSMN_ERROR_INVAL). Please fix it." };
export const FIX: Step = { edit: "jsmn.h", old: "                (js[parser->pos] >= 65 && js[parser->pos] <= 70))) {  /* A-F */\n",
  text: "                (js[parser->pos] >= 65 && js[parser->pos] <= 70) ||   /* A-F */\n                (js[parser->pos] >= 97 && js[parser->pos] <= 102))) { /* a-f */\n" };
