import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { continueTo, requireLead } from "~/journey/flow.server";
import { sendCodeOnTheWay } from "~/journey/otp.server";
import { clientAddressOf } from "~/platform/request.server";
import { BASIC_DETAILS_PATH, otpPath } from "~/journey/paths";
import { resumeLead } from "~/journey/resume.server";
import { failed, formAction, moveTo } from "~/site/form-action.server";
import { getSession } from "~/platform/session.server";

/**
 * POST /lp/resume: "Continue my request" on the lead form's page (app/journey/resume.server.ts).
 * The lead the cookie names goes to its OTP page, its code sent to its phone by this post; without
 * one (a cookie gone or a lead the service no longer has) the visitor gets the form as before.
 */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: async ({ request }) => ({ session: await getSession(request) }),
    schema: z.object({ intent: z.literal("resume") }),
    page: () => BASIC_DETAILS_PATH,
    run: async (_input, { session }, { request, context, events }) => {
      const address = clientAddressOf(context);
      try {
        const leadId = await resumeLead(request, session, address);
        if (!leadId) return moveTo(BASIC_DETAILS_PATH);
        // The code goes now, with the post that asks for it: opening the OTP page sends nothing.
        const popup = await sendCodeOnTheWay(session, requireLead(session), address, events);
        return moveTo(continueTo(otpPath(leadId), session), { popup });
      } catch (error) {
        // No form of its own to say it on: back to the lead form, saying nothing, when the failure opens no popup.
        if (error instanceof Response) throw error;
        return failed(error, { otherwise: moveTo(BASIC_DETAILS_PATH) });
      }
    },
  });

/** Nothing to show: a GET goes to the lead form. */
export const loader = () => redirect(BASIC_DETAILS_PATH);
