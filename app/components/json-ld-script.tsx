/** One JSON-LD block, carrying the CSP nonce, its text escaped so it cannot close the script. */
import { jsonLdText, type JsonLd } from "~/content/json-ld";
import { useNonce } from "~/platform/nonce";

export function JsonLdScript({ data }: { data: JsonLd | null }) {
  const nonce = useNonce();
  if (!data) return null;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
