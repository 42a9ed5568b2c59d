import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Email {
  readonly messageId: string;
  /** The account the mail is for (members have no e-mail address of their own yet). */
  readonly account: string;
  readonly subject: string;
  readonly text: string;
}

/** Where e-mails go: a local mailbox in embedded mode (SMTP comes as another outbox). */
export interface Outbox {
  readonly kind: string;
  send(email: Email): Promise<void>;
}

/**
 * One RFC 5322 file per message under `<dir>/<account>/<messageId>.eml`, written to a temporary
 * name and renamed: sending the same message again replaces it, so a replay after a crash
 * never delivers twice.
 */
export class MailboxOutbox implements Outbox {
  readonly kind = "mailbox";
  constructor(private readonly dir: string) {}

  async send(email: Email): Promise<void> {
    const folder = join(this.dir, email.account.replace(/[^A-Za-z0-9._-]/g, "_"));
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${email.messageId}.eml`);
    const encoded = (text: string) => `=?UTF-8?B?${Buffer.from(text, "utf8").toString("base64")}?=`;
    const mail = [
      "From: LabLedger <labledger@localhost>",
      `To: ${email.account}`,
      `Subject: ${encoded(email.subject)}`,
      `Message-ID: <${email.messageId}@labledger>`,
      `Date: ${new Date().toUTCString()}`,
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from(email.text, "utf8").toString("base64"),
      "",
    ].join("\r\n");
    writeFileSync(`${file}.tmp`, mail);
    renameSync(`${file}.tmp`, file);
  }
}
