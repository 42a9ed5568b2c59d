import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TsaAnswer } from "@labledger/ports/timestamp/contract";

const run = promisify(execFile);
const OPENSSL = process.env.LABLEDGER_OPENSSL || "/usr/bin/openssl";

/** A real RFC 3161 time-stamping authority on loopback: a throwaway CA, a TSA certificate, OpenSSL's `ts` as the signer. */
export interface LoopbackTsa {
  /** Where to POST application/timestamp-query. */
  readonly url: string;
  /** The throwaway CA's certificate (PEM file), the one to trust. */
  readonly caFile: string;
  /** The subject of the TSA's certificate, as OpenSSL prints it. */
  readonly subject: string;
  /** From now on answer this way: "grant" signs with `openssl ts -reply`; "reject" has OpenSSL refuse (this TSA then
   * takes SHA-1 imprints only); "random-bytes" and "truncated" (a genuine reply cut in half) are malformed; "replay"
   * sends the last granted reply again, signed and genuine but for an earlier query. */
  behave(behaviour: TsaAnswer): void;
  /**
   * Re-signs a genuine token's TSTInfo with `openssl cms` (a plain CMS signature, so without the ESS
   * signing-certificate attribute a TSA adds), by the TSA's own certificate or by a "plain" certificate of the
   * same CA that is not for time stamping (no timeStamping extended key usage): tokens that chain to the trusted
   * CA but must still fail.
   */
  resigned(token: Uint8Array, by: "tsa" | "plain"): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Starts a TSA on 127.0.0.1 with certificates made on the spot by /usr/bin/openssl in a temporary
 * directory (removed by close). `name` goes into the certificates' subjects, so two TSAs are told apart.
 */
export async function startLoopbackTsa(
  name = "LabLedger loopback TSA",
  { essCertIdHash = "sha256" }: { essCertIdHash?: "sha1" | "sha256" } = {},
): Promise<LoopbackTsa> {
  const dir = mkdtempSync(join(tmpdir(), "labledger-tsa-"));
  const subject = `/O=LabLedger tests/CN=${name}`;
  await makeCertificates(dir, name, subject, essCertIdHash);
  let behaviour: TsaAnswer = "grant";
  let lastGranted: Buffer | undefined;
  // One `openssl ts -reply` at a time: each reads and rewrites the serial-number file.
  let previous: Promise<unknown> = Promise.resolve();
  const answer = (query: Buffer): Promise<Buffer> => {
    const next = previous.then(async () => {
      if (behaviour === "replay" && lastGranted) return lastGranted;
      const body = await reply(dir, behaviour, query);
      if (behaviour === "grant") lastGranted = body;
      return body;
    });
    previous = next.catch(() => undefined);
    return next;
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      answer(Buffer.concat(chunks)).then(
        (body) => {
          response.writeHead(200, { "content-type": "application/timestamp-reply" }).end(body);
        },
        (error: Error) => response.writeHead(500, { "content-type": "text/plain" }).end(error.message),
      );
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile: join(dir, "ca.pem"),
    subject: `O=LabLedger tests, CN=${name}`,
    behave(next) {
      behaviour = next;
    },
    resigned: (token, by) => resign(dir, token, by),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((closed) => server.close(() => closed()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function reply(dir: string, behaviour: TsaAnswer, query: Buffer): Promise<Buffer> {
  if (behaviour === "random-bytes") return randomBytes(300);
  const id = randomBytes(8).toString("hex");
  const queryFile = join(dir, `${id}.tsq`);
  const replyFile = join(dir, `${id}.tsr`);
  writeFileSync(queryFile, query);
  try {
    const section = behaviour === "reject" ? "tsa_sha1_only" : "tsa_grant";
    await run(OPENSSL, [
      "ts",
      "-reply",
      "-config",
      join(dir, "tsa.cnf"),
      "-section",
      section,
      "-queryfile",
      queryFile,
      "-out",
      replyFile,
    ]);
    const whole = readFileSync(replyFile);
    return behaviour === "truncated" ? whole.subarray(0, Math.floor(whole.length / 2)) : whole;
  } finally {
    rmSync(queryFile, { force: true });
    rmSync(replyFile, { force: true });
  }
}

async function resign(dir: string, token: Uint8Array, by: "tsa" | "plain"): Promise<Uint8Array> {
  const file = (base: string) => join(dir, base);
  const id = randomBytes(8).toString("hex");
  writeFileSync(file(`${id}.token`), token);
  try {
    await run(OPENSSL, [
      "cms",
      "-verify",
      "-noverify",
      "-binary",
      "-inform",
      "DER",
      "-in",
      file(`${id}.token`),
      "-out",
      file(`${id}.tst`),
    ]);
    await run(OPENSSL, [
      "cms",
      "-sign",
      "-binary",
      "-nodetach",
      "-md",
      "sha256",
      "-econtent_type",
      "1.2.840.113549.1.9.16.1.4",
      "-in",
      file(`${id}.tst`),
      "-signer",
      file(`${by}.pem`),
      "-inkey",
      file(`${by}.key`),
      "-certfile",
      file("ca.pem"),
      "-outform",
      "DER",
      "-out",
      file(`${id}.forged`),
    ]);
    return new Uint8Array(readFileSync(file(`${id}.forged`)));
  } finally {
    for (const suffix of ["token", "tst", "forged"]) rmSync(file(`${id}.${suffix}`), { force: true });
  }
}

async function makeCertificates(dir: string, name: string, subject: string, essCertIdHash: string): Promise<void> {
  const file = (base: string) => join(dir, base);
  writeFileSync(
    file("extensions.cnf"),
    [
      "[tsa]",
      "basicConstraints = critical, CA:false",
      "keyUsage = critical, digitalSignature, nonRepudiation",
      "extendedKeyUsage = critical, timeStamping",
      "subjectKeyIdentifier = hash",
      "authorityKeyIdentifier = keyid",
      "[plain]",
      "basicConstraints = critical, CA:false",
      "keyUsage = critical, digitalSignature, nonRepudiation",
      "",
    ].join("\n"),
  );
  const section = (title: string, digests: string) =>
    [
      `[${title}]`,
      `dir = ${dir}`,
      "serial = $dir/serial",
      "crypto_device = builtin",
      "signer_cert = $dir/tsa.pem",
      "certs = $dir/ca.pem",
      "signer_key = $dir/tsa.key",
      "signer_digest = sha256",
      "default_policy = 1.3.6.1.4.1.99999.1",
      `digests = ${digests}`,
      "accuracy = secs:1",
      "ordering = no",
      "tsa_name = no",
      "ess_cert_id_chain = no",
      `ess_cert_id_alg = ${essCertIdHash}`,
      "",
    ].join("\n");
  writeFileSync(file("tsa.cnf"), [section("tsa_grant", "sha256, sha384, sha512"), section("tsa_sha1_only", "sha1")].join("\n"));
  writeFileSync(file("serial"), "01\n");
  const days = ["-days", "2"];
  await run(OPENSSL, [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
    ...days,
    "-subj",
    `/O=LabLedger tests/CN=${name} CA`,
    "-addext",
    "basicConstraints=critical,CA:true",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ]);
  for (const [kind, who] of [
    ["tsa", subject],
    ["plain", `/O=LabLedger tests/CN=${name} signer not for time stamping`],
  ] as const) {
    await run(OPENSSL, [
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      file(`${kind}.key`),
      "-out",
      file(`${kind}.csr`),
      "-subj",
      who,
    ]);
    await run(OPENSSL, [
      "x509",
      "-req",
      "-in",
      file(`${kind}.csr`),
      "-CA",
      file("ca.pem"),
      "-CAkey",
      file("ca.key"),
      "-CAcreateserial",
      "-out",
      file(`${kind}.pem`),
      ...days,
      "-extfile",
      file("extensions.cnf"),
      "-extensions",
      kind,
    ]);
  }
}
