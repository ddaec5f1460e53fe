import { MemberLanderPage, memberLanderMetadata, type MemberLanderParams } from '../_shared/member-lander-page';

type Props = { params: Promise<MemberLanderParams> };

// Rendered on the first request per site × language × member (× slug), then served from the cache (ISR).
export function generateStaticParams(): { id: string }[] {
  return [];
}
export const generateMetadata = (props: Props) => memberLanderMetadata('landing', props);
export default function Page(props: Props) {
  return <MemberLanderPage design="landing" {...props} />;
}
