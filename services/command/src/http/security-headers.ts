import type { ServerResponse } from "node:http";
import { routes } from "@labledger/contracts";
import type { NextFunction, Request, Response } from "express";

type Directives = Record<string, readonly string[]>;
const policy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");

/**
 * The console's Content-Security-Policy: scripts only from this origin (the build emits no
 * inline script). Styles allow 'unsafe-inline' because MUI/emotion inject <style> elements at
 * run time; a per-response nonce would need an uncacheable index.html.
 */
const CONSOLE_DIRECTIVES: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "worker-src": ["'self'", "blob:"],
  "frame-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
};
export const CONSOLE_CSP = policy(CONSOLE_DIRECTIVES);

/**
 * Ketcher's Indigo worker (the reaction structure editor's chemistry engine) compiles its
 * WebAssembly, which needs 'wasm-unsafe-eval' (WebAssembly only, never JavaScript eval). A
 * dedicated worker runs under the policy its own script is sent with, so that one script gets
 * it and the pages keep script-src 'self'.
 */
export const WASM_WORKER_CSP = policy({ ...CONSOLE_DIRECTIVES, "script-src": ["'self'", "'wasm-unsafe-eval'"] });
/**
 * The workers' build files: Ketcher's assets/indigoWorker-<Ketcher's hash>-<build hash>.js and the
 * spreadsheet's formula engine (IronCalc) assets/sheet-engine.worker-<build hash>.js.
 */
const WASM_WORKER = /^\/assets\/(indigoWorker|sheet-engine\.worker)-[\w-]+\.js$/;

/** API answers are data, never a document: nothing loads from them and nobody frames them. */
export const API_CSP = policy({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] });

/** Attached files are shown in the console's own viewer frame (PDFs, pictures); their controller may narrow this. */
export const FILE_CSP = policy({ "default-src": ["'none'"], "frame-ancestors": ["'self'"] });

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

export const CONSOLE_HEADERS = {
  ...COMMON,
  "content-security-policy": CONSOLE_CSP,
  "x-frame-options": "SAMEORIGIN",
  "cache-control": "no-cache",
};
const WASM_WORKER_HEADERS = { ...CONSOLE_HEADERS, "content-security-policy": WASM_WORKER_CSP };
export const API_HEADERS = {
  ...COMMON,
  "content-security-policy": API_CSP,
  "x-frame-options": "DENY",
  "cache-control": "no-store",
};
const FILE_HEADERS = { ...API_HEADERS, "content-security-policy": FILE_CSP, "x-frame-options": "SAMEORIGIN" };

/** Vite's content-hashed build output (assets/name-<hash>.js|css|…, or its .br/.gz): its address changes whenever its bytes do. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;
export const IMMUTABLE = "public, max-age=31536000, immutable";

const pattern = (path: string) => new RegExp(`^/api${path.replace(/\{\w+\}/g, "[^/]+")}$`);
const FILE_ROUTES = [routes.downloadAttachment, routes.linkedFile].map((route) => pattern(route.path));

/** The headers a response starts with, by what is asked for: console page, API data or an attached file. */
export function defaultHeadersFor(method: string, path: string): Readonly<Record<string, string>> {
  if (path !== "/api" && !path.startsWith("/api/")) return WASM_WORKER.test(path) ? WASM_WORKER_HEADERS : CONSOLE_HEADERS;
  return method === "GET" && FILE_ROUTES.some((route) => route.test(path)) ? FILE_HEADERS : API_HEADERS;
}

/**
 * Sets the defaults before anything else runs, so every answer carries them (errors, 404s,
 * 413s included) and a controller that sets its own header later wins.
 */
export function securityHeaders(request: Request, response: Response, next: NextFunction): void {
  for (const [name, value] of Object.entries(defaultHeadersFor(request.method, request.path))) response.setHeader(name, value);
  next();
}

/** For the static files (given the file sent): a hashed asset may be cached for a year; anything else revalidates. */
export function staticCacheHeaders(response: ServerResponse, file: string): void {
  if (HASHED_ASSET.test(file)) response.setHeader("cache-control", IMMUTABLE);
}
