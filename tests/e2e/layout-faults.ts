/**
 * Layout faults a visitor sees at once, found on whatever page is open (issue 32):
 *
 * - **Glued words**: a flex or grid container lays its children out as boxes, and the space
 *   between "Call" and "1800 123 4567", or "in" and "Pune", is lost at the box's edge. Found
 *   where two children touch (no gap, same line) while the page's text has a space between them.
 * - **Overflow**: content wider than its box ("11:00 காலை – 12:00 நண்பகல்" spilling out of its
 *   chip), or the page scrolling sideways.
 * - **A chip list laid out as a bullet list**: items drawn as chips or badges (a bordered box)
 *   with a bullet beside each, one per line, when the list's row rule is lost.
 *
 * `expectLaidOut` checks the page at the phone width the journeys run at and again at 1280 px,
 * where app/styles/desktop.css applies, then puts the phone width back.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const WIDE = { width: 1280, height: 900 };

/** Descriptions of the glued words and overflowing boxes on the page as it is laid out now. */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.classList.length > 0 ? `.${[...element.classList].join(".")}` : ""}>`;
    const shown = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;
    const box = (node: Node) => {
      if (node.nodeType === Node.ELEMENT_NODE) return (node as Element).getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const inFlow = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").trim() !== "";
      if (node.nodeType !== Node.ELEMENT_NODE || !shown(node as Element)) return false;
      const position = getComputedStyle(node as Element).position;
      return position !== "absolute" && position !== "fixed";
    };

    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${window.innerWidth}`);

    for (const element of document.body.querySelectorAll("*")) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);

      // Content wider than a box that does not scroll or clip it.
      if (style.overflowX === "visible" && !style.display.startsWith("inline") && element.clientWidth > 0) {
        if (element.scrollWidth > element.clientWidth + 1)
          faults.push(
            `${name(element)} overflows: ${element.scrollWidth} px of content in ${element.clientWidth}: "${(element.textContent ?? "").trim().slice(0, 50)}"`,
          );
      }

      // A list's bullet beside an item drawn as a chip or badge: the list lost its row rule.
      if (style.display === "list-item" && style.listStyleType !== "none") {
        const chip = element.firstElementChild;
        const chipStyle = chip && getComputedStyle(chip);
        if (chipStyle && chipStyle.borderTopStyle !== "none" && parseFloat(chipStyle.borderTopWidth) > 0)
          faults.push(`${name(element)} shows a bullet beside a bordered "${(chip.textContent ?? "").trim().slice(0, 20)}"`);
      }

      // Words glued across the boxes of a flex or grid container.
      if (!/flex|grid/.test(style.display) || (parseFloat(style.columnGap) || 0) > 0) continue;
      const children = [...element.childNodes];
      for (let i = 0; i < children.length; i++) {
        const before = children[i]!;
        if (!inFlow(before)) continue;
        // The next child in flow, and whether the text between the two has a space.
        let spaced = /\s$/.test(before.textContent ?? "");
        let j = i + 1;
        for (; j < children.length && !inFlow(children[j]!); j++) {
          if (children[j]!.nodeType === Node.TEXT_NODE) spaced = true;
        }
        const after = children[j];
        if (!after) break;
        spaced ||= /^\s/.test(after.textContent ?? "");
        if (!spaced) continue;
        const a = box(before);
        const b = box(after);
        if (a.width === 0 || b.width === 0) continue;
        const sameLine = Math.abs(a.top - b.top) < Math.min(a.height, b.height) / 2;
        if (sameLine && Math.abs(b.left - a.right) < 1.5)
          faults.push(
            `${name(element)} glues "${(before.textContent ?? "").trim().slice(-20)}" to "${(after.textContent ?? "").trim().slice(0, 20)}"`,
          );
      }
    }
    return faults;
  });
}

/**
 * Every stylesheet the page links has arrived: after a client-side navigation into an area (the
 * booking step's rules) its stylesheet is linked then, and applies once it has loaded.
 */
export async function stylesheetsLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
}

/** The layout faults of the open page on a phone (its viewport now) and at 1280 px, each prefixed by its width. */
export async function layoutFaultsPhoneAndWide(page: Page): Promise<string[]> {
  const phone = page.viewportSize();
  const found: string[] = [];
  for (const size of [phone, WIDE]) {
    if (!size) continue;
    await page.setViewportSize(size);
    await stylesheetsLoaded(page);
    for (const fault of await layoutFaults(page)) found.push(`${size.width} px: ${fault}`);
  }
  if (phone) await page.setViewportSize(phone);
  return found;
}

/** No glued words and no overflow on the open page, on a phone and at 1280 px. */
export async function expectLaidOut(page: Page, where: string) {
  expect(await layoutFaultsPhoneAndWide(page), `layout faults on ${where}`).toEqual([]);
}
