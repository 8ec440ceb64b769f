/**
 * The lead page's experiment (requirements §7 AB events): which exit-intent variant a visitor's flags
 * gave on /lp/basic-details, sent to POST /AB/api/v1/events.
 *
 * On a first visit the session (whose event id the event waits for) is made by the root loader
 * in the same request, so the root reports the variant then; on later visits the /lp layout
 * does. Each view is reported once.
 */
import type { OtherData } from "~/site/other-data";
import { emitAbEvent, type EventContext } from "~/site/events.server";
import type { FlagsSource } from "~/site/flags.server";

const EXIT_INTENT_EXPERIMENT = "showExitIntentonPage";

export function reportExitIntentVariant(events: EventContext, flags: OtherData, source: FlagsSource): void {
  // No session id: a first visit's layout, whose root reports the view.
  if (!events.sessionId()) return;
  emitAbEvent(events, {
    experiment: EXIT_INTENT_EXPERIMENT,
    variant: flags.showExitIntentonPage ? "on" : "off",
    data: { flagsSource: source },
  });
}
