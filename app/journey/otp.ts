/** The lead's OTP code (spec §4): its length and the message for a code of another shape. Pure, and light: pages import it. */

export const OTP_LENGTH = 6;
export const OTP_FORMAT_MESSAGE = `Enter the ${OTP_LENGTH}-digit code we sent to you.`;
