import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppSettings } from '../../stores/app-settings';
import { createWrapper, render } from '../../testing/render';
import { HistoryList, type HistoryQuery } from './history-list';
import { PeriodFilter } from './period-filter';
import { historyQuery, useHistoryFilters } from './use-history-filters';

interface Page {
  total: number;
  rows: string[];
}

// 2026-03-10 23:30 in Tokyo is still the 10th there (and already past 14:30 UTC).
const NOW = Date.UTC(2026, 2, 10, 14, 30);

const query = (data: Page | undefined, extra: Partial<HistoryQuery<Page>> = {}): HistoryQuery<Page> => ({ data, isError: false, isFetching: false, refetch: vi.fn(), ...extra });

function list(props: { query: HistoryQuery<Page>; pageNo?: number; onPage?: (pageNo: number) => void; blocked?: boolean }) {
  return render(
    <HistoryList
      label="Balance records"
      query={props.query}
      total={(page) => page.total}
      pageNo={props.pageNo ?? 1}
      pageSize={10}
      onPage={props.onPage ?? vi.fn()}
      blocked={props.blocked}
      keys="bets"
      emptyKey="bets.emptySettled"
      summary={(page) => <p role="status">{page.total} in all</p>}
    >
      {(page) => (
        <ul>
          {page.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </HistoryList>,
    { language: 'en-US' },
  );
}

describe('useHistoryFilters', () => {
  const wrapper = createWrapper({ language: 'en-US' });
  const start = () =>
    renderHook(() => useHistoryFilters({ initial: { kind: '' }, now: () => NOW, timeZone: 'Asia/Tokyo', invalidRangeKey: 'bets.invalidRange' }), { wrapper });

  it('opens on the last 30 days in the player time zone, page 1', () => {
    const { result } = start();
    expect(result.current.filters).toEqual({ kind: '', preset: 'month', range: { from: '2026-02-09', to: '2026-03-10' } });
    expect(result.current.pageNo).toBe(1);
    expect(result.current.rangeError).toBeNull();
  });

  it('goes back to page 1 on any change; a typed date makes the period custom', () => {
    const { result } = start();
    act(() => result.current.setPageNo(3));
    act(() => result.current.choosePreset('today'));
    expect(result.current.filters).toMatchObject({ preset: 'today', range: { from: '2026-03-10', to: '2026-03-10' } });
    expect(result.current.pageNo).toBe(1);
    act(() => result.current.setPageNo(2));
    act(() => result.current.chooseRange({ from: '2026-03-01', to: '2026-03-05' }));
    expect(result.current.filters).toMatchObject({ preset: 'custom', range: { from: '2026-03-01', to: '2026-03-05' } });
    expect(result.current.pageNo).toBe(1);
    act(() => result.current.change({ kind: 'bet' }));
    expect(result.current.filters.kind).toBe('bet');
  });

  it('says so when the end is before the start', () => {
    const { result } = start();
    act(() => result.current.chooseRange({ from: '2026-03-05', to: '2026-03-01' }));
    expect(result.current.rangeError).toBe('Choose an end date on or after the start date');
  });

  it('asks with the filters given, leaving out the open ones', () => {
    expect(historyQuery({ kind: '', walletType: 'COMMON' }, { from: '2026-03-01' }, 2, 10)).toEqual({ walletType: 'COMMON', from: '2026-03-01', pageNo: 2, pageSize: 10 });
  });
});

describe('PeriodFilter', () => {
  it('offers the presets and two dates, and names the group', () => {
    const onPreset = vi.fn();
    const onRange = vi.fn();
    render(<PeriodFilter value={{ preset: 'month', range: { from: '2026-02-09', to: '2026-03-10' } }} rangeError={null} onPreset={onPreset} onRange={onRange} keys="bets" presetKeys="bets.presets" />, {
      language: 'en-US',
    });
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onPreset).toHaveBeenCalledWith('week');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    expect(onRange).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-10' });
  });
});

describe('HistoryList', () => {
  beforeEach(() => useAppSettings.setState({ bigScreen: true }));

  it('shows skeletons while the first page loads, and nothing while the filters are wrong', () => {
    const { unmount } = list({ query: query(undefined, { isFetching: true }) });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balance records' })).toHaveAttribute('aria-busy', 'true');
    unmount();
    list({ query: query(undefined), blocked: true });
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });

  it('says when nothing matches, with a hint', () => {
    list({ query: query({ total: 0, rows: [] }) });
    expect(screen.getByText('No settled bets match these filters')).toBeInTheDocument();
    expect(screen.getByText('Try another period or other filters')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the summary, the rows and the pages; a page number asks for that page', () => {
    const onPage = vi.fn();
    list({ query: query({ total: 11, rows: ['first row'] }), onPage });
    expect(screen.getByRole('status')).toHaveTextContent('11 in all');
    expect(screen.getByText('first row')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('one page needs no page numbers', () => {
    list({ query: query({ total: 10, rows: ['a row'] }) });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failure says so and offers a retry', () => {
    const failed = query(undefined, { isError: true });
    list({ query: failed });
    expect(screen.getByRole('alert')).toHaveTextContent('The bet history could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });
});
