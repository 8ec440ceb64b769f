import { createContext } from "react";
import { alertSeekSettings, type AlertSeekSettings } from "~/journey/engagement";
import { DEFAULT_OTHER_DATA } from "~/site/other-data";

/**
 * The alert-seek settings of the feature flags (alertSeekActive, alertTimeout,
 * alertDissmissedTimeout): the one place that decides whether and when the prompt shows. The
 * /lp layout provides them for every step; without a provider the defaults apply. A module of
 * its own, so the layout does not pull the step blocks into every page's JavaScript.
 */
export const AlertSeekSettingsContext = createContext<AlertSeekSettings>(alertSeekSettings(DEFAULT_OTHER_DATA));
