import { SharesTable } from "../components/SharesTable";

/** Spec §2 resource sharing: resourceTodayShare. */
export default function SharedTodayPage() {
  return <SharesTable route="resourceTodayShare" list="withMeToday" />;
}
