import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Spec §7 request signature: upper-cased SHA-256 of the characters of token + userId +
 * timestamp, sorted by code unit. Synchronous on purpose: crypto.subtle is missing on
 * plain-http LAN addresses.
 */
export function requestSignature(token: string, userId: string, timestamp: string): string {
  const sorted = [...`${token}${userId}${timestamp}`].sort().join("");
  return bytesToHex(sha256(utf8ToBytes(sorted))).toUpperCase();
}

export function signedHeaders(token: string, userId: string, timestamp: number): Record<string, string> {
  const stamp = String(timestamp);
  return { token, userId, timestamp: stamp, sign: requestSignature(token, userId, stamp) };
}
