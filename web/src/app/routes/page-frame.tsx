import type { ReactNode } from 'react';

/** A centred card for the account screens. */
export function CardPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

export { MessagePage } from '@/components/layouts/message-page';
