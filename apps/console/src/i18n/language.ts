import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../app/constants";

const KEY = "labledger.language";

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** Before the user's setting is known: the language last used in this browser, else zh-CN. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(KEY, language);
  document.documentElement.lang = language;
}
