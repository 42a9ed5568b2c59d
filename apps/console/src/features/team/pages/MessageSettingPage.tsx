import { REMINDER_LIMITS } from "@labledger/events/catalogue/settings-values";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { Reminder } from "../api/types";
import { NumberField, SelectField, SwitchField } from "../components/fields";
import { SettingsFrame } from "../components/SettingsFrame";
import { TeamPage } from "../components/TeamPage";
import { useSettingsDraft } from "../components/use-settings-draft";
import { useTeamAccess } from "../components/use-team-access";
import { inRange, validReminder, validReminderTime } from "../logic/settings-form";

const NOTIFY = ["approvalRequested", "approvalDecided", "shared", "taskAssigned"] as const;

/** /team/messageSetting: reminders (spec §9 send cycles) for delayed submission and pending review, and notifications. */
export default function MessageSettingPage() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const { query, draft, update, save } = useSettingsDraft("messages");
  const disabled = !access.isAdmin;
  const invalid = draft ? !validReminder(draft.delayedSubmission) || !validReminder(draft.pendingReview) : true;
  return (
    <TeamPage route="teamMessageSetting">
      <SettingsFrame
        loading={!draft}
        error={query.error}
        onRetry={() => query.refetch()}
        canEdit={access.isAdmin}
        invalid={invalid}
        onSave={() => save(draft!)}
        testId="message-form"
      >
        {draft && (
          <>
            {(["delayedSubmission", "pendingReview"] as const).map((key) => (
              <ReminderEditor
                key={key}
                name={key}
                value={draft[key]}
                disabled={disabled}
                onChange={(value) => update({ [key]: value })}
              />
            ))}
            <Divider />
            <Typography variant="subtitle1">{t("messageSetting.notifyTitle")}</Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap" }}>
              {NOTIFY.map((key) => (
                <SwitchField
                  key={key}
                  label={t(`messageSetting.notify.${key}`)}
                  checked={draft.notify[key]}
                  onChange={(checked) => update({ notify: { ...draft.notify, [key]: checked } })}
                  disabled={disabled}
                  testId={`messages-notify-${key}`}
                />
              ))}
            </Stack>
            <SwitchField
              label={t("messageSetting.byEmail")}
              checked={draft.byEmail}
              onChange={(byEmail) => update({ byEmail })}
              disabled={disabled}
              testId="messages-byEmail"
            />
          </>
        )}
      </SettingsFrame>
    </TeamPage>
  );
}

function ReminderEditor(props: { name: string; value: Reminder; disabled: boolean; onChange: (value: Reminder) => void }) {
  const { t } = useTranslation("team");
  const { value, disabled } = props;
  const set = (changes: Partial<Reminder>) => props.onChange({ ...value, ...changes });
  const id = `messages-${props.name}`;
  return (
    <Stack spacing={1.5} data-testid={id}>
      <Typography variant="subtitle1">{t(`messageSetting.${props.name}`)}</Typography>
      <SwitchField
        label={t("messageSetting.enabled")}
        checked={value.enabled}
        onChange={(enabled) => set({ enabled })}
        disabled={disabled}
        testId={`${id}-enabled`}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
        <SelectField
          label={t("messageSetting.cycle")}
          value={value.cycle}
          onChange={(cycle) => set({ cycle: cycle as Reminder["cycle"] })}
          options={(["daily", "weekly", "monthly"] as const).map((c) => ({ value: c, label: t(`messageSetting.cycles.${c}`) }))}
          disabled={disabled}
          testId={`${id}-cycle`}
        />
        {value.cycle === "weekly" && (
          <SelectField
            label={t("messageSetting.weekday")}
            value={String(value.weekday)}
            onChange={(weekday) => set({ weekday: Number(weekday) })}
            options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: String(d), label: t(`messageSetting.weekdays.${d}`) }))}
            disabled={disabled}
            testId={`${id}-weekday`}
          />
        )}
        {value.cycle === "monthly" && (
          <NumberField
            label={t("messageSetting.dayOfMonth")}
            value={value.dayOfMonth}
            min={REMINDER_LIMITS.dayOfMonth.min}
            max={REMINDER_LIMITS.dayOfMonth.max}
            onChange={(dayOfMonth) => set({ dayOfMonth })}
            disabled={disabled}
            error={inRange(REMINDER_LIMITS.dayOfMonth, value.dayOfMonth) ? undefined : t("errors.dayOfMonth")}
            testId={`${id}-dayOfMonth`}
          />
        )}
        <TextField
          size="small"
          type="time"
          label={t("messageSetting.time")}
          value={value.time}
          onChange={(e) => set({ time: e.target.value })}
          disabled={disabled}
          error={!validReminderTime(value.time)}
          helperText={!validReminderTime(value.time) ? t("errors.reminderTime") : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          data-testid={`${id}-time`}
        />
        <NumberField
          label={t("messageSetting.afterDays")}
          value={value.afterDays}
          min={REMINDER_LIMITS.afterDays.min}
          max={REMINDER_LIMITS.afterDays.max}
          onChange={(afterDays) => set({ afterDays })}
          disabled={disabled}
          error={inRange(REMINDER_LIMITS.afterDays, value.afterDays) ? undefined : t("errors.afterDays")}
          testId={`${id}-afterDays`}
        />
      </Stack>
    </Stack>
  );
}
