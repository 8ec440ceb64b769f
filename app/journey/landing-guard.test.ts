import { describe, expect, it } from "vitest";
import { GUARD_BASE_KEY, GUARD_TOP_KEY, guardBaseOf, isGuardTop, landingCloseTarget, landingGuardPlan } from "~/journey/landing-guard";

const ROUTER_STATE = { usr: null, key: "4scfd502vto", idx: 0 };

describe("landingGuardPlan", () => {
  it("pushes a guard on a landing: the page loaded as a document, guard on", () => {
    expect(landingGuardPlan({ enabled: true, documentLoad: true, state: { idx: 0 } })).toBe("push");
    expect(landingGuardPlan({ enabled: true, documentLoad: true, state: null })).toBe("push");
  });

  it("pushes again after a reload on the base entry (the old guard ahead is replaced, never stacked)", () => {
    expect(landingGuardPlan({ enabled: true, documentLoad: true, state: { idx: 0, [GUARD_BASE_KEY]: { canLeave: true } } })).toBe("push");
  });

  it("only listens on the guard itself (a reload there, or back onto it): never a second guard", () => {
    expect(landingGuardPlan({ enabled: true, documentLoad: true, state: { ...ROUTER_STATE, [GUARD_TOP_KEY]: true } })).toBe("listen");
  });

  it("only listens when the page was reached inside the site (the router's own blocker covers back)", () => {
    expect(landingGuardPlan({ enabled: true, documentLoad: false, state: { usr: null, key: "k3x9a", idx: 2 } })).toBe("listen");
  });

  it("does nothing when the guard is off (exit-intent flag off, another step, the Android app)", () => {
    expect(landingGuardPlan({ enabled: false, documentLoad: true, state: null })).toBe("none");
    expect(landingGuardPlan({ enabled: false, documentLoad: true, state: { [GUARD_TOP_KEY]: true } })).toBe("none");
  });
});

describe("guard entries", () => {
  it("reads the base entry's record", () => {
    expect(guardBaseOf({ idx: 0, [GUARD_BASE_KEY]: { canLeave: true } })).toEqual({ canLeave: true });
    expect(guardBaseOf({ idx: 0, [GUARD_BASE_KEY]: {} })).toEqual({ canLeave: false });
    expect(guardBaseOf({ idx: 0 })).toBeNull();
    expect(guardBaseOf({ [GUARD_BASE_KEY]: true })).toBeNull();
    expect(guardBaseOf(null)).toBeNull();
  });

  it("knows the guard entry", () => {
    expect(isGuardTop({ [GUARD_TOP_KEY]: true })).toBe(true);
    expect(isGuardTop({ [GUARD_TOP_KEY]: "yes" })).toBe(false);
    expect(isGuardTop(undefined)).toBe(false);
  });
});

describe("landingCloseTarget", () => {
  it("goes to the last page of the site seen in this tab, without the /lp prefix", () => {
    expect(landingCloseTarget("/gold-loan/bangalore", { canLeave: true })).toEqual({ kind: "path", path: "/gold-loan/bangalore" });
    expect(landingCloseTarget("/lp/x?y=1", { canLeave: true })).toEqual({ kind: "path", path: "/x?y=1" });
  });

  it("really leaves a first page of the site: history back, to where the visitor came from", () => {
    expect(landingCloseTarget(null, { canLeave: true })).toEqual({ kind: "back" });
  });

  it("goes to the home page when there is nowhere to go back to", () => {
    expect(landingCloseTarget(null, { canLeave: false })).toEqual({ kind: "path", path: "/" });
  });
});
