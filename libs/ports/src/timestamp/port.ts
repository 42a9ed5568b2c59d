/**
 * A trusted timestamp (RFC 3161) of a digest: a time-stamping authority signs that the digest
 * existed at a time. Checkpoints of the log's head are stamped so that even the holder of the
 * checkpoint key cannot back-date one.
 */
export interface TimestampToken {
  /** The DER TimeStampToken (a CMS SignedData), base64. */
  readonly token: string;
  /** genTime of the token, ISO 8601. */
  readonly time: string;
  /** Who stamped it: the TSA's certificate subject, in words. */
  readonly authority: string;
}

export interface TimestampAuthority {
  /** Asks the authority to stamp a SHA-256 digest; throws when it refuses or cannot be reached. */
  stamp(sha256: Uint8Array): Promise<TimestampToken>;
  /**
   * Checks a token against the digest it claims to stamp: the message imprint, the signature, and
   * the signer's certificate against the trusted certificates given at construction.
   */
  verify(
    token: TimestampToken,
    sha256: Uint8Array,
  ): Promise<{ readonly valid: true; readonly time: string } | { readonly valid: false; readonly problem: string }>;
}
