import { MEANINGS_OF_ACT } from "@labledger/domain/approval/signature-meanings";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageDialog } from "../shell/header/LanguageDialog";
import { meQuery } from "../transport/queries";
import { PasswordChangeForm } from "../ui/PasswordChangeForm";
import { showToast } from "../ui/toast-store";
import { PageFrame } from "./PageFrame";

const MEANINGS = [...new Set([...MEANINGS_OF_ACT.signModule, ...Object.values(MEANINGS_OF_ACT).flat()])];

/** The avatar's page: who I am, my language, my password, and what each signature meaning says (21 CFR 11.50). */
export default function UserCentrePage() {
  const { t } = useTranslation();
  const { data: me } = useQuery(meQuery);
  const [languageOpen, setLanguageOpen] = useState(false);
  return (
    <PageFrame title={t("pages.userCentre")} testId="user-centre-page">
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <Stack spacing={0.5} data-testid="user-centre-profile">
          <Typography variant="h6">{t("userCentre.profile")}</Typography>
          <Typography>{t("userCentre.name", { name: me?.realName ?? "" })}</Typography>
          <Typography>{t("userCentre.account", { account: me?.account ?? "" })}</Typography>
          <Typography>{t("userCentre.department", { department: me?.department?.name ?? "—" })}</Typography>
        </Stack>
        <Divider />
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <Typography variant="h6">{t("language.title")}</Typography>
          <Typography>{t("userCentre.languageNow", { language: t(`language.${me?.settings?.language ?? "zh-CN"}`) })}</Typography>
          <Button variant="outlined" onClick={() => setLanguageOpen(true)} data-testid="user-centre-language">
            {t("userCentre.changeLanguage")}
          </Button>
        </Stack>
        <Divider />
        <Stack spacing={1}>
          <Typography variant="h6">{t("password.submit")}</Typography>
          <PasswordChangeForm onChanged={() => showToast(t("password.changed"), "success")} />
        </Stack>
        <Divider />
        <Stack spacing={1} data-testid="user-centre-meanings">
          <Typography variant="h6">{t("userCentre.meaningsTitle")}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t("signature.notice")}
          </Typography>
          {MEANINGS.map((meaning) => (
            <Typography key={meaning} variant="body2">
              <strong>{t(`signature.meanings.${meaning}`)}</strong>
              {t("userCentre.meaningSeparator")}
              {t(`userCentre.meaningHelp.${meaning}`)}
            </Typography>
          ))}
        </Stack>
      </Stack>
      {languageOpen && <LanguageDialog open onClose={() => setLanguageOpen(false)} />}
    </PageFrame>
  );
}
