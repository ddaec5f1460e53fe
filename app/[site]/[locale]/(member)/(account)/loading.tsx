import { MemberLoading } from '../../_boundaries/member-loading';

// Below the layout that lets only members in, so a visitor still gets a real redirect to the login page.
export default function AccountLoading() {
  return <MemberLoading />;
}
