import {
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type ChangeEvent } from "react";
import { pageTitle } from "~/brand";
import { cardActionFailure, cardCall } from "~/cards/account.server";
import { requireCardToken, type CardContext } from "~/cards/auth.server";
import {
  IMAGE_ACCEPT,
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  imageProblem,
  MAX_IMAGE_BYTES,
  NAME_PROBLEM,
  normalisePan,
  PAN_PATTERN,
  PAN_PROBLEM,
  panProblem,
  safeFileName,
  UPLOAD_UNREADABLE,
} from "~/cards/documents";
import { useFlashedValues } from "~/components/use-flashed-values";
import { getCreditLimit, saveImagesForCustomer, uploadImageForCustomer, validatePan } from "~/upstream/card.server";
import { DocumentTypeSchema, type DocumentType } from "~/upstream/schemas/card";
import { withInteractionCapture } from "~/site/analytics.server";

/**
 * PAN validation (kyc/pan-validation) and document photos (uploadImageForCustomer, then
 * saveImagesForCustomer/{id}) for a limit increase. The upload is a plain multipart form, so
 * it works without JavaScript; size and type are checked here before anything is sent.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Your PAN and documents") }, { name: "robots", content: "noindex" }];

const PATH = "/lp/cards/documents";
const DOCUMENT_LABEL: Record<DocumentType, string> = {
  GOLD_PHOTO: "A photo of the gold",
  INVOICE: "The purchase invoice",
  ADDRESS_PROOF: "Address proof",
};
/** Room for the form's other fields and the multipart framing around the photo. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCardToken(request);
  const uploaded = DocumentTypeSchema.safeParse(new URL(request.url).searchParams.get("uploaded"));
  return { uploaded: uploaded.success ? DOCUMENT_LABEL[uploaded.data] : null };
}

type PanResult = {
  form: "pan";
  values: { pan: string; name: string };
  problems: { pan?: string; name?: string; form?: string };
  result: { valid: boolean; nameMatches: boolean; aadhaarLinked: boolean; message: string | null } | null;
};
type UploadResult = { form: "upload"; documentType: string; error: string };

async function customerIdOf(request: Request, ctx: CardContext): Promise<string | null> {
  if (ctx.cardholder.customerId) return ctx.cardholder.customerId;
  const lookup = await cardCall(request, ctx, getCreditLimit);
  return lookup.kind === "card" ? lookup.card.customerId : null;
}

async function uploadAction(request: Request, ctx: CardContext) {
  const refuse = (error: string, documentType = "") => data<UploadResult>({ form: "upload", documentType, error }, { status: 400 });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) return refuse(IMAGE_TOO_LARGE);
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse(IMAGE_TOO_LARGE);
    // A body the multipart parser cannot read (a file name with a line break or an unbalanced
    // quote, a broken boundary) is the sender's mistake, not ours: a refusal, never a 500.
    return refuse(UPLOAD_UNREADABLE);
  }
  const documentType = DocumentTypeSchema.safeParse(form.get("documentType"));
  const typedType = String(form.get("documentType") ?? "").slice(0, 20);
  if (!documentType.success) return refuse("Choose what the photo shows.", typedType);
  const image = form.get("image");
  if (!(image instanceof File) || image.size === 0) return refuse(IMAGE_MISSING, typedType);
  const problem = imageProblem(image, new Uint8Array(await image.slice(0, 16).arrayBuffer()));
  if (problem) return refuse(problem, typedType);
  try {
    const customerId = await customerIdOf(request, ctx);
    if (!customerId) return refuse("We could not find your customer record. Please call us.", typedType);
    // Sent under a cleaned name: no quotes, line breaks or path from whatever the browser sent.
    const photo = new File([image], safeFileName(image.name, image.type), { type: image.type });
    const { imageId } = await cardCall(request, ctx, (token) => uploadImageForCustomer(token, photo, documentType.data));
    await cardCall(request, ctx, (token) => saveImagesForCustomer(token, customerId, { images: [{ imageId, documentType: documentType.data }] }));
    return redirect(`${PATH}?uploaded=${documentType.data}`);
  } catch (error) {
    const failure = await cardActionFailure(request, ctx, error, PATH, { documentType: typedType });
    return failure instanceof Response ? failure : refuse(failure.refused, typedType);
  }
}

async function panAction(request: Request, ctx: CardContext) {
  const form = await request.formData();
  const values = { pan: String(form.get("pan") ?? "").slice(0, 20), name: String(form.get("name") ?? "").slice(0, 100) };
  const problems: PanResult["problems"] = {};
  const panIssue = panProblem(values.pan);
  if (panIssue) problems.pan = panIssue;
  if (values.name.trim() === "") problems.name = NAME_PROBLEM;
  if (problems.pan || problems.name) return data<PanResult>({ form: "pan", values, problems, result: null }, { status: 400 });
  try {
    const result = await cardCall(request, ctx, (token) => validatePan(token, { pan: normalisePan(values.pan), name: values.name.trim() }));
    return data<PanResult>({ form: "pan", values, problems, result });
  } catch (error) {
    // Back with the popup and what was typed (the flash), as every other form.
    const failure = await cardActionFailure(request, ctx, error, PATH, values);
    return failure instanceof Response
      ? failure
      : data<PanResult>({ form: "pan", values, problems: { form: failure.refused }, result: null }, { status: 400 });
  }
}

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request }: ActionFunctionArgs) {
  const ctx = await requireCardToken(request);
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  return multipart ? uploadAction(request, ctx) : panAction(request, ctx);
}

/** What an upstream failure sent back in the popup's flash, when it was this form's. */
function flashedFor(flashed: Record<string, string> | undefined, field: string): Record<string, string> | null {
  return flashed && field in flashed ? flashed : null;
}

function PanForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const flashed = useFlashedValues();
  const pan = actionData?.form === "pan" ? actionData : null;
  const typed = pan?.values ?? flashedFor(flashed, "pan");
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === "pan";
  const result = pan?.result;
  return (
    <Form method="post" className="card form" replace>
      <h2>Verify your PAN</h2>
      <div className="field">
        <label htmlFor="pan">PAN</label>
        <input
          id="pan"
          name="pan"
          autoCapitalize="characters"
          autoComplete="off"
          pattern={PAN_PATTERN}
          maxLength={10}
          required
          title={PAN_PROBLEM}
          defaultValue={typed?.pan ?? ""}
          aria-invalid={pan?.problems.pan ? true : undefined}
          aria-describedby="pan-error"
        />
        <p className="field__error" id="pan-error" role="alert">
          {pan?.problems.pan}
        </p>
      </div>
      <div className="field">
        <label htmlFor="name">Name as on the PAN card</label>
        <input
          id="name"
          name="name"
          autoComplete="name"
          maxLength={100}
          required
          defaultValue={typed?.name ?? ""}
          aria-invalid={pan?.problems.name ? true : undefined}
          aria-describedby="name-error"
        />
        <p className="field__error" id="name-error" role="alert">
          {pan?.problems.name}
        </p>
      </div>
      <p className="form__error" role="alert">
        {pan?.problems.form}
      </p>
      {result && (
        <div className={result.valid && result.nameMatches && result.aadhaarLinked ? "success" : "notice"} role="status" data-testid="pan-result">
          {!result.valid ? (
            <p>{result.message ?? "We could not verify this PAN. Please check it."}</p>
          ) : (
            <ul>
              <li>PAN verified.</li>
              <li>{result.nameMatches ? "The name matches." : "The name does not match the PAN. Please enter it as on the card."}</li>
              <li>
                {result.aadhaarLinked
                  ? "Linked to your Aadhaar."
                  : "Not linked to Aadhaar yet. Please link it on the income tax website before your visit."}
              </li>
            </ul>
          )}
        </div>
      )}
      <button type="submit" name="intent" value="pan" className="button button--block" disabled={checking}>
        {checking ? "Checking…" : "Verify PAN"}
      </button>
    </Form>
  );
}

function UploadForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const flashed = useFlashedValues();
  const upload = actionData?.form === "upload" ? actionData : null;
  const flashedType = flashedFor(flashed, "documentType")?.documentType;
  const uploading = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  // With JavaScript, a photo over the limit is refused here, before it is sent (without, the server says so).
  const [tooLarge, setTooLarge] = useState(false);
  const checkSize = (event: ChangeEvent<HTMLInputElement>) => {
    const over = (event.currentTarget.files?.[0]?.size ?? 0) > MAX_IMAGE_BYTES;
    event.currentTarget.setCustomValidity(over ? IMAGE_TOO_LARGE : "");
    setTooLarge(over);
  };
  return (
    <Form method="post" encType="multipart/form-data" className="card form" replace>
      <h2>Add a document</h2>
      <div className="field">
        <label htmlFor="documentType">What is it?</label>
        <select id="documentType" name="documentType" defaultValue={upload?.documentType || flashedType || "GOLD_PHOTO"} required>
          {Object.entries(DOCUMENT_LABEL).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="image">Photo</label>
        <input
          id="image"
          name="image"
          type="file"
          accept={IMAGE_ACCEPT}
          required
          onChange={checkSize}
          aria-invalid={upload || tooLarge ? true : undefined}
          aria-describedby="image-hint image-error"
        />
        <p className="field__hint" id="image-hint">
          JPEG, PNG or WebP, up to 5 MB.
        </p>
        <p className="field__error" id="image-error" role="alert">
          {tooLarge ? IMAGE_TOO_LARGE : upload?.error}
        </p>
      </div>
      <button type="submit" className="button button--block" disabled={uploading}>
        {uploading ? "Uploading…" : "Upload"}
      </button>
    </Form>
  );
}

export default function Documents() {
  const { uploaded } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="documents-title">
      <h1 id="documents-title">Your PAN and documents</h1>
      <p className="lead">To raise your limit we check your PAN and keep a photo of the gold you pledge.</p>
      {uploaded && (
        <p className="success" role="status" data-testid="upload-done">
          {uploaded}: uploaded. Thank you.
        </p>
      )}
      <PanForm />
      <UploadForm />
    </section>
  );
}
