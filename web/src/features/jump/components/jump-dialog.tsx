import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOffersClosed } from '#web/api/offers-closed.ts';
import { usePlayer } from '#web/api/player.ts';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { openLink } from '#web/lib/bridge/bridge.ts';
import { mainSiteUrl } from '#web/lib/external-links.ts';
import { SERVER_NOW_MAX_ERROR_MS, serverNow } from '#web/lib/time/server-time.ts';
import { useMarkJumpShown } from '../api/jump';

/**
 * The jump-to-main-site dialog (SPEC §2, §4, §9: 5 minutes after login, again 10 minutes after it
 * last showed, at most 3 times until the end of the day). The server keeps the count and says when
 * it is next due (the player's `jump.nextAt`, on the server's clock): a timer waits until then by
 * `serverNow()` (and the error it may have), asks the server to count the showing, and shows the
 * dialog only when it counted (another tab or device may have shown this one). "Go" opens the main
 * site (through the app in the app); either way out schedules the next from the answer. It is an
 * offer: a player on a break is shown none (the server answers no `nextAt` then too).
 */
export function JumpDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offersClosed = useOffersClosed() !== null;
  const playerNextAt = usePlayer()?.jump.nextAt ?? null;
  const nextAt = offersClosed ? null : playerNextAt;
  const mark = useMarkJumpShown();
  const { mutateAsync } = mark;
  const [open, setOpen] = useState(false);
  // Bumped when the server counted nothing but the time it gave did not change (a clock a little behind): wait again.
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    if (nextAt === null || open) return;
    const timer = setTimeout(
      () => {
        mutateAsync(nextAt).then(
          ({ counted, jump }) => {
            if (counted) setOpen(true);
            else if (jump.nextAt === nextAt) setRetry((n) => n + 1);
          },
          // Not counted, and nothing to show; the next read of the player brings the jump data back.
          () => undefined,
        );
      },
      // Late by what serverNow() may be ahead: asked early, the server (still before nextAt) counts
      // nothing, and the site asked again at once until it did (extra calls, seen in e2e).
      Math.max(0, Date.parse(nextAt) - serverNow()) + SERVER_NOW_MAX_ERROR_MS,
    );
    return () => clearTimeout(timer);
  }, [nextAt, open, retry, mutateAsync]);

  const go = () => {
    setOpen(false);
    openLink(mainSiteUrl(), navigate);
  };

  return (
    <DialogShell opened={open} onClose={() => setOpen(false)} title={t('jumpDialog.title')} size="sm">
      <Stack gap="md">
        <Text size="sm">{t('jumpDialog.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('jumpDialog.later')}
          </Button>
          <Button onClick={go}>{t('jumpDialog.go')}</Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}
