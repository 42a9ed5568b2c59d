import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";
import { showToast } from "../../../ui/toast-store";
import { cancelBooking, INSTRUMENTS_KEY, type InstrumentBooking } from "../api/instrument-calls";

/** A booking drawn on the calendar: who, when, what for; its booker or an administrator cancels it. */
export function BookingDetails({ booking, onClose }: { booking: InstrumentBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation("instruments");
  const client = useQueryClient();
  const [reason, setReason] = useState("");
  const cancel = async () => {
    await cancelBooking(booking.instrumentId, booking.id, reason.trim());
    await client.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    showToast(t("book.cancelled"), "success");
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="booking-details">
      <DialogTitle>{booking.instrumentName}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography data-testid="booking-details-who">
            {t("calendar.bookedBy", {
              member: booking.memberName,
              from: formatWhen(booking.from, i18n.language),
              to: formatWhen(booking.to, i18n.language),
            })}
          </Typography>
          {booking.purpose && <Typography color="text.secondary">{booking.purpose}</Typography>}
          {booking.outOfCalibrationReason && (
            <Typography color="warning.main">{t("book.reasonGiven", { reason: booking.outOfCalibrationReason })}</Typography>
          )}
          {booking.mayCancel && (
            <TextField
              size="small"
              label={t("book.cancelReason")}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { "data-testid": "booking-cancel-reason" } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
        {booking.mayCancel && (
          <Button color="warning" onClick={() => void cancel()} data-testid="booking-cancel">
            {t("book.cancel")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
