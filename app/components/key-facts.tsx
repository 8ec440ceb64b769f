import { MessageText } from "~/components/message-text";
import type { Message } from "~/i18n/message";
import { useT } from "~/i18n/use-t";
import { keyFactRows } from "~/journey/key-facts";
import type { LoanCost } from "~/journey/loan-cost";

/**
 * The key facts of a loan (RBI's Key Facts Statement, docs/decisions/021-apr-and-key-facts.md):
 * one server-rendered <dl>, shared by the scheme page and the booking step; the PDF has the same
 * rows (keyFactRows). Its words are the "scheme-facts" namespace; `interestText` is the interest
 * in words (rateMessage).
 */
export function KeyFacts({ cost, interestText }: { cost: LoanCost; interestText: Message | string }) {
  const t = useT();
  return (
    <dl className="key-facts" data-testid="key-facts">
      {keyFactRows(cost, interestText, t).map(({ key, term, value }) => (
        <div key={key}>
          <dt>{term}</dt>
          <dd>{typeof value === "string" ? value : <MessageText text={value.message} />}</dd>
        </div>
      ))}
    </dl>
  );
}
