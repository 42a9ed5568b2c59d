import i18n from "../i18n/i18n";
import { requestHeaders } from "./api-client";
import { ApiError } from "./api-error";
import { parseEnvelope } from "./response";

/** The file name the server proposes (Content-Disposition: RFC 6266's UTF-8 `filename*` first, a Chinese report name say), or the caller's. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Not percent-encoded UTF-8: the plain name below.
    }
  }
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (a CSV or PDF export; with `post`, a file made from a body, printed labels). The call needs the signed headers, so
 * it is fetched and handed to the browser as a Blob (a plain link would carry no signature).
 * Resolves to the file's name; a refusal throws the server's localised message.
 */
export async function downloadFile(path: string, fallbackName: string, post?: { readonly json: unknown }): Promise<string> {
  const address = `/api${path}`;
  const body = post === undefined ? undefined : JSON.stringify(post.json);
  const res = await fetch(
    address,
    body === undefined
      ? { headers: await requestHeaders({ method: "GET", url: address }) }
      : {
          method: "POST",
          headers: { ...(await requestHeaders({ method: "POST", url: address, body })), "content-type": "application/json" },
          body,
        },
  );
  if (!res.ok) {
    const answer = parseEnvelope(await res.text().catch(() => ""));
    throw new ApiError(answer?.message || i18n.t("export.failed"), res.status, answer?.key ?? "");
  }
  const name = fileNameOf(res.headers.get("content-disposition"), fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
