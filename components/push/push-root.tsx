'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { onMeaningfulAction } from '@/lib/api-client/client';
import { savePushSubscription } from '@/lib/api-client/push';
import { useUser } from '@/lib/hooks/use-user';
import { useAppDispatch } from '@/lib/store/hooks';
import { meaningfulActionDone, pushMessageHeard, pushStatusFound } from '@/lib/store/slices/push-slice';
import { useAuthHint } from '@/components/layout/use-auth-hint';
import { PushAlert } from './push-alert';
import { findPushStatus, pushCapable, subscriptionJson, WORKER_URL } from './push-device';

const SYNCED_KEY = 'push_synced';

/** The subscription is sent again once per tab session, so an endpoint moves to whoever uses the browser now. */
async function syncOnce(userId: string, subscription: PushSubscription): Promise<void> {
  const mark = `${userId} ${subscription.endpoint}`;
  if (sessionStorage.getItem(SYNCED_KEY) === mark) return;
  await savePushSubscription(subscriptionJson(subscription));
  sessionStorage.setItem(SYNCED_KEY, mark);
}

/**
 * Push in the member shell (spec §4, §7): registers the service worker (member pages only), finds which of
 * the five push states this device is in, answers the worker's messages (NEW_PUSH_MESSAGE: fetch what changed;
 * NEW_PUSH_CLICK: go to openUrl without a reload), notes meaningful actions for the push alert, and shows it.
 */
export function PushRoot() {
  const hinted = useAuthHint();
  const { user } = useUser({ enabled: hinted });
  const memberId = user?.loggedIn ? user.id : undefined;
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!memberId) return;
    if (!pushCapable()) {
      dispatch(pushStatusFound({ status: 'not_capable' }));
      return;
    }
    let live = true;
    void (async () => {
      const registration = await navigator.serviceWorker
        .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
        .catch(() => null);
      const { status, subscription } = await findPushStatus(registration);
      if (!live) return;
      dispatch(pushStatusFound({ status, subscription: subscription ? { endpoint: subscription.endpoint } : null }));
      if (subscription) await syncOnce(memberId, subscription).catch(() => undefined);
    })();
    return () => {
      live = false;
    };
  }, [memberId, dispatch]);

  useEffect(() => {
    if (!memberId || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<{ type?: string; checkUrl?: string; openUrl?: string; kind?: string }>) => {
      const data = event.data ?? {};
      if (data.type === 'NEW_PUSH_MESSAGE' && typeof data.checkUrl === 'string') {
        dispatch(pushMessageHeard({ checkUrl: data.checkUrl, kind: data.kind ?? null, at: Date.now() }));
        // A push is a hint: what it names is fetched again from the API (the database is the truth).
        void mutate((key) => typeof key === 'string' && key.startsWith('/api/'));
      }
      if (data.type === 'NEW_PUSH_CLICK' && typeof data.openUrl === 'string' && data.openUrl.startsWith('/')) {
        event.ports[0]?.postMessage({ type: 'NEW_PUSH_CLICK', done: true });
        router.push(data.openUrl);
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [memberId, dispatch, mutate, router]);

  useEffect(() => onMeaningfulAction(() => dispatch(meaningfulActionDone())), [dispatch]);

  if (!memberId) return null;
  return <PushAlert serverDismissed={Boolean(user?.loggedIn && user.push_alert_dismissed_at)} />;
}
