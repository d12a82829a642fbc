/**
 * App settings (SPEC §3 "App settings"), client state only: language, theme, screen size,
 * country, send-code countdowns and the auth dialog (which dialogs a feature has open is the
 * feature's own flag: lib/dialogs/dialog-flags). The server's common config and
 * public key are server data and live in the query cache (web/src/api/platform).
 */
import { serverNow } from '../lib/time/server-time';
import { create } from 'zustand';
import type { Country } from '#generated/phoenix/regions.ts';
import { currentLanguage } from '../lib/i18n/i18n';
import type { Language } from '../lib/i18n/languages';
import { getStored, setStored, storageKeys } from '../lib/storage/storage';
import { track } from '../lib/tracking/tracking';

type Theme = 'light' | 'dark';
export type AuthTab = 'login' | 'register';
/** Forms with a send-code button; each keeps its own countdown. */
export type SendCodeForm = 'login' | 'registerPhone' | 'registerEmail' | 'forgotPhone' | 'forgotEmail';

const BIG_SCREEN_MIN_WIDTH = 768;
const SEND_CODE_COUNTDOWN_SECONDS = 60;
const PREFERENCE_EXPIRY_MINUTES = 365 * 24 * 60;

export const defaultCountry: Country = {
  alpha2: 'JP',
  code: '+81',
  codeToInt: 81,
  country: '日本',
  countryFullName: 'Japan',
  countryCode: '81',
};

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Mobi|webOS|BlackBerry|IEMobile|Opera Mini/i;

/** SPEC §1: big screen = wider than 768 px and not a mobile user agent. */
export function isBigScreen(width: number, userAgent: string): boolean {
  return width > BIG_SCREEN_MIN_WIDTH && !MOBILE_AGENT.test(userAgent);
}

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';
const isCounters = (value: unknown): value is Partial<Record<SendCodeForm, number>> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'number');

interface AppSettingsState {
  language: Language;
  theme: Theme;
  bigScreen: boolean;
  country: Country;
  /** SPEC §9 default currency; the common config's `currency` is read from the cache. */
  currency: string;
  /** Epoch ms at which each form's send-code button is available again. */
  sendCodeAvailableAt: Partial<Record<SendCodeForm, number>>;
  auth: { open: boolean; tab: AuthTab };

  setTheme: (theme: Theme) => void;
  setBigScreen: (bigScreen: boolean) => void;
  setCountry: (country: Country) => void;
  startSendCodeCountdown: (form: SendCodeForm, seconds?: number) => void;
  openAuth: (tab: AuthTab) => void;
  setAuthTab: (tab: AuthTab) => void;
  closeAuth: () => void;
}

export const useAppSettings = create<AppSettingsState>()((set, get) => ({
  language: currentLanguage(),
  theme: getStored(storageKeys.theme, isTheme) ?? 'light',
  bigScreen: typeof window === 'undefined' ? true : isBigScreen(window.innerWidth, navigator.userAgent),
  country: defaultCountry,
  currency: 'JPY',
  sendCodeAvailableAt: getStored(storageKeys.sendCodeCounters, isCounters) ?? {},
  auth: { open: false, tab: 'login' },

  setTheme: (theme) => {
    setStored(storageKeys.theme, theme, PREFERENCE_EXPIRY_MINUTES);
    set({ theme });
  },
  setBigScreen: (bigScreen) => {
    if (get().bigScreen !== bigScreen) set({ bigScreen });
  },
  setCountry: (country) => set({ country }),
  startSendCodeCountdown: (form, seconds = SEND_CODE_COUNTDOWN_SECONDS) => {
    const sendCodeAvailableAt = { ...get().sendCodeAvailableAt, [form]: serverNow() + seconds * 1000 };
    // Survives closing the dialog and reloading (SPEC §4: the countdown persists).
    setStored(storageKeys.sendCodeCounters, sendCodeAvailableAt, 10);
    set({ sendCodeAvailableAt });
  },
  openAuth: (tab) => {
    const { auth } = get();
    // SPEC §4: opening register fires 'RegisterClick' (once per opening, not per re-render).
    if (tab === 'register' && !(auth.open && auth.tab === 'register')) track('RegisterClick');
    set({ auth: { open: true, tab } });
  },
  setAuthTab: (tab) => {
    const { auth } = get();
    if (tab === 'register' && auth.open && auth.tab !== 'register') track('RegisterClick');
    set({ auth: { ...auth, tab } });
  },
  closeAuth: () => set((state) => ({ auth: { ...state.auth, open: false } })),
}));
