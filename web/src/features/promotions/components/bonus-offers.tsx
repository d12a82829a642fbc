import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { activityConstantsQueryOptions } from '#web/api/bonuses.ts';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { href } from '#web/lib/paths.ts';
import { useBonusRequests } from '../api/promotions';
import { useOfferSchedule } from '../hooks/use-offer-schedule';
import { CodeOfferBody, LoginBonusBody } from './offer-bodies';

const MINUTE = 60_000;
/** Where a game is played: no offer interrupts a round (the addresses without their query). */
const GAME_PAGES: ReadonlySet<string> = new Set([href('/slotGame', { platformCode: '', gameId: '' }), href('/pachinko-game')]);

/**
 * Over every page while a player is logged in: the login bonus dialog and the bonus-code dialog of
 * SPEC §2 and §4, on the server's clock (PRODUCT.md): the offers' moments come from the server
 * (getBonusRequests), a timer to the next one reads them again, and the one due shows until the
 * player closes it. Nothing for a player cooling off or self-excluded, and nothing over a game.
 */
export function BonusOffers() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const overGame = GAME_PAGES.has(pathname);
  // The server says whether a break is in force (blockedBy): then nothing is due or scheduled.
  const requests = useBonusRequests();
  const constants = useQuery(activityConstantsQueryOptions()).data;
  const { refetch: reread } = requests;
  const refetch = useCallback(() => void reread(), [reread]);
  const { due, dismiss } = useOfferSchedule(requests.data, refetch, (constants?.bonusCodeOfferWindowMin ?? 5) * MINUTE);
  const shown = overGame ? null : due;
  const data = requests.data;

  return (
    <>
      <DialogShell opened={shown?.kind === 'login'} onClose={dismiss} title={t('promo.loginBonus.title')} size="sm">
        {data?.loginBonus ? <LoginBonusBody request={data.loginBonus} onDone={dismiss} /> : null}
        <Button variant="subtle" fullWidth mt="xs" onClick={dismiss}>
          {t('promo.later')}
        </Button>
      </DialogShell>
      <DialogShell opened={shown?.kind === 'code'} onClose={dismiss} title={t('promo.codeOffer.title')} size="sm">
        {data ? <CodeOfferBody offer={data.codeOffer} onDone={dismiss} /> : null}
        <Button variant="subtle" fullWidth mt="xs" onClick={dismiss}>
          {t(data?.codeOffer.state === 2 ? 'promo.close' : 'promo.later')}
        </Button>
      </DialogShell>
    </>
  );
}
