import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { BRAND } from "~/brand";
import { translate } from "~/i18n/catalogue.server";
import { readLanguage } from "~/i18n/language.server";
import { requireOwnedLead } from "~/journey/flow.server";
import { CONFIRMATION_PATH } from "~/journey/paths";
import { visitPlace } from "~/journey/place";
import { VISIT_LABEL } from "~/journey/visit";
import { visitCalendar } from "~/journey/visit-calendar";
import { bookedVisit } from "~/journey/visit-change.server";
import { env } from "~/platform/env.server";
import { getSession } from "~/platform/session.server";

/**
 * /lp/visit.ics: the booked visit as a calendar file, the confirmation's "Add to calendar"
 * (issue 32), in the page's language. Only the session that owns the lead gets it; without a
 * booked visit it is the confirmation page, which says what there is.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  requireOwnedLead(session);
  const visit = bookedVisit(session);
  if (!visit) throw redirect(CONFIRMATION_PATH);
  const { lang } = await readLanguage(request);
  const notes = [
    ...(visit.salesVisitId ? [`${translate(lang, "Reference")}: ${visit.salesVisitId}`] : []),
    translate(lang, "Need help? Call us free on {phone}.", { phone: env().business.support.phone }),
  ];
  const calendar = visitCalendar(
    {
      date: visit.date,
      slotId: visit.slotId,
      title: `${translate(lang, VISIT_LABEL[visit.kind])}: ${BRAND.name}`,
      // The place in full, with its city and pincode (decision 046).
      place: visitPlace(visit),
      notes,
      uid: `${visit.salesVisitId ?? `${visit.date}-${visit.slotId}`}@${new URL(env().publicOrigin).host}`,
    },
    new Date(),
  );
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="gold-loan-visit.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
