import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { meQuery } from "../transport/queries";
import { PageFrame } from "./PageFrame";

/** The user centre of members outside a group (group members use /team/member/record/{id}). */
export default function UserCentrePage() {
  const { t } = useTranslation();
  const { data: me } = useQuery(meQuery);
  return (
    <PageFrame title={t("pages.userCentre")} testId="user-centre-page">
      <Typography>{t("userCentre.name", { name: me?.realName ?? "" })}</Typography>
      <Typography>{t("userCentre.account", { account: me?.account ?? "" })}</Typography>
      <Typography>{t("userCentre.department", { department: me?.department?.name ?? "—" })}</Typography>
    </PageFrame>
  );
}
