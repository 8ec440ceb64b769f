/** The "scheme-facts" namespace: a scheme's figures and key facts (see app/i18n/define.ts for the shape, decision 028 for the rules). */
import { defineMessages } from "~/i18n/define";

export default defineMessages({});
