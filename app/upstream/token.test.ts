import { describe, expect, it } from "vitest";
import { CardRequestError, TOKEN_REQUIRED_MESSAGE, jwtAuthorization } from "~/upstream/token";

describe("jwtAuthorization", () => {
  it('is "JWT " followed by the token', () => {
    expect(jwtAuthorization("abc")).toBe("JWT abc");
  });

  it("trims the token", () => {
    expect(jwtAuthorization("  abc.def.ghi \n")).toBe("JWT abc.def.ghi");
  });

  it("has the spec message", () => {
    expect(TOKEN_REQUIRED_MESSAGE).toBe("Authorization token is required");
  });

  it.each([[""], ["   "], [null], [undefined]])("refuses %j with a CardRequestError", (token) => {
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
