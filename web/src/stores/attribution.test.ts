import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('attribution', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.resetModules();
  });

  it('keeps earlier values a later landing does not carry, and survives a reload', async () => {
    const { useAttribution } = await import('./attribution');
    useAttribution.getState().capture({ referCode: 'AGT2026', linkType: 'invite' });
    useAttribution.getState().capture({ btag: 'summer' });
    useAttribution.getState().capture({ affiliateId: 'aff-12' });
    expect(useAttribution.getState()).toMatchObject({ referCode: 'AGT2026', linkType: 'invite', btag: 'summer', affiliateId: 'aff-12' });

    vi.resetModules();
    const reloaded = await import('./attribution');
    expect(reloaded.useAttribution.getState()).toMatchObject({
      referCode: 'AGT2026',
      linkType: 'invite',
      btag: 'summer',
      affiliateId: 'aff-12',
    });
  });

  it('stores the referral as {code, linkType}, the shape earlier visits stored', async () => {
    const { useAttribution } = await import('./attribution');
    useAttribution.getState().capture({ referCode: 'AGT2026', linkType: 'agent' });
    const stored = JSON.parse(window.localStorage.getItem('qc:referral') ?? 'null') as { value: unknown };
    expect(stored.value).toEqual({ code: 'AGT2026', linkType: 'agent' });
  });

  it('a newer link replaces the code', async () => {
    const { useAttribution } = await import('./attribution');
    useAttribution.getState().capture({ referCode: 'OLD', linkType: 'invite' });
    useAttribution.getState().capture({ referCode: 'NEW', linkType: 'agent' });
    expect(useAttribution.getState()).toMatchObject({ referCode: 'NEW', linkType: 'agent' });
  });
});
