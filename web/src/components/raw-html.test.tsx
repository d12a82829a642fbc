import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RawHtml } from './raw-html';

describe('RawHtml', () => {
  it('keeps text and links but drops scripts and handlers', () => {
    const { container } = render(
      <RawHtml html={'<p onclick="steal()">Hello <a href="/static/about">about</a></p><script>alert(1)</script><img src=x onerror="alert(2)">'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/static/about');
    expect(container.textContent).toContain('Hello about');
  });
});
