#!/usr/bin/env node
/**
 * How much app code there is, in a way that layout does not change: the TypeScript tokens of
 * app/ outside the message catalogue (app/i18n/messages) and the unit tests, comments and white
 * space not counted. Lines are printed too, but Prettier's layout moves them (decision 032).
 *
 *   node scripts/code-size.js              the working tree
 *   node scripts/code-size.js REV [REV2]   a commit, or two side by side with the files that changed most
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";

const git = (...args) => execFileSync("git", args, { maxBuffer: 1 << 28, encoding: "utf8" });

const isAppCode = (file) => /^app\/.*\.tsx?$/.test(file) && !file.startsWith("app/i18n/messages/") && !/\.test\.tsx?$/.test(file);

function files(rev) {
  const listed = rev
    ? git("ls-tree", "-r", "--name-only", rev, "app")
    : git("ls-files", "--cached", "--others", "--exclude-standard", "app");
  return listed.split("\n").filter(isAppCode);
}

/** A leaf that is a token of the text (an empty list is a leaf too, but no token). */
function isToken(node, source) {
  if (node.kind >= ts.SyntaxKind.FirstNode || node.kind === ts.SyntaxKind.EndOfFileToken) return false;
  return node.kind !== ts.SyntaxKind.JsxText || node.getText(source).trim() !== "";
}

/** The tokens of a parsed file: the leaves of its syntax tree (doc comments and white-space-only JSX text left out). */
function tokensOf(file, text) {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  let count = 0;
  const visit = (node) => {
    const children = node.getChildren(source).filter((child) => !ts.isJSDoc(child));
    if (children.length > 0) children.forEach(visit);
    else if (isToken(node, source)) count++;
  };
  visit(source);
  return count;
}

function measure(rev) {
  const perFile = new Map();
  let lines = 0;
  for (const file of files(rev)) {
    const text = rev ? git("show", `${rev}:${file}`) : readFileSync(file, "utf8");
    perFile.set(file, tokensOf(file, text));
    lines += text.split("\n").length - 1;
  }
  const tokens = [...perFile.values()].reduce((sum, n) => sum + n, 0);
  return { perFile, tokens, lines, files: perFile.size };
}

const [before, after] = process.argv.slice(2);
const a = measure(before);
console.log(`${before ?? "working tree"}: ${a.tokens} tokens, ${a.lines} lines, ${a.files} files`);
if (after !== undefined) {
  const b = measure(after);
  console.log(`${after}: ${b.tokens} tokens, ${b.lines} lines, ${b.files} files`);
  const change = b.tokens - a.tokens;
  console.log(`change: ${change > 0 ? "+" : ""}${change} tokens (${((100 * change) / a.tokens).toFixed(1)}%)`);
  const names = new Set([...a.perFile.keys(), ...b.perFile.keys()]);
  const rows = [...names]
    .map((file) => [file, (b.perFile.get(file) ?? 0) - (a.perFile.get(file) ?? 0)])
    .filter(([, delta]) => delta !== 0)
    .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
    .slice(0, 15);
  for (const [file, delta] of rows) console.log(`${String(delta).padStart(7)}  ${file}`);
}
