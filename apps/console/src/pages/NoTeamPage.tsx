import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PageFrame } from "./PageFrame";

/** Where non-group users land when they open a team path (spec §2). */
export default function NoTeamPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("pages.noTeam")} testId="no-team-page">
      <Typography>{t("noTeam.body")}</Typography>
    </PageFrame>
  );
}
