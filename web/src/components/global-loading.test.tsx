import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useGlobalLoading } from '../stores/loading';
import { render } from '../testing/render';
import { GlobalLoading } from './global-loading';

const LABEL = '読み込み中…';

describe('GlobalLoading', () => {
  afterEach(() => useGlobalLoading.setState({ holders: 0 }));

  it('draws no overlay while nothing loads', () => {
    render(<GlobalLoading routeLoading={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByLabelText(LABEL)).toBeNull();
  });

  it('shows the overlay, from its own chunk, while a route loads or someone holds the flag', async () => {
    const { rerender } = render(<GlobalLoading routeLoading />);
    expect(screen.getByRole('status').textContent).toBe(LABEL);
    expect(await screen.findByLabelText(LABEL)).toBeTruthy();

    rerender(<GlobalLoading routeLoading={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void useGlobalLoading.getState().hold());
    expect(screen.getByRole('status').textContent).toBe(LABEL);
  });
});
