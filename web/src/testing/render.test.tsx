import { useMantineTheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { render } from './render';

function Probe() {
  const { t } = useTranslation();
  const { primaryColor } = useMantineTheme();
  const client = useQueryClient();
  return (
    <p>
      {t('site.name')}|{primaryColor}|{useLocation().pathname}|{client.getQueryData(['seen']) ? 'cached' : 'fresh'}
    </p>
  );
}

describe('testing/render', () => {
  it('renders with the site theme, in Japanese, at /, with a fresh query cache', () => {
    const { queryClient } = render(<Probe />);
    expect(screen.getByText(`QCカジノ|${theme.primaryColor}|/|fresh`)).toBeInTheDocument();
    queryClient.setQueryData(['seen'], true);
  });

  it('takes a language and a route, and never shares the cache between renders', () => {
    render(<Probe />, { language: 'en-US', route: '/promo' });
    expect(screen.getByText(`QC Casino|${theme.primaryColor}|/promo|fresh`)).toBeInTheDocument();
  });
});
