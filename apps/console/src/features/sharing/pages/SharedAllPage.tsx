import { SharesTable } from "../components/SharesTable";

/** Spec §2 resource sharing: resourceAllShare. */
export default function SharedAllPage() {
  return <SharesTable route="resourceAllShare" list="withMe" />;
}
