/**
 * The scheme list's sorts at 360 px (decision 045): no sort's label is cut in any of the seven
 * languages (main's select showed "Low interest (with on-time cashl"): each fits the select's box; the default sort orders by
 * the rate after the on-time cashback and every card shows it; "Lowest APR" orders by the figure
 * each card leads with. On the way, the pincode step's daily visit count names no city.
 */
import { PINCODES } from "../support/fixtures";
import { NO_JS, expect, reachPincodeStep, test } from "./fixtures";
import { applyView, submitPincode } from "./journey";

const LANGUAGES = ["en", "hi", "mr", "ta", "te", "kn", "ml"] as const;

test.use({ viewport: { width: 360, height: 800 } });
test.describe.configure({ timeout: 90_000 });

/** The figures of a card's list, "12.1% a year" read as 12.1. */
const percents = (texts: string[]) => texts.map((text) => Number(/(\d+(?:\.\d+)?)%/.exec(text)![1]));

test("no sort is cut at 360 px in any language; each sort orders by a figure every card shows", NO_JS, async ({ page }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await reachPincodeStep(page);
  await expect(page.getByTestId("daily-visit-count")).toHaveText(
    /^On a typical day, about [\d,]+ people book a gold loan visit with us\.$/,
  );
  await submitPincode(page, PINCODES.serviceable);
  await page.waitForURL(/\/lp\/schemes$/);

  const cuts: string[] = [];
  for (const lang of LANGUAGES) {
    await page.goto(`/lp/schemes?lang=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const sort = page.getByTestId("scheme-sort");
    await expect(sort.locator("option")).toHaveCount(7);
    // A closed select shows its chosen label on one line, cut at its box: every label must fit the
    // box's text area (its width less its padding and the arrow), measured in the select's own font.
    const cut = await sort.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box = select.getBoundingClientRect();
      const arrow = 24;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      const inside = box.left >= 0 && box.right <= document.documentElement.clientWidth;
      return [...select.options].flatMap((option) => {
        const width = context.measureText(option.text).width;
        return inside && width <= room ? [] : [`${option.text}: ${Math.round(width)} px in ${Math.round(room)} px`];
      });
    });
    cuts.push(...cut.map((label) => `${lang}: ${label}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), lang).toBe(true);
  }

  expect(cuts, "sort labels cut at 360 px").toEqual([]);

  await page.goto("/lp/schemes?lang=en");
  const cards = page.getByTestId("scheme");
  await expect(page.getByLabel("Sort by")).toHaveValue("low_interest");
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Lowest rate after cashback");
  const cashback = percents(await cards.getByTestId("scheme-cashback-rate").allInnerTexts());
  expect(cashback.length).toBeGreaterThan(2);
  expect(cashback).toEqual([...cashback].sort((a, b) => a - b));

  await page.getByLabel("Sort by").selectOption({ label: "Lowest APR" });
  await applyView(page, javaScriptEnabled);
  await page.waitForURL((url) => url.searchParams.get("sort") === "low_apr");
  await expect(page.getByLabel("Sort by")).toHaveValue("low_apr");
  const aprs = percents(await cards.getByTestId("scheme-rate").allInnerTexts());
  expect(aprs).toHaveLength(cashback.length);
  expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
});
