import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/placeholder-screen';

export function KpisScreen() {
  const { t } = useTranslation('kpis');
  return (
    <PlaceholderScreen title={t('title')}>
      <p>{t('comingWith')}</p>
    </PlaceholderScreen>
  );
}
