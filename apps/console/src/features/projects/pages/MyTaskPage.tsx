import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { MyTaskTable } from "../components/MyTaskTable";

/** /team/myTask: the tasks the member owns or is assigned to, overdue ones marked; or only the overdue ones. */
export default function MyTaskPage() {
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const [overdueOnly, setOverdueOnly] = useState(false);
  return (
    <PageFrame title={shell("pages.teamMyTask")} testId="my-task-page">
      <FormControlLabel
        control={
          <Switch checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)} data-testid="my-task-overdue-switch" />
        }
        label={t("overdue.only")}
      />
      <MyTaskTable overdueOnly={overdueOnly} testId="my-task-list" />
    </PageFrame>
  );
}
