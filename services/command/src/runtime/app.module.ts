import { type DynamicModule, Module } from "@nestjs/common";
import { CqrsModule } from "@nestjs/cqrs";
import { AuthController } from "../auth/auth.controller";
import { LoginHandler } from "../auth/login.command";
import { HealthController } from "../health/health.controller";
import { CreateMemberHandler } from "../members/create-member.command";
import { MembersController } from "../members/members.controller";
import { CreateDepartmentHandler } from "../organisation/create-department.command";
import { DepartmentsController } from "../organisation/departments.controller";
import { DictionariesController } from "../settings/dictionaries.controller";
import { NumberingRulesController } from "../settings/numbering-rules.controller";
import { RUNTIME, type Runtime } from "./runtime";

/** The Nest shell: dependency injection, command dispatch and HTTP; no domain logic here. */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot({ rethrowUnhandled: true })],
      controllers: [
        HealthController,
        AuthController,
        DepartmentsController,
        MembersController,
        NumberingRulesController,
        DictionariesController,
      ],
      providers: [{ provide: RUNTIME, useValue: runtime }, LoginHandler, CreateDepartmentHandler, CreateMemberHandler],
    };
  }
}
