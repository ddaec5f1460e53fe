/**
 * Holds the landers' moving backgrounds still until the page has loaded and the browser is idle: `data-settling` on
 * <html> from the first byte of <body> until then (the designs' stylesheets pause their keyframes under it).
 * Software-composited frames of a full-screen animation take a third of a core, which a phone's hydration
 * needs more (issue 12). Five seconds at most, so a photo that never loads does not keep the page still; where the
 * script never runs (a client-side navigation, no JavaScript) nothing is held. The first of the two lets go, once:
a later one would undo a pause that something else set meanwhile.
 */
export const SETTLE_SCRIPT = `(function(){var d=document.documentElement,idle=window.requestIdleCallback||function(f){setTimeout(f,1)},t;function done(){if(t===undefined)return;clearTimeout(t);t=undefined;d.removeAttribute('data-settling')}function go(){idle(done,{timeout:1000})}d.setAttribute('data-settling','');t=setTimeout(done,5000);if(document.readyState==='complete')go();else addEventListener('load',go)})();`;

export function SettleScript() {
  return <script dangerouslySetInnerHTML={{ __html: SETTLE_SCRIPT }} />;
}
