import * as pkijs from "pkijs";

const CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g;

/** Every certificate of a PEM text (a CA bundle may hold several); a block that is not a certificate is refused by name. */
export function certificatesOfPem(pem: string): pkijs.Certificate[] {
  return [...pem.matchAll(CERTIFICATE_BLOCK)].map((block, index) => {
    try {
      return pkijs.Certificate.fromBER(Buffer.from((block[1] ?? "").replace(/\s+/g, ""), "base64"));
    } catch (error) {
      throw new Error(
        `certificate ${index + 1} of the trusted PEM cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
}
