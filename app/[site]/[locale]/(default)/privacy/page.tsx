import { StaticPage, staticPageMetadata } from '../_static/static-page';
import type { SiteParams } from '../../layout';

type Props = { params: Promise<SiteParams> };
export const generateMetadata = (props: Props) => staticPageMetadata('privacy', props);
export default function Page(props: Props) {
  return <StaticPage page="privacy" {...props} />;
}
