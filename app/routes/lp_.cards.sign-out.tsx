import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { signOutCardholder } from "~/cards/auth.server";
import { CARD_HOME_PATH } from "~/cards/paths";
import { SignOutFormSchema } from "~/cards/sign-out-form";
import { getSession } from "~/platform/session.server";
import { formAction } from "~/site/form-action.server";

/** POST: the cardholder signs out (to /india/goldfd-card/93, or login-expire in the webview). GET goes back to the card pages. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: async ({ request }) => ({ session: await getSession(request) }),
    schema: SignOutFormSchema,
    run: (_input, { session }, { request }) => signOutCardholder(request, session),
  });

export function loader() {
  return redirect(CARD_HOME_PATH);
}
