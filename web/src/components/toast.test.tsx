import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { showToast } from './toast';

describe('showToast', () => {
  it('shows one toast per cause: the same text at the same level is not stacked', async () => {
    render(<Notifications />);
    act(() => {
      showToast('リクエストがタイムアウトしました', 'error');
      showToast('リクエストがタイムアウトしました', 'error');
      showToast('リクエストがタイムアウトしました', 'error');
      showToast('別のお知らせ', 'info');
    });
    expect(await screen.findAllByText('リクエストがタイムアウトしました')).toHaveLength(1);
    expect(screen.getAllByText('別のお知らせ')).toHaveLength(1);
  });
});
