import { describe, expect, it } from "vitest";
import { assetFor, messageRefs } from "~/i18n/assets.server";
import { CATALOGUE } from "~/i18n/messages/index.server";
import { messagesOf, pageModuleRef } from "~/i18n/registry";
import { keyHash } from "~/i18n/key-hash";

const NAMESPACE_NAMES = Object.keys(CATALOGUE);

describe("the catalogue's string modules", () => {
  it("names one module for a loader's namespaces in the page's language, none in English", () => {
    expect(messageRefs("en", ["chrome", "lead"])).toEqual([]);
    const refs = messageRefs("hi", ["chrome", "lead", "chrome"]);
    expect(refs).toHaveLength(1);
    expect(refs[0]).toMatch(/^\/i18n\/hi\.chrome\+lead\.[A-Za-z0-9_-]{10}\.js$/);
    expect(messageRefs("hi", ["lead"])[0]).toMatch(/^\/i18n\/hi\.lead\.[A-Za-z0-9_-]{10}\.js$/);
  });

  it("holds every string of each namespace it names", () => {
    const [ref] = messageRefs("ta", ["lead", "chrome"]);
    const strings = messagesOf([ref!]);
    for (const namespace of ["lead", "chrome"] as const) {
      for (const [key, translations] of Object.entries(CATALOGUE[namespace])) expect(strings[keyHash(key)], key).toBe(translations.ta);
    }
  });

  it("serves a list of our namespaces no loader named, built for that answer: the same content, and nothing kept", () => {
    const file = "mr.limits+lead.AAAAAAAAAA.js";
    const first = assetFor(file);
    expect(first?.current).toBe(false);
    expect(first!.asset.body).toContain(`"${keyHash("Get OTP")}":${JSON.stringify(CATALOGUE.lead["Get OTP"].mr)}`);
    const again = assetFor(file);
    expect(again!.asset).not.toBe(first!.asset);
    // Named by a loader, the same list is kept and is the one served.
    const [ref] = messageRefs("mr", ["limits", "lead"]);
    expect(assetFor(file)!.asset.ref).toBe(ref);
    expect(assetFor(ref!.slice("/i18n/".length))).toEqual({ asset: assetFor(file)!.asset, current: true });
  });

  it("gives a module's address by its content: the same namespace in two languages has two", () => {
    const [hindi] = messageRefs("hi", ["chrome"]);
    const [tamil] = messageRefs("ta", ["chrome"]);
    expect(hindi!.split(".")[2]).not.toBe(tamil!.split(".")[2]);
    expect(messageRefs("hi", ["chrome"])).toEqual([hindi]);
  });

  it("serves a module as a script whose default export is the namespace in that language, and the server has its strings", async () => {
    const [ref] = messageRefs("ta", ["lead"]);
    const found = assetFor(ref!.slice("/i18n/".length));
    expect(found?.current).toBe(true);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(found!.asset.body).toString("base64")}`)) as {
      default: Record<string, string>;
    };
    expect(module.default[keyHash("Get OTP")]).toBe(CATALOGUE.lead["Get OTP"].ta);
    expect(Object.keys(module.default).sort()).toEqual(Object.keys(CATALOGUE.lead).map(keyHash).sort());
    expect(messagesOf([ref!])[keyHash("Get OTP")]).toBe(CATALOGUE.lead["Get OTP"].ta);
  });

  it("answers an address of an earlier release with today's module, not as current", () => {
    const found = assetFor("hi.lead.AAAAAAAAAA.js");
    expect(found?.current).toBe(false);
    expect(found?.asset.ref).toBe(messageRefs("hi", ["lead"])[0]);
  });

  it("refuses what is not a language and namespace of ours", () => {
    for (const file of [
      "en.lead.AAAAAAAAAA.js",
      "xx.lead.AAAAAAAAAA.js",
      "hi.nothing.AAAAAAAAAA.js",
      "hi.constructor.AAAAAAAAAA.js",
      "hi.__proto__.AAAAAAAAAA.js",
      "hi.lead.js",
      "../hi.lead.AAAAAAAAAA.js",
      `hi.${"a".repeat(5000)}.AAAAAAAAAA.js`,
      "hi.lead+lead.AAAAAAAAAA.js",
      "hi.lead+nothing.AAAAAAAAAA.js",
      "hi.lead+.AAAAAAAAAA.js",
      `hi.${Array(13).fill("lead").join("+")}.AAAAAAAAAA.js`,
    ]) {
      expect(assetFor(file), file).toBeNull();
    }
  });
});

describe("messagesOf", () => {
  it("merges the modules it is given, in order", () => {
    const refs = messageRefs("kn", ["chrome", "lead"]);
    const strings = messagesOf(refs);
    expect(strings[keyHash("Get OTP")]).toBe(CATALOGUE.lead["Get OTP"].kn);
    expect(strings[keyHash("Skip to main content")]).toBe(CATALOGUE.chrome["Skip to main content"].kn);
  });

  it("serves a page's modules as one: each under its own address, kept when a page of ours named them all", async () => {
    const refs = [...messageRefs("kn", ["chrome", "places"]), ...messageRefs("kn", ["lead-journey"]), ...messageRefs("kn", ["lead"])];
    const page = pageModuleRef(refs)!;
    expect(page).toBe(`/i18n/${refs.map((ref) => ref.slice("/i18n/".length, -".js".length)).join("~")}.js`);
    expect(pageModuleRef(refs.slice(0, 1))).toBe(refs[0]);
    expect(pageModuleRef([])).toBeNull();
    const found = assetFor(page.slice("/i18n/".length));
    expect(found?.current).toBe(true);
    expect(assetFor(page.slice("/i18n/".length))!.asset).toBe(found!.asset);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(found!.asset.body).toString("base64")}`)) as {
      default: Record<string, Record<string, string>>;
    };
    expect(Object.keys(module.default)).toEqual(refs);
    expect(module.default[refs[2]!]![keyHash("Get OTP")]).toBe(CATALOGUE.lead["Get OTP"].kn);
    // One module of an earlier release: today's strings, not kept for a year.
    const older = page.slice("/i18n/".length).replace(/\.[A-Za-z0-9_-]{10}~/, ".AAAAAAAAAA~");
    expect(assetFor(older)?.current).toBe(false);
  });

  it("refuses a page module that holds a module twice, two languages, too many, or one that is not ours", () => {
    const [hindi] = messageRefs("hi", ["lead"]);
    const [tamil] = messageRefs("ta", ["chrome"]);
    const stem = (ref: string) => ref.slice("/i18n/".length, -".js".length);
    for (const file of [
      `${stem(hindi!)}~${stem(hindi!)}.js`,
      `${stem(hindi!)}~${stem(tamil!)}.js`,
      `${Array.from({ length: 6 }, (_, i) => stem(messageRefs("hi", [(["lead", "chrome", "places", "limits", "home", "gold-rate"] as const)[i]!])[0]!)).join("~")}.js`,
      `${stem(hindi!)}~hi.nothing.AAAAAAAAAA.js`,
      `${stem(hindi!)}~.js`,
      `${stem(hindi!)}~${stem(hindi!).replace("lead", "chrome")}`,
      // The same module under two hashes, and a namespace in two parts.
      `${stem(hindi!)}~${stem(hindi!).replace(/\.[A-Za-z0-9_-]{10}$/, ".AAAAAAAAAA")}.js`,
      `${stem(hindi!)}~hi.chrome+lead.AAAAAAAAAA.js`,
      // More namespaces than a page names (five parts of five).
      `${Array.from({ length: 5 }, (_, i) => `hi.${NAMESPACE_NAMES.slice(i * 5, i * 5 + 5).join("+")}.AAAAAAAAAA`).join("~")}.js`,
    ]) {
      expect(assetFor(file), file).toBeNull();
    }
  });
});
