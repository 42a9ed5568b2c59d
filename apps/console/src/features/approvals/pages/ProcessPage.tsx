import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
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
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery, permissionsQuery } from "../../../transport/queries";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { SubmitModal } from "../../../ui/SubmitModal";
import {
  createFlow,
  deleteFlow,
  type Flow,
  type FlowNode,
  listFlows,
  listMembers,
  listRoles,
  setDefaultFlow,
  updateFlow,
} from "../api/approval-calls";
import "../i18n/catalogue";
import { emptyNode, FIXED_KINDS, flowProblems, type NodeDraft, toDraft, toNode } from "../logic/flow-form";

type Editing = { flow: Flow | null; name: string; nodes: NodeDraft[] };

/** /team/process — approval flows (spec §2, §4): FlowManage members define them; others see them. */
export default function ProcessPage() {
  const { t } = useTranslation("approvals");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery);
  const permissions = useQuery(permissionsQuery);
  const canManage =
    me.data?.isOrganisationAdmin === true ||
    (permissions.data ?? []).some((p) => p.permissionCode === "FlowManage" && p.isActive);
  const flows = useQuery({ queryKey: ["flows"], queryFn: listFlows });
  const members = useQuery({ queryKey: ["approvals", "members"], queryFn: listMembers, enabled: canManage });
  const roles = useQuery({ queryKey: ["approvals", "roles"], queryFn: listRoles, enabled: canManage });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [shown, setShown] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ["flows"] });
  const memberName = new Map((members.data ?? []).map((m) => [m.id, m.realName]));
  const roleName = new Map((roles.data ?? []).map((r) => [r.id, r.name]));

  const rulesText = (node: FlowNode) =>
    node.reviewers
      .map((rule) =>
        rule.kind === "members"
          ? `${t("kinds.members")}: ${rule.memberIds.map((id) => memberName.get(id) ?? id).join(", ")}`
          : rule.kind === "roles"
            ? `${t("kinds.roles")}: ${rule.roleIds.map((id) => roleName.get(id) ?? id).join(", ")}`
            : t(`kinds.${rule.kind}`),
      )
      .join("; ");

  const problems = editing ? flowProblems(editing.name, editing.nodes) : undefined;
  const setNode = (index: number, patch: Partial<NodeDraft>) =>
    editing && setEditing({ ...editing, nodes: editing.nodes.map((n, i) => (i === index ? { ...n, ...patch } : n)) });
  const moveNode = (index: number, by: -1 | 1) => {
    if (!editing) return;
    const nodes = [...editing.nodes];
    const [node] = nodes.splice(index, 1);
    nodes.splice(index + by, 0, node!);
    setEditing({ ...editing, nodes });
  };

  const open = (flow: Flow | null) => {
    setShown(false);
    setEditing({ flow, name: flow?.name ?? "", nodes: flow ? flow.nodes.map(toDraft) : [emptyNode()] });
  };

  const save = async () => {
    if (!editing || !problems) return;
    if (problems.any) {
      setShown(true);
      throw new Error("invalid");
    }
    const body = { name: editing.name.trim(), nodes: editing.nodes.map(toNode) };
    if (editing.flow) await updateFlow(editing.flow.flowId, body);
    else await createFlow(body);
    await refresh();
  };

  return (
    <PageFrame title={shell("pages.teamProcess")} testId="approvals-page-teamProcess">
      {!canManage && me.isSuccess && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="process-readonly">
          {t("process.readOnly")}
        </Alert>
      )}
      {canManage && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => open(null)} data-testid="flow-create">
          {t("process.create")}
        </Button>
      )}
      <Table size="small" data-testid="flow-table">
        <TableHead>
          <TableRow>
            <TableCell>{t("process.name")}</TableCell>
            <TableCell>{t("process.nodes")}</TableCell>
            <TableCell>{t("columns.actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(flows.data ?? []).map((flow) => (
            <TableRow key={flow.flowId} data-testid="flow-row" data-flow-name={flow.name}>
              <TableCell>
                {flow.name}{" "}
                {flow.isDefault && <Chip size="small" color="primary" label={t("process.default")} data-testid="flow-default" />}
              </TableCell>
              <TableCell>
                {flow.nodes.map((node, i) => (
                  <Typography key={node.name} variant="body2">
                    {i + 1}. {node.name} — {rulesText(node)}
                  </Typography>
                ))}
              </TableCell>
              <TableCell>
                {canManage && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => open(flow)} data-testid="flow-edit">
                      {t("process.edit")}
                    </Button>
                    {!flow.isDefault && (
                      <DebouncedButton
                        size="small"
                        onClick={async () => {
                          await setDefaultFlow(flow.flowId);
                          await refresh();
                        }}
                        data-testid="flow-set-default"
                      >
                        {t("process.setDefault")}
                      </DebouncedButton>
                    )}
                    {!flow.isDefault && (
                      <DebouncedButton
                        size="small"
                        color="error"
                        onClick={async () => {
                          if (!window.confirm(t("process.deleteConfirm", { name: flow.name }))) return;
                          await deleteFlow(flow.flowId);
                          await refresh();
                        }}
                        data-testid="flow-delete"
                      >
                        {t("process.delete")}
                      </DebouncedButton>
                    )}
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {flows.isSuccess && flows.data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="flow-empty">
          {t("process.none")}
        </Typography>
      )}

      <SubmitModal
        open={editing !== null}
        title={editing?.flow ? t("process.edit") : t("process.create")}
        onClose={() => setEditing(null)}
        onSubmit={save}
        testId="flow-form"
        maxWidth="sm"
      >
        {editing && problems && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              size="small"
              required
              label={t("process.name")}
              value={editing.name}
              error={shown && Boolean(problems.name)}
              helperText={shown && problems.name ? t(problems.name) : undefined}
              onChange={(e) => setEditing({ ...editing, name: e.target.value })}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.flowName, "data-testid": "flow-name" } }}
            />
            {editing.nodes.map((node, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: nodes are positional; their names are being edited
              <Paper key={index} variant="outlined" sx={{ p: 1.5 }} data-testid={`flow-node-${index}`}>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
                  <Typography variant="body2">{index + 1}.</Typography>
                  <TextField
                    size="small"
                    required
                    fullWidth
                    label={t("process.nodeName")}
                    value={node.name}
                    error={shown && Boolean(problems.nodes[index])}
                    helperText={shown && problems.nodes[index] ? t(problems.nodes[index]!) : undefined}
                    onChange={(e) => setNode(index, { name: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.flowNodeName, "data-testid": "flow-node-name" } }}
                  />
                  <IconButton
                    size="small"
                    disabled={index === 0}
                    onClick={() => moveNode(index, -1)}
                    aria-label={t("process.up")}
                  >
                    ↑
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === editing.nodes.length - 1}
                    onClick={() => moveNode(index, 1)}
                    aria-label={t("process.down")}
                  >
                    ↓
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={editing.nodes.length === 1}
                    onClick={() => setEditing({ ...editing, nodes: editing.nodes.filter((_, i) => i !== index) })}
                    aria-label={t("process.removeNode")}
                    data-testid="flow-node-remove"
                  >
                    ✕
                  </IconButton>
                </Stack>
                <Box>
                  {FIXED_KINDS.map((kind) => (
                    <FormControlLabel
                      key={kind}
                      label={t(`kinds.${kind}`)}
                      control={
                        <Checkbox
                          size="small"
                          checked={node.kinds.includes(kind)}
                          onChange={(e) =>
                            setNode(index, {
                              kinds: e.target.checked ? [...node.kinds, kind] : node.kinds.filter((k) => k !== kind),
                            })
                          }
                          slotProps={{ input: { "data-testid": `flow-kind-${kind}` } as object }}
                        />
                      }
                    />
                  ))}
                </Box>
                <Autocomplete
                  multiple
                  size="small"
                  options={(members.data ?? []).map((m) => m.id)}
                  getOptionLabel={(id) => memberName.get(id) ?? id}
                  value={[...node.memberIds]}
                  onChange={(_, value) => setNode(index, { memberIds: value })}
                  renderInput={(params) => <TextField {...params} label={t("kinds.members")} />}
                  data-testid="flow-members"
                  sx={{ mb: 1 }}
                />
                <Autocomplete
                  multiple
                  size="small"
                  options={(roles.data ?? []).map((r) => r.id)}
                  getOptionLabel={(id) => roleName.get(id) ?? id}
                  value={[...node.roleIds]}
                  onChange={(_, value) => setNode(index, { roleIds: value })}
                  renderInput={(params) => <TextField {...params} label={t("kinds.roles")} />}
                  data-testid="flow-roles"
                />
              </Paper>
            ))}
            <Button
              onClick={() => setEditing({ ...editing, nodes: [...editing.nodes, emptyNode()] })}
              data-testid="flow-add-node"
            >
              {t("process.addNode")}
            </Button>
          </Stack>
        )}
      </SubmitModal>
    </PageFrame>
  );
}
