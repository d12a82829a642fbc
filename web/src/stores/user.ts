/**
 * The player's session on this device, client state only (SPEC §3 "User"): the tokens, the flags
 * the site raises for the player, the device id. What the server says about the player (the user,
 * the wallets) lives in the query cache: web/src/api/player (STYLE.md "Server state").
 * web/src/api/session fills the tokens on login and empties the store on logout.
 */
import { create } from 'zustand';

interface WebToken {
  access_token: string;
  refresh_token: string;
  loginName: string;
  playerId: string;
}

/** `setPassword`: the account's password was set by the system (login's showUpdWinFlag). */
type LoginNotice = 'setPassword';

interface UserState {
  /** Raised by a registration; the welcome dialog shows while it is up. */
  isNewRegistration: boolean;
  webToken: WebToken | null;
  deviceId: string | null;
  /** The account-transfer password step is still to be shown (SPEC §4 "Account transfer"). */
  transferPasswordPending: boolean;
  /** The account-transfer record step is still to be shown. */
  transferRecordPending: boolean;
  thirdPartyReferralCode: string | null;
  /** A notice the login asked to show once the auth dialog is gone (SPEC §2 "login notice dialogs"). */
  loginNotice: LoginNotice | null;

  setToken: (token: WebToken) => void;
  setNewRegistration: (flag: boolean) => void;
  setTransferPending: (pending: Partial<Pick<UserState, 'transferPasswordPending' | 'transferRecordPending'>>) => void;
  setDeviceId: (deviceId: string) => void;
  setLoginNotice: (notice: LoginNotice | null) => void;
  clearUser: () => void;
}

const signedOut = {
  isNewRegistration: false,
  webToken: null,
  transferPasswordPending: false,
  transferRecordPending: false,
  thirdPartyReferralCode: null,
  loginNotice: null,
} satisfies Partial<UserState>;

export const useUserStore = create<UserState>()((set) => ({
  ...signedOut,
  deviceId: null,
  setToken: (webToken) => set({ webToken }),
  setNewRegistration: (isNewRegistration) => set({ isNewRegistration }),
  setTransferPending: (pending) => set(pending),
  setDeviceId: (deviceId) => set({ deviceId }),
  setLoginNotice: (loginNotice) => set({ loginNotice }),
  // The device id belongs to the device, not the player: it survives a logout.
  clearUser: () => set({ ...signedOut }),
}));
