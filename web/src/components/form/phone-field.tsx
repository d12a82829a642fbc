import { Group, Input, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCountry } from '../../stores/app-settings';
import { useAllowedCallingCodes, useCountries, type Country } from '../../api/countries';
import { stripLeadingZero } from '../../lib/validation/input-filters';
import { CountryChooser } from '../country-chooser/country-chooser';

interface PhoneFieldProps {
  country: Country;
  onCountryChange: (country: Country) => void;
  value: string;
  onChange: (phone: string) => void;
  onBlur?: () => void;
  error?: React.ReactNode;
  /** A warning that does not block (a virtual number). */
  description?: React.ReactNode;
}

/**
 * Country code and number side by side, as every phone form of the site asks for them. The
 * number keeps digits only and drops the trunk 0 (SPEC §5); the list of countries comes from the
 * server in the page's language, limited to the calling codes the platform accepts.
 */
export function PhoneField({ country, onCountryChange, value, onChange, onBlur, error, description }: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const countries = useCountries();
  const allowed = useAllowedCallingCodes();
  return (
    <Input.Wrapper label={t('auth.phone')} labelProps={{ htmlFor: id }} error={error} description={description} inputWrapperOrder={['label', 'input', 'description', 'error']}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <CountryChooser countries={countries.data ?? [defaultCountry]} value={country} onChange={onCountryChange} allowedCodes={allowed} />
        <TextInput
          id={id}
          flex={1}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="9012345678"
          value={value}
          onChange={(event) => onChange(stripLeadingZero(event.currentTarget.value))}
          onBlur={onBlur}
          error={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Group>
    </Input.Wrapper>
  );
}
