import "ketcher-react/dist/index.css";
import UploadIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { Ketcher } from "ketcher-core";
import { Editor } from "ketcher-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ImportDialog } from "./ImportDialog";
import { indigoService } from "./indigo-service";
import { StructureLoading } from "./StructureLoading";
import type { StructureEditorProps } from "./structure-editor-props";
import { useStructureSync } from "./use-structure-sync";

/** Ketcher's errors (a paste it cannot read, a missing browser feature) are its own, in its own words. */
const ignoreKetcherMessage = () => undefined;

/** The editable structure: Ketcher (its own UI, English only) under our Import action. */
export default function KetcherDrawing({ value, onChange }: StructureEditorProps) {
  const { t } = useTranslation();
  const [ketcher, setKetcher] = useState<Ketcher>();
  const [engineReady, setEngineReady] = useState(false);
  const [engineFailure, setEngineFailure] = useState<unknown>();
  const [importing, setImporting] = useState(false);
  const sync = useStructureSync(engineReady ? ketcher : undefined, value, onChange);
  // The error boundary around the editor offers to load it again.
  if (engineFailure) throw engineFailure;

  const started = (instance: Ketcher) => {
    setKetcher(instance);
    // Indigo answers once its WASM is compiled: until then Ketcher cannot read a structure.
    instance.indigo.info().then(() => setEngineReady(true), setEngineFailure);
  };

  return (
    <Box data-testid="structure-editor" data-ready={engineReady ? "true" : "false"}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={!engineReady}
          onClick={() => setImporting(true)}
          data-testid="structure-import"
        >
          {t("structure.import")}
        </Button>
      </Stack>
      {sync.unreadable && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="structure-unreadable">
          {t("structure.storedUnreadable")}
        </Alert>
      )}
      <Box
        role="group"
        aria-label={t("structure.editorLabel")}
        sx={{ position: "relative", height: 560, border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden" }}
      >
        <Editor
          staticResourcesUrl=""
          structServiceProvider={indigoService}
          errorHandler={ignoreKetcherMessage}
          disableMacromoleculesEditor
          onInit={started}
        />
        {!engineReady && (
          <Box
            sx={{
              position: "absolute",
              inset: 0,
              bgcolor: "background.paper",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
            }}
          >
            <StructureLoading />
          </Box>
        )}
      </Box>
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImport={sync.importText} />
    </Box>
  );
}
