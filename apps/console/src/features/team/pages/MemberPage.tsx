import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { allMembersQuery, departmentsQuery, membersQuery, rolesQuery } from "../api/team-api";
import type { Department, Member, Role } from "../api/types";
import { LoadError } from "../components/LoadError";
import {
  CreateDepartmentDialog,
  CreateMemberDialog,
  EditMemberDialog,
  MemberStatusDialog,
  ResetPasswordDialog,
  RolesDialog,
} from "../components/member-dialogs";
import { ReadOnlyNotice } from "../components/ReadOnlyNotice";
import { TeamPage } from "../components/TeamPage";
import { useTeamAccess } from "../components/use-team-access";
import { flattenTree, withDescendants } from "../logic/department-tree";
import { filterMembers } from "../logic/member-list";

const PAGE_SIZE = 10; // spec §9 default page size

type Dialog =
  | { kind: "department" }
  | { kind: "create" }
  | { kind: "edit" | "status" | "password" | "roles"; member: Member }
  | undefined;

/** /team/member: the department tree and the member list, with the administration of both. */
export default function MemberPage() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const canManage = access.can("MemberManage");
  const canAssign = access.can("PermissioManage");
  const departments = useQuery(departmentsQuery);
  const roles = useQuery(rolesQuery);
  const [departmentId, setDepartmentId] = useState("");
  const [search, setSearch] = useState("");
  const [keyword, setKeyword] = useState("");
  const [pageIndex, setPageIndex] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(search);
      setPageIndex(1);
    }, 400);
    return () => clearTimeout(timer);
  }, [search]);

  // The API pages and searches members but has no department filter: with one, the page filters every member itself.
  const paged = useQuery({
    ...membersQuery({ pageIndex, pageSize: PAGE_SIZE, keyword }),
    enabled: departmentId === "",
    placeholderData: keepPreviousData,
  });
  const all = useQuery({ ...allMembersQuery, enabled: departmentId !== "" });
  const filtered =
    departmentId && all.data
      ? filterMembers(all.data, keyword, withDescendants(departments.data ?? [], departmentId))
      : undefined;
  const rows = filtered ? filtered.slice((pageIndex - 1) * PAGE_SIZE, pageIndex * PAGE_SIZE) : paged.data?.rows;
  const total = filtered ? filtered.length : (paged.data?.total ?? 0);
  const listError = departmentId ? all.error : paged.error;

  const departmentName = new Map((departments.data ?? []).map((d) => [d.id, d.name]));
  const roleName = new Map((roles.data ?? []).map((r) => [r.id, r.name]));

  return (
    <TeamPage route="teamMember">
      {!canManage && access.ready && <ReadOnlyNotice reason="permission" />}
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
        <Paper variant="outlined" sx={{ width: { xs: "100%", md: 280 }, flexShrink: 0, p: 1 }} data-testid="department-tree">
          <Stack direction="row" sx={{ alignItems: "center", px: 1 }}>
            <Typography variant="subtitle1" sx={{ flex: 1 }}>
              {t("member.departments")}
            </Typography>
            {canManage && (
              <Button size="small" onClick={() => setDialog({ kind: "department" })} data-testid="department-create">
                {t("member.createDepartment")}
              </Button>
            )}
          </Stack>
          {departments.error ? (
            <LoadError error={departments.error} onRetry={() => departments.refetch()} />
          ) : !departments.data ? (
            <CircularProgress size={24} sx={{ m: 2 }} />
          ) : (
            <DepartmentList
              departments={departments.data}
              selected={departmentId}
              onSelect={(id) => {
                setDepartmentId(id);
                setPageIndex(1);
              }}
            />
          )}
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, width: "100%" }}>
          <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: "center" }}>
            <TextField
              size="small"
              label={t("member.search")}
              placeholder={t("member.searchPlaceholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="member-search"
              sx={{ width: 280 }}
            />
            <Box sx={{ flex: 1 }} />
            {canManage && (
              <Button variant="contained" onClick={() => setDialog({ kind: "create" })} data-testid="member-create">
                {t("member.create")}
              </Button>
            )}
          </Stack>
          {listError ? (
            <LoadError error={listError} />
          ) : !rows ? (
            <CircularProgress size={28} />
          ) : (
            <>
              <Box sx={{ overflowX: "auto" }}>
                <Table size="small" data-testid="member-table" data-total={total}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t("member.columns.account")}</TableCell>
                      <TableCell>{t("member.columns.realName")}</TableCell>
                      <TableCell>{t("member.columns.department")}</TableCell>
                      <TableCell>{t("member.columns.roles")}</TableCell>
                      <TableCell>{t("member.columns.status")}</TableCell>
                      {(canManage || canAssign) && <TableCell sx={{ minWidth: 230 }}>{t("common.actions")}</TableCell>}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((member) => (
                      <MemberRow
                        key={member.id}
                        member={member}
                        departmentName={
                          member.departmentId ? (departmentName.get(member.departmentId) ?? member.departmentId) : "—"
                        }
                        roleNames={member.roleIds.flatMap((id) => (roleName.has(id) ? [roleName.get(id)!] : []))}
                        canManage={canManage && (access.isAdmin || !member.isOrganisationAdmin)}
                        canAssign={canAssign}
                        showActions={canManage || canAssign}
                        isSelf={member.id === access.meId}
                        onAction={(kind) => setDialog({ kind, member })}
                      />
                    ))}
                    {rows.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={6}>
                          <Typography color="text.secondary" data-testid="member-empty">
                            {t("common.noRows")}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </Box>
              <TablePagination
                component="div"
                count={total}
                page={pageIndex - 1}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_e, page) => setPageIndex(page + 1)}
                labelDisplayedRows={({ from, to, count }) => t("common.pageRows", { from, to, count })}
                data-testid="member-pagination"
              />
            </>
          )}
        </Box>
      </Stack>
      {dialog?.kind === "department" && (
        <CreateDepartmentDialog departments={departments.data ?? []} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === "create" && (
        <CreateMemberDialog
          departments={departments.data ?? []}
          initialDepartmentId={departmentId}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === "edit" && (
        <EditMemberDialog
          member={dialog.member}
          departments={departments.data ?? []}
          canGrantAdmin={access.isAdmin}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === "status" && <MemberStatusDialog member={dialog.member} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === "password" && <ResetPasswordDialog member={dialog.member} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === "roles" && (
        <RolesDialog
          member={dialog.member}
          roles={(roles.data ?? []).filter((r: Role) => !r.builtIn)}
          onClose={() => setDialog(undefined)}
        />
      )}
    </TeamPage>
  );
}

function DepartmentList(props: { departments: readonly Department[]; selected: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation("team");
  return (
    <List dense>
      <ListItemButton selected={props.selected === ""} onClick={() => props.onSelect("")} data-testid="department-all">
        <ListItemText primary={t("member.allDepartments")} />
      </ListItemButton>
      {flattenTree(props.departments).map(({ department, depth }) => (
        <ListItemButton
          key={department.id}
          selected={props.selected === department.id}
          onClick={() => props.onSelect(department.id)}
          sx={{ pl: 2 + depth * 2 }}
          data-testid={`department-${department.id}`}
          data-name={department.name}
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <span>{department.name}</span>
                {department.isTrial && <Chip size="small" variant="outlined" label={t("member.trial")} />}
              </Stack>
            }
            secondary={
              department.headers.length > 0 ? (
                <span data-testid={`department-headers-${department.id}`}>
                  {t("member.headers", { names: department.headers.map((h) => h.realName).join("、") })}
                </span>
              ) : undefined
            }
          />
        </ListItemButton>
      ))}
    </List>
  );
}

function MemberRow(props: {
  member: Member;
  departmentName: string;
  roleNames: string[];
  canManage: boolean;
  canAssign: boolean;
  showActions: boolean;
  isSelf: boolean;
  onAction: (kind: "edit" | "status" | "password" | "roles") => void;
}) {
  const { t } = useTranslation("team");
  const { member } = props;
  return (
    <TableRow
      data-testid={`member-row-${member.account}`}
      data-active={String(member.active)}
      sx={member.active ? undefined : { "& td": { color: "text.disabled" } }}
    >
      <TableCell>{member.account}</TableCell>
      <TableCell>{member.realName}</TableCell>
      <TableCell>{props.departmentName}</TableCell>
      <TableCell>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
          {props.roleNames.map((name) => (
            <Chip key={name} size="small" label={name} />
          ))}
        </Stack>
      </TableCell>
      <TableCell>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
          <Chip
            size="small"
            color={member.active ? "success" : "default"}
            variant={member.active ? "filled" : "outlined"}
            label={t(member.active ? "member.status.active" : "member.status.deactivated")}
            data-testid="member-status"
          />
          {member.isOrganisationAdmin && <Chip size="small" color="primary" label={t("member.status.admin")} />}
          {member.isDepartmentHeader && <Chip size="small" color="info" label={t("member.status.header")} />}
        </Stack>
      </TableCell>
      {props.showActions && (
        <TableCell>
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
            {props.canManage && (
              <Button size="small" onClick={() => props.onAction("edit")} data-testid="member-edit">
                {t("common.edit")}
              </Button>
            )}
            {props.canManage && !props.isSelf && (
              <Button
                size="small"
                color={member.active ? "warning" : "success"}
                onClick={() => props.onAction("status")}
                data-testid="member-toggle-active"
              >
                {t(member.active ? "member.deactivate" : "member.reactivate")}
              </Button>
            )}
            {props.canManage && (
              <Button size="small" onClick={() => props.onAction("password")} data-testid="member-reset-password">
                {t("member.resetPassword")}
              </Button>
            )}
            {props.canAssign && (
              <Button size="small" onClick={() => props.onAction("roles")} data-testid="member-assign-roles">
                {t("member.assignRoles")}
              </Button>
            )}
          </Stack>
        </TableCell>
      )}
    </TableRow>
  );
}
