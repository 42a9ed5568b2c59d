import { FILE_SIZE_MB, TEMP_SAVE_SECONDS } from "@labledger/events/catalogue/settings-values";
import Divider from "@mui/material/Divider";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { ExportSettingsSection } from "../components/ExportSettingsSection";
import { NumberField, SelectField, SwitchField } from "../components/fields";
import { SettingsFrame } from "../components/SettingsFrame";
import { TeamPage } from "../components/TeamPage";
import { useSettingsDraft } from "../components/use-settings-draft";
import { useTeamAccess } from "../components/use-team-access";
import { parseExtensions, validExtension, validSizeLimit, validTempSaveTime } from "../logic/settings-form";

/** /team/otherSetting: the "other" section (project-main home, trace modification, auto-save, debugger, default language) and the files section. */
export default function OtherSettingPage() {
  const { t } = useTranslation("team");
  return (
    <TeamPage route="teamOtherSetting">
      <OtherSection />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" gutterBottom>
        {t("files.title")}
      </Typography>
      <FilesSection />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" gutterBottom>
        {t("exportSettings.title")}
      </Typography>
      <ExportSettingsSection />
    </TeamPage>
  );
}

function OtherSection() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const { query, draft, update, save } = useSettingsDraft("other");
  const disabled = !access.isAdmin;
  const tempSaveValid = draft ? validTempSaveTime(draft.tempSaveTime) : true;
  return (
    <SettingsFrame
      loading={!draft}
      error={query.error}
      onRetry={() => query.refetch()}
      canEdit={access.isAdmin}
      invalid={!tempSaveValid}
      onSave={() => save(draft!)}
      testId="other-form"
    >
      {draft && (
        <>
          <SwitchField
            label={t("other.projectMain")}
            checked={draft.projectMain}
            onChange={(projectMain) => update({ projectMain })}
            disabled={disabled}
            testId="other-projectMain"
          />
          <SwitchField
            label={t("other.debugger")}
            checked={draft.debugger}
            onChange={(value) => update({ debugger: value })}
            disabled={disabled}
            testId="other-debugger"
          />
          <SwitchField
            label={t("other.traceModification")}
            checked={draft.traceModification}
            onChange={(traceModification) => update({ traceModification })}
            // Spec §4: once opened (saved), the setting cannot be closed again.
            disabled={disabled || query.data?.traceModification === true}
            testId="other-traceModification"
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t("other.traceModificationHint")}
          </Typography>
          <NumberField
            label={t("other.tempSaveTime")}
            value={draft.tempSaveTime}
            min={TEMP_SAVE_SECONDS.min}
            max={TEMP_SAVE_SECONDS.max}
            onChange={(tempSaveTime) => update({ tempSaveTime })}
            disabled={disabled}
            error={tempSaveValid ? undefined : t("errors.tempSaveTime")}
            testId="other-tempSaveTime"
          />
          <SelectField
            label={t("other.defaultLanguage")}
            value={draft.defaultLanguage}
            onChange={(value) => update({ defaultLanguage: value as "zh-CN" | "en" })}
            options={[
              { value: "zh-CN", label: "简体中文" },
              { value: "en", label: "English" },
            ]}
            disabled={disabled}
            testId="other-defaultLanguage"
          />
        </>
      )}
    </SettingsFrame>
  );
}

function FilesSection() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const { query, draft, update, save } = useSettingsDraft("files");
  const disabled = !access.isAdmin;
  const [accept, setAccept] = useState("");
  const [imageAccept, setImageAccept] = useState("");
  useEffect(() => {
    if (query.data) {
      setAccept(query.data.accept.join(", "));
      setImageAccept(query.data.imageAccept.join(", "));
    }
  }, [query.data]);
  const acceptList = parseExtensions(accept);
  const imageList = parseExtensions(imageAccept);
  const acceptValid = acceptList.length <= 100 && acceptList.every(validExtension);
  const imageValid = imageList.length <= 100 && imageList.every(validExtension);
  const sizeValid = draft ? validSizeLimit(draft.sizeLimitMB) : true;
  return (
    <SettingsFrame
      loading={!draft}
      error={query.error}
      onRetry={() => query.refetch()}
      canEdit={access.isAdmin}
      invalid={!acceptValid || !imageValid || !sizeValid}
      onSave={() => save({ ...draft!, accept: acceptList, imageAccept: imageList })}
      testId="files-form"
    >
      {draft && (
        <>
          <SwitchField
            label={t("files.sizeLimitEnabled")}
            checked={draft.sizeLimitEnabled}
            onChange={(sizeLimitEnabled) => update({ sizeLimitEnabled })}
            disabled={disabled}
            testId="files-sizeLimitEnabled"
          />
          <NumberField
            label={t("files.sizeLimitMB")}
            value={draft.sizeLimitMB}
            step={0.1}
            min={FILE_SIZE_MB.min}
            max={FILE_SIZE_MB.max}
            onChange={(sizeLimitMB) => update({ sizeLimitMB })}
            disabled={disabled}
            error={sizeValid ? undefined : t("errors.sizeLimit")}
            testId="files-sizeLimitMB"
          />
          <TextField
            multiline
            minRows={2}
            size="small"
            label={t("files.accept")}
            value={accept}
            onChange={(e) => setAccept(e.target.value)}
            disabled={disabled}
            error={!acceptValid}
            helperText={acceptValid ? t("files.acceptHint") : t("errors.extensions")}
            data-testid="files-accept"
            sx={{ width: "100%", maxWidth: 720 }}
          />
          <TextField
            multiline
            minRows={2}
            size="small"
            label={t("files.imageAccept")}
            value={imageAccept}
            onChange={(e) => setImageAccept(e.target.value)}
            disabled={disabled}
            error={!imageValid}
            helperText={imageValid ? t("files.acceptHint") : t("errors.extensions")}
            data-testid="files-imageAccept"
            sx={{ width: "100%", maxWidth: 720 }}
          />
        </>
      )}
    </SettingsFrame>
  );
}
