/**
 * The lead form's cities (requirements §9: each city's amounts, a takeover's its own) as the
 * page's data carries them to the browser: one row per city, `[id, name, min, max, takeover min,
 * takeover max]`, instead of an object with named fields. The list (83 cities) is in the HTML of
 * every page with the lead form, for hydration; as rows it costs a quarter less there
 * (docs/performance.md, the page-weight budgets in every language).
 */
export type CityOption = {
  id: number;
  name: string;
  minAmount: number;
  maxAmount: number;
  takeover: { minAmount: number; maxAmount: number };
};

export type CityRow = readonly [id: number, name: string, minAmount: number, maxAmount: number, takeoverMin: number, takeoverMax: number];

export function cityRow(city: CityOption): CityRow {
  return [city.id, city.name, city.minAmount, city.maxAmount, city.takeover.minAmount, city.takeover.maxAmount];
}

export function cityOfRow([id, name, minAmount, maxAmount, takeoverMin, takeoverMax]: CityRow): CityOption {
  return { id, name, minAmount, maxAmount, takeover: { minAmount: takeoverMin, maxAmount: takeoverMax } };
}
