/**
 * Malformed and hostile multipart bodies, generated from a seed so a failure can be replayed:
 * truncations around every boundary, missing and duplicated boundaries, broken part headers,
 * control characters and NUL in names, huge names and header values, a wrong boundary
 * parameter, garbage, too many parts, and byte flips in the form's structure. Every body
 * here must be refused (nothing in it may ever be stored).
 */
export interface HostileBody {
  readonly name: string;
  readonly contentType: string;
  readonly body: Buffer;
  /** Send these bytes but declare this length, then stop sending (the body really ends early). */
  readonly declaredLength?: number;
  /** Send the bytes as chunked transfer encoding (the HTTP body is complete, the form is not). */
  readonly chunked?: boolean;
}

export const BOUNDARY = "----LabLedgerForm7MA4YWxkTrZu0gW";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A small PDF (magic number and all) that the server would accept inside a well-formed form. */
export const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
/** What a hostile file's script does if a browser ever runs it: each leaves a mark a test can look for. */
export const PWNED_SCRIPT =
  "try{window.top.__pwned=1}catch(e){};document.title='pwned';" +
  "try{localStorage.setItem('pwned',String(localStorage.getItem('labledger.session')))}catch(e){};" +
  "fetch('/pwned-marker').catch(function(){});new Image().src='/pwned-marker?img'";
/** A page whose script would steal the session if a browser ran it on our origin. */
export const HTML_PAYLOAD = Buffer.from(`<!doctype html><html><body><h1>NMR</h1><script>${PWNED_SCRIPT}</script></body></html>`);
export const SVG_PAYLOAD = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" onload="${PWNED_SCRIPT.replaceAll("'", "&apos;")}"><script>${PWNED_SCRIPT}</script></svg>`,
);

const bytes = (value: string | Buffer) => (typeof value === "string" ? Buffer.from(value, "utf8") : value);

export function part(headers: readonly string[], content: string | Buffer, boundary = BOUNDARY): Buffer {
  return Buffer.concat([bytes(`--${boundary}\r\n${headers.join("\r\n")}\r\n\r\n`), bytes(content), bytes("\r\n")]);
}
export const field = (name: string, value: string) => part([`Content-Disposition: form-data; name="${name}"`], value);
export const filePart = (filename: string, content: string | Buffer, type = "application/pdf") =>
  part([`Content-Disposition: form-data; name="file"; filename="${filename}"`, `Content-Type: ${type}`], content);
export const form = (...parts: Buffer[]) => Buffer.concat([...parts, bytes(`--${BOUNDARY}--\r\n`)]);

/** mulberry32: a small, seeded pseudo-random generator. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const occurrences = (haystack: Buffer, needle: string) => {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
};

export function hostileBodies(moduleId: string, seed: number, count: number): HostileBody[] {
  const rng = random(seed);
  const cases: HostileBody[] = [];
  const add = (name: string, body: Buffer, options: Partial<Omit<HostileBody, "name" | "body">> = {}) =>
    cases.push({ name, body, contentType: MULTIPART, ...options });
  const valid = form(field("moduleId", moduleId), filePart("NMR-1H.pdf", PDF));
  const hostile = form(field("moduleId", moduleId), filePart("NMR-1H.pdf", HTML_PAYLOAD));
  // The form is complete only once its closing delimiter is whole.
  const complete = valid.lastIndexOf(`--${BOUNDARY}--`) + BOUNDARY.length + 4;

  // Truncations at and around every boundary, part header and header/body break.
  const regions = [...occurrences(valid, `--${BOUNDARY}`), ...occurrences(valid, "\r\n\r\n"), ...occurrences(valid, "Content-")];
  const cuts = new Set<number>([0, 1]);
  for (const at of regions) for (let d = -3; d <= 3; d++) if (at + d > 0 && at + d < complete) cuts.add(at + d);
  for (const cut of [...cuts].sort((a, b) => a - b)) add(`cut at byte ${cut}`, valid.subarray(0, cut));
  for (let i = 0; i < 6; i++) {
    const cut = 1 + rng.int(complete - 1);
    add(`body ends early at ${cut} of a declared ${valid.length}`, valid.subarray(0, cut), { declaredLength: valid.length });
  }
  for (let i = 0; i < 4; i++) {
    const cut = 1 + rng.int(complete - 1);
    add(`chunked body cut at ${cut}`, valid.subarray(0, cut), { chunked: true });
  }

  // Boundaries missing or doubled (busboy reads a doubled one as an empty part, so that form carries a refused file).
  for (const [i, at] of occurrences(valid, `--${BOUNDARY}`).entries()) {
    const end = valid.indexOf("\r\n", at) + 2;
    add(`boundary ${i} missing`, Buffer.concat([valid.subarray(0, at), valid.subarray(end)]));
  }
  for (const [i, at] of occurrences(hostile, `--${BOUNDARY}`).entries()) {
    const end = hostile.indexOf("\r\n", at) + 2;
    add(`boundary ${i} doubled`, Buffer.concat([hostile.subarray(0, end), hostile.subarray(at, end), hostile.subarray(end)]));
  }
  add("no closing boundary", valid.subarray(0, valid.lastIndexOf(`--${BOUNDARY}--`)));

  // Part headers that are not headers.
  for (const line of ["NoColonHere", ":", " folded-before-any-name", "Bad Header: x", "X-\u0000: y"])
    add(
      `part header ${JSON.stringify(line)}`,
      form(
        field("moduleId", moduleId),
        // First in the part: after another header, a line starting with a space would continue that header.
        part([line, `Content-Disposition: form-data; name="file"; filename="NMR-1H.pdf"`, "Content-Type: application/pdf"], PDF),
      ),
    );

  // Control characters and NUL in the file name, raw and percent-encoded.
  for (let i = 0; i < 12; i++) {
    const c = rng.pick([0, 1, 7, 8, 9, 10, 13, 27, 31, 127]);
    const raw = `NMR${String.fromCharCode(c)}1H.pdf`;
    add(`raw control ${c} in the name`, form(field("moduleId", moduleId), filePart(raw, PDF)));
    add(
      `encoded control ${c} in the name`,
      form(
        field("moduleId", moduleId),
        part(
          [
            `Content-Disposition: form-data; name="file"; filename*=utf-8''NMR%${c.toString(16).padStart(2, "0")}1H.pdf`,
            "Content-Type: application/pdf",
          ],
          PDF,
        ),
      ),
    );
  }
  for (const forbidden of ["|", ":", "*", "?", "<", ">"])
    add(`"${forbidden}" in the name`, form(field("moduleId", moduleId), filePart(`NMR${forbidden}1H.pdf`, PDF)));
  add("a right-to-left override disguising the extension", form(field("moduleId", moduleId), filePart("gel\u202efdp.exe", PDF)));

  // Huge names and header values.
  for (const length of [201, 300, 5_000, 17_000, 100_000])
    add(`a ${length}-character name`, form(field("moduleId", moduleId), filePart(`${"N".repeat(length)}.pdf`, PDF)));
  add("a 201-character Chinese name", form(field("moduleId", moduleId), filePart(`${"谱".repeat(201)}.pdf`, PDF)));
  for (const length of [17_000, 70_000])
    add(
      `a ${length}-byte header value`,
      form(
        field("moduleId", moduleId),
        part([`Content-Disposition: form-data; name="file"; filename="NMR-1H.pdf"`, `X-Pad: ${"x".repeat(length)}`], PDF),
      ),
    );
  add("an empty name", form(field("moduleId", moduleId), filePart("", PDF)));
  add("a name of spaces", form(field("moduleId", moduleId), filePart("   ", PDF)));

  // The boundary parameter does not match the body, or is not there.
  for (const contentType of [
    "multipart/form-data; boundary=SomethingElse",
    "multipart/form-data",
    'multipart/form-data; boundary=""',
    `multipart/form-data; boundary=${"b".repeat(300)}`,
    `multipart/mixed; boundary=${BOUNDARY}`,
    "text/plain",
    "application/octet-stream",
    `multipart/form-data; boundary=${BOUNDARY.slice(0, -1)}`,
  ])
    cases.push({ name: `content type ${contentType.slice(0, 60)}`, contentType, body: valid });

  // Garbage.
  for (let i = 0; i < 8; i++) {
    const garbage = Buffer.alloc(rng.int(4096));
    for (let j = 0; j < garbage.length; j++) garbage[j] = rng.int(256);
    add(`${garbage.length} random bytes`, garbage);
  }

  // Too many parts, fields, files, or too long a field.
  const tiny = Array.from({ length: 51 }, (_, i) => filePart(`p${i}.pdf`, PDF));
  add("51 tiny files", form(field("moduleId", moduleId), ...tiny));
  add("21 fields", form(...Array.from({ length: 21 }, (_, i) => field(`f${i}`, "x")), filePart("NMR-1H.pdf", PDF)));
  add("75 parts without a disposition", form(...Array.from({ length: 75 }, () => part(["X-Nothing: here"], "x"))));
  add("a 20 KB field", form(field("moduleId", moduleId), field("reason", "r".repeat(20_000)), filePart("NMR-1H.pdf", PDF)));

  // Content that is not what its name says.
  add("HTML named .pdf", hostile);
  add("SVG named .png", form(field("moduleId", moduleId), filePart("gel.png", SVG_PAYLOAD, "image/svg+xml")));
  add("script named .jpg", form(field("moduleId", moduleId), filePart("gel.jpg", "alert(1)", "image/jpeg")));
  add("an empty file", form(field("moduleId", moduleId), filePart("NMR-1H.pdf", "")));
  add("a path in the name", form(field("moduleId", moduleId), filePart("../../../etc/NMR-1H.pdf", HTML_PAYLOAD)));
  add("a PDF named .png", form(field("moduleId", moduleId), filePart("gel.png", PDF, "image/png")));

  // Byte flips in the structure (boundaries, line breaks, header names) of a form whose file is refused anyway.
  const structure = [
    ...occurrences(hostile, `--${BOUNDARY}`).flatMap((at) => Array.from({ length: BOUNDARY.length + 4 }, (_, i) => at + i)),
    ...occurrences(hostile, "\r\n"),
    ...occurrences(hostile, "\r\n").map((at) => at + 1),
    ...occurrences(hostile, "Content-Disposition").flatMap((at) => Array.from({ length: 19 }, (_, i) => at + i)),
  ];
  while (cases.length < count) {
    const flipped = Buffer.from(hostile);
    const at = rng.pick(structure);
    flipped[at] = rng.pick([0, 10, 13, 45, 0x41 + rng.int(26), rng.int(256)]);
    add(`byte ${at} flipped to ${flipped[at]}`, flipped);
  }
  return cases;
}
