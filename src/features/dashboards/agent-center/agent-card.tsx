import type { ReactNode } from 'react';

/**
 * The frame of every Agent Information Center card: a title bar that is the drag handle,
 * optional controls beside the title, and the card's body.
 */
export function AgentCard(props: {
  cardId: string;
  title: string;
  type: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `agent-card-title-${props.cardId}`;
  return (
    <article
      className="agent-card"
      aria-labelledby={titleId}
      data-testid={`agent-card-${props.type}`}
    >
      <header className="agent-card__header agent-card__drag">
        <h2 id={titleId} className="agent-card__title" title={props.title}>
          {props.title}
        </h2>
        {props.controls && <div className="agent-card__controls">{props.controls}</div>}
      </header>
      <div className="agent-card__body">{props.children}</div>
    </article>
  );
}
