import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { goldCardVisitor } from "~/cards/auth.server";
import { CARD_HOME_PATH, LOGIN_PATH, SIGN_UP_PATH } from "~/cards/paths";
import { SIGN_OUT_NOTICE_TEXT } from "~/cards/sign-out-notice";
import { getSession } from "~/platform/session.server";
import { env } from "~/platform/env.server";
import { seoMeta } from "~/content/seo-meta";
import { routeMessages } from "~/i18n/catalogue.server";
import type { MessageKey } from "~/i18n/keys";
import { metaTranslator, useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["cards-public"] };

/**
 * /india/goldfd-card/93: the gold card page where a signed-out cardholder lands (requirements §2), and
 * where anyone may arrive. It speaks to a visitor who is not signed in: what the card is, how
 * to sign in (a one-time code by mobile number or e-mail) or sign up. Only a visitor who just
 * signed out, or whose session just ended, is told so (app/cards/sign-out-notice.ts,
 * docs/decisions/019). Clicks on its links are captured for analytics (requirements §9; the root's
 * useClickCapture).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return seoMeta({
    title: pageTitle(t("Gold card: a credit card backed by your gold")),
    description: t(
      "The gold card is a credit card backed by the gold you pledge: your limit comes from your gold's value. Log in with a one-time code on your mobile number or e-mail, or sign up.",
    ),
    canonical: data?.canonical ?? GOLD_CARD_PAGE_PATH,
  });
};

/** The page's own path (its canonical URL on the site's origin). */
const GOLD_CARD_PAGE_PATH = "/india/goldfd-card/93";

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    ...(await goldCardVisitor(await getSession(request))),
    canonical: `${env().publicOrigin}${GOLD_CARD_PAGE_PATH}`,
    i18n: await routeMessages(request, handle),
  };
}

const FACTS = [
  { title: "A credit card backed by your gold", text: "Pledge your gold and spend with a credit card, without selling your jewellery." },
  { title: "Your limit comes from your gold", text: "Your card limit is set from the value of the gold you pledge." },
  { title: "Raise your limit", text: "Pledge more gold to raise your limit: ask for it from your card account and book a visit." },
  { title: "Get your gold back", text: "Ask for your gold back with a release request from your card account." },
  { title: "Rewards", text: "Earn rewards with your card and claim them in your card account." },
] as const satisfies readonly { title: MessageKey; text: MessageKey }[];

export default function GoldCardLanding() {
  const t = useT();
  const { signedIn, notice } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="page cards">
      <section aria-labelledby="goldcard-title">
        {notice ? (
          <p className="notice" role="status" data-testid="signed-out">
            {t(SIGN_OUT_NOTICE_TEXT[notice])}
          </p>
        ) : null}
        <h1 id="goldcard-title">{t("Your gold card")}</h1>
        {signedIn ? (
          <>
            <p className="lead">{t("You are signed in.")}</p>
            <p>
              <Link className="button button--block" to={CARD_HOME_PATH}>
                {t("Go to my card")}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="lead">
              {t(
                "Sign in with a one-time code (OTP) sent to your mobile number or e-mail address to see your limit, requests and rewards.",
              )}
            </p>
            <p>
              <Link className="button button--block" to={LOGIN_PATH}>
                {t("Log in with mobile number")}
              </Link>
            </p>
            <p>
              <Link className="button button--secondary button--block" to={`${LOGIN_PATH}?with=email`}>
                {t("Log in with e-mail")}
              </Link>
            </p>
            <p>
              {t("New to the gold card?")} <Link to={SIGN_UP_PATH}>{t("Sign up with your mobile number")}</Link>
            </p>
          </>
        )}
      </section>
      <section aria-labelledby="goldcard-how">
        <h2 id="goldcard-how">{t("How the gold card works")}</h2>
        <ul className="benefits">
          {FACTS.map((fact) => (
            <li key={fact.title} className="benefit">
              <strong>{t(fact.title)}</strong>
              <p>{t(fact.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
