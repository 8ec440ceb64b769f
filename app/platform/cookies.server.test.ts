import { beforeAll, describe, expect, it } from "vitest";
import {
  cookies,
  FLAG_IDENTITY_COOKIE_MAX_AGE,
  LANGUAGE_COOKIE_MAX_AGE,
  LEAD_ID_COOKIE_MAX_AGE,
  leadIdCookie,
  leadIdCookieHeader,
  leadIdOfCookie,
  LITE_COOKIE_MAX_AGE,
} from "~/platform/cookies.server";

/** A Set-Cookie line as its `name=value` and the set of its attributes (their order is Remix's). */
function parts(setCookie: string): { pair: string; attributes: string[] } {
  const [pair, ...attributes] = setCookie.split("; ");
  return { pair: pair!, attributes: attributes.sort() };
}

const DAY = 24 * 60 * 60;

describe("the plain cookies' lifetimes (requirements §A7, §9)", () => {
  it("keep the language and the lead id 30 days, the lite choice and the flag identity a year", () => {
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(2_592_000);
    expect(LEAD_ID_COOKIE_MAX_AGE).toBe(30 * DAY);
    expect(LITE_COOKIE_MAX_AGE).toBe(365 * DAY);
    expect(FLAG_IDENTITY_COOKIE_MAX_AGE).toBe(365 * DAY);
  });
});

describe("what the cookies write: the same names, values and attributes as before", () => {
  it.each([
    ["gl_lite", () => cookies.lite.serialize("on"), "gl_lite=on; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly"],
    [
      "gl_lite in production",
      () => cookies.lite.serialize("off", { secure: true }),
      "gl_lite=off; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure",
    ],
    ["gl_event_id", () => cookies.eventId.serialize("evt-1"), "gl_event_id=evt-1; Path=/; HttpOnly; SameSite=Lax"],
    [
      "gl_event_id in production",
      () => cookies.eventId.serialize("evt:1", { secure: true }),
      "gl_event_id=evt:1; Path=/; HttpOnly; SameSite=Lax; Secure",
    ],
    [
      "flagsmithIdentity",
      () => cookies.flagIdentity.serialize("a@b"),
      `flagsmithIdentity=${encodeURIComponent("a@b")}; Path=/; Max-Age=31536000; SameSite=Lax`,
    ],
    ["gl_lang", () => cookies.language.serialize("hi"), "gl_lang=ImhpIg%3D%3D; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax"],
  ])("%s", async (_, written, before) => {
    expect(parts(await written())).toEqual(parts(before));
  });
});

describe("what the cookies read: the values browsers already hold", () => {
  it("reads gl_lite, gl_event_id and flagsmithIdentity as plain text, first of a name", async () => {
    expect(await cookies.lite.parse("a=b; gl_lite=on")).toBe("on");
    expect(await cookies.eventId.parse("gl_event_id=evt-7f3a; gl_event_id=evt-other")).toBe("evt-7f3a");
    expect(await cookies.flagIdentity.parse('x=1; flagsmithIdentity="visitor-1"')).toBe("visitor-1");
    expect(await cookies.flagIdentity.parse("flagsmithIdentity=a%40b")).toBe("a@b");
  });

  it("reads the app's jwt with its %-escapes undone, and a broken escape as nothing", async () => {
    expect(await cookies.webViewJwt.parse("jwt=a%2Bb")).toBe("a+b");
    expect(await cookies.webViewJwt.parse("jwt=%E0%A4")).toBeNull();
  });

  it("reads gl_lang as Remix has always written it (base64 JSON)", async () => {
    expect(await cookies.language.parse("gl_lang=ImhpIg%3D%3D")).toBe("hi");
  });

  it("reads back what it writes", async () => {
    for (const [cookie, value] of [
      [cookies.lite, "off"],
      [cookies.eventId, "evt-5eed:0410"],
      [cookies.flagIdentity, "a@b:c"],
      [cookies.language, "ta"],
    ] as const) {
      expect(await cookie.parse((await cookie.serialize(value)).split(";")[0]!)).toBe(value);
    }
  });

  it("reads nothing without the cookie", async () => {
    expect(await cookies.lite.parse(null)).toBeNull();
    expect(await cookies.lite.parse("xgl_lite=on; gl_litex=on")).toBeNull();
  });
});

describe("the lead id cookie: sealed", () => {
  // It is sealed with the session's secrets, which the configuration gives.
  beforeAll(() => {
    process.env.UPSTREAM_BASE_URL ??= "http://127.0.0.1:9";
  });

  it("is written for 30 days, HttpOnly, with the __Host- name and Secure in production", () => {
    const other = parts(leadIdCookie(false).serialize({ leadId: "L1" }));
    expect(other.pair).toMatch(/^gl_lead_id=[\w-]+$/);
    expect(other.attributes).toEqual(expect.arrayContaining([`Max-Age=${LEAD_ID_COOKIE_MAX_AGE}`, "Path=/", "HttpOnly", "SameSite=Lax"]));
    expect(other.attributes).not.toContain("Secure");
    const production = parts(leadIdCookie(true).serialize({ leadId: "L1" }));
    expect(production.pair).toMatch(/^__Host-gl_lead_id=[\w-]+$/);
    expect(production.attributes).toContain("Secure");
  });

  it("reads back the lead id it wrote, and nothing it did not write", () => {
    const written = leadIdCookieHeader("5eed0410-0000-4000-8000-000000000410").split(";")[0]!;
    expect(written).not.toContain("5eed0410");
    expect(leadIdOfCookie(written)).toBe("5eed0410-0000-4000-8000-000000000410");
    // The plain base64 JSON a browser could write itself, a changed character, another cookie's sealed value.
    expect(leadIdOfCookie("gl_lead_id=IkwxIg%3D%3D")).toBeNull();
    // (A character in the middle: the last one of base64url may carry bits the decoder drops.)
    const middle = written.indexOf("=") + 12;
    expect(leadIdOfCookie(`${written.slice(0, middle)}${written[middle] === "A" ? "B" : "A"}${written.slice(middle + 1)}`)).toBeNull();
    expect(leadIdOfCookie(written.replace(/^gl_lead_id=/, "gl_session="))).toBeNull();
    expect(leadIdOfCookie(`gl_lead_id=${"A".repeat(9000)}`)).toBeNull();
    expect(leadIdOfCookie(null)).toBeNull();
  });
});
