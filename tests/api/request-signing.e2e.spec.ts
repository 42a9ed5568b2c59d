import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, keyedHeaders, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Chem-lab-2026";
type Api = Awaited<ReturnType<typeof startTestService>>;

/** Login with the raw response, its cookie and its body. */
async function rawLogin(api: Api, account: string, password: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.service.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ account, password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()).response as { token: string; signingKey: string; user: { id: string } };
  return { ...body, setCookie: res.headers.getSetCookie() };
}

/**
 * A rearrangement of `timestamp`'s digits in (above, below): the spec's sign is the same for
 * every rearrangement, since it hashes the sorted characters.
 */
function rearrangements(timestamp: number, above: number, below: number): number[] {
  const digits = [...String(timestamp)];
  const head = digits.slice(0, -5).join("");
  const found = new Set<number>();
  const permute = (rest: string[], made: string) => {
    if (rest.length === 0) {
      const value = Number(head + made);
      if (value > above && value < below) found.add(value);
      return;
    }
    for (const [i, d] of rest.entries()) permute([...rest.slice(0, i), ...rest.slice(i + 1)], made + d);
  };
  permute(digits.slice(-5), "");
  return [...found].sort((a, b) => a - b);
}

describe("the spec §7 signature (legacy) still works for API clients, without rearranged replays", () => {
  let api: Api;
  /** Each test has its own session: what one session has seen is what the rule looks at. */
  let token: string;
  beforeAll(async () => {
    api = await startTestService();
  });
  beforeEach(async () => {
    token = await api.login("admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });
  /** A legacy call signed with this timestamp (server time + 120 s when fresh). */
  const legacyCall = (timestamp: number, sign?: string) =>
    fetch(`${api.service.url}/api/permissions/me`, {
      headers: {
        ...signedHeaders(token, api.userOf(token), timestamp - 120_000),
        ...(sign ? { sign } : {}),
        "accept-language": "en",
      },
    });

  it("accepts a client that reuses one timestamp for its calls, then takes a new one", async () => {
    const first = Date.now() + 100_000;
    for (let i = 0; i < 3; i++) expect((await legacyCall(first)).status).toBe(200);
    expect((await legacyCall(first + 15_000)).status).toBe(200);
    expect((await legacyCall(first)).status).toBe(200);
  });

  it("refuses a captured sign replayed with its timestamp's digits rearranged, but not the client's next timestamp", async () => {
    // A timestamp with two rearrangements in the acceptance window; the session's newest timestamp falls between them.
    const now = Date.now();
    let captured = now + 90_000;
    let found: number[] = [];
    while (found.length < 2) found = rearrangements(++captured, captured, now + 125_000);
    const [older, newer] = [found[0]!, found.at(-1)!];
    const capturedSign = signedHeaders(token, api.userOf(token), captured - 120_000).sign;
    expect((await legacyCall(captured)).status).toBe(200);
    expect((await legacyCall(older + 1)).status).toBe(200);
    // Same sign (the sorted characters are the same), digits rearranged, older than the session's newest: a replay.
    expect(signedHeaders(token, api.userOf(token), older - 120_000).sign).toBe(capturedSign);
    const replay = await legacyCall(older, capturedSign);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ key: "auth.signatureReplayed", message: expect.stringMatching(/already used/) });
    // A newer rearrangement is what an honest client's next timestamp may be: accepted.
    expect((await legacyCall(newer)).status).toBe(200);
    expect((await legacyCall(captured)).status).toBe(200);
  });
});

describe("browsers: the session token in an HttpOnly cookie, every call signed with the session's key", () => {
  let api: Api;
  let admin: string;
  let session: Awaited<ReturnType<typeof rawLogin>>;
  let cookie: string;
  /** A call as the console makes it: the cookie, no token header, and (unless told otherwise) the keyed signature. */
  const browserCall = (
    method: string,
    url: string,
    options: {
      body?: string;
      sign?: { method?: string; url?: string; body?: string; now?: number; nonce?: string } | false;
    } = {},
  ) => {
    const { sign = {} } = options;
    const signed =
      sign === false
        ? {}
        : keyedHeaders(
            session.signingKey,
            {
              method: sign.method ?? method,
              url: sign.url ?? url,
              ...((sign.body ?? options.body) === undefined ? {} : { body: sign.body ?? options.body }),
            },
            sign.now,
            sign.nonce,
          );
    return fetch(`${api.service.url}${url}`, {
      method,
      headers: {
        cookie,
        "accept-language": "en",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...signed,
      },
      ...(options.body === undefined ? {} : { body: options.body }),
    });
  };
  const keyOf = async (res: Response) => ((await res.json()) as { key?: string }).key;

  beforeAll(async () => {
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["cookie.user", "other.user"]) {
      const res = await api.call("POST", "/api/members", {
        token: admin,
        json: { account, realName: account, password: PASSWORD, departmentId: "root" },
      });
      expect(res.status).toBe(200);
      // The member replaces the administrator's first password (11.300) before these tests log in.
      await api.login(account, PASSWORD);
    }
    session = await rawLogin(api, "cookie.user", PASSWORD);
    cookie = session.setCookie[0]!.split(";")[0]!;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("sets the token as an HttpOnly, SameSite=Strict cookie on /api, not Secure over plain HTTP", () => {
    expect(session.setCookie).toHaveLength(1);
    const [pair, ...attributes] = session.setCookie[0]!.split(/;\s*/);
    expect(pair).toBe(`labledger_session=${session.token}`);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/api", "HttpOnly", "SameSite=Strict", "Max-Age=43200"]));
    expect(attributes).not.toContain("Secure");
    expect(session.signingKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("marks the cookie Secure behind a TLS proxy only when that proxy is trusted (LABLEDGER_TRUST_PROXY)", async () => {
    const forwarded = { "x-forwarded-proto": "https" };
    expect((await rawLogin(api, "other.user", PASSWORD, forwarded)).setCookie[0]).not.toMatch(/;\s*Secure/i);
    const proxied = await startTestService({ LABLEDGER_TRUST_PROXY: "loopback" });
    try {
      expect((await rawLogin(proxied, "admin", ADMIN_PASSWORD, forwarded)).setCookie[0]).toMatch(/;\s*Secure(;|$)/);
      expect((await rawLogin(proxied, "admin", ADMIN_PASSWORD)).setCookie[0]).not.toMatch(/;\s*Secure/i);
    } finally {
      await proxied.service.stop();
    }
  });

  it("answers a call with the cookie and the keyed signature, and refuses the cookie alone (another site could send it)", async () => {
    expect((await browserCall("GET", "/api/auth/me")).status).toBe(200);
    const bare = await browserCall("GET", "/api/auth/me", { sign: false });
    expect(bare.status).toBe(401);
    expect(await keyOf(bare)).toBe("auth.signatureRequired");
    const form = await browserCall("PUT", "/api/me/settings", { body: JSON.stringify({ language: "en" }), sign: false });
    expect(form.status).toBe(401);
    // The spec's signature needs the token in a header: with the cookie alone it is no signature at all.
    const legacy = signedHeaders(session.token, session.user.id);
    const { token: _token, ...withoutToken } = legacy;
    const res = await fetch(`${api.service.url}/api/auth/me`, { headers: { cookie, ...withoutToken } });
    expect(res.status).toBe(401);
    const me = await (await browserCall("GET", "/api/auth/me")).json();
    expect(me.response.settings.language).toBe("zh-CN");
  });

  it("covers the method, the path, the query and the body: changing any of them is refused and changes nothing", async () => {
    const body = JSON.stringify({ language: "en" });
    const tampered = [
      browserCall("PUT", "/api/me/settings", { body, sign: { method: "PATCH" } }),
      browserCall("PUT", "/api/me/settings", { body, sign: { url: "/api/me/release-notes-seen" } }),
      browserCall("PUT", "/api/me/settings?x=1", { body, sign: { url: "/api/me/settings?x=2" } }),
      browserCall("PUT", "/api/me/settings", { body, sign: { body: JSON.stringify({ language: "zh-CN" }) } }),
      browserCall("PUT", "/api/me/settings", { body: `${body} `, sign: { body } }),
    ];
    for (const res of await Promise.all(tampered)) {
      expect(res.status).toBe(401);
      expect(await keyOf(res)).toBe("auth.signatureInvalid");
    }
    const list = (query: string, signed: string) =>
      browserCall("GET", `/api/members?${query}`, { sign: { url: `/api/members?${signed}` } });
    expect((await list("pageSize=1&pageIndex=1", "pageIndex=1&pageSize=1")).status).toBe(200);
    expect((await list("pageSize=200", "pageSize=1")).status).toBe(401);
    const me = await (await browserCall("GET", "/api/auth/me")).json();
    expect(me.response.settings.language).toBe("zh-CN");
    expect((await browserCall("PUT", "/api/me/settings", { body })).status).toBe(200);
  });

  it("refuses a nonce used before in the session, even signed again with a new timestamp", async () => {
    const nonce = randomBytes(16).toString("hex");
    const headers = keyedHeaders(session.signingKey, { method: "GET", url: "/api/auth/me" }, Date.now(), nonce);
    const send = (signed: Record<string, string>) =>
      fetch(`${api.service.url}/api/auth/me`, { headers: { cookie, "accept-language": "en", ...signed } });
    expect((await send(headers)).status).toBe(200);
    const replay = await send(headers);
    expect(replay.status).toBe(401);
    expect(await keyOf(replay)).toBe("auth.signatureReplayed");
    const again = keyedHeaders(session.signingKey, { method: "GET", url: "/api/auth/me" }, Date.now() + 1, nonce);
    expect((await send(again)).status).toBe(401);
  });

  it("refuses a timestamp more than 60 s from the server's clock, either way", async () => {
    for (const now of [Date.now() - 61_000, Date.now() + 61_000]) {
      const res = await browserCall("GET", "/api/auth/me", { sign: { now } });
      expect(res.status).toBe(401);
      expect(await keyOf(res)).toBe("auth.signatureStale");
    }
    expect((await browserCall("GET", "/api/auth/me", { sign: { now: Date.now() - 50_000 } })).status).toBe(200);
  });

  it("lets API clients sign with the key too, with the token in a header; a wrong key is refused", async () => {
    const headers = (key: string) => ({ token: session.token, ...keyedHeaders(key, { method: "GET", url: "/api/auth/me" }) });
    expect((await fetch(`${api.service.url}/api/auth/me`, { headers: headers(session.signingKey) })).status).toBe(200);
    const other = await fetch(`${api.service.url}/api/auth/me`, { headers: headers(api.signingKeyOf(admin)) });
    expect(other.status).toBe(401);
  });

  it("signs a multipart upload's body as UNSIGNED-PAYLOAD; a JSON body may not be left unsigned", async () => {
    const json = (res: Response) => res.json().then((b) => b.response);
    const post = (url: string, body: unknown) =>
      browserCall("POST", url, { body: JSON.stringify(body) }).then(async (res) => {
        expect(res.status).toBe(200);
        return json(res);
      });
    const book = await post("/api/notebooks", { name: "Signed uploads" });
    const record = await post("/api/experiments", { notebookId: book.id, title: "Upload" });
    const { moduleId } = await post(`/api/experiments/${record.id}/modules`, { type: "attachment", title: "Files" });
    const url = `/api/experiments/${record.id}/attachments`;
    const form = new FormData();
    form.append("moduleId", moduleId);
    form.append("file", new Blob([Buffer.from("%PDF-1.7 signed")], { type: "application/pdf" }), "signed.pdf");
    const signed = keyedHeaders(session.signingKey, { method: "POST", url, body: "UNSIGNED-PAYLOAD" });
    const uploaded = await fetch(`${api.service.url}${url}`, { method: "POST", headers: { cookie, ...signed }, body: form });
    expect(uploaded.status).toBe(200);
    const unsignedJson = keyedHeaders(session.signingKey, {
      method: "POST",
      url: "/api/notebooks",
      body: "UNSIGNED-PAYLOAD",
    });
    const refused = await fetch(`${api.service.url}/api/notebooks`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...unsignedJson },
      body: JSON.stringify({ name: "Unsigned" }),
    });
    expect(refused.status).toBe(401);
  });

  it("never gives the signing key again: not in the profile, the lists, or a second login", async () => {
    const seen: string[] = [];
    for (const url of ["/api/auth/me", "/api/permissions/me", "/api/members?pageSize=200", `/api/members/${session.user.id}`]) {
      const res = await browserCall("GET", url);
      expect(res.status).toBe(200);
      seen.push(await res.text(), JSON.stringify([...res.headers]));
    }
    for (const text of seen) expect(text).not.toContain(session.signingKey);
    const again = await rawLogin(api, "cookie.user", PASSWORD);
    expect(again.signingKey).not.toBe(session.signingKey);
    expect(JSON.stringify(again)).not.toContain(session.signingKey);
  });

  it("clears the cookie at logout, and when a call finds the session ended", async () => {
    const mine = await rawLogin(api, "other.user", PASSWORD);
    const own = mine.setCookie[0]!.split(";")[0]!;
    const signedAs = (method: string, url: string) => ({ cookie: own, ...keyedHeaders(mine.signingKey, { method, url }) });
    const logout = await fetch(`${api.service.url}/api/auth/logout`, {
      method: "POST",
      headers: signedAs("POST", "/api/auth/logout"),
    });
    expect(logout.status).toBe(200);
    const cleared = /^labledger_session=;.*Path=\/api.*Expires=Thu, 01 Jan 1970/;
    expect(logout.headers.getSetCookie()[0]).toMatch(cleared);
    const after = await fetch(`${api.service.url}/api/auth/me`, { headers: signedAs("GET", "/api/auth/me") });
    expect(after.status).toBe(401);
    expect(after.headers.getSetCookie()[0]).toMatch(cleared);
  });
});

describe("an organisation that turns the spec §7 signature off (LABLEDGER_LEGACY_SIGNATURE=off)", () => {
  it("refuses it, and takes the keyed signature", async () => {
    const api = await startTestService({ LABLEDGER_LEGACY_SIGNATURE: "off" });
    try {
      const token = await api.login("admin", ADMIN_PASSWORD);
      const legacy = await api.call("GET", "/api/auth/me", { token, signature: "legacy" });
      expect(legacy.status).toBe(401);
      expect(((await legacy.json()) as { key: string }).key).toBe("auth.signatureRequired");
      expect((await api.call("GET", "/api/auth/me", { token })).status).toBe(200);
    } finally {
      await api.service.stop();
    }
  });
});
