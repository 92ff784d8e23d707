import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </QueryClientProvider>
      </Suspense>
    </ErrorBoundary>
  );
};
