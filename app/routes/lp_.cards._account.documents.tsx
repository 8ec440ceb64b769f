import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "~/components/form";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { useState, type ChangeEvent } from "react";
import { cardPageMeta } from "~/cards/meta";
import { useFlash } from "~/components/flash";
import { requireCardToken } from "~/cards/auth.server";
import {
  DOCUMENT_LABEL,
  DOCUMENTS_PATH as PATH,
  IMAGE_ACCEPT,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  PAN_PATTERN,
  PAN_PROBLEM,
} from "~/cards/documents";
import { DocumentsFormSchema, type DocumentsFields } from "~/cards/documents-form";
import { readDocumentsForm, submitDocuments } from "~/cards/documents.server";
import { Field } from "~/components/field";
import { formErrorOf, formFields, useFormResult, type FormResult } from "~/components/form-result";
import { useIsPending } from "~/components/use-is-pending";
import { fillNodes } from "~/components/fill-nodes";
import { asText } from "~/i18n/message";
import { formAction } from "~/site/form-action.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import { useT } from "~/i18n/use-t";

/** The words its page shows (app/cards/namespaces.ts, decision 051). */
export const handle: PageHandle = { i18n: CARD_PAGE_NAMESPACES.documents };

/**
 * PAN validation (kyc/pan-validation) and document photos (uploadImageForCustomer, then
 * saveImagesForCustomer/{id}) for a limit increase. The upload is a plain multipart form, so
 * it works without JavaScript; size and type are checked here before anything is sent.
 */
export const meta = cardPageMeta("Your PAN and documents");
// A PAN check or an upload past its limit is a 429 with Retry-After (app/cards/account.server.ts).
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCardToken(request);
  return { i18n: await routeMessages(request, handle) };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => requireCardToken(request),
    schema: DocumentsFormSchema,
    read: readDocumentsForm,
    page: () => PATH,
    run: (input, ctx, { context }) => submitDocuments(input, ctx, clientAddressOf(context)),
  });

/** Which of the page's two forms a reply (or what a popup's flash kept) is for: the PAN form's says so. */
function formOf(result: FormResult): "pan" | "upload" | null {
  if (!result) return null;
  return formFields<DocumentsFields>(result).intent.value === "pan" ? "pan" : "upload";
}

function PanForm() {
  const t = useT();
  // The PAN this session just checked (the flash's notice, never the URL's).
  const notice = useFlash().notice("documents");
  const checked = notice && "pan" in notice ? notice.pan : null;
  const reply = useFormResult();
  const pan = formOf(reply) === "pan" ? reply : null;
  const fields = formFields<DocumentsFields>(pan);
  // What was typed (a refusal, a failure's popup), else the PAN and name the answer shown is for.
  const typed = (name: "pan" | "name") => fields[name].value ?? checked?.[name] ?? "";
  const checking = useIsPending({ intent: "pan" });
  const result = checked?.check;
  return (
    <Form method="post" className="card form" replace>
      <h2>{t("Verify your PAN")}</h2>
      <ErrorSummary
        id="pan-summary"
        errors={summaryErrors([fields.pan, fields.name])}
        message={formErrorOf(pan)}
        flashed={pan !== null}
        result={pan}
      />
      <Field
        field={fields.pan}
        label="PAN"
        autoCapitalize="characters"
        autoComplete="off"
        pattern={PAN_PATTERN}
        maxLength={10}
        required
        title={t.message(PAN_PROBLEM)}
        defaultValue={typed("pan")}
      />
      <Field
        field={fields.name}
        label={t("Name as on the PAN card")}
        autoComplete="name"
        maxLength={100}
        required
        defaultValue={typed("name")}
      />
      {result && (
        <div
          className={result.valid && result.nameMatches && result.aadhaarLinked ? "success" : "notice"}
          role="status"
          data-testid="pan-result"
        >
          {!result.valid ? (
            <p>{t("We could not verify this PAN. Please check it.")}</p>
          ) : (
            <ul>
              <li>{t("PAN verified.")}</li>
              <li>{result.nameMatches ? t("The name matches.") : t("The name does not match the PAN. Please enter it as on the card.")}</li>
              <li>
                {result.aadhaarLinked
                  ? t("Linked to your Aadhaar.")
                  : t("Not linked to Aadhaar yet. Please link it on the income tax website before your visit.")}
              </li>
            </ul>
          )}
        </div>
      )}
      <button type="submit" name={fields.intent.name} value="pan" className="button button--block" disabled={checking}>
        {checking ? t("Checking…") : t("Verify PAN")}
      </button>
    </Form>
  );
}

function UploadForm() {
  const t = useT();
  const reply = useFormResult();
  const result = formOf(reply) === "upload" ? reply : null;
  const fields = formFields<DocumentsFields>(result);
  const uploading = useIsPending({ intent: "upload" });
  // With JavaScript, a photo over the limit is refused here, before it is sent (without, the server says so).
  const [tooLarge, setTooLarge] = useState(false);
  const checkSize = (event: ChangeEvent<HTMLInputElement>) => {
    const over = (event.currentTarget.files?.[0]?.size ?? 0) > MAX_IMAGE_BYTES;
    event.currentTarget.setCustomValidity(over ? t.message(IMAGE_TOO_LARGE) : "");
    setTooLarge(over);
  };
  // A photo over the limit is said on the field at once; the summary lists what the server refused.
  const serverImageError = fields.image.error ?? formErrorOf(result);
  const imageError = tooLarge ? asText(IMAGE_TOO_LARGE) : serverImageError;
  return (
    <Form method="post" encType="multipart/form-data" className="card form" replace>
      <h2>{t("Add a document")}</h2>
      <ErrorSummary
        id="upload-summary"
        errors={summaryErrors([fields.documentType, { ...fields.image, error: serverImageError }])}
        flashed={result !== null}
        result={result}
      />
      <Field
        as="select"
        field={fields.documentType}
        label={t("What is it?")}
        defaultValue={fields.documentType.value || "GOLD_PHOTO"}
        required
      >
        {Object.entries(DOCUMENT_LABEL).map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </Field>
      <Field
        // The name alone: a file input takes no value back.
        name={fields.image.name}
        label={t("Photo")}
        hint={fillNodes(t("{formats}, up to 5 MB."), { formats: <span lang="en">JPEG, PNG or WebP</span> })}
        error={imageError}
        type="file"
        accept={IMAGE_ACCEPT}
        required
        onChange={checkSize}
      />
      <button type="submit" name={fields.intent.name} value="upload" className="button button--block" disabled={uploading}>
        {uploading ? t("Uploading…") : t("Upload")}
      </button>
    </Form>
  );
}

export default function Documents() {
  const t = useT();
  // The photo this session just uploaded (the flash's notice, never the URL's).
  const notice = useFlash().notice("documents");
  const uploaded = notice && "uploaded" in notice ? DOCUMENT_LABEL[notice.uploaded] : null;
  return (
    <section aria-labelledby="documents-title">
      <h1 id="documents-title">{t("Your PAN and documents")}</h1>
      <p className="lead">{t("To raise your limit we check your PAN and keep a photo of the gold you pledge.")}</p>
      {uploaded && (
        <p className="success" role="status" data-testid="upload-done">
          {t("{document}: uploaded. Thank you.", { document: t(uploaded) })}
        </p>
      )}
      <PanForm />
      <UploadForm />
    </section>
  );
}
