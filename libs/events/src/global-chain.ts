// node:crypto for the same reason as hash-chain.ts: the global chain follows every event of the log.
import { hash as sha256 } from "node:crypto";
import { GENESIS_HASH } from "./envelope";

/**
 * g(n) = sha256(g(n-1) ":" globalPosition ":" eventHash), g(0) = GENESIS_HASH. Each event commits
 * to everything before it in global order, so deleting, reordering or truncating anything, or
 * re-sealing a stream, changes every later g.
 */
export function globalLink(previous: string, globalPosition: number, eventHash: string): string {
  return sha256("sha256", `${previous}:${globalPosition}:${eventHash}`, "hex");
}

/** The running head of the global chain. */
export class GlobalChain {
  constructor(
    public hash: string = GENESIS_HASH,
    public position = 0,
    public events = 0,
  ) {}

  next(globalPosition: number, eventHash: string): string {
    this.hash = globalLink(this.hash, globalPosition, eventHash);
    this.position = globalPosition;
    this.events++;
    return this.hash;
  }
}
