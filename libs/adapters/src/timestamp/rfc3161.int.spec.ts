import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { timestampAuthorityContract } from "@labledger/ports/timestamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackTsa, startLoopbackTsa } from "../../../../tests/support/loopback-tsa";
import { Rfc3161TimestampAuthority } from "./rfc3161";

/** A loopback address where nothing listens: a port the system gave out and took back. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as { port: number };
  await new Promise<void>((closed) => server.close(() => closed()));
  return `http://127.0.0.1:${port}/tsa`;
}

timestampAuthorityContract("RFC 3161 against OpenSSL's ts on loopback", async () => {
  const [ours, theirs] = await Promise.all([
    startLoopbackTsa("LabLedger loopback TSA"),
    startLoopbackTsa("Stranger TSA", { essCertIdHash: "sha1" }),
  ]);
  const trustedPem = readFileSync(ours.caFile, "utf8");
  return {
    trusted: new Rfc3161TimestampAuthority({ url: ours.url, trustedPem }),
    stranger: new Rfc3161TimestampAuthority({ url: theirs.url, trustedPem: readFileSync(theirs.caFile, "utf8") }),
    unreachable: new Rfc3161TimestampAuthority({ url: await deadUrl(), trustedPem }),
    answer: (how) => ours.behave(how),
    async close() {
      await Promise.all([ours.close(), theirs.close()]);
    },
  };
});

describe("RFC 3161 adapter: what the contract does not name", () => {
  let tsa: LoopbackTsa;
  let authority: Rfc3161TimestampAuthority;
  const digest = new Uint8Array(createHash("sha256").update("checkpoint").digest());
  beforeAll(async () => {
    tsa = await startLoopbackTsa();
    authority = new Rfc3161TimestampAuthority({ url: tsa.url, trustedPem: readFileSync(tsa.caFile, "utf8") });
  });
  afterAll(() => tsa?.close());

  it("names the TSA by its certificate's subject", async () => {
    expect((await authority.stamp(digest)).authority).toBe(tsa.subject);
  });

  it("refuses a token signed under the trusted CA by a certificate that is not for time stamping", async () => {
    const genuine = await authority.stamp(digest);
    const forged = await tsa.resigned(Buffer.from(genuine.token, "base64"), "plain");
    expect(await authority.verify({ ...genuine, token: Buffer.from(forged).toString("base64") }, digest)).toEqual({
      valid: false,
      problem: expect.stringMatching(/not for time stamping/),
    });
  });

  it("refuses a token re-signed by the TSA's key without the signing-certificate attribute that binds its certificate", async () => {
    const genuine = await authority.stamp(digest);
    const resigned = await tsa.resigned(Buffer.from(genuine.token, "base64"), "tsa");
    expect(await authority.verify({ ...genuine, token: Buffer.from(resigned).toString("base64") }, digest)).toEqual({
      valid: false,
      problem: expect.stringMatching(/signing-certificate attribute/),
    });
  });

  it("asks only for 32-byte digests, and refuses to start without a trusted certificate", async () => {
    await expect(authority.stamp(new Uint8Array(20))).rejects.toThrow(/32 bytes/);
    expect(() => new Rfc3161TimestampAuthority({ url: tsa.url, trustedPem: "" })).toThrow(/LABLEDGER_TSA_CA/);
  });

  it("says what went wrong with a TSA that answers an HTTP error, far too much, or nothing in time", async () => {
    const failing = createHttpServer((request, response) => {
      if (request.url === "/busy") response.writeHead(503).end("down for maintenance");
      else if (request.url === "/silent")
        request.resume(); // reads the query, never answers
      else response.writeHead(200, { "content-type": "application/timestamp-reply" }).end(Buffer.alloc(2 * 1024 * 1024));
    });
    await new Promise<void>((listening) => failing.listen(0, "127.0.0.1", listening));
    const at = (path: string) => `http://127.0.0.1:${(failing.address() as { port: number }).port}${path}`;
    const trustedPem = readFileSync(tsa.caFile, "utf8");
    try {
      await expect(new Rfc3161TimestampAuthority({ url: at("/busy"), trustedPem }).stamp(digest)).rejects.toThrow(
        /answered HTTP 503: down for maintenance/,
      );
      await expect(new Rfc3161TimestampAuthority({ url: at("/flood"), trustedPem }).stamp(digest)).rejects.toThrow(
        /sent more than 1048576 bytes/,
      );
      await expect(
        new Rfc3161TimestampAuthority({ url: at("/silent"), trustedPem, timeoutMs: 300 }).stamp(digest),
      ).rejects.toThrow(/cannot be reached: no answer within 300 ms/);
    } finally {
      failing.closeAllConnections();
      await new Promise<void>((closed) => failing.close(() => closed()));
    }
  });
});
