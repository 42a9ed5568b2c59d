import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { StructurePicture } from "../StructurePicture";
import { drawingKind } from "./drawing-kind";
import { LoadFailureBoundary } from "./LoadFailureBoundary";
import { StructureLoading } from "./StructureLoading";
import type { StructureEditorProps } from "./structure-editor-props";

/** Each try loads the parts afresh: a chunk that failed once is asked for again, not remembered as failed. */
// Ketcher (its React UI, CSS, Indigo worker and WASM) comes with the first editable structure only.
const partsForTry = () => ({ Drawing: lazy(() => import("./KetcherDrawing")) });

/** Read-only: the server's picture of the structure (Indigo's SVG), with no editor and no Ketcher at all. */
function ReadOnlyStructure({ value }: { value: string }) {
  const { t } = useTranslation();
  if (value.trim() === "") return <Typography color="text.secondary">{t("structure.empty")}</Typography>;
  return <StructurePicture structure={value} testId="structure-picture" height={320} />;
}

/**
 * The reaction structure editor (Ketcher), loaded when a reaction module is on the page: a
 * localised indicator while it loads, a localised error with retry when its chunk fails.
 */
export function StructureEditor(props: StructureEditorProps) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new try is what makes new parts
  const { Drawing } = useMemo(partsForTry, [attempt]);
  return (
    <Box data-testid="structure" data-drawn={drawingKind(props.value)}>
      {props.readOnly ? (
        <ReadOnlyStructure value={props.value} />
      ) : (
        <LoadFailureBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
          <Suspense fallback={<StructureLoading />}>
            <Drawing {...props} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </Box>
  );
}
