import { SharesTable } from "../components/SharesTable";

/** Spec §2 resource sharing: resourceShare. */
export default function MySharesPage() {
  return <SharesTable route="resourceShare" list="mine" />;
}
