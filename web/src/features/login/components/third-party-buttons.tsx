import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThirdPartyType } from '#generated/components/schemas/thirdPartyType.zod.ts';
import { beginThirdPartyLogin, thirdPartyTypes } from '../api/third-party';
import { appOperatingSystem } from '#web/lib/bridge/bridge.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';

/** Each provider's mark, drawn small and in its own colours, as its brand guidelines ask. */
const marks: Record<ThirdPartyType, React.ReactNode> = {
  google: (
    <svg viewBox="0 0 48 48" width={20} height={20} aria-hidden="true" focusable="false">
      <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3c-1.6 4.7-6.1 8-11.3 8-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  ),
  twitter: (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z"
      />
    </svg>
  ),
  apple: (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.37 12.6c-.02-2.3 1.88-3.41 1.97-3.46-1.07-1.57-2.74-1.78-3.34-1.8-1.42-.15-2.77.84-3.49.84-.72 0-1.83-.82-3.01-.8-1.55.02-2.98.9-3.78 2.29-1.61 2.8-.41 6.93 1.16 9.2.77 1.11 1.68 2.36 2.88 2.31 1.16-.05 1.59-.75 2.99-.75 1.39 0 1.79.75 3.01.72 1.24-.02 2.03-1.13 2.79-2.25.88-1.29 1.24-2.54 1.26-2.6-.03-.01-2.41-.93-2.44-3.7zM14.08 5.86c.63-.77 1.06-1.84.95-2.91-.91.04-2.02.61-2.67 1.37-.58.68-1.1 1.77-.96 2.82 1.02.08 2.05-.52 2.68-1.28z"
      />
    </svg>
  ),
  line: (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path
        fill="#06C755"
        d="M12 3C6.5 3 2 6.6 2 11.1c0 4 3.6 7.4 8.4 8 .3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s5.8-3.4 7.9-5.9c1.5-1.6 2-3.2 2-5C22 6.6 17.5 3 12 3zM8.3 13.4H6.3c-.3 0-.5-.2-.5-.5V9c0-.3.2-.5.5-.5s.5.2.5.5v3.4h1.5c.3 0 .5.2.5.5s-.2.5-.5.5zm2.1-.5c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9c0-.3.2-.5.5-.5s.5.2.5.5v3.9zm4.8 0c0 .2-.1.4-.3.5h-.2c-.2 0-.3-.1-.4-.2l-2-2.7v2.4c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9c0-.2.1-.4.3-.5h.2c.2 0 .3.1.4.2l2 2.7V9c0-.3.2-.5.5-.5s.5.2.5.5v3.9zm3.2-2.4c.3 0 .5.2.5.5s-.2.5-.5.5h-1.5v.9h1.5c.3 0 .5.2.5.5s-.2.5-.5.5h-2c-.3 0-.5-.2-.5-.5V9c0-.3.2-.5.5-.5h2c.3 0 .5.2.5.5s-.2.5-.5.5h-1.5v.9h1.5z"
      />
    </svg>
  ),
};

/**
 * Each provider's button in its brand colours: X black, Google and LINE white with their marks in
 * colour. White on LINE green is 2.3:1, under WCAG AA for text; the mark carries the green instead.
 */
const looks: Record<ThirdPartyType, Pick<ButtonProps, 'variant' | 'color'>> = {
  google: { variant: 'default' },
  twitter: { variant: 'filled', color: '#000' },
  line: { variant: 'default' },
  apple: { variant: 'filled', color: '#000' },
};

/**
 * Google, X and LINE login on small screens (SPEC §2), and in the iOS app Sign in with Apple (SPEC
 * §7 "Apple sign in": through iOS's own sheet); the login panel mounts it.
 */
export function ThirdPartyButtons() {
  const { t } = useTranslation();
  const begin = useMutation({ mutationFn: beginThirdPartyLogin });
  const { reset } = begin;
  // A redirect keeps the spinner until the page has gone; the app's login ('app') ends it here.
  const leaving = begin.isSuccess && begin.data === 'redirect';
  const pending = begin.isPending || leaving ? (begin.variables ?? null) : null;
  const failure = begin.isError ? errorMessage(begin.error, t) : null;

  // Back from the provider with the browser's back button: the page comes out of the back-forward
  // cache as it was left, spinner included.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const start = (type: ThirdPartyType) => begin.mutate(type);
  const providers: ThirdPartyType[] = appOperatingSystem() === 'ios' ? ['apple', ...thirdPartyTypes] : [...thirdPartyTypes];

  return (
    <Stack gap="xs" role="group" aria-label={t('thirdParty.label')}>
      {providers.map((type) => {
        const provider = t(`thirdParty.provider.${type}`);
        return (
          <Button
            key={type}
            fullWidth
            {...looks[type]}
            leftSection={marks[type]}
            loading={pending === type}
            disabled={pending !== null && pending !== type}
            onClick={() => start(type)}
          >
            {type === 'apple' ? t('thirdParty.appleSignIn') : t('thirdParty.continueWith', { provider })}
          </Button>
        );
      })}
      {failure ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
