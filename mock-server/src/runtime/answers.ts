import type { z } from 'zod';
import { SUCCESS_CODE } from '../contract.ts';

/** The player API's answer (SPEC §8): every call, success or business failure, is this shape. */
export interface Envelope {
  code: number;
  success: boolean;
  data: unknown;
  msg: string;
}

export function envelope(code: number, data: unknown, msg: string): Envelope {
  return { code, success: code === SUCCESS_CODE, data, msg };
}

/** "moduleCodes.0: Invalid option ..." — names the field, the way a form would show it. */
export function describeIssues(error: z.ZodError, where: 'body' | 'query' | 'params'): string {
  // An intersection (envelope base & data) can report the same issue from each side: say it once.
  const lines = error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : where}: ${issue.message}`);
  return [...new Set(lines)].slice(0, 5).join('; ');
}
