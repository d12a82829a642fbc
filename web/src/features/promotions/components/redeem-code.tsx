import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { showToast } from '#web/components/toast.tsx';
import { fieldHint } from '#web/lib/http/error-codes.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { usePrequeryCode, useRedeemCode } from '../api/promotions';
import { useFormats } from '../hooks/use-formats';

/** As the contract takes a code (BonusCodeRequest): up to 32 characters; case and spaces do not matter. */
const CODE_MAX = 32;

/**
 * A bonus code the player types: checked first (cdk prequery: what it gives), then redeemed (cdk
 * preapply). Each refusal (unknown, expired, used, run out, not for this player) under the field.
 */
export function RedeemCode() {
  const { t } = useTranslation();
  const { money, dateTime } = useFormats();
  const check = usePrequeryCode();
  const redeem = useRedeemCode();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() === '' ? t('promo.redeem.required') : null) },
  });
  const refused = (error: unknown) => {
    if (error instanceof ApiError && fieldHint('redeemBonusCode', error.code) === 'code') form.setFieldError('code', errorMessage(error, t));
    else showToast(errorMessage(error, t), 'error');
  };
  const preview = check.data;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="redeem-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="redeem-title">
          {t('promo.redeem.title')}
        </Title>
        <form
          noValidate
          onSubmit={form.onSubmit(({ code }) => {
            redeem.reset();
            check.mutate(code.trim(), { onError: refused });
          })}
        >
          {/* A code is a dozen characters: the field need not cross a wide screen. */}
          <Group align="flex-start" gap="xs" wrap="nowrap" maw={560}>
            <TextInput
              style={{ flex: 1 }}
              label={t('promo.redeem.label')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CODE_MAX}
              {...form.getInputProps('code')}
              onChange={(event) => {
                form.setFieldValue('code', event.currentTarget.value);
                check.reset();
              }}
            />
            <Button type="submit" mt={25} variant="light" loading={check.isPending}>
              {t('promo.redeem.check')}
            </Button>
          </Group>
        </form>
        {preview ? (
          <Stack gap="xs" role="group" aria-label={t('promo.redeem.preview')}>
            <Text fw={700}>{t('promo.redeem.gives', { title: preview.title, amount: money(preview.amount, preview.currency) })}</Text>
            <Text size="sm" c="dimmed">
              {t('promo.redeem.rules', { multiple: preview.wageringMultiple, days: preview.validityDays })}
              {preview.expiresAt ? ` · ${t('promo.redeem.expires', { date: dateTime(preview.expiresAt) })}` : ''}
            </Text>
            <Button
              loading={redeem.isPending}
              onClick={() =>
                // The outcome from the promise: mutate's callbacks would not run if the redeem's refresh took this card away first.
                redeem.mutateAsync(preview.code).then((result) => {
                  showToast(t('promo.redeem.done', { amount: money(result.bonus.amount, result.bonus.currency) }), 'success');
                  check.reset();
                  form.reset();
                }, refused)
              }
            >
              {t('promo.redeem.redeem')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
