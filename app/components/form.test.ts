import { describe, expect, it } from "vitest";
import { boundedAction } from "~/components/form";

describe("boundedAction", () => {
  it("keeps a form's action as Remix resolves it while its query is as short as a link of ours", () => {
    expect(boundedAction("/lp/book-visit")).toBe("/lp/book-visit");
    expect(boundedAction("/lp/confirmation?change=1&date=2026-11-30")).toBe("/lp/confirmation?change=1&date=2026-11-30");
    expect(boundedAction("/?index")).toBe("/?index");
  });

  it("leaves a longer query off, so a page never repeats it in its forms (Remix's ?index stays)", () => {
    const long = new URLSearchParams(Array.from({ length: 40 }, () => ["phone", "\0".repeat(1000)])).toString();
    expect(boundedAction(`/lp/cards/login?${long}`)).toBe("/lp/cards/login");
    expect(boundedAction(`/?${long}&index`)).toBe("/?index");
  });
});
