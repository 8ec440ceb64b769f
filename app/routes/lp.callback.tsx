import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { requireOwnedLead } from "~/journey/flow.server";
import { requestCallback } from "~/journey/pincode.server";
import { redirectWithPopup } from "~/site/error-popup.server";
import { eventContext } from "~/site/events.server";
import { readForm } from "~/site/form.server";
import { safeRedirectPath } from "~/platform/request.server";
import { commitSession, getSession } from "~/platform/session.server";

/** The call-back form: the page to come back to (a path with its query). */
const CallbackFormSchema = z.object({ returnTo: z.string().max(2000).optional() });

/**
 * POST /lp/callback: the visitor asks for a call back (the alert-seek prompt, an
 * unserviceable pincode). Saves the lead's consent to call, then back to the page it came from.
 * Only for a lead this session owns: one learned from a 409 goes to its OTP page, nothing written.
 */
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const lead = requireOwnedLead(session);
  const { form } = await readForm(request, CallbackFormSchema);
  const back = safeRedirectPath(String(form.get("returnTo") ?? ""), "/lp/pincode");
  const events = eventContext(request, session);
  try {
    await requestCallback(session, lead, events);
    return redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    return (await redirectWithPopup(session, error, back, undefined, events)) ?? redirect(back);
  }
}

export function loader() {
  return redirect("/lp/pincode");
}
