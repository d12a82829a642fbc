import type { Locale } from '../../contract.ts';
import { LEVELS } from '../profile/levels.ts';
import { formatYen } from '../shared/locale.ts';
import type { PromotionDef } from './catalogue.ts';
import { ARMED_DAYS } from './rules.ts';

/**
 * A promotion's terms as HTML (p, ul, li, strong: what the site's sanitiser keeps), written from
 * its rules in the reader's language: the numbers a player reads are the ones the server applies.
 */

type Lines = Record<Locale, string>;

const escape = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

function kindLine(def: PromotionDef, l: Locale, gameName: string | undefined, stake: number | undefined): Lines | undefined {
  const r = def.reward;
  switch (def.kind) {
    case 'DEPOSIT_MATCH':
      return {
        'ja-JP': `お申し込みのあと${ARMED_DAYS}日以内に${formatYen(r.minDeposit!, l)}以上を入金すると、入金が完了した時点で入金額の${r.matchPercent}%（最大${formatYen(r.maxBonus!, l)}）がボーナスウォレットに入ります。`,
        'en-US': `Claim first, then deposit at least ${formatYen(r.minDeposit!, l)} within ${ARMED_DAYS} days: once the deposit is paid, ${r.matchPercent}% of it (up to ${formatYen(r.maxBonus!, l)}) is credited to your bonus wallet.`,
        'zh-CN': `申请后${ARMED_DAYS}天内充值${formatYen(r.minDeposit!, l)}以上，充值到账时即将充值金额的${r.matchPercent}%（最高${formatYen(r.maxBonus!, l)}）存入奖金钱包。`,
      };
    case 'CASHBACK':
      return {
        'ja-JP': `お申し込み時点から過去${r.cashbackDays}日間のパチンコ・パチスロのリアルマネーでの負け額（ベット額−払戻額）の${r.cashbackPercent}%、最大${formatYen(r.maxBonus!, l)}をお返しします。負け額が${formatYen(r.minLoss!, l)}未満の場合は対象外です。`,
        'en-US': `${r.cashbackPercent}% of your net real-money loss (stakes minus winnings) on pachinko and pachislot over the ${r.cashbackDays} days before you claim, up to ${formatYen(r.maxBonus!, l)}. A net loss under ${formatYen(r.minLoss!, l)} gives nothing back.`,
        'zh-CN': `返还申请前${r.cashbackDays}天内柏青哥和柏青嫂真钱净亏损（投注额减派彩）的${r.cashbackPercent}%，最高${formatYen(r.maxBonus!, l)}。净亏损不足${formatYen(r.minLoss!, l)}时不返还。`,
      };
    case 'FREE_SPINS':
      if (gameName === undefined || stake === undefined) return undefined;
      return {
        'ja-JP': `「${gameName}」で${r.freeSpins!.rounds}回のフリースピン（1回${formatYen(stake, l)}、ベット額は当社負担）。獲得金はボーナスとなり、獲得額の${def.wageringMultiple}倍の賭け条件があります。`,
        'en-US': `${r.freeSpins!.rounds} free spins on "${gameName}" at ${formatYen(stake, l)} each, staked by us. The winnings become a bonus to be wagered ${def.wageringMultiple} times.`,
        'zh-CN': `在「${gameName}」免费旋转${r.freeSpins!.rounds}次（每次${formatYen(stake, l)}，投注由本站承担）。赢得的金额计入奖金，需完成其${def.wageringMultiple}倍的流水。`,
      };
    case 'NO_DEPOSIT':
    case 'BONUS_CODE':
      return {
        'ja-JP': `${formatYen(r.fixedAmount!, l)}がボーナスウォレットにすぐに入ります。`,
        'en-US': `${formatYen(r.fixedAmount!, l)} is credited to your bonus wallet at once.`,
        'zh-CN': `${formatYen(r.fixedAmount!, l)}将立即存入奖金钱包。`,
      };
  }
}

function ruleLines(def: PromotionDef, l: Locale): Lines[] {
  const lines: Lines[] = [];
  if (def.kind !== 'FREE_SPINS') {
    lines.push({
      'ja-JP': `メインウォレットへ移すには、ボーナス額の<strong>${def.wageringMultiple}倍</strong>のベットが必要です。`,
      'en-US': `Before it can move to your main wallet, the bonus must be wagered <strong>${def.wageringMultiple} times</strong>.`,
      'zh-CN': `转入主钱包前，需完成奖金金额<strong>${def.wageringMultiple}倍</strong>的流水。`,
    });
  }
  lines.push({
    'ja-JP': 'パチンコ・パチスロ・スロットは100%、アーケードとスポーツは50%、ライブカジノとテーブルゲームは10%が賭け条件に算入されます。',
    'en-US': 'Pachinko, pachislot and slots count 100% toward the wagering, arcade and sports 50%, live casino and table games 10%.',
    'zh-CN': '柏青哥、柏青嫂和老虎机按100%计入流水，街机和体育按50%，真人娱乐场和桌面游戏按10%。',
  });
  if (def.maxStake !== null) {
    lines.push({
      'ja-JP': `賭け条件の消化中は、1回のベット額は${formatYen(def.maxStake, l)}までです。`,
      'en-US': `While it is being wagered, no single stake may exceed ${formatYen(def.maxStake, l)}.`,
      'zh-CN': `流水完成前，单次投注不得超过${formatYen(def.maxStake, l)}。`,
    });
  }
  lines.push(
    {
      'ja-JP': `ボーナスの付与から${def.validityDays}日以内に賭け条件を達成してください。期限までに達成できなかった場合、ボーナスとその獲得金は没収されます。`,
      'en-US': `Meet the wagering within ${def.validityDays} days of the bonus being credited; otherwise the bonus and its winnings are forfeited.`,
      'zh-CN': `请在奖金发放后${def.validityDays}天内完成流水，逾期未完成的奖金及其赢利将被没收。`,
    },
    {
      'ja-JP': 'ベットは常にメインウォレットから先に行われ、ボーナスはメインウォレットの残高が足りないときにのみ使われます（パチンコ・パチスロ・スロットのみ）。',
      'en-US': 'Your own money is always staked first; bonus money pays only when the main wallet cannot cover a stake (pachinko, pachislot and slots only).',
      'zh-CN': '投注始终优先使用主钱包，仅在主钱包余额不足时使用奖金（仅限柏青哥、柏青嫂和老虎机）。',
    },
    {
      'ja-JP': 'ボーナスはいつでも放棄できます。放棄するとボーナスとその獲得金が没収されます（放棄前に金額をご確認いただけます）。',
      'en-US': 'You may give the bonus up at any time: it and what it won are forfeited (you see the amount before you confirm).',
      'zh-CN': '您可随时放弃奖金，放弃后奖金及其赢利将被没收（确认前可查看金额）。',
    },
  );
  return lines;
}

function whoLines(def: PromotionDef, l: Locale): Lines[] {
  const lines: Lines[] = [];
  lines.push(
    def.claimLimit === 'ONCE'
      ? { 'ja-JP': 'お一人様1回限りです。', 'en-US': 'Once per player.', 'zh-CN': '每位玩家限一次。' }
      : { 'ja-JP': 'お一人様週1回（日本時間の月曜〜日曜）までです。', 'en-US': 'Once per week (Monday to Sunday, Japan time).', 'zh-CN': '每周限一次（日本时间周一至周日）。' },
    { 'ja-JP': '日本にお住まいのお客様が対象です。', 'en-US': 'For players resident in Japan.', 'zh-CN': '限居住在日本的玩家。' },
  );
  if (def.minLevel !== null) {
    const name = LEVELS[def.minLevel]!.names[l];
    lines.push({ 'ja-JP': `${name}以上のレベルのお客様が対象です。`, 'en-US': `For players of level ${name} and above.`, 'zh-CN': `限${name}及以上等级的玩家。` });
  }
  if (def.firstDeposit === 'NONE') lines.push({ 'ja-JP': 'まだ入金されていないお客様が対象です。', 'en-US': 'For players who have not deposited yet.', 'zh-CN': '限尚未充值的玩家。' });
  if (def.firstDeposit === 'MADE') lines.push({ 'ja-JP': '入金済みのお客様が対象です。', 'en-US': 'For players who have made a deposit.', 'zh-CN': '限已充值的玩家。' });
  if (def.depositWithinDays !== null) {
    const d = def.depositWithinDays;
    lines.push({ 'ja-JP': `過去${d}日以内に入金のあるお客様が対象です。`, 'en-US': `For players who have deposited within the last ${d} days.`, 'zh-CN': `限过去${d}天内有充值的玩家。` });
  }
  if (def.newPlayerDays !== null) {
    const d = def.newPlayerDays;
    lines.push({ 'ja-JP': `ご登録から${d}日以内のお客様が対象です。`, 'en-US': `For players who signed up within the last ${d} days.`, 'zh-CN': `限注册${d}天内的玩家。` });
  }
  lines.push({
    'ja-JP': 'クーリングオフ中・自己排除中のお客様にはボーナスをご提供できません。',
    'en-US': 'No bonus is offered to a player on a cooling-off or a self-exclusion.',
    'zh-CN': '冷静期或自我排除期间的玩家无法获得奖金。',
  });
  return lines;
}

/** The terms of `def` in `locale`. */
export function termsHtml(def: PromotionDef, locale: Locale, freeSpins?: { gameName: string; stake: number }): string {
  const kind = kindLine(def, locale, freeSpins?.gameName, freeSpins?.stake);
  const items = [...ruleLines(def, locale), ...whoLines(def, locale)].map((line) => `<li>${line[locale]}</li>`).join('');
  return `${kind ? `<p>${escape(kind[locale])}</p>` : ''}<ul>${items}</ul>`;
}
