import { describe, expect, it } from "vitest";
import { msg } from "~/i18n/message";
import { fill } from "~/i18n/translate";
import {
  DEFAULT_GOLD_QUALITY,
  GOLD_QUALITIES,
  goldQualityKarat,
  goldQualityMessage,
  isGoldQuality,
  parseGoldQuality,
} from "~/journey/gold-quality";

describe("gold qualities", () => {
  it("are 18, 20, 22 and 24 karat, written with a K, 22K by default", () => {
    expect(GOLD_QUALITIES).toEqual(["18K", "20K", "22K", "24K"]);
    expect(DEFAULT_GOLD_QUALITY).toBe("22K");
  });

  it.each([
    ["18K", "18 karat", 18],
    ["20K", "20 karat", 20],
    ["22K", "22 karat", 22],
    ["24K", "24 karat", 24],
  ] as const)("%s reads %j and is %d karat", (quality, label, karat) => {
    const message = goldQualityMessage(quality);
    expect(fill(message.key, message.params)).toBe(label);
    expect(goldQualityMessage(quality)).toEqual(msg("{karat} karat", { karat }));
    expect(goldQualityKarat(quality)).toBe(karat);
  });
});

describe("isGoldQuality", () => {
  it("takes only the values as sent", () => {
    for (const quality of GOLD_QUALITIES) expect(isGoldQuality(quality)).toBe(true);
    for (const other of ["22", "22k", " 22K", "21K", "K", "", null, undefined, 22]) expect(isGoldQuality(other)).toBe(false);
  });
});

describe("parseGoldQuality", () => {
  it.each([
    ["22K", "22K"],
    [" 24k ", "24K"],
    ["18", "18K"],
    ["20", "20K"],
  ])("%j -> %j", (text, quality) => {
    expect(parseGoldQuality(text)).toBe(quality);
  });

  it.each([["21K"], ["23"], ["22.0"], ["22 K"], ["K"], [""], ["abc"], [null], [undefined]])("%j is none", (text) => {
    expect(parseGoldQuality(text)).toBeNull();
  });
});
