import { FORM_PATH } from '../paths.ts';

/** The iframe's starting height; the form then reports its own (`{redsysHeight}` messages). */
const INITIAL_HEIGHT_PX = 360;

/**
 * redsysV3.js as the sandbox serves it: the same three globals as Redsys's script, for the
 * simulator's host. `getInSiteFormJSON` / `getInSiteForm` draw the card form in an iframe inside
 * the container; `storeIdOper(event, tokenId, errorId, validate?)`, called from the page's own
 * `message` listener, answers the form's merchant-validation question with `validate()`, copies
 * `idOper` into the token input (or `errorCode` into the error input) and returns true only when a
 * usable idOper arrived. Messages from any other origin are ignored. ES5 on purpose: it runs as
 * served, in any browser, with no build step.
 */
export function redsysScript(origin: string): string {
  return `/* Simulador de Redsys inSite (sandbox): misma API que redsysV3.js. */
(function (window, document) {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin)};
  var FORM_URL = ORIGIN + ${JSON.stringify(FORM_PATH)};
  var INITIAL_HEIGHT_PX = ${INITIAL_HEIGHT_PX};

  function setValue(id, value) {
    var input = id ? document.getElementById(id) : null;
    if (input) input.value = value;
  }

  function render(id, params) {
    var container = document.getElementById(id);
    if (!container) {
      if (window.console) window.console.error('redsysV3.js: no existe el contenedor #' + id);
      return;
    }
    var query = [];
    for (var key in params) {
      var value = params[key];
      if (Object.prototype.hasOwnProperty.call(params, key) && value !== undefined && value !== null && value !== '') {
        query.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(value)));
      }
    }
    var iframe = document.createElement('iframe');
    iframe.src = FORM_URL + '?' + query.join('&');
    iframe.title = 'Formulario de pago con tarjeta';
    iframe.name = 'redsys-hosted-pay-button';
    iframe.setAttribute('width', '100%');
    iframe.style.width = '100%';
    iframe.style.height = INITIAL_HEIGHT_PX + 'px';
    iframe.style.border = '0';
    iframe.style.display = 'block';
    container.innerHTML = '';
    container.appendChild(iframe);
  }

  window.getInSiteFormJSON = function (config) {
    config = config || {};
    render(config.id, {
      fuc: config.fuc, terminal: config.terminal, order: config.order, idioma: config.idioma,
      estiloInsite: config.estiloInsite, buttonValue: config.buttonValue, styleButton: config.styleButton,
      styleBody: config.styleBody, styleBox: config.styleBox, styleInputs: config.styleInputs,
      mostrarLogo: config.mostrarLogo
    });
  };

  window.getInSiteForm = function (id, styleButton, styleBody, styleBox, styleInputs, buttonValue, fuc,
      terminal, merchantOrder, idioma, mostrarLogo) {
    render(id, {
      fuc: fuc, terminal: terminal, order: merchantOrder, idioma: idioma, buttonValue: buttonValue,
      styleButton: styleButton, styleBody: styleBody, styleBox: styleBox, styleInputs: styleInputs,
      mostrarLogo: mostrarLogo
    });
  };

  window.storeIdOper = function (event, tokenInputId, errorInputId, validateFn) {
    if (!event || event.origin !== ORIGIN || !event.data || typeof event.data !== 'object') return false;
    var data = event.data;
    if (data.merchantValidation === 'request') {
      // A new submission starts: an earlier error no longer stands.
      setValue(errorInputId, '');
      var valid = true;
      if (typeof validateFn === 'function') {
        try { valid = validateFn() !== false; } catch (error) { valid = false; }
      }
      if (event.source) event.source.postMessage({ merchantValidation: valid }, ORIGIN);
      return false;
    }
    if (typeof data.idOper === 'string') {
      setValue(tokenInputId, data.idOper);
      if (data.idOper === '-1') {
        setValue(errorInputId, '-1');
        return false;
      }
      setValue(errorInputId, '');
      return true;
    }
    if (typeof data.errorCode === 'string') {
      setValue(tokenInputId, '');
      setValue(errorInputId, data.errorCode);
    }
    return false;
  };

  // The form tells its height, so the iframe never scrolls inside the page (zoom, error texts).
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || !event.data || typeof event.data.redsysHeight !== 'number') return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.ceil(event.data.redsysHeight) + 'px';
      }
    }
  });
})(window, document);
`;
}
