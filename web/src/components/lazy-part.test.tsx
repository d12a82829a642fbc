import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { LoadedPart, lazyPart, type LazyPart } from './lazy-part';

function Host({ part, open }: { part: LazyPart<{ open: boolean }>; open: boolean }) {
  return <LoadedPart part={part} wanted={open} props={{ open }} />;
}

describe('lazyPart and LoadedPart', () => {
  it('loads nothing until first wanted, then renders the part from its chunk and keeps it mounted', async () => {
    let loads = 0;
    const part = lazyPart(
      async () => {
        loads += 1;
        return { Sheet: ({ open }: { open: boolean }) => <p>{open ? 'open' : 'closed'}</p> };
      },
      'sheet',
      (module) => module.Sheet,
    );
    const { rerender } = render(<Host part={part} open={false} />);
    expect(loads).toBe(0);

    rerender(<Host part={part} open />);
    expect(await screen.findByText('open')).toBeTruthy();
    // Closed again, it stays mounted (it may animate closed) and is not loaded twice.
    rerender(<Host part={part} open={false} />);
    expect(screen.getByText('closed')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('hands a chunk that failed to load to the caller that takes it, and loads it again when asked', async () => {
    let fail = true;
    const part = lazyPart(
      async () => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module: /assets/sheet.js');
        return { Sheet: () => <p>here</p> };
      },
      'sheet',
      (module) => module.Sheet,
    );
    const failures: unknown[] = [];
    render(<LoadedPart part={part} wanted props={{}} onError={(error) => failures.push(error)} />);
    await act(async () => {});
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: '/assets/sheet.js' });

    fail = false;
    await expect(part.load()).resolves.toBeTypeOf('function');
  });
});
