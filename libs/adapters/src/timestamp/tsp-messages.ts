import { randomBytes } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { TimestampAuthorityError } from "./timestamp-error";

/** id-sha256 (RFC 5754): the only message imprint this adapter asks for and accepts. */
export const SHA256_OID = "2.16.840.1.101.3.4.2.1";
/** id-ct-TSTInfo (RFC 3161): the content type of a time-stamp token. */
export const TST_INFO_OID = "1.2.840.113549.1.9.16.1.4";

/** A DER TimeStampReq for a SHA-256 digest, with a fresh 128-bit nonce, asking for the TSA's certificate. */
export function timeStampQuery(sha256: Uint8Array): { readonly der: Uint8Array<ArrayBuffer>; readonly nonce: bigint } {
  const nonceBytes = randomBytes(16);
  // DER wants a positive INTEGER in its fewest bytes: a first byte of 0x01…0x7f is both (OpenSSL refuses a
  // nonce with a superfluous leading zero as "Bad request format"), at the cost of two of its 128 bits.
  nonceBytes[0] = ((nonceBytes[0] ?? 0) & 0x7f) | 0x40;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID, algorithmParams: new asn1js.Null() }),
      hashedMessage: new asn1js.OctetString({ valueHex: sha256 }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonceBytes }),
    certReq: true,
  });
  return { der: new Uint8Array(request.toSchema().toBER()), nonce: BigInt(`0x${nonceBytes.toString("hex")}`) };
}

/** The PKIStatus names of RFC 3161, for the words of a refusal. */
const STATUS_NAMES = ["granted", "grantedWithMods", "rejection", "waiting", "revocationWarning", "revocationNotification"];
/** PKIFailureInfo bits of RFC 3161, by bit number. */
const FAILURE_NAMES: Record<number, string> = {
  0: "badAlg",
  2: "badRequest",
  5: "badDataFormat",
  14: "timeNotAvailable",
  15: "unacceptedPolicy",
  16: "unacceptedExtension",
  17: "addInfoNotAvailable",
  25: "systemFailure",
};

/**
 * Reads a TimeStampResp: the token when the status is granted, else a refusal in the TSA's own words.
 * Anything that is not a well-formed answer is refused as malformed, never thrown as a parser's error.
 */
export function grantedToken(der: Uint8Array): pkijs.ContentInfo {
  const response = parseOrRefuse("time-stamp response", () => pkijs.TimeStampResp.fromBER(new Uint8Array(der)));
  const status = response.status.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) {
    const words = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value).join("; ");
    const failures = failureNames(response.status.failInfo);
    throw new TimestampAuthorityError(
      "rejected",
      `the time-stamping authority answered "${STATUS_NAMES[status] ?? status}"` +
        (words ? `: ${words}` : "") +
        (failures.length ? ` (${failures.join(", ")})` : ""),
    );
  }
  if (!response.timeStampToken)
    throw new TimestampAuthorityError("malformed", "the time-stamping authority granted a stamp but sent no token");
  return response.timeStampToken;
}

/** A token's parts: the CMS SignedData and the TSTInfo it signs. */
export interface TokenParts {
  readonly signedData: pkijs.SignedData;
  readonly tstInfo: pkijs.TSTInfo;
  /** The DER of the whole token (ContentInfo). */
  readonly der: Uint8Array;
}

export function tokenParts(token: pkijs.ContentInfo | Uint8Array): TokenParts {
  return parseOrRefuse("time-stamp token", () => {
    const contentInfo = token instanceof Uint8Array ? pkijs.ContentInfo.fromBER(new Uint8Array(token)) : token;
    if (contentInfo.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error("not a CMS SignedData");
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const { eContentType, eContent } = signedData.encapContentInfo;
    if (eContentType !== TST_INFO_OID || !eContent) throw new Error("the signed content is not a TSTInfo");
    const tstInfo = pkijs.TSTInfo.fromBER(eContent.getValue());
    return { signedData, tstInfo, der: new Uint8Array(contentInfo.toSchema().toBER()) };
  });
}

/** Whether the token's message imprint is the SHA-256 digest given. */
export function imprintMatches(tstInfo: pkijs.TSTInfo, sha256: Uint8Array): boolean {
  const { hashAlgorithm, hashedMessage } = tstInfo.messageImprint;
  return (
    hashAlgorithm.algorithmId === SHA256_OID && Buffer.from(hashedMessage.valueBlock.valueHexView).equals(Buffer.from(sha256))
  );
}

export function nonceOf(tstInfo: pkijs.TSTInfo): bigint | undefined {
  if (!tstInfo.nonce) return undefined;
  const hex = Buffer.from(tstInfo.nonce.valueBlock.valueHexView).toString("hex");
  return hex ? BigInt(`0x${hex}`) : 0n;
}

/** Short names of the attribute types a certificate subject usually holds. */
const NAME_ATTRIBUTES: Record<string, string> = {
  "2.5.4.3": "CN",
  "2.5.4.5": "serialNumber",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
  "1.2.840.113549.1.9.1": "E",
};

/** A distinguished name in words, in the order the certificate holds it ("O=…, CN=…"). */
export function nameInWords(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map((entry) => `${NAME_ATTRIBUTES[entry.type] ?? entry.type}=${String(entry.value.valueBlock.value)}`)
    .join(", ");
}

function failureNames(failInfo: asn1js.BitString | undefined): string[] {
  if (!failInfo) return [];
  const bytes = failInfo.valueBlock.valueHexView;
  const names: string[] = [];
  for (const [bit, name] of Object.entries(FAILURE_NAMES)) {
    const byte = bytes[Math.floor(Number(bit) / 8)] ?? 0;
    if (byte & (0x80 >> (Number(bit) % 8))) names.push(name);
  }
  return names;
}

function parseOrRefuse<T>(what: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new TimestampAuthorityError("malformed", `the ${what} is not well-formed DER (${detail})`, { cause: error });
  }
}
