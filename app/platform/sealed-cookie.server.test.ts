import { describe, expect, it } from "vitest";
import { cookieValues } from "~/platform/sealed-cookie.server";

describe("cookieValues", () => {
  it("answers every value of the name, in order, unquoted and not decoded", () => {
    expect(cookieValues(' a=1; jwt="x%2By" ; other=2;jwt=z=w', "jwt")).toEqual(["x%2By", "z=w"]);
  });

  it("answers none for a missing header, a missing name or a part without '='", () => {
    expect(cookieValues(null, "jwt")).toEqual([]);
    expect(cookieValues("jwtx=1; xjwt=2; jwt", "jwt")).toEqual([]);
  });
});
