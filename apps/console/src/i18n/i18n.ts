import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE } from "../app/constants";
import en from "./en.json";
import { initialLanguage } from "./language";
import zhCN from "./zh-CN.json";

i18n.use(initReactI18next).init({
  resources: { "zh-CN": { translation: zhCN }, en: { translation: en } },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ["zh-CN", "en"],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
