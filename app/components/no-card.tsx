import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { Illustration } from "~/components/illustration";

/** What a logged-in customer without a gold card sees instead of a card page (requirements §8 no-card codes). */
export function NoCard({ code }: { code: "GS_NO_CARDS_FOR_CUSTOMER" | "CCAPPLICATION_NOT_FOUND" }) {
  const t = useT();
  return (
    <section className="card notice" aria-labelledby="no-card-title" data-testid="no-card">
      <Illustration name="branch" width={160} className="notice__picture" />
      <h1 id="no-card-title">{t("You do not have a gold card yet")}</h1>
      <p>
        {code === "CCAPPLICATION_NOT_FOUND"
          ? t("We could not find a gold card application for your account.")
          : t("There is no gold card on your account yet.")}
      </p>
      <p>{t("Visit a branch or book a doorstep visit: we check your gold and issue your card the same day.")}</p>
      <p>
        <Link className="button button--block" to="/lp/basic-details">
          {t("Book a visit to get your card")}
        </Link>
      </p>
    </section>
  );
}
