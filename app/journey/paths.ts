/** Paths of the journey's own routes (the flow configuration names the order). */
export const BASIC_DETAILS_PATH = "/lp/basic-details";
export const HOME_FORM_ACTION = "/?index";
export const BOOK_VISIT_PATH = "/lp/book-visit";
export const CONFIRMATION_PATH = "/lp/confirmation";
/** The chosen loan's key facts: a page to print (app/routes/lp_.key-facts.tsx) and the PDF (lp_.key-facts[.pdf].ts). */
export const KEY_FACTS_PATH = "/lp/key-facts";
export const KEY_FACTS_PDF_PATH = "/lp/key-facts.pdf";
export const PINCODE_PATH = "/lp/pincode";
export const SCHEMES_PATH = "/lp/schemes";

const OTP_PATH_PREFIX = "/lp/otp/auth/";

/** The OTP step of a lead (or of its transaction, after a 409). */
export function otpPath(id: string): string {
  return `${OTP_PATH_PREFIX}${encodeURIComponent(id)}`;
}

/** Whether `path` is a lead's OTP step (the post that goes there sends its code). */
export function isOtpPath(path: string): boolean {
  return path.startsWith(OTP_PATH_PREFIX);
}
