import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { CallbackFormSchema } from "~/journey/callback-form";
import { requireOwnedLead } from "~/journey/flow.server";
import { PINCODE_PATH } from "~/journey/paths";
import { submitCallback } from "~/journey/pincode.server";
import { getSession } from "~/platform/session.server";
import { formAction } from "~/site/form-action.server";

/**
 * POST /lp/callback: the visitor asks for a call back (the alert-seek prompt, an
 * unserviceable pincode). Saves the lead's consent to call, then back to the page it came from.
 * Only for a lead this session owns: one learned from a 409 goes to its OTP page, nothing written.
 */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: async ({ request }) => {
      const session = await getSession(request);
      return { session, lead: requireOwnedLead(session) };
    },
    schema: CallbackFormSchema,
    page: (_visitor, _args, input) => input.returnTo,
    run: (input, visitor, { events }) => submitCallback(input, visitor, events),
  });

export function loader() {
  return redirect(PINCODE_PATH);
}
