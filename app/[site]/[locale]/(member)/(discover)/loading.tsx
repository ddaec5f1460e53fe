import { MemberLoading } from '../../_boundaries/member-loading';

export default function DiscoverLoading() {
  return <MemberLoading />;
}
