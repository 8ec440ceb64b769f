/** A CMS page's sections as a list of short benefit cards. */
export function ContentSections({
  sections,
  label,
  lang,
}: {
  sections: { heading: string; body: string }[];
  label: string;
  /** The sections' language where it is not the page's (landing.server.ts). */
  lang?: string;
}) {
  if (sections.length === 0) return null;
  return (
    <section className="benefits" aria-label={label}>
      {sections.map((section) => (
        <article key={section.heading} className="benefit" lang={lang}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </article>
      ))}
    </section>
  );
}
