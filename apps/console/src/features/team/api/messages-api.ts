import type { Message } from "@labledger/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";

export type { Message };

/** The newest position this page wrote: the list reads its own writes (?position=). */
let lastPosition = 0;

export const messagesQuery = (params: { pageIndex: number; unread: boolean }) =>
  queryOptions({
    queryKey: ["messages", "list", params],
    queryFn: async () => {
      const query = `pageIndex=${params.pageIndex}&pageSize=10${params.unread ? "&unread=true" : ""}&position=${lastPosition}`;
      const envelope = await call("GET", `/messages?${query}`, { quiet: true });
      return { rows: (envelope.rows ?? []) as Message[], total: envelope.total ?? 0 };
    },
  });

/** Marks messages read; the next list reads the change back. */
export async function markRead(messageIds: readonly string[]): Promise<void> {
  const envelope = await call("POST", "/messages/read", { body: { messageIds } });
  lastPosition = Math.max(lastPosition, (envelope.response as { position: number }).position);
}
