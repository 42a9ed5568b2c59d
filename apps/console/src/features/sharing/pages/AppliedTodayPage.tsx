import { ApplicationsTable } from "../components/ApplicationsTable";

/** Spec §2 resource sharing: resourceTodayApply. */
export default function AppliedTodayPage() {
  return <ApplicationsTable route="resourceTodayApply" today />;
}
