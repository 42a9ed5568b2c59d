import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { hasUnpublishedChanges, method } from "./method";
import { referenceProblem } from "./method-content";

const author = { memberId: "m1", isOrganisationAdmin: false };
const other = { memberId: "m2", isOrganisationAdmin: false };
const admin = { memberId: "a", isOrganisationAdmin: true };
const content = {
  name: "HPLC purity of aspirin",
  category: "Analysis",
  purpose: "Purity of each batch",
  procedure: "<p>Dissolve 10 mg in 10 mL methanol.</p>",
  references: [{ referenceId: "r1", citation: "USP 43, Aspirin", doi: "10.1000/xyz123", url: "https://example.org/usp" }],
  preparedMaterialIds: ["pm1"],
};
const file = { rowId: "f1", name: "chromatogram.pdf", size: 10, sha256: "a".repeat(64), mediaType: "application/pdf" };
const created = { type: "MethodCreated" as const, data: { methodId: "x", number: "SOP0001", authorId: "m1", content } };
const published = (version: number, c = content, files: (typeof file)[] = []) => ({
  type: "MethodPublished" as const,
  data: { methodId: "x", version, effectiveDate: "2026-12-01", changeSummary: "First issue", content: c, files },
});
const publish = (actor = author, changes: { changeSummary?: string; effectiveDate?: string } = {}) => ({
  type: "PublishMethod" as const,
  methodId: "x",
  effectiveDate: "2026-12-01",
  changeSummary: "First issue",
  actor,
  ...changes,
});
const draft = (c = content, actor = other) => ({ type: "SaveMethodDraft" as const, methodId: "x", content: c, actor });
const edited = { ...content, procedure: "<p>Dissolve 20 mg in 10 mL methanol.</p>" };

describe("method (SOP)", () => {
  const { given } = specification(method);
  it("is drafted by any member, who is its author", () => {
    given([]).when({ type: "CreateMethod", methodId: "x", number: "SOP0001", content, actor: author }).then([created]);
    given([created])
      .when(draft(edited))
      .then([{ type: "MethodDraftSaved", data: { methodId: "x", number: "SOP0001", content: edited } }]);
  });
  it("is published as version 1 by its author or an administrator only, with a change summary and an effective date", () => {
    given([created])
      .when(publish())
      .then([published(1)]);
    given([created])
      .when(publish(admin))
      .then([published(1)]);
    given([created]).when(publish(other)).thenThrows("rubbishBin.notYours");
    given([created])
      .when(publish(author, { changeSummary: "  " }))
      .thenThrows("method.changeSummaryRequired");
    given([created])
      .when(publish(author, { effectiveDate: "2026-02-30" }))
      .thenThrows("method.effectiveDateInvalid");
  });
  it("publishes an edited draft as version n + 1, keeping the files attached; an unchanged draft is nothing to publish", () => {
    const attached = { type: "MethodFilesAttached" as const, data: { methodId: "x", files: [file] } };
    const saved = { type: "MethodDraftSaved" as const, data: { methodId: "x", number: "SOP0001", content: edited } };
    given([created, published(1), saved, attached])
      .when(publish(author, { changeSummary: "20 mg" }))
      .then([{ ...published(2, edited, [file]), data: { ...published(2, edited, [file]).data, changeSummary: "20 mg" } }]);
    given([created, published(1)])
      .when(publish())
      .thenThrows("method.nothingToPublish");
  });
  it("knows whether its draft says something the version in effect does not", () => {
    const state = (events: Parameters<typeof method.evolve>[1][]) => events.reduce(method.evolve, method.initialState());
    expect(hasUnpublishedChanges(state([created]))).toBe(true);
    expect(hasUnpublishedChanges(state([created, published(1)]))).toBe(false);
    expect(
      hasUnpublishedChanges(
        state([created, published(1), { type: "MethodDraftSaved", data: { methodId: "x", number: "SOP0001", content: edited } }]),
      ),
    ).toBe(true);
  });
  it("is retired by its author or an administrator; a retired method is neither edited nor published", () => {
    const retired = { type: "MethodRetired" as const, data: { methodId: "x" } };
    given([created, published(1)])
      .when({ type: "RetireMethod", methodId: "x", actor: other })
      .thenThrows("rubbishBin.notYours");
    given([created, published(1)])
      .when({ type: "RetireMethod", methodId: "x", actor: admin })
      .then([retired]);
    given([created, published(1), retired])
      .when(draft(edited))
      .thenThrows("method.retired");
    given([created, published(1), retired])
      .when(publish())
      .thenThrows("method.retired");
  });
  it("refuses a reference that is not one, and a method not found", () => {
    const bad = (reference: object) => ({ ...content, references: [{ ...content.references[0]!, ...reference }] });
    given([created])
      .when(draft(bad({ doi: "doi:abc" })))
      .thenThrows("method.doiInvalid");
    given([created])
      .when(draft(bad({ url: "javascript:alert(1)" })))
      .thenThrows("method.urlInvalid");
    given([created])
      .when(draft(bad({ citation: " " })))
      .thenThrows("method.citationRequired");
    given([]).when(draft()).thenThrows("method.notFound");
    expect(referenceProblem({ citation: "Smith 2020", doi: "10.1021/ja00001a001", url: "" })).toBeUndefined();
  });
  it("takes a file off its draft; an unknown file is not found", () => {
    const attached = { type: "MethodFilesAttached" as const, data: { methodId: "x", files: [file] } };
    given([created, attached])
      .when({ type: "RemoveMethodFile", methodId: "x", rowId: "f1", actor: other })
      .then([{ type: "MethodFileRemoved", data: { methodId: "x", rowId: "f1", name: "chromatogram.pdf" } }]);
    given([created])
      .when({ type: "RemoveMethodFile", methodId: "x", rowId: "f1", actor: other })
      .thenThrows("method.fileNotFound");
  });
  it("is cited by a record at a published version; citing the same version again changes nothing; a citation is withdrawn", () => {
    const cite = (version: number) => ({ type: "CiteMethod" as const, methodId: "x", experimentId: "e1", version, actor: other });
    const cited = { type: "MethodCitedInRecord" as const, data: { methodId: "x", experimentId: "e1", version: 1, by: "m2" } };
    given([created]).when(cite(1)).thenThrows("method.versionNotFound");
    given([created, published(1)])
      .when(cite(1))
      .then([cited]);
    given([created, published(1), cited])
      .when(cite(1))
      .then([]);
    given([created, published(1), cited])
      .when(cite(2))
      .thenThrows("method.versionNotFound");
    const withdraw = { type: "WithdrawMethodCitation" as const, methodId: "x", experimentId: "e1", actor: other };
    given([created, published(1), cited])
      .when(withdraw)
      .then([{ type: "MethodCitationWithdrawn", data: { methodId: "x", experimentId: "e1", by: "m2" } }]);
    given([created, published(1)])
      .when(withdraw)
      .thenThrows("method.notCited");
  });
  it("goes to the rubbish bin and back by its author or an administrator; one in the bin is restored before it is edited", () => {
    const binned = { type: "MethodBinned" as const, data: { methodId: "x" } };
    given([created]).when({ type: "BinMethod", methodId: "x", actor: other }).thenThrows("rubbishBin.notYours");
    given([created]).when({ type: "BinMethod", methodId: "x", actor: author }).then([binned]);
    given([created, binned]).when(draft()).thenThrows("rubbishBin.inRubbishBin");
    given([created, binned])
      .when({ type: "RestoreMethod", methodId: "x", actor: admin })
      .then([{ type: "MethodRestored", data: { methodId: "x" } }]);
  });
});
