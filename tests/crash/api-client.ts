import { keyedHeaders } from "../api/harness";

/** What one call came back with: a status, or `undefined` when the server was not there to answer. */
export interface Answer {
  status: number | undefined;
  body: { response?: Record<string, unknown> } & Record<string, unknown>;
}

/** One logged-in member's session against a server at `url`, signing each call with the session's key. */
export class ApiClient {
  private session: { token: string; signingKey: string } | undefined;

  constructor(
    private readonly url: string,
    private readonly account: string,
    private readonly password: string,
  ) {}

  /** Logs in (again). Throws when the server answers anything but 200; a network failure gives false. */
  async login(): Promise<boolean> {
    const answer = await this.send("POST", "/api/auth/login", { account: this.account, password: this.password }, false);
    if (answer.status === undefined) return false;
    if (answer.status !== 200)
      throw new Error(`login of ${this.account} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const response = answer.body.response as { token: string; signingKey: string; passwordExpired: boolean };
    if (response.passwordExpired) throw new Error(`the password of ${this.account} has expired`);
    this.session = { token: response.token, signingKey: response.signingKey };
    return true;
  }

  get loggedIn(): boolean {
    return this.session !== undefined;
  }

  forgetSession(): void {
    this.session = undefined;
  }

  call(method: string, path: string, json?: unknown): Promise<Answer> {
    return this.send(method, path, json, true);
  }

  private async send(method: string, path: string, json: unknown, signed: boolean): Promise<Answer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const session = signed ? this.session : undefined;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (session) {
      headers.token = session.token;
      Object.assign(headers, keyedHeaders(session.signingKey, { method, url: path, ...(body === undefined ? {} : { body }) }));
    }
    let status: number;
    let text: string;
    try {
      const res = await fetch(`${this.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
      status = res.status;
      text = await res.text();
    } catch {
      // Refused, reset or cut off halfway: the server died under the request. Not acknowledged.
      return { status: undefined, body: {} };
    }
    try {
      return { status, body: text ? JSON.parse(text) : {} };
    } catch {
      return { status, body: { text } };
    }
  }
}
