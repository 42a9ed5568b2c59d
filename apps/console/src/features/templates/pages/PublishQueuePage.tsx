import { PublishQueue } from "../components/PublishQueue";

/** Spec §2 /team/publish: template publish requests waiting for me. */
export default function PublishQueuePage() {
  return <PublishQueue state="pending" route="teamPublish" />;
}
