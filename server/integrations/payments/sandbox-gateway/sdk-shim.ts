/**
 * The stand-in for https://sdk.cashfree.com/js/v3/cashfree.js (docs/payments.md §1.7): same
 * global, same `checkout()` promise, but it sends the payer to this gateway's hosted page.
 */
export function sdkShim(gatewayUrl: string): string {
  return `/* Prashna sandbox gateway: Cashfree JS SDK shim. No real payments. */
(function () {
  var GATEWAY_URL = ${JSON.stringify(gatewayUrl)};
  var INVALID = { error: { message: 'payment_session_id is not present or is invalid', code: 'payment_session_id_invalid' } };
  window.Cashfree = function (config) {
    var mode = (config && config.mode) || 'sandbox';
    return {
      mode: mode,
      checkout: function (options) {
        var sid = options && options.paymentSessionId;
        if (!sid || typeof sid !== 'string') return Promise.resolve(INVALID);
        var target = options.redirectTarget || '_self';
        return fetch(GATEWAY_URL + '/checkout/' + encodeURIComponent(sid) + '/exists')
          .then(function (response) { return response.ok; }, function () { return false; })
          .then(function (exists) {
            if (!exists) return INVALID;
            var url = GATEWAY_URL + '/checkout/' + encodeURIComponent(sid);
            if (target === '_blank') window.open(url, '_blank');
            else if (target === '_top' && window.top) window.top.location.assign(url);
            else window.location.assign(url);
            return { redirect: true };
          });
      }
    };
  };
})();
`;
}
