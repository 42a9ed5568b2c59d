import type { MessageCounts } from "../transport/api-types";

export interface BellLink {
  /** Label key under `bell`. */
  readonly key: keyof MessageCounts;
  readonly to: string;
}

/** Spec §2: the seven bell counts and where each leads. */
export const BELL_LINKS: readonly BellLink[] = [
  { key: "unreadMessageCount", to: "/team" },
  { key: "approvingExpCount", to: "/team/record" },
  { key: "approvingShareExpCount", to: "/team/approvingRecord" },
  { key: "approvingReportCount", to: "/team/export" },
  { key: "approvingTempShareCount", to: "/team/publish" },
  { key: "sampleTestCount", to: "/sampleCenter/sampleTestTask" },
  { key: "recordCallExameCount", to: "/team/recall" },
];

export function totalCount(counts: MessageCounts | undefined): number {
  return counts ? BELL_LINKS.reduce((sum, link) => sum + (counts[link.key] ?? 0), 0) : 0;
}
