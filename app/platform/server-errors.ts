/**
 * What the server's handleError (app/entry.server.tsx) makes of what a request threw: a thrown
 * Response, or the framework's ErrorResponse (404 no such page, 405 method not allowed...), is an
 * answer with a status; only a real failure (a bug, a 5xx) is an error to log, by its name and
 * message, never as "[object Object]".
 */

const MAX_DESCRIPTION = 300;

type ErrorResponseLike = { status: number; statusText?: unknown; internal?: unknown; data?: unknown; error?: unknown };

/** A thrown Response or the framework's ErrorResponse (isRouteErrorResponse's shape). */
function errorResponse(error: unknown): ErrorResponseLike | null {
  if (error instanceof Response) return error;
  if (typeof error !== "object" || error === null) return null;
  const candidate = error as Partial<ErrorResponseLike>;
  return typeof candidate.status === "number" &&
    typeof candidate.statusText === "string" &&
    typeof candidate.internal === "boolean" &&
    "data" in candidate
    ? (candidate as ErrorResponseLike)
    : null;
}

/** The HTTP status a thrown value stands for: its own (a Response, an ErrorResponse), else 500. */
export function thrownStatus(error: unknown): number {
  return errorResponse(error)?.status ?? 500;
}

/** Not worth an error line: an answer with a status under 500 (404, 403, 405, 413, 415...). */
export function isRefusal(error: unknown): boolean {
  return thrownStatus(error) < 500;
}

/** One line about a thrown value: "TypeError: x is not a function", "Response 503", "ErrorResponse 500: ...". */
export function describeError(error: unknown): string {
  return describe(error).slice(0, MAX_DESCRIPTION);
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  const response = errorResponse(error);
  if (response) {
    // The framework keeps the error behind its own ErrorResponse (e.g. "No route matches URL").
    if (response.error instanceof Error) return `${response.error.name}: ${response.error.message}`;
    const kind = error instanceof Response ? "Response" : "ErrorResponse";
    const text = typeof response.statusText === "string" && response.statusText ? ` ${response.statusText}` : "";
    return `${kind} ${response.status}${text}`;
  }
  if (typeof error === "string") return error;
  if (typeof error !== "object" || error === null) return String(error);
  const name = (error as object).constructor?.name || "Object";
  try {
    return `${name} ${JSON.stringify(error)}`;
  } catch {
    return `${name} (not serialisable)`;
  }
}
