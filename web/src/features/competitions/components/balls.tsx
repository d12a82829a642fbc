import { Group } from '@mantine/core';
import classes from './balls.module.css';

/** Lottery numbers as balls, read out as one list ("winning numbers: 2, 7, 9"). */
export function Balls({ numbers, label, matched = [] }: { numbers: readonly number[]; label: string; matched?: readonly number[] }) {
  return (
    <Group gap={6} role="list" aria-label={label}>
      {numbers.map((n) => (
        <span key={n} role="listitem" className={classes.ball} data-matched={matched.includes(n) || undefined}>
          {n}
        </span>
      ))}
    </Group>
  );
}
