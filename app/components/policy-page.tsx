import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { seoMeta } from "~/content/seo-meta";
import type { PolicyContent } from "~/content/policy-pages";
import { GRIEVANCE_OFFICER, OMBUDSMAN_AFTER_DAYS, RBI_CMS_URL } from "~/content/disclosures";

type PolicyData = { content: PolicyContent; canonical: string };

/** The head of a policy page: its title, description and canonical URL. */
export const policyMeta: MetaFunction<(args: LoaderFunctionArgs) => Promise<PolicyData>> = ({ data }) =>
  data ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical }) : [];

/** A policy page's document needs no script: text and links (see PageHandle in app/root.tsx). */
export const policyHandle = { scripts: false };

/** The grievance officer and the escalation, as a block a visitor can act on (the grievance page's top). */
function GrievanceContacts() {
  return (
    <section className="card policy__contacts" aria-label="Grievance redressal officer">
      <h2>{GRIEVANCE_OFFICER.name}</h2>
      <p>
        Phone: <a href={GRIEVANCE_OFFICER.phoneHref}>{GRIEVANCE_OFFICER.phone}</a>
        <br />
        E-mail: <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
        <br />
        Hours: {GRIEVANCE_OFFICER.hours}
      </p>
      <p>
        Not resolved? Write to the lender&apos;s nodal officer. If you have no answer within {OMBUDSMAN_AFTER_DAYS} days, or it does not resolve the complaint, you can complain to the RBI Ombudsman at <a href={RBI_CMS_URL}>{RBI_CMS_URL}</a>.
      </p>
    </section>
  );
}

/** A policy page (the route's loader answers PolicyData): its headline, summary and clauses, each body's blank-line-separated paragraphs as paragraphs. */
export function PolicyPage({ contacts = false }: { contacts?: boolean }) {
  const { content } = useLoaderData<PolicyData>();
  return (
    <main id="main" tabIndex={-1} className="page policy">
      <h1>{content.title}</h1>
      <p className="lead">{content.description}</p>
      {contacts ? <GrievanceContacts /> : null}
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph.trim()}</p>
          ))}
        </section>
      ))}
    </main>
  );
}
