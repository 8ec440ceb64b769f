/**
 * PAN validation (kyc/pan-validation) and document photos (uploadImageForCustomer, then
 * saveImagesForCustomer/{id}) for a limit increase. The upload is a plain multipart form read
 * here within the size limit, so it works without JavaScript and nothing too large is read.
 * Both cost the upstream for each ask (a PAN check is a KYC look-up that tells whether a PAN
 * exists and whose it is), so both are limited per cardholder and per client address.
 */
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import type * as z from "zod";
import { allowCardholderWork, cardCall, runCardForm } from "~/cards/account.server";
import type { CardContext } from "~/cards/auth.server";
import { DOCUMENTS_PATH, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, UPLOAD_UNREADABLE, uploadFileName } from "~/cards/documents";
import type { DocumentsForm } from "~/cards/documents-form";
import { msg } from "~/i18n/message";
import { moveTo, refuse, type Outcome, type Refusal } from "~/site/form-action.server";
// eslint-disable-next-line no-restricted-imports -- the upload's `read` for formAction: the multipart parser, then the same checks
import { fieldsFrom, readFields, type ReadFields } from "~/site/form.server";
import { getCreditLimit, saveImagesForCustomer, uploadImageForCustomer, validatePan } from "~/upstream/card.server";

export const CUSTOMER_UNKNOWN = msg("We could not find your customer record. Please call us.");
/** Room for the form's other fields and the multipart framing around the photo. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The documents page's forms as the pipeline reads them: the upload (multipart) read in memory
 * up to the photo limit, as the upload form whatever its button said; the PAN form as any other.
 * An upload that cannot be read is refused on its photo: too large (by Content-Length before
 * reading, or by the part's size), or a body the multipart parser cannot read (a file name with a
 * line break, a broken boundary), the sender's mistake, not ours.
 */
export async function readDocumentsForm(request: Request, schema: z.ZodType): Promise<ReadFields | Refusal> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return readFields(request, schema);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return refuse({ fields: { image: IMAGE_TOO_LARGE } });
  }
  let sent: FormData;
  try {
    sent = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }));
  } catch (error) {
    return refuse({ fields: { image: error instanceof MaxPartSizeExceededError ? IMAGE_TOO_LARGE : UPLOAD_UNREADABLE } });
  }
  sent.set("intent", "upload");
  return fieldsFrom(request, sent, schema);
}

/** The documents page's forms: the PAN check (its answer said on the page) or the photo's upload, asked from `address`. */
export function submitDocuments(input: DocumentsForm, ctx: CardContext, address: string): Promise<Outcome> {
  return runCardForm(ctx, () => (input.intent === "pan" ? checkPan(ctx, input, address) : uploadDocument(ctx, input, address)));
}

/**
 * Checks the PAN and the name on it, within the limits (counted per cardholder, not per PAN: the
 * PAN is what someone testing PANs changes). The page says the answer, with the PAN and name it
 * was for, on its next load (the session's notice: post/redirect/get, as every other form).
 */
async function checkPan(ctx: CardContext, { pan, name }: { pan: string; name: string }, address: string): Promise<Outcome> {
  const allowed = await allowCardholderWork(ctx, "pan-check", address);
  const check = await cardCall(ctx, (token) => validatePan(allowed, token, { pan, name }));
  return moveTo(DOCUMENTS_PATH, { notice: { page: "documents", pan: { pan, name, check } } });
}

async function customerIdOf(ctx: CardContext): Promise<string | null> {
  if (ctx.cardholder.customerId) return ctx.cardholder.customerId;
  const lookup = await cardCall(ctx, getCreditLimit);
  return lookup.kind === "card" ? lookup.card.customerId : null;
}

/**
 * Uploads the photo, within the limits, under a name of ours with the extension of the type its
 * bytes showed (nothing of the name the browser sent goes on), and saves it for the customer.
 */
async function uploadDocument(
  ctx: CardContext,
  { image, documentType }: Extract<DocumentsForm, { intent: "upload" }>,
  address: string,
): Promise<Outcome> {
  const allowed = await allowCardholderWork(ctx, "upload", address);
  const customerId = await customerIdOf(ctx);
  if (!customerId) return refuse({ form: CUSTOMER_UNKNOWN });
  const photo = new File([image.file], uploadFileName(documentType, image.type), { type: image.type });
  const { imageId } = await cardCall(ctx, (token) => uploadImageForCustomer(allowed, token, photo, documentType));
  await cardCall(ctx, (token) => saveImagesForCustomer(token, customerId, { images: [{ imageId, documentType }] }));
  return moveTo(DOCUMENTS_PATH, { notice: { page: "documents", uploaded: documentType } });
}
