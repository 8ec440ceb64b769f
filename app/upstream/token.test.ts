import { describe, expect, it } from "vitest";
import { CardRequestError, TOKEN_REQUIRED_MESSAGE, jwtAuthorization } from "~/upstream/token";

describe("jwtAuthorization", () => {
  it('is "JWT " followed by the token', () => {
    expect(jwtAuthorization("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_")).toBe("JWT eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_");
  });

  it("trims the token", () => {
    expect(jwtAuthorization("  abc.def.ghi \n")).toBe("JWT abc.def.ghi");
  });

  it("has the spec message", () => {
    expect(TOKEN_REQUIRED_MESSAGE).toBe("Authorization token is required");
  });

  it.each([
    [""],
    ["   "],
    [null],
    [undefined],
    // Not the shape of a token: never put in a header (a character it cannot carry threw, as an outage).
    ["€"],
    ["a.b.\u20ac"],
    ["a.b.c\nd"],
    ["not-a-token"],
    ["a.b.c.d"],
    ['"a.b.c"'],
    [`${"a".repeat(2000)}.${"b".repeat(2000)}.${"c".repeat(100)}`],
  ])("refuses %j with a CardRequestError", (token) => {
    let thrown: unknown;
    try {
      jwtAuthorization(token);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CardRequestError);
    expect((thrown as Error).message).toBe("Authorization token is required");
    expect((thrown as Error).name).toBe("CardRequestError");
  });
});
