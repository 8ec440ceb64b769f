import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MessageKey } from "~/i18n/keys";
import { NavLink, Outlet, useLoaderData, useMatches, type ShouldRevalidateFunction } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireValidCardholder } from "~/cards/auth.server";
import { PageReads } from "~/site/error-popup.server";
import { fillNodes } from "~/components/fill-nodes";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";

/**
 * The protected layout (requirements §2 "pages flagged as requiring authentication"): every
 * cardholder page is a child of this pathless route. Its loader validates the token with
 * jwtvalidate on every navigation (shouldRevalidate), signs out on a 401 or no session, and
 * in the webview creates the session from the app's jwt cookie first.
 */
export const handle = { requiresAuth: true, i18n: ["cards"] } satisfies PageHandle & { requiresAuth: boolean };

export async function loader({ request }: LoaderFunctionArgs) {
  const { cardholder, validationFailed } = await requireValidCardholder(request);
  // The validation service failed: the page goes on, with the popup.
  const reads = new PageReads();
  if (validationFailed) reads.failed("jwtvalidate", validationFailed);
  return {
    firstname: cardholder.firstname,
    popup: reads.popup,
    i18n: await routeMessages(request, handle),
  };
}

/** Requirements §2: protected pages check the session on every route change, not only on full loads. */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

const LINKS = [
  { to: "/lp/cards/limits", label: "Card", needsCard: false },
  { to: "/lp/cards/limit-increase", label: "Raise limit", needsCard: true },
  { to: "/lp/cards/release-requests", label: "Release gold", needsCard: true },
  { to: "/lp/cards/offers", label: "Offers", needsCard: false },
  { to: "/lp/cards/rewards", label: "Rewards", needsCard: false },
] as const satisfies readonly { to: string; label: MessageKey; needsCard: boolean }[];

/** Whether the page shown found no card on the account (its loader's `lookup` is "no-card"): then nothing that needs a card is offered. */
function useNoCard(): boolean {
  return useMatches().some((match) => (match.data as { lookup?: { kind?: string } | null } | undefined)?.lookup?.kind === "no-card");
}

export default function CardholderLayout() {
  const t = useT();
  const { firstname } = useLoaderData<typeof loader>();
  const noCard = useNoCard();
  return (
    <>
      <div className="account-bar">
        <p className="account-bar__hello">
          {firstname ? fillNodes(t("Hello, {name}"), { name: <span lang="en">{firstname}</span> }) : t("Your gold card")}
        </p>
        <Form method="post" action="/lp/cards/sign-out">
          <button type="submit" className="button button--secondary button--small">
            {t("Log out")}
          </button>
        </Form>
      </div>
      <nav className="account-nav" aria-label={t("Your card")}>
        {LINKS.filter((link) => !(noCard && link.needsCard)).map((link) => (
          <NavLink key={link.to} to={link.to} className="chip" prefetch="none">
            {t(link.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
