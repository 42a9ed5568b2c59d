export * from "./access/access";
export * from "./decider/decider";
export * from "./decider/domain-error";
export * from "./member/member";
export * from "./member/password-policy";
export * from "./numbering/numbering-rule";
export * from "./organisation/organisation";
export * from "./session/request-signature";
