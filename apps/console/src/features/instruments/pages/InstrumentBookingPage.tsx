import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { NativeSelect } from "../../../ui/NativeSelect";
import { bookingsQuery, type InstrumentBooking, instrumentsQuery } from "../api/instrument-calls";
import { BookDialog } from "../components/BookDialog";
import { BookingDetails } from "../components/BookingDetails";
import { StatusChip } from "../components/StatusChip";
import { WeekCalendar } from "../components/WeekCalendar";
import { shiftWeek, type TimeWindow, weekStart, weekWindow } from "../logic/week";

/** Instrument booking (spec §2, a screen named without a path): one instrument's week, booked slot by slot (issue 20). */
export default function InstrumentBookingPage() {
  const { t, i18n } = useTranslation("instruments");
  const { t: shell } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [start, setStart] = useState(() => weekStart(new Date()));
  const [choosing, setChoosing] = useState<TimeWindow | null>(null);
  const [opened, setOpened] = useState<InstrumentBooking | null>(null);
  const instruments = useQuery(instrumentsQuery({ keyword: "", status: "", pageIndex: 1, pageSize: 200 }));
  const rows = instruments.data?.rows ?? [];
  const chosenId = params.get("instrument") ?? rows[0]?.id ?? "";
  const chosen = rows.find((r) => r.id === chosenId);
  const window = weekWindow(start);
  const bookings = useQuery({
    ...bookingsQuery(chosenId, window.from.toISOString(), window.to.toISOString()),
    enabled: chosenId !== "",
  });
  const weekLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <PageFrame title={shell("pages.resourceInstrumentBooking")} testId="instrument-booking-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2, flexWrap: "wrap", rowGap: 1 }}>
        <NativeSelect
          label={t("calendar.instrument")}
          value={chosenId}
          onChange={(id) => setParams({ instrument: id })}
          options={rows.map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }))}
          testId="booking-instrument"
          minWidth={280}
        />
        {chosen && <StatusChip status={chosen.status} />}
        <Typography sx={{ flex: 1 }} />
        <Button onClick={() => setStart((s) => shiftWeek(s, -1))} data-testid="week-previous">
          {t("calendar.previous")}
        </Button>
        <Typography data-testid="week-label">
          {t("calendar.week", {
            from: weekLabel.format(window.from),
            to: weekLabel.format(shiftWeek(window.from, 1).getTime() - 1),
          })}
        </Typography>
        <Button onClick={() => setStart(weekStart(new Date()))} data-testid="week-this">
          {t("calendar.thisWeek")}
        </Button>
        <Button onClick={() => setStart((s) => shiftWeek(s, 1))} data-testid="week-next">
          {t("calendar.next")}
        </Button>
      </Stack>
      {instruments.data && rows.length === 0 && <Alert severity="info">{t("calendar.noInstruments")}</Alert>}
      {bookings.error && <Alert severity="error">{t("list.loadError", { message: bookings.error.message })}</Alert>}
      {chosen && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("calendar.hint")}
          </Typography>
          <WeekCalendar start={start} bookings={bookings.data ?? []} onChoose={setChoosing} onOpen={setOpened} />
        </>
      )}
      {chosen && choosing && <BookDialog instrument={chosen} slot={choosing} onClose={() => setChoosing(null)} />}
      {opened && <BookingDetails booking={opened} onClose={() => setOpened(null)} />}
    </PageFrame>
  );
}
