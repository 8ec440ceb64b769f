import type { LoaderFunctionArgs } from "@remix-run/node";
import { assetFor } from "~/i18n/assets.server";

/**
 * GET /i18n/{lang}.{namespace}[+{namespace}…].{hash}.js: the namespaces one loader names, in one
 * language, as a script module (app/i18n/registry.ts, app/i18n/assets.server.ts). Its address changes with its content, so a browser keeps
 * it for a year; an address of an earlier release gets today's strings, kept for five minutes.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const found = assetFor(params.file ?? "");
  if (!found)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const headers = new Headers({
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": found.current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    Vary: "Accept-Encoding",
  });
  // Brotli compressed once per module (the server's compression leaves an encoded answer alone).
  if (/\bbr\b/.test(request.headers.get("accept-encoding") ?? "")) {
    headers.set("Content-Encoding", "br");
    return new Response(new Uint8Array(found.asset.brotli()), { headers });
  }
  return new Response(found.asset.body, { headers });
}
