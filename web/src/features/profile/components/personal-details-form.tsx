import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '#web/components/form/form-error.tsx';
import { showToast } from '#web/components/toast.tsx';
import { fieldHint } from '#web/lib/http/error-codes.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { useSavePersonalDetails, useTimeZones, type PlayerProfile } from '../api/profile';
import { changesOf, personalDetailsRules, valuesOf, type PersonalDetailsValues } from '../utils/personal-details';

/** Countries an address may be in: Japan first (the market), then the neighbours players move between. */
const COUNTRIES = ['JP', 'KR', 'CN', 'TW', 'HK', 'US', 'GB'] as const;

/** The field a refusal belongs under: the contract's hint, whose names are the form's. */
function fieldOf(error: unknown): keyof PersonalDetailsValues | null {
  const hint = error instanceof ApiError ? fieldHint('updatePersonalInfo', error.code) : null;
  return hint && hint in PERSONAL_FIELDS ? (hint as keyof PersonalDetailsValues) : null;
}
const PERSONAL_FIELDS = { realName: true, realNameKana: true, birthday: true, timeZone: true };

/** The personal details, edited in place; a verified identity locks the name and birthday (101034). */
export function PersonalDetailsForm({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation();
  const zones = useTimeZones();
  const save = useSavePersonalDetails();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = valuesOf(profile);
  const locked = profile.kycStatus === 'APPROVED';
  const form = useForm<PersonalDetailsValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnBlur: true,
    validate: Object.fromEntries(
      Object.entries(personalDetailsRules).map(([field, rule]) => [
        field,
        (value: string, values: PersonalDetailsValues) => {
          const key = rule(value, values);
          return key ? t(key) : null;
        },
      ]),
    ),
  });
  const changes = changesOf(initial, form.values);
  const dirty = Object.keys(changes).length > 0;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(changesOf(initial, values));
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      showToast(t('profile.saved'), 'success');
    } catch (error) {
      const field = fieldOf(error);
      if (field) form.setFieldError(field, errorMessage(error, t));
      else setFailure(errorMessage(error, t));
    }
  });

  const zoneOptions = (zones.data ?? []).map((zone) => ({ value: zone.id, label: zone.label }));
  if (!zoneOptions.some((zone) => zone.value === form.values.timeZone)) zoneOptions.unshift({ value: form.values.timeZone, label: form.values.timeZone });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-personal">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="profile-personal">
            {t('profile.personal')}
          </Title>
          {locked ? (
            <Text size="sm" c="dimmed">
              {t('profile.lockedHint')}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('profile.realName')} autoComplete="name" maxLength={50} disabled={locked} {...form.getInputProps('realName')} />
            <TextInput label={t('profile.realNameKana')} description={t('profile.kanaHint')} maxLength={50} {...form.getInputProps('realNameKana')} />
            <TextInput label={t('profile.birthday')} type="date" autoComplete="bday" disabled={locked} {...form.getInputProps('birthday')} />
            <Select
              label={t('profile.timeZone')}
              description={t('profile.timeZoneHint')}
              data={zoneOptions}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('profile.noZone')}
              {...form.getInputProps('timeZone')}
              onChange={(value) => value && form.setFieldValue('timeZone', value)}
            />
          </SimpleGrid>
          <Title order={3} size="h5" mt="xs">
            {t('profile.address')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('profile.country')}
              data={COUNTRIES.map((code) => ({ value: code, label: t(`profile.countries.${code}`) }))}
              allowDeselect={false}
              {...form.getInputProps('country')}
              onChange={(value) => value && form.setFieldValue('country', value)}
            />
            <TextInput label={t('profile.postalCode')} placeholder="150-0041" autoComplete="postal-code" maxLength={10} {...form.getInputProps('postalCode')} />
            <TextInput label={t('profile.region')} autoComplete="address-level1" maxLength={50} {...form.getInputProps('region')} />
            <TextInput label={t('profile.city')} autoComplete="address-level2" maxLength={100} {...form.getInputProps('city')} />
            <TextInput label={t('profile.line1')} autoComplete="address-line1" maxLength={200} {...form.getInputProps('line1')} />
            <TextInput label={t('profile.line2')} autoComplete="address-line2" maxLength={200} {...form.getInputProps('line2')} />
          </SimpleGrid>
          <FormError>{failure}</FormError>
          <Group justify="flex-end">
            <Button variant="default" disabled={!dirty || form.submitting} onClick={() => form.reset()}>
              {t('profile.discard')}
            </Button>
            <Button type="submit" disabled={!dirty || !form.isValid()} loading={form.submitting}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
