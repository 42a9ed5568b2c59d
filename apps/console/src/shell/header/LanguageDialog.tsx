import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../app/constants";
import { isLanguage, rememberLanguage } from "../../i18n/language";
import { saveLanguage } from "../../transport/auth-calls";
import { SubmitModal } from "../../ui/SubmitModal";

/** Saves the user's language setting (PUT /api/me/settings) and switches the console to it. */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Language>(isLanguage(i18n.language) ? i18n.language : "zh-CN");
  const submit = async () => {
    await saveLanguage(choice);
    rememberLanguage(choice);
    await i18n.changeLanguage(choice);
    await queryClient.invalidateQueries();
  };
  return (
    <SubmitModal open={open} title={t("language.title")} onClose={onClose} onSubmit={submit} testId="language-dialog">
      <RadioGroup value={choice} onChange={(e) => isLanguage(e.target.value) && setChoice(e.target.value)}>
        {LANGUAGES.map((language) => (
          <FormControlLabel
            key={language}
            value={language}
            control={<Radio />}
            label={t(`language.${language}`)}
            data-testid={`language-option-${language}`}
          />
        ))}
      </RadioGroup>
    </SubmitModal>
  );
}
