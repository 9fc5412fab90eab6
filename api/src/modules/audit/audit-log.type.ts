import { ObjectType } from "type-graphql";
import { Connection } from "../../graphql/pagination.js";
import { StaffAction } from "./staff-action.entity.js";

@ObjectType({ description: "A page of the audit log, newest first.", simpleResolvers: true })
export class StaffActionConnection extends Connection(StaffAction, "StaffActionEdge") {}
