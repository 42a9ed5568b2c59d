import { ExportQueue } from "../components/ExportQueue";

/** /team/approvedExport — the exports I approved or rejected. */
export default function ApprovedExportPage() {
  return <ExportQueue state="decided" route="teamApprovedExport" />;
}
