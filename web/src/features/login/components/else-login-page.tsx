import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ThirdPartyType } from '#generated/components/schemas/thirdPartyType.zod.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { codeText } from '#web/lib/http/code-texts.ts';
import { codes } from '#web/lib/http/error-codes.ts';
import { finishLogin } from '#web/api/finish-login.ts';
import { attributionParams, type ReferralParams } from '#web/stores/attribution.ts';
import { restoreSession } from '#web/api/session.ts';
import { beginThirdPartyLogin, isThirdPartyType, redeemThirdPartyCode } from '../api/third-party';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { href } from '#web/lib/paths.ts';

/** What the provider sent back to /elseLogin/:type. */
interface Callback {
  code: string | null;
  state: string | null;
  error: string | null;
}

/** `reason` is null when the title says it all. */
type Outcome = { kind: 'working' } | { kind: 'failed'; reason: string | null };

/** The provider's code is unknown, used or expired, or its state does not match. */
const STALE_CODE = codes.loginExpired;

/**
 * Redeems one provider code once per page, however often React mounts the page (StrictMode runs
 * effects twice, and a code is single use), then finishes the login like any other.
 */
const redeemed = new Map<string, Promise<void>>();

function logIn(type: ThirdPartyType, code: string, state: string, referral: ReferralParams): Promise<void> {
  let running = redeemed.get(code);
  if (!running) {
    running = redeemThirdPartyCode(type, code, state, referral).then(async ({ result, newAccount }) => {
      await finishLogin(result, { registered: newAccount });
    });
    redeemed.set(code, running);
  }
  return running;
}

/** A first third-party login creates the account: it counts for the referral or affiliate the visitor came with. */
/**
 * /elseLogin/:type (SPEC §2, §7): where google, X and LINE send the player back. With a code it
 * logs in and goes home; with an error, or nothing, it says the login failed (SPEC §8) and
 * offers another try or the way home. The code leaves the address as soon as it is read: it is
 * single use, and a reload (a language switch reloads after login) must not offer it again.
 */
export function ElseLoginPage() {
  const { search } = useLocation();
  const state = new URLSearchParams(search).get('state');
  // A new answer (another try in the native app comes back to this same page) is a new flow; the
  // flow's own clean-up of the address (no state any more) is not.
  const [flow, setFlow] = useState(state ?? '');
  if (state !== null && state !== flow) setFlow(state);
  return <ElseLoginFlow key={state ?? flow} />;
}

function ElseLoginFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type: rawType } = useParams();
  const { search, pathname } = useLocation();
  const type = isThirdPartyType(rawType) ? rawType : null;
  // Read once: the address is cleaned right after, and the cleaned one must not look like a failure.
  const [callback] = useState<Callback>(() => {
    const params = new URLSearchParams(search);
    return { code: params.get('code'), state: params.get('state'), error: params.get('error') };
  });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [retrying, setRetrying] = useState(false);
  const provider = type ? t(`thirdParty.provider.${type}`) : null;

  useEffect(() => {
    let live = true;
    const fail = (reason: string | null) => {
      if (live) setOutcome({ kind: 'failed', reason });
    };
    const { code, state, error } = callback;
    if (search) navigate(pathname, { replace: true });

    if (!type) fail(null);
    else if (error) fail(t('thirdParty.denied'));
    else if (!code || !state) {
      // No callback: a reload after the login finished (it may have switched language), or a
      // visit by hand. A player who is in goes home; anyone else is told it did not work.
      void restoreSession().then((loggedIn) => {
        if (!live) return;
        if (loggedIn) navigate(href('/'), { replace: true });
        else fail(t('thirdParty.expired'));
      });
    } else {
      logIn(type, code, state, attributionParams())
        .then(() => {
          if (live) navigate(href('/'), { replace: true });
        })
        .catch((cause: unknown) => {
          fail(cause instanceof ApiError && cause.code === STALE_CODE ? t(codeText('loginExpired')) : errorMessage(cause, t));
        });
    }
    return () => {
      live = false;
    };
    // Runs once per page: the callback is read once, and the address it cleans must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are this page's first render
  }, []);

  const tryAgain = () => {
    if (!type) return;
    setRetrying(true);
    beginThirdPartyLogin(type)
      .then((way) => {
        if (way === 'app') setRetrying(false);
      })
      .catch((cause: unknown) => {
        setRetrying(false);
        setOutcome({ kind: 'failed', reason: errorMessage(cause, t) });
      });
  };

  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h3" ta="center">
          {t('pages.elseLogin')}
        </Title>
        {outcome.kind === 'working' ? (
          <Center>
            <Stack align="center" gap="sm" role="status">
              <Loader />
              <Text>{t('thirdParty.signingIn', { provider: provider ?? '' })}</Text>
            </Stack>
          </Center>
        ) : (
          <>
            <Alert color="red" variant="light" role="alert" title={provider ? t('thirdParty.failed', { provider }) : t('thirdParty.failedUnknown')}>
              {outcome.reason}
            </Alert>
            <Group grow>
              <Button variant="default" onClick={() => navigate(href('/'), { replace: true })}>
                {t('thirdParty.home')}
              </Button>
              {type ? (
                <Button onClick={tryAgain} loading={retrying}>
                  {t('thirdParty.tryAgain')}
                </Button>
              ) : null}
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
