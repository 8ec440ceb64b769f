import { ContentSections } from "~/components/content-sections";

/** A CMS-driven landing page's content: its headline, description and sections, and one call to action (the route's layout gives the <main>). */
export function LandingArticle({
  content,
  cta,
  label,
}: {
  content: { title: string; description: string; sections: { heading: string; body: string }[] };
  cta: { href: string; label: string };
  label: string;
}) {
  return (
    <>
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{content.title}</h1>
        <p className="lead">{content.description}</p>
        <p>
          <a className="button button--block" href={cta.href}>
            {cta.label}
          </a>
        </p>
      </section>
      <ContentSections sections={content.sections} label={label} />
    </>
  );
}
