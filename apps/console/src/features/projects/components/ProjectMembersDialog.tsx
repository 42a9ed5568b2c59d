import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import "../i18n/catalogue";
import { grantProjectMember, projectQuery, removeProjectMember } from "../api/projects";
import type { ProjectAccess } from "../api/types";
import { useMemberNames } from "../hooks/use-me";
import { noteWrite, useWritePosition } from "../hooks/write-position";
import { MemberPicker } from "./MemberPicker";

/** Spec §6: project members hold read-only or read-and-write access; a personal project cannot be authorised. */
export function ProjectMembersDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const position = useWritePosition();
  const project = useQuery(projectQuery(projectId, position)).data;
  const nameOf = useMemberNames();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [access, setAccess] = useState<ProjectAccess>("read");
  const members = Object.entries(project?.members ?? {});
  const fixed = project ? [project.ownerId, project.leaderId, ...(project.managerIds ?? [])] : [];
  const grant = async (id: string, to: ProjectAccess) => noteWrite((await grantProjectMember(projectId, id, to)).position);
  const remove = async (id: string) => noteWrite((await removeProjectMember(projectId, id)).position);
  const accessSelect = (value: ProjectAccess, onChange: (to: ProjectAccess) => void, testId: string) => (
    <TextField
      select
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as ProjectAccess)}
      slotProps={{ htmlInput: { "data-testid": testId } }}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="read">{t("access.read")}</MenuItem>
      <MenuItem value="write">{t("access.write")}</MenuItem>
    </TextField>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="project-members-dialog">
      <DialogTitle>{t("members.title", { project: project?.name ?? "" })}</DialogTitle>
      <DialogContent>
        {project?.personal ? (
          <Alert severity="info" data-testid="personal-project-note">
            {t("members.personal")}
          </Alert>
        ) : (
          <>
            <Table size="small" data-testid="project-members">
              <TableHead>
                <TableRow>
                  <TableCell>{t("members.member")}</TableCell>
                  <TableCell>{t("members.access")}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {members.map(([id, granted]) => (
                  <TableRow key={id} data-testid={`project-member-${id}`} data-access={granted}>
                    <TableCell>{nameOf(id)}</TableCell>
                    <TableCell>{accessSelect(granted, (to) => grant(id, to), `member-access-${id}`)}</TableCell>
                    <TableCell align="right">
                      <DebouncedButton color="error" size="small" onClick={() => remove(id)} data-testid={`member-remove-${id}`}>
                        {t("members.remove")}
                      </DebouncedButton>
                    </TableCell>
                  </TableRow>
                ))}
                {members.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>
                      <Typography color="text.secondary">{t("members.none")}</Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: "center" }}>
              <div style={{ flex: 1 }}>
                <MemberPicker
                  label={t("members.add")}
                  value={memberId}
                  onChange={setMemberId}
                  testId="member-add-picker"
                  exclude={[...fixed, ...members.map(([id]) => id)]}
                />
              </div>
              {accessSelect(access, setAccess, "member-add-access")}
              <DebouncedButton
                variant="contained"
                disabled={!memberId}
                onClick={async () => {
                  if (!memberId) return;
                  await grant(memberId, access);
                  setMemberId(null);
                }}
                data-testid="member-add-submit"
              >
                {t("members.addButton")}
              </DebouncedButton>
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("action.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
