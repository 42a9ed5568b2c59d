/**
 * Canonical JSON (the RFC 8785 subset our events use): object keys sorted by code unit,
 * no insignificant white space, no undefined, no non-finite numbers. The same value always
 * serialises to the same bytes, so it can be hashed.
 */
// Event keys repeat endlessly; quoting each once saves a JSON.stringify per key (bounded, keys can be user data).
const quotedKeys = new Map<string, string>();
function quoted(key: string): string {
  let q = quotedKeys.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    if (quotedKeys.size < 4096) quotedKeys.set(key, q);
  }
  return q;
}

export function canonicalJson(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON cannot hold ${value}`);
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) {
        let out = "[";
        for (let i = 0; i < value.length; i++) out += (i === 0 ? "" : ",") + canonicalJson(value[i]);
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      // The default sort orders by UTF-16 code units, as RFC 8785 asks.
      const keys = Object.keys(record).sort();
      let out = "{";
      for (const key of keys) {
        const item = record[key];
        if (item === undefined) continue;
        out += (out.length === 1 ? "" : ",") + quoted(key) + ":" + canonicalJson(item);
      }
      return `${out}}`;
    }
    default:
      throw new TypeError(`canonical JSON cannot hold a ${typeof value}`);
  }
}
