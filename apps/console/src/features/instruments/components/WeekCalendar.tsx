import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { InstrumentBooking } from "../api/instrument-calls";
import { coveringSlot, HOURS, hourSlot, labelledIn, type TimeWindow, weekDays } from "../logic/week";

/**
 * One instrument's week: a column per day, a row per hour. Booked hours show who has them (the
 * booking's first hour says who and until when); a free hour, clicked, offers itself to book.
 */
export function WeekCalendar(props: {
  start: Date;
  bookings: readonly InstrumentBooking[];
  onChoose: (slot: TimeWindow) => void;
  onOpen: (booking: InstrumentBooking) => void;
}) {
  const { t, i18n } = useTranslation("instruments");
  const days = weekDays(props.start);
  const dayName = new Intl.DateTimeFormat(i18n.language, { weekday: "short", month: "numeric", day: "numeric" });
  const clock = new Intl.DateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit" });
  const now = Date.now();
  return (
    <Box
      role="grid"
      aria-label={t("calendar.title")}
      data-testid="booking-calendar"
      sx={{ display: "grid", gridTemplateColumns: "64px repeat(7, 1fr)", border: 1, borderColor: "divider", fontSize: 12 }}
    >
      <Box />
      {days.map((day) => (
        <Box key={day.toISOString()} sx={{ p: 0.5, borderLeft: 1, borderColor: "divider", fontWeight: 600, textAlign: "center" }}>
          {dayName.format(day)}
        </Box>
      ))}
      {HOURS.map((hour) => (
        <Box key={hour} sx={{ display: "contents" }}>
          <Box
            sx={{ px: 0.5, borderTop: 1, borderColor: "divider", color: "text.secondary" }}
          >{`${String(hour).padStart(2, "0")}:00`}</Box>
          {days.map((day) => {
            const slot = hourSlot(day, hour);
            const [booking] = coveringSlot(props.bookings, slot);
            const past = slot.to.getTime() <= now;
            const testId = `slot-${day.getDate()}-${hour}`;
            if (booking)
              return (
                <Box
                  key={testId}
                  data-testid={testId}
                  data-booked="true"
                  onClick={() => props.onOpen(booking)}
                  title={t("calendar.bookedBy", {
                    member: booking.memberName,
                    from: clock.format(new Date(booking.from)),
                    to: clock.format(new Date(booking.to)),
                  })}
                  sx={{
                    borderTop: 1,
                    borderLeft: 1,
                    borderColor: "divider",
                    bgcolor: "primary.light",
                    color: "primary.contrastText",
                    px: 0.5,
                    cursor: "pointer",
                    minHeight: 22,
                    overflow: "hidden",
                    whiteSpace: "nowrap",
                  }}
                >
                  {labelledIn(booking, slot) && (
                    <Typography variant="caption" data-testid="booking-label">
                      {t("calendar.label", { member: booking.memberName, to: clock.format(new Date(booking.to)) })}
                    </Typography>
                  )}
                </Box>
              );
            return (
              <Box
                key={testId}
                data-testid={testId}
                data-booked="false"
                onClick={past ? undefined : () => props.onChoose(slot)}
                sx={{
                  borderTop: 1,
                  borderLeft: 1,
                  borderColor: "divider",
                  minHeight: 22,
                  bgcolor: past ? "action.hover" : undefined,
                  cursor: past ? "default" : "pointer",
                  "&:hover": past ? undefined : { bgcolor: "action.selected" },
                }}
              />
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
