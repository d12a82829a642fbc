import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsArticle } from '../../api/cms-articles';
import { render } from '../../testing/render';
import { ArticleBody } from './article-body';

const section = (id: string, title: string, html: string, group: string | null = null) => ({ id, title, html, group });
const article = (layout: CmsArticle['layout'], sections: CmsArticle['sections']): CmsArticle => ({
  id: 'static-x',
  code: 'x',
  category: 'STATIC',
  layout,
  title: 'X',
  summary: '概要です。',
  updatedAt: '2026-10-01T00:00:00.000Z',
  sections,
  related: [{ title: '利用規約', link: '/static/teamsAndConditions' }],
});

beforeEach(() => {
  // Common config (the content domain) never answers here: images fall back to /media only.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ArticleBody', () => {
  it('gives a long article a table of contents whose links lead to their sections', async () => {
    const sections = ['一', '二', '三', '四'].map((title, i) => section(`s${i}`, title, `<p>本文${i}</p>`));
    render(<ArticleBody article={article('ARTICLE', sections)} keys="contentPages" />);
    const toc = screen.getByRole('navigation', { name: '目次' });
    expect(within(toc).getAllByRole('link').map((link) => link.textContent)).toEqual(['一', '二', '三', '四']);
    await userEvent.click(within(toc).getByRole('link', { name: '四' }));
    expect(screen.getByRole('heading', { level: 2, name: '四' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: '関連ページ' })).toHaveTextContent('利用規約');
  });

  it('shows a short article without contents, and never a script from its HTML', () => {
    render(<ArticleBody article={article('ARTICLE', [section('a', 'A', '<p>安全<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>')])} keys="contentPages" />);
    expect(screen.queryByRole('navigation', { name: '目次' })).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('x').closest('a')).not.toHaveAttribute('href');
  });

  it('shows a FAQ as groups of questions that open their answers', async () => {
    const faq = article('FAQ', [section('q1', '登録は無料？', '<p>はい、無料です。</p>', 'アカウント'), section('q2', '出金は？', '<p>24時間以内です。</p>', '入出金')]);
    render(<ArticleBody article={faq} keys="contentPages" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['アカウント', '入出金', '関連ページ']);
    const question = screen.getByRole('button', { name: '登録は無料？' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with Mantine's collapse transition.
    await waitFor(() => expect(screen.getByText('はい、無料です。')).toBeVisible());
  });
});
