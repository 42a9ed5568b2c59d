import { createHash } from "node:crypto";

/**
 * A UUID (version 8) from sha256 of `name`: the same name always gives the same id, e.g. an id
 * derived from a client command id, so a resent command finds what the first one wrote.
 */
export function nameBasedId(name: string): string {
  const bytes = createHash("sha256").update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
