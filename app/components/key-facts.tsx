import { withNames } from "~/components/english-name";
import { MessageText } from "~/components/message-text";
import { useT } from "~/i18n/use-t";
import { keyFactsParts, type KeyFactRow, type KeyFactsStatement } from "~/journey/key-facts";

function Rows({ rows }: { rows: KeyFactRow[] }) {
  return (
    <dl className="key-facts">
      {rows.map(({ key, term, value, names }) => (
        <div key={key}>
          <dt>{term}</dt>
          <dd>{typeof value === "string" ? withNames(value, names ?? []) : <MessageText text={value.message} />}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A gold loan's Key Facts Statement (RBI's KFS, docs/decisions/044-key-facts-statement-for-a-gold-loan.md):
 * its two parts, each a heading and one server-rendered <dl>, on the printable page; the PDF has
 * the same rows (keyFactsParts). `short`: the cost rows, the gold needed and the cooling-off, for
 * the scheme page, the booking step and the confirmation, which link the whole statement. Its
 * words are the "scheme-facts" and "key-facts-statement" namespaces.
 */
export function KeyFacts({
  statement,
  short = false,
  headingLevel = 3,
}: {
  statement: KeyFactsStatement;
  short?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const parts = keyFactsParts(statement, t, { short });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (short)
    return (
      <div data-testid="key-facts">
        {parts.map((part) => (
          <Rows key={part.key} rows={part.rows} />
        ))}
      </div>
    );
  return (
    <div data-testid="key-facts" className="key-facts-statement">
      {parts.map((part) => (
        <section key={part.key} className="key-facts-part">
          <Heading>{part.title}</Heading>
          <Rows rows={part.rows} />
        </section>
      ))}
    </div>
  );
}
