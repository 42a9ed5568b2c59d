import { EXPORT_LIMITS } from "@labledger/events/catalogue/settings-values";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { inRange } from "../logic/settings-form";
import { NumberField, SwitchField } from "./fields";
import { SettingsFrame } from "./SettingsFrame";
import { useSettingsDraft } from "./use-settings-draft";
import { useTeamAccess } from "./use-team-access";

const LIMITED = ["bulkMax", "downloadTimes", "validityDays"] as const;

/** The export section (spec §6 export-times quota, §9 export downloads): approval, records per export, monthly quota, downloads and validity. */
export function ExportSettingsSection() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const { query, draft, update, save } = useSettingsDraft("export");
  const disabled = !access.isAdmin;
  const range = (r: { min: number; max: number }) => t("exportSettings.between", r);
  const quotaOk = !draft || draft.monthlyQuota === null || inRange(EXPORT_LIMITS.monthlyQuota, draft.monthlyQuota);
  const invalid = !draft || !quotaOk || LIMITED.some((key) => !inRange(EXPORT_LIMITS[key], draft[key]));
  return (
    <SettingsFrame
      loading={!draft}
      error={query.error}
      onRetry={() => query.refetch()}
      canEdit={access.isAdmin}
      invalid={invalid}
      onSave={() => save(draft!)}
      testId="export-settings-form"
    >
      <Typography color="text.secondary">{t("exportSettings.hint")}</Typography>
      {draft && (
        <>
          <SwitchField
            label={t("exportSettings.requireApproval")}
            checked={draft.requireApproval}
            onChange={(requireApproval) => update({ requireApproval })}
            disabled={disabled}
            testId="export-settings-requireApproval"
          />
          {LIMITED.map((key) => (
            <NumberField
              key={key}
              label={t(`exportSettings.${key}`)}
              value={draft[key]}
              onChange={(value) => update({ [key]: value })}
              disabled={disabled}
              {...(inRange(EXPORT_LIMITS[key], draft[key]) ? {} : { error: range(EXPORT_LIMITS[key]) })}
              min={EXPORT_LIMITS[key].min}
              max={EXPORT_LIMITS[key].max}
              testId={`export-settings-${key}`}
            />
          ))}
          <SwitchField
            label={t("exportSettings.quotaOn")}
            checked={draft.monthlyQuota !== null}
            onChange={(on) => update({ monthlyQuota: on ? 100 : null })}
            disabled={disabled}
            testId="export-settings-quotaOn"
          />
          {draft.monthlyQuota !== null && (
            <NumberField
              label={t("exportSettings.monthlyQuota")}
              value={draft.monthlyQuota}
              onChange={(monthlyQuota) => update({ monthlyQuota })}
              disabled={disabled}
              {...(quotaOk ? {} : { error: range(EXPORT_LIMITS.monthlyQuota) })}
              min={EXPORT_LIMITS.monthlyQuota.min}
              max={EXPORT_LIMITS.monthlyQuota.max}
              testId="export-settings-monthlyQuota"
            />
          )}
        </>
      )}
    </SettingsFrame>
  );
}
