import Link from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import type { OverseenSummary } from "../api/oversight";
import { type Column, PagedTable } from "./PagedTable";

type MemberRow = OverseenSummary["members"][number] & { id: string };

/** Per member whose records match: records, waiting for review, approved, overdue; the name opens their records. */
export function MemberSummaryTable({ members }: { members: OverseenSummary["members"] | undefined }) {
  const { t } = useTranslation("projects");
  const rows = members?.map((m) => ({ ...m, id: m.memberId }));
  const columns: Column<MemberRow>[] = [
    {
      key: "name",
      header: t("oversight.member"),
      cell: (m) => (
        <Link
          component={RouterLink}
          to={`/team/member/record/${encodeURIComponent(m.memberId)}`}
          data-testid="member-records-link"
        >
          {m.name}
        </Link>
      ),
    },
    { key: "department", header: t("oversight.department"), cell: (m) => m.departmentName },
    { key: "records", header: t("oversight.records"), cell: (m) => m.records },
    { key: "submitted", header: t("recordStatus.submitted"), cell: (m) => m.submitted },
    { key: "approved", header: t("recordStatus.approved"), cell: (m) => m.approved },
    { key: "overdue", header: t("task.overdue"), cell: (m) => m.overdue },
  ];
  return (
    <PagedTable
      testId="member-summary"
      columns={columns}
      rows={rows}
      total={rows?.length ?? 0}
      pageIndex={1}
      pageSize={rows?.length ?? 0}
      rowTestId={(m) => ({ "data-testid": `member-summary-${m.name}` })}
    />
  );
}
