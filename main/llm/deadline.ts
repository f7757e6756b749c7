/**
 * One abort signal for a call that merges the caller's stop and a timeout, and remembers which
 * fired first: a user's stop is reported as such, a timeout as a timeout.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  /** `user`, `timeout`, `disposed`, or null while nothing has fired. */
  readonly firedBy: () => 'user' | 'timeout' | 'disposed' | null;
  readonly dispose: () => void;
}

export function createDeadline(userSignal: AbortSignal | undefined, timeoutMs: number | undefined, disposeSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let firedBy: 'user' | 'timeout' | 'disposed' | null = null;
  const fire = (reason: 'user' | 'timeout' | 'disposed') => {
    if (firedBy) return;
    firedBy = reason;
    controller.abort(reason);
  };
  const onUser = () => fire('user');
  const onDispose = () => fire('disposed');
  if (userSignal?.aborted) fire('user');
  userSignal?.addEventListener('abort', onUser, { once: true });
  if (disposeSignal?.aborted) fire('disposed');
  disposeSignal?.addEventListener('abort', onDispose, { once: true });
  const timer = timeoutMs !== undefined && timeoutMs > 0 ? setTimeout(() => fire('timeout'), timeoutMs) : undefined;
  return {
    signal: controller.signal,
    firedBy: () => firedBy,
    dispose: () => {
      if (timer) clearTimeout(timer);
      userSignal?.removeEventListener('abort', onUser);
      disposeSignal?.removeEventListener('abort', onDispose);
    },
  };
}
