import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n/i18n.ts';
import { reasonText } from './reasons';

beforeAll(() => void initI18n('?lang=ja-JP'));
const t = () => i18n.getFixedT('ja-JP');
const date = (iso: string) => iso.slice(0, 10);
const problem = (reason: string, extra: object = {}) => ({ reason, requiredLevel: null, windowDays: null, until: null, ...extra }) as Parameters<typeof reasonText>[0];

describe('why a player may not claim', () => {
  it('says each reason plainly, with its facts', () => {
    expect(reasonText(problem('LEVEL', { requiredLevel: 'シルバー' }), t(), date)).toBe('シルバー以上のレベルのお客様が対象です');
    expect(reasonText(problem('NO_RECENT_DEPOSIT', { windowDays: 30 }), t(), date)).toBe('過去30日以内に入金のあるお客様が対象です');
    expect(reasonText(problem('NOT_NEW', { windowDays: 30 }), t(), date)).toBe('ご登録から30日以内のお客様が対象です');
    expect(reasonText(problem('BREAK', { until: '2026-12-01T00:00:00Z' }), t(), date)).toBe('休止期間中（2026-12-01まで）はボーナスをお受け取りいただけません');
    expect(reasonText(problem('BREAK'), t(), date)).toBe('自己排除中はボーナスをお受け取りいただけません');
    expect(reasonText(problem('NOTHING_TO_GIVE'), t(), date)).toBe('還元できる負け額がありません');
  });
});
