import { useCallback, useRef, useState } from 'react';

type ActionState<Result> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: Result; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

type Callbacks<Result> = { onSuccess?: (data: Result) => unknown; onError?: (error: unknown) => unknown };

/**
 * One request a public page sends (sign in, sign up, a new password) and where it stands, with the
 * names of TanStack Query's useMutation. These pages do not load TanStack Query (lib/session.ts);
 * the signed-in screens use useMutation itself.
 */
export const useAction = <Input, Result>(
  run: (input: Input) => Promise<Result>,
  options: Callbacks<Result> = {},
) => {
  const [state, setState] = useState<ActionState<Result>>({
    status: 'idle',
    data: undefined,
    error: undefined,
  });
  const latest = useRef({ run, options });
  latest.current = { run, options };

  const mutate = useCallback((input: Input, callbacks: Callbacks<Result> = {}) => {
    setState({ status: 'pending', data: undefined, error: undefined });
    latest.current.run(input).then(
      async (data) => {
        await latest.current.options.onSuccess?.(data);
        setState({ status: 'success', data, error: undefined });
        await callbacks.onSuccess?.(data);
      },
      async (error: unknown) => {
        await latest.current.options.onError?.(error);
        setState({ status: 'error', data: undefined, error });
        await callbacks.onError?.(error);
      },
    );
  }, []);

  return {
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.data,
    error: state.error,
  };
};
