import { catalogueFor } from '../games/catalogue.ts';
import { emptyShop, type Goods, type ShopModule, type ShopSlice } from './state.ts';

/** Fixed and long past, so every seeded good is on sale whatever the machine's date. */
const ON_SALE_SINCE = Date.UTC(2020, 0, 1);

const MODULES: ShopModule[] = [
  {
    moduleId: 'featured',
    title: { 'ja-JP': 'おすすめ', 'en-US': 'Featured', 'zh-CN': '推荐' },
    description: { 'ja-JP': '数量限定の人気アイテム', 'en-US': 'Popular items, while stocks last', 'zh-CN': '限量人气商品' },
  },
  {
    moduleId: 'cash',
    title: { 'ja-JP': 'キャッシュ', 'en-US': 'Cash', 'zh-CN': '现金' },
    description: { 'ja-JP': '使うとメインウォレットに入金されます', 'en-US': 'Paid into your main wallet when you use them', 'zh-CN': '使用后存入主钱包' },
  },
  {
    moduleId: 'spins',
    title: { 'ja-JP': 'フリースピン', 'en-US': 'Free spins', 'zh-CN': '免费旋转' },
    description: { 'ja-JP': '対象のパチスロで遊べるフリースピン', 'en-US': 'Free spins on a featured pachislot', 'zh-CN': '可在指定柏青嫂游戏中使用' },
  },
  {
    moduleId: 'gifts',
    title: { 'ja-JP': 'ギフト', 'en-US': 'Gifts', 'zh-CN': '礼品' },
    description: { 'ja-JP': '引き換えコードでお受け取りいただけます', 'en-US': 'Claimed with a redemption code', 'zh-CN': '凭兑换码领取' },
  },
];

type GoodsSpec = Omit<Goods, 'restocks' | 'saleStartsAt' | 'saleEndsAt'> & { stock: number };

function spinGoods(goodsId: string, moduleId: string, rounds: number, price: number, stock: number, limit: number | null, gameId: string, gameName: string): GoodsSpec {
  return {
    goodsId,
    moduleId,
    title: { 'ja-JP': `フリースピン ${rounds}回`, 'en-US': `${rounds} free spins`, 'zh-CN': `免费旋转 ${rounds} 次` },
    description: {
      'ja-JP': `「${gameName}」で ¥100 のスピンを ${rounds} 回。使うとフリーベットとして受け取れます。`,
      'en-US': `${rounds} spins at ¥100 on ${gameName}, given as a free bet when you use the coupon.`,
      'zh-CN': `在「${gameName}」中进行 ${rounds} 次 ¥100 的旋转，使用后以免费投注发放。`,
    },
    reward: { kind: 'FREE_SPINS', rounds, stake: 100, currency: 'JPY', gameId, providerCode: 'AMIGO' },
    price,
    stock,
    perPlayerLimit: limit,
    couponValidityDays: 14,
  };
}

function cashGoods(goodsId: string, amount: number, price: number, stock: number, limit: number | null): GoodsSpec {
  const yen = `¥${amount.toLocaleString('en-US')}`;
  return {
    goodsId,
    moduleId: 'cash',
    title: { 'ja-JP': `${yen} キャッシュクーポン`, 'en-US': `${yen} cash coupon`, 'zh-CN': `${yen} 现金券` },
    description: {
      'ja-JP': `使うとメインウォレットに ${yen} が入金されます。`,
      'en-US': `Pays ${yen} into your main wallet when you use it.`,
      'zh-CN': `使用后 ${yen} 将存入您的主钱包。`,
    },
    reward: { kind: 'CASH', amount, currency: 'JPY' },
    price,
    stock,
    perPlayerLimit: limit,
    couponValidityDays: 30,
  };
}

function goodsSpecs(seed: number): GoodsSpec[] {
  const slot = catalogueFor(seed).games.find((game) => game.providerCode === 'AMIGO' && game.gameType === 'PACHISLOT');
  const spins = slot ? [spinGoods('G-SPINS-20', 'featured', 20, 1500, 30, 1, slot.gameId, slot.name['ja-JP']), spinGoods('G-SPINS-10', 'spins', 10, 800, 200, null, slot.gameId, slot.name['ja-JP'])] : [];
  return [
    ...spins.slice(0, 1),
    cashGoods('G-CASH-500', 500, 500, 100, 5),
    cashGoods('G-CASH-1000', 1000, 1000, 50, 3),
    cashGoods('G-CASH-5000', 5000, 4800, 10, 1),
    ...spins.slice(1),
    {
      goodsId: 'G-GIFT-DIGITAL',
      moduleId: 'gifts',
      title: { 'ja-JP': 'デジタルギフト券 ¥1,000', 'en-US': '¥1,000 digital gift card', 'zh-CN': '¥1,000 电子礼品卡' },
      description: {
        'ja-JP': '提携ストアで使えるギフト券です。表示される引き換えコードをストアで入力してください。',
        'en-US': 'A gift card for our partner store: enter the redemption code shown at the store.',
        'zh-CN': '可在合作商店使用的礼品卡，请在商店输入显示的兑换码。',
      },
      reward: { kind: 'REDEMPTION_CODE' },
      price: 1200,
      stock: 20,
      perPlayerLimit: 1,
      couponValidityDays: 60,
    },
    {
      goodsId: 'G-GIFT-TUMBLER',
      moduleId: 'gifts',
      title: { 'ja-JP': 'QCカジノ オリジナルタンブラー', 'en-US': 'QC Casino tumbler', 'zh-CN': 'QC赌场 原创保温杯' },
      description: {
        'ja-JP': '数量限定のオリジナルグッズ。引き換えコードをお問い合わせフォームからお送りいただくと、ご登録の住所へお届けします。',
        'en-US': 'Limited merchandise. Send the redemption code through the contact form and we ship it to your address.',
        'zh-CN': '限量原创周边。通过联系表单发送兑换码后，我们将寄送到您登记的地址。',
      },
      reward: { kind: 'REDEMPTION_CODE' },
      price: 3000,
      stock: 3,
      perPlayerLimit: 1,
      couponValidityDays: 60,
    },
  ];
}

/** The shop a session starts with: four modules, goods of every kind the mock can deliver. */
export function seedShop(seed: number): ShopSlice['shop'] {
  const goods = goodsSpecs(seed).map(({ stock, ...spec }): Goods => ({ ...spec, restocks: [{ at: ON_SALE_SINCE, quantity: stock }], saleStartsAt: ON_SALE_SINCE, saleEndsAt: null }));
  return emptyShop(structuredClone(MODULES), goods);
}
