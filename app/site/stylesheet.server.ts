import { readFileSync } from "node:fs";
import path from "node:path";
import { STYLESHEETS, type StylesheetName } from "~/site/stylesheets";

const texts = new Map<StylesheetName, string>();

/** Where the browser's files are: the build's (build/app/client, vite.config.ts); under the dev server, the sources. */
const FILES_ROOT = import.meta.env?.DEV ? "." : path.join("build", "app", "client");

/**
 * One of the site's stylesheets as the build emitted it (minified, under build/app/client/assets),
 * read once: the document carries it inline, so the first response paints the page with no
 * request that blocks rendering (docs/decisions/015-first-paint.md). `site` is every page's; an
 * area's (the cardholder pages', the search pages') only its own pages'.
 */
export function stylesheetText(name: StylesheetName): string {
  let text = texts.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(FILES_ROOT, STYLESHEETS[name].split("?")[0]!), "utf8");
    texts.set(name, text);
  }
  return text;
}
