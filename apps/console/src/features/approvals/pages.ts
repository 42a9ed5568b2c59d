import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Approval queues and flows (spec §2 /team/record, /team/approvedRecord, /team/recall, /team/approvedRecall, /team/process). */
export const approvalPages: FeaturePages = {
  teamRecordApproval: lazyPage(() => import("./pages/RecordApprovalPage")),
  teamApprovedRecord: lazyPage(() => import("./pages/ApprovedRecordPage")),
  teamRecall: lazyPage(() => import("./pages/RecallApprovalPage")),
  teamApprovedRecall: lazyPage(() => import("./pages/ApprovedRecallPage")),
  teamProcess: lazyPage(() => import("./pages/ProcessPage")),
  teamApprovingRecord: lazyPage(() => import("./pages/ShareApprovalPage")),
  teamApprovedShareRecord: lazyPage(() => import("./pages/ApprovedSharePage")),
};
