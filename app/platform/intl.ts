/**
 * The one way the site formats dates and numbers for a locale: a formatter made once per locale
 * and options, then kept. Making an `Intl.DateTimeFormat` costs tens of microseconds (its locale
 * data is loaded and resolved each time), and `toLocaleDateString(locale, options)` makes one on
 * every call: the city page's 30-day chart spent a fifth of its server time there. ESLint refuses
 * `new Intl.*Format` and the `toLocale*String` methods anywhere else. Pure: runs in the browser too.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** At most this many formatters of each kind are kept: every locale and options the code names fits many times over. */
const KEPT = 200;

/** What `cache` keeps under `key`, made by `make` the first time; a cache of `limit` entries starts over. */
export function kept<T>(cache: Map<string, T>, key: string, make: () => T, limit = KEPT): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= limit) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // eslint-disable-next-line no-restricted-syntax -- the one place a formatter is made
  return kept(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  // eslint-disable-next-line no-restricted-syntax -- the one place a formatter is made
  return kept(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
