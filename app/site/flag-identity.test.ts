import { describe, expect, it } from "vitest";
import {
  FLAG_IDENTITY_COOKIE,
  FLAG_IDENTITY_MAX_AGE_SECONDS,
  flagIdentityCookie,
  isValidFlagIdentity,
  newFlagIdentity,
  readFlagIdentity,
} from "~/site/flag-identity";

/** The attributes of one Set-Cookie line, lower-case names. */
function attributes(setCookie: string): Map<string, string> {
  const [, ...parts] = setCookie.split(";");
  return new Map(
    parts.map((part) => {
      const [name, value = ""] = part.split("=").map((s) => s.trim());
      return [name!.toLowerCase(), value];
    }),
  );
}

describe("flagIdentityCookie", () => {
  it("is named flagsmithIdentity and holds the identity", () => {
    expect(FLAG_IDENTITY_COOKIE).toBe("flagsmithIdentity");
    expect(flagIdentityCookie("3f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f", { secure: false })).toMatch(
      /^flagsmithIdentity=3f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f;/,
    );
  });

  it("has path /, a SameSite attribute, and is not HttpOnly (spec §3)", () => {
    const attrs = attributes(flagIdentityCookie("abc", { secure: false }));
    expect(attrs.get("path")).toBe("/");
    expect(attrs.get("samesite")).toBe("Lax");
    expect(attrs.has("httponly")).toBe(false);
  });

  it("lasts a year, and is Secure only when asked (production)", () => {
    expect(attributes(flagIdentityCookie("abc", { secure: false })).get("max-age")).toBe(String(FLAG_IDENTITY_MAX_AGE_SECONDS));
    expect(attributes(flagIdentityCookie("abc", { secure: false })).has("secure")).toBe(false);
    expect(attributes(flagIdentityCookie("abc", { secure: true })).has("secure")).toBe(true);
  });

  it("refuses an identity it would not read back", () => {
    expect(() => flagIdentityCookie("a;b", { secure: false })).toThrow();
  });

  it("is read back by readFlagIdentity", () => {
    const line = flagIdentityCookie("noexit-42", { secure: true });
    expect(readFlagIdentity(line.split(";")[0])).toBe("noexit-42");
  });
});

describe("readFlagIdentity", () => {
  it("finds the cookie among others", () => {
    expect(readFlagIdentity("gl_session=abc; flagsmithIdentity=visitor-1; other=x")).toBe("visitor-1");
    expect(readFlagIdentity('flagsmithIdentity="quoted-2"')).toBe("quoted-2");
    expect(readFlagIdentity("flagsmithIdentity=a%40b")).toBe("a@b");
  });

  it("is null without the cookie", () => {
    expect(readFlagIdentity(null)).toBeNull();
    expect(readFlagIdentity("")).toBeNull();
    expect(readFlagIdentity("xflagsmithIdentity=1; flagsmithIdentityX=2")).toBeNull();
  });

  it.each([
    ["flagsmithIdentity="],
    ["flagsmithIdentity=%E0%A4%A"],
    ["flagsmithIdentity=a%20b"],
    ["flagsmithIdentity=<script>"],
    [`flagsmithIdentity=${"a".repeat(101)}`],
  ])("treats an unacceptable value as missing (%s)", (header) => {
    expect(readFlagIdentity(header)).toBeNull();
  });
});

describe("newFlagIdentity", () => {
  it("is a random UUID, a valid identity", () => {
    const a = newFlagIdentity();
    const b = newFlagIdentity();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
    expect(isValidFlagIdentity(a)).toBe(true);
  });
});
