import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { cardVisitor, signOutCardholder } from "~/cards/auth.server";
import { CARD_HOME_PATH } from "~/cards/paths";
import { SignOutFormSchema } from "~/cards/sign-out-form";
import { formAction } from "~/site/form-action.server";

/** POST: the cardholder signs out (to /india/goldfd-card/93, or login-expire in the webview). GET goes back to the card pages. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => cardVisitor(request),
    schema: SignOutFormSchema,
    run: (_input, { session }, { request }) => signOutCardholder(request, session),
  });

export function loader() {
  return redirect(CARD_HOME_PATH);
}
