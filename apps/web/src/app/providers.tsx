import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';

/** What every page has; TanStack Query's provider comes with the screens that fetch (query-client.tsx). */
export const Providers = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary>
    <Suspense fallback={<PageSpinner />}>
      <ToastProvider>{children}</ToastProvider>
    </Suspense>
  </ErrorBoundary>
);
