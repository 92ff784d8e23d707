import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';

/** The query client comes from main.tsx, which starts the session check before the first render. */
export const Providers = ({ client, children }: { client: QueryClient; children: ReactNode }) => (
  <ErrorBoundary>
    <Suspense fallback={<PageSpinner />}>
      <QueryClientProvider client={client}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </Suspense>
  </ErrorBoundary>
);
