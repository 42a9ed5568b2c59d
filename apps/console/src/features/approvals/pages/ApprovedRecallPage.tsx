import { ApprovalQueue } from "../components/ApprovalQueue";

/** Spec §2 approval page: queue recall, approved. */
export default function ApprovedRecallPage() {
  return <ApprovalQueue queue="recall" state="approved" route="teamApprovedRecall" />;
}
