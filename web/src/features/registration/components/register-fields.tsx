/** What the e-mail and phone registration forms share: referral, terms, attribution. */
import { Anchor, Button, Checkbox, TextInput, type CheckboxProps, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isInApp, openLink } from '#web/lib/bridge/bridge.ts';
import { attributionParams, useAttribution, type ReferralParams } from '#web/stores/attribution.ts';
import { limitInput } from '#web/lib/validation/input-filters.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { href } from '#web/lib/paths.ts';

const TERMS_PATH = href('/static/:type', { type: 'teamsAndConditions' });

/**
 * The visitor's attribution (stores/attribution, filled by the referral capture): `lockedCode` is
 * the invite or agent code a link brought, which the form shows read-only; `paramsFor` builds
 * what a registration sends from the code in the field.
 */
export function useRegistrationAttribution(): { lockedCode: string | null; paramsFor: (typedCode: string) => ReferralParams } {
  const lockedCode = useAttribution((state) => state.referCode);
  return { lockedCode, paramsFor: attributionParams };
}

interface ReferralCodeFieldProps extends Omit<TextInputProps, 'label' | 'onChange'> {
  /** The code an invite or agent link brought: shown, not editable. */
  lockedCode: string | null;
  maxLength: number;
  value?: string;
  onChange: (value: string) => void;
}

/** Optional referral code; read-only with the link's code when the visitor came through one. */
function ReferralCodeField({ lockedCode, maxLength, value = '', onChange, ...props }: ReferralCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...props}
      label={t('register.referralCode')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      value={lockedCode ?? value}
      readOnly={lockedCode !== null}
      // Filled, like a value that is given rather than asked for.
      variant={lockedCode !== null ? 'filled' : 'default'}
      description={lockedCode !== null ? t('register.referralCodeApplied') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      // Spaces never belong in a code; the length stops at the form's limit (SPEC §5).
      onChange={(event) => onChange(limitInput(event.currentTarget.value.replace(/\s/g, ''), maxLength))}
    />
  );
}

/**
 * "I agree to the Terms and Conditions". The terms open in a new tab (inside the native app,
 * through the app), so the dialog and what the player typed stay as they are.
 */
function TermsCheckbox(props: Omit<CheckboxProps, 'label'>) {
  const navigate = useNavigate();
  const link = (
    <Anchor
      href={TERMS_PATH}
      target="_blank"
      rel="noopener"
      fz="inherit"
      underline="always"
      onClick={(event) => {
        if (!isInApp()) return;
        event.preventDefault();
        openLink(TERMS_PATH, navigate, { newWindow: true });
      }}
    />
  );
  // The tag is <terms>, not <link>: Trans parses HTML, where <link> is a void element.
  return <Checkbox {...props} label={<Trans i18nKey="register.terms" components={{ terms: link }} />} />;
}

/** The fields both registration forms end with; `form` is either form (both hold these two values). */
interface RegisterFormEndProps {
  form: UseFormReturnType<{ referralCode: string; acceptTerms: boolean }>;
  lockedCode: string | null;
  referralMaxLength: number;
  /** What the server said about the whole form, if anything. */
  formError: string | null;
  /** The form is not yet valid (the submit button waits). */
  blocked: boolean;
}

/** Referral code, terms, the form's error and the submit button. */
export function RegisterFormEnd({ form, lockedCode, referralMaxLength, formError, blocked }: RegisterFormEndProps) {
  const { t } = useTranslation();
  return (
    <>
      <ReferralCodeField
        {...form.getInputProps('referralCode')}
        onChange={(value) => form.setFieldValue('referralCode', value)}
        lockedCode={lockedCode}
        maxLength={referralMaxLength}
      />
      <TermsCheckbox {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
      <FormError>{formError}</FormError>
      <Button type="submit" fullWidth size="md" mt="xs" disabled={blocked} loading={form.submitting}>
        {t('register.submit')}
      </Button>
    </>
  );
}
