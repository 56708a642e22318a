import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isWallboardCardType, moveCard, type WallboardCard } from '../../domain/wallboard';
import type { NamedId } from '../../domain/wallboard-rotation';
import { useServerNames } from '../../ui/use-server-names';

/** The board's cards in slide order, each with up, down and remove. */
export function CardListEditor(props: {
  cards: readonly WallboardCard[];
  businessProcesses: readonly NamedId[];
  agents: readonly NamedId[];
  onChange: (cards: WallboardCard[]) => void;
}) {
  const { t } = useTranslation('wallboard');
  const names = useServerNames();
  const { cards, onChange } = props;
  if (cards.length === 0) return <p className="wallboard-editor__hint">{t('editor.noCards')}</p>;
  return (
    <ol className="wallboard-editor__cards">
      {cards.map((card, index) => {
        const text = describeCard(card, props.businessProcesses, t, names.media);
        return (
          // cards have no id of their own: the position is the identity
          <li key={index} className="wallboard-editor__card" data-testid="wallboard-editor-card">
            <span className="wallboard-editor__card-text">
              {index + 1}. {text}
            </span>
            <button
              type="button"
              className="button button-text"
              disabled={index === 0}
              onClick={() => onChange(moveCard(cards, index, -1))}
              aria-label={t('editor.moveUp', { position: index + 1, card: text })}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button-text"
              disabled={index === cards.length - 1}
              onClick={() => onChange(moveCard(cards, index, 1))}
              aria-label={t('editor.moveDown', { position: index + 1, card: text })}
            >
              ↓
            </button>
            <button
              type="button"
              className="button button-text"
              onClick={() => onChange(cards.filter((_, i) => i !== index))}
              aria-label={t('editor.remove', { position: index + 1, card: text })}
            >
              {t('editor.removeShort')}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function describeCard(
  card: WallboardCard,
  businessProcesses: readonly NamedId[],
  t: TFunction<'wallboard'>,
  mediaName: (dimension: string) => string,
): string {
  if (!isWallboardCardType(card.type)) return t('editor.unknownCard', { type: card.type });
  if (card.type === 'businessProcess') {
    const ids = card.businessProcessIds ?? [];
    if (ids.length === 0) return t('editor.describeAllBusinessProcesses');
    const names = ids.map((id) => businessProcesses.find((bp) => bp.id === id)?.name ?? id);
    return t('editor.describeBusinessProcess', { names: names.join(', ') });
  }
  const count = card.agentIds?.length ?? 0;
  return t('editor.describeAgents', {
    media: card.dimension === undefined ? t('agents.allMedia') : mediaName(card.dimension),
    agents: count === 0 ? t('editor.allAgents') : t('editor.someAgents', { count }),
  });
}
