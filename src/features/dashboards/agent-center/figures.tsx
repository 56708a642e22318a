import type { ReactNode } from 'react';

export interface Figure {
  id: string;
  label: string;
  value: ReactNode;
}

/** A card's figures as label and value pairs. */
export function Figures(props: { items: readonly Figure[] }) {
  return (
    <dl className="agent-figures">
      {props.items.map((item) => (
        <div key={item.id} className="agent-figures__item">
          <dt>{item.label}</dt>
          <dd data-testid={`figure-${item.id}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
