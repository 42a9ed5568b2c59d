import type { Readable } from "node:stream";

export interface StoredBlob {
  /** Lower-case hex sha256 of the content: the blob's address. */
  readonly sha256: string;
  readonly size: number;
}

/** How many leading bytes a staged blob shows, enough to tell a file's format by its magic number. */
export const STAGED_HEAD_BYTES = 64 * 1024;

/**
 * Content received but not yet kept: nothing can read it by its address until `commit`.
 * Exactly one of `commit` or `discard` decides its fate; calling either again does nothing
 * (so `discard` after `commit` is a safe clean-up on every path).
 */
export interface StagedBlob extends StoredBlob {
  /** The first bytes of the content (at most STAGED_HEAD_BYTES). */
  readonly head: Uint8Array;
  commit(): Promise<StoredBlob>;
  discard(): Promise<void>;
}

/** Attachment content, content-addressed: the same bytes are stored once, never changed. */
export interface BlobStore {
  put(content: Uint8Array | Readable): Promise<StoredBlob>;
  /** Receives content without keeping it, so it can be checked first; a source that fails leaves nothing. */
  stage(content: Uint8Array | Readable): Promise<StagedBlob>;
  /** The content, or undefined when no blob has this address. */
  get(sha256: string): Promise<Buffer | undefined>;
  open(sha256: string): Promise<Readable | undefined>;
  has(sha256: string): Promise<boolean>;
}

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
