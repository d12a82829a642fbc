import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#web/testing/render.tsx';
import { HomeCategories } from './home-categories';

const category = {
  id: 'cat-1',
  moduleCode: 'HOME_CATEGORY',
  templateAction: '/pachinko',
  templateComment: 'pachinko',
  title: 'パチンコ',
  remark: '',
  mediaLibrary: null,
  locale: 'ja-JP',
  sort: 1,
};

const answer = (data: unknown) => Response.json({ code: 200, success: true, msg: 'success', data });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomeCategories', () => {
  it('a malformed answer shows the part-failed placeholder, not a heading over nothing; retry loads it', async () => {
    const fetched = vi.fn().mockResolvedValueOnce(answer('not a list')).mockResolvedValueOnce(answer([category]));
    vi.stubGlobal('fetch', fetched);
    render(<HomeCategories locale="ja-JP" contentDomain="" />);
    expect(await screen.findByText('ゲームカテゴリーを読み込めませんでした')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ゲームカテゴリー' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('link', { name: 'パチンコ' })).toHaveAttribute('href', '/pachinko');
    expect(screen.queryByText('ゲームカテゴリーを読み込めませんでした')).toBeNull();
  });

  it('leaves out the categories heading when the CMS has none', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer([])));
    render(<HomeCategories locale="ja-JP" contentDomain="" />);
    // The skeleton stands under the heading while the answer is on its way.
    expect(screen.getByRole('heading', { name: 'ゲームカテゴリー' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'ゲームカテゴリー' })).toBeNull());
  });
});
