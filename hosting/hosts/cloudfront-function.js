// CloudFront Function for the private S3 origin of out/: viewer request, runtime cloudfront-js-2.0
// (it reads request.rawQueryString(), which 1.0 lacks).
//   /privacy-policy                             → serves /privacy-policy.html
//   /privacy-policy/, /privacy-policy.html and
//   /privacy-policy.html/                       → 301 to /privacy-policy, in one redirect
//   /                                           → serves /index.html; /index, /index.html, and
//                                                 each with a trailing slash → 301 to /
//   //privacy-policy, ///                       → serves /privacy-policy.html, /index.html (the page
//                                                 then corrects its address: lib/address-script.ts)
// A redirect keeps the query exactly as the viewer sent it: rawQueryString(), never the parsed
// querystring object, which loses order, empty values and "&&". A redirect's Location is always a
// path on this site, because only paths made of plain path characters are redirected at all:
// anything a browser could read as another host (//host, /\host, their encoded forms, control
// characters) is only looked up, and ends at the 404 page.

// Type-checked with the rest (tsconfig.json names this file): JSDoc types, as the runtime runs the
// file as it is.
/** @typedef {{ uri: string, rawQueryString(): string | undefined }} ViewerRequest */

var REDIRECTABLE = /^\/[A-Za-z0-9][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9._~-]+)*(?:\/|\.html)+$/;

// A Location header holds visible ASCII: anything else in a query is percent-encoded (a character
// that is no character, a lone UTF-16 surrogate, is dropped). A real viewer's query is already
// visible ASCII (browsers encode it), and passes byte for byte.
/** @param {string} query */
function visibleAscii(query) {
  return query
    .replace(/[\ud800-\udbff][\udc00-\udfff]|[^\x21-\x7e\ud800-\udfff]/g, encodeURIComponent)
    .replace(/[\ud800-\udfff]/g, '');
}

/**
 * @param {string} path
 * @param {ViewerRequest} request
 */
function redirect(path, request) {
  var query = request.rawQueryString();
  var location = query === undefined ? path : path + '?' + visibleAscii(query);
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: location } },
  };
}

/** @param {{ request: ViewerRequest }} event */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/index') return redirect('/', request);
  if (uri !== '/404.html' && REDIRECTABLE.test(uri)) {
    var clean = uri.replace(/(?:\/|\.html)+$/, '');
    return redirect(clean === '/index' ? '/' : clean, request);
  }
  // An ad template or a hand-joined URL may double the first slash, and S3 has no key that starts
  // with one: the file is looked up as if the slashes were one.
  var path = uri.replace(/^\/{2,}/, '/');
  if (path === '/') {
    request.uri = '/index.html';
    return request;
  }
  // A path without an extension is a page: serve its .html file.
  request.uri = path.lastIndexOf('.') <= path.lastIndexOf('/') ? path + '.html' : path;
  return request;
}
