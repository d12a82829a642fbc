import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/testing/render.tsx';
import { BetTotalsBar } from './bet-list';

const totals = { count: 1, stake: 100, payout: 0, net: -100 };
const shown = () => screen.getAllByRole('definition').map((item) => item.textContent);

describe('BetTotalsBar', () => {
  it('says "-" for the payout and net of bets still open, as their rows do (not -¥100 for a stake not yet lost)', () => {
    render(<BetTotalsBar totals={totals} currency="JPY" open />);
    expect(shown()).toEqual(['1件', '¥100', '-', '-']);
  });

  it('adds up settled bets in full', () => {
    render(<BetTotalsBar totals={{ count: 2, stake: 300, payout: 450, net: 150 }} currency="JPY" />);
    expect(shown()).toEqual(['2件', '¥300', '¥450', '+¥150']);
  });
});
