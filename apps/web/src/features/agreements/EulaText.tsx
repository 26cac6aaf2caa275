import { useTranslation } from 'react-i18next';

/** The EULA's paragraphs (message keys eula.p1 … eula.p8). */
export const EULA_PARAGRAPHS = 8;

export function EulaText() {
  const { t } = useTranslation();
  return (
    <>
      {Array.from({ length: EULA_PARAGRAPHS }, (_, i) => (
        <p key={i}>{t(`eula.p${i + 1}`)}</p>
      ))}
    </>
  );
}
