import {
  BAD_CONTENT_TYPES,
  CONFUSED_VALUES,
  DEEP_LEVELS,
  deepArray,
  deepObject,
  HOSTILE_IDS,
  HOSTILE_NUMBERS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_STRINGS,
  HOSTILE_TIMESTAMPS,
  MALFORMED_BODIES,
  POLLUTING_KEYS,
  POLLUTION,
  withOwnKey,
} from "./hostile-values";
import type { Operation } from "./operations";
import type { SeededRandom } from "./seeded-random";

export type Header = readonly [string, string | Buffer];

/** What a case starts from: a request that would pass validation, as the caller (signed headers, or none). */
export interface Base {
  readonly body: unknown;
  readonly query: Readonly<Record<string, string>>;
  readonly ids: Readonly<Record<string, string>>;
  /** The caller's credentials (signed headers, or none). */
  readonly auth: readonly Header[];
}

/** The request a case sends; `ids` and `query` are already percent-encoded. */
export interface Request {
  readonly ids: Readonly<Record<string, string>>;
  readonly query: readonly string[];
  readonly headers: readonly Header[];
  readonly body?: Buffer;
  /** The one status this input must get (413 for a body over the limit). */
  readonly status?: number;
}

export type Family = "malformed JSON" | "oversized" | "prototype" | "unicode" | "type confusion" | "query" | "header" | "path id";

export interface Case {
  readonly family: Family;
  readonly label: string;
  build(base: Base): Request;
}

const JSON_TYPE: Header = ["content-type", "application/json"];
/** Valid JSON just over the server's 2 MB limit, made once. */
const OVERSIZED = Buffer.from(JSON.stringify({ filler: "a".repeat(2 * 1024 * 1024 + 1024) }));
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const encodedQuery = (query: Readonly<Record<string, string>>) =>
  Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
const encodedIds = (ids: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, encodeURIComponent(id)]));

/** The valid request itself, with one part replaced. */
function request(base: Base, change: Partial<Request> & { rawBody?: string }): Request {
  const { rawBody, ...rest } = change;
  const body =
    rest.body ?? (rawBody !== undefined ? Buffer.from(rawBody) : base.body === undefined ? undefined : json(base.body));
  return {
    ids: encodedIds(base.ids),
    query: encodedQuery(base.query),
    headers: [...base.auth, ...(body ? [JSON_TYPE] : [])],
    ...rest,
    ...(body ? { body } : {}),
  };
}

/** Every leaf of a JSON value, as a path of keys and indexes. */
function leaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [path];
}

function objects(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => objects(item, [...path, i]));
  if (value && typeof value === "object")
    return [path, ...Object.entries(value).flatMap(([key, item]) => objects(item, [...path, key]))];
  return [];
}

function setAt(value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? setAt(item, rest, replacement) : item));
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return withOwnKey(record, String(head), setAt(record[String(head)], rest, replacement));
}

/** A leaf to mutate: one of the body's own, or a field the schema does not know when the body has none. */
const leafOf = (rng: SeededRandom, body: unknown) => {
  const found = body && typeof body === "object" ? leaves(body) : [];
  return found.length > 0 && found[0]!.length > 0 ? rng.pick(found) : ["unexpected"];
};
const MARK = "\u0000deep\u0000";
/** The body with a 10,000-level nesting spliced in at `path` (as text: building it as a value would need the recursion it tests). */
const deepAt = (base: unknown, path: ReadonlyArray<string | number>, deep: string) =>
  JSON.stringify(setAt(base ?? {}, path, MARK)).replace(JSON.stringify(MARK), deep);

function bodyCases(op: Operation, rng: SeededRandom): Case[] {
  const cases: Case[] = pickSome(rng, MALFORMED_BODIES, op.body ? 2 : 1).map(([label, bytes]) => ({
    family: "malformed JSON",
    label,
    build: (base) => request(base, { body: bytes, headers: [...base.auth, JSON_TYPE] }),
  }));
  cases.push({
    family: "oversized",
    label: "2 MB + 1 KB of valid JSON",
    build: (base) => request(base, { body: OVERSIZED, status: 413 }),
  });
  const pollute = (key: (typeof POLLUTING_KEYS)[number]) => (key === "constructor" ? { prototype: POLLUTION } : POLLUTION);
  const polluting: Case[] = [
    {
      family: "prototype",
      label: "__proto__ at the top",
      build: (base) => request(base, { body: json(withOwnKey(asObject(base.body), "__proto__", POLLUTION)) }),
    },
    {
      family: "prototype",
      label: "constructor.prototype at the top",
      build: (base) => request(base, { body: json(withOwnKey(asObject(base.body), "constructor", pollute("constructor"))) }),
    },
    {
      family: "prototype",
      label: "a polluting key in a nested object",
      build: (base) => {
        const key = rng.pick(POLLUTING_KEYS);
        const inner = objects(base.body);
        const path = inner.length > 0 ? rng.pick(inner) : [];
        const target = asObject(path.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], base.body));
        return request(base, { body: json(setAt(base.body ?? {}, path, withOwnKey(target, key, pollute(key)))) });
      },
    },
  ];
  // A route without a body never reads one: one polluting body shows it is ignored.
  cases.push(...(op.body ? polluting : [rng.pick(polluting)]));
  if (!op.body) return cases;
  for (const [label, value] of pickSome(rng, HOSTILE_STRINGS, 4))
    cases.push({
      family: "unicode",
      label: `${label} in a field`,
      build: (base) => request(base, { body: json(setAt(base.body, leafOf(rng, base.body), value)) }),
    });
  cases.push({
    family: "unicode",
    label: "hostile key names",
    build: (base) => {
      const [, key] = rng.pick(HOSTILE_STRINGS.filter(([, s]) => s.length < 1000));
      return request(base, { body: json(withOwnKey(asObject(base.body), key, "x")) });
    },
  });
  for (const [label, value] of pickSome(rng, CONFUSED_VALUES, 2))
    cases.push({
      family: "type confusion",
      label: `the body is ${label}`,
      build: (base) => request(base, { body: json(value) }),
    });
  for (const [label, value] of pickSome(rng, CONFUSED_VALUES, 3))
    cases.push({
      family: "type confusion",
      label: `${label} in a field`,
      build: (base) => request(base, { body: json(setAt(base.body, leafOf(rng, base.body), value)) }),
    });
  cases.push(
    {
      family: "type confusion",
      label: `the body nested ${DEEP_LEVELS} levels`,
      build: (base) => request(base, { rawBody: rng.chance(0.5) ? deepArray(DEEP_LEVELS) : deepObject(DEEP_LEVELS) }),
    },
    {
      family: "type confusion",
      label: `a field nested ${DEEP_LEVELS} levels`,
      build: (base) => request(base, { rawBody: deepAt(base.body, leafOf(rng, base.body), deepArray(DEEP_LEVELS)) }),
    },
    {
      family: "type confusion",
      label: `a new key nested ${DEEP_LEVELS} levels in the innermost object`,
      build: (base) => {
        const inner = objects(base.body);
        const deepest = inner.filter((path) => path.length === Math.max(...inner.map((p) => p.length)));
        const path = deepest.length > 0 ? rng.pick(deepest) : [];
        return request(base, { rawBody: deepAt(base.body, [...path, "nested"], deepObject(DEEP_LEVELS)) });
      },
    },
  );
  return cases;
}

function queryCases(op: Operation, rng: SeededRandom): Case[] {
  const names = op.queryParameters.map((p) => p.name);
  const anyName = () => (names.length > 0 ? rng.pick(names) : "pageIndex");
  const numeric = op.queryParameters.filter((p) => p.schema.type === "integer" || p.schema.type === "number");
  const withPart = (base: Base, name: string, part: string) => [
    ...encodedQuery(Object.fromEntries(Object.entries(base.query).filter(([n]) => n !== name))),
    part,
  ];
  const cases: Case[] = [
    {
      family: "query",
      label: "a repeated key (an array)",
      build: (base) => {
        const name = anyName();
        const value = encodeURIComponent(base.query[name] ?? "1");
        return request(base, { query: withPart(base, name, `${name}=${value}&${name}=${value}`) });
      },
    },
    {
      family: "query",
      label: "bracket syntax",
      build: (base) => {
        const name = anyName();
        const part = rng.pick([
          `${name}[a]=1`,
          `${name}[]=x`,
          "a[b]=",
          "__proto__[polluted]=1",
          "constructor[prototype][polluted]=1",
        ]);
        return request(base, { query: withPart(base, name, part) });
      },
    },
    {
      family: "query",
      label: "a hostile value",
      build: (base) => {
        const name = anyName();
        return request(base, { query: withPart(base, name, `${name}=${rng.pick(HOSTILE_QUERY_VALUES)}`) });
      },
    },
  ];
  // A route without query parameters ignores them: two hostile queries show it does.
  if (names.length === 0) return pickSome(rng, cases, 2);
  for (const parameter of numeric.length > 0 ? pickSome(rng, numeric, 2) : [{ name: "pageSize" }])
    cases.push({
      family: "query",
      label: `a hostile number in ${parameter.name}`,
      build: (base) => request(base, { query: withPart(base, parameter.name, `${parameter.name}=${rng.pick(HOSTILE_NUMBERS)}`) }),
    });
  return cases;
}

/** Signature and token headers mangled one way; anonymous callers get garbage credentials instead. */
const HEADER_CASES: ReadonlyArray<readonly [string, (auth: readonly Header[], rng: SeededRandom) => Header[]]> = [
  [
    "a duplicate token",
    (auth) => {
      const token = auth.find(([n]) => n === "token")?.[1] ?? "eyJ4IjoxfQ.bad";
      return [...auth, ["token", token]];
    },
  ],
  ["a garbage signature", (auth) => [...without(auth, "sign"), ["sign", "not-a-signature"]]],
  ["no signature headers", (auth) => auth.filter(([n]) => n === "token")],
  ["a hostile timestamp", (auth, rng) => [...without(auth, "timestamp"), ["timestamp", rng.pick(HOSTILE_TIMESTAMPS)]]],
  ["a non-ASCII user id", (auth) => [...without(auth, "userid"), ["userid", Buffer.from("用户‮")]]],
  ["a non-ASCII token", (auth) => [...without(auth, "token"), ["token", Buffer.from("令牌.签名")]]],
  ["a garbage bearer token", (auth) => [...without(auth, "token"), ["authorization", "Bearer a b c"]]],
  ["a huge accept-language", (auth) => [...auth, ["accept-language", "zh;q=0.1,".repeat(800)]]],
  ["a hostile accept-language", (auth) => [...auth, ["accept-language", "*;q=NaN, en;q=-1, zh;q=1e400, 中文"]]],
  ["a non-ASCII command id", (auth) => [...auth, ["x-client-command-id", Buffer.from("命令‮".repeat(20))]]],
  ["a huge command id", (auth) => [...auth, ["x-client-command-id", "c".repeat(8_000)]]],
];

function headerCases(rng: SeededRandom): Case[] {
  const cases: Case[] = pickSome(rng, HEADER_CASES, 4).map(([label, mangle]) => ({
    family: "header",
    label,
    build: (base) => {
      const plain = request(base, {});
      return { ...plain, headers: [...mangle(base.auth, rng), ...plain.headers.filter(([n]) => n === "content-type")] };
    },
  }));
  cases.push(
    {
      family: "header",
      label: "a bad content-type",
      build: (base) => {
        const type = rng.pick(BAD_CONTENT_TYPES);
        return request(base, { headers: [...base.auth, ["content-type", type]], body: json(base.body ?? {}) });
      },
    },
    {
      family: "header",
      label: "a content-encoding the body does not have",
      build: (base) =>
        request(base, {
          headers: [...base.auth, JSON_TYPE, ["content-encoding", rng.pick(["gzip", "deflate", "br", "x-unknown"])]],
          body: json(base.body ?? {}),
        }),
    },
  );
  if (rng.chance(0.1))
    cases.push({
      family: "header",
      label: "headers over the server's limit",
      build: (base) => request(base, { headers: [...base.auth, ["accept-language", "en;q=0.1,".repeat(2_500)]], status: 431 }),
    });
  return cases;
}

function pathCases(op: Operation, rng: SeededRandom): Case[] {
  if (op.pathParameters.length === 0) return [];
  return [0, 1].map(() => {
    const name = rng.pick(op.pathParameters).name;
    const id = rng.pick(HOSTILE_IDS);
    return {
      family: "path id",
      label: `${name} = ${id.length > 40 ? `${id.slice(0, 10)}… (${id.length})` : id}`,
      build: (base: Base) => {
        const plain = request(base, {});
        return { ...plain, ids: { ...plain.ids, [name]: id } };
      },
    };
  });
}

/**
 * The cases one operation gets: the same seed gives the same list. `thorough` is for the caller
 * whose pass goes deep; the other caller gets one case of each family.
 */
export function casesFor(op: Operation, rng: SeededRandom, { thorough }: { thorough: boolean }): Case[] {
  const all = [...bodyCases(op, rng), ...queryCases(op, rng), ...headerCases(rng), ...pathCases(op, rng)];
  if (thorough) return all;
  const families = [...new Set(all.map((c) => c.family))];
  return families.map((family) => rng.pick(all.filter((c) => c.family === family)));
}

function pickSome<T>(rng: SeededRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  return Array.from({ length: Math.min(count, pool.length) }, () => pool.splice(rng.int(pool.length), 1)[0]!);
}

const without = (headers: readonly Header[], name: string) => headers.filter(([n]) => n !== name);
const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
