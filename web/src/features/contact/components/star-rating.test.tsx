import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { StarRating } from './star-rating';

function Rating({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <StarRating value={value} onChange={setValue} />;
}

const star = (count: number) =>
  screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` });
const checked = () =>
  screen.queryAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true');

beforeAll(() => initI18n());
afterEach(cleanup);

describe('StarRating', () => {
  it('is one radio group with one tab stop: the first star until one is chosen', () => {
    render(<Rating />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating (optional)' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([
      0, -1, -1, -1, -1,
    ]);
    fireEvent.click(star(3));
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([
      -1, -1, 0, -1, -1,
    ]);
  });

  it('arrow keys move focus and choose, wrapping at the ends; Home and End jump', () => {
    render(<Rating />);
    star(1).focus();
    for (let step = 0; step < 3; step++)
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(star(4));
    expect(checked()).toEqual([star(4)]);
    fireEvent.keyDown(star(4), { key: 'End' });
    fireEvent.keyDown(star(5), { key: 'ArrowDown' });
    expect(checked()).toEqual([star(1)]);
    fireEvent.keyDown(star(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(star(5));
    fireEvent.keyDown(star(5), { key: 'Home' });
    expect(checked()).toEqual([star(1)]);
  });

  it('choosing the chosen star again leaves it unrated', () => {
    render(<Rating initial={2} />);
    fireEvent.click(star(2));
    expect(checked()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear rating' })).toBeNull();
  });

  it('"Clear rating" clears and keeps keyboard focus in the group', () => {
    render(<Rating initial={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(checked()).toEqual([]);
    expect(document.activeElement).toBe(star(1));
  });
});
