import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../app/constants";
import { isLanguage, rememberLanguage } from "../../i18n/language";

/** Chooses the language on the login page (before a user setting exists). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const change = (language: Language) => {
    rememberLanguage(language);
    void i18n.changeLanguage(language);
  };
  return (
    <TextField
      select
      size="small"
      value={i18n.language}
      onChange={(e) => isLanguage(e.target.value) && change(e.target.value)}
      slotProps={{ htmlInput: { "aria-label": t("language.label"), "data-testid": "language-switch" } }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} data-testid={`language-${language}`}>
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
