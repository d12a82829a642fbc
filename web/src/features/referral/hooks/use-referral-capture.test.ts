import { describe, expect, it } from 'vitest';
import { readAttribution } from './use-referral-capture';

describe('readAttribution', () => {
  it('reads an invite or an agent code', () => {
    expect(readAttribution('?invite=AGT2026')).toEqual({ referCode: 'AGT2026', linkType: 'invite' });
    expect(readAttribution('?agent=A-77_x')).toEqual({ referCode: 'A-77_x', linkType: 'agent' });
  });

  it('reads an affiliate’s btag and id, under either spelling of the id', () => {
    expect(readAttribution('?btag=a_123b_45c_&affiliateId=aff-12')).toEqual({ btag: 'a_123b_45c_', affiliateId: 'aff-12' });
    expect(readAttribution('?affiliate=aff-13')).toEqual({ affiliateId: 'aff-13' });
    expect(readAttribution('?invite=AGT2026&btag=summer')).toEqual({ referCode: 'AGT2026', linkType: 'invite', btag: 'summer' });
  });

  it('ignores what is absent, empty or malformed', () => {
    expect(readAttribution('')).toEqual({});
    expect(readAttribution('?invite=&btag=')).toEqual({});
    expect(readAttribution('?invite=<script>&btag=a%20b')).toEqual({});
    expect(readAttribution(`?affiliateId=${'x'.repeat(101)}`)).toEqual({});
  });
});
