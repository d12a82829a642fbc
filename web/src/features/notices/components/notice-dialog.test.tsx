import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, isDialogOpen, openDialog } from '#web/lib/dialogs/dialog-flags.ts';
import { createWrapper } from '#web/testing/render.tsx';
import type { Notice } from '../api/notices';
import { NoticeDialog } from './notice-dialog';

const state = vi.hoisted(() => ({ records: [] as Notice[], marked: vi.fn() }));
vi.mock('../api/notices', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useNotices: (query: { important?: boolean }, enabled: boolean) => ({
      data: enabled ? { pageNo: 1, pageSize: 3, total: state.records.length, unreadCount: state.records.length, records: query.important ? state.records : [] } : undefined,
      isError: false,
      isPlaceholderData: false,
    }),
    useMarkRead: () => useMutation({ mutationFn: async (request: unknown) => state.marked(request) }),
  };
});

const notice = (recordId: number, title: string): Notice => ({ recordId, category: 'NEWS', title, msgContent: `${title}.\n\nMore.`, readStatus: 'UNREAD', important: true, createdAt: '2026-11-24T00:00:00Z', linkPath: null });
const wrapper = createWrapper({ language: 'en-US' });

afterEach(() => {
  act(() => closeDialog('notice-dialog'));
  state.marked.mockReset();
});

describe('NoticeDialog (SPEC §4: after the login fetch)', () => {
  it('shows the unread important notices; "Got it" marks them read and closes', async () => {
    state.records = [notice(1001, 'Maintenance'), notice(1002, 'New terms')];
    act(() => openDialog('notice-dialog'));
    render(<NoticeDialog />, { wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Important notices' });
    expect(dialog).toHaveTextContent('Maintenance');
    expect(dialog).toHaveTextContent('New terms');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(state.marked).toHaveBeenCalledWith({ recordIds: [1001, 1002] });
    await waitFor(() => expect(isDialogOpen('notice-dialog')).toBe(false));
  });

  it('closes without showing anything when there is nothing important to read', async () => {
    state.records = [];
    act(() => openDialog('notice-dialog'));
    render(<NoticeDialog />, { wrapper });
    await waitFor(() => expect(isDialogOpen('notice-dialog')).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
