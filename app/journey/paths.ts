/** Paths of the journey's own routes (the flow configuration names the order). */
export const BASIC_DETAILS_PATH = "/lp/basic-details";
export const OTP_PATH_PREFIX = "/lp/otp/auth/";
export const HOME_FORM_ACTION = "/?index";
export const BOOK_VISIT_PATH = "/lp/book-visit";
export const CONFIRMATION_PATH = "/lp/confirmation";
