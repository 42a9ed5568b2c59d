/** Strings that break naive text handling: broken UTF-16, control characters, direction tricks, sheer size. */
export const HOSTILE_STRINGS: ReadonlyArray<readonly [string, string]> = [
  ["lone high surrogate", "a\uD800b"],
  ["lone low surrogate", "\uDC00"],
  ["NUL", "a\u0000b"],
  ["right-to-left override", "\u202Egnp.exe"],
  ["zero-width and BOM", "\u200B\uFEFF\u200D"],
  ["100 KB", "x".repeat(100_000)],
  ["combining-character flood", `a${"\u0301".repeat(20_000)}`],
  ["NFKC expansion", "\uFDFA".repeat(2_000)],
  ["non-characters", "\uFFFE\uFFFF"],
  ["astral characters", "𠜎😀"],
  ["terminal escapes", "\u0001\u001b[31m\u007f"],
  ["line separators", "a\r\nb\u2028c\u2029"],
  ["markup", '<img src=x onerror="alert(1)">'],
  ["query operators", '{"$gt":""}'],
  ["empty", ""],
];

/** Values of the wrong kind, for a field or a whole body. */
export const CONFUSED_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ["array", []],
  ["array of one", ["x"]],
  ["object", { a: 1 }],
  ["number as string", "123"],
  ["string as number", 123],
  ["null", null],
  ["boolean", true],
  ["negative", -1],
  ["huge number", 1e308],
  ["float", 1.5],
];

/** `[[[…]]]`, `depth` levels: valid JSON that recursion-based code cannot walk. */
export const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
export const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
export const DEEP_LEVELS = 10_000;

/** Not JSON, or not UTF-8. */
export const MALFORMED_BODIES: ReadonlyArray<readonly [string, Buffer]> = [
  ["unterminated object", Buffer.from("{")],
  ["missing value", Buffer.from('{"a":}')],
  ["single quotes", Buffer.from("{'a':1}")],
  ["trailing garbage", Buffer.from('{"a":1}garbage')],
  ["bare word", Buffer.from("nul")],
  ["NUL byte", Buffer.from([0])],
  ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ["byte-order mark", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("{}")])],
  ["duplicate keys", Buffer.from('{"a":1,"a":{"b":2}}')],
  ["unterminated array", Buffer.from("[1,2")],
];

/** Keys that reach Object.prototype when code copies them with plain assignment. */
export const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"] as const;
export const POLLUTION = { polluted: "yes", isOrganisationAdmin: true, toString: "x" };

/** An object with an own property of any name, `__proto__` included (as JSON.parse makes it). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Path ids an attacker tries: traversal, encodings that do not decode, injections, prototype names, size. */
export const HOSTILE_IDS: readonly string[] = [
  "00000000-0000-0000-0000-000000000000",
  "..",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%00",
  "%ZZ",
  "%ED%A0%80",
  "%FF%FE",
  "%E2%80%AE",
  "%F0%9F%98%80",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "1e309",
  "-1",
  "NaN",
  "'%20OR%20'1'%3D'1",
  "%7B%22%24gt%22%3A%22%22%7D",
  "a".repeat(5_000),
  "%20",
  "null",
];

/** What a numeric query parameter should never take as a number. */
export const HOSTILE_NUMBERS: readonly string[] = [
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "1.5",
  "1e309",
  "0x10",
  "",
  "%20",
  "9007199254740993",
  "99999999999",
  "1e3",
  "-0",
  "1%00",
];

/** Query values that do not decode, or decode to something hostile. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  "%",
  "%zz",
  "%ED%A0%80",
  "%FF",
  "%00",
  "%E2%80%AE",
  "a%26b%3Dc",
  "x".repeat(8_000),
];

export const BAD_CONTENT_TYPES: readonly string[] = [
  "text/plain",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/json; charset=utf-7",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  'application/json; charset="',
  "application/json;;;",
  "application/vnd.api+json",
  "*/*",
  "",
];

export const HOSTILE_TIMESTAMPS: readonly string[] = ["NaN", "-1", "1e400", "99999999999999999999", "0x10", "", "1.5"];
