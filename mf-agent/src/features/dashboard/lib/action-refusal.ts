import type { ErrorCode } from '@nomada/contracts';
import { isApiError, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';

/** The server names a field of an agent action as `payload.<field>[.<part>]`: the field's error. */
export function actionFieldErrors<F extends string>(error: unknown): Partial<Record<F, ErrorCode>> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.keys(error.fields).map((path) => [
      path.replace(/^payload\./, '').split('.')[0],
      error.code,
    ]),
  ) as Partial<Record<F, ErrorCode>>;
}

/** The action's failure toast, with the server's reason when it says more than the title. */
export function toastActionFailure(failure: string, error: unknown): void {
  const reason = errorMessage(error, { fallback: failure });
  toast({
    title: failure,
    description: reason === failure ? undefined : reason,
    variant: 'destructive',
  });
}
