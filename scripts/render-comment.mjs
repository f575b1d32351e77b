// Renders a golden PR comment to HTML the way GitHub shows a comment (markdown-it with HTML on,
// GitHub-like styles), for the README's picture:
//   node scripts/render-comment.mjs test/golden/claude-sdk-debug-print.comment.md > /tmp/comment.html
//   chromium --headless --screenshot=docs/comment.png --window-size=900,1000 /tmp/comment.html
import { readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";

const source = readFileSync(process.argv[2], "utf8");
// open the details block so the picture shows what a reader sees after one click
const body = new MarkdownIt({ html: true, linkify: true }).render(source).replace("<details>", "<details open>");
const style = `
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; margin: 16px; }
.comment { border: 1px solid #d1d9e0; border-radius: 6px; max-width: 860px; }
.header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; color: #59636e; border-radius: 6px 6px 0 0; }
.header b { color: #1f2328; }
.content { padding: 0 16px 8px; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
table { border-collapse: collapse; font-size: 13px; } th, td { border: 1px solid #d1d9e0; padding: 4px 10px; text-align: left; }
tr:nth-child(2n) { background: #f6f8fa; } h4 { margin: 16px 0 8px; } summary { cursor: pointer; margin: 8px 0; }`;
process.stdout.write(`<!doctype html><meta charset="utf-8"><style>${style}</style>
<div class="comment"><div class="header"><b>github-actions</b> bot commented</div><div class="content">${body}</div></div>`);
