import { ApprovalQueue } from "../components/ApprovalQueue";

/** Spec §2 approval page: queue record, pending. */
export default function RecordApprovalPage() {
  return <ApprovalQueue queue="record" state="pending" route="teamRecordApproval" />;
}
