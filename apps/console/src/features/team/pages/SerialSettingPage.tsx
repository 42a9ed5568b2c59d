import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { showToast } from "../../../ui/toast-store";
import "../i18n/catalogue";
import { numberingRulesQuery, setNumberingRule, teamKeys } from "../api/team-api";
import type { NumberingRule, NumberingRuleRow } from "../api/types";
import { NumberField, SelectField } from "../components/fields";
import { LoadError } from "../components/LoadError";
import { ReadOnlyNotice } from "../components/ReadOnlyNotice";
import { TeamPage } from "../components/TeamPage";
import { useTeamAccess } from "../components/use-team-access";
import { MAX_SERIAL_DIGITS, ruleBody, validateNumberingRule } from "../logic/numbering";

/** /team/serialSetting: the numbering rule of each target, with the example number the server makes from it. */
export default function SerialSettingPage() {
  const access = useTeamAccess();
  const rules = useQuery(numberingRulesQuery);
  return (
    <TeamPage route="teamSerialSetting">
      {!access.isAdmin && access.ready && <ReadOnlyNotice reason="admin" />}
      {rules.error ? (
        <LoadError error={rules.error} onRetry={() => rules.refetch()} />
      ) : !rules.data ? (
        <CircularProgress size={28} />
      ) : (
        <Stack spacing={2}>
          {rules.data.map((row) => (
            <RuleEditor key={row.target} row={row} canEdit={access.isAdmin} />
          ))}
        </Stack>
      )}
    </TeamPage>
  );
}

function RuleEditor({ row, canEdit }: { row: NumberingRuleRow; canEdit: boolean }) {
  const { t } = useTranslation("team");
  const queryClient = useQueryClient();
  const toRule = (r: NumberingRuleRow): NumberingRule => ({
    target: r.target,
    prefix: r.prefix,
    relatedKey: r.relatedKey,
    dateFormat: r.dateFormat,
    serialDigits: r.serialDigits,
    mode: r.mode,
  });
  const [rule, setRule] = useState<NumberingRule>(() => toRule(row));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form when the server's rule changes
  useEffect(() => setRule(toRule(row)), [JSON.stringify(row)]);
  const errors = validateNumberingRule(rule);
  const set = (changes: Partial<NumberingRule>) => setRule((r) => ({ ...r, ...changes }));
  const id = `serial-${row.target}`;
  const save = async () => {
    await setNumberingRule(ruleBody(rule));
    await queryClient.invalidateQueries({ queryKey: teamKeys.numbering });
    showToast(t("common.saved"), "success");
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={id}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Typography variant="h6">{t(`serial.targets.${row.target}`)}</Typography>
        {row.isDefault && <Chip size="small" label={t("serial.isDefault")} />}
        <Box sx={{ flex: 1 }} />
        <Typography color="text.secondary">{t("serial.example")}</Typography>
        <Typography variant="h6" component="span" sx={{ fontFamily: "monospace" }} data-testid={`${id}-example`}>
          {row.example}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-start" }}>
        <TextField
          size="small"
          label={t("serial.prefix")}
          value={rule.prefix}
          onChange={(e) => set({ prefix: e.target.value })}
          disabled={!canEdit}
          error={Boolean(errors.prefix)}
          helperText={errors.prefix ? t("errors.prefixInvalid") : t("serial.prefixHint")}
          data-testid={`${id}-prefix`}
          sx={{ width: 200 }}
        />
        <SelectField
          label={t("serial.relatedKey")}
          value={rule.relatedKey}
          onChange={(relatedKey) => set({ relatedKey: relatedKey as NumberingRule["relatedKey"] })}
          options={(["project", "date", "none"] as const).map((k) => ({ value: k, label: t(`serial.keys.${k}`) }))}
          disabled={!canEdit}
          testId={`${id}-relatedKey`}
        />
        {rule.relatedKey === "date" && (
          <SelectField
            label={t("serial.dateFormat")}
            value={rule.dateFormat}
            onChange={(dateFormat) => set({ dateFormat: dateFormat as NumberingRule["dateFormat"] })}
            options={(["YY", "YYMM", "YYMMDD"] as const).map((f) => ({ value: f, label: f }))}
            disabled={!canEdit}
            testId={`${id}-dateFormat`}
          />
        )}
        <NumberField
          label={t("serial.serialDigits")}
          value={rule.serialDigits}
          min={1}
          max={MAX_SERIAL_DIGITS}
          onChange={(serialDigits) => set({ serialDigits })}
          disabled={!canEdit}
          error={errors.serialDigits && t("errors.serialDigitsInvalid", { max: MAX_SERIAL_DIGITS })}
          testId={`${id}-serialDigits`}
        />
        <SelectField
          label={t("serial.mode")}
          value={rule.mode}
          onChange={(mode) => set({ mode: mode as NumberingRule["mode"] })}
          options={(["consecutive", "restart"] as const).map((m) => ({ value: m, label: t(`serial.modes.${m}`) }))}
          disabled={!canEdit}
          testId={`${id}-mode`}
        />
        {canEdit && (
          <DebouncedButton
            variant="contained"
            onClick={save}
            disabled={Object.keys(errors).length > 0}
            data-testid={`${id}-save`}
            sx={{ mt: 0.25 }}
          >
            {t("common.save")}
          </DebouncedButton>
        )}
      </Stack>
    </Paper>
  );
}
