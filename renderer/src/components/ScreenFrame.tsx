import { useEffect, useRef, type ReactNode } from 'react';

/** A screen's landmark and heading; focus moves to the heading on arrival, for keyboard users. */
export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <main className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </main>
  );
}
