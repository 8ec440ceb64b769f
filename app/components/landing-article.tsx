import { ContentSections } from "~/components/content-sections";
import { Illustration, type IllustrationName } from "~/components/illustration";

/**
 * A CMS-driven landing page's content: its headline, description and sections, and one call to
 * action (the route's layout gives the <main>). Copy marked English (`lang`, landing.server.ts) is
 * marked so for screen readers and translators; the call to action is the page's own.
 */
export function LandingArticle({
  content,
  cta,
  label,
  picture,
}: {
  content: { title: string; description: string; sections: { heading: string; body: string }[]; lang?: string };
  cta: { href: string; label: string };
  label: string;
  /** A drawing beside the headline on a wide screen. */
  picture?: IllustrationName;
}) {
  return (
    <>
      <section className="hero" aria-labelledby="landing-title">
        <LandingHeadline content={content} />
        <p>
          <a className="button button--block" href={cta.href}>
            {cta.label}
          </a>
        </p>
        {picture && <Illustration name={picture} width={320} className="hero__picture" />}
      </section>
      <ContentSections sections={content.sections} label={label} lang={content.lang} />
    </>
  );
}

/** A landing's headline and description, marked English where the copy stayed English (`lang`). */
export function LandingHeadline({ content }: { content: { title: string; description: string; lang?: string } }) {
  return (
    <>
      <h1 id="landing-title" lang={content.lang}>
        {content.title}
      </h1>
      <p className="lead" lang={content.lang}>
        {content.description}
      </p>
    </>
  );
}
