import { useEffect } from "react";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Runs `start` once the page has loaded and the browser is idle: never before the first paint. */
function afterInteractive(start: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
  };
}

/**
 * The tag manager (spec §7): loaded by JavaScript after the page is interactive, so it never
 * delays the first paint, and not at all with JavaScript off. Nothing renders on the server.
 */
export function TagManager({ id }: { id: string | null }) {
  useEffect(() => {
    if (!id || document.getElementById("tag-manager")) return;
    return afterInteractive(() => {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      const script = document.createElement("script");
      script.id = "tag-manager";
      script.async = true;
      script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
      document.head.appendChild(script);
    });
  }, [id]);
  return null;
}
