import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Messages } from '@common/messages';
import { initI18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useLimitPrompt } from './limit-prompt';

let offered: boolean | undefined;

function Harness({ error }: { error: unknown }) {
  const limit = useLimitPrompt();
  return (
    <>
      <button
        onClick={() => {
          offered = limit.offer(error, { curriculum: 'in-cbse', class: 9 });
        }}
      >
        Try
      </button>
      {limit.prompt}
    </>
  );
}

const show = (error: unknown) => {
  render(
    <MemoryRouter>
      <Harness error={error} />
    </MemoryRouter>,
  );
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Try' })));
};

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  offered = undefined;
});

describe('the limit prompt', () => {
  it('shows the server’s reason and links to the plans of the paper’s board and class', () => {
    show(
      new ApiError(402, Messages.paperFreeLimitReached, {
        code: 'payment_required',
        requiresSubscription: true,
      }),
    );
    expect(offered).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to continue' });
    expect(dialog.textContent).toContain(Messages.paperFreeLimitReached);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/subscription?country=in&curriculum=in-cbse&class=9',
    );
  });

  it('names the monthly limit when the server flags it', () => {
    show(
      new ApiError(402, Messages.pdfMonthlyLimitReached, {
        code: 'payment_required',
        monthlyLimitReached: true,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Monthly limit reached' })).toBeTruthy();
    // No plan has more downloads, so the prompt does not send the user to buy one.
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('stays closed for other failures, so the caller shows its own', () => {
    show(new ApiError(500, 'boom'));
    expect(offered).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
