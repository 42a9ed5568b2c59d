import { ApprovalQueue } from "../components/ApprovalQueue";

/** Spec §2 approval page: queue recall, pending. */
export default function RecallApprovalPage() {
  return <ApprovalQueue queue="recall" state="pending" route="teamRecall" />;
}
