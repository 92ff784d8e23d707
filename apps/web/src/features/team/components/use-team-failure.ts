import { useToast } from '@/components/ui/toast.tsx';
import { useErrorText } from './error-text.ts';

/** A failed team change as a toast: what failed, and why in words. */
export const useTeamFailure = () => {
  const toast = useToast();
  const errorText = useErrorText();
  return (title: string) => (error: unknown) =>
    toast.show({ type: 'error', title, description: errorText(error) });
};
