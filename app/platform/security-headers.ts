/**
 * The security headers of requirements §A11, in one place. The HTTP server (server/serve.ts)
 * puts the baseline on every response (static files, JSON, redirects, errors); the document
 * renderer (entry.server.tsx) replaces its CSP with the page's own, which carries the
 * per-request nonce. Pure code.
 */

/** For what is not a page: nothing may run, load, frame it or be framed by it. */
const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function baselineSecurityHeaders(production: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": NON_DOCUMENT_CSP,
    "X-Content-Type-Options": "nosniff",
    // Older browsers read this one; newer ones read the CSP's frame-ancestors (the Android webview is not a frame).
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self)",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** A page's CSP: its own scripts with the nonce, the tag manager's only when one is configured. */
export function documentCsp(nonce: string, tagManagerOrigin: string | null, devReload: string | null = null): string {
  const tagManager = tagManagerOrigin ? ` ${tagManagerOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${tagManager}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${tagManager}`,
    "font-src 'self'",
    // Under the dev server (npm run dev), Vite's hot-reload channel too.
    `connect-src 'self'${devReload ? ` ${devReload}` : ""}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
