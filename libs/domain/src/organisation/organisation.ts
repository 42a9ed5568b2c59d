import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { type NumberingRule, validateRule } from "../numbering/numbering-rule";

export const organisationStream = (organisationId: string) => `organisation-${organisationId}`;

type OrganisationEvent =
  | { type: "OrganisationCreated"; data: EventData<"OrganisationCreated"> }
  | { type: "DepartmentCreated"; data: EventData<"DepartmentCreated"> }
  | { type: "NumberingRuleSet"; data: EventData<"NumberingRuleSet"> };

export interface OrganisationState {
  readonly created: boolean;
  readonly departments: ReadonlyMap<string, { name: string; parentId: string | null }>;
}

export type OrganisationCommand =
  | {
      type: "CreateOrganisation";
      organisationId: string;
      name: string;
      defaultLanguage: "zh-CN" | "en";
      rootDepartment: { departmentId: string; name: string };
    }
  | { type: "CreateDepartment"; departmentId: string; name: string; parentId: string | null }
  | { type: "SetNumberingRule"; target: EventData<"NumberingRuleSet">["target"]; rule: NumberingRule };

export const organisation: Decider<OrganisationCommand, OrganisationState, OrganisationEvent> = {
  initialState: () => ({ created: false, departments: new Map() }),

  evolve: (state, event) => {
    switch (event.type) {
      case "OrganisationCreated":
        return { ...state, created: true };
      case "DepartmentCreated":
        return { ...state, departments: new Map(state.departments).set(event.data.departmentId, event.data) };
      case "NumberingRuleSet":
        return state;
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case "CreateOrganisation": {
        if (state.created) throw new DomainError("organisation.exists", "conflict");
        const { organisationId, name, defaultLanguage, rootDepartment } = command;
        return [
          { type: "OrganisationCreated", data: { organisationId, name, defaultLanguage } },
          { type: "DepartmentCreated", data: { ...rootDepartment, parentId: null } },
        ];
      }
      case "CreateDepartment": {
        if (!state.created) throw new DomainError("organisation.notFound", "not-found");
        if (state.departments.has(command.departmentId)) throw new DomainError("department.exists", "conflict");
        if (command.parentId !== null && !state.departments.has(command.parentId)) {
          throw new DomainError("department.parentNotFound", "invalid");
        }
        const siblings = [...state.departments.values()].filter((d) => d.parentId === command.parentId);
        if (siblings.some((d) => d.name === command.name))
          throw new DomainError("department.nameTaken", "conflict", { name: command.name });
        const { departmentId, name, parentId } = command;
        return [{ type: "DepartmentCreated", data: { departmentId, name, parentId } }];
      }
      case "SetNumberingRule":
        if (!state.created) throw new DomainError("organisation.notFound", "invalid");
        validateRule(command.rule);
        return [{ type: "NumberingRuleSet", data: { target: command.target, ...command.rule } }];
    }
  },
};
