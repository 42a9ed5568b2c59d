import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import { useEffect, useRef } from "react";

export const RICH_TEXT_COMMANDS = [
  { command: "bold", label: "B" },
  { command: "italic", label: "I" },
  { command: "underline", label: "U" },
  { command: "insertUnorderedList", label: "•" },
  { command: "insertOrderedList", label: "1." },
] as const;
export type RichTextCommand = (typeof RICH_TEXT_COMMANDS)[number]["command"];

interface Props {
  readonly html: string;
  readonly onChange: (html: string) => void;
  readonly editable: boolean;
  readonly testId: string;
  /** The toolbar's and each command's words, in the caller's catalogue. */
  readonly toolbarLabel: string;
  readonly commandTitle: (command: RichTextCommand) => string;
  readonly ariaLabel?: string;
  readonly minHeight: number;
}

/**
 * Rich text as people type it (a record's editor module, a method's procedure): a contentEditable
 * with a few commands. The server sanitises the HTML before keeping it; what is shown is what it kept.
 */
export function RichTextEditor({ html, onChange, editable, testId, toolbarLabel, commandTitle, ariaLabel, minHeight }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Set the HTML only when it differs from what is shown, so typing never moves the caret.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== html) ref.current.innerHTML = html;
  }, [html]);
  const emit = () => onChange(ref.current?.innerHTML ?? "");
  return (
    <Box>
      {editable && (
        <ButtonGroup size="small" sx={{ mb: 1 }} aria-label={toolbarLabel}>
          {RICH_TEXT_COMMANDS.map(({ command, label }) => (
            <Button
              key={command}
              title={commandTitle(command)}
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
      )}
      <Box
        ref={ref}
        contentEditable={editable}
        suppressContentEditableWarning
        data-testid={testId}
        aria-label={ariaLabel}
        onInput={emit}
        sx={{
          minHeight,
          p: 1.5,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: editable ? "background.paper" : "action.hover",
          "&:focus": { outline: "2px solid", outlineColor: "primary.main" },
        }}
      />
    </Box>
  );
}
