import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { NativeSelect } from "../../../ui/NativeSelect";
import { type InstrumentStatus, instrumentsQuery } from "../api/instrument-calls";
import { InstrumentDrawer } from "../components/InstrumentDrawer";
import { InstrumentTable } from "../components/InstrumentTable";
import { RegisterDialog } from "../components/RegisterDialog";

const STATUSES: readonly InstrumentStatus[] = ["valid", "dueSoon", "lapsed", "notScheduled", "retired"];

/** /resource/detailInstrument: the team's instruments with their calibration state — search, register, details, book (issue 20). */
export default function InstrumentsPage() {
  const { t } = useTranslation("instruments");
  const { t: shell } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [status, setStatus] = useState<InstrumentStatus | "">("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [registering, setRegistering] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const instruments = useQuery(instrumentsQuery({ keyword, status, ...paging }));
  return (
    <PageFrame title={shell("pages.resourceDetailInstrument")} testId="instruments-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t("list.intro")}
        </Typography>
        <Button component={RouterLink} to="/resource/instrumentBooking" data-testid="instruments-booking-link">
          {t("list.toCalendar")}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRegistering(true)} data-testid="instrument-new">
          {t("list.register")}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <TextField
          size="small"
          label={t("list.search")}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          slotProps={{ htmlInput: { "data-testid": "instrument-search" } }}
          sx={{ minWidth: 280 }}
        />
        <NativeSelect
          label={t("list.status")}
          value={status}
          onChange={(value) => {
            setStatus(value as InstrumentStatus | "");
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          options={[{ value: "", label: t("list.allStates") }, ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          testId="instrument-status-filter"
        />
      </Stack>
      <InstrumentTable
        rows={instruments.data?.rows}
        total={instruments.data?.total ?? 0}
        error={instruments.error}
        {...paging}
        onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
        actions={(row) => (
          <>
            <Button size="small" onClick={() => setOpen(row.id)} data-testid="instrument-open">
              {t("list.details")}
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`/resource/instrumentBooking?instrument=${encodeURIComponent(row.id)}`}
              data-testid="instrument-book"
            >
              {t("list.book")}
            </Button>
          </>
        )}
      />
      {registering && <RegisterDialog onClose={() => setRegistering(false)} />}
      {open && <InstrumentDrawer instrumentId={open} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}
