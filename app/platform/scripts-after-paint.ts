/**
 * The app's scripts start after the first paint (docs/decisions/015-first-paint.md, 040).
 *
 * Remix's <Scripts> writes modulepreload links and one module script that imports the route
 * modules and starts hydration. A browser fetches them while it parses the page, before its first
 * paint, so on a slow connection they share the bandwidth of the first screen (and Lighthouse's
 * model counts them towards FCP and LCP). The server wraps each of them in a <template> on the
 * document's stream (`holdForLater` in scripts-after-paint.server.ts, in entry.server.tsx): what
 * is inside a template is valid HTML that the browser neither fetches nor runs. The small inline
 * script `START_AFTER_PAINT` (root.tsx, after <Scripts>) puts them back in the templates' places
 * once the first frame is out, so hydration finds the document it rendered.
 */

/** The attribute that marks a template holding a script or a preload until after the first paint. */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

/**
 * In the browser, once the first frame is out (the second animation frame's callback runs after
 * it): each held preload goes back in its place (and starts), and each held module script is
 * replaced by a runnable copy (same place, same nonce), which starts the app. A script parsed
 * inside a template never runs, even once moved out: hence the copy.
 */
export const START_AFTER_PAINT = `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll("template[${AFTER_PAINT_ATTRIBUTE}]").forEach(function(t){var o=t.content.firstElementChild;if(o&&o.nodeName==="SCRIPT"){var s=document.createElement("script");s.type=o.type;s.async=o.async;s.nonce=o.nonce||o.getAttribute("nonce");s.textContent=o.textContent;t.replaceWith(s)}else{t.replaceWith(document.importNode(t.content,true))}})},0)})})`;
