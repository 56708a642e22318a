import { useId, type ReactNode } from 'react';

/** A screen whose content arrives with a later feature: its title and what it will hold. */
export function PlaceholderScreen({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="screen-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
