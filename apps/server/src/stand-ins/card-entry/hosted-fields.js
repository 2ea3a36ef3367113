/* global window, document */
// The local stand-in of a hosted-fields card provider (stand-ins/card-entry/stand-in-provider.ts): the surface
// of a Stripe-style script — a global called with the publishable key, elements().create('card'), mount, on
// ('ready' | 'change'), clear, destroy, and createToken(element) resolving { token } or { error }. Test cards
// only, never in production; served by this server, so browser tests make no outside request.
(function () {
  'use strict';
  var script = document.currentScript;
  var tokensUrl = new URL('v1/tokens', script && script.src ? script.src : window.location.href).href;

  function field(doc, id, label, attributes) {
    var wrapper = doc.createElement('div');
    wrapper.className = 'stand-in-card-fields__field';
    var labelElement = doc.createElement('label');
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    var input = doc.createElement('input');
    input.id = id;
    input.type = 'text';
    input.inputMode = 'numeric';
    for (var name in attributes) input.setAttribute(name, attributes[name]);
    wrapper.appendChild(labelElement);
    wrapper.appendChild(input);
    return { wrapper: wrapper, input: input };
  }

  var counter = 0;

  function createCardElement() {
    var handlers = { ready: [], change: [] };
    var root = null;
    var inputs = null;
    var emit = function (type, event) {
      handlers[type].forEach(function (handler) {
        handler(event);
      });
    };
    var values = function () {
      var number = inputs.number.value.replace(/[\s-]/g, '');
      var expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(inputs.expiry.value);
      var cvc = inputs.cvc.value.trim();
      return {
        number: number,
        exp_month: expiry ? Number(expiry[1]) : null,
        exp_year: expiry ? (expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : null,
        cvc: cvc,
      };
    };
    var onInput = function () {
      var v = values();
      var empty = v.number === '' && inputs.expiry.value.trim() === '' && v.cvc === '';
      emit('change', {
        elementType: 'card',
        empty: empty,
        complete: /^\d{13,19}$/.test(v.number) && v.exp_month !== null && /^\d{3,4}$/.test(v.cvc),
      });
    };
    var element = {
      mount: function (container) {
        var doc = container.ownerDocument;
        counter += 1;
        var id = 'stand-in-card-' + counter;
        root = doc.createElement('div');
        root.className = 'stand-in-card-fields';
        var number = field(doc, id + '-number', 'Card number', { autocomplete: 'cc-number', maxlength: '23' });
        var expiry = field(doc, id + '-expiry', 'Expiry (MM/YY)', { autocomplete: 'cc-exp', maxlength: '7' });
        var cvc = field(doc, id + '-cvc', 'Security code', { autocomplete: 'cc-csc', maxlength: '4' });
        inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        [number, expiry, cvc].forEach(function (f) {
          f.input.addEventListener('input', onInput);
          root.appendChild(f.wrapper);
        });
        container.appendChild(root);
        setTimeout(function () {
          emit('ready', { elementType: 'card' });
        }, 0);
      },
      on: function (type, handler) {
        if (handlers[type]) handlers[type].push(handler);
        return element;
      },
      clear: function () {
        if (!inputs) return;
        inputs.number.value = '';
        inputs.expiry.value = '';
        inputs.cvc.value = '';
        onInput();
      },
      destroy: function () {
        if (root) root.remove();
        root = null;
        inputs = null;
        handlers = { ready: [], change: [] };
      },
      _values: function () {
        return inputs ? values() : null;
      },
    };
    return element;
  }

  function createToken(publishableKey, element) {
    var card = element && element._values ? element._values() : null;
    if (!card || card.exp_month === null || card.cvc === '' || card.number === '') {
      return Promise.resolve({ error: { type: 'validation_error', message: 'Your card details are incomplete.' } });
    }
    return fetch(tokensUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: publishableKey, card: card }),
      credentials: 'omit',
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (response.ok) return { token: { id: body.id, card: body.card } };
          return { error: { type: 'card_error', message: (body.error && body.error.message) || 'Card declined.' } };
        });
      })
      .catch(function () {
        return { error: { type: 'api_connection_error', message: 'The card provider could not be reached.' } };
      });
  }

  window.ForkpointCardFields = function (publishableKey) {
    return {
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('The stand-in provider has only the card element.');
            return createCardElement();
          },
        };
      },
      createToken: function (element) {
        return createToken(publishableKey, element);
      },
    };
  };
})();
