import { describe, expect, it } from 'vitest';
import * as checks from './validation.ts';
import { ruleTable, type RuleName } from './validation.table.ts';

describe('the checks against the rule table', () => {
  for (const [name, rows] of Object.entries(ruleTable) as unknown as [RuleName, readonly { input: unknown[]; verdict: unknown; why?: string }[]][]) {
    describe(name, () => {
      const check = checks[name] as (...args: unknown[]) => unknown;
      it.each(rows.map((row) => [JSON.stringify(row.input).slice(0, 80), row.verdict, row] as const))('%s -> %s', (_, verdict, row) => {
        expect(check(...row.input)).toBe(verdict);
      });
    });
  }

  it('has rows for every check the module exports, accepting and refusing', () => {
    const exported = Object.keys(checks).filter((key) => key.startsWith('check'));
    expect(Object.keys(ruleTable).sort()).toEqual(exported.sort());
    for (const rows of Object.values(ruleTable) as unknown as readonly (readonly { verdict: unknown }[])[]) {
      expect(rows.some((row) => row.verdict === null)).toBe(true);
      expect(rows.some((row) => row.verdict !== null)).toBe(true);
    }
  });
});
