import type { Message } from "@labledger/contracts";
import { useTranslation } from "react-i18next";

/** A message in words, in the reader's language: what happened to which record, or how many wait (reminders). */
export function useMessageWords(): (
  message: Pick<Message, "kind" | "number" | "title" | "version" | "detail" | "authorName" | "moduleTitle">,
) => string {
  const { t } = useTranslation();
  return (message) =>
    // A mention on a module names it; one on the record's own thread does not.
    t(`messageWords.kind.${message.kind}${message.kind === "commentMentioned" && message.moduleTitle ? "OnModule" : ""}`, {
      author: message.authorName ?? "",
      module: message.moduleTitle ?? "",
      number: message.number ?? "",
      title: message.title ?? "",
      version: message.version ?? 0,
      count: Number(message.detail ?? 0),
      detail: t(`messageWords.detail.${message.detail ?? "none"}`, { defaultValue: "" }),
    });
}
