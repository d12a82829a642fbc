// One source for messages: wherever the site shows a business code in its own place (a
// field, an alert's title, a toast of its own), the words are the catalogue's, the very text
// /__mock/codes lists and the server sends as `msg` (generated/code-messages.ts, from
// openapi/codes.yaml), in every language: a QA test takes its expected text from /__mock/codes.
// A row per place; a new place that shows a code in words of its own belongs here.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeCatalogue } from '#generated/code-messages.ts';
import { RefusalAlert } from '../features/deposit/components/refusal-alert';
import { IdentityNotice } from '../features/withdrawal/components/identity-notice';
import { codeFieldText } from '../lib/http/code-texts';
import { codes, type CodeName } from '../lib/http/error-codes';
import { applyDecision, decideError, registerErrorEffects, type ErrorEffects } from '../lib/http/error-policy';
import { ApiError } from '../lib/http/errors';
import { i18n } from '../lib/i18n/i18n';
import { supportedLanguages, type Language } from '../lib/i18n/languages';
import { registerErrorField } from '../lib/validation/validation';
import { render, setTestLanguage } from './render';

const message = (name: CodeName, language: Language) => codeCatalogue[codes[name]].message[language];
const refusal = (name: CodeName, data: unknown) => new ApiError({ code: codes[name], msg: 'the server’s own words', httpStatus: 200, data, path: '/api/x' });

/** What the site shows for a code, found the way the page finds it, in a language. */
const places: { place: string; name: CodeName; field?: true; shown: (language: Language) => Promise<string> | string }[] = [
  { place: 'registration, under the name', name: 'nameTaken', shown: (language) => i18n.getFixedT(language)(registerErrorField(codes.nameTaken)!.message) },
  { place: 'registration, under the e-mail', name: 'emailTaken', shown: (language) => i18n.getFixedT(language)(registerErrorField(codes.emailTaken)!.message) },
  { place: 'change password, under the current password', name: 'wrongPassword', field: true, shown: (language) => i18n.getFixedT(language)(codeFieldText('wrongPassword')) },
  {
    place: 'the toast after a login elsewhere',
    name: 'loggedInElsewhere',
    shown: async (language) => {
      const toastError = vi.fn();
      registerErrorEffects({ toastError, translate: (key: string) => i18n.getFixedT(language)(key), signOut: async () => {} } as unknown as ErrorEffects);
      const error = refusal('loggedInElsewhere', null);
      await applyDecision(decideError(error, { path: '/api/x', silent: false, retried: false }), error);
      return toastError.mock.calls[0]![0] as string;
    },
  },
  ...(['depositBelowMinimum', 'depositAboveMaximum'] as const).map((name) => ({
    place: `a deposit refused (${name})`,
    name,
    shown: (language: Language) => alertTitle(<RefusalAlert error={refusal(name, { minAmount: 1000, maxAmount: 500000, currency: 'JPY' })} />, language),
  })),
  {
    place: 'a deposit over the player’s limit',
    name: 'depositLimitExceeded',
    shown: (language) => alertTitle(<RefusalAlert error={refusal('depositLimitExceeded', { period: 'DAILY', limit: 30000, used: 25000, remaining: 5000, currency: 'JPY', resetsAt: '2026-11-25T15:00:00.000Z' })} />, language),
  },
  ...(['coolingOffActive', 'selfExcluded'] as const).map((name) => ({
    place: `a deposit during a break (${name})`,
    name,
    shown: (language: Language) => alertTitle(<RefusalAlert error={refusal(name, { type: name === 'coolingOffActive' ? 'COOLING_OFF' : 'SELF_EXCLUSION', until: '2026-12-01T03:00:00.000Z' })} />, language),
  })),
  { place: 'a withdrawal refused for identity', name: 'withdrawIdentityRequired', shown: (language) => alertTitle(<IdentityNotice threshold={null} refused />, language) },
];

function alertTitle(element: React.ReactElement, language: Language): string {
  const { unmount } = render(element, { language });
  const text = screen.getByRole('alert').firstElementChild?.textContent ?? '';
  unmount();
  return text;
}

afterEach(() => registerErrorEffects(null));

describe('the site shows the catalogue’s words for a code', () => {
  for (const { place, name, field, shown } of places) {
    it(`${place}: ${name}`, async () => {
      for (const language of supportedLanguages) {
        setTestLanguage(language);
        const expected = field ? codeCatalogue[codes[name]].fieldMessage?.[language] : message(name, language);
        expect(expected, `${name} ${language} in the catalogue`).toBeTruthy();
        expect(await shown(language), language).toContain(expected);
      }
    });
  }
});
