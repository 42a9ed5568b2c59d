import { connect } from "node:net";

export interface RawResponse {
  /** Undefined when the server closed the connection without answering. */
  readonly status?: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * One HTTP/1.1 request written byte for byte on a socket (so a body can really end early or
 * lie about its length), read until the server closes the connection.
 */
export function rawRequest(
  baseUrl: string,
  request: { method: string; path: string; headers: Record<string, string>; body: Buffer; halfClose?: boolean },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    "connection: close",
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(Buffer.concat([Buffer.from(head, "latin1"), request.body]));
      if (request.halfClose) socket.end();
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    // A reset after the answer (the server stopped reading a body it refused) is not a failure.
    socket.on("error", () => {});
    socket.on("close", () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

function parseResponse(bytes: Buffer): RawResponse {
  const end = bytes.indexOf("\r\n\r\n");
  if (end < 0) return { headers: {}, body: "" };
  const [statusLine = "", ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  let body = bytes.subarray(end + 4);
  if (headers["transfer-encoding"] === "chunked") body = dechunk(body);
  else if (headers["content-length"]) body = body.subarray(0, Number(headers["content-length"]));
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
