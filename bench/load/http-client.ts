// A lean HTTP/1.1 client with keep-alive (node:http): the load generator shares the 2 cores with
// the server, so it should cost as little as it can.
import { Agent, request } from "node:http";

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export interface Answer {
  readonly status: number;
  readonly text: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    what: string,
  ) {
    super(`${what} answered ${status}: ${text.slice(0, 300)}`);
  }
}

/**
 * One request. A keep-alive socket the server closed as idle just as the request went out fails
 * with ECONNRESET before the server read the request: that one is sent again once, on a new
 * socket (as Node's documentation advises for `reusedSocket`); its latency still counts from its due time.
 */
export async function send(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  try {
    return await sendOnce(base, method, path, headers, body);
  } catch (error) {
    if (!(error instanceof StaleSocket)) throw error;
    return sendOnce(base, method, path, headers, body);
  }
}

class StaleSocket extends Error {}

function sendOnce(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(path, base);
    const req = request(
      url,
      {
        method,
        agent,
        headers:
          body === undefined
            ? headers
            : { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", (error: NodeJS.ErrnoException) =>
      reject(req.reusedSocket && error.code === "ECONNRESET" ? new StaleSocket(error.message) : error),
    );
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Sends and answers the parsed JSON; anything but 2xx throws an HttpError. */
export async function sendJson<T = unknown>(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  json?: unknown,
): Promise<T> {
  const answer = await send(base, method, path, headers, json === undefined ? undefined : JSON.stringify(json));
  if (answer.status < 200 || answer.status >= 300) throw new HttpError(answer.status, answer.text, `${method} ${path}`);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}
