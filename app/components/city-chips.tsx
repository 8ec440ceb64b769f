/**
 * Links to the city search pages (/gold-loan/{city}), drawn as chips. Plain links: a search page
 * is a document of its own, without the site's scripts (its route's handle says so).
 */
export function CityChips({ cities }: { cities: readonly { name: string; path: string }[] }) {
  return (
    <ul>
      {cities.map((city) => (
        <li key={city.path}>
          <a href={city.path} className="chip">
            {city.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
