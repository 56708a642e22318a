import type { ReactNode } from 'react';
import { useScrollFocusable } from '../../../ui/use-scroll-focusable';

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
  // a small card whose figures scroll can be reached and scrolled by keyboard
  const [bodyRef, scrolls] = useScrollFocusable<HTMLDivElement>();
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
      <div
        ref={bodyRef}
        className="agent-card__body"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
      >
        {props.children}
      </div>
    </article>
  );
}
