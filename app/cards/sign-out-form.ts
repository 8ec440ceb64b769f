/**
 * The sign-out form: a button and nothing else. The pipeline reads a form by its schema's names,
 * so the schema names the one a form of ours could send (an `intent`), which it ignores.
 */
import * as z from "zod";

export const SignOutFormSchema = z.object({ intent: z.string().optional() });
