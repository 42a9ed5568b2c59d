import type { PresentMember } from "@labledger/contracts";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../../../i18n/catalogue";

export interface LivePresenceProps {
  readonly members: readonly PresentMember[];
  readonly connected: boolean;
  /** Edits waiting for the connection (the offline queue). */
  readonly queued: number;
  /** The sheet names by id, so a member's place reads "Sheet1!B3", never an id. */
  readonly sheetNames: Readonly<Record<string, string>>;
}

/** Who else is in the spreadsheet (by name, with their sheet and cell) and whether edits go live or wait. */
export function LivePresence({ members, connected, queued, sheetNames }: LivePresenceProps) {
  const { t } = useTranslation("records");
  const others = members.filter((m) => !m.isYou);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }} aria-live="polite">
      <Chip
        size="small"
        color={connected ? "success" : "warning"}
        variant="outlined"
        label={connected ? t("sheetLive.connected") : t("sheetLive.disconnected")}
      />
      {queued > 0 && <Typography variant="body2">{t("sheetLive.queued", { count: queued })}</Typography>}
      {others.length > 0 && <Typography variant="body2">{t("sheetLive.alsoHere")}</Typography>}
      {others.map((m) => {
        const sheet = sheetNames[m.sheetId] ?? "";
        const place = m.cell ? `${sheet}!${m.cell}` : sheet;
        return (
          <Tooltip key={`${m.memberId}-${m.sheetId}`} title={t("sheetLive.memberAt", { name: m.name, place })}>
            <Chip size="small" label={m.name || t("sheetLive.someone")} />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
