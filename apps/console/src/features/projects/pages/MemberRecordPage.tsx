import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { memberRecordsQuery, overseenMemberQuery } from "../api/oversight";
import { OverseenRecordTable } from "../components/OverseenRecordTable";
import { RecordViewFilterBar } from "../components/RecordViewFilterBar";
import { Refusal } from "../components/Refusal";
import { StatusCounts } from "../components/StatusCounts";
import { useRecordView } from "../hooks/use-record-view";
import { withFilter } from "../logic/record-view-filters";

/**
 * /team/member/record/{id}: one member's records, their name and department at the top, for whoever
 * may view that member's records ("viewing members' experiments", or the member); others read the refusal.
 */
export default function MemberRecordPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const view = useRecordView();
  const member = useQuery(overseenMemberQuery(id));
  const records = useQuery({ ...memberRecordsQuery(id, view.listParams), enabled: member.isSuccess });
  if (member.isError)
    return (
      <PageFrame title={shell("pages.teamMemberRecord")} testId="member-record-page">
        <Refusal error={member.error} testId="member-records-refused" />
      </PageFrame>
    );
  return (
    <PageFrame title={shell("pages.teamMemberRecord")} testId="member-record-page">
      <Typography variant="h6" component="h2" data-testid="member-heading">
        {member.data
          ? t("oversight.memberHeading", { name: member.data.realName, department: member.data.departmentName || "—" })
          : ""}
      </Typography>
      <RecordViewFilterBar value={view.filters} onChange={view.setFilters} hideMember />
      <StatusCounts
        total={member.data?.total}
        byStatus={member.data?.byStatus}
        status={view.filters.status}
        onStatus={(status) => view.setFilters(withFilter(view.filters, "status", status))}
      />
      <OverseenRecordTable
        testId="member-record-list"
        rows={records.data?.rows}
        total={records.data?.total ?? 0}
        page={view.page}
        onPage={view.setPage}
        hideOwner
      />
    </PageFrame>
  );
}
