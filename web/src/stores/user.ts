/**
 * The player (SPEC §3 "User"). the shared API tier (web/src/api/session) fills it on login and empties it on logout; the
 * shell reads the login flag, the name and the wallets.
 */
import { create } from 'zustand';
import type { UserInfo as ServerUserInfo, Wallet as ServerWallet } from '../../../generated/phoenix/phoenix';

export type Wallet = ServerWallet;
export type WalletType = Wallet['walletType'];
export type UserInfo = ServerUserInfo;

export interface WebToken {
  access_token: string;
  refresh_token: string;
  loginName: string;
  playerId: string;
}

/** `setPassword`: the account's password was set by the system (login's showUpdWinFlag). */
export type LoginNotice = 'setPassword';

export interface UserState {
  userInfo: UserInfo | null;
  wallets: Wallet[];
  isLoggedIn: boolean;
  /** Raised by a registration; the welcome dialog shows while it is up. */
  isNewRegistration: boolean;
  webToken: WebToken | null;
  deviceId: string | null;
  timeZone: string | null;
  /** The account-transfer password step is still to be shown (SPEC §4 "Account transfer"). */
  transferPasswordPending: boolean;
  /** The account-transfer record step is still to be shown. */
  transferRecordPending: boolean;
  jump: { times: number; shownToday: boolean };
  thirdPartyReferralCode: string | null;
  /** A notice the login asked to show once the auth dialog is gone (SPEC §2 "login notice dialogs"). */
  loginNotice: LoginNotice | null;

  setToken: (token: WebToken) => void;
  /** The user is loaded: from here on the player counts as logged in. */
  setUser: (user: UserInfo) => void;
  setWallets: (wallets: Wallet[]) => void;
  setNewRegistration: (flag: boolean) => void;
  setTransferPending: (pending: Partial<Pick<UserState, 'transferPasswordPending' | 'transferRecordPending'>>) => void;
  setDeviceId: (deviceId: string) => void;
  setLoginNotice: (notice: LoginNotice | null) => void;
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
  loginNotice: null,
} satisfies Partial<UserState>;

export const useUserStore = create<UserState>()((set) => ({
  ...signedOut,
  deviceId: null,
  setToken: (webToken) => set({ webToken }),
  setUser: (userInfo) => set({ userInfo, wallets: userInfo.wallets, timeZone: userInfo.timeZone, isLoggedIn: true }),
  setWallets: (wallets) => set((state) => ({ wallets, userInfo: state.userInfo ? { ...state.userInfo, wallets } : null })),
  setNewRegistration: (isNewRegistration) => set({ isNewRegistration }),
  setTransferPending: (pending) => set(pending),
  setDeviceId: (deviceId) => set({ deviceId }),
  setLoginNotice: (loginNotice) => set({ loginNotice }),
  // The device id belongs to the device, not the player: it survives a logout.
  clearUser: () => set({ ...signedOut }),
}));

/** The demo wallet is the one in JPY (SPEC §3). */
export const demoWallet = (wallets: Wallet[]): Wallet | undefined => wallets.find((w) => w.currency === 'JPY');
