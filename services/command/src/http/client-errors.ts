import { type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { DEFAULT_LANGUAGE, translate } from "../i18n/translate";
import { API_HEADERS } from "./security-headers";

const KEYS: Record<number, string> = { 400: "request.notHttp", 408: "request.timeout", 431: "request.headersTooLarge" };

/**
 * What Node's HTTP parser refuses before any handler runs (headers over the limit, bytes that
 * are not HTTP) gets the same JSON error envelope and headers as every other answer, instead
 * of Node's empty one. The language is the default: the request's headers were not read.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const key = KEYS[status]!;
    const body = JSON.stringify({ code: status, key, message: translate(DEFAULT_LANGUAGE, key) });
    const headers = {
      ...API_HEADERS,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
  });
}
