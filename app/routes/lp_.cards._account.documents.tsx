import type { SubmissionResult } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { useState, type ChangeEvent } from "react";
import { pageTitle } from "~/brand";
import { replyToFailure } from "~/cards/account.server";
import { flashCardNotice, takeCardNotice } from "~/cards/notice.server";
import { commitLoaderSession, commitSession } from "~/platform/session.server";
import { requireCardToken, type CardContext } from "~/cards/auth.server";
import {
  DOCUMENT_LABEL,
  DOCUMENTS_PATH as PATH,
  IMAGE_ACCEPT,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  PAN_PATTERN,
  PAN_PROBLEM,
  PanFormSchema,
  UploadFormSchema,
  uploadedLabel,
} from "~/cards/documents";
import { checkPan, readUploadForm, uploadDocument } from "~/cards/documents.server";
import { Field } from "~/components/field";
import { errorOf, typedValue } from "~/components/form-result";
import { useFlashedValues } from "~/components/use-flashed-values";
import { typedFields } from "~/site/error-popup.server";
import { withInteractionCapture } from "~/site/analytics.server";
import { MessageText } from "~/components/message-text";
import { fillNodes } from "~/components/fill-nodes";
import { pageMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import { fieldsFrom, parseFormAsync, readForm } from "~/site/form.server";

/**
 * PAN validation (kyc/pan-validation) and document photos (uploadImageForCustomer, then
 * saveImagesForCustomer/{id}) for a limit increase. The upload is a plain multipart form, so
 * it works without JavaScript; size and type are checked here before anything is sent.
 */
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(metaTranslator(matches)("Your PAN and documents")) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  // The photo this session just uploaded (the session's notice, never the URL's).
  const notice = takeCardNotice(ctx.session, "documents");
  const answer = { uploaded: uploadedLabel(notice?.uploaded ?? null), i18n: await pageMessages(request, "cards-documents") };
  return notice ? data(answer, { headers: { "Set-Cookie": await commitLoaderSession(ctx.session) } }) : answer;
}

async function uploadAction(request: Request, ctx: CardContext) {
  const form = await readUploadForm(request);
  if ("refused" in form) {
    // Nothing of the form could be read: the reply is the refusal alone.
    const result: SubmissionResult = { status: "error", error: { image: [form.refused] } };
    return data({ form: "upload" as const, result }, { status: 400 });
  }
  const submission = await parseFormAsync(await fieldsFrom(request, form, UploadFormSchema), UploadFormSchema);
  if (submission.status !== "success") return data({ form: "upload" as const, result: submission.reply() }, { status: 400 });
  const outcome = await uploadDocument(request, ctx, submission.value);
  if (outcome.kind === "uploaded") {
    flashCardNotice(ctx.session, "documents", { uploaded: submission.value.documentType });
    return redirect(PATH, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
  }
  if (outcome.kind === "no-customer")
    return data({ form: "upload" as const, result: submission.reply({ formErrors: [outcome.message] }) }, { status: 400 });
  return replyToFailure(submission, outcome, { form: "upload" as const });
}

async function panAction(request: Request, ctx: CardContext) {
  const { form, submission } = await readForm(request, PanFormSchema);
  if (submission.status !== "success") return data({ form: "pan" as const, result: submission.reply(), check: null }, { status: 400 });
  // Back with the popup and what was typed (the flash), as every other form.
  const outcome = await checkPan(request, ctx, submission.value, typedFields(form, ["pan", "name"], 100));
  if (outcome.kind === "checked") return data({ form: "pan" as const, result: submission.reply(), check: outcome.check });
  return replyToFailure(submission, outcome, { form: "pan" as const, check: null });
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
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const flashed = flashedFor(useFlashedValues(), "pan");
  const pan = actionData?.form === "pan" ? actionData : null;
  const typed = (name: string) => (pan ? typedValue(pan.result, name) : flashed?.[name]) ?? "";
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === "pan";
  const result = pan?.check;
  return (
    <Form method="post" className="card form" replace>
      <h2>{t("Verify your PAN")}</h2>
      <ErrorSummary
        id="pan-summary"
        errors={summaryErrors(pan?.result, { pan: "pan", name: "name" })}
        message={errorOf(pan?.result, "")}
        flashed={flashed !== null}
        result={pan}
      />
      <Field
        name="pan"
        label="PAN"
        error={errorOf(pan?.result, "pan")}
        autoCapitalize="characters"
        autoComplete="off"
        pattern={PAN_PATTERN}
        maxLength={10}
        required
        title={t.text(PAN_PROBLEM)}
        defaultValue={typed("pan")}
      />
      <Field
        name="name"
        label={t("Name as on the PAN card")}
        error={errorOf(pan?.result, "name")}
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
            <p>{result.message ? <MessageText text={result.message} /> : t("We could not verify this PAN. Please check it.")}</p>
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
      <button type="submit" name="intent" value="pan" className="button button--block" disabled={checking}>
        {checking ? t("Checking…") : t("Verify PAN")}
      </button>
    </Form>
  );
}

function UploadForm() {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const flashed = useFlashedValues();
  const upload = actionData?.form === "upload" ? actionData : null;
  const flashedType = flashedFor(flashed, "documentType")?.documentType;
  const result = upload?.result;
  const uploading = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  // With JavaScript, a photo over the limit is refused here, before it is sent (without, the server says so).
  const [tooLarge, setTooLarge] = useState(false);
  const checkSize = (event: ChangeEvent<HTMLInputElement>) => {
    const over = (event.currentTarget.files?.[0]?.size ?? 0) > MAX_IMAGE_BYTES;
    event.currentTarget.setCustomValidity(over ? t.text(IMAGE_TOO_LARGE) : "");
    setTooLarge(over);
  };
  // A photo over the limit is said on the field at once; the summary lists what the server refused.
  const serverImageError = errorOf(result, "image") ?? errorOf(result, "");
  const imageError = tooLarge ? IMAGE_TOO_LARGE : serverImageError;
  return (
    <Form method="post" encType="multipart/form-data" className="card form" replace>
      <h2>{t("Add a document")}</h2>
      <ErrorSummary
        id="upload-summary"
        errors={[
          ...summaryErrors(result, { documentType: "documentType" }),
          ...(serverImageError ? [{ id: "image", message: serverImageError }] : []),
        ]}
        flashed={flashedType !== undefined}
        result={upload}
      />
      <Field
        as="select"
        name="documentType"
        label={t("What is it?")}
        error={errorOf(result, "documentType")}
        defaultValue={typedValue(result, "documentType") || flashedType || "GOLD_PHOTO"}
        required
      >
        {Object.entries(DOCUMENT_LABEL).map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </Field>
      <Field
        name="image"
        label={t("Photo")}
        hint={fillNodes(t("{formats}, up to 5 MB."), { formats: <span lang="en">JPEG, PNG or WebP</span> })}
        error={imageError}
        type="file"
        accept={IMAGE_ACCEPT}
        required
        onChange={checkSize}
      />
      <button type="submit" className="button button--block" disabled={uploading}>
        {uploading ? t("Uploading…") : t("Upload")}
      </button>
    </Form>
  );
}

export default function Documents() {
  const t = useT();
  const { uploaded } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="documents-title">
      <h1 id="documents-title">{t("Your PAN and documents")}</h1>
      <p className="lead">{t("To raise your limit we check your PAN and keep a photo of the gold you pledge.")}</p>
      {uploaded && (
        <p className="success" role="status" data-testid="upload-done">
          {t("{document}: uploaded. Thank you.", { document: t.text(uploaded) })}
        </p>
      )}
      <PanForm />
      <UploadForm />
    </section>
  );
}
