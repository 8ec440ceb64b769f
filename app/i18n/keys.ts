/**
 * The catalogue's keys as a type, for code that runs in the browser: `t()` accepts only English
 * text the catalogue has, so a string without translations fails the type check. A type-only
 * import: no catalogue reaches the browser's bundle.
 */
import type { Catalogue, Namespace } from "~/i18n/messages/index.server";

export type MessageKey = { [N in Namespace]: keyof Catalogue[N] & string }[Namespace];
