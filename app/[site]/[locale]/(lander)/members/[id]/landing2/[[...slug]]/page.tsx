import { MemberLanderPage, memberLanderMetadata, type MemberLanderParams } from '../../_shared/member-lander-page';

// Shows members: regenerated at least every 5 minutes, so a member who hides is gone from every cache
// (nginx, CDN) within that time, and from this server's at once (lib/server/pages/purge-public-pages.ts).
export const revalidate = 300;

type Props = { params: Promise<MemberLanderParams> };

// Rendered on the first request per site × language × member (× slug), then served from the cache (ISR).
export function generateStaticParams(): { id: string }[] {
  return [];
}
export const generateMetadata = (props: Props) => memberLanderMetadata('landing2', props);
export default function Page(props: Props) {
  return <MemberLanderPage design="landing2" {...props} />;
}
