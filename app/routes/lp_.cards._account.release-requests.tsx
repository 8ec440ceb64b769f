import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { NoCard } from "~/components/no-card";
import { useFlashedValues } from "~/components/use-flashed-values";
import { cardActionFailure, cardCall, readCard } from "~/cards/account.server";
import { requireCardToken } from "~/cards/auth.server";
import { shortDate } from "~/cards/dates";
import {
  NOTES_MAX_LENGTH,
  RELEASE_ACTIONS,
  RELEASE_FILTERS,
  RELEASE_PRIORITIES,
  RELEASE_SOURCE,
  RELEASE_STATUS_LABEL,
  readReleaseForm,
  releaseFilter,
} from "~/cards/release-requests";
import { PageReads, typedFields } from "~/site/error-popup.server";
import { createReleaseRequest, getCreditLimit, getReleaseRequests } from "~/upstream/card.server";
import { withInteractionCapture } from "~/site/analytics.server";
import { eventContext } from "~/site/events.server";

/**
 * Gold release requests (spec §3, §7): the card's requests filtered by status (a comma list
 * upstream), and a form to raise one. A new request starts as REQUESTED from the WEBSITE.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Get your gold back") }, { name: "robots", content: "noindex" }];

const PATH = "/lp/cards/release-requests";
const FIELDS = ["actionDesired", "priority", "customerNotes"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const url = new URL(request.url);
  const filter = releaseFilter(url.searchParams.get("status"));
  const reads = new PageReads(eventContext(request, ctx.session));
  const lookup = await readCard(request, ctx, reads);
  const requests =
    lookup?.kind === "card"
      ? await reads.read("release-requests", () => cardCall(request, ctx, (token) => getReleaseRequests(token, lookup.card.cardId, filter.statuses)))
      : null;
  return { lookup, filter: filter.id, requests, created: url.searchParams.get("created"), popup: reads.popup };
}

type ActionResult = { values: Record<string, string>; problems: Partial<Record<(typeof FIELDS)[number] | "form", string>> };

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request }: ActionFunctionArgs) {
  const ctx = await requireCardToken(request);
  const form = await request.formData();
  const values = typedFields(form, FIELDS, NOTES_MAX_LENGTH + 20);
  const parsed = readReleaseForm(form);
  if (!parsed.ok) return data<ActionResult>({ values, problems: parsed.problems }, { status: 400 });
  try {
    const lookup = await cardCall(request, ctx, getCreditLimit);
    if (lookup.kind !== "card") return redirect(PATH);
    const created = await cardCall(request, ctx, (token) =>
      createReleaseRequest(token, { cardId: lookup.card.cardId, ...parsed.input, source: RELEASE_SOURCE, releaseStatus: "REQUESTED" })
    );
    return redirect(`${PATH}?created=${encodeURIComponent(created.id)}`);
  } catch (error) {
    const failure = await cardActionFailure(request, ctx, error, PATH, values);
    return failure instanceof Response ? failure : data<ActionResult>({ values, problems: { form: failure.refused } }, { status: 400 });
  }
}

export default function ReleaseRequests() {
  const { lookup, filter, requests, created } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const flashed = useFlashedValues();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (lookup?.kind === "no-card") return <NoCard code={lookup.code} />;
  const values = actionData?.values ?? flashed ?? {};
  const problems = actionData?.problems ?? {};

  return (
    <section aria-labelledby="release-title">
      <h1 id="release-title">Get your gold back</h1>
      {created && (
        <div className="card success" role="status" data-testid="release-created">
          <h2>Request {created} received</h2>
          <p>We will call you within one working day to fix a time to return your gold. You can follow it below.</p>
        </div>
      )}

      <h2>Your requests</h2>
      <nav className="chips" aria-label="Show requests">
        {RELEASE_FILTERS.map((f) => (
          <Link
            key={f.id}
            to={`${PATH}?status=${f.id}`}
            className={f.id === filter ? "chip chip--link chip--chosen" : "chip chip--link"}
            aria-current={f.id === filter ? "page" : undefined}
            replace
            preventScrollReset
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {requests === null ? (
        <p className="muted">We could not load your requests just now.</p>
      ) : requests.length === 0 ? (
        <p className="muted">No requests here.</p>
      ) : (
        <ul className="request-list" data-testid="release-list">
          {requests.map((r) => (
            <li key={r.id} className="card request">
              <p className="request__head">
                <strong>{r.id}</strong>
                <span className={`badge badge--${r.releaseStatus.toLowerCase()}`}>{RELEASE_STATUS_LABEL[r.releaseStatus]}</span>
              </p>
              <p>
                {RELEASE_ACTIONS.find((a) => a.value === r.actionDesired)?.label ?? r.actionDesired}
                {r.priority === "URGENT" ? ", urgent" : ""} · {shortDate(r.createdAt)}
              </p>
              {r.customerNotes && <p className="muted">{r.customerNotes}</p>}
            </li>
          ))}
        </ul>
      )}

      <h2>Raise a new request</h2>
      <Form method="post" className="card form" replace>
        <fieldset className="field choice">
          <legend>What would you like?</legend>
          {RELEASE_ACTIONS.map((a, i) => (
            <label key={a.value} className="choice__option">
              <input
                type="radio"
                name="actionDesired"
                value={a.value}
                required
                defaultChecked={values.actionDesired ? values.actionDesired === a.value : i === 0}
              />
              <span>
                <strong>{a.label}</strong> <span className="muted">{a.hint}</span>
              </span>
            </label>
          ))}
          <p className="field__error" role="alert">
            {problems.actionDesired}
          </p>
        </fieldset>
        <fieldset className="field choice">
          <legend>How soon?</legend>
          {RELEASE_PRIORITIES.map((p, i) => (
            <label key={p.value} className="choice__option">
              <input type="radio" name="priority" value={p.value} required defaultChecked={values.priority ? values.priority === p.value : i === 0} />
              <span>{p.label}</span>
            </label>
          ))}
          <p className="field__error" role="alert">
            {problems.priority}
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor="customerNotes">
            Anything we should know? <span className="muted">(optional)</span>
          </label>
          <textarea
            id="customerNotes"
            name="customerNotes"
            rows={3}
            maxLength={NOTES_MAX_LENGTH}
            defaultValue={values.customerNotes ?? ""}
            aria-describedby="customerNotes-error"
          />
          <p className="field__error" id="customerNotes-error" role="alert">
            {problems.customerNotes}
          </p>
        </div>
        <p className="form__error" role="alert">
          {problems.form}
        </p>
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? "Sending…" : "Send my request"}
        </button>
      </Form>
    </section>
  );
}
