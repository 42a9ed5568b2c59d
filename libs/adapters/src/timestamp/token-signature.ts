import { createHash } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import type { TokenParts } from "./tsp-messages";

const CONTENT_TYPE_ATTRIBUTE = "1.2.840.113549.1.9.3";
const MESSAGE_DIGEST_ATTRIBUTE = "1.2.840.113549.1.9.4";
const SIGNING_CERTIFICATE = "1.2.840.113549.1.9.16.2.12";
const SIGNING_CERTIFICATE_V2 = "1.2.840.113549.1.9.16.2.47";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const TIME_STAMPING = "1.3.6.1.5.5.7.3.8";

/**
 * The signer's certificate of a token, found among the certificates the token carries (the query
 * asks for them with certReq) by issuer and serial number or by subject key identifier.
 */
export function signerCertificate({ signedData }: TokenParts): pkijs.Certificate | undefined {
  const sid = signedData.signerInfos[0]?.sid;
  const carried = (signedData.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return carried.find(
      (certificate) => certificate.issuer.isEqual(sid.issuer) && certificate.serialNumber.isEqual(sid.serialNumber),
    );
  }
  if (!sid) return undefined;
  const keyId = Buffer.from(
    sid.idBlock.isConstructed ? sid.valueBlock.value[0].valueBlock.valueHexView : sid.valueBlock.valueHexView,
  );
  return carried.find((certificate) =>
    createHash("sha1").update(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).digest().equals(keyId),
  );
}

/**
 * Checks the CMS signature of a token: one signer, signed attributes naming a TSTInfo, their message
 * digest over the TSTInfo, and the signature over them with the signer's key. Answers the problem, or
 * undefined when the signature holds.
 */
export async function signatureProblem(parts: TokenParts, signer: pkijs.Certificate): Promise<string | undefined> {
  const crypto = pkijs.getCrypto(true);
  const { signedData } = parts;
  if (signedData.signerInfos.length !== 1) return `the token has ${signedData.signerInfos.length} signers, not one`;
  const signerInfo = signedData.signerInfos[0] as pkijs.SignerInfo;
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const contentType = attributes.find((attribute) => attribute.type === CONTENT_TYPE_ATTRIBUTE)?.values[0];
  const messageDigest = attributes.find((attribute) => attribute.type === MESSAGE_DIGEST_ATTRIBUTE)?.values[0];
  if (!signerInfo.signedAttrs || !contentType || !messageDigest)
    return "the token's signature has no content-type or message-digest attribute";
  if (contentType.valueBlock.toString() !== parts.signedData.encapContentInfo.eContentType)
    return "the token's signed content type is not its content";
  const digestAlgorithm = crypto.getAlgorithmByOID(signerInfo.digestAlgorithm.algorithmId) as { name?: string };
  if (!digestAlgorithm.name) return `the token is signed with an unknown digest (${signerInfo.digestAlgorithm.algorithmId})`;
  const content = signedData.encapContentInfo.eContent?.getValue() ?? new ArrayBuffer(0);
  const contentDigest = Buffer.from(await crypto.digest(digestAlgorithm.name, content));
  if (!contentDigest.equals(Buffer.from(messageDigest.valueBlock.valueHexView)))
    return "the token's content was changed after it was signed";
  const holds = await crypto.verifyWithPublicKey(
    signerInfo.signedAttrs.encodedValue,
    signerInfo.signature,
    signer.subjectPublicKeyInfo,
    signerInfo.signatureAlgorithm,
    digestAlgorithm.name,
  );
  return holds ? undefined : "the token's signature does not match the time-stamping authority's key";
}

/**
 * Whether the signed ESS signing-certificate attribute (RFC 3161 §2.4.1: v1 with SHA-1 or v2, RFC 5816) names
 * this very certificate, so a token cannot be passed off with another certificate for the same key.
 */
export function namesItsSigner({ signedData }: TokenParts, signer: pkijs.Certificate): boolean {
  const attributes = signedData.signerInfos[0]?.signedAttrs?.attributes ?? [];
  const attribute = attributes.find(
    (candidate) => candidate.type === SIGNING_CERTIFICATE || candidate.type === SIGNING_CERTIFICATE_V2,
  );
  const firstId = (attribute?.values[0] as asn1js.Sequence | undefined)?.valueBlock.value[0]?.valueBlock;
  const essCertId = (firstId as { value?: asn1js.AsnType[] } | undefined)?.value?.[0] as asn1js.Sequence | undefined;
  const fields = essCertId?.valueBlock.value ?? [];
  const certHash = fields.find((field): field is asn1js.OctetString => field instanceof asn1js.OctetString);
  if (!attribute || !certHash) return false;
  let hash = "sha1";
  if (attribute.type === SIGNING_CERTIFICATE_V2) {
    // hashAlgorithm DEFAULT id-sha256; when present it is the AlgorithmIdentifier before the hash.
    const algorithm =
      fields[0] instanceof asn1js.Sequence ? new pkijs.AlgorithmIdentifier({ schema: fields[0] }).algorithmId : undefined;
    hash = algorithm === undefined ? "sha256" : (HASHES[algorithm] ?? "");
    if (!hash) return false;
  }
  const der = Buffer.from(signer.toSchema().toBER());
  return createHash(hash).update(der).digest().equals(Buffer.from(certHash.valueBlock.valueHexView));
}

const HASHES: Record<string, string> = {
  "2.16.840.1.101.3.4.2.1": "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
};

/** Whether the certificate may sign time stamps: a critical extended key usage naming timeStamping (RFC 3161 §2.3). */
export function mayStampTime(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((candidate) => candidate.extnID === EXTENDED_KEY_USAGE);
  const usage = extension?.parsedValue;
  return Boolean(extension?.critical) && usage instanceof pkijs.ExtKeyUsage && usage.keyPurposes.includes(TIME_STAMPING);
}

/** Checks that the signer's certificate chains to one of the trusted ones at the stamp's time; answers the problem, if any. */
export async function chainProblem(
  parts: TokenParts,
  signer: pkijs.Certificate,
  trusted: readonly pkijs.Certificate[],
): Promise<string | undefined> {
  const carried = (parts.signedData.certificates ?? []).filter(
    (item): item is pkijs.Certificate => item instanceof pkijs.Certificate && item !== signer,
  );
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: [...trusted],
    certs: [...carried, signer],
    checkDate: parts.tstInfo.genTime,
  });
  try {
    const outcome = await engine.verify();
    return outcome.result ? undefined : `the time-stamping authority's certificate is not trusted: ${outcome.resultMessage}`;
  } catch (error) {
    const detail = error instanceof Error ? error.message : (error as { resultMessage?: string }).resultMessage;
    return `the time-stamping authority's certificate is not trusted: ${detail ?? String(error)}`;
  }
}
