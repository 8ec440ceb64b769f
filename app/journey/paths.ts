/** Paths of the journey's own routes (the flow configuration names the order). */
export const BASIC_DETAILS_PATH = "/lp/basic-details";
export const OTP_PATH_PREFIX = "/lp/otp/auth/";
export const HOME_FORM_ACTION = "/?index";
export const BOOK_VISIT_PATH = "/lp/book-visit";
export const CONFIRMATION_PATH = "/lp/confirmation";
export const PINCODE_PATH = "/lp/pincode";
/** The pincode step after a pincode we do not serve: the nearest branch, or a call back. */
export const UNSERVICEABLE_PINCODE_PATH = "/lp/pincode?result=unserviceable";
export const SCHEMES_PATH = "/lp/schemes";
