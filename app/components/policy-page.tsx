import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { pageTitle } from "~/brand";
import { seoMeta } from "~/content/seo-meta";
import type { PolicyContent } from "~/content/policy-pages";
import { OMBUDSMAN_AFTER_DAYS, RBI_CMS_URL, type GrievanceOfficer } from "~/content/disclosures";
import { UpstreamText } from "~/components/message-text";
import { withName } from "~/components/english-name";
import { useT, type WithMessages } from "~/i18n/use-t";

type PolicyData = { content: PolicyContent; officer: GrievanceOfficer; canonical: string } & WithMessages;

/** The head of a policy page: its title, description and canonical URL. */
export const policyMeta: MetaFunction<(args: LoaderFunctionArgs) => Promise<PolicyData>> = ({ data }) =>
  data ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical }) : [];

/** A policy page's document needs no script: text and links (see PageHandle in app/root.tsx). */
export const policyHandle = { scripts: false };

/** The grievance officer and the escalation, as a block a visitor can act on (the grievance page's top). */
function GrievanceContacts({ officer }: { officer: GrievanceOfficer }) {
  const t = useT();
  const [before, after = ""] = t(
    "Not resolved? Write to the lender's nodal officer. If you have no answer within {days} days, or it does not resolve the complaint, you can complain to the RBI Ombudsman at {url}.",
    {
      days: OMBUDSMAN_AFTER_DAYS,
    },
  ).split("{url}");
  return (
    <section className="card policy__contacts" aria-label={t("Grievance redressal officer")}>
      <h2>
        <UpstreamText>{officer.name}</UpstreamText>
      </h2>
      <p>
        {t("Phone:")} <a href={officer.phoneHref}>{officer.phone}</a>
        <br />
        {t("E-mail:")}{" "}
        <a href={`mailto:${officer.email}`} lang="en">
          {officer.email}
        </a>
        <br />
        {t("Hours:")} {t(officer.hours)}
      </p>
      <p>
        {before}
        <a href={RBI_CMS_URL} lang="en">
          {RBI_CMS_URL}
        </a>
        {after}
      </p>
    </section>
  );
}

/** Web and e-mail addresses in a paragraph, and the grievance officer's name (a setting, in Latin letters), each marked as written in Latin letters (`lang="en"`) on a page in another language. */
const ADDRESS = /(https?:\/\/[\w./~%?=&#:+-]*[\w/]|[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,})/;

function Paragraph({ text, name }: { text: string; name: string }): ReactNode {
  const parts = text.split(ADDRESS);
  return (
    <p>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} lang="en">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{withName(part, name)}</Fragment>
        ),
      )}
    </p>
  );
}

/** A policy page (the route's loader answers PolicyData): its headline, summary and clauses, each body's blank-line-separated paragraphs as paragraphs. */
export function PolicyPage({ contacts = false }: { contacts?: boolean }) {
  const { content, officer } = useLoaderData<PolicyData>();
  return (
    <main id="main" tabIndex={-1} className="page policy">
      <h1>{content.title}</h1>
      <p className="lead">{content.description}</p>
      {contacts ? <GrievanceContacts officer={officer} /> : null}
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body.split(/\n\s*\n/).map((paragraph, index) => (
            <Paragraph key={index} text={paragraph.trim()} name={officer.name} />
          ))}
        </section>
      ))}
    </main>
  );
}
