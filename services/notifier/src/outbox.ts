import { join } from "node:path";
import { MailboxOutbox, type Outbox } from "./mailbox";
import { SmtpOutbox } from "./smtp-outbox";

/** SMTP when LABLEDGER_SMTP_URL is set, else the local mailbox under the data directory. */
export function outboxFrom(
  env: { readonly LABLEDGER_SMTP_URL?: string; readonly LABLEDGER_MAIL_FROM?: string; readonly LABLEDGER_MAIL_DOMAIN?: string },
  dataDir: string,
): Outbox {
  if (!env.LABLEDGER_SMTP_URL) return new MailboxOutbox(join(dataDir, "mailbox"));
  return new SmtpOutbox({
    url: env.LABLEDGER_SMTP_URL,
    from: env.LABLEDGER_MAIL_FROM || "LabLedger <labledger@localhost>",
    domain: env.LABLEDGER_MAIL_DOMAIN || "localhost",
  });
}
