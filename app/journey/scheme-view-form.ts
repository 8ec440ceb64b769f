/**
 * The schemes step's filter form (a GET form: every view has its own URL): the amount as typed
 * ("1,50,000" accepted), the filter and the sort, unknown values falling back to the defaults.
 * Whether the amount is within the city's limits is the use-case's (schemes.server.ts). Only
 * the loader imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { schemeViewOf } from "~/journey/schemes";

/** An amount as typed, and the number it reads as (NaN, or not whole, when it is not an amount). */
export type AskedAmount = { typed: string; value: number };

export const SchemeViewFormSchema = z
  .object({ amount: z.string().optional(), filter: z.string().optional(), sort: z.string().optional() })
  .transform(({ amount, filter, sort }) => ({
    amount: amount === undefined || amount.trim() === "" ? null : { typed: amount, value: Number(amount.replace(/[,\s₹]/g, "")) },
    view: schemeViewOf({ filter, sort }),
  }));

export type SchemeViewForm = z.output<typeof SchemeViewFormSchema>;
