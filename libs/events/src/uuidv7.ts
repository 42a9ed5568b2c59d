let lastMillis = 0;
let sequence = 0;

// Random bytes are drawn in blocks: one call to the system generator per 256 ids.
// globalThis.crypto (Web Crypto) keeps this file usable in the browser as well as in Node 20.
const POOL_SIZE = 16 * 256;
const pool = new Uint8Array(POOL_SIZE);
let poolOffset = POOL_SIZE;
function random16(): Uint8Array {
  if (poolOffset >= POOL_SIZE) {
    globalThis.crypto.getRandomValues(pool);
    poolOffset = 0;
  }
  const bytes = pool.slice(poolOffset, poolOffset + 16);
  poolOffset += 16;
  return bytes;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/**
 * RFC 9562 UUIDv7: 48-bit Unix milliseconds, then a 12-bit counter that keeps ids minted
 * within one millisecond in order, then random bits. Sortable by creation time.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now > lastMillis) {
    lastMillis = now;
    sequence = 0;
  } else {
    sequence = (sequence + 1) & 0xfff;
    if (sequence === 0) lastMillis += 1; // counter overflow: borrow the next millisecond
  }
  const bytes = random16();
  const ms = lastMillis;
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | (sequence >>> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  let hex = "";
  for (const byte of bytes) hex += HEX[byte];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
