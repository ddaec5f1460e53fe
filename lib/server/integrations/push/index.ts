import 'server-only';
import { vapidKeys } from '@/lib/config/secrets';
import { adapterChooser } from '../choose-adapter';
import { webPushSender } from './web-push';

export type { PushDelivery, PushOutcome, PushSender, PushTarget } from './port';

/**
 * web-push with the installation's VAPID keys (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated into
 * DATA_DIR). There is no embedded stand-in: the push services are the browsers' own, and a member without a
 * subscription is sent nothing. The tests post to a local push service that checks what a real one checks.
 */
export const pushSender = adapterChooser(() => webPushSender(vapidKeys()));
