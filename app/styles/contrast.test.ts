/**
 * The stylesheet's colours against WCAG 2.2 AA (docs/decisions/025-accessibility-checks-and-colours.md):
 * text 4.5:1, large text 3:1 (1.4.3), focus indicators and input borders 3:1 against every
 * background they sit on (1.4.11). It reads app/styles/app.css itself, and the cardholder and
 * search pages' own sheets after it (cards.css, search.css, which follow it in their documents):
 * the colours are the ones their rules declare, through the custom properties, so changing one
 * there to a failing colour fails here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const CSS = ["./app.css", "./booking.css", "./cards.css", "./journey.css", "./landing.css", "./personal-loans.css", "./search.css"]
  .map((file) => readFileSync(new URL(file, import.meta.url), "utf8"))
  .join("\n");

type Rule = { selectors: string[]; declarations: Map<string, string> };

/** The stylesheet's rules outside any at-rule (the phone layout: colours are not changed in @media). */
function topLevelRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: Rule[] = [];
  let depth = 0;
  let start = 0;
  let prelude = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "{") {
      if (depth === 0) prelude = text.slice(start, i).trim();
      depth++;
      if (depth === 1) start = i + 1;
    } else if (char === "}") {
      depth--;
      if (depth === 0) {
        if (!prelude.startsWith("@")) {
          const declarations = new Map<string, string>();
          for (const part of text.slice(start, i).split(";")) {
            const colon = part.indexOf(":");
            if (colon > 0) declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
          }
          rules.push({ selectors: prelude.split(",").map((s) => s.trim().replace(/\s+/g, " ")), declarations });
        }
        start = i + 1;
      }
    }
  }
  return rules;
}

const RULES = topLevelRules(CSS);

/** The value the stylesheet's last rule naming `selector` (exactly, in its selector list) gives `property`. */
function declared(selector: string, property: string): string {
  const rule = RULES.filter((r) => r.selectors.includes(selector) && r.declarations.has(property)).at(-1);
  if (!rule) throw new Error(`app.css declares no ${property} for ${selector}`);
  return rule.declarations.get(property)!;
}

/** Custom properties resolved: `scope`'s own declarations first (e.g. .site-header's focus ring), then :root's. */
function resolve(value: string, scope?: string): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const own = scope ? RULES.filter((r) => r.selectors.includes(scope) && r.declarations.has(name)).at(-1) : undefined;
    return resolve(own?.declarations.get(name) ?? declared(":root", name), scope);
  });
}

/** Every #rrggbb colour in a declaration (a border's colour, a gradient's stops), in order. */
function colours(value: string): string[] {
  const found = value.match(/#[0-9a-fA-F]{6}\b/g);
  if (!found) throw new Error(`no #rrggbb colour in "${value}"`);
  return found.map((c) => c.toLowerCase());
}

/** The colours a property of a rule paints with (custom properties resolved in the rule's own scope). */
function colourOf(selector: string, property: string, scope = selector): string[] {
  return colours(resolve(declared(selector, property), scope));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.2's contrast ratio of two sRGB colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT = 4.5;
const LARGE_TEXT = 3;
const NON_TEXT = 3;

const WHITE = colourOf(".card", "background");
const PAGE = colourOf(":root", "background");
const GOLD_SOFT = colours(resolve("var(--gold-soft)"));
const FOOTER = colourOf(".site-footer", "background");
const HEADER = colourOf(".site-header", "background");
/** A linear gradient between two stops: each channel moves one way, so its luminance lies between theirs and the stops are the worst cases. */
const GOLD_CARD = colourOf(".gold-card", "background");
const HERO = colourOf(".wide-hero", "background");
const POPUP = colourOf(".error-popup", "background");

type Pair = { what: string; fg: string[]; bg: string[]; min: number };

const TEXT_PAIRS: Pair[] = [
  { what: "body text on the page", fg: colourOf(":root", "color"), bg: PAGE, min: TEXT },
  { what: "body text on a card", fg: colourOf(":root", "color"), bg: WHITE, min: TEXT },
  {
    what: "links on cards, the page, the gold-soft notices, the footer",
    fg: colourOf("a", "color"),
    bg: [...WHITE, ...PAGE, ...GOLD_SOFT, ...FOOTER],
    min: TEXT,
  },
  { what: "muted text on cards, the page, the notices", fg: colourOf(".muted", "color"), bg: [...WHITE, ...PAGE, ...GOLD_SOFT], min: TEXT },
  { what: "the footer's text", fg: colourOf(".site-footer", "color"), bg: FOOTER, min: TEXT },
  { what: "the header's text and call link", fg: colourOf(".site-header__call", "color"), bg: HEADER, min: TEXT },
  { what: 'the wordmark\'s "Gold Loan" on the header', fg: colourOf(".brand__what", "color"), bg: HEADER, min: TEXT },
  { what: "buttons", fg: colourOf(".button", "color"), bg: colourOf(".button", "background"), min: TEXT },
  { what: "secondary buttons", fg: colourOf(".button--secondary", "color"), bg: colourOf(".button--secondary", "background"), min: TEXT },
  {
    what: '"Call me back" in the help prompt',
    fg: colourOf(".alert-seek .button", "color"),
    bg: colourOf(".alert-seek .button", "background"),
    min: TEXT,
  },
  { what: "the help prompt's text", fg: colourOf(".alert-seek", "color"), bg: colourOf(".alert-seek", "background"), min: TEXT },
  { what: "field errors", fg: colourOf(".field__error", "color"), bg: WHITE, min: TEXT },
  { what: "form errors", fg: colourOf(".form__error", "color"), bg: colourOf(".form__error:not(:empty)", "background"), min: TEXT },
  {
    what: 'the gold card\'s "Credit limit", "Used", "Gold pledged"',
    fg: colourOf(".gold-card .figures dt", "color"),
    bg: GOLD_CARD,
    min: TEXT,
  },
  { what: "the gold card's figures", fg: colourOf(".gold-card", "color"), bg: GOLD_CARD, min: TEXT },
  { what: "the gold card's available limit", fg: colourOf(".gold-card__available strong", "color"), bg: GOLD_CARD, min: TEXT },
  { what: "the full-width hero's lead", fg: colourOf(".wide-hero .lead", "color"), bg: HERO, min: TEXT },
  { what: "badges", fg: colourOf(".badge", "color"), bg: colourOf(".badge", "background"), min: TEXT },
  ...["--flat", "--released", "--rejected", "--in_progress"].map((kind) => ({
    what: `badges ${kind}`,
    fg: colourOf(`.badge${kind}`, "color"),
    bg: colourOf(`.badge${kind}`, "background"),
    min: TEXT,
  })),
  {
    what: "chosen chips",
    fg: colourOf(".chip:has(input:checked)", "color"),
    bg: colourOf(".chip:has(input:checked)", "background"),
    min: TEXT,
  },
  // Requirements §9 names these two colours; the popup's text is large (checked below), where 3:1 applies.
  { what: "the error popup (large text)", fg: colourOf(".error-popup", "color"), bg: POPUP, min: LARGE_TEXT },
];

/** Where the focus ring can be drawn, and the rule whose custom properties set its colours there. */
const FOCUS_SURFACES: { what: string; scope?: string; bg: string[] }[] = [
  { what: "cards, the page, the notices, the footer, the popup", bg: [...WHITE, ...PAGE, ...GOLD_SOFT, ...FOOTER, ...POPUP] },
  { what: "the header", scope: ".site-header", bg: HEADER },
  { what: "the gold card", scope: ".gold-card", bg: GOLD_CARD },
  { what: "the help prompt", scope: ".alert-seek", bg: colourOf(".alert-seek", "background") },
  { what: "the full-width hero", scope: ".wide-hero", bg: HERO },
];

const FOCUSED = "a:focus-visible";

const BORDER_PAIRS: Pair[] = [
  {
    what: "input and select borders",
    fg: colourOf('.field input:not([type="radio"])', "border"),
    bg: [...WHITE, ...PAGE, ...GOLD_SOFT],
    min: NON_TEXT,
  },
  { what: "the +91 prefix's border", fg: colourOf(".input-prefix > span", "border"), bg: [...WHITE, ...GOLD_SOFT], min: NON_TEXT },
  { what: "textarea borders", fg: colourOf("textarea", "border"), bg: [...WHITE, ...PAGE], min: NON_TEXT },
  { what: "chip borders", fg: colourOf(".chip", "border"), bg: [...WHITE, ...PAGE], min: NON_TEXT },
];

function expectPair({ what, fg, bg, min }: Pair) {
  for (const f of fg) {
    for (const b of bg) {
      expect(contrast(f, b), `${what}: ${f} on ${b}`).toBeGreaterThanOrEqual(min);
    }
  }
}

/** A CSS length in px (rem and em at the browser's 16 px). */
function px(length: string): number {
  const match = /^([\d.]+)(px|rem|em)$/.exec(length.trim());
  if (!match) throw new Error(`not a length: ${length}`);
  return Number(match[1]) * (match[2] === "px" ? 1 : 16);
}

describe("contrast (WCAG 2.2 AA) of app.css", () => {
  it("measures as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
    // The figures for the old colours.
    expect(contrast("#c8932f", "#ffffff")).toBeCloseTo(2.74, 2);
    expect(contrast("#d0243c", "#fbc5c7")).toBeCloseTo(3.48, 2);
  });

  it.each(TEXT_PAIRS.map((pair) => [pair.what, pair] as const))("text: %s", (_, pair) => expectPair(pair));

  it.each(BORDER_PAIRS.map((pair) => [pair.what, pair] as const))("borders of controls: %s", (_, pair) => expectPair(pair));

  it.each(FOCUS_SURFACES.map((surface) => [surface.what, surface] as const))(
    "the focus ring on %s stands out from it and from its own gap",
    (_, { scope, bg }) => {
      const ring = colours(resolve(declared(FOCUSED, "outline"), scope));
      const gap = colours(resolve(declared(FOCUSED, "box-shadow"), scope));
      expectPair({ what: "focus ring against the background", fg: ring, bg, min: NON_TEXT });
      expectPair({ what: "focus ring against its gap", fg: ring, bg: gap, min: NON_TEXT });
    },
  );

  it("the chips, the radio cards, the error summary and the help prompt's close show the same ring", () => {
    expect(declared(".chip:has(input:focus-visible)", "outline")).toBe(declared(FOCUSED, "outline"));
    expect(declared(".choice__option:has(input:focus-visible)", "outline")).toBe(declared(FOCUSED, "outline"));
    expect(declared(".error-summary:focus", "outline")).toBe(declared(FOCUSED, "outline"));
    expect(declared(".alert-seek__toggle:focus-visible + .alert-seek__close", "outline")).toBe(declared(FOCUSED, "outline"));
  });

  it("the error popup's text is large text: bold and 14 pt (18.67 px) or more", () => {
    expect(px(declared(".error-popup", "font-size"))).toBeGreaterThanOrEqual(18.67);
    expect(Number(declared(".error-popup", "font-weight"))).toBeGreaterThanOrEqual(700);
  });

  it("badges are 12 px or more", () => {
    expect(px(declared(".badge", "font-size"))).toBeGreaterThanOrEqual(12);
  });
});
