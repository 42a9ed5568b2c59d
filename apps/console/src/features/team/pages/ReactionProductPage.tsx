import { REACTION_DECIMALS, REACTION_UNITS } from "@labledger/events/catalogue/settings-values";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { NumberField, SelectField, SwitchField } from "../components/fields";
import { SettingsFrame } from "../components/SettingsFrame";
import { TeamPage } from "../components/TeamPage";
import { useSettingsDraft } from "../components/use-settings-draft";
import { useTeamAccess } from "../components/use-team-access";
import { inRange } from "../logic/settings-form";

const UNITS = [
  ["massUnit", REACTION_UNITS.mass],
  ["volumeUnit", REACTION_UNITS.volume],
  ["moleUnit", REACTION_UNITS.moles],
] as const;

/** /team/reactionProduct: how a record's reaction table starts (its units) and reads (decimals, yield by purity). */
export default function ReactionProductPage() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const { query, draft, update, save } = useSettingsDraft("reaction");
  const amountOk = draft ? inRange(REACTION_DECIMALS.amount, draft.amountDecimals) : true;
  const yieldOk = draft ? inRange(REACTION_DECIMALS.yield, draft.yieldDecimals) : true;
  const range = (r: { min: number; max: number }) => t("reactionProduct.between", r);
  return (
    <TeamPage route="teamReactionProduct">
      <SettingsFrame
        loading={!draft}
        error={query.error}
        onRetry={() => query.refetch()}
        canEdit={access.isAdmin}
        invalid={!amountOk || !yieldOk}
        onSave={() => save(draft!)}
        testId="reaction-product-form"
      >
        <Typography color="text.secondary">{t("reactionProduct.hint")}</Typography>
        {draft && (
          <>
            {UNITS.map(([key, units]) => (
              <SelectField
                key={key}
                label={t(`reactionProduct.${key}`)}
                value={draft[key]}
                options={units.map((unit) => ({ value: unit, label: unit }))}
                onChange={(value) => update({ [key]: value })}
                disabled={!access.isAdmin}
                testId={`reaction-product-${key}`}
              />
            ))}
            <NumberField
              label={t("reactionProduct.amountDecimals")}
              value={draft.amountDecimals}
              onChange={(amountDecimals) => update({ amountDecimals })}
              disabled={!access.isAdmin}
              {...(amountOk ? {} : { error: range(REACTION_DECIMALS.amount) })}
              min={REACTION_DECIMALS.amount.min}
              max={REACTION_DECIMALS.amount.max}
              testId="reaction-product-amountDecimals"
            />
            <NumberField
              label={t("reactionProduct.yieldDecimals")}
              value={draft.yieldDecimals}
              onChange={(yieldDecimals) => update({ yieldDecimals })}
              disabled={!access.isAdmin}
              {...(yieldOk ? {} : { error: range(REACTION_DECIMALS.yield) })}
              min={REACTION_DECIMALS.yield.min}
              max={REACTION_DECIMALS.yield.max}
              testId="reaction-product-yieldDecimals"
            />
            <SwitchField
              label={t("reactionProduct.yieldByPurity")}
              checked={draft.yieldByPurity}
              onChange={(yieldByPurity) => update({ yieldByPurity })}
              disabled={!access.isAdmin}
              testId="reaction-product-yieldByPurity"
            />
          </>
        )}
      </SettingsFrame>
    </TeamPage>
  );
}
