import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

/**
 * A page like the site's lead page: an 83-option select, a form and `?sections=N` sections of
 * copy (12 by default, about 15 KB of HTML; at most 400), so that npm run bench:ssr can give it the
 * same bytes of HTML as each page it compares. Its loader answers at once: no session, no upstream.
 */
export const meta: MetaFunction = () => [
  { title: "Bare page" },
  { name: "description", content: "A bare Remix page for the SSR benchmark." },
];

const CITIES = Array.from({ length: 83 }, (_, i) => ({ id: i + 1, name: `City number ${i + 1}` }));
const SECTIONS = Array.from({ length: 400 }, (_, i) => ({
  title: `Section ${i + 1}: what a visitor reads before asking for a loan`,
  body: "Gold loans against jewellery, with the rate, the tenure and the amount per gram shown before you apply. ".repeat(2),
  points: ["Same-day money at the branch", "Doorstep visit in three hours", "Your gold insured in a bank vault"],
}));

export function loader({ request }: LoaderFunctionArgs) {
  const asked = Number(new URL(request.url).searchParams.get("sections") ?? 12);
  const count = Number.isInteger(asked) ? Math.min(400, Math.max(0, asked)) : 12;
  return { cities: CITIES, sections: SECTIONS.slice(0, count) };
}

export default function Index() {
  const { cities, sections } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Get a gold loan today</h1>
      <form method="post">
        <label htmlFor="phone">Mobile number</label>
        <input id="phone" name="phone" inputMode="numeric" maxLength={10} required />
        <label htmlFor="city">City</label>
        <select id="city" name="cityId" required defaultValue="">
          <option value="" disabled>
            Choose your city
          </option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        <label htmlFor="amount">Loan amount</label>
        <input id="amount" name="loanAmount" inputMode="numeric" />
        <button type="submit">Get a call back</button>
      </form>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
