// The start-up calls, sent while the app's script downloads (issue 22, ADR 026). index.html loads this file
// deferred, ahead of the app's script, so it always runs first (a file, not an inline script: the Content Security
// Policy allows scripts of the app's own origin only). lib/early-start.ts hands each answer to the API client once, if the client would send exactly
// this call; lib/early-start.test.ts keeps the two in step.
(function () {
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/early-start\.js(\?.*)?$/, '') : '/';
  var LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'];
  var ALIASES = { 'zh-cnt': 'zh-hant', 'zh-hk': 'zh-hant', 'zh-mo': 'zh-hant', 'zh-tw': 'zh-hant', 'zh-sg': 'zh', 'zh-cn': 'zh' };
  var cookie = /(?:^|;\s*)taxcert_locale=([^;]*)/.exec(document.cookie);
  var tag = cookie ? decodeURIComponent(cookie[1]).trim().toLowerCase().replace(/_/g, '-') : '';
  var primary = tag.split('-')[0];
  var locale = ALIASES[tag] || (LOCALES.indexOf(tag) >= 0 ? tag : LOCALES.indexOf(primary) >= 0 ? primary : 'en');
  window.__taxcertEarlyStart = fetch(base + 'app-config.json', { cache: 'no-store' })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .then(function (appConfig) {
      if (!appConfig || typeof appConfig.apiHost !== 'string') return null;
      var headers = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': locale };
      var calls = {};
      ['/api/config/preload.json', '/api/language/' + locale, '/api/config', '/api/auth/state'].forEach(function (path) {
        var address = appConfig.apiHost + path;
        calls['GET ' + address + ' ' + locale] = fetch(address, { method: 'GET', headers: headers, credentials: 'include' });
        calls['GET ' + address + ' ' + locale].catch(function () {});
      });
      return { appConfig: appConfig, calls: calls };
    })
    .catch(function () {
      return null;
    });
})();
