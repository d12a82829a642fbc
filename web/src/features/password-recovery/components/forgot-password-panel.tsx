import { Anchor, Box, Button, Group, Paper, Stack, Tabs, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecoveredAccount } from '../../../../../generated/phoenix/phoenix';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/http/errors';
import { fieldHint } from '../../../lib/http/error-codes';
import { defaultCountry, useAppSettings } from '../../../stores/app-settings';
import type { Country } from '../../../api/countries';
import {
  accountToReset,
  resetPasswordByEmail,
  resetPasswordByPhone,
  sendResetCodeByEmail,
  sendResetCodeByPhone,
  verifyResetCodeByEmail,
  verifyResetCodeByPhone,
} from '../api/forgot-password';
import { canSendToEmail, canSendToPhone, captchaUse, codePurpose, phonePrefixOf, type SolvedSlider } from '../../../api/verification';
import { useCodeSender } from '../../../components/verification/use-code-sender';
import { useNewPasswordForm } from '../../../components/form/use-new-password-form';
import { errorMessage } from '../../../lib/http/error-message';
import {
  checkCode,
  checkEmail,
  checkPhone,
  EMAIL_MAX_LENGTH,
  rejectCjk,
  stripLoginNamePrefix,
  translateRules,
} from '../../../lib/validation/validation';
import { CodeField } from '../../../components/form/code-field';
import { FormError } from '../../../components/form/form-error';
import { PhoneField } from '../../../components/form/phone-field';
import { SendCodeButton } from '../../../components/verification/send-code-button';
import { PasswordField } from '../../../components/form/password-field';

type ResetMethod = 'phone' | 'email';

/** A verified step 1: which account step 2 resets, and how (the phone or e-mail variant). */
interface Verified {
  account: RecoveredAccount;
  reset: (password: string) => Promise<void>;
}

/** A code went out for this address; verify and reset need its captchaId. */
interface SentCode {
  captchaId: string;
  /** The phone or e-mail it went to: another address needs another code. */
  to: string;
}

interface StepOneProps {
  onVerified: (verified: Verified) => void;
}

interface PhoneValues {
  phone: string;
  code: string;
}

/** Step 1 by phone: country, number, SEND behind the slider, the SMS code, Next. */
function VerifyByPhone({ onVerified }: StepOneProps) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<Country>(defaultCountry);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PhoneValues>({
    mode: 'controlled',
    initialValues: { phone: '', code: '' },
    validateInputOnBlur: true,
    validate: translateRules<PhoneValues>({ phone: (phone) => checkPhone(phone, country.alpha2), code: checkCode }, t),
  });
  const { phone, code } = form.values;
  const phonePrefix = phonePrefixOf(country.countryCode);
  const target = `${phonePrefix}${phone}`;
  const phoneValid = checkPhone(phone, country.alpha2) === null;
  const codeSent = sent?.to === target ? sent : null;

  const sender = useCodeSender({
    form: 'forgotPhone',
    use: captchaUse.forgotByPhone,
    precheck: useCallback(
      () => canSendToPhone({ phone, phonePrefix, purpose: codePurpose.forgotPassword }),
      [phone, phonePrefix],
    ),
    send: useCallback(
      async (slider: SolvedSlider) => {
        // A failed send leaves no code behind to verify against.
        setSent(null);
        const captchaId = await sendResetCodeByPhone(slider, phonePrefix, phone);
        setSent({ captchaId, to: `${phonePrefix}${phone}` });
        return captchaId;
      },
      [phone, phonePrefix],
    ),
  });

  const submit = form.onSubmit(async (values) => {
    if (!codeSent) return;
    setFailure(null);
    setPending(true);
    try {
      const { captchaId } = codeSent;
      await verifyResetCodeByPhone(captchaId, values.code, phonePrefix, values.phone);
      const account = await accountToReset(captchaId);
      onVerified({ account, reset: (password) => resetPasswordByPhone(captchaId, phonePrefix, values.phone, password) });
    } catch (error) {
      if (error instanceof ApiError && fieldHint('verifyValidationCode', error.code) === 'code') form.setFieldError('code', errorMessage(error, t));
      else setFailure(errorMessage(error, t));
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('forgotPassword.phoneIntro')}
        </Text>
        <PhoneField
          country={country}
          onCountryChange={(next) => {
            setCountry(next);
            form.clearFieldError('phone');
          }}
          value={phone}
          onChange={(next) => form.setFieldValue('phone', next)}
          onBlur={() => form.validateField('phone')}
          error={form.errors.phone}
        />
        <StepOneCode
          form="forgotPhone"
          code={code}
          error={form.errors.code}
          onChange={(next) => form.setFieldValue('code', next)}
          onBlur={() => form.validateField('code')}
          canSend={phoneValid}
          sender={sender}
          sentTo={codeSent ? `${country.code} ${phone}` : null}
        />
        <FormError>{sender.error ?? failure}</FormError>
        <Button type="submit" fullWidth disabled={!phoneValid || checkCode(code) !== null || !codeSent} loading={pending}>
          {t('forgotPassword.next')}
        </Button>
      </Stack>
      {sender.captcha}
    </form>
  );
}

interface EmailValues {
  email: string;
  code: string;
}

/** Step 1 by e-mail: the address, SEND behind the slider, the e-mailed code, Next. */
function VerifyByEmail({ onVerified }: StepOneProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailValues>({
    mode: 'controlled',
    initialValues: { email: '', code: '' },
    validateInputOnBlur: true,
    validate: translateRules<EmailValues>({ email: checkEmail, code: checkCode }, t),
  });
  const email = form.values.email.trim();
  const { code } = form.values;
  const emailValid = checkEmail(email) === null;
  const codeSent = sent?.to === email.toLowerCase() ? sent : null;

  const sender = useCodeSender({
    form: 'forgotEmail',
    use: captchaUse.forgotByEmail,
    precheck: useCallback(() => canSendToEmail({ email, purpose: codePurpose.forgotPassword }), [email]),
    send: useCallback(
      async (slider: SolvedSlider) => {
        // SPEC §8: a failed send leaves the captcha state cleared.
        setSent(null);
        const captchaId = await sendResetCodeByEmail(slider, email);
        setSent({ captchaId, to: email.toLowerCase() });
        return captchaId;
      },
      [email],
    ),
  });

  const submit = form.onSubmit(async (values) => {
    if (!codeSent) return;
    setFailure(null);
    setPending(true);
    try {
      const { captchaId } = codeSent;
      const address = values.email.trim();
      await verifyResetCodeByEmail(captchaId, values.code, address);
      const account = await accountToReset(captchaId);
      onVerified({ account, reset: (password) => resetPasswordByEmail(captchaId, address, password) });
    } catch (error) {
      if (error instanceof ApiError && fieldHint('verifyValidationCode', error.code) === 'code') form.setFieldError('code', errorMessage(error, t));
      else setFailure(errorMessage(error, t));
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('forgotPassword.emailIntro')}
        </Text>
        <TextInput
          type="email"
          label={t('forgotPassword.email')}
          placeholder="name@example.com"
          autoComplete="email"
          inputMode="email"
          {...form.getInputProps('email')}
          onChange={(event) => form.setFieldValue('email', rejectCjk(event.currentTarget.value).slice(0, EMAIL_MAX_LENGTH))}
        />
        <StepOneCode
          form="forgotEmail"
          code={code}
          error={form.errors.code}
          onChange={(next) => form.setFieldValue('code', next)}
          onBlur={() => form.validateField('code')}
          canSend={emailValid}
          sender={sender}
          sentTo={codeSent ? email : null}
        />
        <FormError>{sender.error ?? failure}</FormError>
        <Button type="submit" fullWidth disabled={!emailValid || checkCode(code) !== null || !codeSent} loading={pending}>
          {t('forgotPassword.next')}
        </Button>
      </Stack>
      {sender.captcha}
    </form>
  );
}

interface StepOneCodeProps {
  form: 'forgotPhone' | 'forgotEmail';
  code: string;
  error: React.ReactNode;
  onChange: (code: string) => void;
  onBlur: () => void;
  canSend: boolean;
  sender: ReturnType<typeof useCodeSender>;
  /** Where the code went, once it went; null before. */
  sentTo: string | null;
}

/** The code field with its SEND button, and a line saying where the code went (or that none has). */
function StepOneCode({ form, code, error, onChange, onBlur, canSend, sender, sentTo }: StepOneCodeProps) {
  const { t } = useTranslation();
  // A full code typed before any was sent cannot be checked: say why Next stays off.
  const hint = sentTo ? t('forgotPassword.codeSentTo', { target: sentTo }) : code.length > 0 ? t('forgotPassword.sendFirst') : null;
  return (
    <Stack gap={4}>
      <CodeField
        value={code}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        sendButton={<SendCodeButton form={form} canSend={canSend} onSend={sender.start} pending={sender.pending} />}
      />
      {hint && !error ? (
        <Text size="xs" c="dimmed" aria-live="polite">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

interface NewPasswordFormProps {
  account: RecoveredAccount;
  onSubmit: (password: string) => Promise<void>;
  onBack: () => void;
}

/** Step 2: which account is reset, the new password twice, submit. */
function NewPasswordForm({ account, onSubmit, onBack }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const prefix = useAppSettings((state) => state.commonConfig?.loginNamePrefix ?? '');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, valid, passwordInput } = useNewPasswordForm();
  const contact = account.mobilePhone ?? account.email;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(values.password);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm" role="group" aria-label={t('forgotPassword.account')}>
          <Text size="xs" c="dimmed">
            {t('forgotPassword.account')}
          </Text>
          <Text fw={700} size="lg">
            {stripLoginNamePrefix(prefix, account.loginName)}
          </Text>
          {contact ? (
            <Text size="xs" c="dimmed">
              {contact}
            </Text>
          ) : null}
        </Paper>
        <PasswordField
          label={t('forgotPassword.newPassword')}
          description={t('forgotPassword.newPasswordHint')}
          {...passwordInput('password')}
        />
        <PasswordField label={t('forgotPassword.confirmPassword')} {...passwordInput('confirmPassword')} />
        <FormError>{failure}</FormError>
        <Button type="submit" fullWidth disabled={!valid} loading={pending}>
          {t('forgotPassword.submit')}
        </Button>
        <Button variant="subtle" fullWidth onClick={onBack} disabled={pending}>
          {t('forgotPassword.back')}
        </Button>
      </Stack>
    </form>
  );
}

/** "1 Verify account — 2 New password", the current one marked for assistive technology too. */
function Steps({ active }: { active: 0 | 1 }) {
  const { t } = useTranslation();
  const labels = [t('forgotPassword.stepVerify'), t('forgotPassword.stepReset')];
  return (
    <Group component="ol" aria-label={t('forgotPassword.steps')} gap="lg" justify="center" m={0} p={0} style={{ listStyle: 'none' }}>
      {labels.map((label, index) => (
        <Group component="li" key={label} gap={6} wrap="nowrap" aria-current={index === active ? 'step' : undefined}>
          <ThemeIcon size={22} radius="xl" variant={index <= active ? 'filled' : 'light'} aria-hidden="true">
            <Text size="xs" fw={700} inherit>
              {index + 1}
            </Text>
          </ThemeIcon>
          <Text size="sm" fw={index === active ? 700 : 400} c={index === active ? undefined : 'dimmed'}>
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

interface ResetFlowProps {
  method: ResetMethod;
  onLiveSupport: () => void;
  onReset: () => void;
}

/** One tab: step 1 (verify) then step 2 (reset). Success starts over with empty forms (SPEC §4). */
function ResetFlow({ method, onLiveSupport, onReset }: ResetFlowProps) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<Verified | null>(null);
  // A new key after a reset: step 1 comes back empty. "Back" from step 2 keeps what was typed.
  const [round, setRound] = useState(0);

  const reset = async (password: string) => {
    if (!verified) return;
    await verified.reset(password);
    showToast(t('common.validtor.changeSuc'), 'success');
    setVerified(null);
    setRound((current) => current + 1);
    onReset();
  };

  return (
    <Stack gap="md">
      <Steps active={verified ? 1 : 0} />
      <Box hidden={verified !== null}>
        {method === 'phone' ? <VerifyByPhone key={round} onVerified={setVerified} /> : <VerifyByEmail key={round} onVerified={setVerified} />}
      </Box>
      {verified ? <NewPasswordForm account={verified.account} onSubmit={reset} onBack={() => setVerified(null)} /> : null}
      <Text size="sm" ta="center" c="dimmed">
        {t('forgotPassword.liveSupportHint')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={onLiveSupport}>
          {t('forgotPassword.liveSupport')}
        </Anchor>
      </Text>
    </Stack>
  );
}

interface ForgotPasswordPanelProps {
  /** The live-support link: the host closes itself, goes to /contact and opens the chat. */
  onLiveSupport: () => void;
  /** The password was reset: the dialog closes after 1 s, the page goes home. */
  onReset: () => void;
}

/** Forgot password (SPEC §2, §4, §7): by phone or by e-mail, each in two steps. */
export function ForgotPasswordPanel({ onLiveSupport, onReset }: ForgotPasswordPanelProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ResetMethod>('phone');
  return (
    <Tabs value={method} onChange={(value) => value && setMethod(value as ResetMethod)}>
      <Tabs.List grow aria-label={t('forgotPassword.tabs')}>
        <Tabs.Tab value="phone">{t('forgotPassword.byPhone')}</Tabs.Tab>
        <Tabs.Tab value="email">{t('forgotPassword.byEmail')}</Tabs.Tab>
      </Tabs.List>
      {/* Both stay mounted: a tab switched by mistake keeps its code and what was typed. */}
      <Tabs.Panel value="phone" pt="lg">
        <ResetFlow method="phone" onLiveSupport={onLiveSupport} onReset={onReset} />
      </Tabs.Panel>
      <Tabs.Panel value="email" pt="lg">
        <ResetFlow method="email" onLiveSupport={onLiveSupport} onReset={onReset} />
      </Tabs.Panel>
    </Tabs>
  );
}
