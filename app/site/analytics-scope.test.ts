import { describe, expect, it } from "vitest";
import {
  analyticsScope,
  clickProperties,
  formFieldNames,
  interactionProperties,
  linkTarget,
  pagePath,
  safeIntent,
  safeLabel,
} from "~/site/analytics-scope";

describe("analyticsScope", () => {
  it.each([
    ["/lp/cards"],
    ["/lp/cards/"],
    ["/lp/cards/login"],
    ["/lp/cards/consent"],
    ["/lp/cards/offers/42"],
    ["/LP/Cards/limits"],
    ["/india/goldfd-card/93"],
    ["/india/goldfd-card/93/"],
    ["/lp/cards/consent.data"],
  ])("autocaptures on the card pages and the gold card page (%s), in the main project", (path) => {
    expect(analyticsScope(path)).toEqual({ project: "main", autocapture: true });
  });

  it.each([
    ["/"],
    ["/_root.data"],
    ["/lp/basic-details"],
    ["/lp/basic-details.data"],
    ["/lp/otp/auth/5eed0410-0000-4000-8000-000000000410"],
    ["/lp/cardsx"],
    ["/lp/card"],
    ["/xlp/cards/login"],
    ["/india/goldfd-card/930"],
    ["/india/goldfd-card/9"],
    ["/india/goldfd-card/93/more"],
    ["/india/goldfd-card"],
    ["/best-gold-loan-exp"],
    ["/gold-loan/bangalore"],
  ])("does not autocapture elsewhere (%s), in the main project", (path) => {
    expect(analyticsScope(path)).toEqual({ project: "main", autocapture: false });
  });

  it.each([["/personal-loans"], ["/personal-loans/"], ["/personal-loans/x"], ["/personal-loans/apply/step-2.data"], ["/Personal-Loans/x"]])(
    "puts the personal-loans pages in their own project, without autocapture (%s)",
    (path) => {
      expect(analyticsScope(path)).toEqual({ project: "personal-loans", autocapture: false });
    },
  );

  it.each([["/personal-loansx"], ["/lp/personal-loans/x"]])(
    "keeps look-alikes of the personal-loans pages in the main project (%s)",
    (path) => {
      expect(analyticsScope(path)?.project).toBe("main");
    },
  );

  it.each([
    ["/build/entry.client-ABC.js"],
    ["/build"],
    ["/assets/logo.svg"],
    ["/fonts/poppins-latin-500-normal.woff2"],
    ["/favicon.ico"],
    ["/robots.txt"],
    ["/sitemap.xml"],
    ["/healthcheck"],
    ["/__manifest"],
    ["/lp/api/auth/session"],
    ["/lp/api/getStrapiData"],
    ["/lp/cards/app.js"],
    ["not-a-path"],
  ])("is null for what is not a page (%s)", (path) => {
    expect(analyticsScope(path)).toBeNull();
  });
});

describe("pagePath", () => {
  it("names the page of a single-fetch data request", () => {
    expect(pagePath("/lp/cards/consent.data")).toBe("/lp/cards/consent");
    expect(pagePath("/_root.data")).toBe("/");
  });

  it("drops a trailing slash but keeps the home page", () => {
    expect(pagePath("/lp/cards/")).toBe("/lp/cards");
    expect(pagePath("/")).toBe("/");
    expect(pagePath("//")).toBe("/");
  });
});

describe("formFieldNames", () => {
  it("gives the names only, sorted and once each", () => {
    const form = new FormData();
    form.append("otp", "123456");
    form.append("phone", "9876543210");
    form.append("intent", "verify");
    form.append("otp", "654321");
    expect(formFieldNames(form.entries())).toEqual(["intent", "otp", "phone"]);
  });

  it("drops names that are not name-like and keeps at most 50", () => {
    expect(
      formFieldNames([
        ["9876543210", "x"],
        ["a b", "x"],
        ["ok_name", "x"],
        ["items[0].id", "x"],
        ["", "x"],
      ]),
    ).toEqual(["items[0].id", "ok_name"]);
    expect(formFieldNames(Array.from({ length: 60 }, (_, i) => [`f${String(i).padStart(2, "0")}`, ""] as const))).toHaveLength(50);
  });
});

describe("safeIntent", () => {
  it.each([["send"], ["verify-otp"], ["claim_reward"], ["resend"]])("keeps a word-like intent (%s)", (intent) => {
    expect(safeIntent(intent)).toBe(intent);
  });

  it.each([
    ["123456"],
    ["9876543210"],
    ["send 123456"],
    ["a@b.example"],
    ["ABCPR1234K"],
    [""],
    ["x".repeat(41)],
    [null],
    [42],
    [undefined],
  ])("drops anything that could be typed data (%j)", (value) => {
    expect(safeIntent(value)).toBeNull();
  });
});

describe("interactionProperties", () => {
  it("describes a submission as PostHog autocapture does, without the query string or any value", () => {
    expect(
      interactionProperties({
        origin: "https://kanak.example",
        pathname: "/lp/cards/consent",
        method: "post",
        status: 302,
        fieldNames: ["intent", "otp"],
        intent: "validate",
      }),
    ).toEqual({
      $event_type: "submit",
      $current_url: "https://kanak.example/lp/cards/consent",
      $host: "kanak.example",
      $pathname: "/lp/cards/consent",
      form_method: "POST",
      form_fields: ["intent", "otp"],
      intent: "validate",
      response_status: 302,
    });
  });

  it("has no intent property when the form has none", () => {
    expect(
      interactionProperties({
        origin: "http://localhost:3000",
        pathname: "/india/goldfd-card/93",
        method: "POST",
        status: 200,
        fieldNames: [],
        intent: null,
      }),
    ).not.toHaveProperty("intent");
  });
});

describe("linkTarget", () => {
  const origin = "https://kanak.example";
  it("keeps a path of the site without its query or fragment", () => {
    expect(linkTarget("/lp/cards/login?with=email#x", origin)).toBe("/lp/cards/login");
    expect(linkTarget("https://kanak.example/lp/cards/signup/", origin)).toBe("/lp/cards/signup");
    expect(linkTarget("signup", `${origin}/lp/cards/`)).toBe("/lp/cards/signup");
  });

  it("keeps only the host of another site and only the scheme of anything else", () => {
    expect(linkTarget("https://other.example/path?phone=9876543210", origin)).toBe("other.example");
    expect(linkTarget("tel:18001234567", origin)).toBe("tel:");
    expect(linkTarget("mailto:someone@example.com", origin)).toBe("mailto:");
  });
});

describe("safeLabel", () => {
  it("collapses white space and keeps a short label", () => {
    expect(safeLabel("  Log in   with\n mobile number ")).toBe("Log in with mobile number");
    expect(safeLabel("Read more about our gold loan schemes in every city of India today")).toHaveLength(60);
    expect(safeLabel("लॉग इन करें")).toBe("लॉग इन करें");
    expect(safeLabel("உள்நுழைக")).toBe("உள்நுழைக");
  });

  it.each([
    ["Call 1800 123 4567"],
    ["9876543210"],
    ["OTP 123456"],
    ["asha@example.com"],
    ["Card 4111-1111"],
    ["कॉल ९८७६५४३२१०"],
    ["ＯＴＰ　１２３４５６"],
    ["৯"],
    ["asha＠example.com"],
    ["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"],
    ["token abcdefghijklmnopqrstuvwxyz"],
    [""],
    ["   "],
    [null],
    [undefined],
  ])("drops what could be personal data, or nothing (%j)", (text) => {
    expect(safeLabel(text)).toBeNull();
  });
});

describe("clickProperties", () => {
  it("describes a click as PostHog autocapture does, with the link's target and label", () => {
    expect(
      clickProperties({
        origin: "https://kanak.example",
        pathname: "/india/goldfd-card/93",
        tag: "a",
        target: "/lp/cards/login",
        label: "Log in",
      }),
    ).toEqual({
      $event_type: "click",
      $current_url: "https://kanak.example/india/goldfd-card/93",
      $host: "kanak.example",
      $pathname: "/india/goldfd-card/93",
      tag_name: "a",
      link_target: "/lp/cards/login",
      $el_text: "Log in",
    });
  });

  it("has no target or text when there is none", () => {
    const properties = clickProperties({
      origin: "http://localhost:3000",
      pathname: "/lp/cards/limits",
      tag: "button",
      target: null,
      label: null,
    });
    expect(properties).not.toHaveProperty("link_target");
    expect(properties).not.toHaveProperty("$el_text");
  });
});
