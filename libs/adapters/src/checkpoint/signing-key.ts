import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { keyIdOf } from "@labledger/events/node";

export interface CheckpointKeyEnvironment {
  /** Path of the Ed25519 private key (PKCS#8 PEM) that signs checkpoints. */
  readonly LABLEDGER_CHECKPOINT_KEY?: string;
  /** The private key itself, PEM, when it comes from a secret store through the environment. */
  readonly LABLEDGER_CHECKPOINT_KEY_PEM?: string;
  /** A directory outside the data directory where checkpoints are also written (append-only files). */
  readonly LABLEDGER_WITNESS?: string;
  readonly XDG_CONFIG_HOME?: string;
}

export interface CheckpointKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly keyId: string;
  /** Where it came from; `created` = made now, at `path`, and must be backed up. */
  readonly source: "file" | "environment" | "created";
  readonly path?: string;
}

/** A path the operator gave (or defaulted to) that lies inside the data directory, where an attacker of the files could reach it. */
export class InsideDataDirectoryError extends Error {
  constructor(
    readonly what: "key" | "witness",
    readonly path: string,
    readonly dataDir: string,
  ) {
    super(`the checkpoint ${what} ${path} is inside the data directory ${dataDir}`);
  }
}

/** Where a key is made when none is given: the user's configuration directory, never the data directory. */
export function defaultCheckpointKeyPath(env: CheckpointKeyEnvironment): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "labledger", "checkpoint-key.pem");
}

/** The public key beside a private key file: what operators hand to `labledger verify`. */
export const publicKeyPathOf = (privateKeyPath: string): string => privateKeyPath.replace(/(\.pem)?$/, ".pub.pem");

/**
 * The key that signs checkpoints: LABLEDGER_CHECKPOINT_KEY_PEM, else the file LABLEDGER_CHECKPOINT_KEY,
 * else the default file, made on first use. A file inside the data directory is refused.
 */
export function loadCheckpointKey(env: CheckpointKeyEnvironment, dataDir: string): CheckpointKey {
  if (env.LABLEDGER_CHECKPOINT_KEY_PEM) return keyOf(createPrivateKey(env.LABLEDGER_CHECKPOINT_KEY_PEM), "environment");
  const path = resolve(env.LABLEDGER_CHECKPOINT_KEY || defaultCheckpointKeyPath(env));
  refuseInside("key", path, dataDir);
  if (existsSync(path)) return keyOf(createPrivateKey(readFileSync(path)), "file", path);
  const created = createKeyFile(path);
  return keyOf(createPrivateKey(readFileSync(path)), created ? "created" : "file", path);
}

/** The witness directory, checked to lie outside the data directory; undefined when none is set. */
export function witnessDirectory(env: CheckpointKeyEnvironment, dataDir: string): string | undefined {
  if (!env.LABLEDGER_WITNESS) return undefined;
  const dir = resolve(env.LABLEDGER_WITNESS);
  refuseInside("witness", dir, dataDir);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Reads a public key for verification from a PEM file holding either the public or the private key. */
export function readPublicKey(path: string): KeyObject {
  const pem = readFileSync(path, "utf8");
  return pem.includes("PRIVATE KEY") ? createPublicKey(createPrivateKey(pem)) : createPublicKey(pem);
}

function keyOf(privateKey: KeyObject, source: CheckpointKey["source"], path?: string): CheckpointKey {
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("the checkpoint key must be an Ed25519 private key");
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyId: keyIdOf(publicKey), source, ...(path ? { path } : {}) };
}

/** Makes a key file if none is there; false when another process made it first. */
function createKeyFile(path: string): boolean {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
  try {
    // link() fails when the name exists: two processes starting at once end up with one key.
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  } finally {
    unlinkSync(temp);
  }
  writeFileSync(publicKeyPathOf(path), publicKey.export({ type: "spki", format: "pem" }));
  return true;
}

function refuseInside(what: "key" | "witness", path: string, dataDir: string): void {
  const real = (p: string) => {
    let existing = p;
    while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
    return join(realpathSync(existing), relative(existing, p));
  };
  const inside = relative(real(resolve(dataDir)), real(path));
  if (inside === "" || (!inside.startsWith("..") && !isAbsolute(inside))) throw new InsideDataDirectoryError(what, path, dataDir);
}
