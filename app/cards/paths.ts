/** The cardholder pages' fixed paths. A plain module: pages link to them in the browser too. */
/** Where a signed-out cardholder lands (requirements §2). */
export const SIGN_OUT_PATH = "/india/goldfd-card/93";
/** Shown when the token is rejected inside the Android app. */
export const LOGIN_EXPIRE_PATH = "/lp/cards/login-expire";
export const LOGIN_PATH = "/lp/cards/login";
export const SIGN_UP_PATH = "/lp/cards/signup";
/** The login code page (after the login or sign-up page). */
export const CODE_PATH = "/lp/cards/otp";
export const CARD_HOME_PATH = "/lp/cards/limits";
export const CONSENT_PATH = "/lp/cards/consent";
