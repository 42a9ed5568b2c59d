import { PublishQueue } from "../components/PublishQueue";

/** Spec §2 /team/approvedPublish: the template publish requests I decided. */
export default function ApprovedPublishPage() {
  return <PublishQueue state="approved" route="teamApprovedPublish" />;
}
