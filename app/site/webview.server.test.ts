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
    ["webView present with any value", "https://site.test/lp/pincode?webView=false", "jwt=abc", "JWT abc"],
    ["an empty webView parameter", "https://site.test/lp/pincode?webView", "jwt=abc", "JWT abc"],
    ["a %-encoded jwt cookie, decoded", "https://site.test/?webView=true", "jwt=a%2Bb", "JWT a+b"],
    ["no webView parameter", "https://site.test/lp/pincode", "jwt=abc", null],
    ["webView spelt differently", "https://site.test/lp/pincode?webview=true", "jwt=abc", null],
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
