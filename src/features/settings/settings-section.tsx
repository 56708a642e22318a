import type { ReactNode } from 'react';

/** One group of the settings screen, as agent-desktop §3 groups the settings. */
export function SettingsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const headingId = `settings-${id}-heading`;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lead && <p className="settings-section__lead">{lead}</p>}
      {children}
    </section>
  );
}
