/** The head of a cardholder page: its title in the page's language, and no search engine indexes it. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/brand";
import type { MessageKey } from "~/i18n/keys";
import { metaTranslator } from "~/i18n/use-t";

export function cardPageMeta(title: MessageKey): MetaFunction {
  return ({ matches }) => [{ title: pageTitle(metaTranslator(matches)(title)) }, { name: "robots", content: "noindex" }];
}
