import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/testing/render.tsx';
import { ChatBubble } from './chat-messages';

// What a player types into chat is text: markup in it is shown, never made into elements.
const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';

describe('ChatBubble', () => {
  it.each(['PLAYER', 'AGENT'] as const)('shows HTML typed by the %s as literal text and creates no element from it', (from) => {
    const { container } = render(<ChatBubble message={{ from, text: HOSTILE, attachment: null, sentAt: '2026-11-28T08:00:00Z' }} />);
    expect(screen.getByText(HOSTILE)).toBeInTheDocument();
    expect(container.querySelector('img, script, b')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
