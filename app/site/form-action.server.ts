/**
 * The one form pipeline (decision 032): every action is `formAction(args, { guard, schema, run, page })`.
 *
 * 1. `guard` finds who is asking (the journey step, the cardholder's token); its throws are
 *    Remix's redirects (no lead yet, signed out).
 * 2. The form is read with the bounded reader (app/site/form.server.ts: the schema's names only,
 *    once each, capped; anything else is the 400 page) and parsed with the form's one schema.
 *    Values the schema refuses come back on the form (400), as typed.
 * 3. `run`, the use-case, gets the parsed values and answers an `Outcome`, which says how the page
 *    is told (decision 055); the pipeline turns it into the response, so no route builds one:
 *    - `moveTo(path, { notice, popup })`: a redirect (post/redirect/get), with the session
 *      committed; the next page says the notice or opens the popup once (the flash);
 *    - `refuse({ fields, form, notice })`: the form again with messages, as typed (400, or the
 *      status given; a limit's 429 with Retry-After); a message is ours (`msg`), and text that is
 *      not ours (an upstream's answer) is replaced by the spec's fallback (`said`);
 *    - `failed(error, { otherwise })`, or anything `run` throws that is not a Response: the
 *      upstream failure of requirements §8, the error popup on the form's page with what was
 *      typed (post/redirect/get), and an ERRORS event; a failure that opens no popup is told as
 *      `otherwise` says ("not saved" on the form by default).
 * 4. Every submission is offered to analytics capture, which decides by the page's scope
 *    (app/site/analytics-scope.ts): no route opts in or out.
 *
 * What was typed comes back one way for a page: `useFormResult()` (app/components/form-result.ts),
 * the conform reply of the action's data, or after a popup's redirect the values the flash kept.
 */
import type { SubmissionResult } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { asText, messageText, readMessage, type Message } from "~/i18n/message";
import { POPUP_FALLBACK_TEXT } from "~/site/error-popup";
import { errorText, log } from "~/platform/log.server";
import { limitedInit } from "~/platform/request.server";
import { commitSession, type AppSession } from "~/platform/session.server";
import { captureInteraction } from "~/site/analytics.server";
import { popupFor } from "~/site/error-popup.server";
import type { Notice } from "~/site/flash";
import { setFlash } from "~/site/flash.server";
import { eventContext, type EventContext } from "~/site/events.server";
import { parseFormAsync, readFields, type ReadFields } from "~/site/form.server";

/** What an action answers to the page: the reply (messages and what was typed) and a notice above the form. */
export type FormReply = { result: SubmissionResult<string[]>; notice: string | null };

/**
 * What a refusal says: a message of ours, as a message or its string form (messageText). Text
 * that is not ours (an upstream's own words) never reaches the page: `said` puts the spec's
 * fallback text in its place (decision 047).
 */
export type Said = Message | string;

/**
 * What a use-case answers, which is how the page is told:
 * - `move`: on to a page (post/redirect/get), which says the notice (a success) or opens the popup
 *   (a failure on the way, such as a code that could not be sent) once, through the flash;
 * - `refuse`: the form again, as typed, with messages on its fields, on the form or above it;
 * - `failed`: an upstream failure (requirements §8), the popup on the form's page, or, when the
 *   failure opens no popup (a 409, ERROR_POPUP_IGNORED_URL), `otherwise`.
 */
export type Outcome = Move | Refusal | Failed;

type Move = { kind: "move"; to: string; headers?: Headers; notice?: Notice; popup?: string };

/** A refusal, as a use-case (or a `read` that cannot read the form) answers it. */
export type Refusal = {
  kind: "refuse";
  fields?: Record<string, Said>;
  form?: Said;
  notice?: Said;
  status?: number;
  retryAfterSeconds?: number;
};

type Failed = {
  kind: "failed";
  error: unknown;
  /** The ERRORS event's `where` (the form's page by default). */
  where?: string;
  /** The popup says this instead of the failure's own message, and opens whatever failed (a list the form needs could not be read). */
  popup?: Message;
  /** How the page is told when the failure opens no popup: "not saved" on the form (502) by default. */
  otherwise?: Move | Refusal;
};

/**
 * On to `to` (post/redirect/get). `headers` adds cookies of its own (the lead id); `notice` is
 * what that page says once, `popup` the popup it opens ("" for the fallback text).
 */
export function moveTo(to: string, said: { headers?: Headers; notice?: Notice; popup?: string | null } = {}): Move {
  const { headers, notice, popup } = said;
  return { kind: "move", to, headers, notice, popup: popup ?? undefined };
}

/** The form again, as typed, with these messages. */
export function refuse(refusal: Omit<Refusal, "kind">): Refusal {
  return { kind: "refuse", ...refusal };
}

/**
 * A message as the reply carries it (messageText). This is the one place every refusal's words
 * pass: a string that is not a message of ours (an upstream's own text, whatever its route) is
 * replaced by the spec's fallback text, so no page can show it (decision 047).
 */
export function said(message: Said): string {
  if (typeof message !== "string") return asText(message);
  return readMessage(message) ? message : messageText(POPUP_FALLBACK_TEXT);
}

/** An upstream failure (requirements §8): the popup on the form's page, or `otherwise` when it opens none. */
export function failed(error: unknown, options: Omit<Failed, "kind" | "error"> = {}): Failed {
  return { kind: "failed", error, ...options };
}

/** The text a form shows when its failure opens no popup (ERROR_POPUP_IGNORED_URL). */
export const NOT_SAVED = messageText("We could not save this just now. Please try again.");

/** A failure that opens no popup, said on `field` (or with `message`), as typed (502). */
export function notSavedOn(field: string, message: Said = NOT_SAVED): Refusal {
  return refuse({ fields: { [field]: message }, status: 502 });
}

type Context = { session: AppSession };

export type FormActionSpec<S extends z.ZodType, Ctx extends Context> = {
  /** Who is asking; throws a redirect when nobody may post here. */
  guard: (args: ActionFunctionArgs) => Promise<Ctx>;
  /** The form's one schema (its `<feature>-form.ts`). */
  schema: S;
  /** The use-case, with the parsed values. */
  run: (input: z.output<S>, ctx: Ctx, args: ActionFunctionArgs & { form: ReadFields; events: EventContext }) => Promise<Outcome>;
  /** The page the form is on (an upstream failure comes back to it); the request's path by default. */
  page?: (ctx: Ctx, args: ActionFunctionArgs, input: z.output<S>) => string;
  /** Fields whose values never come back to the page (a code). */
  secret?: readonly string[];
  /**
   * Reads the form's fields another way (an upload's multipart parser), checked by the same
   * reader; or refuses a form it cannot read (a photo too large), said on the form (`refuse`).
   */
  read?: (request: Request, schema: S) => Promise<ReadFields | Refusal>;
};

/** The largest value of a field kept in the flash across a popup's redirect (the session cookie is small). */
const FLASHED_VALUE_CAP = 80;

/**
 * Answers a form post: `export const action = (args: ActionFunctionArgs) => formAction(args, { ... })`.
 * A function the route calls, not one it makes at load: a top-level call would stay in the
 * page's JavaScript, where this .server module is an empty stand-in.
 */
export async function formAction<S extends z.ZodType, Ctx extends Context>(args: ActionFunctionArgs, spec: FormActionSpec<S, Ctx>) {
  const { request } = args;
  let form: ReadFields | null = null;
  let status = 500;
  try {
    const response = await answer(spec, args, (read) => (form = read));
    status = response instanceof Response ? response.status : (response.init?.status ?? 200);
    return response;
  } catch (thrown) {
    if (thrown instanceof Response) status = thrown.status;
    throw thrown;
  } finally {
    captureInteraction(request, { status }, form);
  }
}

type Answer = Response | ReturnType<typeof data<FormReply>>;

async function answer<S extends z.ZodType, Ctx extends Context>(
  spec: FormActionSpec<S, Ctx>,
  args: ActionFunctionArgs,
  keep: (form: ReadFields) => void,
): Promise<Answer> {
  const { request } = args;
  const ctx = await spec.guard(args);
  const form = await (spec.read ?? readFields)(request, spec.schema);
  if (!(form instanceof FormData)) return data<FormReply>(unreadReply(form), { status: form.status ?? 400 });
  keep(form);
  const submission = await parseFormAsync(form, spec.schema);
  const hideFields = spec.secret ? [...spec.secret] : undefined;
  if (submission.status !== "success") return data<FormReply>({ result: submission.reply({ hideFields }), notice: null }, { status: 400 });

  // One context for the submission: the use-case's events and a failure's ERRORS event read the event id once.
  const events = eventContext(request, ctx.session);
  let outcome: Outcome;
  try {
    outcome = await spec.run(submission.value, ctx, { ...args, form, events });
  } catch (error) {
    if (error instanceof Response) throw error;
    outcome = failed(error);
  }
  if (outcome.kind === "failed") {
    const page = spec.page?.(ctx, args, submission.value) ?? new URL(request.url).pathname;
    const report = { events, where: outcome.where ?? page.split("?")[0]! };
    const message = popupFor(outcome.error, report, outcome.popup);
    // The one kind of failure that opens no popup (a 409, ERROR_POPUP_IGNORED_URL): told as the use-case says.
    if (message === null) outcome = outcome.otherwise ?? refuse({ form: NOT_SAVED, status: 502 });
    else {
      log.warn("action.failed", { path: page, error: errorText(outcome.error) });
      setFlash(ctx.session, { popup: message, formValues: typedValues(submission.reply({ hideFields })) });
      return redirect(page, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    }
  }
  if (outcome.kind === "move") {
    const { to, notice, popup } = outcome;
    if (notice || popup !== undefined) setFlash(ctx.session, { notice, popup });
    const headers = new Headers(outcome.headers);
    headers.append("Set-Cookie", await commitSession(ctx.session));
    return redirect(to, { headers });
  }
  const limited = outcome.retryAfterSeconds === undefined ? null : limitedInit(outcome.retryAfterSeconds);
  const result = submission.reply({
    formErrors: outcome.form ? [said(outcome.form)] : undefined,
    fieldErrors: outcome.fields ? fieldErrorsOf(outcome.fields) : undefined,
    hideFields,
  });
  const headers = new Headers(limited?.headers);
  headers.append("Set-Cookie", await commitSession(ctx.session));
  const status = limited?.status ?? outcome.status ?? 400;
  return data<FormReply>({ result, notice: outcome.notice ? said(outcome.notice) : null }, { status, headers });
}

function fieldErrorsOf(fields: Record<string, Said>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [said(message)]]));
}

/** The reply to a form its `read` could not read: the refusal's messages, nothing typed. */
function unreadReply(refusal: Refusal): FormReply {
  const error = { ...(refusal.fields ? fieldErrorsOf(refusal.fields) : {}), ...(refusal.form ? { "": [said(refusal.form)] } : {}) };
  return { result: { status: "error", error }, notice: refusal.notice ? said(refusal.notice) : null };
}

/** What was typed, for the flash (the session sizes it to its cookie, app/platform/session.server.ts). */
function typedValues(result: SubmissionResult<string[]>): Record<string, string> {
  const values = Object.entries((result.initialValue ?? {}) as Record<string, unknown>);
  return Object.fromEntries(
    values.flatMap(([name, value]) => (typeof value === "string" ? [[name, value.slice(0, FLASHED_VALUE_CAP)]] : [])),
  );
}
