/** A CMS page's sections as a list of short benefit cards. */
export function ContentSections({ sections, label }: { sections: { heading: string; body: string }[]; label: string }) {
  if (sections.length === 0) return null;
  return (
    <section className="benefits" aria-label={label}>
      {sections.map((section) => (
        <article key={section.heading} className="benefit">
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </article>
      ))}
    </section>
  );
}
