import { describe, expect, it } from "vitest";
import type { AppSession } from "~/platform/session.server";
import { eventAuthorization, hasWebViewParam, isWebView, rememberWebView, webViewJwt } from "~/site/webview.server";

function request(url: string, cookie?: string): Request {
  return new Request(url, { headers: cookie ? { cookie } : {} });
}

/** A session with just what these rules read and write. */
function memorySession(values: Record<string, unknown> = {}): AppSession {
  return { get: (key: string) => values[key], set: (key: string, value: unknown) => void (values[key] = value) } as unknown as AppSession;
}

describe("eventAuthorization (requirements §6: a webView query parameter and a jwt cookie)", () => {
  it.each([
    ["webView=true and a jwt cookie", "https://site.test/lp/pincode?webView=true", "jwt=eyJ.tok.en; gl_session=x", "JWT eyJ.tok.en"],
    ["webView present with any value", "https://site.test/lp/pincode?webView=false", "jwt=a.b.c", "JWT a.b.c"],
    ["an empty webView parameter", "https://site.test/lp/pincode?webView", "jwt=a.b.c", "JWT a.b.c"],
    ["a %-encoded jwt cookie, decoded", "https://site.test/?webView=true", "jwt=a%2Db.c.d", "JWT a-b.c.d"],
    ["no webView parameter", "https://site.test/lp/pincode", "jwt=a.b.c", null],
    ["webView spelt differently", "https://site.test/lp/pincode?webview=true", "jwt=a.b.c", null],
    // A malformed cookie is an absent one: never a header (a euro sign cannot be one), never sent upstream.
    ["a jwt cookie of a character no header carries", "https://site.test/?webView=true", "jwt=%E2%82%AC", null],
    ["a jwt cookie with a broken %-escape", "https://site.test/?webView=true", "jwt=%E0%A4%A", null],
    ["a jwt cookie that is not the shape of a token", "https://site.test/?webView=true", "jwt=not-a-token", null],
    ["a jwt cookie of 5,000 characters", "https://site.test/?webView=true", `jwt=a.b.${"c".repeat(5000)}`, null],
    ["no jwt cookie", "https://site.test/lp/pincode?webView=true", "gl_session=x", null],
    ["an empty jwt cookie", "https://site.test/lp/pincode?webView=true", "jwt=", null],
    ["no cookies at all", "https://site.test/lp/pincode?webView=true", undefined, null],
  ])("%s", async (_, url, cookie, expected) => {
    expect(await eventAuthorization(request(url, cookie))).toBe(expected);
  });
});

describe("isWebView (card sign-out, the jwt cookie, the journey's hand-off)", () => {
  it.each([
    ["?webView=true", {}, true],
    ["?webView=1", {}, true],
    ["?webView=false", { webView: true }, false],
    ["", { webView: true }, true],
    ["", {}, false],
  ])("%s with a session of %j is %j", (query, remembered, expected) => {
    expect(isWebView(request(`https://site.test/lp/cards/limits${query}`), memorySession(remembered))).toBe(expected);
  });
});

describe("rememberWebView", () => {
  it("keeps the request's answer, and says when the session changed", () => {
    const session = memorySession();
    expect(rememberWebView(request("https://site.test/lp/basic-details?webView=true"), session)).toBe(true);
    expect(rememberWebView(request("https://site.test/lp/pincode?webView=yes"), session)).toBe(false);
    expect(isWebView(request("https://site.test/lp/pincode"), session)).toBe(true);
    expect(rememberWebView(request("https://site.test/lp/pincode?webView=false"), session)).toBe(true);
    expect(isWebView(request("https://site.test/lp/pincode"), session)).toBe(false);
  });

  it("leaves the session alone when the request does not say", () => {
    const session = memorySession();
    expect(rememberWebView(request("https://site.test/lp/basic-details?utm_source=app"), session)).toBe(false);
    expect(session.get("webView")).toBeUndefined();
  });
});

describe("hasWebViewParam and webViewJwt", () => {
  it("sees the parameter whatever its value", () => {
    expect(hasWebViewParam(request("https://site.test/?webView"))).toBe(true);
    expect(hasWebViewParam(request("https://site.test/?webview=true"))).toBe(false);
  });

  it("reads the jwt cookie's raw value; a broken escape is no token", async () => {
    expect(await webViewJwt(request("https://site.test/", "a=1; jwt=eyJ.x.y"))).toBe("eyJ.x.y");
    expect(await webViewJwt(request("https://site.test/", 'jwt=" eyJ.x.y "'))).toBe("eyJ.x.y");
    expect(await webViewJwt(request("https://site.test/", "jwt=%E0%A4"))).toBeNull();
  });
});
