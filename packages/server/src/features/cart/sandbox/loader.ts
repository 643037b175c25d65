/**
 * The sandbox shop's loader.js, compatible with what the app uses of FoxyCart's loader
 * (`https://cdn.foxycart.com/STORE/loader.js`): window.FC with FC.json.item_count, FC.client.on(event, cb),
 * FC.client.request(url), and FC.onLoad (set by the page before the script loads) called once FC.client
 * exists. It reads the cart as JSON (`cart?output=json&cart=view`) from the store the script came from,
 * fires 'ready.done' after the first read, and re-reads when the page becomes visible again (the shopper
 * comes back from the cart page), firing 'cart-submit.done' when the count went up,
 * 'cart-item-remove.done' when it went down and 'cart-item-quantity-update.done' when the lines changed.
 * Served as a file: the server's CSP allows no inline script.
 */
export const LOADER_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/loader\\.js(\\?.*)?$/, '') : '/sandbox/foxycart/';
  var FC = (window.FC = window.FC || {});
  var handlers = {};
  var lastSignature = null;
  FC.json = FC.json || { item_count: 0, items: [] };
  FC.settings = { storedomain: base };

  function fire(name, params) {
    (handlers[name] || []).slice().forEach(function (cb) {
      try { cb(params); } catch (error) { if (window.console) console.error(error); }
    });
  }

  function signature(json) {
    return (json.items || []).map(function (i) { return i.code + ':' + i.quantity; }).join('|');
  }

  function request(url) {
    return fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } })
      .then(function (res) { if (!res.ok) throw new Error('cart ' + res.status); return res.json(); })
      .then(function (json) {
        var before = FC.json.item_count || 0;
        var previousSignature = lastSignature;
        FC.json = json;
        lastSignature = signature(json);
        return { json: json, before: before, changed: previousSignature !== null && previousSignature !== lastSignature };
      });
  }

  function refresh() {
    return request(base + 'cart?output=json&cart=view').then(function (r) {
      if (!r.changed) return r.json;
      if (r.json.item_count > r.before) fire('cart-submit.done', r.json);
      else if (r.json.item_count < r.before) fire('cart-item-remove.done', r.json);
      else fire('cart-item-quantity-update.done', r.json);
      return r.json;
    });
  }

  FC.client = {
    on: function (name, cb) {
      (handlers[name] = handlers[name] || []).push(cb);
      return FC.client;
    },
    off: function (name, cb) {
      handlers[name] = (handlers[name] || []).filter(function (h) { return h !== cb; });
      return FC.client;
    },
    request: function (url) { return request(url).then(function (r) { return r.json; }); },
    updateMiniCart: refresh,
  };

  if (typeof FC.onLoad === 'function') {
    try { FC.onLoad(); } catch (error) { if (window.console) console.error(error); }
  }

  request(base + 'cart?output=json&cart=view')
    .catch(function () { return null; })
    .then(function () { fire('ready.done', FC.json); });

  function onReturn() { if (document.visibilityState !== 'hidden') refresh().catch(function () {}); }
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('pageshow', function (event) { if (event.persisted) onReturn(); });
  window.addEventListener('focus', onReturn);
})();
`;
