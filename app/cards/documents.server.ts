/**
 * PAN validation (kyc/pan-validation) and document photos (uploadImageForCustomer, then
 * saveImagesForCustomer/{id}) for a limit increase. The upload is a plain multipart form read
 * here within the size limit, so it works without JavaScript and nothing too large is read.
 */
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { cardCall, runCardForm, type CardFailure } from "~/cards/account.server";
import type { CardContext } from "~/cards/auth.server";
import { DOCUMENTS_PATH, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, safeFileName, UPLOAD_UNREADABLE } from "~/cards/documents";
import { getCreditLimit, saveImagesForCustomer, uploadImageForCustomer, validatePan } from "~/upstream/card.server";
import type { DocumentType } from "~/upstream/schemas/card";

const CUSTOMER_UNKNOWN = "We could not find your customer record. Please call us.";
/** Room for the form's other fields and the multipart framing around the photo. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The upload form's fields, read in memory up to the photo limit; or why it cannot be read: too
 * large (by Content-Length before reading, or by the part's size), or a body the multipart parser
 * cannot read (a file name with a line break, a broken boundary), the sender's mistake, not ours.
 */
export async function readUploadForm(request: Request): Promise<FormData | { refused: string }> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) return { refused: IMAGE_TOO_LARGE };
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }));
  } catch (error) {
    return { refused: error instanceof MaxPartSizeExceededError ? IMAGE_TOO_LARGE : UPLOAD_UNREADABLE };
  }
}

export type PanCheck = Awaited<ReturnType<typeof validatePan>>;
export type PanOutcome = { kind: "checked"; check: PanCheck } | CardFailure;

/** Checks the PAN and the name on it; `typed` goes back with the popup. */
export function checkPan(
  request: Request,
  ctx: CardContext,
  input: { pan: string; name: string },
  typed: Record<string, string>,
): Promise<PanOutcome> {
  return runCardForm(request, ctx, { path: DOCUMENTS_PATH, typed }, async () => ({
    kind: "checked" as const,
    check: await cardCall(request, ctx, (token) => validatePan(token, input)),
  }));
}

export type UploadOutcome = { kind: "uploaded" } | { kind: "no-customer"; message: string } | CardFailure;

async function customerIdOf(request: Request, ctx: CardContext): Promise<string | null> {
  if (ctx.cardholder.customerId) return ctx.cardholder.customerId;
  const lookup = await cardCall(request, ctx, getCreditLimit);
  return lookup.kind === "card" ? lookup.card.customerId : null;
}

/** Uploads the photo (under a cleaned name: no quotes, line breaks or path from what the browser sent) and saves it for the customer. */
export function uploadDocument(
  request: Request,
  ctx: CardContext,
  input: { documentType: DocumentType; image: File },
): Promise<UploadOutcome> {
  return runCardForm(request, ctx, { path: DOCUMENTS_PATH, typed: { documentType: input.documentType } }, async () => {
    const customerId = await customerIdOf(request, ctx);
    if (!customerId) return { kind: "no-customer", message: CUSTOMER_UNKNOWN } as const;
    const photo = new File([input.image], safeFileName(input.image.name, input.image.type), { type: input.image.type });
    const { imageId } = await cardCall(request, ctx, (token) => uploadImageForCustomer(token, photo, input.documentType));
    await cardCall(request, ctx, (token) =>
      saveImagesForCustomer(token, customerId, { images: [{ imageId, documentType: input.documentType }] }),
    );
    return { kind: "uploaded" } as const;
  });
}
