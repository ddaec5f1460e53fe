/*
 * The service worker, version 2 (spec §7 "Push worker version 2"; docs/live.md "Push and the installable app").
 * - push: shows the notification the server sent (neutral text), sets the app badge, and tells open pages
 *   (NEW_PUSH_MESSAGE with checkUrl) so they fetch what changed.
 * - notificationclick: focuses an open window of the site and tells it where to go (NEW_PUSH_CLICK with
 *   openUrl; the page navigates without a reload), else opens one.
 * - offline: a small precache (the offline page, its CSS and fonts, the icons); pages are network-first with
 *   the offline page as fallback; API answers and member pages are never stored.
 */
const VERSION = 2;
const CACHE = `rosedate-shell-v${VERSION}`;
const OFFLINE_URL = '/offline';
const PRECACHE = [OFFLINE_URL, '/icon.svg', '/pwa-icon.png?size=192'];

/** The offline page's own CSS, fonts and scripts, read from its HTML, so that it renders without a network. */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:href|src)="(\/_next\/static\/[^"]+)"/g)) found.add(match[1]);
  return [...found];
}

async function precache() {
  const cache = await caches.open(CACHE);
  await cache.addAll(PRECACHE);
  const page = await cache.match(OFFLINE_URL);
  if (!page) return;
  const assets = assetsOf(await page.clone().text());
  await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
  // Fonts are named by the CSS: one level deeper.
  for (const url of assets.filter((u) => u.endsWith('.css'))) {
    const css = await cache.match(url);
    if (!css) continue;
    const fonts = [...(await css.text()).matchAll(/url\((\/_next\/static\/[^)]+\.woff2)\)/g)].map((m) => m[1]);
    await Promise.all(fonts.map((f) => cache.add(f).catch(() => undefined)));
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Network first: a member page is never stored; without a network the offline page answers.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(OFFLINE_URL)) || Response.error()),
    );
    return;
  }
  if (url.pathname.startsWith('/_next/static/') || PRECACHE.includes(url.pathname + url.search)) {
    // Build files never change under their name: what the precache holds serves, the rest goes to the network.
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});

async function windowClients() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function setBadge(count) {
  if (typeof count !== 'number' || !self.navigator.setAppBadge) return;
  try {
    if (count > 0) await self.navigator.setAppBadge(count);
    else await self.navigator.clearAppBadge();
  } catch {
    // Badging is a hint; a platform without it shows the notification all the same.
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const notification = data.notification || {};
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  const tag = typeof data.tag === 'string' ? data.tag : 'rosedate';
  event.waitUntil(
    (async () => {
      await setBadge(data.app_badge);
      for (const client of await windowClients())
        client.postMessage({ type: 'NEW_PUSH_MESSAGE', version: VERSION, checkUrl: url, kind: data.kind || null });
      // Always a visible notification: a push without one costs the permission on Safari.
      await self.registration.showNotification(notification.title || self.location.hostname, {
        body: notification.body || '',
        lang: notification.lang || undefined,
        tag,
        renotify: true,
        icon: '/pwa-icon.png?size=192',
        badge: '/pwa-icon.png?size=192',
        data: { url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const openUrl = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    (async () => {
      const open = (await windowClients()).filter((c) => new URL(c.url).origin === self.location.origin);
      const client = open.find((c) => c.focused) || open.find((c) => c.visibilityState === 'visible') || open[0];
      if (!client) {
        await self.clients.openWindow(openUrl);
        return;
      }
      await client.focus();
      if (new URL(client.url).pathname === openUrl) return;
      // The page moves with its own router (no reload) and says so; a page that does not answer is navigated.
      const answered = await new Promise((resolve) => {
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(false), 1000);
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.postMessage({ type: 'NEW_PUSH_CLICK', version: VERSION, openUrl }, [channel.port2]);
      });
      if (!answered) await client.navigate(openUrl).catch(() => self.clients.openWindow(openUrl));
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'VERSION' && event.source) event.source.postMessage({ type: 'VERSION', version: VERSION });
  if (message.type === 'SET_BADGE') event.waitUntil(setBadge(message.count));
});
