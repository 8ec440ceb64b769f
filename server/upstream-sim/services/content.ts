/**
 * CMS (requirements §7): pages (GET /api/v1/strapi/pages/v2, with the journey's flow
 * configuration), city information and typed content entries.
 */
import * as z from "zod";
import { json, parseWith, type RouteTable } from "../router";
import { SEEDED_CITY_INFOS } from "../seed/city-infos";
import { contentsOfType } from "../seed/contents";
import { SEEDED_PAGE_DATES, SEEDED_PAGES } from "../seed/pages";
import type { SimContext } from "../state";
import { PageQuerySchema } from "~/upstream/schemas/content";

/** Strapi-style query keys, as the app sends them (app/upstream/content.server.ts). */
const CityInfosQuerySchema = z.object({
  "filters[city_id][$eq]": z.coerce.number().int().optional(),
  "pagination[limit]": z.coerce.number().int().optional(),
  locale: z.string().min(2).default("en"),
});
const ContentsQuerySchema = z.object({
  "filters[type][$eq]": z.string().min(1).optional(),
  populate: z.string().optional(),
  locale: z.string().min(2).default("en"),
});

/**
 * An entry in `locale` where it has a translation, else its English, saying which (`locale`):
 * Strapi's i18n with a fallback to the default locale. The translations themselves are not sent.
 */
function inLocale<E extends { locale: string; translations?: Readonly<Record<string, object>> }>(
  entry: E,
  locale: string,
): Omit<E, "translations"> {
  const { translations, ...english } = entry;
  const copy = translations && Object.hasOwn(translations, locale) ? translations[locale] : undefined;
  return copy ? { ...english, ...copy, locale } : english;
}

export const contentRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: "/api/v1/strapi/pages/v2",
    handler: (req) => {
      const query = parseWith(PageQuerySchema, req.query);
      const page = Object.hasOwn(SEEDED_PAGES, query.urlName) ? SEEDED_PAGES[query.urlName] : undefined;
      if (!page) return json(404, { data: null, message: "Page not found" });
      // A language the page has no translation for gets the English content, and says so (lang "en").
      const translation = Object.hasOwn(page.translations ?? {}, query.lang) ? page.translations?.[query.lang] : undefined;
      const copy = translation ?? page;
      return json(200, {
        data: {
          urlName: page.urlName,
          lang: translation ? query.lang : "en",
          title: copy.title,
          description: copy.description,
          city: query.city ?? null,
          flow: page.flow,
          sections: copy.sections,
          ...(Object.hasOwn(SEEDED_PAGE_DATES, page.urlName) ? SEEDED_PAGE_DATES[page.urlName] : {}),
        },
      });
    },
  },
  {
    method: "GET",
    path: "/api/v1/strapi/city-infos",
    handler: (req) => {
      const query = parseWith(CityInfosQuerySchema, req.query);
      const cityId = query["filters[city_id][$eq]"];
      // Without a filter every city is listed (the app asks with pagination[limit]=-1 for all).
      const infos = cityId === undefined ? SEEDED_CITY_INFOS : SEEDED_CITY_INFOS.filter((info) => info.city_id === cityId);
      return json(200, { data: infos.map((info) => inLocale(info, query.locale)) });
    },
  },
  {
    method: "GET",
    path: "/api/v1/strapi/contents",
    handler: (req) => {
      // Like Strapi, a relation is in the answer only when asked for: without populate=city
      // an entry says nothing of its city (so general and city FAQs cannot be told apart).
      const query = parseWith(ContentsQuerySchema, req.query);
      const withCity = (query.populate ?? "")
        .split(",")
        .map((field) => field.trim())
        .includes("city");
      const entries = contentsOfType(query["filters[type][$eq]"]).map((entry) => inLocale(entry, query.locale));
      return json(200, { data: withCity ? entries : entries.map(({ city: _city, ...entry }) => entry) });
    },
  },
];
