import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { Section } from '@/components/ui/section';
import type { ChatPartner } from '@/lib/schemas/chat';
import { BlockedMembers } from './blocked-members';
import { DeleteAccount } from './delete-account';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { VisibilitySwitch } from './visibility-switch';

/**
 * The account security part of the member's settings (spec §2, §5): password, e-mail address,
 * invisible mode, blocked members, the download of the member's data and account deletion, as one card of /profile
 * (#account-settings). A server
 * component that brings its own translations, so any member page can host it.
 */
export async function AccountSettings({
  email,
  invisible,
  blocked,
}: {
  email: string;
  invisible: boolean;
  blocked: ChatPartner[];
}) {
  const t = await getTranslations('Settings');
  return (
    <Section id="account-settings" title={t('title')} intro={t('intro')}>
      <AccountMessages namespaces={['Settings', 'Deletion']}>
        <div className="vstack gap-4">
          <PasswordChangeForm />
          <hr className="my-0" />
          <EmailChangeForm email={email} />
          <hr className="my-0" />
          <VisibilitySwitch invisible={invisible} />
          <hr className="my-0" />
          <BlockedMembers initial={blocked} />
          <hr className="my-0" />
          <section aria-labelledby="settings-export-title">
            <h3 id="settings-export-title" className="h6">
              {t('exportTitle')}
            </h3>
            <p className="small text-body-secondary">{t('exportIntro')}</p>
            {/* A plain download: the browser sends the session cookie and saves the JSON file. */}
            <a className="btn btn-outline-secondary" href="/api/account/export" download>
              {t('exportButton')}
            </a>
          </section>
          <hr className="my-0" />
          <DeleteAccount />
        </div>
      </AccountMessages>
    </Section>
  );
}
