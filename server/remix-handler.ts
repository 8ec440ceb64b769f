/**
 * Hands a request that passed the gate (server/request-gate.ts) to Remix, and sends Remix's
 * answer. What remix-serve's Express adapter does, with three differences:
 * - the request URL Remix sees is on PUBLIC_ORIGIN: the Host header never reaches a page, a
 *   redirect or a sitemap (and a Host that is not a host cannot break the URL);
 * - the body is the one the gate read within its limits;
 * - Remix's headers replace the baseline security headers server/serve.ts set (a page's CSP
 *   replaces the baseline's; Set-Cookie lines add up), and a response that says nothing about
 *   caching is `private, no-store`: pages here show personal data unless they say otherwise.
 * A refused page request is rendered by Remix as the normal error page with the refusal's
 * status and sentence (app/routes/request-refused.tsx); a refused API request is JSON.
 */
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { REFUSALS, type Refusal } from "../app/platform/refusal";
import { bytesOf, gateRequest, routeKind } from "./request-gate";

export const REFUSED_PAGE_PATH = "/request-refused";
const NO_STORE = "private, no-store";

/** What the gate found out that a route may need (app/platform/request.server.ts reads it). */
export type LoadContextOf = (req: ExpressRequest) => { clientAddress: string };

export function remixHandler(options: {
  /** The build, or (under the dev server) a function that loads its current version. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string | undefined;
  publicOrigin: string;
  loadContext: LoadContextOf;
}) {
  const handle = createRequestHandler(options.build, options.mode);
  const { publicOrigin } = options;

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // An upload's room (request-gate.ts) is given back once its answer is out or the client went away.
    let closed = false;
    let release = () => {};
    res.once("close", () => {
      closed = true;
      release();
    });
    try {
      const context = options.loadContext(req);
      const verdict = await gateRequest(req, req.path, publicOrigin, context.clientAddress);
      if ("refusal" in verdict) {
        // A body cut off for its slowness is still arriving: the connection ends with the answer, so it holds nothing more.
        if (verdict.refusal === REFUSALS.tooSlow) res.setHeader("Connection", "close");
        if (routeKind(req.path) === "api") return sendRefusalJson(res, verdict.refusal);
        const request = refusedPageRequest(publicOrigin, req, controllerFor(res).signal);
        return await send(res, await handle(request, { ...context, refusal: verdict.refusal }));
      }
      release = verdict.release;
      if (closed) release();
      const request = new Request(`${publicOrigin}${req.originalUrl}`, {
        method: req.method,
        headers: remixHeaders(req, publicOrigin),
        body: verdict.body ? bytesOf(verdict.body) : undefined,
        signal: controllerFor(res).signal,
      });
      await send(res, await handle(request, context));
    } catch (error) {
      next(error);
    }
  };
}

/** The request's headers minus what the gate has already judged: Remix's own Origin check would only see a Host we replaced. */
function remixHeaders(req: ExpressRequest, publicOrigin: string): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "origin" || name === "x-forwarded-host") continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  headers.set("host", new URL(publicOrigin).host);
  return headers;
}

/**
 * The refusal page: Remix renders it with the root layout, as every error page is (a POST, so that
 * single fetch's action path takes it too). It carries the visitor's cookies and Accept-Language,
 * so that it is in the visitor's language, and nothing else of the refused request.
 */
function refusedPageRequest(publicOrigin: string, req: ExpressRequest, signal: AbortSignal): Request {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", host: new URL(publicOrigin).host };
  for (const name of ["cookie", "accept-language"] as const) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return new Request(`${publicOrigin}${REFUSED_PAGE_PATH}${req.path.endsWith(".data") ? ".data" : ""}`, {
    method: "POST",
    headers,
    body: "",
    signal,
  });
}

function sendRefusalJson(res: ExpressResponse, refusal: Refusal) {
  res.status(refusal.status).set("Cache-Control", "no-store");
  if (refusal.status === 405) res.set("Allow", "GET, HEAD, POST");
  res.json({ ok: false, error: refusal.message });
}

/** Aborts the loaders and actions of a request whose client went away before the answer was sent. */
function controllerFor(res: ExpressResponse): AbortController {
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  return controller;
}

async function send(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!response.headers.has("cache-control")) res.setHeader("Cache-Control", NO_STORE);
  if (response.status === 405) res.setHeader("Allow", "GET, HEAD, POST");
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
