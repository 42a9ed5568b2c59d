import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../../services/command/src/http/security-headers";
import { ensureConsoleBuilt } from "../console/harness";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-src 'self' blob:; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** What every answer carries, page or data. */
const everywhere = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": expect.stringMatching(/camera=\(\), microphone=\(\), geolocation=\(\)/),
};
const headersOf = (res: Response) => Object.fromEntries(res.headers.entries());

describe("security headers on console pages, built assets and API answers", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  let entryScript: string;
  const get = (path: string, init: RequestInit = {}) => fetch(`${api.service.url}${path}`, init);

  beforeAll(async () => {
    ensureConsoleBuilt();
    const html = readFileSync(join(import.meta.dirname, "../../apps/console/dist/index.html"), "utf8");
    entryScript = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/)![1]!;
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("serves the console's index page with the strict CSP and revalidation, at / and at a deep route", async () => {
    for (const path of ["/", "/team/auditTrail", "/recordPreview/00000000-0000-7000-8000-000000000000?position=3"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(headersOf(res), path).toMatchObject({
        ...everywhere,
        "content-security-policy": CONSOLE_CSP,
        "x-frame-options": "SAMEORIGIN",
        "cache-control": "no-cache",
      });
      expect(res.headers.has("x-powered-by")).toBe(false);
    }
  });

  it("builds an index page without inline script, so script-src 'self' holds", () => {
    const html = readFileSync(join(import.meta.dirname, "../../apps/console/dist/index.html"), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body!.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it("lets a content-hashed asset be cached for a year, and answers a missing one 404 instead of the index page", async () => {
    const asset = await get(entryScript);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(headersOf(asset)).toMatchObject({ ...everywhere, "cache-control": "public, max-age=31536000, immutable" });
    const missing = await get("/assets/index-AAAAAAAA.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).not.toMatch(/html/);
    expect(missing.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends a built asset compressed as the build wrote it (brotli, else gzip), the same bytes once decoded", async () => {
    const onDisk = readFileSync(join(import.meta.dirname, "../../apps/console/dist", entryScript));
    /** A raw GET (fetch would decode the body itself and hide the encoding). */
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(`${api.service.url}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end();
      });
    const br = await raw(entryScript, "gzip, deflate, br");
    expect(br.headers).toMatchObject({ "content-encoding": "br", "cache-control": "public, max-age=31536000, immutable" });
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers["content-type"])).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(onDisk.length / 3);
    expect(brotliDecompressSync(br.body).equals(onDisk)).toBe(true);
    const gz = await raw(entryScript, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(onDisk)).toBe(true);
    const plain = await raw(entryScript, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(onDisk)).toBe(true);
  });

  it("sends Indigo's .wasm as application/wasm (brotli, cached for a year), and lets its worker alone compile WebAssembly", async () => {
    const assets = readdirSync(join(import.meta.dirname, "../../apps/console/dist/assets"));
    const wasm = assets.find((name) => /^indigo-ketcher-[\w.-]+\.wasm$/.test(name));
    const worker = assets.find((name) => /^indigoWorker-[\w-]+\.js$/.test(name));
    expect(wasm).toBeDefined();
    expect(worker).toBeDefined();
    const binary = await get(`/assets/${wasm}`, { headers: { "accept-encoding": "br" } });
    expect(binary.status).toBe(200);
    expect(headersOf(binary)).toMatchObject({
      ...everywhere,
      "content-type": "application/wasm",
      "content-encoding": "br",
      "cache-control": "public, max-age=31536000, immutable",
    });
    // "\0asm", version 1: fetch decoded the brotli body back into the module.
    expect(Buffer.from(await binary.arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    const script = await get(`/assets/${worker}`);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.headers.get("content-security-policy")).toBe(
      CONSOLE_CSP.replace("script-src 'self';", "script-src 'self' 'wasm-unsafe-eval';"),
    );
    // The spreadsheet's formula engine (IronCalc) compiles its WebAssembly in its own worker too.
    const sheetWorker = assets.find((name) => /^sheet-engine\.worker-[\w-]+\.js$/.test(name));
    expect(sheetWorker).toBeDefined();
    expect((await get(`/assets/${sheetWorker}`)).headers.get("content-security-policy")).toBe(
      CONSOLE_CSP.replace("script-src 'self';", "script-src 'self' 'wasm-unsafe-eval';"),
    );
    // Any other script, and every page, keeps script-src 'self' alone.
    expect((await get(entryScript)).headers.get("content-security-policy")).toBe(CONSOLE_CSP);
  });

  it("answers the API with nosniff, no-store and a CSP that loads and frames nothing, errors included", async () => {
    const answers = [
      await get("/api/health"),
      await get("/api/auth/me", { headers: signedHeaders(admin, api.userOf(admin)) }),
      await get("/api/auth/me"),
      await get("/api/no-such-route"),
      await get("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 404, 400]);
    for (const res of answers) {
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(headersOf(res), res.url).toMatchObject({
        ...everywhere,
        "content-security-policy": API_CSP,
        "x-frame-options": "DENY",
        "cache-control": "no-store",
      });
      expect(res.headers.has("x-powered-by")).toBe(false);
    }
  });

  it("sends an attached file with the controller's own headers, framable by the console only", async () => {
    const json = async (res: Response) => (await res.json()).response;
    const call = (method: string, path: string, body: unknown) => api.call(method, path, { token: admin, json: body });
    const book = await json(await call("POST", "/api/notebooks", { name: "Headers" }));
    const record = await json(await call("POST", "/api/experiments", { notebookId: book.id, title: "Files" }));
    const { moduleId } = await json(
      await call("POST", `/api/experiments/${record.id}/modules`, { type: "attachment", title: "Spectra" }),
    );
    const form = new FormData();
    form.append("moduleId", moduleId);
    form.append("file", new Blob([Buffer.from("%PDF-1.7 headers")], { type: "application/pdf" }), "nmr.pdf");
    const uploaded = await json(
      await get(`/api/experiments/${record.id}/attachments`, {
        method: "POST",
        headers: signedHeaders(admin, api.userOf(admin)),
        body: form,
      }),
    );
    const { url } = await json(
      await api.call("GET", `/api/experiments/${record.id}/attachments/${uploaded.files[0].sha256}/link`, { token: admin }),
    );
    const file = await get(url);
    expect(file.status).toBe(200);
    expect(headersOf(file)).toMatchObject({
      ...everywhere,
      "content-type": "application/pdf",
      "content-disposition": expect.stringMatching(/^inline;/),
      "content-security-policy": expect.stringContaining("frame-ancestors 'self'"),
      "cache-control": "no-store",
    });
  });

  it("sets its headers first, so a handler that sets its own wins", async () => {
    const app = express();
    app.use(securityHeaders);
    app.get("/api/own", (_req, res) => {
      res.setHeader("content-security-policy", "sandbox");
      res.setHeader("cache-control", "private, max-age=60");
      res.json({});
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/api/own`);
      expect(headersOf(res)).toMatchObject({
        "content-security-policy": "sandbox",
        "cache-control": "private, max-age=60",
        "x-content-type-options": "nosniff",
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
