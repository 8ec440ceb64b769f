import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { Choice, ChoiceField } from "~/components/field";
import { fillNodes } from "~/components/fill-nodes";
import type { FormField } from "~/components/form-result";
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
  field,
  retryHref,
  current,
}: {
  slots: SlotView[] | null;
  /** The form's slot field: its name, its message and the time chosen. */
  field: FormField<"slot">;
  retryHref: string;
  /** The booked visit's time on this day, when its time is being changed: marked, and not to be picked again. */
  current?: string;
}) {
  const t = useT();
  return (
    <ChoiceField field={field} legend={t("Pick a time")} className="field chips slot-grid" id={SLOT_GROUP_ID} focusable>
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
            id={slot.id === slots.find((s) => s.available && s.id !== current)?.id ? SLOT_FIELD_ID : undefined}
            className={slot.id === current ? "chip chip--current" : slot.available ? "chip" : "chip chip--off"}
            name={field.name}
            value={slot.id}
            required
            disabled={!slot.available || slot.id === current}
            defaultChecked={field.value === slot.id}
          >
            <TimeRange label={slot.label} />
            {slot.id === current && <small data-testid="current-time">{t("Your time now")}</small>}
          </Choice>
        ))
      )}
    </ChoiceField>
  );
}

/**
 * "10:00 AM – 11:00 AM" breaks, when its chip is too narrow, at the dash only: each end stays
 * whole ("सुबह 11:00" over "– दोपहर 12:00" in Hindi), never "11:00" over "AM".
 */
function TimeRange({ label }: { label: string }) {
  return label.split(/(\s?–\s?)/).map((part, index) =>
    index % 2 === 1 ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <span key={index} className="nowrap">
        {part}
      </span>
    ),
  );
}
