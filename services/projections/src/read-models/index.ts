import type { Projection } from "../projection";
import { dictionariesProjection } from "./dictionaries";
import { membersProjection } from "./members";
import { organisationProjection } from "./organisation";
import { rolesProjection } from "./roles";

/** Every read model the product keeps. */
export const PROJECTIONS: readonly Projection[] = [
  organisationProjection,
  membersProjection,
  rolesProjection,
  dictionariesProjection,
];
