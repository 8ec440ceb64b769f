import { describe, expect, it } from "vitest";
import { DEFAULT_GOLD_QUALITY, GOLD_QUALITIES, goldQualityLabel, isGoldQuality } from "~/journey/gold-quality";

describe("gold quality", () => {
  it("offers 18, 20, 22 and 24 karat, 22 by default", () => {
    expect(GOLD_QUALITIES).toEqual(["18K", "20K", "22K", "24K"]);
    expect(DEFAULT_GOLD_QUALITY).toBe("22K");
  });

  it("accepts only the listed qualities", () => {
    for (const quality of GOLD_QUALITIES) expect(isGoldQuality(quality)).toBe(true);
    for (const forged of ["23K", "22k", "22", " 22K", "", "24K ", null, undefined, 22, ["22K"], { quality: "22K" }]) {
      expect(isGoldQuality(forged)).toBe(false);
    }
  });

  it("names each quality in karat", () => {
    expect(GOLD_QUALITIES.map(goldQualityLabel)).toEqual(["18 karat", "20 karat", "22 karat", "24 karat"]);
  });
});
