import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import type { ModuleBodyProps } from "../module-props";

const COMMANDS = [
  { command: "bold", label: "B" },
  { command: "italic", label: "I" },
  { command: "underline", label: "U" },
  { command: "insertUnorderedList", label: "•" },
  { command: "insertOrderedList", label: "1." },
] as const;

/** Rich text (type editor): a contentEditable with a few commands; the server sanitises the HTML it stores. */
export function EditorModule({ module, content, editable, onChange }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const ref = useRef<HTMLDivElement>(null);
  const html = typeof content.fields.html === "string" ? content.fields.html : "";
  // Set the HTML only when it differs from what is shown, so typing never moves the caret.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== html) ref.current.innerHTML = html;
  }, [html]);
  const emit = () => onChange({ ...content, fields: { ...content.fields, html: ref.current?.innerHTML ?? "" } });
  return (
    <Box>
      {editable && (
        <ButtonGroup size="small" sx={{ mb: 1 }} aria-label={t("editor.toolbar")}>
          {COMMANDS.map(({ command, label }) => (
            <Button
              key={command}
              title={t(`editor.${command}`)}
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
        data-testid={`editor-${module.moduleId}`}
        onInput={emit}
        sx={{
          minHeight: 100,
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
