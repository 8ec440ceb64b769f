/**
 * Which lender a branch belongs to (docs/decisions/046-the-branch-of-the-chosen-lender.md). The
 * upstreams name a lender, they give no id: a scheme says "Federal Bank Limited" and a branch the
 * same, but one service may write "Federal Bank Ltd." or "FEDERAL BANK LIMITED". One rule, here,
 * for every page that pairs a scheme with its lender's branches. Pure code.
 */

/** Words that say what kind of company it is, not which: left out at the end of a name. */
const COMPANY_SUFFIXES = new Set(["limited", "ltd", "pvt", "private", "company", "co", "corporation", "corp", "plc", "inc"]);

/**
 * A lender's name as a key: case, accents, punctuation and spacing ignored, "&" read as "and",
 * and the company-form words at its end ("Limited", "Ltd.", "Pvt. Ltd.", "Company Limited") left
 * out. "Federal Bank Limited", "FEDERAL BANK LTD." and "Federal  Bank" give the same key; "Federal
 * Bank" and "South Indian Bank" do not.
 */
export function lenderKey(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words.at(-1)!)) words.pop();
  return words.join(" ");
}

/** Whether two names are the same lender (lenderKey). An empty name is nobody's. */
export function sameLender(a: string, b: string): boolean {
  const key = lenderKey(a);
  return key !== "" && key === lenderKey(b);
}

/** Whether a branch is the lender's (a scheme's `lender`, a branch's `lender`). */
export function isLendersBranch(branch: { lender: string }, lender: string): boolean {
  return sameLender(branch.lender, lender);
}
