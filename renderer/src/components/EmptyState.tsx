import type { ReactNode } from 'react';

/** What a screen shows before there is anything to list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="empty-state">{children}</div>;
}
