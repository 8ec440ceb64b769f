import { describe, expect, it } from "vitest";
import { messageRefs, routeMessageRefs, type RouteStrings } from "~/i18n/catalogue.server";

/** A route's words as its handle declares them (decision 051): always, and per state of the page. */
const handle = {
  i18n: ["booking", "booking-visit"],
  i18nWhen: { branch: ["booking-visit-branch"], doorstep: ["booking-visit-doorstep"], codes: ["limits"] },
} satisfies RouteStrings;

describe("a route's words, from its handle", () => {
  it("are its namespaces, with those of the states the page is in, in one module", () => {
    expect(routeMessageRefs("hi", handle)).toEqual(messageRefs("hi", ["booking", "booking-visit"]));
    expect(routeMessageRefs("hi", handle, { branch: true, doorstep: false, codes: true })).toEqual(
      messageRefs("hi", ["booking", "booking-visit", "booking-visit-branch", "limits"]),
    );
    expect(routeMessageRefs("ta", { i18n: ["lead"] })).toHaveLength(1);
  });

  it("are none in English, and none for a route that names none", () => {
    expect(routeMessageRefs("en", handle, { branch: true })).toEqual([]);
    expect(routeMessageRefs("hi", {})).toEqual([]);
  });
});
