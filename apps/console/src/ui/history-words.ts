// The domain's pure history reading, shared with the server (deep imports: no zod in the bundle).
import type { ChangeWords } from "@labledger/domain/audit/change-reading";
import type { Translate } from "@labledger/domain/audit/change-words";
import type { Words } from "@labledger/domain/audit/module-words";
import { languageOf, wordsIn } from "@labledger/domain/audit/words";
import { useTranslation } from "react-i18next";
import i18n from "../i18n/i18n";

export {
  cellInWords,
  cellReaderOf,
  columnLabel,
  fieldLabel,
  fieldValueInWords,
  fileInWords,
  kindInWords,
  type ModuleFacts,
  valueInWords,
} from "@labledger/domain/audit/module-words";
export type { CellReader } from "@labledger/domain/audit/value-words";
export type { ChangeWords, Translate, Words };

/**
 * The history's words in the language the console shows (one catalogue with the server's,
 * libs/domain/src/audit/words): labels, values, "(empty)". Re-renders when the language changes.
 */
export function useHistoryWords(): Translate {
  const { i18n } = useTranslation();
  return wordsIn(languageOf(i18n.language));
}

/**
 * The same words without subscribing to language changes: for the many small cells (WordsText)
 * whose parents re-render them when the language changes.
 */
export const historyWordsNow = (): Translate => wordsIn(languageOf(i18n.language));
