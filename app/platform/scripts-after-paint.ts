/**
 * The app's scripts start after the first paint (docs/decisions/015-first-paint.md).
 *
 * Remix's <Scripts> writes modulepreload links and one module script that imports the route
 * modules and starts hydration. A browser fetches them while it parses the page, before its first
 * paint, so on a slow connection they share the bandwidth of the first screen (and Lighthouse's
 * model counts them towards FCP and LCP). The server renames both (`renameForLater` in
 * scripts-after-paint.server.ts, on the document's stream in entry.server.tsx), so the browser
 * leaves them alone; the small inline script `START_AFTER_PAINT` (root.tsx, after <Scripts>)
 * gives them back their names once the first frame is out. The elements stay where
 * they are, so hydration finds the document it rendered.
 */

export const RENAMES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['rel="modulepreload"', 'rel="x-after-paint-modulepreload"'],
  ['type="module"', 'type="x-after-paint-module"'],
];

/**
 * In the browser, once the first frame is out (the second animation frame's callback runs after
 * it), the preloads start, and the module script is
 * replaced by a runnable copy (same place, same nonce), which starts the app. (It names the
 * attribute values through variables: written out, the server's renaming would rename them too.)
 */
export const START_AFTER_PAINT = `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(function(){var P="modulepreload",M="module";document.querySelectorAll('link[rel="x-after-paint-modulepreload"]').forEach(function(l){l.rel=P});document.querySelectorAll('script[type="x-after-paint-module"]').forEach(function(o){var s=document.createElement("script");s.type=M;s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s)})},0)})})`;
