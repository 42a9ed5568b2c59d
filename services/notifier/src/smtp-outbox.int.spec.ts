import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpOutbox } from "./smtp-outbox";

/** A real SMTP server on loopback that keeps what it receives. */
describe("e-mail through SMTP (issue 7)", () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends to <account>@<domain> from the configured sender, with the message's id and a UTF-8 subject", async () => {
    const outbox = new SmtpOutbox({
      url: `smtp://127.0.0.1:${port}`,
      from: "LabLedger <eln@lab.example>",
      domain: "lab.example",
    });
    await outbox.send({
      messageId: "m1",
      account: "li.qa",
      subject: "LabLedger: 记录 N1 待您审批",
      text: "请登录 LabLedger 查看。\n",
    });
    outbox.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "eln@lab.example", to: ["li.qa@lab.example"] });
    expect(received[0]!.raw).toContain("Message-ID: <m1@labledger>");
    expect(received[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);
  });
});
