import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { TableList } from "../components/TableList";

/** /resource/commonList/multiListInfo: the team's multi-level tables (issue 17). */
export default function MultiLevelTablesPage() {
  const { t: shell } = useTranslation();
  return (
    <PageFrame title={shell("pages.commonList_multiListInfo")} testId="multi-level-tables-page">
      <TableList kind="multi" />
    </PageFrame>
  );
}
