// The one door to the generated contract (never edited by hand: `npm run generate`).
import type { z } from 'zod';

export * from '#generated/operations.ts';
export { codes, type Code, type CodeName, type OperationCode, type OperationCodes } from '#generated/codes.ts';
export * as socketContract from '#generated/socket/socket.zod.ts';
export { ErrorEnvelope } from '#generated/components/schemas/index.ts';
export * as adminContract from '#generated/mock-admin/mock-admin.zod.ts';
export { controlOperations, type ControlOperationDef, type ControlOperationId } from '#generated/mock-admin/operations.ts';
export type * as authContract from '#generated/auth/auth.zod.ts';
export type * as cmsContract from '#generated/cms/cms.zod.ts';
export type * as phoenixContract from '#generated/phoenix/index.zod.ts';
export type * as rexContract from '#generated/rex/rex.zod.ts';
export type * as throneContract from '#generated/throne/index.zod.ts';

/** The `data` of an operation's success envelope, from its generated response schema. */
export type DataOf<Response extends z.ZodType> = z.output<Response> extends { data: infer Data } ? Data : never;
/** A validated request body or query, as the handler receives it. */
export type InputOf<Schema extends z.ZodType> = z.output<Schema>;
