import { useNonce } from "~/platform/nonce";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The loader, as the browser runs it: once the page has loaded and the browser is idle (never
 * before the first paint), it starts the data layer and adds the tag manager's script, once per
 * document. `id` is JSON-encoded, so no value can break out of the string.
 */
function loaderSource(id: string): string {
  return `(function(){var id=${JSON.stringify(id)};function start(){if(document.getElementById("tag-manager"))return;var w=window;w.dataLayer=w.dataLayer||[];w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});var s=document.createElement("script");s.id="tag-manager";s.async=true;s.src=${JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=`)}+encodeURIComponent(id);document.head.appendChild(s)}function idle(){"requestIdleCallback"in window?requestIdleCallback(start,{timeout:3000}):setTimeout(start,1)}document.readyState==="complete"?idle():addEventListener("load",idle,{once:true})})();`.replace(
    /</g,
    "\\u003c",
  );
}

/**
 * The tag manager (requirements §7): a few hundred bytes inline (with the page's CSP nonce) that load it
 * after the page is interactive, so it never delays the first paint. The same on every page,
 * including the search pages that carry no other script; not at all without JavaScript, nor in
 * lite mode (the root leaves it out there), nor when TAG_MANAGER_ID is unset.
 */
export function TagManager({ id }: { id: string | null }) {
  const nonce = useNonce();
  if (!id) return null;
  return <script id="tag-manager-loader" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loaderSource(id) }} />;
}
