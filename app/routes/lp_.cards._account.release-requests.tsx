import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { fillNodes } from "~/components/fill-nodes";
import { cardPageMeta } from "~/cards/meta";
import { Choice, ChoiceField, Field } from "~/components/field";
import { formErrorOf, formFields, useFormResult } from "~/components/form-result";
import { NoCard } from "~/components/no-card";
import { useIsPending } from "~/components/use-is-pending";
import { requireCardToken } from "~/cards/auth.server";
import { shortDate } from "~/cards/dates";
import { useFlash } from "~/components/flash";
import {
  NOTES_MAX_LENGTH,
  RELEASE_ACTIONS,
  RELEASE_FILTERS,
  RELEASE_PRIORITIES,
  RELEASE_REQUESTS_PATH as PATH,
  RELEASE_STATUS_LABEL,
  releaseFilter,
  owedBeforeFullRelease,
} from "~/cards/release-requests";
import { formatRupees } from "~/journey/money";
import { ReleaseFormSchema, type ReleaseFields } from "~/cards/release-requests-form";
import { raiseReleaseRequest, releaseRequestsPage } from "~/cards/release-requests.server";
import { formAction } from "~/site/form-action.server";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import { readLanguage } from "~/i18n/language.server";
import { useT } from "~/i18n/use-t";
import { Illustration } from "~/components/illustration";

/** The words its page shows (app/cards/namespaces.ts, decision 051). */
export const handle: PageHandle = { i18n: CARD_PAGE_NAMESPACES["release-requests"] };

/**
 * Gold release requests (requirements §3, §7): the card's requests filtered by status (a comma list
 * upstream), and a form to raise one. A new request starts as REQUESTED from the WEBSITE.
 */
export const meta = cardPageMeta("Get your gold back");

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const url = new URL(request.url);
  const filter = releaseFilter(url.searchParams.get("status"));
  const page = await releaseRequestsPage(ctx, filter);
  const { lang } = await readLanguage(request);
  return {
    ...page,
    // The date in the page's language, written here so that the browser shows the server's text.
    requests: page.requests?.map((r) => ({ ...r, createdOn: shortDate(r.createdAt, lang) })) ?? null,
    filter: filter.id,
    i18n: await routeMessages(request, handle),
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => requireCardToken(request),
    schema: ReleaseFormSchema,
    page: () => PATH,
    run: raiseReleaseRequest,
  });

/** A note in Latin letters only (English as the cardholder typed it), marked as such on a page in another language. */
const LATIN_ONLY = /^[\p{Script=Latin}\P{L}]*$/u;

export default function ReleaseRequests() {
  const t = useT();
  const { lookup, filter, requests } = useLoaderData<typeof loader>();
  // The request this session just raised (the flash's notice, never the URL's).
  const created = useFlash().notice("release-requests")?.createdId ?? null;
  const result = useFormResult();
  const fields = formFields<ReleaseFields>(result);
  const sending = useIsPending();
  if (lookup?.kind === "no-card") return <NoCard code={lookup.code} />;
  // What stands between the cardholder and all their gold (decision 047): the card's own figures, not typed.
  const owed = lookup?.kind === "card" ? owedBeforeFullRelease(lookup.card) : 0;
  /** A request's action as the form names it; an action this site does not know, as the upstream wrote it. */
  const actionLabel = (action: string) => {
    const known = RELEASE_ACTIONS.find((a) => a.value === action);
    return known ? t(known.label) : <span lang="en">{action}</span>;
  };

  return (
    <section aria-labelledby="release-title">
      <h1 id="release-title">{t("Get your gold back")}</h1>
      {created && (
        <div className="card success" role="status" data-testid="release-created">
          <h2>{fillNodes(t("Request {id} received"), { id: <span lang="en">{created}</span> })}</h2>
          <p>{t("We will call you within one working day to fix a time to return your gold. You can follow it below.")}</p>
        </div>
      )}

      <h2>{t("Your requests")}</h2>
      <nav className="chips" aria-label={t("Show requests")}>
        {RELEASE_FILTERS.map((f) => (
          <Link
            key={f.id}
            to={`${PATH}?status=${f.id}`}
            className={f.id === filter ? "chip chip--link chip--chosen" : "chip chip--link"}
            aria-current={f.id === filter ? "page" : undefined}
            replace
            preventScrollReset
          >
            {t(f.label)}
          </Link>
        ))}
      </nav>
      {requests === null ? (
        <p className="muted">{t("We could not load your requests just now.")}</p>
      ) : requests.length === 0 ? (
        <div className="empty-state" data-testid="no-requests">
          <Illustration name="weigh" width={160} />
          <p className="muted">{t("No requests here.")}</p>
        </div>
      ) : (
        <ul className="request-list" data-testid="release-list">
          {requests.map((r) => (
            <li key={r.id} className="card request">
              <p className="request__head">
                <strong lang="en">{r.id}</strong>
                <span className={`badge badge--${r.releaseStatus.toLowerCase()}`}>{t(RELEASE_STATUS_LABEL[r.releaseStatus])}</span>
              </p>
              <p>
                {actionLabel(r.actionDesired)}
                {r.priority === "URGENT" ? t(", urgent") : ""} · {r.createdOn}
              </p>
              {r.customerNotes && (
                <p className="muted" lang={LATIN_ONLY.test(r.customerNotes) ? "en" : undefined}>
                  {r.customerNotes}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2>{t("Raise a new request")}</h2>
      <Form method="post" className="card form" replace>
        <ErrorSummary
          id="release-summary"
          errors={summaryErrors([fields.actionDesired, fields.priority, fields.customerNotes])}
          message={formErrorOf(result)}
          result={result}
        />
        <ChoiceField field={fields.actionDesired} legend={t("What would you like?")}>
          {RELEASE_ACTIONS.map((a, i) => (
            <Choice
              key={a.value}
              id={i === 0 ? fields.actionDesired.name : undefined}
              name={fields.actionDesired.name}
              value={a.value}
              required
              defaultChecked={fields.actionDesired.value ? fields.actionDesired.value === a.value : i === 0}
            >
              <strong>{t(a.label)}</strong> <span className="muted">{t(a.hint)}</span>
              {a.value === "FULL_RELEASE" && owed > 0 && (
                <span className="release-owed" data-testid="release-owed">
                  {t("The card owes {amount}: pay it before all your gold can be returned.", { amount: formatRupees(owed) })}
                </span>
              )}
            </Choice>
          ))}
        </ChoiceField>
        <ChoiceField field={fields.priority} legend={t("How soon?")}>
          {RELEASE_PRIORITIES.map((p, i) => (
            <Choice
              key={p.value}
              id={i === 0 ? fields.priority.name : undefined}
              name={fields.priority.name}
              value={p.value}
              required
              defaultChecked={fields.priority.value ? fields.priority.value === p.value : i === 0}
            >
              {t(p.label)}
            </Choice>
          ))}
        </ChoiceField>
        <Field
          as="textarea"
          field={fields.customerNotes}
          label={
            <>
              {t("Anything we should know?")} <span className="muted">{t("(optional)")}</span>
            </>
          }
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          defaultValue={fields.customerNotes.value ?? ""}
        />
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? t("Sending…") : t("Send my request")}
        </button>
      </Form>
    </section>
  );
}
