import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PageFrame } from "./PageFrame";

/** Shown in place of a gated page the user may not open (spec §2, §6). */
export default function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("noAccess.title")} testId="no-access-page">
      <Typography>{t("noAccess.body")}</Typography>
    </PageFrame>
  );
}
