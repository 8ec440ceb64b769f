import { describe, expect, it } from "vitest";
import { DEFAULT_CITY_ID, OTHERS_CITY_ID } from "~/journey/city-limits";

describe("city ids", () => {
  it("has default city id 1 and Others -1", () => {
    expect(DEFAULT_CITY_ID).toBe(1);
    expect(OTHERS_CITY_ID).toBe(-1);
  });
});
