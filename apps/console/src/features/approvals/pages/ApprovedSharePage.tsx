import { ShareQueue } from "../components/ShareQueue";

/** Spec §2 /team/approvedShareRecord: shares I decided. */
export default function ApprovedSharePage() {
  return <ShareQueue state="approved" route="teamApprovedShareRecord" />;
}
