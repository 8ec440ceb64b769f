import { Link } from "@remix-run/react";

/** The working days to pick from, as links (the day is a GET parameter, so it works without JS). */
export function DayChips({
  days,
  chosen,
  href,
}: {
  days: { date: string; label: string }[];
  chosen: string | null;
  href: (date: string) => string;
}) {
  return (
    <ul className="day-chips">
      {days.map((day) => (
        <li key={day.date}>
          <Link
            to={href(day.date)}
            className={day.date === chosen ? "chip chip--link chip--chosen" : "chip chip--link"}
            aria-current={day.date === chosen ? "date" : undefined}
            preventScrollReset
            replace
          >
            {day.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
