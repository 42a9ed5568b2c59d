import type { Readable } from "node:stream";

export interface StoredBlob {
  /** Lower-case hex sha256 of the content: the blob's address. */
  readonly sha256: string;
  readonly size: number;
}

/** Attachment content, content-addressed: the same bytes are stored once, never changed. */
export interface BlobStore {
  put(content: Uint8Array | Readable): Promise<StoredBlob>;
  /** The content, or undefined when no blob has this address. */
  get(sha256: string): Promise<Buffer | undefined>;
  open(sha256: string): Promise<Readable | undefined>;
  has(sha256: string): Promise<boolean>;
}

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
