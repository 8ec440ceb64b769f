import { readFileSync } from "node:fs";
import path from "node:path";
import stylesheetHref from "~/styles/app.css";

let text: string | undefined;

/**
 * The site's one stylesheet as the build emitted it (minified, under public/build/_assets), read
 * once: the document carries it inline, so the first response paints the page with no request
 * that blocks rendering (docs/decisions/015-first-paint.md).
 */
export function siteStylesheet(): string {
  text ??= readFileSync(path.join("public", stylesheetHref), "utf8");
  return text;
}
