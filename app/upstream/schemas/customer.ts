/**
 * Customer information service contract: the create-customer call (requirements §7) and the
 * existing-user check (requirements §5; its path is our assumption). docs/upstream-contract.md.
 */
import * as z from "zod";
import { E164IndianPhoneSchema } from "~/upstream/schemas/lead";

/** POST /cis/create-customer */
export const CreateCustomerRequestSchema = z
  .object({
    phone: E164IndianPhoneSchema,
    name: z.string().optional(),
    leadId: z.string().min(1),
    cityId: z.number().int().optional(),
    source: z.string(),
  })
  .strict();
export type CreateCustomerRequest = z.infer<typeof CreateCustomerRequestSchema>;
export const CreateCustomerResponseSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.object({ customerId: z.string() }).nullish(),
});

/** GET /cis/existing-user?phone: 200 with data.existing; any other status means "existing" (requirements §5). */
export const ExistingUserQuerySchema = z.object({ phone: E164IndianPhoneSchema });
export const ExistingUserResponseSchema = z.object({ data: z.object({ existing: z.boolean() }).nullish() });
