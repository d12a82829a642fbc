import { Button, CopyButton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '#web/lib/time/use-server-now.ts';
import { showToast } from '#web/components/toast.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { useApplyActivity, useRedeemCode, type BonusCodeOffer, type LoginBonusRequest } from '../api/promotions';
import { useFormats } from '../hooks/use-formats';
import { countdown } from '../utils/time-left';
import classes from './promotions.module.css';

const failed = (t: (key: string) => string) => (error: unknown) => showToast(errorMessage(error, t), 'error');

// The outcome of a claim is told from the call's promise, not from `mutate`'s per-call callbacks:
// those run only while this body is mounted, and the answer's refresh can take the offer (and its
// dialog) away first. With reduced motion the dialog leaves at once, and the player who claimed the
// login bonus heard nothing; a closing animation had kept the body mounted just long enough.

/** SPEC §3's login bonus: today's, claimable from 00:30 Japan time, once. */
export function LoginBonusBody({ request, onDone }: { request: LoginBonusRequest; onDone?: () => void }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormats();
  const apply = useApplyActivity();
  const amount = money(request.amount, request.currency);
  if (request.status === 'WAITING') return <Text size="sm">{t('promo.loginBonus.waiting', { amount, time: dateTime(request.claimableAt) })}</Text>;
  if (request.status === 'CLAIMED') return <Text size="sm">{t('promo.loginBonus.claimed', { time: dateTime(request.nextClaimableAt) })}</Text>;
  return (
    <Stack gap="sm">
      <Text>{t('promo.loginBonus.claimable', { amount, multiple: request.wageringMultiple })}</Text>
      <Button
        loading={apply.isPending}
        onClick={() =>
          apply.mutateAsync({ type: 'LOGIN_BONUS', requestId: request.requestId }).then(() => {
            showToast(t('promo.loginBonus.done', { amount }), 'success');
            onDone?.();
          }, failed(t))
        }
      >
        {t('promo.loginBonus.claim')}
      </Button>
    </Stack>
  );
}

/**
 * SPEC §4's bonus-code dialog, its three states: 0 a code on offer, 1 the code shown with its
 * 30-minute timer (on the server's clock; past it the code says it has expired), 2 none left.
 */
export function CodeOfferBody({ offer, onDone }: { offer: BonusCodeOffer; onDone?: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormats();
  const now = useServerNow(1000);
  const reveal = useApplyActivity();
  const redeem = useRedeemCode();
  const amount = money(offer.amount, offer.currency);
  if (offer.state === 2) return <Text>{t('promo.codeOffer.none')}</Text>;
  if (offer.state === 0 || offer.code === null || offer.expiresAt === null) {
    return (
      <Stack gap="sm">
        <Text>{t('promo.codeOffer.offer', { amount, multiple: offer.wageringMultiple, left: offer.offersLeft })}</Text>
        <Button loading={reveal.isPending} onClick={() => reveal.mutateAsync({ type: 'BONUS_CODE_OFFER' }).catch(failed(t))}>
          {t('promo.codeOffer.reveal')}
        </Button>
      </Stack>
    );
  }
  const expired = now >= Date.parse(offer.expiresAt);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('promo.codeOffer.shown', { amount, multiple: offer.wageringMultiple })}</Text>
      <Text className={classes.code} aria-label={t('promo.codeOffer.codeLabel')}>
        {offer.code}
      </Text>
      <Text ta="center" role="timer" aria-live="off" c={expired ? 'red.8' : undefined} fw={700}>
        {expired ? t('promo.codeOffer.expired') : t('promo.codeOffer.timer', { time: countdown(Date.parse(offer.expiresAt), now) })}
      </Text>
      {expired ? null : (
        <>
          <Button
            loading={redeem.isPending}
            onClick={() =>
              redeem.mutateAsync(offer.code!).then(() => {
                showToast(t('promo.codeOffer.redeemed', { amount }), 'success');
                onDone?.();
              }, failed(t))
            }
          >
            {t('promo.codeOffer.use')}
          </Button>
          <CopyButton value={offer.code}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {t(copied ? 'promo.codeOffer.copied' : 'promo.codeOffer.copy')}
              </Button>
            )}
          </CopyButton>
        </>
      )}
    </Stack>
  );
}
