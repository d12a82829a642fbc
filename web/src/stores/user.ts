/**
 * The player (SPEC §3 "User"). Nothing logs in yet (the accounts issue adds login); the shell
 * reads the login flag and clears the user on session errors.
 */
import { create } from 'zustand';

export type WalletType = 'COMMON' | 'PROMOTION';

export interface Wallet {
  walletType: WalletType;
  currency: string;
  amount: number;
}

export interface UserInfo {
  loginName: string;
  id: string;
  userNamePwdStatus: number;
  transferStatus: boolean;
  userSource: string;
  wallets: Wallet[];
}

export interface WebToken {
  access_token: string;
  refresh_token: string;
  loginName: string;
  playerId: string;
}

export interface UserState {
  userInfo: UserInfo | null;
  wallets: Wallet[];
  isLoggedIn: boolean;
  isNewRegistration: boolean;
  webToken: WebToken | null;
  deviceId: string | null;
  timeZone: string | null;
  transferPasswordPending: boolean;
  transferRecordPending: boolean;
  jump: { times: number; shownToday: boolean };
  thirdPartyReferralCode: string | null;
  clearUser: () => void;
}

const signedOut = {
  userInfo: null,
  wallets: [],
  isLoggedIn: false,
  isNewRegistration: false,
  webToken: null,
  timeZone: null,
  transferPasswordPending: false,
  transferRecordPending: false,
  jump: { times: 0, shownToday: false },
  thirdPartyReferralCode: null,
} satisfies Omit<UserState, 'clearUser' | 'deviceId'>;

export const useUserStore = create<UserState>()((set) => ({
  ...signedOut,
  deviceId: null,
  // The device id belongs to the device, not the player: it survives a logout.
  clearUser: () => set({ ...signedOut }),
}));

/** The demo wallet is the one in JPY (SPEC §3). */
export const demoWallet = (wallets: Wallet[]): Wallet | undefined => wallets.find((w) => w.currency === 'JPY');
