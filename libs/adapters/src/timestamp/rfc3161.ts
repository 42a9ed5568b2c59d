import type { TimestampAuthority, TimestampToken } from "@labledger/ports";
import type * as pkijs from "pkijs";
import { certificatesOfPem } from "./pem";
import { TimestampAuthorityError } from "./timestamp-error";
import { chainProblem, mayStampTime, namesItsSigner, signatureProblem, signerCertificate } from "./token-signature";
import { grantedToken, imprintMatches, nameInWords, nonceOf, type TokenParts, timeStampQuery, tokenParts } from "./tsp-messages";

export interface Rfc3161Options {
  /** Where the TSA takes application/timestamp-query over HTTP(S). */
  readonly url: string;
  /** PEM text of the certificates a TSA's certificate must chain to (LABLEDGER_TSA_CA's content). */
  readonly trustedPem: string;
  /** How long to wait for the TSA's answer. */
  readonly timeoutMs?: number;
}

/** A TSA's answer is a few kilobytes; anything far larger is not one. */
const MAX_ANSWER_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The TimestampAuthority port over RFC 3161 (time-stamp protocol over HTTP, RFC 3161 §3.4). */
export class Rfc3161TimestampAuthority implements TimestampAuthority {
  private readonly trusted: readonly pkijs.Certificate[];
  private readonly timeoutMs: number;

  constructor(private readonly options: Rfc3161Options) {
    this.trusted = certificatesOfPem(options.trustedPem);
    if (this.trusted.length === 0)
      throw new Error("no trusted certificate was given for the time-stamping authority (LABLEDGER_TSA_CA)");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async stamp(sha256: Uint8Array): Promise<TimestampToken> {
    if (sha256.length !== 32) throw new RangeError(`a SHA-256 digest has 32 bytes, not ${sha256.length}`);
    const query = timeStampQuery(sha256);
    const parts = tokenParts(grantedToken(await this.ask(query.der)));
    if (!imprintMatches(parts.tstInfo, sha256)) {
      throw new TimestampAuthorityError("mismatch", "the time-stamping authority stamped another digest than the one asked for");
    }
    if (nonceOf(parts.tstInfo) !== query.nonce) {
      throw new TimestampAuthorityError(
        "mismatch",
        "the time-stamping authority's answer carries another nonce than the query's (a replayed answer?)",
      );
    }
    const signer = signerCertificate(parts);
    if (!signer)
      throw new TimestampAuthorityError(
        "malformed",
        "the time-stamp token carries no signer certificate although the query asked for it",
      );
    return {
      token: Buffer.from(parts.der).toString("base64"),
      time: parts.tstInfo.genTime.toISOString(),
      authority: nameInWords(signer.subject),
    };
  }

  async verify(
    token: TimestampToken,
    sha256: Uint8Array,
  ): Promise<{ readonly valid: true; readonly time: string } | { readonly valid: false; readonly problem: string }> {
    let parts: TokenParts;
    try {
      parts = tokenParts(Buffer.from(token.token, "base64"));
    } catch (error) {
      return { valid: false, problem: error instanceof Error ? error.message : String(error) };
    }
    const problem = await this.problemOf(parts, token, sha256).catch((error: unknown) =>
      error instanceof Error ? `the token cannot be checked: ${error.message}` : String(error),
    );
    return problem ? { valid: false, problem } : { valid: true, time: parts.tstInfo.genTime.toISOString() };
  }

  private async problemOf(parts: TokenParts, token: TimestampToken, sha256: Uint8Array): Promise<string | undefined> {
    if (!imprintMatches(parts.tstInfo, sha256)) return "the token stamps another digest";
    const signer = signerCertificate(parts);
    if (!signer) return "the token carries no signer certificate";
    const badSignature = await signatureProblem(parts, signer);
    if (badSignature) return badSignature;
    if (!mayStampTime(signer))
      return "the token's signer certificate is not for time stamping (no critical timeStamping extended key usage)";
    if (!namesItsSigner(parts, signer))
      return "the token's signing-certificate attribute does not name the certificate it carries";
    const untrusted = await chainProblem(parts, signer, this.trusted);
    if (untrusted) return untrusted;
    if (Date.parse(token.time) !== parts.tstInfo.genTime.getTime())
      return `the token was stamped at ${parts.tstInfo.genTime.toISOString()}, not at ${token.time}`;
    const authority = nameInWords(signer.subject);
    if (token.authority !== authority) return `the token was stamped by ${authority}, not by ${token.authority}`;
    return undefined;
  }

  /** POSTs the query and answers the response body; a TSA out of reach or answering over HTTP with an error is said so. */
  private async ask(query: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
    const where = this.options.url;
    let response: Response;
    try {
      response = await fetch(where, {
        method: "POST",
        headers: { "content-type": "application/timestamp-query", accept: "application/timestamp-reply" },
        body: query,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new TimestampAuthorityError(
        "unreachable",
        `the time-stamping authority at ${where} cannot be reached: ${causeOf(error, this.timeoutMs)}`,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      const said = (await response.text().catch(() => "")).slice(0, 200).trim();
      throw new TimestampAuthorityError(
        "http",
        `the time-stamping authority at ${where} answered HTTP ${response.status}${said ? `: ${said}` : ""}`,
      );
    }
    return readCapped(response, where);
  }
}

async function readCapped(response: Response, where: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      const chunk = read.value;
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) {
        await reader?.cancel();
        throw new TimestampAuthorityError(
          "malformed",
          `the time-stamping authority at ${where} sent more than ${MAX_ANSWER_BYTES} bytes`,
        );
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof TimestampAuthorityError) throw error;
    throw new TimestampAuthorityError(
      "unreachable",
      `the time-stamping authority at ${where} broke off its answer: ${causeOf(error, 0)}`,
      { cause: error },
    );
  }
  return Buffer.concat(chunks);
}

/** The innermost reason of a failed fetch in words: ECONNREFUSED, ENOTFOUND, a timeout… */
function causeOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
