import { describe, expect, it } from "vitest";
import { cookies, FLAG_IDENTITY_COOKIE_MAX_AGE } from "~/platform/cookies.server";
import { isValidFlagIdentity, newFlagIdentity, readFlagIdentity } from "~/site/flag-identity.server";

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

describe("the flagsmithIdentity cookie", () => {
  const identityCookie = (identity: string, secure = false) => cookies.flagIdentity.serialize(identity, { secure });

  it("is named flagsmithIdentity and holds the identity as it is, as browsers already hold it", async () => {
    expect(cookies.flagIdentity.name).toBe("flagsmithIdentity");
    expect(await identityCookie("3f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f")).toMatch(
      /^flagsmithIdentity=3f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f;/,
    );
    expect(await identityCookie("a@b:c")).toMatch(/^flagsmithIdentity=a%40b%3Ac;/);
  });

  it("has path /, a SameSite attribute, and is not HttpOnly (requirements §3)", async () => {
    const attrs = attributes(await identityCookie("abc"));
    expect(attrs.get("path")).toBe("/");
    expect(attrs.get("samesite")).toBe("Lax");
    expect(attrs.has("httponly")).toBe(false);
  });

  it("lasts a year, and is Secure only when asked (production)", async () => {
    expect(FLAG_IDENTITY_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
    expect(attributes(await identityCookie("abc")).get("max-age")).toBe(String(FLAG_IDENTITY_COOKIE_MAX_AGE));
    expect(attributes(await identityCookie("abc")).has("secure")).toBe(false);
    expect(attributes(await identityCookie("abc", true)).has("secure")).toBe(true);
  });

  it("is read back by readFlagIdentity", async () => {
    const line = await identityCookie("noexit-42", true);
    expect(await readFlagIdentity(line.split(";")[0])).toBe("noexit-42");
    expect(await readFlagIdentity((await identityCookie("a@b")).split(";")[0])).toBe("a@b");
  });
});

describe("readFlagIdentity", () => {
  it("finds the cookie among others", async () => {
    expect(await readFlagIdentity("gl_session=abc; flagsmithIdentity=visitor-1; other=x")).toBe("visitor-1");
    expect(await readFlagIdentity('flagsmithIdentity="quoted-2"')).toBe("quoted-2");
    expect(await readFlagIdentity("flagsmithIdentity=a%40b")).toBe("a@b");
  });

  it("is null without the cookie", async () => {
    expect(await readFlagIdentity(null)).toBeNull();
    expect(await readFlagIdentity("")).toBeNull();
    expect(await readFlagIdentity("xflagsmithIdentity=1; flagsmithIdentityX=2")).toBeNull();
  });

  it.each([
    ["flagsmithIdentity="],
    ["flagsmithIdentity=%E0%A4%A"],
    ["flagsmithIdentity=a%20b"],
    ["flagsmithIdentity=<script>"],
    [`flagsmithIdentity=${"a".repeat(101)}`],
  ])("treats an unacceptable value as missing (%s)", async (header) => {
    expect(await readFlagIdentity(header)).toBeNull();
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
