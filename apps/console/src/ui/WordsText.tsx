import Box from "@mui/material/Box";
import { type ChangeWords, historyWordsNow, type Words } from "./history-words";

/** Cut to `max` characters with an ellipsis (the whole text on hover). */
const cut = (text: string, max: number) => {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
};

/**
 * A recorded value as a person reads it (libs/domain reading): plain words, cut to `max` with
 * the whole on hover; rich text rendered as the HTML the server sanitised; nothing as "(empty)".
 */
export function WordsText({ words, max = 60, testId }: { words: Words; max?: number; testId?: string }) {
  if (words.html)
    return (
      <Box
        component="span"
        data-testid={testId}
        data-rich="true"
        title={words.text}
        sx={{ display: "inline-block", maxHeight: 160, overflow: "auto", verticalAlign: "top", "& p, & div": { m: 0 } }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this rich text (records/sanitise-html.ts) before sending it
        dangerouslySetInnerHTML={{ __html: words.html }}
      />
    );
  if (words.text === "")
    return (
      <Box component="span" sx={{ color: "text.disabled" }} data-testid={testId}>
        {historyWordsNow()("empty")}
      </Box>
    );
  const shown = cut(words.text, max);
  return (
    <Box
      component="span"
      title={shown === words.text ? undefined : words.text}
      data-full={words.text}
      sx={{ wordBreak: "break-word" }}
      data-testid={testId}
    >
      {shown}
    </Box>
  );
}

/** One change: old → new, or only the new words when they say the whole change (a module added or deleted, a review). */
export function ChangeWordsText({ words, testId, max }: { words: ChangeWords; testId?: string; max?: number }) {
  return (
    <Box component="span" data-testid={testId} data-sentence={words.sentence ? "true" : undefined}>
      {!words.sentence && (
        <>
          <Box component="span" sx={{ color: "error.main" }} data-role="old">
            <WordsText words={words.oldValue} max={max} />
          </Box>
          {" → "}
        </>
      )}
      <Box component="span" sx={{ color: words.sentence ? undefined : "success.dark" }} data-role="new">
        <WordsText words={words.newValue} max={max} />
      </Box>
    </Box>
  );
}
