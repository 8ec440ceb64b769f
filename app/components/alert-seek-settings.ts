import { createContext } from "react";
import type { AlertSeekSettings } from "~/journey/engagement";

/**
 * The alert-seek settings of the feature flags (alertSeekActive, alertTimeout,
 * alertDissmissedTimeout), provided by the /lp layout for every step. Without a provider the
 * block's own values (the defaults) apply. A module of its own, so the layout does not pull the
 * step blocks into every page's JavaScript.
 */
export const AlertSeekSettingsContext = createContext<AlertSeekSettings | null>(null);
