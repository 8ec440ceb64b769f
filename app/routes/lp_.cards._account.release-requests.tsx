import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { pageTitle } from "~/brand";
import { Choice, ChoiceField, Field } from "~/components/field";
import { errorOf, typedValue } from "~/components/form-result";
import { NoCard } from "~/components/no-card";
import { useFlashedValues } from "~/components/use-flashed-values";
import { replyToFailure } from "~/cards/account.server";
import { requireCardToken } from "~/cards/auth.server";
import { shortDate } from "~/cards/dates";
import {
  NOTES_MAX_LENGTH,
  RELEASE_ACTIONS,
  RELEASE_FILTERS,
  RELEASE_PRIORITIES,
  RELEASE_REQUESTS_PATH as PATH,
  RELEASE_STATUS_LABEL,
  ReleaseFormSchema,
  releaseFilter,
} from "~/cards/release-requests";
import { raiseReleaseRequest, releaseRequestsPage } from "~/cards/release-requests.server";
import { typedFields } from "~/site/error-popup.server";
import { withInteractionCapture } from "~/site/analytics.server";

/**
 * Gold release requests (spec §3, §7): the card's requests filtered by status (a comma list
 * upstream), and a form to raise one. A new request starts as REQUESTED from the WEBSITE.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Get your gold back") }, { name: "robots", content: "noindex" }];

const FIELDS = ["actionDesired", "priority", "customerNotes"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const url = new URL(request.url);
  const filter = releaseFilter(url.searchParams.get("status"));
  const page = await releaseRequestsPage(request, ctx, filter);
  return { ...page, filter: filter.id, created: url.searchParams.get("created") };
}

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request }: ActionFunctionArgs) {
  const ctx = await requireCardToken(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: ReleaseFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await raiseReleaseRequest(request, ctx, submission.value, typedFields(form, FIELDS, NOTES_MAX_LENGTH + 20));
  if (outcome.kind === "created") return redirect(`${PATH}?created=${encodeURIComponent(outcome.id)}`);
  if (outcome.kind === "no-card") return redirect(PATH);
  return replyToFailure(submission, outcome);
}

export default function ReleaseRequests() {
  const { lookup, filter, requests, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const flashed = useFlashedValues();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (lookup?.kind === "no-card") return <NoCard code={lookup.code} />;
  const value = (name: (typeof FIELDS)[number]) => (result ? typedValue(result, name) : flashed?.[name]);

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
        <ErrorSummary
          id="release-summary"
          errors={summaryErrors(result, { actionDesired: "actionDesired", priority: "priority", customerNotes: "customerNotes" })}
          message={errorOf(result, "")}
          result={result}
        />
        <ChoiceField name="actionDesired" legend="What would you like?" error={errorOf(result, "actionDesired")}>
          {RELEASE_ACTIONS.map((a, i) => (
            <Choice key={a.value} id={i === 0 ? "actionDesired" : undefined} name="actionDesired" value={a.value} required defaultChecked={value("actionDesired") ? value("actionDesired") === a.value : i === 0}>
              <strong>{a.label}</strong> <span className="muted">{a.hint}</span>
            </Choice>
          ))}
        </ChoiceField>
        <ChoiceField name="priority" legend="How soon?" error={errorOf(result, "priority")}>
          {RELEASE_PRIORITIES.map((p, i) => (
            <Choice key={p.value} id={i === 0 ? "priority" : undefined} name="priority" value={p.value} required defaultChecked={value("priority") ? value("priority") === p.value : i === 0}>
              {p.label}
            </Choice>
          ))}
        </ChoiceField>
        <Field
          as="textarea"
          name="customerNotes"
          label={
            <>
              Anything we should know? <span className="muted">(optional)</span>
            </>
          }
          error={errorOf(result, "customerNotes")}
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          defaultValue={value("customerNotes") ?? ""}
        />
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? "Sending…" : "Send my request"}
        </button>
      </Form>
    </section>
  );
}
