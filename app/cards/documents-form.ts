/**
 * The documents page's forms, by their button: check a PAN and the name on it, or upload a photo
 * (parse it with `async: true`: the photo's first bytes are read). Only the action imports this
 * module, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { asText } from "~/i18n/message";
import { checkPhoto, DOCUMENT_TYPE_PROBLEM, IMAGE_MISSING, NAME_PROBLEM, normalisePan, panProblem } from "~/cards/documents";
import { DocumentTypeSchema } from "~/upstream/schemas/card";

/** The PAN form: the PAN as the check takes it (upper case, no spaces) and the name, trimmed. */
const PanFormSchema = z.object({
  intent: z.literal("pan"),
  pan: z
    .string()
    .default("")
    .superRefine((raw, ctx) => {
      const problem = panProblem(raw);
      if (problem) ctx.addIssue({ code: "custom", message: asText(problem) });
    })
    .transform(normalisePan),
  name: z
    .string({ error: asText(NAME_PROBLEM) })
    .trim()
    .min(1, asText(NAME_PROBLEM)),
});

/** The upload form: what the photo shows, and the photo with the type its bytes, declared type and name agree on. */
const UploadFormSchema = z.object({
  intent: z.literal("upload"),
  documentType: z.enum(DocumentTypeSchema.options, { error: asText(DOCUMENT_TYPE_PROBLEM) }),
  image: z.instanceof(File, { error: asText(IMAGE_MISSING) }).transform(async (image, ctx) => {
    const photo = checkPhoto(image, new Uint8Array(await image.slice(0, 16).arrayBuffer()));
    if ("type" in photo) return { file: image, type: photo.type };
    ctx.addIssue({ code: "custom", message: asText(photo.problem) });
    return z.NEVER;
  }),
});

export const DocumentsFormSchema = z.discriminatedUnion("intent", [PanFormSchema, UploadFormSchema]);
export type DocumentsForm = z.output<typeof DocumentsFormSchema>;
export type DocumentsFields = z.input<typeof DocumentsFormSchema>;
