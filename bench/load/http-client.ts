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

export function send(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
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
    req.on("error", reject);
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
