import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./bad-input/raw-http";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

/**
 * What the bad-input suite found, one test each: requests the HTTP layer cannot read, bodies
 * the code behind cannot hold, and a read-your-writes position nobody wrote. Each is refused
 * with its own localised message and changes nothing.
 */
describe("requests that cannot be read are refused with a localised 4xx, never a 500", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  let port: number;
  let record: string;
  let grid: string;
  const head = () => api.service.runtime.ports.events.headPosition();
  const signed = () => Object.entries(signedHeaders(admin, api.userOf(admin)));
  const send = async (method: string, target: string, headers: Array<[string, string | Buffer]>, body?: string) => {
    const res = await rawRequest(port, { method, target, headers, ...(body === undefined ? {} : { body: Buffer.from(body) }) });
    return { status: res.status, body: JSON.parse(res.body) as { code: number; key: string; message: string } };
  };
  const json = async (res: Response) => (await res.json()).response;

  beforeAll(async () => {
    api = await startTestService();
    port = Number(new URL(api.service.url).port);
    admin = await api.login("admin", ADMIN_PASSWORD);
    const book = await json(await api.call("POST", "/api/notebooks", { token: admin, json: { name: "Parsing" } }));
    record = (await json(await api.call("POST", "/api/experiments", { token: admin, json: { notebookId: book.id, title: "P" } })))
      .id;
    grid = (
      await json(
        await api.call("POST", `/api/experiments/${record}/modules`, {
          token: admin,
          json: { type: "grid", subType: "labMaterial", title: "Materials" },
        }),
      )
    ).moduleId;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  const saveRows = async (rowsJson: string) => {
    const modules = (await json(await api.call("GET", `/api/experiments/${record}`, { token: admin }))).modules;
    const { lastCacheTime } = modules.find((m: { moduleId: string }) => m.moduleId === grid);
    const body = `{"data":{"rows":${rowsJson}},"lastCacheTime":${lastCacheTime}}`;
    return send("PUT", `/api/experiments/${record}/modules/${grid}`, [...signed(), ["content-type", "application/json"]], body);
  };

  it("refuses a body in a charset other than UTF-8 (415) and a content encoding it does not have or we do not take", async () => {
    const login = (headers: Array<[string, string]>) =>
      send("POST", "/api/auth/login", [["accept-language", "en"], ...headers], '{"account":"a","password":"b"}');
    expect(await login([["content-type", "application/json; charset=latin1"]])).toEqual({
      status: 415,
      body: {
        code: 415,
        key: "request.unsupportedCharset",
        message: 'The request body\'s character set "latin1" is not supported; send UTF-8',
      },
    });
    const gzip = await login([
      ["content-type", "application/json"],
      ["content-encoding", "gzip"],
    ]);
    expect(gzip).toMatchObject({ status: 400, body: { key: "request.unreadable" } });
    const unknown = await send(
      "POST",
      "/api/auth/login",
      [
        ["content-type", "application/json"],
        ["content-encoding", "x-unknown"],
      ],
      "{}",
    );
    expect(unknown).toMatchObject({
      status: 415,
      body: { key: "request.unsupportedEncoding", message: "不支持请求内容的编码方式“x-unknown”" },
    });
  });

  it("refuses a path whose percent-encoding does not decode (400)", async () => {
    for (const id of ["%FF%FE", "%ZZ", "%ED%A0%80"])
      expect(await send("GET", `/api/experiments/${id}`, [...signed(), ["accept-language", "en"]])).toEqual({
        status: 400,
        body: { code: 400, key: "request.badPath", message: "The address contains characters that cannot be decoded" },
      });
  });

  it("answers headers over the server's limit and bytes that are not HTTP in the JSON envelope, with the API's headers", async () => {
    const huge = await rawRequest(port, { method: "GET", target: "/api/health", headers: [["x-filler", "x".repeat(20_000)]] });
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual({ code: 431, key: "request.headersTooLarge", message: "请求头或请求地址过长" });
    expect(huge.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "x-content-type-options": "nosniff",
    });
    const garbage = await rawRequest(port, {
      method: "GET",
      target: "/api/health",
      headers: [["x-bad", Buffer.from([0x01, 0x00])]],
    });
    expect({ status: garbage.status, body: JSON.parse(garbage.body).key }).toEqual({ status: 400, body: "request.notHttp" });
    expect((await fetch(`${api.service.url}/api/health`)).status).toBe(200);
  });

  it("refuses a grid cell nested 10,000 levels (it overflowed the hashing) and writes nothing", async () => {
    const before = await head();
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    expect(await saveRows(`[{"rowId":"r1","mass":${deep}}]`)).toMatchObject({
      status: 400,
      body: { key: "request.tooDeep", message: "请求内容嵌套过深（超过 32 层）" },
    });
    expect(await head()).toBe(before);
  });

  it("saves a cell named like an Object method as the cell (it stored the method and failed), and refuses a __proto__ key", async () => {
    const saved = await saveRows('[{"rowId":"r1","constructor":"THF","toString":"x"}]');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const modules = (await json(await api.call("GET", `/api/experiments/${record}`, { token: admin }))).modules;
    expect(modules.find((m: { moduleId: string }) => m.moduleId === grid).content.rows).toEqual([
      { rowId: "r1", constructor: "THF", toString: "x" },
    ]);
    const before = await head();
    expect(await saveRows('[{"rowId":"r1","__proto__":{"polluted":1}}]')).toMatchObject({
      status: 400,
      body: { key: "request.reservedKey" },
    });
    expect(await head()).toBe(before);
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("refuses text with a lone surrogate, which storage would silently replace, and keeps paired ones", async () => {
    const before = await head();
    const title = (text: string) =>
      send(
        "PATCH",
        `/api/experiments/${record}`,
        [...signed(), ["content-type", "application/json"], ["accept-language", "en"]],
        JSON.stringify({ title: text }),
      );
    expect(await title("Batch \uD800 3")).toMatchObject({
      status: 400,
      body: { key: "request.textInvalid", message: "The request contains text that is not valid Unicode (a lone surrogate)" },
    });
    expect(await head()).toBe(before);
    expect((await title("Batch 𠜎 3")).status).toBe(200);
    expect((await json(await api.call("GET", `/api/experiments/${record}`, { token: admin }))).title).toBe("Batch 𠜎 3");
  });

  it("refuses at once a read-your-writes position the log has not reached, instead of polling for 5 seconds", async () => {
    const now = await head();
    const started = Date.now();
    const res = await api.call("GET", `/api/roles?position=${now + 1000}`, { token: admin, language: "en" });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: {
        code: 400,
        key: "request.positionAhead",
        message: `The log has not reached position ${now + 1000}: its newest event is at ${now}`,
      },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await api.call("GET", `/api/roles?position=${now}`, { token: admin })).status).toBe(200);
  });
});
