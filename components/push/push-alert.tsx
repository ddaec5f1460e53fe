'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { dismissPushAlertOnServer, fetchPushPublicKey, savePushSubscription } from '@/lib/api-client/push';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { pushAlertDismissed, pushAlertRestored, pushStatusFound, selectPush } from '@/lib/store/slices/push-slice';
import { ALERT_DISMISSED_KEY, appleMobile, keyBytes, standalone, subscriptionJson, WORKER_URL } from './push-device';

type Problem = 'denied' | 'failed' | null;

/**
 * The push alert (spec §4): offered only after a meaningful action on this page load (a message sent, a like,
 * a match), never on arrival; dismissible for good (here and on the server). The permission is asked inside
 * the button's click (a user gesture, which Safari and Chrome require). On an iPhone or iPad outside the
 * installed app it says how to add the site to the home screen instead: push works only there.
 */
export function PushAlert({ serverDismissed }: { serverDismissed: boolean }) {
  const t = useTranslations('Push.alert');
  const dispatch = useAppDispatch();
  const push = useAppSelector(selectPush);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const iosHint = useBrowserValue(() => appleMobile() && !standalone(), false);

  useEffect(() => {
    dispatch(pushAlertRestored(localStorage.getItem(ALERT_DISMISSED_KEY) !== null));
  }, [dispatch]);

  const dismissed = serverDismissed || push.dismissedLocally;
  const askable = push.status === 'capable_not_subscribed';
  const hint = iosHint && (push.status === 'not_capable' || askable);
  if (!push.alertWanted || dismissed || !(askable || hint)) return null;

  const dismiss = () => {
    localStorage.setItem(ALERT_DISMISSED_KEY, new Date().toISOString());
    dispatch(pushAlertDismissed());
    // The local mark holds on this device whatever the server answers.
    void dismissPushAlertOnServer().catch(() => undefined);
  };

  const enable = async () => {
    setBusy(true);
    setProblem(null);
    try {
      // First, inside the click: the permission prompt needs the gesture.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        if (permission === 'denied') dispatch(pushStatusFound({ status: 'denied' }));
        setProblem(permission === 'denied' ? 'denied' : null);
        return;
      }
      const registration =
        (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register(WORKER_URL));
      const key = await fetchPushPublicKey();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      await savePushSubscription(subscriptionJson(subscription));
      dispatch(pushStatusFound({ status: 'subscribed', subscription: { endpoint: subscription.endpoint } }));
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      // At the top, under the navigation: never over a conversation's composer or the tab bar at the bottom.
      className="card shadow position-fixed start-50 translate-middle-x"
      style={{ top: '4.5rem', width: 'min(26rem, calc(100% - 2rem))', zIndex: 1050 }}
      aria-labelledby="push-alert-title"
    >
      <div className="card-body">
        {/* Not a heading: the alert floats over the page and is not part of its outline (the region is named by it). */}
        <p id="push-alert-title" className="h6 card-title">
          {hint ? t('iosTitle') : t('title')}
        </p>
        <p className="card-text small mb-2">{hint ? t('iosBody') : t('body')}</p>
        {problem ? (
          <p className="small text-danger mb-2" role="alert">
            {problem === 'denied' ? t('denied') : t('failed')}
          </p>
        ) : null}
        <div className="d-flex gap-2 justify-content-end">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={dismiss}>
            {t('notNow')}
          </button>
          {hint ? null : (
            <button type="button" className="btn btn-sm btn-primary" onClick={() => void enable()} disabled={busy}>
              {busy ? t('enabling') : t('enable')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
