import { queryOptions } from "@tanstack/react-query";
import { MESSAGE_COUNTS_POLL_MS } from "../app/constants";
import { getResponse, getRows } from "./api-client";
import type { Me, MessageCounts, OtherSettings, PermissionItem, WatermarkConfig } from "./api-types";

export const meQuery = queryOptions({ queryKey: ["me"], queryFn: () => getResponse<Me>("/auth/me") });

export const permissionsQuery = queryOptions({
  queryKey: ["permissions", "me"],
  queryFn: () => getRows<PermissionItem>("/permissions/me"),
});

export const otherSettingsQuery = queryOptions({
  queryKey: ["settings", "other"],
  queryFn: () => getResponse<OtherSettings>("/settings/other"),
});

export const watermarkQuery = queryOptions({
  queryKey: ["settings", "watermark"],
  queryFn: () => getResponse<WatermarkConfig>("/settings/watermark", { quiet: true }),
});

export const messageCountsQuery = queryOptions({
  queryKey: ["messages", "counts"],
  queryFn: () => getResponse<MessageCounts>("/messages/counts", { quiet: true }),
  refetchInterval: MESSAGE_COUNTS_POLL_MS,
});
