/** CMS pages (spec §7 "GET /api/v1/strapi/pages/v2"), including the journey's flow configuration. */
import { json, parseWith, type RouteTable } from "../router";
import { SEEDED_PAGES } from "../seed/pages";
import type { SimContext } from "../state";
import { PageQuerySchema } from "~/upstream/schemas/content";

export const contentRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: "/api/v1/strapi/pages/v2",
    handler: (req) => {
      const query = parseWith(PageQuerySchema, req.query);
      const page = Object.hasOwn(SEEDED_PAGES, query.urlName) ? SEEDED_PAGES[query.urlName] : undefined;
      if (!page) return json(404, { data: null, message: "Page not found" });
      return json(200, {
        data: {
          urlName: page.urlName,
          // Only English is seeded: other languages get the English content with their lang echoed.
          lang: query.lang,
          title: page.title,
          description: page.description,
          city: query.city ?? null,
          flow: page.flow,
          sections: page.sections,
        },
      });
    },
  },
];
