import Box from "@mui/material/Box";
import { lazy, Suspense, useMemo, useState } from "react";
import { drawingKind } from "./drawing-kind";
import { LoadFailureBoundary } from "./LoadFailureBoundary";
import { StructureLoading } from "./StructureLoading";
import type { StructureEditorProps } from "./structure-editor-props";

/** Each try loads the parts afresh: a chunk that failed once is asked for again, not remembered as failed. */
const partsForTry = () => ({
  // Ketcher (its React UI, CSS, Indigo worker and WASM) comes with the first editable structure only.
  Drawing: lazy(() => import("./KetcherDrawing")),
  // Read-only: Ketcher's own renderer draws the structure, without the editor or the WASM.
  Picture: lazy(() => import("./StructurePicture")),
});

/**
 * The reaction structure editor (Ketcher), loaded when a reaction module is on the page: a
 * localised indicator while it loads, a localised error with retry when its chunk fails.
 */
export function StructureEditor(props: StructureEditorProps) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new try is what makes new parts
  const { Drawing, Picture } = useMemo(partsForTry, [attempt]);
  const Part = props.readOnly ? Picture : Drawing;
  return (
    <Box data-testid="structure" data-drawn={drawingKind(props.value)}>
      <LoadFailureBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<StructureLoading />}>
          <Part {...props} />
        </Suspense>
      </LoadFailureBoundary>
    </Box>
  );
}
