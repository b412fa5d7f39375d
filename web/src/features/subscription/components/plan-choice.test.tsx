import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PlanType } from '@common/plans';
import { initI18n } from '@/i18n';
import { PlanChoice } from './plan-choice';

function Harness() {
  const [plan, setPlan] = useState<PlanType>('yearly');
  return <PlanChoice value={plan} onChange={setPlan} />;
}

beforeAll(() => initI18n());
afterEach(cleanup);

describe('PlanChoice', () => {
  it('is a radio group of the two plans, yearly chosen first', () => {
    render(<Harness />);
    const monthly = screen.getByRole('radio', { name: /Monthly.*₹149/ }) as HTMLInputElement;
    const yearly = screen.getByRole('radio', { name: /Yearly.*₹999/ }) as HTMLInputElement;
    expect(yearly.checked).toBe(true);
    expect(monthly.checked).toBe(false);
    expect(screen.getByText('SAVE ₹789')).toBeTruthy();
    fireEvent.click(monthly);
    expect(monthly.checked).toBe(true);
    expect(yearly.checked).toBe(false);
  });
});
