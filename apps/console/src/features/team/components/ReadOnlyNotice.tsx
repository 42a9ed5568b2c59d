import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";

/** Said when the session may look but not change: the edit controls are hidden. */
export function ReadOnlyNotice({ reason }: { reason: "admin" | "permission" }) {
  const { t } = useTranslation("team");
  return (
    <Alert severity="info" data-testid="team-read-only" sx={{ mb: 2 }}>
      {t(reason === "admin" ? "common.readOnlyAdmin" : "common.readOnlyPermission")}
    </Alert>
  );
}
