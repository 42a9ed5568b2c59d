import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { overseenRecordsQuery, overseenSummaryQuery } from "../api/oversight";
import { MemberSummaryTable } from "../components/MemberSummaryTable";
import { OverseenRecordTable } from "../components/OverseenRecordTable";
import { RecordViewFilterBar } from "../components/RecordViewFilterBar";
import { StatusCounts } from "../components/StatusCounts";
import { useRecordView } from "../hooks/use-record-view";
import { withFilter } from "../logic/record-view-filters";

/**
 * /team/recordView: the records the manager may see (spec §6 viewing scope, the server's), filtered;
 * counts per status at the top, a summary per member, each record opening its preview.
 */
export default function RecordViewPage() {
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const view = useRecordView();
  const records = useQuery(overseenRecordsQuery(view.listParams)).data;
  const summary = useQuery(overseenSummaryQuery(view.summaryParams)).data;
  return (
    <PageFrame title={shell("pages.teamRecordView")} testId="record-view-page">
      <RecordViewFilterBar value={view.filters} onChange={view.setFilters} />
      <StatusCounts
        total={summary?.total}
        byStatus={summary?.byStatus}
        status={view.filters.status}
        onStatus={(status) => view.setFilters(withFilter(view.filters, "status", status))}
      />
      <OverseenRecordTable
        testId="record-view-list"
        rows={records?.rows}
        total={records?.total ?? 0}
        page={view.page}
        onPage={view.setPage}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t("oversight.perMember")}
      </Typography>
      <MemberSummaryTable members={summary?.members} />
    </PageFrame>
  );
}
