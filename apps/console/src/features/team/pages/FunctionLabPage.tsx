import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { SwitchField } from "../components/fields";
import { SettingsFrame } from "../components/SettingsFrame";
import { TeamPage } from "../components/TeamPage";
import { useSettingsDraft } from "../components/use-settings-draft";
import { useTeamAccess } from "../components/use-team-access";

const SWITCHES = ["enabled", "helmMode", "compoundExport", "structurePush", "spreadsheetProDisplay"] as const;

/** /team/functionLab: the spec §6 admin switches (function lab, HELM mode, compound export, structure push, spreadsheet PRO). */
export default function FunctionLabPage() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const { query, draft, update, save } = useSettingsDraft("functionLab");
  return (
    <TeamPage route="teamFunctionLab">
      <SettingsFrame
        loading={!draft}
        error={query.error}
        onRetry={() => query.refetch()}
        canEdit={access.isAdmin}
        invalid={false}
        onSave={() => save(draft!)}
        testId="function-lab-form"
      >
        <Typography color="text.secondary">{t("functionLab.hint")}</Typography>
        {draft &&
          SWITCHES.map((key) => (
            <SwitchField
              key={key}
              label={t(`functionLab.${key}`)}
              checked={draft[key]}
              onChange={(checked) => update({ [key]: checked })}
              disabled={!access.isAdmin}
              testId={`function-lab-${key}`}
            />
          ))}
      </SettingsFrame>
    </TeamPage>
  );
}
