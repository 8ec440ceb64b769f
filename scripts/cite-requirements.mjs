#!/usr/bin/env node
/**
 * Points citations of the product specification and of the architecture notes at
 * docs/requirements.md, the repository's own statement of both:
 *
 *   spec §3, Spec §3, the spec's §3, §3 of the spec, spec § 3   -> requirements §3 (a "the" before it stays)
 *   spec §2, §4 and §6; spec §2-§8; spec §§3-4                  -> requirements §2, §4 and §6; …
 *   the spec (§9), The specification (§3, §7)                   -> requirements §9, Requirements §3, §7 (the "the" goes)
 *   ARCHITECTURE.md §10, ARCHITECTURE §10                       -> requirements §A10
 *   ARCHITECTURE.md §10, §11; ARCHITECTURE.md §§3-4             -> requirements §A10, §A11; requirements §A3-§A4
 *   DOMAIN.md                                                   -> requirements §D
 *   a path to ../shared/spec/… or ../shared/design/…            -> docs/requirements.md (a Markdown link's: relative)
 *
 * Part one of docs/requirements.md keeps the specification's section numbers, part two numbers
 * the architecture's sections §A1…, part three the domain facts §D1…. Running it twice changes
 * nothing the second time. A quoted subsection name after a number ("Lead flow") is kept.
 *
 * Usage: node scripts/cite-requirements.mjs [--check] <file | directory | glob>...
 *   --check  only report what would change; write nothing (exit 0 either way)
 * Directories are walked for text files (node_modules, .git and build output are skipped); globs
 * know `*`, `**`, `?` and `{a,b}` (quote them so the shell does not expand them first).
 * Prints, per file, how many citations it changed (or would change), then the places it left for
 * a person: a bare "§" that follows no citation, and names of the old documents without a section.
 */
import console from "node:console";
import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGET = path.join(ROOT, "docs", "requirements.md");
const SELF = fileURLToPath(import.meta.url);

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|mdx|css|json|ya?ml|toml|txt|html)$/;
const SKIPPED_DIRS = new Set(["node_modules", ".git", "build", "playwright-report", "test-results", ".cache"]);

/** A section number: 3, 10, 3.1. A trailing full stop is punctuation, not part of it. */
const NUM = String.raw`\d+(?:\.\d+)*`;
/** A quoted subsection name after a number, after a space: "Lead flow", “Events”. */
const LABEL = String.raw`(?:\s(?:"[^"\n]{1,100}"|“[^”\n]{1,100}”))?`;
/**
 * One more item of a list: ", §4", " and §6", " or §7", " to §9", " - §8", "-§8", or after "§§"
 * a bare "-4". Only a range written without spaces may leave out its "§", so ", 4 weeks" or
 * " - 409" never joins a list.
 */
const MORE = String.raw`(?:\s?(?:,|;?\s?and|or|&|to|[-–])\s?§\s?${NUM}${LABEL}|[-–]${NUM}${LABEL})`;
/** One more item of a list that already cites the requirements ("§A11", "-A4", "§D2"). */
const DONE_MORE = String.raw`(?:\s?(?:,|;?\s?and|or|&|to|[-–])\s?§[AD]?${NUM}${LABEL}|[-–][AD]?${NUM}${LABEL})`;
/** A list of sections after its first "§" (or "§§"), in named groups. */
const list = (mark, items) => String.raw`(?<${mark}>§§?)\s?(?<${items}>${NUM}${LABEL}(?:${MORE})*)`;

const SPEC = String.raw`[Ss]pec(?:ification)?(?:'s|’s)?`;
const ARCH = String.raw`\bARCHITECTURE(?:\.md)?`;

/**
 * One pattern for every citation, so that lists are taken whole and a citation that already
 * points at the requirements is recognised (and left as it is) rather than read as a bare "§".
 */
const CITATION = new RegExp(
  [
    String.raw`(?<spec>\b${SPEC})\s?${list("specMark", "specList")}`,
    String.raw`(?<specParen>\b(?:[Tt]he\s)?${SPEC})\s\(§\s?(?<parenList>${NUM}${LABEL}(?:${MORE})*)\)`,
    String.raw`§\s?(?<ofSpec>${NUM}) of (?:the )?(?:spec|specification)\b`,
    String.raw`§\s?(?<ofArch>${NUM}) of ${ARCH}`,
    String.raw`(?<arch>${ARCH})\s?${list("archMark", "archList")}`,
    String.raw`\b[Rr]equirements\s(?:§§?[AD]?${NUM}${LABEL}(?:${DONE_MORE})*|§D\b)`,
    String.raw`(?<domain>\bDOMAIN\.md\b)`,
    String.raw`(?<shared>(?:\.\.\/)+shared\/(?:spec|design)\/[\w.-]+\.md(?:#[\w-]*)?)`,
  ].join("|"),
  "g",
);

/** Mentions a person should look at: the old documents named without a section, and any other "§". */
const LEFT_OVER = /ARCHITECTURE\.md|product-spec\.md|design-card\.md|CONVENTIONS\.md|\.\.\/shared\/|§/g;

/** "Requirements" when the cited text began with a capital ("Spec §3", "The spec (§9)"). */
function requirementsWord(original) {
  return /^[A-Z]/.test(original) ? "Requirements" : "requirements";
}

/** The items of a spec list as they were, "§ 3" tidied to "§3". */
function productList(items) {
  return `§${items}`.replace(/§\s(?=\d)/g, "§");
}

/** "10, §11" -> "§A10, §A11"; "3-4" -> "§A3-§A4". Labels and separators stay as they were. */
function architectureList(items) {
  const token = new RegExp(String.raw`("[^"\n]*"|“[^”\n]*”)|§?\s?(${NUM})`, "g");
  return items.replace(token, (whole, label, num) => (label !== undefined ? label : `§A${num}`));
}

/** The rewrite of one match, or null when it already points at the requirements. */
function rewrite(groups, file, inLink) {
  if (groups.spec !== undefined) {
    // "spec §§3-4" keeps its double mark: the numbers are the same in the requirements.
    const mark = groups.specMark === "§§" ? "§" : "";
    return `${requirementsWord(groups.spec)} ${mark}${productList(groups.specList)}`;
  }
  if (groups.specParen !== undefined) return `${requirementsWord(groups.specParen)} ${productList(groups.parenList)}`;
  if (groups.ofSpec !== undefined) return `requirements §${groups.ofSpec}`;
  if (groups.ofArch !== undefined) return `requirements §A${groups.ofArch}`;
  if (groups.arch !== undefined) return `requirements ${architectureList(groups.archList)}`;
  if (groups.domain !== undefined) return "requirements §D";
  if (groups.shared !== undefined) {
    // A Markdown link's target is relative to its file; a path named in text is the repository's.
    if (!inLink) return "docs/requirements.md";
    return path.relative(path.dirname(file), TARGET).split(path.sep).join("/");
  }
  return null;
}

/** The file's new text, how many citations changed, and the lines left for a person. */
export function citeRequirements(text, file = path.join(ROOT, "README.md")) {
  let changed = 0;
  const handled = [];
  const next = text.replace(CITATION, (match, ...rest) => {
    const groups = rest.at(-1);
    const offset = rest.at(-3);
    const inLink = file.endsWith(".md") && text.slice(Math.max(0, offset - 2), offset) === "](";
    const replacement = rewrite(groups, file, inLink);
    handled.push([offset, offset + match.length]);
    if (replacement === null || replacement === match) return match;
    changed += 1;
    return replacement;
  });
  const leftOver = [];
  for (const found of text.matchAll(LEFT_OVER)) {
    if (handled.some(([start, end]) => found.index >= start && found.index < end)) continue;
    const line = text.slice(0, found.index).split("\n").length;
    const content = text.split("\n")[line - 1].trim();
    if (!leftOver.some((l) => l.line === line)) leftOver.push({ line, content });
  }
  return { text: next, changed, leftOver };
}

function globToRegExp(glob) {
  let source = "";
  let braces = 0;
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      const dir = glob[i + 2] === "/";
      source += dir ? "(?:.*/)?" : ".*";
      i += dir ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else if (c === "{") {
      source += "(?:";
      braces += 1;
    } else if (c === "}" && braces > 0) {
      source += ")";
      braces -= 1;
    } else if (c === "," && braces > 0) source += "|";
    else source += c.replace(/[.+^$()|[\]\\{}]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

async function walk(dir, out) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) await walk(path.join(dir, entry.name), out);
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

async function filesOf(argument) {
  if (/[*?{]/.test(argument)) {
    const base = argument.split("/").filter((part, i, parts) => !parts.slice(0, i + 1).some((p) => /[*?{]/.test(p)));
    const start = path.resolve(base.join("/") || ".");
    const pattern = globToRegExp(path.resolve(argument).split(path.sep).join("/"));
    const all = await walk(start, []);
    return all.filter((file) => pattern.test(file.split(path.sep).join("/")));
  }
  const resolved = path.resolve(argument);
  const info = await stat(resolved);
  return info.isDirectory() ? walk(resolved, []) : [resolved];
}

async function main(argv) {
  const check = argv.includes("--check");
  const targets = argv.filter((a) => a !== "--check");
  if (targets.length === 0) {
    console.error("usage: node scripts/cite-requirements.mjs [--check] <file | directory | glob>...");
    return 2;
  }
  const files = [...new Set((await Promise.all(targets.map(filesOf))).flat())].filter((file) => file !== TARGET && file !== SELF).sort();
  let total = 0;
  let touched = 0;
  const leftOvers = [];
  for (const file of files) {
    const before = await readFile(file, "utf8");
    const { text, changed, leftOver } = citeRequirements(before, file);
    const name = path.relative(process.cwd(), file);
    if (changed > 0) {
      total += changed;
      touched += 1;
      console.log(`${name}: ${changed} citation${changed === 1 ? "" : "s"}${check ? " would change" : " changed"}`);
      if (!check) await writeFile(file, text);
    }
    for (const { line, content } of leftOver) leftOvers.push(`${name}:${line}: ${content}`);
  }
  console.log(
    `${total} citation${total === 1 ? "" : "s"} in ${touched} of ${files.length} files${check ? " would change (--check: nothing written)" : " changed"}`,
  );
  if (leftOvers.length > 0) {
    console.log(`\nLeft for a person (a bare § or an old document named without a section), ${leftOvers.length} lines:`);
    for (const line of leftOvers) console.log(`  ${line}`);
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  process.exitCode = await main(process.argv.slice(2));
}
