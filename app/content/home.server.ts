/** The home page's CMS content, cached; a slow or failing CMS falls back to built-in copy. */
import { cached } from "~/platform/cache.server";
import { log } from "~/platform/log.server";
import { getPage } from "~/upstream/content.server";

export type HomeContent = { title: string; description: string; sections: { heading: string; body: string }[] };

const FALLBACK: HomeContent = {
  title: "Gold loans at low interest, the same day",
  description: "Get up to 75% of your gold's value at a branch near you or at your doorstep.",
  sections: [],
};

export async function getHomeContent(): Promise<HomeContent> {
  try {
    return await cached("page:home:en", { freshMs: 60_000, staleMs: 24 * 60 * 60_000 }, async () => {
      const { data } = await getPage({ pathName: "/" });
      if (!data.data) return FALLBACK;
      return {
        title: data.data.title,
        description: data.data.description ?? FALLBACK.description,
        sections: data.data.sections.filter((s) => s.heading && s.body).map((s) => ({ heading: s.heading!, body: s.body! })),
      };
    });
  } catch (error) {
    log.warn("content.home_fallback", { error: error instanceof Error ? error.message : String(error) });
    return FALLBACK;
  }
}
