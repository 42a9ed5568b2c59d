import type { FlowNode, ReviewerRule } from "../api/approval-calls";

export const FIXED_KINDS = ["projectManager", "departmentManager", "directSuperior"] as const;
export type FixedKind = (typeof FIXED_KINDS)[number];

/** One node as the form edits it. */
export interface NodeDraft {
  readonly name: string;
  readonly kinds: readonly FixedKind[];
  readonly memberIds: readonly string[];
  readonly roleIds: readonly string[];
}

export const emptyNode = (): NodeDraft => ({ name: "", kinds: [], memberIds: [], roleIds: [] });

export function toDraft(node: FlowNode): NodeDraft {
  const kinds: FixedKind[] = [];
  let memberIds: string[] = [];
  let roleIds: string[] = [];
  for (const rule of node.reviewers) {
    if (rule.kind === "members") memberIds = [...memberIds, ...rule.memberIds];
    else if (rule.kind === "roles") roleIds = [...roleIds, ...rule.roleIds];
    else kinds.push(rule.kind);
  }
  return { name: node.name, kinds, memberIds, roleIds };
}

export function toNode(draft: NodeDraft): FlowNode {
  const reviewers: ReviewerRule[] = draft.kinds.map((kind) => ({ kind }));
  if (draft.memberIds.length > 0) reviewers.push({ kind: "members", memberIds: [...draft.memberIds] });
  if (draft.roleIds.length > 0) reviewers.push({ kind: "roles", roleIds: [...draft.roleIds] });
  return { name: draft.name.trim(), reviewers };
}

/** The form's problems, as catalogue keys: flow name; per node: name required, unique, at least one reviewer rule. */
export function flowProblems(name: string, nodes: readonly NodeDraft[]) {
  const seen = new Map<string, number>();
  const nodeProblems = nodes.map((node) => {
    const key = node.name.trim().toLowerCase();
    if (!key) return "form.nodeNameRequired";
    if (seen.has(key)) return "form.nodeNameTaken";
    seen.set(key, 1);
    if (node.kinds.length + node.memberIds.length + node.roleIds.length === 0) return "form.reviewerRequired";
    return undefined;
  });
  return {
    name: name.trim() ? undefined : "form.nameRequired",
    nodes: nodeProblems,
    noNodes: nodes.length === 0,
    any: !name.trim() || nodes.length === 0 || nodeProblems.some(Boolean),
  };
}
