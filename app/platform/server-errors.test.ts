import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "@remix-run/router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "~/platform/log.server";
import { describeError, isRefusal, thrownStatus } from "~/platform/server-errors";

/** The framework's own answer for a URL no route matches (what handleError receives). */
function noRoute(path = "/no/such/page") {
  return new ErrorResponseImpl(404, "Not Found", new Error(`No route matches URL "${path}"`), true);
}

describe("isRefusal: answers under 500 are not errors", () => {
  it.each([
    ["the framework's 404 for an unknown URL", noRoute()],
    ["the framework's 405", new ErrorResponseImpl(405, "Method Not Allowed", new Error("Invalid request method"), true)],
    ["a thrown 403 Response", new Response("Cross-site form posts are not accepted.", { status: 403 })],
    ["a thrown 413 Response", new Response(null, { status: 413 })],
    ["a thrown 415 Response", new Response(null, { status: 415 })],
    ["a thrown 404 Response", new Response("Offer not found", { status: 404 })],
  ])("%s", (_what, thrown) => {
    expect(isRefusal(thrown)).toBe(true);
  });

  it.each([
    ["an Error", new TypeError("x is not a function")],
    ["a thrown 503 Response", new Response(null, { status: 503 })],
    ["a plain object", { foo: 1 }],
    ["a string", "boom"],
    ["undefined", undefined],
  ])("%s is an error", (_what, thrown) => {
    expect(isRefusal(thrown)).toBe(false);
    expect(thrownStatus(thrown)).toBeGreaterThanOrEqual(500);
  });
});

describe("describeError names what was thrown, never [object Object]", () => {
  it.each([
    [new TypeError("x is not a function"), "TypeError: x is not a function"],
    [new ErrorResponseImpl(500, "Internal Server Error", new RangeError("too deep"), true), "RangeError: too deep"],
    [new ErrorResponseImpl(500, "Internal Server Error", null), "ErrorResponse 500 Internal Server Error"],
    [new Response(null, { status: 503 }), "Response 503"],
    [{ foo: 1 }, 'Object {"foo":1}'],
    ["boom", "boom"],
    [undefined, "undefined"],
  ])("%s", (thrown, expected) => {
    expect(describeError(thrown)).toBe(expected);
    expect(describeError(thrown)).not.toContain("[object Object]");
  });

  it("caps a long description", () => {
    expect(describeError(new Error("x".repeat(1000))).length).toBeLessThanOrEqual(300);
  });

  it("copes with an object that cannot be serialised", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic)).toBe("Object (not serialisable)");
  });
});

describe("handleError (app/entry.server.tsx)", () => {
  let handleError: (error: unknown, args: { request: Request }) => void;
  const request = (path = "/no/such/page") => new Request(`http://localhost${path}`);

  beforeAll(async () => {
    // The entry checks the configuration when it loads; nothing here calls an upstream.
    process.env.UPSTREAM_BASE_URL ??= "http://127.0.0.1:9";
    process.env.LOG_LEVEL = "silent";
    ({ handleError } = await import("~/entry.server"));
  });
  afterEach(() => vi.restoreAllMocks());

  it("does not log an unknown URL (the framework's 404), a 405 or a refused post as an error", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});

    handleError(noRoute(), { request: request() });
    handleError(new ErrorResponseImpl(405, "Method Not Allowed", new Error("Invalid request method"), true), { request: request() });
    handleError(new Response("Cross-site form posts are not accepted.", { status: 403 }), { request: request("/lp/callback") });

    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs a real failure with its name, message and status", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});

    handleError(new TypeError("Cannot read properties of undefined (reading 'lead')"), { request: request("/lp/pincode") });

    expect(error).toHaveBeenCalledWith("request.failed", {
      url: "/lp/pincode",
      status: 500,
      error: "TypeError: Cannot read properties of undefined (reading 'lead')",
    });
  });

  it("logs a thrown 5xx Response by its status, not as [object Object]", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});

    handleError(new Response(null, { status: 503 }), { request: request("/lp/schemes") });

    expect(error).toHaveBeenCalledWith("request.failed", { url: "/lp/schemes", status: 503, error: "Response 503" });
  });

  it("logs nothing for a request the client gave up on", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();

    handleError(new Error("aborted"), { request: new Request("http://localhost/lp", { signal: controller.signal }) });

    expect(error).not.toHaveBeenCalled();
  });
});
