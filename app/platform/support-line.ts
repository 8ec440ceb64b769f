/**
 * The number a visitor calls: the SUPPORT_PHONE setting (app/platform/env.server.ts,
 * `business.support`), sent to the page by the root loader and read there with useSupportLine
 * (app/components/support-line.ts). `example`: still the default below, which the footer and the
 * Key Facts Statement mark as an example (decision 044). Pure: the browser's code uses it too.
 */
export type SupportLine = { phone: string; href: string; example: boolean };

/** A phone number as written -> its tel: link: "1800 123 4567" -> "tel:18001234567" (a leading + kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "1800 123 4567" -> the line, with its tel: link. */
export function supportLine(phone: string, example: boolean): SupportLine {
  return { phone, href: telHref(phone), example };
}

/** The default number: an example until SUPPORT_PHONE names the business's own. */
export const EXAMPLE_SUPPORT_LINE: SupportLine = supportLine("1800 123 4567", true);

/** The number as a statement gives it: followed by `exampleWord` ("(example)" in the page's language) while it is the example. */
export function phoneAsStated(line: SupportLine, exampleWord: string): string {
  return line.example ? `${line.phone} ${exampleWord}` : line.phone;
}
