import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import { listDepartments, listMembers, requestShare } from "../api/record-calls";
import "../i18n/catalogue";
import type { ExperimentRecord } from "../model/types";

/** The owner asks to share the record with members and/or departments, read-only or read-write, with a reason (spec §1, §6). */
export function ShareDialog(props: { record: ExperimentRecord; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("records");
  const members = useQuery({ queryKey: ["members", "all"], queryFn: listMembers, enabled: props.open });
  const departments = useQuery({ queryKey: ["departments", "all"], queryFn: listDepartments, enabled: props.open });
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [departmentIds, setDepartmentIds] = useState<string[]>([]);
  const [attribute, setAttribute] = useState<"0" | "1">("0");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<"receivers" | "reason" | null>(null);
  const close = () => {
    setMemberIds([]);
    setDepartmentIds([]);
    setReason("");
    setProblem(null);
    props.onClose();
  };
  const memberName = (id: string) => members.data?.find((m) => m.id === id)?.realName ?? "";
  const departmentName = (id: string) => departments.data?.find((d) => d.id === id)?.name ?? "";
  return (
    <SubmitModal
      open={props.open}
      title={t("share.title", { title: props.record.title })}
      onClose={close}
      testId="share-dialog"
      onSubmit={async () => {
        if (memberIds.length + departmentIds.length === 0) {
          setProblem("receivers");
          throw new Error(t("share.receiversRequired"));
        }
        if (!reason.trim()) {
          setProblem("reason");
          throw new Error(t("share.reasonRequired"));
        }
        await requestShare(props.record.id, {
          memberIds,
          departmentIds,
          attribute: Number(attribute) as 0 | 1,
          reason: reason.trim(),
        });
        showToast(t("share.requested"), "success");
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          size="small"
          label={t("share.members")}
          value={memberIds}
          error={problem === "receivers"}
          helperText={problem === "receivers" ? t("share.receiversRequired") : undefined}
          onChange={(e) => setMemberIds(e.target.value as unknown as string[])}
          slotProps={{
            select: { multiple: true, renderValue: (ids) => (ids as string[]).map(memberName).join(t("share.list")) },
            htmlInput: { "data-testid": "share-members" },
          }}
        >
          {(members.data ?? [])
            .filter((m) => m.id !== props.record.ownerId)
            .map((m) => (
              <MenuItem key={m.id} value={m.id} data-testid="share-member-option">
                {m.realName} ({m.account})
              </MenuItem>
            ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("share.departments")}
          value={departmentIds}
          onChange={(e) => setDepartmentIds(e.target.value as unknown as string[])}
          slotProps={{
            select: { multiple: true, renderValue: (ids) => (ids as string[]).map(departmentName).join(t("share.list")) },
            htmlInput: { "data-testid": "share-departments" },
          }}
        >
          {(departments.data ?? []).map((d) => (
            <MenuItem key={d.id} value={d.id} data-testid="share-department-option">
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("share.right")}
          value={attribute}
          onChange={(e) => setAttribute(e.target.value as "0" | "1")}
          slotProps={{ htmlInput: { "data-testid": "share-right" } }}
        >
          <MenuItem value="0">{t("share.readOnly")}</MenuItem>
          <MenuItem value="1">{t("share.readWrite")}</MenuItem>
        </TextField>
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t("share.reason")}
          value={reason}
          error={problem === "reason"}
          helperText={problem === "reason" ? t("share.reasonRequired") : undefined}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500, "data-testid": "share-reason" } }}
        />
      </Stack>
    </SubmitModal>
  );
}
