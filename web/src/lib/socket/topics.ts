/**
 * What each live-push topic carries (SPEC §7, openapi/socket.yaml `<Topic>Data`), as the
 * generated zod schemas parse it. Types only: importing this file loads no zod.
 */
import type {
  ActivityDataOutput,
  ChatDataOutput,
  CouponDataOutput,
  CurrencyRateDataOutput,
  DepositDataOutput,
  NoticeDataOutput,
  OrderAllDataOutput,
  OrderDataOutput,
  OrderRankingDataOutput,
  PublicToastDataOutput,
  Topic,
  WalletDataOutput,
  WithdrawDataOutput,
} from '#generated/socket/socket.zod.ts';

export type { Topic };

export interface TopicData {
  deposit: DepositDataOutput;
  withdraw: WithdrawDataOutput;
  wallet: WalletDataOutput;
  currencyRate: CurrencyRateDataOutput;
  order: OrderDataOutput;
  orderAll: OrderAllDataOutput;
  orderRanking: OrderRankingDataOutput;
  coupon: CouponDataOutput;
  activity: ActivityDataOutput;
  publicToast: PublicToastDataOutput;
  chat: ChatDataOutput;
  notice: NoticeDataOutput;
}

/** Every topic needs a type here, and nothing else may: the compiler checks both ways (exported so it is not an unused local). */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const topicsCovered: Exact<keyof TopicData, Topic> = true;

