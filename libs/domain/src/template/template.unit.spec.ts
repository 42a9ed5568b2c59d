import { describe, expect, it } from "vitest";
import { departmentLine } from "../access/viewing-scope";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import type { Module } from "../experiment/experiment-state";
import { template } from "./template";
import { recordModulesOfTemplate, templateModulesOfRecord } from "./template-modules";
import type { TemplateEvent, TemplateModule } from "./template-state";
import { mayReadTemplate, mayReadVersion, usableVersion } from "./template-use";

const author = { memberId: "author", isOrganisationAdmin: false };
const other = { memberId: "other", isOrganisationAdmin: false };
const admin = { memberId: "admin", isOrganisationAdmin: true };
const known = () => true;
const moduleA: TemplateModule = {
  moduleId: "ma",
  type: "editor",
  subType: null,
  title: "Purpose",
  required: true,
  columns: [],
  content: { fields: { text: "State the purpose" }, rows: [] },
  locked: true,
  grants: { header: 1 },
};
const draft = { name: "Suzuki coupling", description: "Pd catalysed", modules: [moduleA] };
const created: TemplateEvent = {
  type: "TemplateCreated",
  data: { templateId: "t1", name: draft.name, description: draft.description, authorId: "author", departmentId: "chem" },
};
const drafted: TemplateEvent = { type: "TemplateDraftSaved", data: { templateId: "t1", ...draft } };
const v1: TemplateEvent = {
  type: "TemplateVersionSaved",
  data: { templateId: "t1", version: 1, changeSummary: "First", ...draft },
};
const v2: TemplateEvent = {
  type: "TemplateVersionSaved",
  data: { templateId: "t1", version: 2, changeSummary: "Second", ...draft, name: "Suzuki coupling II" },
};
const requested: TemplateEvent = {
  type: "TemplatePublishRequested",
  data: {
    templateId: "t1",
    requestId: "r1",
    version: 1,
    name: "Suzuki coupling",
    scope: "department",
    departmentId: "chem",
    reviewerIds: ["header"],
  },
};
const now = new Date("2026-11-27T10:00:00.000Z");
const signer: { memberId: string; printedName: string; meaning: "approval" | "rejection" } = {
  memberId: "header",
  printedName: "Head",
  meaning: "approval",
};
const granted: TemplateEvent = {
  type: "TemplatePublishDecided",
  data: {
    templateId: "t1",
    requestId: "r1",
    version: 1,
    scope: "department",
    departmentId: "chem",
    granted: true,
    signerId: "header",
    printedName: "Head",
    meaning: "approval",
    signTime: now.toISOString(),
    comment: "",
  },
};
const published = [created, drafted, v1, requested, granted];
const reader = (memberId: string, departmentChain: string[] = [], isOrganisationAdmin = false) => ({
  memberId,
  isOrganisationAdmin,
  departmentChain,
});

describe("template", () => {
  const given = specification(template).given;

  it("is created by its author with a draft; a record saved as a template also freezes version 1 and names the record", () => {
    given([])
      .when({ type: "CreateTemplate", templateId: "t1", draft, departmentId: "chem", knownMember: known, actor: author })
      .then([created, drafted]);
    given([])
      .when({
        type: "CreateTemplate",
        templateId: "t1",
        draft,
        departmentId: "chem",
        fromRecord: { experimentId: "e1", number: "EXP-1", changeSummary: "First" },
        knownMember: known,
        actor: author,
      })
      .then([
        { ...created, data: { ...created.data, fromRecord: { experimentId: "e1", number: "EXP-1" } } } as TemplateEvent,
        drafted,
        v1,
      ]);
  });

  it("refuses a draft with an unknown module kind, a repeated module id, a grant to a stranger or no name", () => {
    const save = (modules: TemplateModule[], name = "N") => ({
      type: "SaveTemplateDraft" as const,
      draft: { name, description: "", modules },
      knownMember: (id: string) => id === "header",
      actor: author,
    });
    given([created])
      .when(save([{ ...moduleA, type: "nonsense" }]))
      .thenThrows("module.kindUnknown");
    given([created])
      .when(save([moduleA, moduleA]))
      .thenThrows("template.moduleIdRepeated");
    given([created])
      .when(save([{ ...moduleA, grants: { stranger: 0 } }]))
      .thenThrows("template.granteeUnknown");
    given([created])
      .when(save([moduleA], "  "))
      .thenThrows("template.nameRequired");
  });

  it("is edited, versioned and put up for publishing by its author only (spec §6), an administrator included", () => {
    const saveDraft = (actor: typeof author) => ({ type: "SaveTemplateDraft" as const, draft, knownMember: known, actor });
    given([created]).when(saveDraft(other)).thenThrows("template.authorOnly");
    given([created]).when(saveDraft(admin)).thenThrows("template.authorOnly");
    given([created, drafted])
      .when({ type: "SaveTemplateVersion", changeSummary: "First", knownMember: known, actor: other })
      .thenThrows("template.authorOnly");
    given([created, drafted, v1])
      .when({ type: "RequestTemplatePublish", requestId: "r1", version: 1, scope: "team", reviewerIds: ["admin"], actor: other })
      .thenThrows("template.authorOnly");
  });

  it("freezes the draft as the next version, a change summary required; a draft sent along is saved first", () => {
    given([created, drafted])
      .when({ type: "SaveTemplateVersion", changeSummary: "  ", knownMember: known, actor: author })
      .thenThrows("template.changeSummaryRequired");
    given([created, drafted])
      .when({ type: "SaveTemplateVersion", changeSummary: " First ", knownMember: known, actor: author })
      .then([v1]);
    const renamed = { ...draft, name: "Suzuki coupling II" };
    given([created, drafted, v1])
      .when({ type: "SaveTemplateVersion", changeSummary: "Second", draft: renamed, knownMember: known, actor: author })
      .then([{ type: "TemplateDraftSaved", data: { templateId: "t1", ...renamed } }, v2]);
  });

  it("asks to publish a saved version; the reviewers never include the author; none left is refused (reviewer cannot be operator)", () => {
    const ask = (version: number, reviewerIds: string[], scope: "department" | "team" = "department") => ({
      type: "RequestTemplatePublish" as const,
      requestId: "r1",
      version,
      scope,
      reviewerIds,
      actor: author,
    });
    given([created, drafted, v1])
      .when(ask(1, ["header", "author"]))
      .then([requested]);
    given([created, drafted, v1])
      .when(ask(1, ["author"]))
      .thenThrows("template.noReviewer");
    given([created, drafted, v1])
      .when(ask(2, ["header"]))
      .thenThrows("template.versionNotFound");
    given([created, drafted, v1, requested])
      .when(ask(1, ["header"], "team"))
      .thenThrows("template.publishPending");
    given(published)
      .when(ask(1, ["header"]))
      .thenThrows("template.alreadyPublished");
    const noDepartment = { ...created, data: { ...created.data, departmentId: null } } as TemplateEvent;
    given([noDepartment, drafted, v1])
      .when(ask(1, ["header"]))
      .thenThrows("template.noDepartment");
  });

  it("is published when a reviewer signs the request; a stranger, the author or a wrong meaning cannot decide; a refusal needs a comment", () => {
    const decide = (granted: boolean, who = signer, comment = "") => ({
      type: "DecideTemplatePublish" as const,
      requestId: "r1",
      granted,
      comment,
      signer: who,
      now,
      actor: { memberId: who.memberId, isOrganisationAdmin: false },
    });
    given([created, drafted, v1, requested]).when(decide(true)).then([granted]);
    given([created, drafted, v1, requested])
      .when(decide(true, { ...signer, memberId: "other" }))
      .thenThrows("approval.notReviewer");
    given([created, drafted, v1, requested])
      .when(decide(true, { ...signer, memberId: "author" }))
      .thenThrows("template.reviewerIsAuthor");
    given([created, drafted, v1, requested])
      .when(decide(true, { ...signer, meaning: "rejection" }))
      .thenThrows("signature.meaningUnfit");
    given([created, drafted, v1, requested])
      .when(decide(false, { ...signer, meaning: "rejection" }))
      .thenThrows("template.rejectionCommentRequired");
    given(published).when(decide(true)).thenThrows("template.requestNotPending");
    const state = fold(template, published);
    expect(state.published).toEqual({ version: 1, scope: "department", departmentId: "chem" });
    expect(state.pending).toBeUndefined();
  });

  it("is unpublished, binned and restored by its author or an administrator; collected by members it serves", () => {
    given(published).when({ type: "UnpublishTemplate", reason: "Outdated", actor: other }).thenThrows("rubbishBin.notYours");
    given(published)
      .when({ type: "UnpublishTemplate", reason: "Outdated", actor: admin })
      .then([{ type: "TemplateUnpublished", data: { templateId: "t1", reason: "Outdated" } }]);
    given([created]).when({ type: "UnpublishTemplate", reason: "", actor: author }).thenThrows("template.notPublished");
    const binned: TemplateEvent = { type: "TemplateBinned", data: { templateId: "t1" } };
    given(published).when({ type: "BinTemplate", actor: admin }).then([binned]);
    given([...published, binned])
      .when({ type: "RestoreTemplate", actor: author })
      .then([{ type: "TemplateRestored", data: { templateId: "t1" } }]);
    given([...published, binned])
      .when({ type: "SaveTemplateDraft", draft, knownMember: known, actor: author })
      .thenThrows("rubbishBin.inRubbishBin");
    const collect = (memberId: string, chain: string[]) => ({
      type: "CollectTemplate" as const,
      reader: reader(memberId, chain),
      actor: { memberId, isOrganisationAdmin: false },
    });
    given(published)
      .when(collect("chemist", ["organic", "chem"]))
      .then([{ type: "TemplateCollected", data: { templateId: "t1", memberId: "chemist" } }]);
    given(published)
      .when(collect("biologist", ["bio"]))
      .thenThrows("template.unavailable");
    given([...published, binned])
      .when(collect("chemist", ["chem"]))
      .thenThrows("template.unavailable");
    const collected: TemplateEvent = { type: "TemplateCollected", data: { templateId: "t1", memberId: "chemist" } };
    given([...published, collected])
      .when(collect("chemist", ["chem"]))
      .then([]);
    given([...published, collected])
      .when({ type: "UncollectTemplate", actor: { memberId: "chemist", isOrganisationAdmin: false } })
      .then([{ type: "TemplateUncollected", data: { templateId: "t1", memberId: "chemist" } }]);
  });

  it("is not found before it is created", () => {
    given([]).when({ type: "BinTemplate", actor: author }).thenThrows("template.notFound");
  });
});

describe("which version a member may use", () => {
  it("serves its author the latest version; others the published one while they are in its scope; nobody once binned", () => {
    const withV2 = fold(template, [...published, v2]);
    expect(usableVersion(withV2, reader("author"))).toBe(2);
    expect(usableVersion(withV2, reader("chemist", ["organic", "chem"]))).toBe(1);
    expect(usableVersion(withV2, reader("biologist", ["bio"]))).toBeNull();
    const team = fold(template, [
      created,
      drafted,
      v1,
      { ...requested, data: { ...requested.data, scope: "team", departmentId: null } },
      { ...granted, data: { ...granted.data, scope: "team", departmentId: null } } as TemplateEvent,
    ]);
    expect(usableVersion(team, reader("biologist", ["bio"]))).toBe(1);
    expect(
      usableVersion(fold(template, [...published, { type: "TemplateBinned", data: { templateId: "t1" } }]), reader("author")),
    ).toBeNull();
    expect(usableVersion(fold(template, [created, drafted]), reader("author"))).toBeNull();
  });

  it("lets a reviewer read the version asked, an administrator every version, a stranger none", () => {
    const pending = fold(template, [created, drafted, v1, requested]);
    expect(mayReadVersion(pending, reader("header"), 1)).toBe(true);
    expect(mayReadTemplate(pending, reader("header"))).toBe(true);
    expect(mayReadTemplate(pending, reader("stranger", ["chem"]))).toBe(false);
    expect(mayReadVersion(pending, reader("admin", [], true), 1)).toBe(true);
    const withV2 = fold(template, [...published, v2]);
    expect(mayReadVersion(withV2, reader("chemist", ["chem"]), 2)).toBe(false);
    expect(mayReadVersion(withV2, reader("chemist", ["chem"]), 1)).toBe(true);
  });

  it("reads a member's department chain upwards", () => {
    const departments = [
      { id: "root", parentId: null },
      { id: "chem", parentId: "root" },
      { id: "organic", parentId: "chem" },
    ];
    expect(departmentLine(departments, "organic")).toEqual(["organic", "chem", "root"]);
    expect(departmentLine(departments, null)).toEqual([]);
  });
});

describe("modules between records and templates", () => {
  it("a record saved as a template keeps its modules and what cloning keeps (spec §4); none locked, none authorised", () => {
    const recordModule: Module = {
      moduleId: "m1",
      type: "editor",
      subType: null,
      title: "Procedure",
      required: false,
      columns: [],
      content: { fields: { text: "Stir" }, rows: [] },
      cacheTime: 5,
      isCheck: true,
      signatures: [{ signerId: "x", printedName: "X", meaning: "authorship", signTime: now.toISOString() }],
      grants: { someone: 1 },
    };
    let n = 0;
    const [module] = templateModulesOfRecord([recordModule], () => `n${++n}`);
    expect(module).toEqual({
      moduleId: "n1",
      type: "editor",
      subType: null,
      title: "Procedure",
      required: false,
      columns: [],
      content: { fields: { text: "Stir" }, rows: [] },
      locked: false,
    });
  });

  it("a record from a template gets new module ids, the content, the lock and the grants (none for its owner)", () => {
    let n = 0;
    const [made] = recordModulesOfTemplate([{ ...moduleA, grants: { header: 1, owner: 0 } }], "owner", () => `n${++n}`);
    expect(made).toEqual({
      module: { moduleId: "n1", type: "editor", subType: null, title: "Purpose", required: true, columns: [], locked: true },
      content: { fields: { text: "State the purpose" }, rows: [] },
      grants: { header: 1 },
    });
  });
});
