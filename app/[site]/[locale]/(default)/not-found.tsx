import { NotFoundContent } from '@/components/layout/not-found-content';

// Inside the default layout: the site's navigation (the member's, for a member), footer and the way home.
export default function NotFound() {
  return <NotFoundContent />;
}
