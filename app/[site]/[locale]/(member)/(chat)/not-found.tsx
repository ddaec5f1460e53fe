import { site } from 'next/root-params';
import { Footer } from '@/components/layout/footer';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { getSite } from '@/lib/server/sites/get-site';

/**
 * A conversation or member that is not there: under the chat layout's navigation (the member's, for a
 * member), and, unlike a chat page, with the footer (spec §2: for 404 a link home).
 */
export default async function ChatNotFound() {
  const key = await site();
  const [siteRecord, company] = await Promise.all([getSite(key), getCompanyInfo(key)]);
  return (
    <>
      <main id="main">
        <NotFoundContent />
      </main>
      <Footer
        site={{ name: siteRecord.name, companyId: siteRecord.companyId }}
        company={company}
        year={new Date().getUTCFullYear()}
      />
    </>
  );
}
