import { connect } from "node:net";
import { patience } from "../../support/patience";

export interface RawRequest {
  readonly method: string;
  /** Path and query exactly as they go on the request line. */
  readonly target: string;
  /** In order, duplicates allowed; a Buffer value goes on the wire byte for byte (non-ASCII, control bytes). */
  readonly headers: ReadonlyArray<readonly [string, string | Buffer]>;
  readonly body?: Buffer;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * One HTTP/1.1 request over its own connection, written byte for byte: what fetch refuses to
 * send (duplicate or non-ASCII headers, a body on GET, a wrong content-length) goes out as given.
 */
export function rawRequest(port: number, request: RawRequest, timeoutMs = patience(15_000)): Promise<RawResponse> {
  const lines: Buffer[] = [Buffer.from(`${request.method} ${request.target} HTTP/1.1\r\n`, "latin1")];
  const has = (name: string) => request.headers.some(([n]) => n.toLowerCase() === name);
  const headers: Array<readonly [string, string | Buffer]> = [
    ...(has("host") ? [] : [["host", `127.0.0.1:${port}`] as const]),
    ...(has("connection") ? [] : [["connection", "close"] as const]),
    ...(request.body && !has("content-length") && !has("transfer-encoding")
      ? [["content-length", String(request.body.length)] as const]
      : []),
    ...request.headers,
  ];
  for (const [name, value] of headers)
    lines.push(Buffer.from(`${name}: `, "latin1"), typeof value === "string" ? Buffer.from(value, "latin1") : value, CRLF);
  lines.push(CRLF);
  if (request.body) lines.push(request.body);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1");
    const finish = () => {
      clearTimeout(timer);
      const received = Buffer.concat(chunks);
      if (received.length === 0) reject(new Error(`no answer to ${request.method} ${request.target.slice(0, 200)}`));
      else resolve(parseResponse(received));
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${request.method} ${request.target.slice(0, 200)}`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", finish);
    // A server may answer (413, 431) and close before reading the whole request: what it said still counts.
    socket.on("error", () => (chunks.length > 0 ? finish() : undefined));
    socket.on("close", () => (chunks.length === 0 ? finish() : undefined));
    socket.write(Buffer.concat(lines));
  });
}

const CRLF = Buffer.from("\r\n");

function parseResponse(bytes: Buffer): RawResponse {
  const split = bytes.indexOf("\r\n\r\n");
  const head = bytes.subarray(0, split < 0 ? bytes.length : split).toString("latin1");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const status = Number(statusLine.split(" ")[1]);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split < 0 ? Buffer.alloc(0) : bytes.subarray(split + 4);
  if (headers["transfer-encoding"]?.includes("chunked")) body = dechunk(body);
  return { status, headers, body: body.toString("utf8") };
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf("\r\n", at);
    if (end < 0) break;
    const size = Number.parseInt(bytes.subarray(at, end).toString("latin1"), 16);
    if (!size) break;
    parts.push(bytes.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
