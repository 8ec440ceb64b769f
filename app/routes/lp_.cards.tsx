import { Outlet } from "@remix-run/react";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";

/**
 * Every /lp/cards page renders inside this open layout: login, sign-up, login-expire, and
 * the protected layout (`lp_.cards._account`) with the cardholder's own pages. It sits
 * outside the /lp journey layout: cardholders have no journey steps or exit flow.
 */
/** The cardholder pages' own rules (app/styles/cards.css) come with their documents. */
export const handle: PageHandle = { styles: ["cards"] };
export const links = areaLinks(handle);

export default function CardsLayout() {
  return (
    <main id="main" tabIndex={-1} className="page cards">
      <Outlet />
    </main>
  );
}
