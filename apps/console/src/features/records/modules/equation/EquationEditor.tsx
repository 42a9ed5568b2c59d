import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import LibraryIcon from "@mui/icons-material/LibraryBooksOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { downloadFile } from "../../../../transport/download";
import { StructureEditor } from "../../../../ui/structure-editor";
import { showToast } from "../../../../ui/toast-store";
import type { ModuleContent } from "../../model/types";
import type { ModuleBodyProps } from "../module-props";
import { CommonReactionPicker } from "./CommonReactionPicker";
import { Conditions } from "./Conditions";
import { ReactionTable } from "./ReactionTable";
import { type ReactionFormula, reactionExportPath, readStructure } from "./reaction-calls";
import { tableAfterDrawing, useReactionSettings } from "./use-reaction-settings";

const EXPORTS = ["rxn", "mol", "sdf", "smiles", "svg"] as const;

/**
 * The reaction module (spec §3 Equation): the drawing in Ketcher; each change read by the server
 * (Indigo), whose components fill the reaction table with their figures; the amounts, conditions
 * and process typed around it; the reaction exported as a file (ExportRXN).
 */
export function EquationEditor({ recordId, module, content, editable, onChange, onCommit, incompleteRows }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const molFile = typeof content.fields.molFile === "string" ? content.fields.molFile : "";
  const latest = useRef(content);
  useEffect(() => {
    latest.current = content;
  }, [content]);
  const settings = useReactionSettings();
  const asked = useRef(0);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState("");
  const [picking, setPicking] = useState(false);
  const change = (next: ModuleContent) => {
    latest.current = next;
    onChange(next);
  };

  const drawn = async (structure: string) => {
    const ask = ++asked.current;
    change({ ...latest.current, fields: { ...latest.current.fields, molFile: structure } });
    setProblem("");
    if (structure.trim() === "") return change({ ...latest.current, rows: tableAfterDrawing(latest.current.rows, [], settings) });
    setReading(true);
    try {
      const read = await readStructure(structure);
      if (ask !== asked.current) return; // a newer drawing is being read
      change({ ...latest.current, rows: tableAfterDrawing(latest.current.rows, read.components, settings) });
    } catch (error) {
      if (ask === asked.current)
        setProblem(t("reaction.readFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      if (ask === asked.current) setReading(false);
    }
  };

  /** A common reaction picked: its conditions into the fields, its drawing read as a drawing of one's own is. */
  const startFrom = (formula: ReactionFormula) => {
    setPicking(false);
    change({ ...latest.current, fields: { ...latest.current.fields, ...formula.conditions } });
    void drawn(formula.molFile);
  };

  return (
    <Box data-testid={`reaction-${module.moduleId}`}>
      {editable && (
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<LibraryIcon />}
            onClick={() => setPicking(true)}
            data-testid="reaction-common"
          >
            {t("reaction.common")}
          </Button>
        </Box>
      )}
      {picking && <CommonReactionPicker onPick={startFrom} onClose={() => setPicking(false)} />}
      <StructureEditor value={molFile} readOnly={!editable} onChange={drawn} />
      <Box sx={{ minHeight: 4, my: 0.5 }}>
        {reading && <LinearProgress aria-label={t("reaction.reading")} data-testid="reaction-reading" />}
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="reaction-read-problem">
          {problem}
        </Alert>
      )}
      {molFile.trim() === "" && content.rows.length === 0 && editable && (
        <Box sx={{ color: "text.secondary", fontSize: 13, mb: 1 }} data-testid="reaction-draw-first">
          {t("reaction.drawFirst")}
        </Box>
      )}
      <ReactionTable
        recordId={recordId}
        moduleId={module.moduleId}
        rows={content.rows}
        editable={editable}
        incompleteRows={incompleteRows}
        settings={settings}
        onRows={(rows) => change({ ...latest.current, rows })}
        onCommitRows={(rows) => {
          latest.current = { ...latest.current, rows };
          (onCommit ?? onChange)(latest.current);
        }}
      />
      <Conditions
        moduleId={module.moduleId}
        fields={content.fields}
        editable={editable}
        onFields={(fields) => change({ ...latest.current, fields })}
      />
      {molFile.trim() !== "" && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5, alignItems: "center" }} data-testid="reaction-exports">
          <Box sx={{ fontSize: 13, color: "text.secondary" }}>{t("reaction.export")}</Box>
          {EXPORTS.map((format) => (
            <Button
              key={format}
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              data-testid={`reaction-export-${format}`}
              title={t("reaction.exportAs", { format: format.toUpperCase() })}
              onClick={() =>
                downloadFile(reactionExportPath(recordId, module.moduleId, format), `reaction.${format}`).catch(
                  (error: unknown) => showToast(error instanceof Error ? error.message : String(error)),
                )
              }
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
