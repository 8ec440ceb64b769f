/**
 * Cities contract (requirements §3 "City"). The list endpoint is not named by the spec:
 * we assume GET /api/v1/cities (docs/upstream-contract.md).
 */
import * as z from "zod";

export const CitySchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  min_gold: z.number(),
  min_amount: z.number(),
  max_gold: z.number(),
  max_amount: z.number(),
  min_to_amount: z.number(),
  max_to_amount: z.number(),
  min_to_gold: z.number(),
  max_to_gold: z.number(),
  doorstep_min_amount: z.number(),
  doorstep_max_amount: z.number(),
  doorstep_min_gold: z.number(),
  doorstep_max_gold: z.number(),
  branch_min_amount: z.number(),
  branch_max_amount: z.number(),
  branch_min_gold: z.number(),
  branch_max_gold: z.number(),
});
export type City = z.infer<typeof CitySchema>;

export const CitiesResponseSchema = z.object({ data: z.array(CitySchema) });
