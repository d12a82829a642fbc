import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminContract } from '../../contract.ts';
import { admin, testApp } from '../../testing/app.ts';
import { picture } from '../../testing/pictures.ts';
import { playerSession } from '../../testing/players.ts';

const review = async (app: FastifyInstance, body: unknown) => {
  const response = await admin(app, 'POST', '/__mock/kyc/review', body);
  if (response.statusCode === 200) adminContract.ReviewKycResponse.parse(response.json());
  return response;
};

describe('POST /__mock/kyc/review', () => {
  it('approves every document waiting for review at once; the player reads APPROVED', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    await as('uploadIdDocument', { documentType: 'DRIVERS_LICENSE', side: 'FRONT', mimeType: 'image/png', image: await picture('png') });
    await as('uploadIdDocument', { documentType: 'DRIVERS_LICENSE', side: 'BACK', mimeType: 'image/png', image: await picture('png') });
    const response = await review(app, { loginName: 'QCPlayer01', status: 'APPROVED' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      loginName: 'qcplayer01',
      kycStatus: 'APPROVED',
      reviewed: [
        { id: 'doc-100001-1', documentType: 'DRIVERS_LICENSE', side: 'FRONT', status: 'APPROVED', reason: null },
        { id: 'doc-100001-2', documentType: 'DRIVERS_LICENSE', side: 'BACK', status: 'APPROVED', reason: null },
      ],
    });
    const kyc = (await as('getKycInfo')).json().data;
    expect(kyc.kycStatus).toBe('APPROVED');
    expect(kyc.documents.every((doc: { reviewedAt: string | null }) => doc.reviewedAt !== null)).toBe(true);
  });

  it('rejects with a catalogued reason, which the player reads in their language', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    await as('uploadIdDocument', { documentType: 'PASSPORT', mimeType: 'image/jpeg', image: await picture('jpeg') });
    expect((await review(app, { loginName: 'qcplayer01', status: 'REJECTED', reason: 'NAME_MISMATCH' })).json()).toMatchObject({
      kycStatus: 'REJECTED',
      reviewed: [{ status: 'REJECTED', reason: 'NAME_MISMATCH' }],
    });
    const english = (await as('getIdDocuments', {}, { 'accept-language': 'en-US' })).json().data;
    expect(english[0]).toMatchObject({ status: 'REJECTED', rejectReason: 'The name on the document does not match the name on your account. Please check your profile' });
    expect((await as('getKycInfo', {}, { 'accept-language': 'zh-CN' })).json().data.documents[0].rejectReason).toContain('姓名');
  });

  it('a rejection without a reason says unreadable', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    await as('uploadIdDocument', { documentType: 'PASSPORT', mimeType: 'image/png', image: await picture('png') });
    expect((await review(app, { loginName: 'qcplayer01', status: 'REJECTED' })).json().reviewed[0].reason).toBe('UNREADABLE');
  });

  it('refuses what it cannot do: nothing waiting (409), no such player (404), a reason for an approval or an unknown one (400)', async () => {
    const app = await testApp();
    expect((await review(app, { loginName: 'qcplayer01', status: 'APPROVED' })).statusCode).toBe(409);
    expect((await review(app, { loginName: 'qcnobody99', status: 'APPROVED' })).json()).toEqual({ error: 'no player qcnobody99' });
    const as = await playerSession(app);
    await as('uploadIdDocument', { documentType: 'PASSPORT', mimeType: 'image/png', image: await picture('png') });
    expect((await review(app, { loginName: 'qcplayer01', status: 'APPROVED', reason: 'EXPIRED' })).statusCode).toBe(400);
    const unknown = await review(app, { loginName: 'qcplayer01', status: 'REJECTED', reason: 'BLURRY' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/reason/);
    expect((await review(app, { loginName: 'qcplayer01', status: 'PENDING' })).statusCode).toBe(400);
    // Nothing was reviewed by the refusals.
    expect((await as('getKycInfo')).json().data.kycStatus).toBe('PENDING');
  });
});
