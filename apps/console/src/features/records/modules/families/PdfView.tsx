import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF drawn page by page onto canvases by pdf.js (loaded with the viewer only). Browsers
 * refuse their own PDF viewer inside a sandboxed frame, and an unsandboxed frame would run
 * whatever a file holds on our origin; pdf.js runs no script of the file (no scripting, no eval).
 */
export default function PdfView({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("records");
  const pages = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ pages: number } | "loading" | "failed">("loading");

  useEffect(() => {
    let task: PDFDocumentLoadingTask | undefined;
    let cancelled = false;
    const target = pages.current;
    const draw = async () => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`file answered ${res.status}`);
      task = getDocument({ data: new Uint8Array(await res.arrayBuffer()), isEvalSupported: false, enableXfa: false });
      const pdf = await task.promise;
      if (cancelled || !target) return;
      setShown({ pages: pdf.numPages });
      const width = Math.max(target.clientWidth, 320) * window.devicePixelRatio;
      for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
        const canvas = document.createElement("canvas");
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = "100%";
        canvas.setAttribute("data-testid", "pdf-page");
        canvas.setAttribute("aria-label", t("upload.viewerPage", { page: n, pages: pdf.numPages }));
        target.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
    };
    draw().catch(() => {
      if (!cancelled) setShown("failed");
    });
    return () => {
      cancelled = true;
      void task?.destroy();
      target?.replaceChildren();
    };
  }, [url, t]);

  return (
    <Box data-testid="pdf-view" aria-label={title} data-pages={typeof shown === "object" ? shown.pages : undefined}>
      {shown === "loading" && <Typography color="text.secondary">{t("upload.viewerLoading")}</Typography>}
      {shown === "failed" && <Alert severity="warning">{t("upload.viewerFailed")}</Alert>}
      <Box ref={pages} sx={{ display: "flex", flexDirection: "column", gap: 1, bgcolor: "grey.200" }} />
    </Box>
  );
}
