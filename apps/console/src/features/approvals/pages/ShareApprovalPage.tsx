import { ShareQueue } from "../components/ShareQueue";

/** Spec §2 /team/approvingRecord: shares waiting for my decision. */
export default function ShareApprovalPage() {
  return <ShareQueue state="pending" route="teamApprovingRecord" />;
}
