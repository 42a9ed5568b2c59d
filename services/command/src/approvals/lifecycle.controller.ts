import {
  RecallBody,
  RemoveSignatureBody,
  RollBackBody,
  routes,
  SignModuleBody,
  SubmitBody,
  UnlockBody,
} from "@labledger/contracts";
import {
  approvalFlows,
  approvalFlowsStream,
  DomainError,
  type ExperimentState,
  experimentStream,
  meaningOfAct,
  resolveReviewers,
} from "@labledger/domain";
import { Body, Controller, Inject, Param, Req } from "@nestjs/common";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { loadState } from "../pipeline/handle-command";
import { appendToExperiment } from "../records/experiment-commands";
import { projectActorOf } from "../records/record-access";
import { foldExperiment, loadExperiment, mayEditExperiment, mayViewRecord } from "../records/record-streams";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { reviewerContext } from "./reviewer-context";
import { confirmSigner } from "./signer";

/** Spec §4 record lifecycle over HTTP: submit, recall, lock and unlock; module signatures (issue 7). */
@Controller()
export class LifecycleController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.submitExperiment)
  async submit(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { flowId } = validate(SubmitBody, body ?? {});
    const state = await this.editable(id, request);
    const { flows, defaultFlowId } = await loadState(
      this.runtime.ports.events,
      approvalFlowsStream(ORGANISATION_ID),
      approvalFlows,
    );
    const flow = flows.get(flowId ?? defaultFlowId ?? "");
    // No flow at all leaves the record without reviewers: the spec's "contact the admin".
    if (!flow) throw new DomainError(flowId ? "flow.notFound" : "approval.noReviewer", "invalid");
    const memberId = request.session.member.id;
    const nodes = resolveReviewers(flow, await reviewerContext(this.runtime, state, memberId));
    const result = await appendToExperiment(
      this.runtime,
      id,
      { type: "SubmitExperiment", memberId, flow: { flowId: flow.flowId, name: flow.name, nodes } },
      request,
    );
    const version = (result.events[0]?.data as { version: number } | undefined)?.version ?? state.lifecycle.version;
    return ok({ version, approvalId: `${id}:v${version}`, position: result.position });
  }

  @Route(routes.recallExperiment)
  async recall(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { reason } = validate(RecallBody, body);
    const state = await this.viewable(id, request);
    const result = await appendToExperiment(
      this.runtime,
      id,
      { type: "RequestRecall", memberId: request.session.member.id, reason },
      request,
      reason,
    );
    return ok({ approvalId: `${id}:v${state.lifecycle.version}:recall`, position: result.position });
  }

  @Route(routes.rollBackExperiment)
  async rollBack(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { version, reason } = validate(RollBackBody, body);
    await this.editable(id, request);
    const stored = await this.runtime.ports.events.readStream(experimentStream(id));
    const submission = stored.find(
      (e) => e.type === "ExperimentSubmitted" && (e.data as { version: number }).version === version,
    );
    if (!submission) throw new DomainError("history.versionNotFound", "not-found", { version });
    const target = foldExperiment(stored.slice(0, submission.metadata.streamPosition + 1));
    const command = { type: "RollBack", toVersion: version, target, now: new Date(), reason } as const;
    return ok({ position: (await appendToExperiment(this.runtime, id, command, request, reason)).position });
  }

  @Route(routes.lockExperiment)
  async lock(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    await this.ownerOrAdmin(id, request);
    return ok({ position: (await appendToExperiment(this.runtime, id, { type: "ChangeLock", locked: true }, request)).position });
  }

  @Route(routes.unlockExperiment)
  async unlock(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { password } = validate(UnlockBody, body);
    await this.ownerOrAdmin(id, request);
    await confirmSigner(this.runtime, request, password, "responsibility");
    return ok({
      position: (await appendToExperiment(this.runtime, id, { type: "ChangeLock", locked: false }, request)).position,
    });
  }

  @Route(routes.signModule)
  async sign(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { password, meaning } = validate(SignModuleBody, body);
    const state = await this.viewable(id, request);
    assertModule(state, moduleId);
    // Authorship is signed by those who may write the record; review, approval and responsibility by any who may read it.
    if (meaning === "authorship" && !(await mayEditExperiment(this.runtime, state, projectActorOf(request))))
      throw new DomainError("experiment.readOnly", "forbidden");
    const signer = await confirmSigner(this.runtime, request, password, meaningOfAct("signModule", meaning));
    const result = await appendToExperiment(this.runtime, id, { type: "SignModule", moduleId, signer, now: new Date() }, request);
    const signed = result.events[0]!.data as { signTime: string; printedName: string };
    return ok({ signTime: signed.signTime, printedName: signed.printedName, position: result.position });
  }

  @Route(routes.removeSignature)
  async removeSignature(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { password, signerId, signTime, meaning } = validate(RemoveSignatureBody, body);
    const state = await this.viewable(id, request);
    assertModule(state, moduleId);
    const { member } = request.session;
    if (signerId !== member.id && state.record!.ownerId !== member.id && !member.isOrganisationAdmin)
      throw new DomainError("signature.notYours", "forbidden");
    const remover = await confirmSigner(this.runtime, request, password, meaningOfAct("removeSignature", meaning));
    const command = { type: "RemoveSignature", moduleId, signerId, signTime, remover, now: new Date() } as const;
    return ok({ position: (await appendToExperiment(this.runtime, id, command, request)).position });
  }

  private async viewable(id: string, request: AuthenticatedRequest) {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    if (!mayViewRecord(state, viewer)) throw new DomainError("experiment.notFound", "not-found");
    return state;
  }

  private async editable(id: string, request: AuthenticatedRequest) {
    const state = await this.viewable(id, request);
    if (!(await mayEditExperiment(this.runtime, state, projectActorOf(request))))
      throw new DomainError("experiment.readOnly", "forbidden");
    return state;
  }

  private async ownerOrAdmin(id: string, request: AuthenticatedRequest) {
    const state = await this.viewable(id, request);
    const { member } = request.session;
    if (state.record!.ownerId !== member.id && !member.isOrganisationAdmin)
      throw new DomainError("experiment.lockOwnerOnly", "forbidden");
    return state;
  }
}

/** Before the password is asked: signing a module that is not there is a 404, not a password check (nor a failed attempt). */
function assertModule(state: ExperimentState, moduleId: string): void {
  if (!state.modules.some((m) => m.moduleId === moduleId)) throw new DomainError("module.notFound", "not-found");
}
