import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";

const COMMANDS = [
  { command: "bold", label: "B", words: "form.bold" },
  { command: "italic", label: "I", words: "form.italic" },
  { command: "underline", label: "U", words: "form.underline" },
  { command: "insertUnorderedList", label: "•", words: "form.bullets" },
  { command: "insertOrderedList", label: "1.", words: "form.numbers" },
] as const;

/** The procedure as rich text: a contentEditable with a few commands; the server makes the HTML safe before keeping it. */
export function RichTextField({ value, onChange, testId }: { value: string; onChange: (html: string) => void; testId: string }) {
  const { t } = useTranslation("methods");
  const ref = useRef<HTMLDivElement>(null);
  // Set the HTML only when it differs from what is shown, so typing never moves the caret.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const emit = () => onChange(ref.current?.innerHTML ?? "");
  return (
    <Box>
      <ButtonGroup size="small" sx={{ mb: 1 }} aria-label={t("form.toolbar")}>
        {COMMANDS.map(({ command, label, words }) => (
          <Button
            key={command}
            title={t(words)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              document.execCommand(command);
              emit();
            }}
          >
            {label}
          </Button>
        ))}
      </ButtonGroup>
      <Box
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        data-testid={testId}
        aria-label={t("form.procedure")}
        onInput={emit}
        sx={{
          minHeight: 140,
          p: 1.5,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          "&:focus": { outline: "2px solid", outlineColor: "primary.main" },
        }}
      />
    </Box>
  );
}
