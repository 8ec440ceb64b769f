/** Request facts every route may need: the client IP, the device type, cross-site checks. */

/** Fly puts the client's address in Fly-Client-IP; behind other proxies, the first X-Forwarded-For entry. */
export function clientIp(request: Request): string | undefined {
  const fly = request.headers.get("fly-client-ip")?.trim();
  if (fly) return fly;
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
}

export function deviceType(request: Request): "mobile" | "desktop" {
  return /Mobi|Android|iPhone|iPad/i.test(request.headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}

/**
 * Refuses cross-site form posts (ARCHITECTURE.md §11): Sec-Fetch-Site when the browser
 * sends it, else the Origin header. Requests with neither (old browsers, curl) pass.
 */
export function assertSameSite(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site) {
    if (site === "same-origin" || site === "none") return;
    throw new Response("Cross-site form posts are not accepted.", { status: 403 });
  }
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return;
  if (new URL(origin).host !== new URL(request.url).host) {
    throw new Response("Cross-site form posts are not accepted.", { status: 403 });
  }
}

/** A redirect target is accepted only when it is a path on this site (no open redirect). */
export function safeRedirectPath(to: string | null | undefined, fallback = "/"): string {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return fallback;
  return to;
}
