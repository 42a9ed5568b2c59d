import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { Message } from "../api/messages-api";

/** A message in words, in the reader's language: what happened to which record, or how many wait (reminders). */
export function useMessageWords(): (message: Pick<Message, "kind" | "number" | "title" | "version" | "detail">) => string {
  const { t } = useTranslation("team");
  return (message) =>
    t(`messages.kind.${message.kind}`, {
      number: message.number ?? "",
      title: message.title ?? "",
      version: message.version ?? 0,
      count: Number(message.detail ?? 0),
      detail: t(`messages.detail.${message.detail ?? "none"}`, { defaultValue: "" }),
    });
}
