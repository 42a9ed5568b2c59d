import { EXPORT_LIMITS } from "@labledger/events/catalogue/settings-values";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { NumberField, SwitchField } from "./fields";
import { SettingsFrame } from "./SettingsFrame";
import { useSettingsDraft } from "./use-settings-draft";
import { useTeamAccess } from "./use-team-access";

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;
const LIMITED = ["bulkMax", "downloadTimes", "validityDays"] as const;

/** The export section (spec §6 export-times quota, §9 export downloads): approval, records per export, monthly quota, downloads and validity. */
export function ExportSettingsSection() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const { query, draft, update, save } = useSettingsDraft("export");
  const disabled = !access.isAdmin;
  const range = (r: { min: number; max: number }) => t("exportSettings.between", r);
  const quotaOk = !draft || draft.monthlyQuota === null || within(draft.monthlyQuota, EXPORT_LIMITS.monthlyQuota);
  const invalid = !draft || !quotaOk || LIMITED.some((key) => !within(draft[key], EXPORT_LIMITS[key]));
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
              {...(within(draft[key], EXPORT_LIMITS[key]) ? {} : { error: range(EXPORT_LIMITS[key]) })}
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
