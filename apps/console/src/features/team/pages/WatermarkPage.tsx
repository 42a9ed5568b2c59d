import { WATERMARK_LIMITS } from "@labledger/events/catalogue/settings-values";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { watermarkLines, watermarkTile } from "../../../shell/watermark/watermark-svg";
import { meQuery } from "../../../transport/queries";
import "../i18n/catalogue";
import type { SettingsSections } from "../api/types";
import { NumberField, SwitchField } from "../components/fields";
import { SettingsFrame } from "../components/SettingsFrame";
import { TeamPage } from "../components/TeamPage";
import { useSettingsDraft } from "../components/use-settings-draft";
import { useTeamAccess } from "../components/use-team-access";
import { validateWatermark } from "../logic/settings-form";

const PLACES = ["page", "print", "preview", "export"] as const;
type Watermark = SettingsSections["watermark"];

/** /team/watermark: the organisation's watermark, with a live preview of the tile as it will show. */
export default function WatermarkPage() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const { query, draft, update, save } = useSettingsDraft("watermark");
  const errors = draft ? validateWatermark(draft) : {};
  const disabled = !access.isAdmin;
  return (
    <TeamPage route="teamWatermark">
      <SettingsFrame
        loading={!draft}
        error={query.error}
        onRetry={() => query.refetch()}
        canEdit={access.isAdmin}
        invalid={Object.keys(errors).length > 0}
        onSave={() => save(draft!)}
        testId="watermark-form"
      >
        {draft && (
          <Stack direction={{ xs: "column", md: "row" }} spacing={4} sx={{ alignItems: "flex-start", width: "100%" }}>
            <Stack spacing={2} sx={{ flex: 1, minWidth: 320 }}>
              <SwitchField
                label={t("watermark.enabled")}
                checked={draft.enabled}
                onChange={(enabled) => update({ enabled })}
                disabled={disabled}
                testId="watermark-enabled"
              />
              <FormGroup row>
                {(["showUserName", "showAccount", "showTime"] as const).map((key) => (
                  <FormControlLabel
                    key={key}
                    data-testid={`watermark-${key}`}
                    disabled={disabled}
                    control={<Checkbox checked={draft[key]} onChange={(_e, checked) => update({ [key]: checked })} />}
                    label={t(`watermark.${key}`)}
                  />
                ))}
              </FormGroup>
              <TextField
                size="small"
                label={t("watermark.customText")}
                value={draft.customText}
                onChange={(e) => update({ customText: e.target.value })}
                disabled={disabled}
                error={Boolean(errors.customText)}
                helperText={errors.customText ? t(`errors.${errors.customText}`) : t("watermark.customTextHint")}
                data-testid="watermark-customText"
              />
              <Box>
                <FormLabel>{t("watermark.applicability")}</FormLabel>
                <FormGroup row>
                  {PLACES.map((place) => (
                    <FormControlLabel
                      key={place}
                      data-testid={`watermark-place-${place}`}
                      disabled={disabled}
                      control={
                        <Checkbox
                          checked={draft.applicability.includes(place)}
                          onChange={(_e, checked) =>
                            update({
                              applicability: PLACES.filter((p) => (p === place ? checked : draft.applicability.includes(p))),
                            })
                          }
                        />
                      }
                      label={t(`watermark.places.${place}`)}
                    />
                  ))}
                </FormGroup>
              </Box>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
                <NumberField
                  label={t("watermark.opacity")}
                  value={draft.opacity}
                  step={0.01}
                  min={WATERMARK_LIMITS.opacity.min}
                  max={WATERMARK_LIMITS.opacity.max}
                  onChange={(opacity) => update({ opacity })}
                  disabled={disabled}
                  error={errors.opacity && t(`errors.${errors.opacity}`)}
                  testId="watermark-opacity"
                />
                <NumberField
                  label={t("watermark.fontSize")}
                  value={draft.fontSize}
                  min={WATERMARK_LIMITS.fontSize.min}
                  max={WATERMARK_LIMITS.fontSize.max}
                  onChange={(fontSize) => update({ fontSize })}
                  disabled={disabled}
                  error={errors.fontSize && t(`errors.${errors.fontSize}`)}
                  testId="watermark-fontSize"
                />
                <NumberField
                  label={t("watermark.angle")}
                  value={draft.angle}
                  min={WATERMARK_LIMITS.angle.min}
                  max={WATERMARK_LIMITS.angle.max}
                  onChange={(angle) => update({ angle })}
                  disabled={disabled}
                  error={errors.angle && t(`errors.${errors.angle}`)}
                  testId="watermark-angle"
                />
              </Stack>
            </Stack>
            <Preview config={draft} valid={Object.keys(errors).length === 0} />
          </Stack>
        )}
      </SettingsFrame>
    </TeamPage>
  );
}

function Preview({ config, valid }: { config: Watermark; valid: boolean }) {
  const { t } = useTranslation("team");
  const { data: me } = useQuery(meQuery);
  const viewer = { realName: me?.realName ?? "", account: me?.account ?? "" };
  const lines = watermarkLines(config, viewer, new Date());
  const key = JSON.stringify([config, viewer]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for config and viewer
  const tile = useMemo(() => (valid && lines.length > 0 ? watermarkTile(config, lines) : undefined), [key, valid]);
  return (
    <Box sx={{ flex: 1, minWidth: 320 }}>
      <Typography variant="subtitle2" gutterBottom>
        {t("watermark.preview")}
      </Typography>
      <Box
        data-testid="watermark-preview"
        data-lines={lines.join(" | ")}
        data-enabled={String(config.enabled)}
        sx={{
          height: 280,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "grey.100",
          backgroundImage: tile && config.enabled ? `url("${tile.url}")` : undefined,
          backgroundRepeat: "repeat",
          backgroundSize: tile ? `${tile.width}px ${tile.height}px` : undefined,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        {!config.enabled && <Typography color="text.secondary">{t("watermark.previewOff")}</Typography>}
      </Box>
    </Box>
  );
}
