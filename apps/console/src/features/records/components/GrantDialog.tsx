import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import { listMembers } from "../api/record-calls";
import "../i18n/catalogue";
import type { RecordModule } from "../model/types";

/** The owner authorises one module to a member: read (0), write (1) or nothing (spec §3 ModuleGrants). */
export function GrantDialog(props: {
  module: RecordModule | null;
  ownerId: string;
  onClose: () => void;
  onGrant: (moduleId: string, memberId: string, attribute: 0 | 1 | null) => Promise<unknown>;
}) {
  const { t } = useTranslation("records");
  const members = useQuery({ queryKey: ["members", "all"], queryFn: listMembers });
  const [memberId, setMemberId] = useState("");
  const [attribute, setAttribute] = useState<"0" | "1" | "none">("1");
  const module = props.module;
  const nameOf = (id: string) => members.data?.find((m) => m.id === id)?.realName ?? id;
  return (
    <SubmitModal
      open={module !== null}
      title={t("grants.title", { title: module?.title ?? "" })}
      onClose={props.onClose}
      testId="grant-dialog"
      onSubmit={async () => {
        if (!module || !memberId) throw new Error("member");
        await props.onGrant(module.moduleId, memberId, attribute === "none" ? null : (Number(attribute) as 0 | 1));
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {Object.entries(module?.grants ?? {}).map(([id, a]) => (
          <Typography key={id} variant="body2" data-testid="grant-existing">
            {nameOf(id)}: {t(a === 1 ? "grants.write" : "grants.read")}
          </Typography>
        ))}
        <TextField
          select
          size="small"
          label={t("grants.member")}
          value={memberId}
          onChange={(e) => setMemberId(e.target.value)}
          slotProps={{ htmlInput: { "data-testid": "grant-member" } }}
        >
          {(members.data ?? [])
            .filter((m) => m.id !== props.ownerId)
            .map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.realName} ({m.account})
              </MenuItem>
            ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("grants.attribute")}
          value={attribute}
          onChange={(e) => setAttribute(e.target.value as "0" | "1" | "none")}
        >
          <MenuItem value="1">{t("grants.write")}</MenuItem>
          <MenuItem value="0">{t("grants.read")}</MenuItem>
          <MenuItem value="none">{t("grants.remove")}</MenuItem>
        </TextField>
      </Stack>
    </SubmitModal>
  );
}
