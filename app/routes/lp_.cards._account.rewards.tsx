import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { useIsPending } from "~/components/use-is-pending";
import { ErrorSummary } from "~/components/error-summary";
import { cardPageMeta } from "~/cards/meta";
import { formErrorOf, formFields, useFormResult } from "~/components/form-result";
import { useFlash } from "~/components/flash";
import { requireCardToken } from "~/cards/auth.server";
import { REWARDS_PATH as PATH, rewardStatusLabel, type RewardGroupState } from "~/cards/rewards";
import { En } from "~/components/english-name";
import { ClaimFormSchema, type ClaimFields } from "~/cards/rewards-form";
import { claimRewardGroup, rewardsPage } from "~/cards/rewards.server";
import { formatRupees } from "~/journey/money";
import { fillNodes } from "~/components/fill-nodes";
import { formAction } from "~/site/form-action.server";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import type { MessageKey } from "~/i18n/keys";
import { useT } from "~/i18n/use-t";

/** The words its page shows (app/cards/namespaces.ts, decision 051). */
export const handle: PageHandle = { i18n: CARD_PAGE_NAMESPACES.rewards };

/**
 * Rewards (requirements §2 "Reward helpers"): grouped by campaign; claimable groups (every reward
 * ended or missed) can be claimed, which sets current_status to CLAIMED upstream; upcoming
 * groups (every reward starts in the future) are shown as coming.
 */
export const meta = cardPageMeta("Your rewards");

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const page = await rewardsPage(ctx);
  return { ...page, i18n: await routeMessages(request, handle) };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => requireCardToken(request),
    schema: ClaimFormSchema,
    page: () => PATH,
    run: claimRewardGroup,
  });

const SECTIONS: { state: RewardGroupState; title: MessageKey; empty: MessageKey | null }[] = [
  { state: "claimable", title: "Ready to claim", empty: "Nothing to claim right now." },
  { state: "running", title: "In progress", empty: null },
  { state: "upcoming", title: "Coming soon", empty: null },
  { state: "claimed", title: "Claimed", empty: null },
];

export default function Rewards() {
  const t = useT();
  const { groups } = useLoaderData<typeof loader>();
  // The group this session just claimed (the flash's notice, never the URL's).
  const claimed = useFlash().notice("rewards")?.claimedGroupId ?? null;
  const result = useFormResult();
  const fields = formFields<ClaimFields>(result);
  const error = formErrorOf(result);
  if (groups === null) {
    return (
      <section aria-labelledby="rewards-title">
        <h1 id="rewards-title">{t("Your rewards")}</h1>
        <p className="muted">{t("We could not load your rewards just now.")}</p>
      </section>
    );
  }
  const claimedGroup = groups.find((g) => g.id === claimed);

  return (
    <section aria-labelledby="rewards-title">
      <h1 id="rewards-title">{t("Your rewards")}</h1>
      {claimedGroup && (
        <p className="success" role="status" data-testid="reward-claimed">
          {fillNodes(t("You claimed {amount} from “{title}”. It reaches your card within 7 days."), {
            amount: formatRupees(claimedGroup.earned),
            title: <span lang="en">{claimedGroup.title}</span>,
          })}
        </p>
      )}
      <ErrorSummary id="rewards-summary" message={error} result={error} />
      {SECTIONS.map((section) => {
        const inSection = groups.filter((g) => g.state === section.state);
        if (inSection.length === 0 && !section.empty) return null;
        return (
          <section key={section.state} aria-label={t(section.title)} data-testid={`rewards-${section.state}`}>
            <h2>{t(section.title)}</h2>
            {inSection.length === 0 ? (
              <p className="muted">{section.empty && t(section.empty)}</p>
            ) : (
              <ul className="reward-list">
                {inSection.map((group) => (
                  <li key={group.id} className="card reward">
                    <h3 lang="en">{group.title}</h3>
                    <p className="muted">
                      {section.state === "upcoming"
                        ? t("Starts {date}", { date: group.startsOn })
                        : t("{start} to {end}", { start: group.startsOn, end: group.endsOn })}
                    </p>
                    <ul>
                      {group.rewards.map((r) => (
                        <li key={r.id}>
                          <span lang="en">{r.title}</span>: {formatRupees(r.amount)} <RewardStatus status={r.status} />
                        </li>
                      ))}
                    </ul>
                    {group.state === "claimable" && (
                      <Form method="post" replace>
                        <input type="hidden" name={fields.groupId.name} value={group.id} />
                        <ClaimButton groupId={group.id} amount={group.earned} />
                      </Form>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}

/** A reward's status in the page's words; one the site does not know as it came, marked English. */
function RewardStatus({ status }: { status: string }) {
  const t = useT();
  const label = rewardStatusLabel(status);
  return <span className="muted">({label ? t(label) : <En>{status}</En>})</span>;
}

/** A group's claim button: "Claiming…" while this group's claim (one of several forms) is under way. */
function ClaimButton({ groupId, amount }: { groupId: string; amount: number }) {
  const t = useT();
  const claiming = useIsPending({ values: { groupId } });
  return (
    <button type="submit" className="button button--block" disabled={claiming}>
      {claiming ? t("Claiming…") : t("Claim {amount}", { amount: formatRupees(amount) })}
    </button>
  );
}
