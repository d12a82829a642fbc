/**
 * The two ways to reset a forgotten password (SPEC §2, §7 "Forgot password"), as descriptors one
 * flow runs: the contact field, and the send, verify and reset calls with their exact payloads
 * (api/forgot-password). The phone channel keeps a country beside the number; e-mail keeps nothing.
 */
import { TextInput } from '@mantine/core';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '#web/api/countries.ts';
import { canSendToEmail, canSendToPhone, captchaUse, codePurpose, phonePrefixOf, type SolvedSlider } from '#web/api/verification.ts';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { checkEmail, checkPhone, EMAIL_MAX_LENGTH, type MessageKey } from '#web/lib/validation/validation.ts';
import { rejectCjk } from '#web/lib/validation/input-filters.ts';
import type { SendCodeForm } from '#web/stores/app-settings.ts';
import { defaultCountry } from '#web/stores/app-settings.ts';
import {
  resetPasswordByEmail,
  resetPasswordByPhone,
  sendResetCodeByEmail,
  sendResetCodeByPhone,
  verifyResetCodeByEmail,
  verifyResetCodeByPhone,
} from '../api/forgot-password';

interface ContactFieldProps<Extra> {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: ReactNode;
  extra: Extra;
  onExtraChange: (extra: Extra) => void;
}

export interface ResetChannel<Extra> {
  id: 'phone' | 'email';
  /** Its send-code countdown (SPEC §4: it persists across reopening). */
  sendForm: SendCodeForm;
  captchaUse: number;
  introKey: string;
  /** What the contact field keeps beside its value, and its starting value. */
  useExtra: () => [Extra, (extra: Extra) => void];
  Field: ComponentType<ContactFieldProps<Extra>>;
  /** The contact as the calls take it (an e-mail without surrounding spaces). */
  normalize: (value: string) => string;
  /** A validation message key, or null when the contact may get a code. */
  check: (contact: string, extra: Extra) => MessageKey | null;
  /** What a sent code is bound to: another target needs another code. */
  target: (contact: string, extra: Extra) => string;
  /** How "code sent to …" names it to the player. */
  shownAs: (contact: string, extra: Extra) => string;
  /** Seconds until a code may go out (0: now). */
  precheck: (contact: string, extra: Extra) => Promise<number>;
  /** Sends the code; the answer's captchaId carries verify and reset. */
  send: (slider: SolvedSlider, contact: string, extra: Extra) => Promise<string>;
  verify: (captchaId: string, code: string, contact: string, extra: Extra) => Promise<void>;
  reset: (captchaId: string, contact: string, extra: Extra, password: string) => Promise<void>;
}

function PhoneContactField({ value, onChange, onBlur, error, extra, onExtraChange }: ContactFieldProps<Country>) {
  return <PhoneField country={extra} onCountryChange={onExtraChange} value={value} onChange={onChange} onBlur={onBlur} error={error} />;
}

function EmailContactField({ value, onChange, onBlur, error }: ContactFieldProps<null>) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="email"
      label={t('forgotPassword.email')}
      placeholder="name@example.com"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(rejectCjk(event.currentTarget.value).slice(0, EMAIL_MAX_LENGTH))}
      onBlur={onBlur}
      error={error}
    />
  );
}

const prefixOf = (country: Country) => phonePrefixOf(country.countryCode);

/** By phone: country and number; SPEC §7 sends '00' + calling code as phonePrefix. */
export const phoneChannel: ResetChannel<Country> = {
  id: 'phone',
  sendForm: 'forgotPhone',
  captchaUse: captchaUse.forgotByPhone,
  introKey: 'forgotPassword.phoneIntro',
  useExtra: () => useState<Country>(defaultCountry),
  Field: PhoneContactField,
  normalize: (phone) => phone,
  check: (phone, country) => checkPhone(phone, country.alpha2),
  target: (phone, country) => `${prefixOf(country)}${phone}`,
  shownAs: (phone, country) => `${country.code} ${phone}`,
  precheck: (phone, country) => canSendToPhone({ phone, phonePrefix: prefixOf(country), purpose: codePurpose.forgotPassword }),
  send: (slider, phone, country) => sendResetCodeByPhone(slider, prefixOf(country), phone),
  verify: (captchaId, code, phone, country) => verifyResetCodeByPhone(captchaId, code, prefixOf(country), phone),
  reset: (captchaId, phone, country, password) => resetPasswordByPhone(captchaId, prefixOf(country), phone, password),
};

const noExtra = (): [null, (extra: null) => void] => [null, () => {}];

/** By e-mail: the address; a code is bound to it whatever its letter case. */
export const emailChannel: ResetChannel<null> = {
  id: 'email',
  sendForm: 'forgotEmail',
  captchaUse: captchaUse.forgotByEmail,
  introKey: 'forgotPassword.emailIntro',
  useExtra: noExtra,
  Field: EmailContactField,
  normalize: (email) => email.trim(),
  check: (email) => checkEmail(email),
  target: (email) => email.toLowerCase(),
  shownAs: (email) => email,
  precheck: (email) => canSendToEmail({ email, purpose: codePurpose.forgotPassword }),
  send: (slider, email) => sendResetCodeByEmail(slider, email),
  verify: (captchaId, code, email) => verifyResetCodeByEmail(captchaId, code, email),
  reset: (captchaId, email, _extra, password) => resetPasswordByEmail(captchaId, email, password),
};
