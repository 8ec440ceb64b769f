import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireJourneyStep } from "~/journey/step.server";
import { pageTitle } from "~/brand";
import { knownText, routeMessages } from "~/i18n/catalogue.server";
import { toMessage } from "~/i18n/message";
import { metaTranslator, useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["lead-step"] };

/**
 * Any other /lp path. A configured step without a route of its own renders a titled
 * placeholder with a way on; an unknown path goes to the first step (requirements §2).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [{ title: pageTitle(data ? t.message(data.title) : t("Your gold loan")) }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { step, next } = await requireJourneyStep(request);
  // The configured title: a message when the catalogue has it (the layout sends the step titles), else as it came.
  return { title: knownText("lead-journey", step.title), next, i18n: await routeMessages(request, handle) };
}

export default function PlaceholderStep() {
  const { title, next } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="step-title">
      {/* A configured title that is not the site's own text stays English, marked so. */}
      <h1 id="step-title" lang={toMessage(title) ? undefined : "en"}>
        {t.message(title)}
      </h1>
      <div className="card">
        <p>{t("Your mobile number is verified. This step of the online journey opens soon.")}</p>
        <p>{t("Our team will call you to finish your application, or you can call us now.")}</p>
        {next && (
          <p>
            <Link to={next}>{t("Skip to the next step")}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
