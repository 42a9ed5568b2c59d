import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { momentQuery } from "../api/audit-api";
import type { Moment } from "../api/types";
import { CommentsAsTheyStood } from "../components/CommentsAsTheyStood";
import { LoadError } from "../components/LoadError";
import { eventLabel } from "../components/labels";
import { RecordHeaderView } from "../components/RecordHeaderView";
import { RecordSnapshotView } from "../components/RecordSnapshotView";
import { TracePanel } from "../components/TracePanel";
import { VerificationBanner } from "../components/VerificationBanner";
import { isTime } from "../logic/date-range";
import { momentFromSearch } from "../logic/moment";

/**
 * /recordPreview/:id — the record at a moment (time travel): read-only, as it stood right
 * after an event (?position=) or at an instant (?time=), or now; stepped event by event, with
 * its changes and its hash-chain verification.
 */
export default function RecordMomentPage() {
  const { t } = useTranslation("audit");
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const request = momentFromSearch(search);
  const moment = useQuery({ ...momentQuery(id, request), placeholderData: keepPreviousData });
  const goTo = (position: number) => setSearch({ position: String(position) });
  const goToTime = (time: string) => setSearch({ time });
  const shown = moment.data;

  return (
    <PageFrame title={t("moment.title")} testId="record-moment-page">
      {moment.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {moment.error && <LoadError error={moment.error} onRetry={() => moment.refetch()} testId="moment" />}
      {shown && (
        <>
          <MomentHeader moment={shown} onStep={goTo} onTime={goToTime} />
          <Box sx={{ my: 2 }}>
            <VerificationBanner recordId={id} />
          </Box>
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {t("moment.readOnly")}
          </Alert>
          <RecordHeaderView header={shown.header} testId="moment-details" valueTestId="moment-detail" />
          <RecordSnapshotView record={shown.record} />
          <CommentsAsTheyStood comments={shown.comments ?? []} />
        </>
      )}
      {id && <TracePanel recordId={id} currentPosition={shown?.asOf.position} onPick={goTo} />}
    </PageFrame>
  );
}

function MomentHeader({
  moment,
  onStep,
  onTime,
}: {
  moment: Moment;
  onStep: (position: number) => void;
  onTime: (time: string) => void;
}) {
  const { t } = useTranslation("audit");
  const { asOf, record } = moment;
  const [time, setTime] = useState(asOf.modifyTime);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setTime(asOf.modifyTime);
    setInvalid(false);
  }, [asOf.modifyTime]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTime(time)) {
      setInvalid(true);
      return;
    }
    onTime(time.trim());
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="moment-header" data-position={asOf.position}>
      <Typography variant="h6" data-testid="moment-record-title">
        <Box component="span" sx={{ fontFamily: "monospace", mr: 1 }}>
          {record.number}
        </Box>
        {record.title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", my: 1 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="moment-time">
          {t("moment.at", { time: asOf.modifyTime })}
        </Typography>
        <Chip size="small" color="primary" label={eventLabel(t, asOf.type)} data-testid="moment-event" />
        <Typography data-testid="moment-user">{t("moment.by", { user: asOf.userName })}</Typography>
        <Typography color="text.secondary" data-testid="moment-reason">
          {asOf.reason ? t("moment.reason", { reason: asOf.reason }) : t("moment.noReason")}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="moment-index">
        {t("moment.event", { stream: asOf.streamPosition, count: moment.events, position: asOf.position })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-start", mt: 1.5 }}>
        <Button
          variant="outlined"
          disabled={moment.previousPosition === null}
          onClick={() => moment.previousPosition !== null && onStep(moment.previousPosition)}
          data-testid="moment-previous"
        >
          {t("moment.previous")}
        </Button>
        <Button
          variant="outlined"
          disabled={moment.nextPosition === null}
          onClick={() => moment.nextPosition !== null && onStep(moment.nextPosition)}
          data-testid="moment-next"
        >
          {t("moment.next")}
        </Button>
        <Box component="form" onSubmit={submit} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <TextField
            size="small"
            label={t("moment.timeLabel")}
            value={time}
            onChange={(e) => {
              setTime(e.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t("moment.timeInvalid") : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 280 }}
            data-testid="moment-time-input"
          />
          <Button type="submit" variant="contained" data-testid="moment-time-go">
            {t("moment.go")}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
