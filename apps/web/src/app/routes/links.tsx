import { useParams } from 'react-router-dom';
import { isLegalPage, LegalPage } from '../../features/agreements/LegalPage';
import { StatusPage } from '../../features/status/StatusPage';

/** /links/{pageType}: privacy, cookies, termsOfUse, accessibility and eula; anything else is not found (app-shell.md §2). */
export default function Route() {
  const { pageType } = useParams();
  if (!isLegalPage(pageType)) return <StatusPage kind="not-found" />;
  return <LegalPage pageType={pageType} />;
}
