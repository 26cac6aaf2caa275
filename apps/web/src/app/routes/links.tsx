import { useParams } from 'react-router-dom';
import { LinkPage } from '../../features/status/LinkPage';

export default function Route() {
  const { pageType } = useParams();
  return <LinkPage pageType={pageType} />;
}
