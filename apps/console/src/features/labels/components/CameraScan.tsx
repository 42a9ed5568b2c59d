import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";

/** The browser's barcode reader (Chromium on Android, macOS, ChromeOS); absent elsewhere, and then no camera is offered. */
interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = (): DetectorClass | undefined =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

export const cameraScanAvailable = () => detectorClass() !== undefined && Boolean(navigator.mediaDevices?.getUserMedia);

/** Reads a Code 128 or QR code with the camera where the browser can; hands the first code read to `onCode`. */
export function CameraScan({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation("labels");
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const Found = detectorClass();
    if (!Found) return;
    const detector = new Found({ formats: ["code_128", "qr_code"] });
    let stream: MediaStream | undefined;
    let frame = 0;
    let done = false;
    const look = async () => {
      if (done || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => []);
      const code = codes[0]?.rawValue;
      if (code) {
        done = true;
        onCode(code);
        return;
      }
      frame = requestAnimationFrame(() => void look());
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (s) => {
        stream = s;
        if (!video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);
  return (
    <Dialog open onClose={onClose} data-testid="camera-scan">
      <DialogTitle>{t("scan.cameraTitle")}</DialogTitle>
      <DialogContent>
        {failed ? t("scan.cameraFailed") : <video ref={video} muted playsInline style={{ width: "100%", maxWidth: 480 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("scan.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
