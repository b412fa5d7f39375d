import { afterEach, describe, expect, it } from 'vitest';
import { loadCheckoutScript, type CheckoutFactory } from './load-checkout-script';

const scripts = (src: string) =>
  [...document.querySelectorAll('script')].filter((s) => s.getAttribute('src') === src);

describe('loadCheckoutScript', () => {
  afterEach(() => {
    delete window.Cashfree;
    document.head.innerHTML = '';
  });

  it('adds the script once and resolves the provider global', async () => {
    const factory = (() => ({ checkout: async () => undefined })) as CheckoutFactory;
    const first = loadCheckoutScript('/sandbox/checkout.js');
    const second = loadCheckoutScript('/sandbox/checkout.js');
    expect(second).toBe(first);
    expect(scripts('/sandbox/checkout.js')).toHaveLength(1);
    window.Cashfree = factory;
    scripts('/sandbox/checkout.js')[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(factory);
    await expect(loadCheckoutScript('/sandbox/checkout.js')).resolves.toBe(factory);
    expect(scripts('/sandbox/checkout.js')).toHaveLength(1);
  });

  it('rejects when the script fails, and tries again next time', async () => {
    const attempt = loadCheckoutScript('/broken.js');
    scripts('/broken.js')[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('Failed to load');
    expect(scripts('/broken.js')).toHaveLength(0);
    loadCheckoutScript('/broken.js').catch(() => undefined);
    expect(scripts('/broken.js')).toHaveLength(1);
  });

  it('rejects when the script loads without the provider global', async () => {
    const attempt = loadCheckoutScript('/empty.js');
    scripts('/empty.js')[0]!.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow('Failed to load');
  });
});
