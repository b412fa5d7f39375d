/** The part of the provider's checkout script this app uses (Cashfree JS SDK v3). */
export type CheckoutResult = { error?: { message?: string }; redirect?: boolean } | undefined;
export type CheckoutSdk = {
  checkout: (options: {
    paymentSessionId: string;
    redirectTarget: '_self';
  }) => Promise<CheckoutResult>;
};
export type CheckoutFactory = (options: { mode: 'sandbox' | 'production' }) => CheckoutSdk;

declare global {
  interface Window {
    Cashfree?: CheckoutFactory;
  }
}

const loading = new Map<string, Promise<CheckoutFactory>>();

/**
 * Loads the checkout script from the address the server gave (create-order's sdkUrl: the
 * provider's host, or the local sandbox gateway) once, and resolves its global. A failed load
 * is forgotten, so the next payment tries again.
 */
export function loadCheckoutScript(src: string): Promise<CheckoutFactory> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<CheckoutFactory>((resolve, reject) => {
    const fail = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`Failed to load ${src}`));
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Cashfree ? resolve(window.Cashfree) : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
