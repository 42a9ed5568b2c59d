import { ApplicationsTable } from "../components/ApplicationsTable";

/** Spec §2 resource sharing: resourceAllApply. */
export default function AppliedAllPage() {
  return <ApplicationsTable route="resourceAllApply" today={false} />;
}
