import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { ExperimentTable } from "./ExperimentTable";
import { MyTaskTable } from "./MyTaskTable";

/** /project/{overdue}: the member's overdue tasks and overdue records. */
export function OverdueLists() {
  const { t } = useTranslation("projects");
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {t("overdue.tasks")}
      </Typography>
      <MyTaskTable overdueOnly testId="overdue-tasks" />
      <Typography variant="subtitle1" sx={{ mt: 3 }}>
        {t("overdue.records")}
      </Typography>
      <ExperimentTable filters={{ overdue: true }} testId="overdue-records" />
    </>
  );
}
