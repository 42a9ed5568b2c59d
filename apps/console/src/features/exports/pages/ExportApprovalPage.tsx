import { ExportQueue } from "../components/ExportQueue";

/** /team/export — exports waiting for my approval. */
export default function ExportApprovalPage() {
  return <ExportQueue state="pending" route="teamExport" />;
}
