import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.ts';
import { picture } from '../../testing/pictures.ts';
import { advanceClock, playerSession } from '../../testing/players.ts';

describe('identity verification (KYC)', () => {
  it('an upload makes KYC PENDING; the review approves it 10 minutes later; then uploads are refused', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('getKycInfo')).json().data).toEqual({ kycStatus: 'NONE', documents: [] });
    const uploaded = await as('uploadIdDocument', { documentType: 'MY_NUMBER_CARD', side: 'FRONT', mimeType: 'image/jpeg', image: await picture('jpeg') });
    const doc = uploaded.json().data;
    expect(doc).toMatchObject({ id: 'doc-100001-1', documentType: 'MY_NUMBER_CARD', side: 'FRONT', mimeType: 'image/jpeg', status: 'PENDING', reviewedAt: null, rejectReason: null });
    expect(doc.sizeBytes).toBeGreaterThan(0);
    await as('uploadIdDocument', { documentType: 'MY_NUMBER_CARD', side: 'BACK', mimeType: 'image/png', image: await picture('png') });
    const kyc = (await as('getKycInfo')).json().data;
    expect(kyc.kycStatus).toBe('PENDING');
    expect(kyc.documents.map((d: { side: string }) => d.side)).toEqual(['BACK', 'FRONT']);
    expect((await as('getIdDocuments')).json().data).toEqual(kyc.documents);
    expect((await as('getPlayerProfile')).json().data.kycStatus).toBe('PENDING');

    await advanceClock(app, 9 * 60_000);
    expect((await as('getKycInfo')).json().data.kycStatus).toBe('PENDING');
    await advanceClock(app, 60_000);
    const reviewed = (await as('getIdDocuments')).json().data;
    expect(reviewed.map((d: { status: string }) => d.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(Date.parse(reviewed[1].reviewedAt) - Date.parse(reviewed[1].uploadedAt)).toBe(10 * 60_000);
    expect((await as('getPlayerCommonInfo')).json().data.kycStatus).toBe('APPROVED');
    const again = await as('uploadIdDocument', { documentType: 'PASSPORT', mimeType: 'image/png', image: await picture('png') });
    expect(again.json().code).toBe(101012);
  });

  it('a picture too small to read is rejected by the review, with the reason in the request language', async () => {
    const app = await testApp();
    const as = await playerSession(app, 'qctransfer01');
    // Seeded: an old upload already turned down.
    const seeded = (await as('getKycInfo', {}, { 'accept-language': 'en-US' })).json().data;
    expect(seeded).toMatchObject({ kycStatus: 'REJECTED', documents: [{ id: 'doc-100002-1', status: 'REJECTED', rejectReason: 'The picture is too small to read. Please upload a clearer one' }] });
    await as('uploadIdDocument', { documentType: 'PASSPORT', mimeType: 'image/png', image: await picture('png', 200, 120) });
    expect((await as('getKycInfo')).json().data.kycStatus).toBe('PENDING');
    await advanceClock(app, 10 * 60_000);
    const kyc = (await as('getKycInfo')).json().data;
    expect(kyc.kycStatus).toBe('REJECTED');
    expect(kyc.documents[0]).toMatchObject({ documentType: 'PASSPORT', side: 'FRONT', status: 'REJECTED', rejectReason: expect.stringContaining('判読できません') });
  });

  it('checks the file: at most 700 KB, a real JPEG or PNG, the type declared; five waiting at most', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const png = await picture('png');
    const upload = (mimeType: string, image: string) => as('uploadIdDocument', { documentType: 'DRIVERS_LICENSE', mimeType, image });
    const tooLarge = Buffer.concat([Buffer.from(png, 'base64'), Buffer.alloc(700 * 1024)]).toString('base64');
    expect((await upload('image/png', tooLarge)).json()).toMatchObject({ code: 101010, msg: 'ファイルサイズは700KB以下にしてください' });
    expect((await upload('image/jpeg', png)).json().code).toBe(101011);
    expect((await upload('image/png', Buffer.from('%PDF-1.7 not a picture').toString('base64'))).json().code).toBe(101011);
    expect((await upload('image/gif', png)).statusCode).toBe(400);
    expect((await upload('image/png', `data:image/png;base64,${png}`)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await upload('image/png', png)).json().code).toBe(200);
    expect((await upload('image/png', png)).json().code).toBe(101013);
    expect((await as('getIdDocuments')).json().data).toHaveLength(5);
  });
});
