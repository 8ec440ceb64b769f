import { describe, expect, it } from "vitest";
import { formatProgress, nextStep, pageKey, stepHref, stepIndex } from "~/journey/flow";

const steps = [
  { path: "/lp/basic-details", title: "Basic details" },
  { path: "/lp/otp/auth/[id]", title: "Verify" },
  { path: "/lp/schemes", title: "Schemes" },
  { path: "/lp/book-slot", title: "Book" },
] as const;

describe("pageKey", () => {
  it.each([
    ["/lp/otp/auth/[id]", "otp"],
    ["/lp/otp/auth/abc-123", "otp"],
    ["/lp/basic-details", "basic-details"],
    ["/lp/basic-details/", "basic-details"],
    ["/lp", ""],
    ["/lp/", ""],
  ])("%j -> %j", (path, expected) => {
    expect(pageKey(path)).toBe(expected);
  });
});

describe("stepIndex", () => {
  it("finds a step by its page key", () => {
    expect(stepIndex(steps, "/lp/basic-details")).toBe(0);
    expect(stepIndex(steps, "/lp/schemes/")).toBe(2);
    expect(stepIndex(steps, "/lp/book-slot")).toBe(3);
  });

  it("matches a real id against the [id] step", () => {
    expect(stepIndex(steps, "/lp/otp/auth/5f2c-77")).toBe(1);
  });

  it("gives -1 for an unknown path", () => {
    expect(stepIndex(steps, "/lp/unknown")).toBe(-1);
  });
});

describe("nextStep", () => {
  it("is the step after the current one", () => {
    expect(nextStep(steps, "/lp/basic-details")?.path).toBe("/lp/otp/auth/[id]");
    expect(nextStep(steps, "/lp/schemes")?.path).toBe("/lp/book-slot");
  });

  it("matches a path with a real id to the [id] step", () => {
    expect(nextStep(steps, "/lp/otp/auth/abc-123")?.path).toBe("/lp/schemes");
  });

  it("goes to the first step from an unknown path", () => {
    expect(nextStep(steps, "/lp/nowhere")?.path).toBe("/lp/basic-details");
  });

  it("is null after the last step", () => {
    expect(nextStep(steps, "/lp/book-slot")).toBeNull();
  });

  it("is null with no steps", () => {
    expect(nextStep([], "/lp/basic-details")).toBeNull();
  });
});

describe("stepHref", () => {
  it("fills [id]", () => {
    expect(stepHref(steps[1], "abc-123")).toBe("/lp/otp/auth/abc-123");
  });

  it("URL-encodes the id", () => {
    expect(stepHref(steps[1], "a b/c?d")).toBe("/lp/otp/auth/a%20b%2Fc%3Fd");
  });

  it("throws when the step needs an id and none is given", () => {
    expect(() => stepHref(steps[1])).toThrow();
    expect(() => stepHref(steps[1], "")).toThrow();
  });

  it("leaves a path without [id] as it is", () => {
    expect(stepHref(steps[0])).toBe("/lp/basic-details");
    expect(stepHref(steps[0], "abc")).toBe("/lp/basic-details");
  });
});

describe("formatProgress", () => {
  it.each([
    [0, 5, "01/05"],
    [1, 5, "02/05"],
    [4, 5, "05/05"],
    [9, 12, "10/12"],
  ])("(%j, %j) -> %j", (index, total, expected) => {
    expect(formatProgress(index, total)).toBe(expected);
  });
});
