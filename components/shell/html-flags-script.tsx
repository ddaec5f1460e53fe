/**
 * Runs before first paint (and before any bundle): copies the country, traffic-source and logged-in cookies
 * onto <html> as data attributes, so that static pages show the right footer and navigation without a layout shift.
 * The same rule as lib/utils/html-flags.ts (html-flags-keeper.tsx applies it again where this script never runs).
 */
// Also: zod 4 probes `new Function` whenever it builds an object schema, which the CSP (no 'unsafe-eval') reports
// as a violation; its jitless mode skips the probe, and it reads that setting from this global when it loads.
export const HTML_FLAGS_SCRIPT = `(function(){try{window.__zod_globalConfig=window.__zod_globalConfig||{jitless:true};var c=document.cookie,d=document.documentElement;function g(n){var m=c.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));return m?decodeURIComponent(m[1]):''}var k=g('geo_country');if(/^[A-Z]{2}$/.test(k))d.setAttribute('data-country',k);if(g('ts_flag')==='1')d.setAttribute('data-ts','1');if(g('auth_hint')==='1')d.setAttribute('data-auth','1')}catch(e){}})();`;

export function HtmlFlagsScript() {
  return <script dangerouslySetInnerHTML={{ __html: HTML_FLAGS_SCRIPT }} />;
}
