/**
 * The page's first script, inline in `index.html` before the app's scripts (the API allows it by its hash in
 * the page's Content-Security-Policy). Written as ES5 source, since it runs as written in every browser.
 *
 * - Until the app has taken the page over, clicks wait (`.booting #root` in the theme): a button the server
 *   drew does nothing before. Ten seconds at most, should the app never start.
 * - A page whose own scripts or styles are gone (its HTML came from a build that a deployment has replaced, or
 *   from another server of a cluster in the middle of one) reloads once instead of staying inert; the same
 *   session flag as `@egresa/ui/chunk-reload` keeps it from looping. That is the first navigation failing
 *   (spec section 4). Once the app has started (`data-started` on `<html>`), a failed load is the code of a
 *   page the router prefetches (nothing to do: it is fetched again when the person goes there) or opens (the
 *   router's error page reloads): this script lets it be. It never reloads while a field the person typed
 *   into still holds unsent text, nor while the browser is offline (a reload would show the browser's own
 *   error page).
 */
export const BOOT_FUNCTION =
  'function(w){' +
  "var d=w.document,h=d.documentElement,k='egresa:chunk-reload',typed=[];" +
  "h.classList.add('booting');" +
  "w.setTimeout(function(){h.classList.remove('booting')},1e4);" +
  // Fields typed into since their form was last sent; a field emptied again (a sent comment) holds nothing.
  "d.addEventListener('input',function(e){var t=e.target;if(t&&typed.indexOf(t)<0)typed.push(t)},true);" +
  "d.addEventListener('submit',function(e){typed=typed.filter(function(t){return t.form!==e.target})},true);" +
  'function unsaved(){for(var i=0;i<typed.length;i++){var t=typed[i];' +
  'if(t.isConnected&&(t.isContentEditable?t.textContent:t.value))return true}return false}' +
  "w.addEventListener('error',function(e){var t=e.target,n=Date.now();" +
  "if(!t||(t.tagName!=='SCRIPT'&&t.tagName!=='LINK'))return;" +
  "if(h.hasAttribute('data-started')||w.navigator.onLine===false||unsaved())return;" +
  'try{if(n-Number(w.sessionStorage.getItem(k)||0)<6e4)return;w.sessionStorage.setItem(k,String(n))}catch(x){return}' +
  'w.location.reload()},true)' +
  '}'

/** The inline script itself. */
export const BOOT_SCRIPT = `(${BOOT_FUNCTION})(window)`
