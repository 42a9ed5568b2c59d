import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { SubmitModal } from "../../../ui/SubmitModal";
import "../i18n/catalogue";
import { allMembersQuery, createRole, deleteRole, rolesQuery, setMemberRoles, teamKeys, updateRole } from "../api/team-api";
import { type Role, SWITCHABLE_PERMISSION_CODES, VIEWING_LEVELS, type ViewingLevels } from "../api/types";
import { SelectField, SwitchField } from "../components/fields";
import { LoadError } from "../components/LoadError";
import { ReadOnlyNotice } from "../components/ReadOnlyNotice";
import { TeamPage } from "../components/TeamPage";
import { useTeamAccess } from "../components/use-team-access";
import {
  activeCodes,
  builtInTextKey,
  emptyRoleForm,
  formToBody,
  holdersOf,
  type RoleForm,
  roleToForm,
  validateRole,
  withRole,
} from "../logic/role-form";

/** /team/power: built-in and custom roles, their permission codes and viewing levels, and who holds each. */
/** A role's name or description in the user's language (built-in roles keep their default texts translated). */
function useRoleText() {
  const { t } = useTranslation("team");
  return (role: Role, field: "name" | "description") => {
    const key = builtInTextKey(role, field);
    return key ? t(key) : role[field];
  };
}

export default function PowerPage() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const canEdit = access.can("PermissioManage");
  const roles = useQuery(rolesQuery);
  const [editing, setEditing] = useState<Role | "new" | undefined>(undefined);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const selected = roles.data?.find((r) => r.id === selectedId);
  const text = useRoleText();
  return (
    <TeamPage route="teamPower">
      {!canEdit && access.ready && <ReadOnlyNotice reason="permission" />}
      {canEdit && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setEditing("new")} data-testid="role-create">
            {t("power.create")}
          </Button>
        </Box>
      )}
      {roles.error ? (
        <LoadError error={roles.error} onRetry={() => roles.refetch()} />
      ) : !roles.data ? (
        <CircularProgress size={28} />
      ) : (
        <Table size="small" data-testid="role-table">
          <TableHead>
            <TableRow>
              <TableCell>{t("power.name")}</TableCell>
              <TableCell>{t("power.permissions")}</TableCell>
              <TableCell>{t("power.viewing")}</TableCell>
              <TableCell width={260}>{t("common.actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.data.map((role) => (
              <TableRow
                key={role.id}
                hover
                selected={role.id === selectedId}
                data-testid={`role-row-${role.id}`}
                data-name={role.name}
              >
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <Typography>{text(role, "name")}</Typography>
                    <Chip size="small" variant="outlined" label={t(role.builtIn ? "power.builtIn" : "power.custom")} />
                  </Stack>
                  {role.description && (
                    <Typography variant="body2" color="text.secondary">
                      {text(role, "description")}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
                    {activeCodes(role).map((code) => (
                      <Chip key={code} size="small" label={t(`power.codes.${code}`)} data-code={code} />
                    ))}
                    {activeCodes(role).length === 0 && <Typography color="text.secondary">—</Typography>}
                  </Stack>
                </TableCell>
                <TableCell>
                  {(["project", "task", "experiment"] as const).map((kind) => (
                    <Typography key={kind} variant="body2">
                      {t(`power.levelTitles.${kind}`)}：{t(`power.levels.${kind}.${role.viewingLevels[kind]}`)}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setSelectedId(role.id)} data-testid="role-holders">
                      {t("power.holders")}
                    </Button>
                    {canEdit && (
                      <Button size="small" onClick={() => setEditing(role)} data-testid="role-edit">
                        {t("common.edit")}
                      </Button>
                    )}
                    {canEdit && !role.builtIn && <DeleteRole role={role} onDeleted={() => setSelectedId(undefined)} />}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {selected && <Holders role={selected} roles={roles.data ?? []} canEdit={canEdit} />}
      {editing && (
        <RoleDialog
          role={editing === "new" ? undefined : editing}
          roles={roles.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
    </TeamPage>
  );
}

function RoleDialog({ role, roles, onClose }: { role?: Role; roles: readonly Role[]; onClose: () => void }) {
  const { t } = useTranslation("team");
  const queryClient = useQueryClient();
  const [form, setForm] = useState<RoleForm>(() => (role ? roleToForm(role) : emptyRoleForm()));
  const [touched, setTouched] = useState(false);
  const errors = validateRole(form, roles, role?.id);
  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) throw new Error("invalid");
    const body = formToBody(form, role);
    await (role ? updateRole(role.id, body) : createRole(body));
    await queryClient.invalidateQueries({ queryKey: teamKeys.roles });
    await queryClient.invalidateQueries({ queryKey: ["permissions"] });
  };
  const error = (field: "name" | "description") =>
    touched && errors[field] ? t(`errors.${errors[field]}`, { max: field === "name" ? 50 : 200 }) : undefined;
  const setLevel = (kind: keyof ViewingLevels, value: string) =>
    setForm((f) => ({ ...f, viewingLevels: { ...f.viewingLevels, [kind]: value } }));
  return (
    <SubmitModal
      open
      title={t(role ? "power.editTitle" : "power.createTitle")}
      onClose={onClose}
      onSubmit={submit}
      testId="role-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          size="small"
          label={t("power.name")}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={Boolean(error("name"))}
          helperText={error("name")}
          data-testid="role-name"
        />
        <TextField
          size="small"
          label={t("power.description")}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
          error={Boolean(error("description"))}
          helperText={error("description")}
          data-testid="role-description"
        />
        <Typography variant="subtitle2">{t("power.permissions")}</Typography>
        <Stack>
          {SWITCHABLE_PERMISSION_CODES.map((code) => (
            <SwitchField
              key={code}
              label={t(`power.codes.${code}`)}
              checked={form.active[code]}
              onChange={(checked) => setForm((f) => ({ ...f, active: { ...f.active, [code]: checked } }))}
              testId={`role-code-${code}`}
            />
          ))}
        </Stack>
        <Divider />
        <Typography variant="subtitle2">{t("power.viewing")}</Typography>
        {(["project", "task", "experiment"] as const).map((kind) => (
          <SelectField
            key={kind}
            label={t(`power.levelTitles.${kind}`)}
            value={form.viewingLevels[kind]}
            onChange={(value) => setLevel(kind, value)}
            options={VIEWING_LEVELS[kind].map((level) => ({ value: level, label: t(`power.levels.${kind}.${level}`) }))}
            testId={`role-level-${kind}`}
          />
        ))}
      </Stack>
    </SubmitModal>
  );
}

function DeleteRole({ role, onDeleted }: { role: Role; onDeleted: () => void }) {
  const { t } = useTranslation("team");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = async () => {
    await deleteRole(role.id);
    await queryClient.invalidateQueries({ queryKey: teamKeys.roles });
    await queryClient.invalidateQueries({ queryKey: ["permissions"] });
    setOpen(false);
    onDeleted();
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} data-testid="role-delete">
        {t("common.delete")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} data-testid="role-delete-dialog">
        <DialogTitle>{t("power.deleteTitle")}</DialogTitle>
        <DialogContent>{t("power.deleteConfirm", { name: role.name })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("common.cancel")}</Button>
          <DebouncedButton color="error" variant="contained" onClick={remove} data-testid="role-delete-confirm">
            {t("common.delete")}
          </DebouncedButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Holders({ role, roles, canEdit }: { role: Role; roles: readonly Role[]; canEdit: boolean }) {
  const { t } = useTranslation("team");
  const queryClient = useQueryClient();
  const text = useRoleText();
  const members = useQuery(allMembersQuery);
  const [candidate, setCandidate] = useState("");
  const holders = holdersOf(role, members.data ?? []);
  const existing = roles.filter((r) => !r.builtIn).map((r) => r.id);
  const others = (members.data ?? []).filter((m) => m.active && !holders.includes(m));
  const assign = async (memberId: string, hold: boolean) => {
    const member = members.data?.find((m) => m.id === memberId);
    if (!member) return;
    await setMemberRoles(member.id, withRole(member.roleIds, role.id, hold, existing));
    await queryClient.invalidateQueries({ queryKey: teamKeys.members });
    setCandidate("");
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="role-holders-panel" data-role={role.id}>
      <Typography variant="h6" gutterBottom>
        {t("power.holdersOf", { name: text(role, "name") })}
      </Typography>
      {members.error ? (
        <LoadError error={members.error} onRetry={() => members.refetch()} />
      ) : !members.data ? (
        <CircularProgress size={24} />
      ) : (
        <>
          {role.builtIn && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t(role.id === "member" ? "power.builtInMember" : "power.builtInHeader")}
            </Typography>
          )}
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap", mb: 2 }}>
            {holders.map((m) => (
              <Chip
                key={m.id}
                label={`${m.realName} (${m.account})`}
                data-testid={`role-holder-${m.account}`}
                onDelete={canEdit && !role.builtIn ? () => assign(m.id, false) : undefined}
              />
            ))}
            {holders.length === 0 && <Typography color="text.secondary">{t("power.noHolders")}</Typography>}
          </Stack>
          {canEdit && !role.builtIn && (
            <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <SelectField
                label={t("power.addHolder")}
                value={candidate}
                onChange={setCandidate}
                options={[
                  { value: "", label: "—" },
                  ...others.map((m) => ({ value: m.id, label: `${m.realName} (${m.account})` })),
                ]}
                testId="role-holder-candidate"
                minWidth={260}
              />
              <DebouncedButton
                variant="outlined"
                disabled={!candidate}
                onClick={() => assign(candidate, true)}
                data-testid="role-holder-add"
              >
                {t("power.assign")}
              </DebouncedButton>
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}
