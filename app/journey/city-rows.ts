/**
 * The lead form's cities (requirements §9: each city's amounts, a takeover's its own) as the
 * page's data carries them to the browser: one line of text per city, `id,name,min,max,takeover
 * min,takeover max`, instead of an object with named fields. The list (83 cities) is in the HTML
 * of every page with the lead form, for hydration, where each object's field names and each
 * value's reference in React Router's stream cost more than the cities themselves: as lines, the
 * list costs half as much (docs/performance.md, the page-weight budgets in every language).
 */
export type CityOption = {
  id: number;
  name: string;
  minAmount: number;
  maxAmount: number;
  takeover: { minAmount: number; maxAmount: number };
};

/** The cities as lines of text (a name may hold a comma: it is what is left between the id and the four amounts). */
export function cityLines(cities: readonly CityOption[]): string {
  return cities
    .map((city) =>
      [city.id, city.name.replace(/\n/g, " "), city.minAmount, city.maxAmount, city.takeover.minAmount, city.takeover.maxAmount].join(","),
    )
    .join("\n");
}

export function citiesOfLines(lines: string): CityOption[] {
  if (!lines) return [];
  return lines.split("\n").map((line) => {
    const fields = line.split(",");
    const [minAmount, maxAmount, takeoverMin, takeoverMax] = fields.splice(-4).map(Number) as [number, number, number, number];
    const id = Number(fields.shift());
    return { id, name: fields.join(","), minAmount, maxAmount, takeover: { minAmount: takeoverMin, maxAmount: takeoverMax } };
  });
}
