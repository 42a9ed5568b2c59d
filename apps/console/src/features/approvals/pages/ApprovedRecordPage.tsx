import { ApprovalQueue } from "../components/ApprovalQueue";

/** Spec §2 approval page: queue record, approved. */
export default function ApprovedRecordPage() {
  return <ApprovalQueue queue="record" state="approved" route="teamApprovedRecord" />;
}
