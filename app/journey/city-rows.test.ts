import { describe, expect, it } from "vitest";
import { citiesOfLines, cityLines, type CityOption } from "~/journey/city-rows";

describe("the lead form's cities as lines of text", () => {
  it("come back as they went, a name with a comma or a space included, and none as none", () => {
    const cities: CityOption[] = [
      { id: 1, name: "Bangalore", minAmount: 30_000, maxAmount: 10_000_000, takeover: { minAmount: 100_000, maxAmount: 9_999_999 } },
      { id: 22, name: "Navi Mumbai", minAmount: 30_000, maxAmount: 5_000_000, takeover: { minAmount: 40_000, maxAmount: 9_999_999 } },
      { id: -1, name: "Others, anywhere", minAmount: 30_000, maxAmount: 10_000_000, takeover: { minAmount: 40_000, maxAmount: 9_999_999 } },
    ];
    expect(cityLines(cities)).toBe(
      "1,Bangalore,30000,10000000,100000,9999999\n22,Navi Mumbai,30000,5000000,40000,9999999\n-1,Others, anywhere,30000,10000000,40000,9999999",
    );
    expect(citiesOfLines(cityLines(cities))).toEqual(cities);
    expect(citiesOfLines(cityLines([]))).toEqual([]);
  });
});
