import { useFormAction, useNavigation } from "@remix-run/react";
import { boundedAction } from "~/components/form";

/**
 * Whether a form of this page is being submitted (decision 032), for its loading state: a
 * disabled button that says what is happening. By default, a POST to this route's action;
 * `intent` narrows it to one button of a form with several (`name="intent"`), `values` to one
 * of several forms that differ by a field's value (each scheme's "Choose" form).
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
  values,
}: { formAction?: string; formMethod?: "POST" | "GET"; intent?: string; values?: Readonly<Record<string, string>> } = {}) {
  const contextual = boundedAction(useFormAction());
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formMethod) return false;
  if (navigation.formMethod.toUpperCase() !== formMethod) return false;
  if (stripIndex(navigation.formAction) !== stripIndex(formAction ?? contextual)) return false;
  if (intent !== undefined && navigation.formData?.get("intent") !== intent) return false;
  return Object.entries(values ?? {}).every(([name, value]) => navigation.formData?.get(name) === value);
}

/** Remix adds `?index` to an index route's action: the same form either way. */
function stripIndex(action: string | undefined): string | undefined {
  return action?.replace(/[?&]index(?:=[^&]*)?$/, "");
}
