import { describe, expect, it } from 'vitest';
import { plansHref } from '@/components/limit-prompt';
import {
  DEFAULT_SCOPE,
  chooseScope,
  isScopeComplete,
  knownScope,
  planFromParams,
  scopeFromParams,
  withChoices,
} from './scope';

const full = { country: 'in', curriculum: 'in-cbse', classId: '10' };

describe('subscription scope', () => {
  it('a new country clears curriculum and class', () => {
    expect(chooseScope(full, 'country', 'uk')).toEqual({
      country: 'uk',
      curriculum: '',
      classId: '',
    });
  });

  it('a new curriculum clears the class only', () => {
    expect(chooseScope(full, 'curriculum', 'in-cisce-icse')).toEqual({
      country: 'in',
      curriculum: 'in-cisce-icse',
      classId: '',
    });
  });

  it('a new class changes nothing else', () => {
    expect(chooseScope(full, 'classId', '9')).toEqual({ ...full, classId: '9' });
  });

  it('is complete only with all three', () => {
    expect(isScopeComplete(full)).toBe(true);
    expect(isScopeComplete({ ...full, classId: '' })).toBe(false);
    expect(isScopeComplete({ country: '', curriculum: '', classId: '' })).toBe(false);
  });

  it('is prefilled from the address, else India, CBSE, class 10', () => {
    expect(scopeFromParams(new URLSearchParams(''))).toEqual(DEFAULT_SCOPE);
    expect(DEFAULT_SCOPE).toEqual(full);
    expect(scopeFromParams(new URLSearchParams('country=uk&curriculum=uk-gcse&class=11'))).toEqual({
      country: 'uk',
      curriculum: 'uk-gcse',
      classId: '11',
    });
    expect(scopeFromParams(new URLSearchParams('curriculum=in-cbse'))).toEqual({
      country: '',
      curriculum: 'in-cbse',
      classId: '',
    });
  });

  it('reads back the scope a limit prompt links to', () => {
    expect(
      scopeFromParams(
        new URL(plansHref({ curriculum: 'uk-gcse', class: 11 }), 'http://x').searchParams,
      ),
    ).toEqual({
      country: 'uk',
      curriculum: 'uk-gcse',
      classId: '11',
    });
  });

  it('keeps only what the lists offer, and nothing below a value they do not hold', () => {
    const lists = {
      countries: [{ id: 'in' }, { id: 'uk' }],
      curricula: [{ id: 'in-cbse' }],
      classes: [{ id: '0' }, { id: '9' }, { id: '10' }],
    };
    expect(knownScope(full, lists)).toEqual(full);
    expect(knownScope({ ...full, classId: '0' }, lists)).toEqual({ ...full, classId: '' });
    expect(knownScope({ ...full, classId: '13' }, lists)).toEqual({ ...full, classId: '' });
    expect(knownScope({ ...full, country: 'us' }, lists)).toEqual({
      country: '',
      curriculum: '',
      classId: '',
    });
    // A list still loading, or failed, offers nothing yet.
    expect(knownScope(full, { ...lists, classes: undefined })).toEqual({ ...full, classId: '' });
    expect(knownScope(full, {})).toEqual({ country: '', curriculum: '', classId: '' });
  });

  it('never keeps a class, curriculum or country marked coming soon', () => {
    const lists = {
      countries: [{ id: 'in', available: true }],
      curricula: [{ id: 'in-cbse', available: true }],
      classes: [
        { id: '6', available: false },
        { id: '10', available: true },
      ],
    };
    expect(knownScope(full, lists)).toEqual(full);
    expect(knownScope({ ...full, classId: '6' }, lists)).toEqual({ ...full, classId: '' });
    expect(
      knownScope(full, { ...lists, curricula: [{ id: 'in-cbse', available: false }] }),
    ).toEqual({ ...full, curriculum: '', classId: '' });
  });

  it('keeps the choices in the address, an emptied one too, and the plan (yearly unless named)', () => {
    // A result already shown does not travel on; an order being confirmed does.
    const shown = withChoices(
      new URLSearchParams('payment=failed&reason=x&order_id=sub_1'),
      full,
      'yearly',
    );
    expect(shown.get('payment')).toBeNull();
    expect(shown.get('reason')).toBeNull();
    expect(shown.get('order_id')).toBe('sub_1');
    const params = withChoices(new URLSearchParams('step=checkout'), full, 'monthly');
    expect(params.toString()).toBe(
      'step=checkout&country=in&curriculum=in-cbse&class=10&plan=monthly',
    );
    expect(scopeFromParams(params)).toEqual(full);
    expect(planFromParams(params)).toBe('monthly');
    const emptied = withChoices(params, { country: '', curriculum: '', classId: '' }, 'yearly');
    expect(scopeFromParams(emptied)).toEqual({ country: '', curriculum: '', classId: '' });
    expect(planFromParams(emptied)).toBe('yearly');
    expect(planFromParams(new URLSearchParams('plan=weekly'))).toBe('yearly');
  });
});
