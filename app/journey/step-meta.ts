/** The meta of a journey step: its title in the page's language, and no search engine listing. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/brand";
import type { MessageKey } from "~/i18n/keys";
import { metaTranslator } from "~/i18n/use-t";

export function stepMeta(title: MessageKey): MetaFunction {
  return ({ matches }) => [{ title: pageTitle(metaTranslator(matches)(title)) }, { name: "robots", content: "noindex" }];
}
