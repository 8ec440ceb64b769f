import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { cardPageMeta } from "~/cards/meta";
import { fillNodes } from "~/components/fill-nodes";
import { OtpStep } from "~/components/otp-step";
import { CODE_PATH, LOGIN_PATH, SIGN_UP_PATH } from "~/cards/paths";
import { maskedIdentity } from "~/cards/login";
import { LoginCodeFormSchema } from "~/cards/login-form";
import { loginResendSecondsLeft, requireLoggedOut, requireLoginInProgress, submitLoginCode } from "~/cards/login.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { formAction } from "~/site/form-action.server";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import { useT } from "~/i18n/use-t";
import { useFlash } from "~/components/flash";
import { CODE_SENT_AGAIN } from "~/cards/notices";

/** The words its page shows (app/cards/namespaces.ts, decision 051). */
export const handle: PageHandle = { i18n: CARD_PAGE_NAMESPACES.code };

/**
 * Cardholder login, step 2: the code. The upstream checks it (otplogin, or createaccount for a
 * sign-up) and the JWT goes into the session (app/cards/login.server.ts).
 */
export const meta = cardPageMeta("Enter your code");

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireLoggedOut(request);
  const login = session.get("cardLogin");
  if (!login) throw redirect(LOGIN_PATH);
  return {
    sentTo: maskedIdentity(login.kind, login.value),
    kind: login.kind,
    purpose: login.purpose,
    secondsLeft: loginResendSecondsLeft(login),
    i18n: await routeMessages(request, handle),
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => requireLoginInProgress(request),
    schema: LoginCodeFormSchema,
    secret: ["otp"],
    page: () => CODE_PATH,
    run: (input, { session }, { context }) => submitLoginCode(input, session, clientAddressOf(context)),
  });

export default function CardOtp() {
  const t = useT();
  const { sentTo, kind, purpose, secondsLeft } = useLoaderData<typeof loader>();
  const sentAgain = useFlash().notice("card-code") !== null;
  const change = purpose === "signup" ? SIGN_UP_PATH : kind === "email" ? `${LOGIN_PATH}?with=email` : LOGIN_PATH;
  return (
    <OtpStep
      sentTo={
        <>
          {fillNodes(kind === "email" ? t("We sent a 6-digit code to {recipient}.") : t("We sent a 6-digit code by SMS to {recipient}."), {
            recipient: (
              <strong className="nowrap" lang="en">
                {sentTo}
              </strong>
            ),
          })}{" "}
          <Link to={change}>{t("Change")}</Link>
        </>
      }
      verifyLabel={purpose === "signup" ? t("Create my account") : t("Log in")}
      secondsLeft={secondsLeft}
      notice={sentAgain ? CODE_SENT_AGAIN : null}
      resend={[{ intent: "resend", label: t("Send again") }]}
    />
  );
}
