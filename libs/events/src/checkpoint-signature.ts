import { createHash, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import { type CheckpointBody, checkpointBytes, type SignedCheckpoint } from "./checkpoint-format";

/** First 16 hex digits of the SHA-256 of the public key's SPKI DER: names the key in each checkpoint. */
export function keyIdOf(key: KeyObject): string {
  const publicKey = key.type === "private" ? createPublicKey(key) : key;
  return createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("hex")
    .slice(0, 16);
}

/** Signs a checkpoint body with an Ed25519 private key. */
export function signCheckpoint(body: CheckpointBody, privateKey: KeyObject): SignedCheckpoint {
  return { ...body, signature: sign(null, checkpointBytes(body), privateKey).toString("base64") };
}

/** True when the checkpoint was signed by this public key's private key and not changed since. */
export function checkpointSignatureValid(checkpoint: SignedCheckpoint, publicKey: KeyObject): boolean {
  if (checkpoint.keyId !== keyIdOf(publicKey)) return false;
  try {
    return verify(null, checkpointBytes(checkpoint), publicKey, Buffer.from(checkpoint.signature, "base64"));
  } catch {
    return false;
  }
}

/** The digest a timestamp authority stamps for a checkpoint. */
export function checkpointDigest(body: CheckpointBody): Uint8Array {
  return createHash("sha256").update(checkpointBytes(body)).digest();
}
