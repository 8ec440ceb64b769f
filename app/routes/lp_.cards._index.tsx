import { redirect } from "@remix-run/node";
import { CARD_HOME_PATH } from "~/cards/auth.server";

/** /lp/cards: the card page (which sends a visitor without a session to the gold card landing page). */
export function loader() {
  return redirect(CARD_HOME_PATH);
}
