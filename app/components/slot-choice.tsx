import { Link } from "@remix-run/react";
import { Choice, ChoiceField } from "~/components/field";
import { fillNodes } from "~/components/fill-nodes";
import { useT } from "~/i18n/use-t";

/** The group of a day's times: a day link ends in `#${SLOT_GROUP_ID}`, so the focus starts there after choosing a day. */
export const SLOT_GROUP_ID = "slot-group";

/** The first time that can be chosen carries this id: where the error summary's link goes. */
export const SLOT_FIELD_ID = "slot";

export type SlotView = { id: string; label: string; available: boolean };

/**
 * A day's times to pick one from (radio chips; taken times shown struck out), or why there are
 * none: the slots could not be loaded (with a link to try again) or none is left that day.
 * Its words are the "booking" namespace; the times come in the page's language (slotLabelIn).
 */
export function SlotChoice({
  slots,
  chosen,
  error,
  retryHref,
}: {
  slots: SlotView[] | null;
  chosen: string | undefined;
  error: string | undefined;
  retryHref: string;
}) {
  const t = useT();
  return (
    <ChoiceField name="slot" legend={t("Pick a time")} className="field chips slot-grid" error={error} id={SLOT_GROUP_ID} focusable>
      {slots === null ? (
        <p className="muted" data-testid="slots-unavailable">
          {fillNodes(t("We could not load the times for this day. {retry} or pick another day."), {
            retry: <Link to={retryHref}>{t("Try again")}</Link>,
          })}
        </p>
      ) : slots.filter((s) => s.available).length === 0 ? (
        <p className="muted" data-testid="no-times-left">
          {t("No times left on this day. Please pick another day.")}
        </p>
      ) : (
        slots.map((slot) => (
          <Choice
            key={slot.id}
            id={slot.id === slots.find((s) => s.available)?.id ? SLOT_FIELD_ID : undefined}
            className={slot.available ? "chip" : "chip chip--off"}
            name="slot"
            value={slot.id}
            required
            disabled={!slot.available}
            defaultChecked={chosen === slot.id}
          >
            {slot.label}
          </Choice>
        ))
      )}
    </ChoiceField>
  );
}
