import i18n from "./i18n";

/**
 * Adds a feature's messages as their own i18next namespace. Called when the feature's page
 * chunk loads, so a feature's catalogues travel with its pages and not in the shell's bundle;
 * components then read them with `useTranslation(namespace)`.
 */
export function addFeatureCatalogue(namespace: string, catalogues: { "zh-CN": object; en: object }): void {
  for (const [language, messages] of Object.entries(catalogues)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, messages, true, true);
  }
}
