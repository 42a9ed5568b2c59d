import { createTransport, type Transporter } from "nodemailer";
import type { Email, Outbox } from "./mailbox";

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://… (LABLEDGER_SMTP_URL). */
  readonly url: string;
  /** The sender (LABLEDGER_MAIL_FROM). */
  readonly from: string;
  /** Members' addresses are `<account>@<domain>` (LABLEDGER_MAIL_DOMAIN) until profiles carry their own. */
  readonly domain: string;
}

/**
 * E-mail through an SMTP server. A message resent after a crash carries the same Message-ID,
 * so mail clients show it once.
 */
export class SmtpOutbox implements Outbox {
  readonly kind = "smtp";
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = createTransport(settings.url);
  }

  async send(email: Email): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to: `${email.account}@${this.settings.domain}`,
      subject: email.subject,
      text: email.text,
      messageId: `<${email.messageId}@labledger>`,
    });
  }

  close(): void {
    this.transport.close();
  }
}
